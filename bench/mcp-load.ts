// MCP tool calls beside the /v1 routes they wrap (budget: within 2× of their throughput): the API alone in a
// child process (bench/list-server.ts) on the embedded database in memory with the demo seed, and on the large
// organisation where LARGE_DATABASE_URL or LARGE_DATA_DIR names it (npm run generate:large), autocannon at 10
// connections for BENCH_SECONDS (default 8) a run, each pair back to back. Ratio: /v1 req/s ÷ MCP req/s.
// Alone: npx tsx --conditions=react-server bench/mcp-load.ts
import autocannon from "autocannon";
import { DEMO_API_KEY } from "../lib/config/demo-key";
import { largeApiKey } from "../lib/seed/large/frame";
import { startListServer } from "./lists-at-scale";

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const mcpHeaders = (key: string) => ({
  "x-api-key": key,
  "content-type": "application/json",
  accept: "application/json, text/event-stream",
  "mcp-protocol-version": "2025-06-18",
});

/** Where the pairs run: the demo in memory, and the large sets the environment names. */
interface McpSet {
  set: string;
  env: Record<string, string>;
  key: string;
  linkId: string;
}

function sets(): McpSet[] {
  const large = { key: largeApiKey(Number(process.env.LARGE_SEED ?? 1), 0), linkId: "bl_lg_00001" };
  const demo = { set: "demo, embedded (in memory)", env: { DATA_DIR: "memory://", DATABASE_URL: "", LIST_SERVER_SEED: "seeds/demo.json" } };
  return [
    { ...demo, key: DEMO_API_KEY, linkId: "bl_demo_intro" },
    ...(process.env.LARGE_DATABASE_URL
      ? [{ set: "large, PostgreSQL", env: { DATABASE_URL: process.env.LARGE_DATABASE_URL }, ...large }]
      : []),
    ...(process.env.LARGE_DATA_DIR
      ? [{ set: "a tenth, embedded", env: { DATA_DIR: process.env.LARGE_DATA_DIR, DATABASE_URL: "" }, ...large }]
      : []),
  ];
}

interface Pair {
  name: string;
  v1: string;
  tool: string;
  args: Record<string, unknown>;
}

function pairs(linkId: string): Pair[] {
  // Tomorrow's UTC day and the 6 after it: the same window on both interfaces (the slots' cache serves both alike).
  const day = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1));
  const window = { startDate: day.toISOString(), endDate: new Date(day.getTime() + 7 * 86_400_000 - 1000).toISOString() };
  return [
    {
      name: "time slots, a link, 7 days",
      v1: `/v1/booking-links/${linkId}/time-slots?startDate=${window.startDate}&endDate=${window.endDate}`,
      tool: "list_time_slots",
      args: { bookingLinkId: linkId, ...window },
    },
    { name: "booking link", v1: `/v1/booking-links/${linkId}`, tool: "get_booking_link", args: { bookingLinkId: linkId } },
    { name: "bookings, 100 a page", v1: "/v1/bookings?pageSize=100", tool: "list_bookings", args: { pageSize: 100 } },
  ];
}

export interface McpRow {
  set: string;
  pair: string;
  request: string;
  "req/s": number;
  p50ms: number;
  p99ms: number;
  "v1 ÷ MCP": number | string;
  errors: number;
}

export const MCP_TITLE =
  "MCP tool calls beside their /v1 routes, API alone on the demo (embedded, in memory) and the large sets named, 10 connections (budget: /v1 ÷ MCP ≤ 2)";

export async function benchMcp(): Promise<McpRow[]> {
  const rows: McpRow[] = [];
  for (const set of sets()) rows.push(...(await benchMcpOn(set)));
  return rows;
}

async function benchMcpOn(set: McpSet): Promise<McpRow[]> {
  const { child, url } = await startListServer(set.env);
  const headers = mcpHeaders(set.key);
  try {
    const rows: McpRow[] = [];
    for (const pair of pairs(set.linkId)) {
      const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: pair.tool, arguments: pair.args } });
      await assertAnswers(url, pair, body, headers);
      const v1 = await autocannon({ url: `${url}${pair.v1}`, connections: CONNECTIONS, duration: DURATION, headers });
      const mcp = await autocannon({ url: `${url}/mcp`, method: "POST", connections: CONNECTIONS, duration: DURATION, headers, body });
      const ratio = Math.round((v1.requests.average / mcp.requests.average) * 10) / 10;
      rows.push(row(set.set, pair.name, `GET ${pair.v1.split("?")[0]}`, v1, ""), row(set.set, pair.name, `MCP ${pair.tool}`, mcp, ratio));
    }
    return rows;
  } finally {
    child.kill("SIGTERM");
  }
}

function row(set: string, pair: string, request: string, result: autocannon.Result, ratio: number | string): McpRow {
  return {
    set,
    pair,
    request,
    "req/s": Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    "v1 ÷ MCP": ratio,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** Both sides answer what they should before they are timed: a refusal is fast and would flatter the figures. */
async function assertAnswers(url: string, pair: Pair, body: string, headers: Record<string, string>) {
  const v1 = await fetch(`${url}${pair.v1}`, { headers });
  if (!v1.ok) throw new Error(`${pair.v1} answered ${v1.status}: ${await v1.text()}`);
  const mcp = await fetch(`${url}/mcp`, { method: "POST", headers, body });
  const answer = (await mcp.json()) as { result?: { isError?: boolean; structuredContent?: unknown } };
  if (!mcp.ok || !answer.result?.structuredContent || answer.result.isError) {
    throw new Error(`${pair.tool} answered ${mcp.status}: ${JSON.stringify(answer).slice(0, 500)}`);
  }
}

if (process.argv[1]?.endsWith("mcp-load.ts")) {
  benchMcp().then((rows) => {
    console.log(MCP_TITLE);
    console.table(rows);
  });
}
