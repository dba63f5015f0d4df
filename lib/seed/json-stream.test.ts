import { describe, expect, it } from "vitest";
import { type JsonPath, JsonStreamError, type JsonVisit, streamJson } from "./json-stream";

/** The text cut into pieces of pseudo-random sizes (1 to 7 characters), the same for the same seed. */
function chunked(text: string, seed: number): AsyncIterable<string> {
  let state = seed;
  const pieces: string[] = [];
  for (let i = 0; i < text.length; ) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const size = 1 + (state % 7);
    pieces.push(text.slice(i, i + size));
    i += size;
  }
  return (async function* () {
    yield* pieces;
  })();
}

/** Rebuilds the document from what streamJson reports, descending wherever `visit` says. */
async function rebuild(text: string, seed: number, visit: (path: JsonPath) => JsonVisit = () => "descend") {
  let root: unknown;
  const set = (path: JsonPath, value: unknown) => {
    if (path.length === 0) root = value;
    else {
      let parent = root as Record<string | number, unknown>;
      for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
      parent[path.at(-1)!] = value;
    }
  };
  const seen: JsonPath[] = [];
  await streamJson(chunked(text, seed), {
    select: visit,
    enter: (path, kind) => set(path, kind === "object" ? {} : []),
    value: (path, value) => {
      seen.push(path);
      set(path, value);
    },
  });
  return { root, seen };
}

const DOCUMENT = {
  workspaces: [
    {
      id: "ws_1",
      name: 'Quotes " and \\ backslashes, {braces} and [brackets], commas, and 日本語 🎉',
      members: [{ id: "a", n: -1.5e3, ok: true, no: false, none: null, tags: [] }],
      empty: {},
      bookings: [{ id: "b1", nested: { deep: [[1, 2], [3]] } }, { id: "b2" }, 7, "x", null],
    },
  ],
  after: "\u0000 control \n\t",
};

describe("streamJson", () => {
  it("reads the document as JSON.parse does, however the text is cut", async () => {
    const text = JSON.stringify(DOCUMENT, null, 2);
    for (let seed = 1; seed <= 40; seed++) expect((await rebuild(text, seed)).root).toEqual(DOCUMENT);
    expect((await rebuild(JSON.stringify(DOCUMENT), 3)).root).toEqual(DOCUMENT);
  });

  it("hands over the values selected whole, and none of those skipped", async () => {
    const text = JSON.stringify(DOCUMENT);
    const visit = (path: JsonPath): JsonVisit => {
      if (path.length <= 2) return "descend";
      if (path[2] === "bookings") return path.length === 3 ? "descend" : "emit";
      return path[2] === "members" ? "skip" : "emit";
    };
    const { root, seen } = await rebuild(text, 5, visit);
    expect(seen.filter((p) => p[2] === "bookings")).toEqual([0, 1, 2, 3, 4].map((i) => ["workspaces", 0, "bookings", i]));
    expect(seen.some((p) => p[2] === "members")).toBe(false);
    expect((root as typeof DOCUMENT).workspaces[0]!.bookings).toEqual(DOCUMENT.workspaces[0]!.bookings);
    expect((root as typeof DOCUMENT).after).toBe(DOCUMENT.after);
  });

  it("receives a bare value at the top", async () => {
    for (const doc of ["42", ' "text" ', "null", "[]", "{}"]) expect((await rebuild(doc, 2)).root).toEqual(JSON.parse(doc));
  });

  it("refuses text that is not one JSON value, saying where", async () => {
    for (const bad of ['{"a":1,}', "[1,]", '{"a" 1}', '{"a":}', "[1 2]", '{"a":1', "[1] [2]", "{a:1}", '{"a":tru}', ""]) {
      await expect(rebuild(bad, 1), bad).rejects.toThrow(JsonStreamError);
    }
    await expect(rebuild('{"a": [1, 2, @]}', 1)).rejects.toThrow(/near character 1[0-4]/);
  });
});
