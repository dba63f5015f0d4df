// A render thread for render-thread.test.ts: the real plumbing
// (adoptMainThread, listenForMainThread) around a small app in place of
// Next.js, answering what the test asks of it.
import { workerData } from "node:worker_threads";
import { recordedClientIp } from "../rate-limit/client-ip";
import { getRateLimiter } from "../rate-limit/rate-limits";
import { adoptMainThread, listenForMainThread, type RenderThreadData } from "./render-thread";

adoptMainThread(workerData as RenderThreadData);

listenForMainThread(async (request, response) => {
  const address = recordedClientIp((name) => request.headers[name] as string | undefined);
  if (request.url === "/budget") {
    // As proxy.ts counts a page view: the recorded address's budget, in whichever limiter this thread has.
    const outcome = await getRateLimiter().consume("public-pages", address ?? "none");
    return void response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ address, ...outcome }));
  }
  if (request.url === "/hop") {
    // An answer that names one of its headers as its connection's own.
    return void response.writeHead(200, { connection: "keep-alive, x-hop", "x-hop": "1", "x-end": "1" }).end();
  }
  let body = "";
  for await (const chunk of request) body += chunk;
  response.writeHead(201, { "content-type": "application/json", "set-cookie": ["a=1; Path=/", "b=2; Path=/"], "x-seen": "yes" });
  const text = JSON.stringify({ method: request.method, url: request.url, body, address, headers: request.headers });
  // Two writes: a streamed answer, as a page's is.
  response.write(text.slice(0, 1));
  response.end(text.slice(1));
});
