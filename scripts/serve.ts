// The production server behind `npm start`, on Node's http server, so that the
// app knows each request's real client address, and so that SIGTERM drains
// requests in flight before the process exits. This, the main thread, answers
// /v1 and /mcp (the service's Hono app: it needs nothing of Next.js), health
// checks and the page cache's copies; Next.js runs on a thread of its own
// (scripts/render-worker.ts), which is handed every other request, so that no
// render holds up the answers served meanwhile.
import { createServer, type ServerResponse } from "node:http";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { getRequestListener } from "@hono/node-server";
import { startNotifications } from "../lib/api/notifications";
import { getChangeFeed, getServiceApi } from "../lib/api/service";
import { getConfigOrExit } from "../lib/config/env";
import { getDatabase, runEmbeddedDatabaseOnThread } from "../lib/db/client";
import { DataFolderLockedError } from "../lib/db/data-folder-lock";
import { reportServiceKey } from "../lib/health/check-readiness";
import { markDraining } from "../lib/health/draining";
import { healthAnswer, isHealthPath } from "../lib/health/health-answer";
import { type CachedAnswerer, createCachedAnswerer } from "../lib/page-cache/serve-cached";
import { answersMarkdownToo, refusePageRequest, varyWithAccept } from "../lib/public-booking/server";
import { clientIp, recordClientIp, recordedClientIp } from "../lib/rate-limit/client-ip";
import { getRateLimiter } from "../lib/rate-limit/rate-limits";
import { startRenderThread } from "../lib/runtime/render-thread";
import { PortInUseError } from "./port-check";

// First of all: a bad setting ends the start here, in one line.
const config = getConfigOrExit();
const { port, host: hostname, trustProxyHops: trustedHops, drainTimeoutMs: DRAIN_TIMEOUT_MS } = config;

// Before the embedded database compiles its WebAssembly. V8 compiles its hot
// functions again with the optimizing compiler, by default on many background
// tasks at once, each holding megabytes of compiler memory that malloc keeps
// resident afterwards (~15 MB of the sweep's peak). One task compiles the same
// functions, as fast on two cores. V8 reads this flag at each compile, so
// setting it here works as on the command line (docs/benchmarks.md, "Memory").
setFlagsFromString("--wasm-num-compilation-tasks=1");

/** /v1 and /mcp: the service's Hono app answers them, with its own headers and limits. */
const isServicePath = (url: string) => /^\/(v1|mcp)(\/|\?|$)/.test(url);

/** What proxy.ts adds to every page's answer, for the refusals answered here without it. */
const REFUSAL_HEADERS = {
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
};

/** Adds Accept to the answer's Vary as its headers go out (page-request-rules.ts: why here). */
function varyOnAccept(response: ServerResponse) {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    const vary = this.getHeader("vary");
    this.setHeader("vary", varyWithAccept(Array.isArray(vary) ? vary.join(", ") : vary?.toString()));
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

async function main() {
  // Made here, outside any request, so that no request's context is kept by its timers (rate-limits.ts);
  // the render thread counts visitors in it too.
  getRateLimiter();
  // The embedded database works on a thread of its own too, so that its statements do not hold up this one.
  runEmbeddedDatabaseOnThread(path.join(__dirname, "database-worker.js"));
  // Next.js starts on its own thread while the database opens.
  const starting = startRenderThread({ publicPort: port });
  // Opened here, not by the first request: every part of the app then shares
  // this one connection pool (or embedded database), and no visitor waits for it.
  // A server that is down may come back (requests answer 503 meanwhile); an
  // embedded folder another process holds will not, so that ends the start.
  await getDatabase().catch((error) => {
    if (error instanceof DataFolderLockedError) throw error;
    console.error("The database is not reachable yet:", error.message);
  });
  const renderThread = await starting;
  const handle = renderThread.forward;
  // Delivers booking e-mails from the outbox; every instance runs one (lib/notifications/dispatcher.ts).
  startNotifications();
  const api = getRequestListener(getServiceApi().fetch);
  const answerCached = cachedAnswerer(renderThread.origin);
  const server = createServer((request, response) => {
    const forwarded = request.headers["x-forwarded-for"];
    // A call the render thread makes to /v1 for a visitor (the dashboard's keyless sign-in) carries the address this
    // server recorded for that visitor, with the process's secret: kept, not replaced by the thread's loopback one.
    const address =
      recordedClientIp((name) => request.headers[name] as string | undefined) ??
      clientIp(request.socket.remoteAddress, Array.isArray(forwarded) ? forwarded.join(",") : forwarded, trustedHops);
    recordClientIp(request.headers, address);
    if (isServicePath(request.url ?? "/")) return void api(request, response);
    const path = (request.url ?? "/").split("?")[0]!;
    if (isHealthPath(path) && (request.method === "GET" || request.method === "HEAD")) return void answerHealth(path, response);
    const refused = refusePageRequest(request.method ?? "GET", path, (name) => request.headers[name] as string | undefined);
    if (refused) return void response.writeHead(refused.status, { ...refused.headers, ...REFUSAL_HEADERS }).end(refused.text);
    // Before the cache too: copies keep the Vary their render was sent with.
    if (answersMarkdownToo(path)) varyOnAccept(response);
    if (!answerCached) return void handle(request, response);
    answerCached(request, response, address).then(
      (answered) => {
        if (!answered) void handle(request, response);
      },
      (error) => {
        console.error("The page cache failed; rendering instead:", error);
        if (!response.headersSent) void handle(request, response);
      },
    );
  });
  server.keepAliveTimeout = 5_000;
  server.once("error", (error: NodeJS.ErrnoException) => {
    console.error(error.code === "EADDRINUSE" ? new PortInUseError(port, hostname).message : error);
    process.exit(1);
  });
  server.listen(port, hostname, () => {
    console.log(`Ready on http://${hostname === "127.0.0.1" ? "localhost" : hostname}:${port} (pid ${process.pid})`);
    console.log(`Next.js answers on its own thread, at ${renderThread.origin} (this server's requests only)`);
    // A key the service refuses turns every booking page into an error page: said here, not found out by visitors.
    void reportServiceKey();
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then exiting.`);
    markDraining();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      console.error(`Requests still open after ${DRAIN_TIMEOUT_MS} ms; exiting.`);
      process.exit(1);
    }, DRAIN_TIMEOUT_MS).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

/**
 * Rendered booking pages and slot answers kept in memory (lib/page-cache), when
 * the booking app's service is this process: its change feed then hears of
 * every change the copies depend on.
 */
function cachedAnswerer(renderOrigin: string): CachedAnswerer | undefined {
  if (config.pageCacheMb === 0 || config.schedulingApiUrl !== `http://127.0.0.1:${port}`) return undefined;
  return createCachedAnswerer({ feed: getChangeFeed(), maxBytes: config.pageCacheMb * 1024 * 1024, origin: renderOrigin });
}

/** A health check, with the headers proxy.ts gives every page's answer. */
async function answerHealth(path: string, response: ServerResponse) {
  const answer = (await healthAnswer(path))!;
  response
    .writeHead(answer.status, { ...REFUSAL_HEADERS, "cache-control": "no-store", "content-type": "application/json" })
    .end(answer.body);
}

main().catch((error) => {
  console.error(error instanceof DataFolderLockedError ? error.message : error);
  process.exit(1);
});
