#!/usr/bin/env bash
# Installs what the tests need beyond building the portal (which brings Chromium): Firefox ESR
# and its driver, the fuzzer, the accessibility audit. Skips what is already there.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/tools-env.sh

say() { printf '==> %s\n' "$*"; }

apt_missing=()
# Firefox ESR, for the main journeys in Firefox (docs/testing.md); its geckodriver comes below.
[ -x /usr/bin/firefox-esr ] || apt_missing+=(firefox-esr)
if ((${#apt_missing[@]})); then
  say "installing ${apt_missing[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${apt_missing[@]}" >/dev/null
fi

if [ "$(geckodriver --version 2>/dev/null | head -1)" != "geckodriver $GECKODRIVER_VERSION" ]; then
  say "installing geckodriver $GECKODRIVER_VERSION (a few minutes)"
  cargo install geckodriver --version "$GECKODRIVER_VERSION" --locked
fi

if [ "$(cargo fuzz --version 2>/dev/null)" != "cargo-fuzz $CARGO_FUZZ_VERSION" ]; then
  say "installing cargo-fuzz $CARGO_FUZZ_VERSION"
  cargo install cargo-fuzz --version "$CARGO_FUZZ_VERSION" --locked
fi

# cargo-audit is installed by scripts/audit.sh, and only once there is a database to audit with.

if [ "$(node -p "require('$PORTAL_TOOLS/node_modules/axe-core/package.json').version" 2>/dev/null)" != "$AXE_CORE_VERSION" ]; then
  say "installing axe-core $AXE_CORE_VERSION (the accessibility audit) from npm"
  mkdir -p "$PORTAL_TOOLS"
  npm install --prefix "$PORTAL_TOOLS" --no-audit --no-fund --silent "axe-core@$AXE_CORE_VERSION"
fi

say "test tools ready: $(chromium --version), $(firefox-esr --version), $(geckodriver --version | head -1), $(cargo fuzz --version)"
