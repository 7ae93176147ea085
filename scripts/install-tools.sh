#!/usr/bin/env bash
# Installs what a fresh machine lacks to build and run the portal; skips what is already there.
# The test tools come with scripts/install-test-tools.sh, which the test command runs.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/tools-env.sh

say() { printf '==> %s\n' "$*"; }

apt_missing=()
command -v brotli >/dev/null 2>&1 || apt_missing+=(brotli)
command -v node >/dev/null 2>&1 || apt_missing+=(nodejs npm)
# The build draws the sign-in into index.html with headless Chromium (scripts/build.sh).
command -v chromium >/dev/null 2>&1 || apt_missing+=(chromium)
command -v chromedriver >/dev/null 2>&1 || apt_missing+=(chromium-driver)
if ((${#apt_missing[@]})); then
  say "installing ${apt_missing[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${apt_missing[@]}" >/dev/null
fi

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
  say "installing trunk $TRUNK_VERSION (about 15 minutes)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION"
  # --locked can fail when a pinned dependency was yanked; the unlocked resolve is fine.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --locked \
    || cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

# Cuts the build into the areas' chunks; not needed for the single wasm (PORTAL_SPLIT=0).
if [ "${PORTAL_SPLIT:-1}" != 0 ] && { ! wasm-split-cli --help >/dev/null 2>&1 \
  || [ "$(cargo install --list | awk '/^wasm_split_cli_support /{print $2}')" != "v$WASM_SPLIT_CLI_VERSION:" ]; }; then
  say "installing wasm-split-cli $WASM_SPLIT_CLI_VERSION (splits the areas' chunks)"
  cargo install wasm_split_cli_support --version "$WASM_SPLIT_CLI_VERSION" --locked --features build-binary
fi

if ! wasm-opt --version 2>/dev/null | grep -q "version ${BINARYEN_VERSION%%.*}"; then
  say "installing binaryen $BINARYEN_VERSION (wasm-opt) from npm"
  mkdir -p "$PORTAL_TOOLS"
  npm install --prefix "$PORTAL_TOOLS" --no-audit --no-fund --silent "binaryen@$BINARYEN_VERSION"
fi

if [ "$(terser --version 2>/dev/null)" != "terser $TERSER_VERSION" ]; then
  say "installing terser $TERSER_VERSION (minifies the JS) from npm"
  mkdir -p "$PORTAL_TOOLS"
  npm install --prefix "$PORTAL_TOOLS" --no-audit --no-fund --silent "terser@$TERSER_VERSION"
fi

say "tools ready: $(trunk --version), $(wasm-bindgen --version), $(wasm-opt --version | head -1), $(terser --version)"
