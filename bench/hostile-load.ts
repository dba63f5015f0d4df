// Memory under hostile traffic, against the app as `npm start` runs it behind
// one trusted proxy (so each request may come from its own address): slot
// reads with a time zone spelled a new way each time from as many addresses,
// bodies nested thousands deep, and pages asked with every method from many
// addresses. Each phase prints its statuses and the server's peak RSS
// (budget: 400 MB). Bounded by request counts.
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEMO_API_KEY } from "../lib/config/demo-key";
import { peakRssMB, resetPeakRss, startApp } from "./api-load";

const SLOT_READS = Number(process.env.BENCH_HOSTILE_SLOT_READS ?? 20_000);
const CONCURRENCY = 32;
const OWNER_KEY = DEMO_API_KEY;
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

type Request = [path: string, init: RequestInit];

/** Sends `count` requests made by `make`, CONCURRENCY at a time; counts their statuses. */
async function flood(base: string, count: number, make: (i: number) => Request) {
  const statuses: Record<string, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const [url, init] = make(next++);
        const res = await fetch(base + url, init).catch(() => undefined);
        const status = String(res?.status ?? "error");
        statuses[status] = (statuses[status] ?? 0) + 1;
        await res?.body?.cancel();
      }
    }),
  );
  return statuses;
}

const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
/** One of 2^n spellings of a zone name (Intl reads them case-insensitively). */
const spelling = (zone: string, i: number) => [...zone].map((c, k) => ((i >> (k % 20)) & 1 ? c.toUpperCase() : c.toLowerCase())).join("");
const deepBody = `{"bookingLinkId":"bl_demo_intro","startDateTime":"2030-01-07T10:00:00Z","timezone":"UTC","attendees":[{"name":"A","email":"a@example.test"}],"customFieldResponses":[{"field":{"id":"f","x":${"[".repeat(5_000)}${"]".repeat(5_000)}},"value":"v"}]}`;

const phases: { name: string; count: number; make: (i: number) => Request }[] = [
  {
    name: `slot reads, a zone spelled ${SLOT_READS.toLocaleString("en")} ways from as many addresses`,
    count: SLOT_READS,
    make: (i) => [
      `/api/booking-links/bl_demo_intro/slots?month=2030-01&duration=dur_intro_30&tz=${spelling("America/Argentina/Buenos_Aires", i)}`,
      { headers: { "x-forwarded-for": address(i) } },
    ],
  },
  {
    name: "bookings whose custom field nests 5,000 deep",
    count: 2_000,
    make: () => [
      "/v1/bookings/create",
      { method: "POST", headers: { "x-api-key": OWNER_KEY, "content-type": "application/json" }, body: deepBody },
    ],
  },
  {
    name: "a booking page asked with every method from 2,000 addresses",
    count: 10_000,
    make: (i) => ["/book/bl_demo_intro", { method: METHODS[i % METHODS.length], headers: { "x-forwarded-for": address(i % 2_000) } }],
  },
];

export async function benchHostile() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-hostile-"));
  const port = 3403;
  const server = await startApp({ DATA_DIR: dataDir, DATABASE_URL: "", TRUST_PROXY_HOPS: "1" }, port);
  const rssMB = () => Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1]) / 1024);
  const rows = [];
  try {
    for (const phase of phases) {
      resetPeakRss(server.pid!);
      const started = performance.now();
      const statuses = await flood(`http://127.0.0.1:${port}`, phase.count, phase.make);
      const serverErrors = Object.entries(statuses)
        .filter(([s]) => s === "error" || s >= "500")
        .reduce((sum, [, n]) => sum + n, 0);
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      rows.push({
        phase: phase.name,
        requests: phase.count,
        seconds,
        statuses: JSON.stringify(statuses),
        serverErrors,
        peakRssMB: peakRssMB(server.pid!),
        rssAfterMB: rssMB(),
      });
    }
  } finally {
    server.kill("SIGKILL");
    await rm(dataDir, { recursive: true, force: true });
  }
  return rows;
}

if (process.argv[1]?.endsWith("hostile-load.ts")) {
  benchHostile().then((rows) => console.table(rows));
}
