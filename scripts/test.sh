#!/usr/bin/env bash
# Runs every check and test: formatting and lints (native and wasm32), the contract, the sandbox,
# and the portal end to end in headless browsers; then fuzzes the contract's decoders and the
# secure channel briefly and audits the dependencies.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/tools-env.sh
scripts/install-test-tools.sh
scripts/lint.sh
# The build's own scripts: how the split build groups its shared chunks.
node --test scripts/split/bins.test.mjs
scripts/build.sh
# Browser tests start one browser each; two at a time suit a 2-core machine.
cargo test --workspace --no-fail-fast -- --test-threads "${PORTAL_TEST_THREADS:-2}"
scripts/fuzz.sh
scripts/audit.sh
