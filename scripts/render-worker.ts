// Next.js, on a thread of its own inside the server's process (scripts/serve.ts
// starts it: lib/runtime/render-thread.ts). The main thread answers /v1,
// health checks and the page cache's copies; every other request, and every
// render the cache asks for, is forwarded here over loopback HTTP. A render
// (15-30 ms of CPU, more under load) then no longer holds up the copies served
// meanwhile, and it runs on the other core.
import { workerData } from "node:worker_threads";
import next from "next";
import { releaseAbortReasonStacks } from "../lib/runtime/abort-reason-stacks";
import { adoptMainThread, listenForMainThread, type RenderThreadData } from "../lib/runtime/render-thread";

async function main() {
  const data = workerData as RenderThreadData;
  // Before Next.js loads: the app's code then shares the main thread's secret and visitors' budgets.
  adoptMainThread(data);
  // Before any render: without it every rendered page stays in memory (abort-reason-stacks.ts).
  releaseAbortReasonStacks();
  const app = next({ dev: false, port: data.publicPort, hostname: "localhost" });
  await app.prepare();
  listenForMainThread(app.getRequestHandler());
}

main().catch((error) => {
  console.error("Next.js could not start on its thread:", error);
  process.exit(1);
});
