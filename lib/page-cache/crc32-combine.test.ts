import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Combine, crc32Shift } from "./crc32-combine";

describe("crc32Combine", () => {
  it.each([0, 1, 7, 8, 255, 65_535, 65_536, 200_003])("equals zlib's CRC-32 of the concatenation (second piece %i bytes)", (length) => {
    const a = randomBytes(1_000);
    const b = randomBytes(length);
    expect(crc32Combine(crc32(a), crc32(b), crc32Shift(length))).toBe(crc32(Buffer.concat([a, b])));
  });

  it("chains over many pieces, empty ones included, from a start of 0", () => {
    const pieces = [0, 3, 0, 17, 4_096, 1].map((length) => randomBytes(length));
    const combined = pieces.reduce((crc, piece) => crc32Combine(crc, crc32(piece), crc32Shift(piece.length)), 0);
    expect(combined).toBe(crc32(Buffer.concat(pieces)));
  });
});
