# Sourced by the scripts: where the project's build tools live, and PATH to reach them.
PORTAL_TOOLS="${PORTAL_TOOLS:-$HOME/.cache/portal-tools}"
TRUNK_VERSION="0.21.14"
BINARYEN_VERSION="132.0.0"
# wasm-split-cli: cuts the wasm into the areas' chunks (scripts/build.sh, unless PORTAL_SPLIT=0).
WASM_SPLIT_CLI_VERSION="0.2.4"
# terser: minifies wasm-bindgen's loader and first-view.js after Trunk (scripts/minify-js.sh).
TERSER_VERSION="5.51.4"
CARGO_FUZZ_VERSION="0.13.2"
CARGO_AUDIT_VERSION="0.22.2"
# geckodriver: drives Debian's Firefox ESR for the end-to-end tests that run in Firefox too.
GECKODRIVER_VERSION="0.37.1"
# axe-core: the accessibility audit the end-to-end tests inject into each page.
AXE_CORE_VERSION="4.14.1"
export PORTAL_AXE_JS="$PORTAL_TOOLS/node_modules/axe-core/axe.min.js"
WASM_BINDGEN_VERSION="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' "$(dirname "${BASH_SOURCE[0]}")/../Cargo.lock")"
export PATH="$PORTAL_TOOLS/node_modules/.bin:$HOME/.cargo/bin:$PATH"
