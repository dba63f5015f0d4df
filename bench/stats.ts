export function summarize(samplesMs: number[]) {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { runs: sorted.length, medianMs: round(at(0.5)), p95Ms: round(at(0.95)) };
}

export const round = (n: number, digits = 3) => Number(n.toFixed(digits));

/** Times `fn` `runs` times after `warmup` unmeasured calls. */
export async function timeRuns(fn: () => unknown, runs: number, warmup = Math.ceil(runs / 10)): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return samples;
}
