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
import { crc32Combine, crc32Shift, multiplyModP } from "./crc32-combine";

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

/**
 * The gzip body of the template's fixed parts with values between them: after
 * part i, `values[holes[i]]` (a page's nonce appears ~20 times, one value).
 * One buffer of the body's size, each value's stored block made once, and the
 * trailer's CRC from the template's fill plan: 9-15 µs for the booking page's
 * 24 holes, where a buffer and a CRC step per hole took 25-37 (benchmarks.md).
 */
export function gzipFilled(template: GzipTemplate, holes: readonly number[], values: readonly Buffer[]): Buffer {
  const plan = planFor(template, holes, values);
  const blocks = values.map((value) => Buffer.concat(storedBlocks(value)));
  const body = Buffer.allocUnsafe(plan.size);
  let at = HEADER.copy(body, 0);
  template.parts.forEach((part, i) => {
    at += part.copy(body, at);
    const hole = holes[i];
    if (hole !== undefined) at += blocks[hole]!.copy(body, at);
  });
  at += END.copy(body, at);
  let crc = plan.base;
  values.forEach((value, k) => {
    if (plan.operators[k]) crc ^= multiplyModP(plan.operators[k]!, (crc32(value) ^ plan.zeros[k]!) >>> 0);
  });
  body.writeUInt32LE(crc >>> 0, at);
  body.writeUInt32LE(plan.length >>> 0, at + 4);
  return body;
}

/**
 * What a template filled with values of given lengths is made of: its gzip
 * body's size, its plain length, and its CRC-32's terms. A CRC is linear in
 * the bytes of a message of a given length: the filled body's CRC is the CRC
 * with every hole zero-filled (base), and for each value its own linear part
 * (its CRC against that of as many zeros) shifted past what follows each of
 * its holes. The shifts of one value's holes add up to one operator, so a
 * response costs one CRC pass over each value and one multiplication each,
 * however many holes it fills. Made once per template and values' lengths.
 */
interface FillPlan {
  holes: readonly number[];
  lengths: number[];
  size: number;
  length: number;
  base: number;
  operators: number[];
  zeros: number[];
}

const plans = new WeakMap<GzipTemplate, FillPlan>();

function planFor(template: GzipTemplate, holes: readonly number[], values: readonly Buffer[]): FillPlan {
  const known = plans.get(template);
  const sameLengths = known?.lengths.length === values.length && values.every((value, k) => value.length === known.lengths[k]);
  if (known && known.holes === holes && sameLengths) return known;
  const zeros = values.map((value) => crc32(Buffer.alloc(value.length)));
  let size = HEADER.length + END.length + 8;
  let base = 0;
  let at = 0;
  const ends: [value: number, end: number][] = [];
  template.sums.forEach((sum, i) => {
    size += template.parts[i]!.length;
    base = crc32Combine(base, sum.crc, sum.shift);
    at += sum.length;
    const hole = holes[i];
    if (hole === undefined) return;
    const length = values[hole]!.length;
    size += length + 5 * Math.ceil(length / MAX_STORED);
    base = crc32Combine(base, zeros[hole]!, crc32Shift(length));
    at += length;
    ends.push([hole, at]);
  });
  const operators = values.map(() => 0);
  for (const [hole, end] of ends) operators[hole]! ^= crc32Shift(at - end);
  const plan = { holes, lengths: values.map((value) => value.length), size, length: at, base, operators, zeros };
  plans.set(template, plan);
  return plan;
}

/** The fixed parts' plain bytes, one after another: the parts inflated as the one deflate stream they make together (each ends byte-aligned, and none refers to another). */
export function inflated(template: GzipTemplate): Buffer {
  return inflateRawSync(Buffer.concat(template.parts), { finishFlush: constants.Z_SYNC_FLUSH });
}

/** The plain body: `plain` (the fixed parts, as `inflated` gives them) cut at the parts' lengths, with values between them as in gzipFilled. */
export function plainFilled(template: GzipTemplate, plain: Buffer, holes: readonly number[], values: readonly Buffer[]): Buffer {
  const chunks: Buffer[] = [];
  let at = 0;
  template.sums.forEach(({ length }, i) => {
    chunks.push(plain.subarray(at, at + length));
    at += length;
    const hole = holes[i];
    if (hole !== undefined) chunks.push(values[hole]!);
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
