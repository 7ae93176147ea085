// Groups the chunks several areas share into a few files (scripts/split/loader.mjs), so that
// an area fetches little code it does not use, in few requests (docs/decisions/area-chunks.md).

// How much code an area may fetch without using it to spare one more request, in bytes of
// optimised wasm. Chosen from the decision's table: at most 5 files an area, few bytes more.
export const FILE_COST = 32 * 1024;

// How much more an area's bytes and requests count than another's. The recharge queue is where
// the day's work is done, and the page a person most often reloads, after a deploy too: its
// shared code counted twice, it fetches 94 KB of it instead of 120 KB, and the areas on
// average a little less (the decision's table).
export const AREA_WEIGHT = { recharges: 2 };

// `chunks`: [{ name, size, areas: Set }], each shared chunk with the areas that need it.
// Returns the files: [{ chunks: [name], areas: Set, size }].
//
// Chunks needed by the same areas always travel together. Then two files are merged while that
// saves more than it costs: each area that needs both saves a file; each area that needs only
// one of them fetches the other's bytes for nothing; each area's saving and cost times its
// weight. The best merge first, until none pays.
export function binsOf(chunks, fileCost = FILE_COST, weight = AREA_WEIGHT) {
  const byAreas = new Map();
  for (const chunk of chunks) {
    const key = [...chunk.areas].sort().join(",");
    const bin = byAreas.get(key) ?? { chunks: [], areas: new Set(chunk.areas), size: 0 };
    bin.chunks.push(chunk.name);
    bin.size += chunk.size;
    byAreas.set(key, bin);
  }
  const bins = [...byAreas.values()];
  for (;;) {
    let best = { gain: 0, a: -1, b: -1 };
    for (let a = 0; a < bins.length; a++) {
      for (let b = a + 1; b < bins.length; b++) {
        const gain = mergeGain(bins[a], bins[b], fileCost, weight);
        if (gain > best.gain) best = { gain, a, b };
      }
    }
    if (best.a < 0) break;
    const [first, second] = [bins[best.a], bins[best.b]];
    bins[best.a] = {
      chunks: [...first.chunks, ...second.chunks],
      areas: new Set([...first.areas, ...second.areas]),
      size: first.size + second.size,
    };
    bins.splice(best.b, 1);
  }
  return bins;
}

function mergeGain(first, second, fileCost, weight) {
  const of = (area) => weight[area] ?? 1;
  let gain = 0;
  for (const area of first.areas) gain += of(area) * (second.areas.has(area) ? fileCost : -second.size);
  for (const area of second.areas) if (!first.areas.has(area)) gain -= of(area) * first.size;
  return gain;
}
