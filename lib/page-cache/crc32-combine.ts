// CRC-32 of a concatenation from the CRC-32s of its pieces, as zlib's
// crc32_combine computes it (multiplication modulo the CRC polynomial, RFC
// 1952's reflected 0xedb88320). The page cache's gzip trailer covers the whole
// page; its fixed parts' CRCs are computed once per copy, so a response costs
// one multiplication per part instead of a pass over ~60 KB.
const POLY = 0xedb88320;

/** a × b modulo the polynomial, both as reflected 32-bit polynomials. */
export function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  let factor = b;
  for (;;) {
    if (a & m) {
      product ^= factor;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    factor = factor & 1 ? (factor >>> 1) ^ POLY : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0..31. */
const X_POW_2K = (() => {
  const table: number[] = [];
  let p = 1 << 30; // x^1
  for (let k = 0; k < 32; k++) {
    table.push(p);
    p = multiplyModP(p, p);
  }
  return table;
})();

/** The operator that appends `length` bytes' worth of zeros to a CRC: x^(8·length) modulo the polynomial. */
export function crc32Shift(length: number): number {
  let p = 0x80000000; // x^0
  let k = 3; // 8 bits a byte: start at x^(2^3)
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2) p = multiplyModP(X_POW_2K[k % 32]!, p);
  }
  return p;
}

/** The CRC-32 of A followed by B, from crc(A), crc(B) and crc32Shift(B's length). */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}
