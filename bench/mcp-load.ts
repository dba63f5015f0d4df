// MCP tool calls beside the /v1 routes they wrap (budget: within 2× of their throughput): the API alone in a
// child process (bench/list-server.ts) on the embedded database in memory with the demo seed, autocannon at 10
// connections for BENCH_SECONDS (default 8) a run, each pair back to back. Ratio: /v1 req/s ÷ MCP req/s.
// Alone: npx tsx --conditions=react-server bench/mcp-load.ts
import autocannon from "autocannon";
import { DEMO_API_KEY } from "../lib/config/demo-key";
import { startListServer } from "./lists-at-scale";

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const MCP_HEADERS = {
  "x-api-key": DEMO_API_KEY,
  "content-type": "application/json",
  accept: "application/json, text/event-stream",
  "mcp-protocol-version": "2025-06-18",
};

interface Pair {
  name: string;
  v1: string;
  tool: string;
  args: Record<string, unknown>;
}

function pairs(): Pair[] {
  // Tomorrow's UTC day and the 6 after it: the same window on both interfaces (the slots' cache serves both alike).
  const day = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1));
  const window = { startDate: day.toISOString(), endDate: new Date(day.getTime() + 7 * 86_400_000 - 1000).toISOString() };
  return [
    {
      name: "time slots, demo intro link, 7 days",
      v1: `/v1/booking-links/bl_demo_intro/time-slots?startDate=${window.startDate}&endDate=${window.endDate}`,
      tool: "list_time_slots",
      args: { bookingLinkId: "bl_demo_intro", ...window },
    },
    { name: "booking link", v1: "/v1/booking-links/bl_demo_intro", tool: "get_booking_link", args: { bookingLinkId: "bl_demo_intro" } },
    { name: "bookings, 100 a page", v1: "/v1/bookings?pageSize=100", tool: "list_bookings", args: { pageSize: 100 } },
  ];
}

export interface McpRow {
  pair: string;
  request: string;
  "req/s": number;
  p50ms: number;
  p99ms: number;
  "v1 ÷ MCP": number | string;
  errors: number;
}

export const MCP_TITLE =
  "MCP tool calls beside their /v1 routes, API alone on the embedded database (demo seed), 10 connections (budget: /v1 ÷ MCP ≤ 2)";

export async function benchMcp(): Promise<McpRow[]> {
  const { child, url } = await startListServer({ DATA_DIR: "memory://", DATABASE_URL: "", LIST_SERVER_SEED: "seeds/demo.json" });
  try {
    const rows: McpRow[] = [];
    for (const pair of pairs()) {
      const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: pair.tool, arguments: pair.args } });
      await assertAnswers(url, pair, body);
      const v1 = await autocannon({ url: `${url}${pair.v1}`, connections: CONNECTIONS, duration: DURATION, headers: MCP_HEADERS });
      const mcp = await autocannon({
        url: `${url}/mcp`,
        method: "POST",
        connections: CONNECTIONS,
        duration: DURATION,
        headers: MCP_HEADERS,
        body,
      });
      const ratio = Math.round((v1.requests.average / mcp.requests.average) * 10) / 10;
      rows.push(row(pair.name, `GET ${pair.v1.split("?")[0]}`, v1, ""), row(pair.name, `MCP ${pair.tool}`, mcp, ratio));
    }
    return rows;
  } finally {
    child.kill("SIGTERM");
  }
}

function row(pair: string, request: string, result: autocannon.Result, ratio: number | string): McpRow {
  return {
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
async function assertAnswers(url: string, pair: Pair, body: string) {
  const v1 = await fetch(`${url}${pair.v1}`, { headers: MCP_HEADERS });
  if (!v1.ok) throw new Error(`${pair.v1} answered ${v1.status}: ${await v1.text()}`);
  const mcp = await fetch(`${url}/mcp`, { method: "POST", headers: MCP_HEADERS, body });
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
