#!/usr/bin/env bash
# One command for a working portal: installs tools, builds the portal, starts the sandbox on it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-tools.sh
scripts/build.sh
exec cargo run --release --quiet -p portal-sandbox -- --dist dist "$@"
