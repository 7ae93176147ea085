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
export CARGO_ENCODED_RUSTFLAGS
CARGO_ENCODED_RUSTFLAGS=$(printf '%s\x1f' "${flags[@]}")
CARGO_ENCODED_RUSTFLAGS=${CARGO_ENCODED_RUSTFLAGS%$'\x1f'}

trunk build --release --offline "$@"

# The sign-in as the built app draws it, written into index.html as its first view
# (docs/decisions/first-view.md). A native build: the wasm flags above are not its own.
env -u CARGO_ENCODED_RUSTFLAGS cargo run --quiet -p portal-e2e --bin portal-first-view
