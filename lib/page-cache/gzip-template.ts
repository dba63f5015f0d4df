// Gzip for answers whose fixed parts are compressed once and whose few
// per-response values (a nonce, a key) differ every time: each fixed part is
// one deflate run ended by a full flush (byte-aligned, no reference to what
// came before), each value goes in as a stored block, and the gzip trailer's
// CRC-32 is combined from the fixed parts' CRCs, computed once, and the
// values'. One valid gzip member (RFC 1951/1952), at the cost of a few
// multiplications instead of a compression per response. The compressed parts
// are what a copy keeps; the plain ones are inflated from them when a client
// takes no gzip.
import { constants, crc32, deflateRawSync, inflateRawSync } from "node:zlib";
import { crc32Combine, crc32Shift } from "./crc32-combine";

export interface GzipTemplate {
  /** Each fixed part deflated on its own, ending byte-aligned and not final. */
  parts: Buffer[];
  /** Each fixed part's length and CRC-32, and the operator that shifts a CRC past it (crc32-combine.ts). */
  sums: { length: number; crc: number; shift: number }[];
  bytes: number;
}

const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final stored block: the end of the deflate stream. */
const END = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** A stored block holds at most this many bytes. */
const MAX_STORED = 0xffff;

export function gzipTemplate(parts: Buffer[]): GzipTemplate {
  const deflated = packed(parts.map((part) => deflateRawSync(part, { level: 6, finishFlush: constants.Z_FULL_FLUSH })));
  const sums = parts.map((part) => ({ length: part.length, crc: crc32(part), shift: crc32Shift(part.length) }));
  return { parts: deflated, sums, bytes: deflated.reduce((sum, part) => sum + part.length, 0) };
}

/**
 * The buffers copied into one memory block of their total size, as views of
 * it. A buffer kept as it came may hold far more memory than its length: each
 * of deflateRawSync's outputs is a view of its own 16 KB block, and a small
 * Buffer.from a view of an 8 KB block shared with whatever else was allocated
 * beside it. Kept by the thousand in the page cache (~20 parts a page), these
 * made a 32 MB cache hold ~200 MB (docs/benchmarks.md, #20); packed, what a
 * copy holds is what the cache counts.
 */
export function packed(buffers: Buffer[]): Buffer[] {
  const block = Buffer.allocUnsafeSlow(buffers.reduce((sum, buffer) => sum + buffer.length, 0));
  let at = 0;
  return buffers.map((buffer) => {
    const view = block.subarray(at, at + buffer.length);
    buffer.copy(block, at);
    at += buffer.length;
    return view;
  });
}

/** The gzip body of the template's fixed parts with `holes` between them. */
export function gzipWithHoles(template: GzipTemplate, holes: Buffer[]): Buffer {
  const chunks: Buffer[] = [HEADER];
  let crc = 0;
  let length = 0;
  template.parts.forEach((part, i) => {
    chunks.push(part);
    const sum = template.sums[i]!;
    crc = crc32Combine(crc, sum.crc, sum.shift);
    length += sum.length;
    const hole = holes[i];
    if (hole === undefined) return;
    chunks.push(...storedBlocks(hole));
    crc = crc32(hole, crc);
    length += hole.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(END, trailer);
  return Buffer.concat(chunks);
}

/** The fixed parts' plain bytes, one after another: the parts inflated as the one deflate stream they make together (each ends byte-aligned, and none refers to another). */
export function inflated(template: GzipTemplate): Buffer {
  return inflateRawSync(Buffer.concat(template.parts), { finishFlush: constants.Z_SYNC_FLUSH });
}

/** The plain body: `plain` (the fixed parts, as `inflated` gives them) cut at the parts' lengths, with `holes` between them. */
export function plainWithHoles(template: GzipTemplate, plain: Buffer, holes: Buffer[]): Buffer {
  const chunks: Buffer[] = [];
  let at = 0;
  template.sums.forEach(({ length }, i) => {
    chunks.push(plain.subarray(at, at + length));
    at += length;
    const hole = holes[i];
    if (hole !== undefined) chunks.push(hole);
  });
  return Buffer.concat(chunks);
}

/** `data` as non-final stored blocks: a byte of block type, LEN and its complement, the bytes as they are. */
function storedBlocks(data: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < data.length; at += MAX_STORED) {
    const piece = data.subarray(at, at + MAX_STORED);
    const head = Buffer.alloc(5);
    head.writeUInt16LE(piece.length, 1);
    head.writeUInt16LE(~piece.length & 0xffff, 3);
    blocks.push(head, piece);
  }
  return blocks;
}
