#!/usr/bin/env bash
# Trunk post-build hook (release builds): minifies wasm-bindgen's loader and first-view.js with
# terser, which Trunk's own minifier cannot do (it fails on the loader's `export default`):
# a fifth of the JS download. first-view.js's integrity hash in index.html is written again.
set -euo pipefail
[ "${TRUNK_PROFILE:-}" = release ] || exit 0
source "$(dirname "$0")/tools-env.sh"
# A split build's chunks and their loader first: the main loader's import of it is renamed.
bash "$(dirname "$0")/split/finish.sh"
cd "$TRUNK_STAGING_DIR"
for loader in portal-*.js; do
  terser "$loader" --module --compress --mangle --output "$loader"
done
for script in first-view-*.js; do
  terser "$script" --compress --mangle --output "$script"
  integrity=$(node -e 'const c = require("crypto"), f = require("fs");
    process.stdout.write("sha384-" + c.createHash("sha384").update(f.readFileSync(process.argv[1])).digest("base64"))' "$script")
  sed -i -E "s#(src=\"\./$script\" integrity=\")[^\"]+#\1$integrity#" index.html
  grep -q "$integrity" index.html || { echo "minify-js: no integrity of $script in index.html" >&2; exit 1; }
done
