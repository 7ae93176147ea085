#!/usr/bin/env bash
# Trunk pre-build hook: writes each fetched catalogue (every locale but English, which is built
# into the wasm) as a JSON array of its texts in key order, without the keys: about a third less
# to download. build.rs checks the source catalogues' keys and order; the count is checked here.
# Needs perl (core only).
set -euo pipefail
cd "$(dirname "$0")/.."
src=src/i18n/catalogs
out=target/catalogs
mkdir -p "$out"
rm -f "$out"/*.json
# A text's key is followed by a string; an area's name by "{", so areas are passed over.
texts='my @t; while (/"[A-Za-z0-9_]+"\s*:\s*("(?:[^"\\]|\\.)*")/g) { push @t, $1 } @t'
expected=$(perl -0777 -ne "print scalar(() = do { $texts })" "$src/en.json")
for file in "$src"/*.json; do
  tag=$(basename "$file" .json)
  [ "$tag" = en ] && continue
  # Writes the array and prints how many texts it holds.
  count=$(perl -0777 -ne "my @t = do { $texts };
    open(my \$to, '>', '$out/$tag.json') or die \$!;
    print \$to '[', join(',', @t), ']'; print scalar(@t)" "$file")
  if [ "$count" != "$expected" ]; then
    echo "bundle-catalogs: $file has $count texts, en.json $expected" >&2
    exit 1
  fi
done
