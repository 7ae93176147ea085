#!/usr/bin/env bash
# After Trunk (run by scripts/minify-js.sh before it minifies): puts the area chunks that
# scripts/split/wasm-bindgen left in $PORTAL_SPLIT_OUT into the staged app. Each chunk is
# optimised with index.html's wasm-opt flags; each area's is named by its content's hash, and
# the chunks several areas share go into one file. Their loader is rewritten (loader.mjs),
# pointed at those names and at the hashed main loader, minified, hashed in turn, and the main
# loader's import of it renamed. A build without the split (PORTAL_SPLIT=0) has nothing to do.
set -euo pipefail
out="${PORTAL_SPLIT_OUT:-}"
[ -n "$out" ] && [ -f "$out/__wasm_split.js" ] || exit 0
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$TRUNK_STAGING_DIR"

hash_of() { sha256sum "$1" | cut -c1-16; }

# The wasm-opt flags of the main module, as index.html gives them to Trunk.
tag="$(grep -o '<link data-trunk rel="rust"[^>]*>' "$TRUNK_SOURCE_DIR/index.html")"
level="$(sed -E 's/.*data-wasm-opt="([^"]*)".*/\1/' <<<"$tag")"
read -ra params <<<"$(sed -E 's/.*data-wasm-opt-params="([^"]*)".*/\1/' <<<"$tag")"

main_js="$(ls portal-*.js)"
[ "$(wc -w <<<"$main_js")" = 1 ] || { echo "split: not one main loader: $main_js" >&2; exit 1; }
link="$out/__wasm_split.js"
sed -i "s#from \"\./portal\.js\"#from \"./$main_js\"#" "$link"
grep -q "from \"./$main_js\"" "$link" || { echo "split: the loader does not import ./portal.js" >&2; exit 1; }

# Optimised side by side (a split build has many small shared chunks), then named by hash.
chunks=()
for chunk in "$out"/*.wasm; do
    [ "$(basename "$chunk")" = portal.wasm ] || chunks+=("$chunk")
done
node "$here/strip-names.mjs" "${chunks[@]}"
printf '%s\0' "${chunks[@]}" | xargs -0 -P "$(nproc)" -I{} \
    wasm-opt "-O$level" "${params[@]}" {} -o {}.opt
shared=()
for chunk in "${chunks[@]}"; do
    name="$(basename "$chunk" .wasm)"
    # The chunks several areas share go into one file, below.
    if [[ "$name" == chunk_* ]]; then shared+=("$chunk.opt"); continue; fi
    hashed="portal-$name-$(hash_of "$chunk.opt").wasm"
    mv "$chunk.opt" "$hashed"
    sed -i "s#\"\./$name\.wasm\"#\"./$hashed\"#" "$link"
    grep -q "\"./$hashed\"" "$link" || { echo "split: the loader does not name $name.wasm" >&2; exit 1; }
done

node "$here/loader.mjs" "$link" "${shared[@]}"
rm -f "${shared[@]}"

terser "$link" --module --compress --mangle --output "$out/loader.min.js"
loader="split-$(hash_of "$out/loader.min.js").js"
mv "$out/loader.min.js" "$loader"
# Only the module specifiers: the imports object keeps the wasm's own name for that module.
sed -i -E "s#(from[[:space:]]*)(['\"])\./__wasm_split\.js\2#\1\2./$loader\2#g" "$main_js"
grep -q "\./$loader" "$main_js" || { echo "split: $main_js does not import ./__wasm_split.js" >&2; exit 1; }
