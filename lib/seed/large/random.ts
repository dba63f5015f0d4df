// A small seeded generator (sfc32), one per concern and record, so that what one part of the large workspace
// draws never shifts another's: the same seed and scale give the same rows, whatever is generated first.

export interface Random {
  /** In [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** k distinct integers of [0, n), in the order drawn. */
  sample(n: number, k: number): number[];
  /** Hex digits, for secrets that only have to look like secrets. */
  hex(digits: number): string;
}

/** The generator for `label` under `seed`: labels name a concern and a record ("busy:42"). */
export function randomFor(seed: number, label: string): Random {
  let h = 2_166_136_261 ^ seed;
  for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 16_777_619);
  let [a, b, c, d] = [h >>> 0, 0x9e3779b9 ^ seed, 0x243f6a88, 0xb7e15162 ^ h];
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  };
  for (let i = 0; i < 12; i++) next();
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[int(items.length)]!,
    sample(n, k) {
      const chosen = new Set<number>();
      while (chosen.size < Math.min(k, n)) chosen.add(int(n));
      return [...chosen];
    },
    hex: (digits) => Array.from({ length: digits }, () => int(16).toString(16)).join(""),
  };
}
