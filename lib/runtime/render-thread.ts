// The thread Next.js runs on (scripts/render-worker.ts), as scripts/serve.ts
// starts it and hands it requests. Both threads are one process: the app's
// code on the render thread adopts the main thread's secret (client-ip.ts),
// so the service still knows the app's calls and the addresses serve.ts
// recorded, and counts visitors' budgets in the main thread's limiter, so a
// visitor has one budget whichever thread answers them.
import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
} from "node:http";
import path from "node:path";
import { MessageChannel, type MessagePort, parentPort, Worker } from "node:worker_threads";
import { adoptProcessProof, forwardedHeaders, isForwarded, processProofHex } from "../rate-limit/client-ip";
import { type Bucket, getRateLimiter, type LimitOutcome, type RateLimiter } from "../rate-limit/rate-limits";

export interface RenderThreadData {
  publicPort: number;
  proof: string;
  limiter: MessagePort;
}

export interface RenderThread {
  /** Where the render thread listens (loopback, a port of its own). */
  origin: string;
  /** Hands a request to Next.js on the render thread and relays its answer. */
  forward: (request: IncomingMessage, response: ServerResponse) => void;
  /** Ends the thread (tests); `onExit` is not called. */
  stop: () => Promise<void>;
}

/**
 * The render thread's young generation, in MB (V8's default here: 32). Renders make garbage fast, and what a
 * full young generation holds is part of the page cache's sweep's peak RSS: 8 keeps it ~30 MB lower than the
 * default, at the same renders a second (docs/benchmarks.md, "Memory"). The main thread keeps its default: a
 * smaller one there costs the viral run 10-50 % of its pages a second.
 */
const YOUNG_GENERATION_MB = 8;

/** The process cannot serve pages without the thread: by default it ends with it (a supervisor restarts it). */
function exitWithThread(code: number) {
  console.error(`The render thread stopped (exit code ${code}); stopping the server.`);
  process.exit(1);
}

/** Starts the render thread (scripts/render-worker.ts beside this bundle, unless `script`); resolves once it listens. */
export function startRenderThread(options: {
  publicPort: number;
  script?: string;
  onExit?: (code: number) => void;
}): Promise<RenderThread> {
  const { port1, port2 } = new MessageChannel();
  answerLimiterCalls(port1, getRateLimiter());
  const data: RenderThreadData = { publicPort: options.publicPort, proof: processProofHex(), limiter: port2 };
  const worker = new Worker(options.script ?? path.join(__dirname, "render-worker.js"), {
    workerData: data,
    transferList: [port2],
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  const onExit = options.onExit ?? exitWithThread;
  worker.on("exit", onExit);
  const stop = async () => {
    worker.off("exit", onExit);
    port1.close();
    await worker.terminate();
  };
  return new Promise((resolve, reject) => {
    worker.once("message", (message: { ready: number }) => {
      resolve({ origin: `http://127.0.0.1:${message.ready}`, forward: forwarder(message.ready), stop });
    });
    // Before it listens, a failure fails the start; after, the thread's exit follows.
    worker.on("error", (error) => {
      console.error("The render thread failed:", error);
      reject(error);
    });
  });
}

/** On the render thread, before the app's code loads. */
export function adoptMainThread(data: RenderThreadData): void {
  adoptProcessProof(data.proof);
  (globalThis as { __schedulingRateLimiter?: RateLimiter }).__schedulingRateLimiter = limiterThrough(data.limiter);
}

/**
 * On the render thread: answers the main thread's requests on a loopback port
 * of its own, and tells the main thread which. Any other request (another
 * process on this machine) is refused: it would be answered as a visitor
 * whose address no one recorded, and so counted against no budget.
 */
export function listenForMainThread(handle: RequestListener): void {
  const server = createServer((request, response) => {
    if (isForwarded((name) => request.headers[name] as string | undefined)) return void handle(request, response);
    response.writeHead(403, { "content-type": "text/plain" }).end("Only this server's own requests are answered here.\n");
  });
  // The main thread's connections are reused for as long as they are idle.
  server.keepAliveTimeout = 60_000;
  server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    parentPort?.postMessage({ ready: typeof address === "object" && address ? address.port : 0 });
  });
}

/** Headers that belong to one connection (RFC 9110 7.6.1), not passed on. */
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "te", "trailer", "transfer-encoding", "upgrade"];

/** The headers without those of one connection: the standard ones, and those its Connection header names. */
function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept = { ...headers };
  const named = String(headers.connection ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase());
  for (const name of [...HOP_BY_HOP, ...named]) delete kept[name];
  return kept;
}

function forwarder(port: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  return (request: IncomingMessage, response: ServerResponse) => {
    const upstream = httpRequest(
      {
        host: "127.0.0.1",
        port,
        agent,
        method: request.method,
        path: request.url,
        headers: { ...withoutHopByHop(request.headers), ...forwardedHeaders() },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, withoutHopByHop(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on("error", (error) => {
      if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain" }).end("Bad gateway.\n");
      else response.destroy(error);
    });
    // The visitor left: stop the render (Next.js sees its request close).
    response.on("close", () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  };
}

type LimiterCall = { id: number; method: "consume" | "peek"; bucket: Bucket; key: string };
type LimiterReply = { id: number; outcome?: LimitOutcome; error?: string };

function answerLimiterCalls(port: MessagePort, limiter: RateLimiter) {
  port.on("message", ({ id, method, bucket, key }: LimiterCall) => {
    limiter[method](bucket, key).then(
      (outcome) => port.postMessage({ id, outcome } satisfies LimiterReply),
      (error: Error) => port.postMessage({ id, error: error.message } satisfies LimiterReply),
    );
  });
  port.unref();
}

function limiterThrough(port: MessagePort): RateLimiter {
  let nextId = 0;
  const pending = new Map<number, { resolve: (outcome: LimitOutcome) => void; reject: (error: Error) => void }>();
  port.on("message", ({ id, outcome, error }: LimiterReply) => {
    const call = pending.get(id);
    pending.delete(id);
    if (outcome) call?.resolve(outcome);
    else call?.reject(new Error(error));
  });
  port.unref();
  const call = (method: LimiterCall["method"], bucket: Bucket, key: string) =>
    new Promise<LimitOutcome>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      port.postMessage({ id, method, bucket, key } satisfies LimiterCall);
    });
  return {
    consume: (bucket, key) => call("consume", bucket, key),
    peek: (bucket, key) => call("peek", bucket, key),
    ready: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}
