#!/usr/bin/env bash
# Audits Cargo.lock against the RustSec advisory database with cargo audit. The database is a
# git repository; when it cannot be fetched (a closed network) and no earlier copy exists, this
# says plainly that nothing was audited and exits 0, unless PORTAL_AUDIT_REQUIRED=1.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/tools-env.sh

db="${PORTAL_ADVISORY_DB:-$HOME/.cargo/advisory-db}"
url="${PORTAL_ADVISORY_DB_URL:-https://github.com/rustsec/advisory-db.git}"

say() { printf '==> audit: %s\n' "$*"; }

# Fetch (or update) the database ourselves, so a network failure is told apart from findings.
# A copy that is not a git checkout (brought in some other way) is used as it is.
fetched=0
if [ -d "$db/.git" ]; then
  timeout 120 git -C "$db" pull --quiet --ff-only >/dev/null 2>&1 && fetched=1
elif [ ! -e "$db" ]; then
  timeout 120 git clone --quiet --depth 1 "$url" "$db" >/dev/null 2>&1 && fetched=1
  [ "$fetched" = 1 ] || rm -rf "$db"
fi

if [ "$fetched" = 0 ] && [ ! -d "$db/crates" ]; then
  say "NOT AUDITED: the RustSec advisory database could not be fetched and no local copy exists"
  say "(set PORTAL_ADVISORY_DB to a copy of it to audit offline; docs/decisions/hardening.md, 'Dependency audit')"
  [ "${PORTAL_AUDIT_REQUIRED:-0}" = 1 ] && exit 1
  exit 0
fi

# Installed here rather than by install-tools.sh: building it takes minutes, wasted where the
# database cannot be had. Only the version number is compared: some releases print their name oddly.
if ! cargo audit --version 2>/dev/null | grep -qE " $CARGO_AUDIT_VERSION\$"; then
  say "installing cargo-audit $CARGO_AUDIT_VERSION"
  cargo install cargo-audit --version "$CARGO_AUDIT_VERSION" --locked
fi

flags=(--no-fetch --db "$db")
if [ "$fetched" = 0 ]; then
  say "could not update the advisory database; auditing against the local copy in $db"
  flags+=(--stale)
fi
if [ -d "$db/.git" ]; then
  say "$(git -C "$db" log -1 --format='database as of %cs (%h)')"
fi
cargo audit "${flags[@]}"
say "no unignored advisory affects Cargo.lock"
