// Run by scripts/split/finish.sh in the staged app: rewrites the splitter's
// loader of the area chunks (docs/decisions/area-chunks.md).
// 1. The chunks that several areas share go into a few files, portal-shared-<hash>.bin,
//    grouped by the areas that need them (bins.mjs). The splitter makes one chunk per set of
//    areas that share code, over a hundred of 1-3 KB, each its own request and compressed
//    alone. They import only the main module's memory, table and stack pointer and fill their
//    own table slots, so a file's chunks are instantiated side by side, in any order: the count
//    of modules (u32, little-endian), each one's length (u32), the modules.
// 2. The page being opened starts fetching its chunk's files when the loader is evaluated,
//    beside the main module, instead of after it: a chunk is named after its page's path
//    (`/w/acme/recharge-channels` is `recharge_channels`, `/register` is `register`, checked by
//    the portal's unit tests).
//
// Usage: node loader.mjs <loader.js> <chunk_<n>.wasm>...
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";

import { binsOf } from "./bins.mjs";

const [loaderPath, ...chunkPaths] = process.argv.slice(2);
const fail = (message) => {
  console.error(`split: ${message}`);
  process.exit(1);
};
const nameOf = (path) => basename(path).replace(/\.wasm(\.opt)?$/, "");
let loader = readFileSync(loaderPath, "utf8");

// 1. The shared chunks, in a few files: each area's loader names the ones it needs.
const areaLoader =
  /(export const __wasm_split_load_(\w+) = wrapAsyncCb\(makeLoad\(\(\) => \{\n[\s\S]*?\n\}\n, )\[([^\]]*)\]\)\);\n/g;
const given = new Map(chunkPaths.map((path) => [`__${nameOf(path)}`, readFileSync(path)]));
const needs = new Map();
for (const [, , area, deps] of loader.matchAll(areaLoader)) {
  for (const dep of deps.split(",").map((dep) => dep.trim()).filter(Boolean)) {
    if (!given.has(dep)) fail(`area ${area} needs ${dep}, which was not given`);
    needs.set(dep, (needs.get(dep) ?? new Set()).add(area));
  }
}
if (needs.size !== given.size) fail(`the areas need ${needs.size} shared chunks, not ${given.size}`);
const bins = binsOf([...needs].map(([name, areas]) => ({ name, areas, size: given.get(name).length })))
  .map((bin, index) => {
    const modules = bin.chunks
      .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
      .map((name) => given.get(name));
    const head = Buffer.alloc(4 + 4 * modules.length);
    head.writeUInt32LE(modules.length, 0);
    modules.forEach((bytes, at) => head.writeUInt32LE(bytes.length, 4 + 4 * at));
    const file = Buffer.concat([head, ...modules]);
    const name = `portal-shared-${createHash("sha256").update(file).digest("hex").slice(0, 16)}.bin`;
    writeFileSync(name, file);
    return { ...bin, file: name, load: `__shared_${index}` };
  });

// Each shared chunk's own loader goes: they load with no dependencies of their own.
let removed = 0;
loader = loader.replace(
  /(?:\/\*[^\n]*\*\/\n)?const (__chunk_\d+) = makeLoad\(\(\) => \{\n[\s\S]*?\n\}\n, \[([^\]]*)\]\);\n/g,
  (whole, name, deps) => {
    if (!given.has(name)) fail(`the loader names ${name}, which was not given`);
    if (deps.trim() !== "") fail(`shared chunk ${name} has dependencies: ${deps}`);
    removed += 1;
    return "";
  },
);
if (removed !== given.size) fail(`the loader loads ${removed} shared chunks, not ${given.size}`);
// An area needs the files that hold the chunks it needed. Every file is named once, in
// `files`, which the loaders and the early fetch below index.
const files = bins.map((bin) => bin.file);
const pageFiles = {};
loader = loader.replace(areaLoader, (whole, start, area) => {
  const url = /fetch\(new URL\("\.\/([^"]+)", import\.meta\.url\)\)/;
  const file = url.exec(start);
  if (!file) fail(`the loader of area ${area} fetches no file`);
  const own = files.push(file[1]) - 1;
  const mine = bins.filter((bin) => bin.areas.has(area));
  pageFiles[area] = [own, ...mine.map((bin) => files.indexOf(bin.file))];
  const fetchOwn = `fetch(new URL("./" + files[${own}], import.meta.url))`;
  return `${start.replace(url, fetchOwn)}[${mine.map((bin) => bin.load).join(", ")}]));\n`;
});
if (/__chunk_\d/.test(loader)) fail("the loader still names a shared chunk");

// A chunk that did not load is the page's to say ("This page could not be loaded", with Try
// again); a fetch cut off by leaving the page is no error at all. A warning keeps it seen.
if (loader.split("console.error(e);").length !== 2) fail("the loader does not log a failed load once");
loader = loader.replace("console.error(e);", 'console.warn("A chunk of the app was not loaded:", e);');

// 2. Each area's files, for the page being opened.
if (Object.keys(pageFiles).length === 0) fail("the loader has no area loaders");
const fetches = (loader.match(/fetch\(new URL\(/g) ?? []).length;
if (fetches !== Object.keys(pageFiles).length) fail(`the loader fetches ${fetches} files, not one per area`);
loader = loader.replaceAll("fetch(new URL(", "fetchOnce(new URL(");

const earlyAndShared = `// Fetched as the page opens: its chunk's files (scripts/split/loader.mjs).
const files = ${JSON.stringify(files)};
const pageFiles = ${JSON.stringify(pageFiles)};
const early = new Map();
function fetchOnce(url) {
    const started = early.get(url.href);
    early.delete(url.href);
    return started ?? fetch(url);
}
{
    const opened = /\\/w\\/[^/]+\\/([a-z0-9-]+)/.exec(location.pathname)
        ?? /\\/([a-z0-9-]+)\\/?$/.exec(location.pathname);
    for (const at of (opened && pageFiles[opened[1].replaceAll("-", "_")]) ?? []) {
        const url = new URL("./" + files[at], import.meta.url);
        const started = fetch(url);
        started.catch(() => {});
        early.set(url.href, started);
    }
}
function loadShared(at) {
    return makeLoad(() => {
        const src = fetchOnce(new URL("./" + files[at], import.meta.url)).then((response) => {
            if (!response.ok) throw new Error(\`\${response.status} \${response.url}\`);
            return response.arrayBuffer();
        });
        src.catch(() => {});
        return async (imports) => {
            const bytes = await src;
            const head = new DataView(bytes);
            const count = head.getUint32(0, true);
            const modules = [];
            let at = 4 + 4 * count;
            for (let index = 0; index < count; index++) {
                const length = head.getUint32(4 + 4 * index, true);
                modules.push(WebAssembly.instantiate(new Uint8Array(bytes, at, length), imports));
                at += length;
            }
            return Promise.all(modules);
        };
    }, []);
}
${bins.map((bin, at) => `const ${bin.load} = loadShared(${at});`).join("\n")}
`;
const firstArea = loader.indexOf("export const __wasm_split_load_");
loader = loader.slice(0, firstArea) + earlyAndShared + loader.slice(firstArea);
writeFileSync(loaderPath, loader);
console.log(`split: ${given.size} shared chunks in ${bins.length} files; ${Object.keys(pageFiles).length} areas`);
