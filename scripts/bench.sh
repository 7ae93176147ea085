#!/usr/bin/env bash
# Measures download size, cold load and secure-channel sign-in timing of the release build.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/tools-env.sh
scripts/build.sh
exec cargo run --release --quiet -p portal-e2e --bin portal-bench -- "$@"
