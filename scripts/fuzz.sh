#!/usr/bin/env bash
# Runs every fuzz target for a bounded time (PORTAL_FUZZ_SECONDS each, 30 by default) from its
# seeds; fails on the first crash, leaving the crashing input under fuzz/artifacts/.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/tools-env.sh

seconds="${PORTAL_FUZZ_SECONDS:-30}"
targets=(envelope open_request open_response)

# cargo fuzz passes nightly-only flags (-Z sanitizer and others); the one stable toolchain
# accepts them when told it is building itself (docs/decisions/hardening.md, "Fuzzing on stable").
export RUSTC_BOOTSTRAP=1

cd fuzz
cargo fuzz build --release
for target in "${targets[@]}"; do
  # New inputs go to a scratch corpus under fuzz/target; the committed seeds are only read.
  scratch="target/corpus/$target"
  log="target/fuzz-$target.log"
  mkdir -p "$scratch"
  printf '==> fuzzing %s for %ss\n' "$target" "$seconds"
  if ! cargo fuzz run --release "$target" "$scratch" "seeds/$target" -- \
    -max_total_time="$seconds" -print_final_stats=1 >"$log" 2>&1; then
    tail -n 60 "$log"
    printf '==> fuzzing %s FAILED: the input is in fuzz/artifacts/%s/\n' "$target" "$target" >&2
    exit 1
  fi
  grep -E '^(Done|stat::number_of_executed_units|stat::new_units_added)' "$log" || tail -n 3 "$log"
done
printf '==> fuzzing: %s targets ran %ss each with no crash\n' "${#targets[@]}" "$seconds"
