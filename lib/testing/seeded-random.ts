/** A small deterministic generator (a linear congruential one): the same numbers in [0, 1) on every run for a seed. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
