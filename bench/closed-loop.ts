// Closed-loop visitors: `connections` keep-alive connections, each asking for
// the next page as soon as the last one has come in, as autocannon does, but
// on Node's own HTTP client (its C parser) in a process of its own. On a
// 2-core machine autocannon spends ~97 % of a core at ~5,000 pages a second
// and its own queue shows up as the server's latency; this one measures the
// same thing with 30-47 % of a core (docs/benchmarks.md, "How to reproduce").

import { spawn } from "node:child_process";
import { Agent, request } from "node:http";
import { fileURLToPath } from "node:url";

export interface ClosedLoopOptions {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}

export interface ClosedLoopResult {
  requests: number;
  perSecond: number;
  p50ms: number;
  p99ms: number;
  maxMs: number;
  errors: number;
  non2xx: number;
  /** CPU the load's own process used, in % of one core. */
  loadCpuPercent: number;
  /** By the answer's x-page-cache header ("hit", "rendered", …, "none"): its share of answers and p99 ms. */
  byCopy: Record<string, { share: number; p99ms: number }>;
}

const READY = "ready\n";

/**
 * Runs the load in a process of its own, so the caller's own requests
 * (bookings, checks) neither wait behind it nor slow it: `started` once its
 * visitors are asking, `result` when they are done.
 */
export function closedLoop(options: ClosedLoopOptions): { started: Promise<void>; result: Promise<ClosedLoopResult> } {
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), JSON.stringify(options)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  let ready = () => {};
  const started = new Promise<void>((resolve) => {
    ready = resolve;
  });
  child.stdout.on("data", (chunk) => {
    output += chunk;
    if (output.startsWith(READY)) ready();
  });
  const result = new Promise<ClosedLoopResult>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve(JSON.parse(output.slice(READY.length))) : reject(new Error(`the load exited with ${code}`)),
    );
  });
  return { started: Promise.race([started, result.then(() => {})]), result };
}

async function run({ url, connections, seconds, headers = {} }: ClosedLoopOptions): Promise<ClosedLoopResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const byCopy = new Map<string, number[]>();
  let errors = 0;
  let non2xx = 0;
  process.stdout.write(READY);
  const cpu = process.cpuUsage();
  const began = performance.now();
  const end = began + seconds * 1000;
  const once = () =>
    new Promise<void>((done) => {
      const sent = performance.now();
      const req = request(url, { agent, headers, timeout: 10_000 }, (response) => {
        response.once("error", () => {
          errors++;
          done();
        });
        response.resume();
        response.once("end", () => {
          const took = performance.now() - sent;
          latencies.push(took);
          const copy = String(response.headers["x-page-cache"] ?? "none");
          const same = byCopy.get(copy) ?? [];
          byCopy.set(copy, same);
          same.push(took);
          if (response.statusCode! < 200 || response.statusCode! >= 300) non2xx++;
          done();
        });
      });
      req.once("timeout", () => req.destroy(new Error("timeout")));
      req.once("error", () => {
        errors++;
        done();
      });
      req.end();
    });
  const visitor = async () => {
    while (performance.now() < end) await once();
  };
  await Promise.all(Array.from({ length: connections }, visitor));
  const elapsed = performance.now() - began;
  const used = process.cpuUsage(cpu);
  agent.destroy();
  const at = (sorted: number[], q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  latencies.sort((a, b) => a - b);
  const copies = [...byCopy].map(([copy, took]) => {
    took.sort((a, b) => a - b);
    return [copy, { share: Number((took.length / latencies.length).toFixed(3)), p99ms: at(took, 0.99) }] as const;
  });
  return {
    requests: latencies.length,
    perSecond: Math.round((latencies.length / elapsed) * 1000),
    p50ms: at(latencies, 0.5),
    p99ms: at(latencies, 0.99),
    maxMs: Math.round(latencies.at(-1) ?? 0),
    errors,
    non2xx,
    loadCpuPercent: Math.round(((used.user + used.system) / 1000 / elapsed) * 100),
    byCopy: Object.fromEntries(copies),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  run(JSON.parse(process.argv[2]!) as ClosedLoopOptions).then((result) => process.stdout.write(JSON.stringify(result)));
}
