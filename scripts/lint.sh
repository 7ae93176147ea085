#!/usr/bin/env bash
# Formatting and clippy, native and wasm32, with every warning an error.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/tools-env.sh
cargo fmt --all --check
cargo clippy --workspace --all-targets -- -D warnings
# The browser build: the app and the contract as the wasm target compiles them, split into the
# areas' chunks as shipped (scripts/build.sh) and whole (PORTAL_SPLIT=0).
RUSTFLAGS="--cfg erase_components --cfg portal_split" \
  cargo clippy --target wasm32-unknown-unknown -p portal -p portal-api -- -D warnings
cargo clippy --target wasm32-unknown-unknown -p portal -p portal-api -- -D warnings
