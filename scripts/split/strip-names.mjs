// Run by scripts/split/finish.sh before wasm-opt: drops the "name" section of each chunk the
// splitter wrote. wasm-opt does not know one of its subsections and logged a warning for every
// chunk (hundreds a build), and the optimised chunks carry no names anyway.
//
// Usage: node strip-names.mjs <chunk.wasm>...
import { readFileSync, writeFileSync } from "node:fs";

// An unsigned LEB128 at `at`: its value and the offset after it.
function leb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return [value, at];
  }
}

for (const path of process.argv.slice(2)) {
  const bytes = readFileSync(path);
  const kept = [bytes.subarray(0, 8)];
  let at = 8;
  while (at < bytes.length) {
    const start = at;
    const [size, body] = leb(bytes, at + 1);
    at = body + size;
    if (at > bytes.length) throw new Error(`${path}: a section runs past the end`);
    if (bytes[start] === 0) {
      const [length, name] = leb(bytes, body);
      if (bytes.subarray(name, name + length).toString() === "name") continue;
    }
    kept.push(bytes.subarray(start, at));
  }
  writeFileSync(path, Buffer.concat(kept));
}
