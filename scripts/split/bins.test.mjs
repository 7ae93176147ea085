// Unit tests of the grouping of shared chunks into files (node --test, run by scripts/test.sh).
import assert from "node:assert/strict";
import { test } from "node:test";

import { binsOf } from "./bins.mjs";

const chunk = (name, size, ...areas) => ({ name, size, areas: new Set(areas) });
const names = (bins) => bins.map((bin) => [...bin.chunks].sort()).sort();

test("chunks needed by the same areas share a file", () => {
  const bins = binsOf([chunk("a", 90_000, "fees", "rates"), chunk("b", 80_000, "rates", "fees")], 0);
  assert.deepEqual(names(bins), [["a", "b"]]);
});

test("a large chunk is not put where an area that does not need it would fetch it", () => {
  const bins = binsOf(
    [chunk("both", 50_000, "fees", "rates"), chunk("fees only", 60_000, "fees")],
    32 * 1024,
  );
  assert.deepEqual(names(bins), [["both"], ["fees only"]]);
});

test("small chunks that nearly the same areas need go into one file", () => {
  const bins = binsOf(
    [
      chunk("common", 20_000, "fees", "rates", "roles"),
      chunk("small", 2_000, "fees", "rates"),
      chunk("other", 90_000, "files"),
    ],
    32 * 1024,
  );
  assert.deepEqual(names(bins), [["common", "small"], ["other"]]);
});

test("an area that counts more is spared code it does not use that another would take", () => {
  const chunks = [chunk("shared", 60_000, "recharges", "fees"), chunk("fees only", 20_000, "fees")];
  assert.deepEqual(names(binsOf(chunks, 32 * 1024, {})), [["fees only", "shared"]]);
  assert.deepEqual(names(binsOf(chunks, 32 * 1024, { recharges: 2 })), [["fees only"], ["shared"]]);
});

test("every chunk is in one file, and a file is needed by exactly its chunks' areas", () => {
  const areas = ["a", "b", "c", "d", "e"];
  const chunks = Array.from({ length: 40 }, (_, at) =>
    chunk(`c${at}`, 500 + ((at * 7919) % 30_000), ...areas.filter((_, i) => (at >> i) & 1 || i === at % 5)),
  );
  const bins = binsOf(chunks);
  assert.deepEqual(bins.flatMap((bin) => bin.chunks).sort(), chunks.map((c) => c.name).sort());
  for (const bin of bins) {
    const needed = new Set(chunks.filter((c) => bin.chunks.includes(c.name)).flatMap((c) => [...c.areas]));
    assert.deepEqual([...bin.areas].sort(), [...needed].sort());
    assert.equal(bin.size, chunks.filter((c) => bin.chunks.includes(c.name)).reduce((s, c) => s + c.size, 0));
  }
});
