import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipFilled, gzipTemplate, inflated, plainFilled } from "./gzip-template";

/** The plain body gzipFilled stands for: part i, then values[holes[i]]. */
function expected(parts: Buffer[], holes: number[], values: Buffer[]): Buffer {
  return Buffer.concat(parts.flatMap((part, i) => (holes[i] === undefined ? [part] : [part, values[holes[i]]!])));
}

describe("gzipFilled", () => {
  const parts = [0, 700, 1, 12_000, 0, 64].map((length) => randomBytes(length));

  // gunzip checks the trailer's CRC-32 and length: a wrong CRC plan fails here, not in a browser.
  it.each([
    ["one value in every hole", [0, 0, 0, 0, 0], [Buffer.from("nonce-value-48-bytes-long-aaaaaaaaaaaaaaaaaaaaaaa")]],
    ["two values, repeated and interleaved", [0, 1, 0, 0, 1], [Buffer.from("n0nce"), Buffer.from("key-36")]],
    ["an empty value", [1, 0, 1, 0, 0], [Buffer.from("x"), Buffer.alloc(0)]],
    ["a value over one stored block (65,535 bytes)", [0, 1, 1, 0, 1], [randomBytes(70_000), randomBytes(3)]],
    ["fewer holes than gaps", [1, 0], [Buffer.from("a"), Buffer.from("bb")]],
  ])("gunzips to the parts with the values between them: %s", (_name, holes, values) => {
    const template = gzipTemplate(parts);
    expect(gunzipSync(gzipFilled(template, holes, values)).equals(expected(parts, holes, values))).toBe(true);
    expect(plainFilled(template, inflated(template), holes, values).equals(expected(parts, holes, values))).toBe(true);
  });

  it("stays right as the values change, their lengths too (the CRC plan is remade, not reused wrongly)", () => {
    const template = gzipTemplate(parts);
    const holes = [0, 1, 0, 1, 0];
    for (const lengths of [
      [48, 36],
      [48, 36],
      [10, 36],
      [48, 0],
      [48, 36],
    ]) {
      const values = lengths.map((length) => randomBytes(length));
      expect(gunzipSync(gzipFilled(template, holes, values)).equals(expected(parts, holes, values))).toBe(true);
    }
  });

  it("makes a body with no holes the fixed parts alone", () => {
    const template = gzipTemplate(parts);
    expect(gunzipSync(gzipFilled(template, [], [])).equals(Buffer.concat(parts))).toBe(true);
  });
});
