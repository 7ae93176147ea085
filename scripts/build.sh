#!/usr/bin/env bash
# Builds the portal in release mode into dist/ with Trunk (offline, pinned tools).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/tools-env.sh
trunk build --release --offline "$@"
