// Run by scripts/split/finish.sh in the staged app: rewrites the splitter's
// loader of the area chunks (docs/decisions/area-chunks.md).
// 1. Every chunk that several areas share goes into one file, portal-shared-<hash>.bin. The
//    splitter makes one chunk per set of areas that share code, over a hundred of 1-3 KB, each
//    its own request and compressed alone. They import only the main module's memory, table
//    and stack pointer and fill their own table slots, so they are instantiated side by side,
//    in any order, from the one file: the count of modules (u32, little-endian), each one's
//    length (u32), the modules.
// 2. The page being opened starts fetching its area's files when the loader is evaluated,
//    beside the main module, instead of after it: an area's chunk is named after its route
//    segment (`recharge-channels` is `recharge_channels`, checked by the portal's unit tests).
//
// Usage: node loader.mjs <loader.js> <chunk_<n>.wasm>...
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";

const [loaderPath, ...chunkPaths] = process.argv.slice(2);
const fail = (message) => {
  console.error(`split: ${message}`);
  process.exit(1);
};
const nameOf = (path) => basename(path).replace(/\.wasm(\.opt)?$/, "");
let loader = readFileSync(loaderPath, "utf8");

// 1. The shared chunks, in one file.
const modules = chunkPaths
  .map((path) => ({ name: nameOf(path), bytes: readFileSync(path) }))
  .sort((a, b) => a.name.localeCompare(b.name, "en", { numeric: true }));
const head = Buffer.alloc(4 + 4 * modules.length);
head.writeUInt32LE(modules.length, 0);
modules.forEach((module, index) => head.writeUInt32LE(module.bytes.length, 4 + 4 * index));
const file = Buffer.concat([head, ...modules.map((module) => module.bytes)]);
const sharedFile = `portal-shared-${createHash("sha256").update(file).digest("hex").slice(0, 16)}.bin`;
if (modules.length > 0) writeFileSync(sharedFile, file);

// Each shared chunk's own loader goes: they load with no dependencies of their own.
const shared = new Set(modules.map((module) => module.name.replace("chunk_", "__chunk_")));
let removed = 0;
loader = loader.replace(
  /(?:\/\*[^\n]*\*\/\n)?const (__chunk_\d+) = makeLoad\(\(\) => \{\n[\s\S]*?\n\}\n, \[([^\]]*)\]\);\n/g,
  (whole, name, deps) => {
    if (!shared.has(name)) fail(`the loader names ${name}, which was not given`);
    if (deps.trim() !== "") fail(`shared chunk ${name} has dependencies: ${deps}`);
    removed += 1;
    return "";
  },
);
if (removed !== shared.size) fail(`the loader loads ${removed} shared chunks, not ${shared.size}`);
// An area that needed some of them now needs the one file.
loader = loader.replace(/, \[(__chunk_\d+(?:, __chunk_\d+)*)\]\)\);\n/g, ", [__shared]));\n");
if (/__chunk_\d/.test(loader)) fail("the loader still names a shared chunk");

// A chunk that did not load is the page's to say ("This page could not be loaded", with Try
// again); a fetch cut off by leaving the page is no error at all. A warning keeps it seen.
if (loader.split("console.error(e);").length !== 2) fail("the loader does not log a failed load once");
loader = loader.replace("console.error(e);", 'console.warn("A chunk of the app was not loaded:", e);');

// 2. Each area's files, for the page being opened.
const areaFiles = {};
for (const [, area, chunkFile, deps] of loader.matchAll(
  /export const __wasm_split_load_(\w+) = wrapAsyncCb\(makeLoad\(\(\) => \{\n\s*const src = fetch\(new URL\("\.\/([^"]+)", import\.meta\.url\)\);\n[\s\S]*?\n\}\n, \[([^\]]*)\]\)\);\n/g,
)) {
  areaFiles[area] = deps.includes("__shared") ? [chunkFile, sharedFile] : [chunkFile];
}
if (Object.keys(areaFiles).length === 0) fail("the loader has no area loaders");
const fetches = (loader.match(/fetch\(new URL\(/g) ?? []).length;
if (fetches !== Object.keys(areaFiles).length) fail(`the loader fetches ${fetches} files, not one per area`);
loader = loader.replaceAll("fetch(new URL(", "fetchOnce(new URL(");

const earlyAndShared = `// Fetched as the page opens: its area's files (scripts/split/loader.mjs).
const areaFiles = ${JSON.stringify(areaFiles)};
const early = new Map();
function fetchOnce(url) {
    const started = early.get(url.href);
    early.delete(url.href);
    return started ?? fetch(url);
}
{
    const opened = /\\/w\\/[^/]+\\/([a-z0-9-]+)/.exec(location.pathname)
        ?? /\\/(profile)(?:\\/|$)/.exec(location.pathname);
    for (const name of (opened && areaFiles[opened[1].replaceAll("-", "_")]) ?? []) {
        const url = new URL("./" + name, import.meta.url);
        const started = fetch(url);
        started.catch(() => {});
        early.set(url.href, started);
    }
}
const __shared = makeLoad(() => {
    const src = fetchOnce(new URL("./${sharedFile}", import.meta.url)).then((response) => {
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
}
, []);
`;
const firstArea = loader.indexOf("export const __wasm_split_load_");
loader = loader.slice(0, firstArea) + earlyAndShared + loader.slice(firstArea);
writeFileSync(loaderPath, loader);
console.log(`split: ${modules.length} shared chunks in ${sharedFile}; ${Object.keys(areaFiles).length} areas`);
