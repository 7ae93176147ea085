#!/usr/bin/env bash
# Builds the portal in release mode into dist/ with Trunk (offline, pinned tools).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/tools-env.sh

# Panic locations name source files. Without remapping, the shipped wasm would carry the build
# machine's own folders (the home directory, the registry cache); each becomes a neutral name.
# RUSTFLAGS replaces the target's flags in .cargo/config.toml, so its cfg is repeated here.
flags=(--cfg erase_components "--remap-path-prefix=$PWD=portal")
cargo_home="${CARGO_HOME:-$HOME/.cargo}"
for dir in "$cargo_home"/registry/src/*/ "$cargo_home"/git/checkouts/*/; do
    [ -d "$dir" ] && flags+=("--remap-path-prefix=${dir%/}=deps")
done

# Each area its own lazily loaded chunk (docs/decisions/area-chunks.md): the split points are
# compiled in (cfg portal_split), the linker keeps its relocations for the splitter, and Trunk
# finds the splitting wasm-bindgen in scripts/split first on PATH. PORTAL_SPLIT=0 builds the
# whole app as one wasm instead, to compare.
if [ "${PORTAL_SPLIT:-1}" != 0 ]; then
    flags+=(--cfg portal_split -Clink-args=--emit-relocs)
    export PATH="$PWD/scripts/split:$PATH" PORTAL_SPLIT_OUT="$PWD/target/wasm-split"
fi
export CARGO_ENCODED_RUSTFLAGS
CARGO_ENCODED_RUSTFLAGS=$(printf '%s\x1f' "${flags[@]}")
CARGO_ENCODED_RUSTFLAGS=${CARGO_ENCODED_RUSTFLAGS%$'\x1f'}

trunk build --release --offline "$@"

# The sign-in as the built app draws it, written into index.html as its first view
# (docs/decisions/first-view.md). A native build: the wasm flags above are not its own.
env -u CARGO_ENCODED_RUSTFLAGS cargo run --quiet -p portal-e2e --bin portal-first-view
