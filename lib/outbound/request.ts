// One HTTP request to an address a user gave (a webhook receiver, a calendar server), as the outbound rules want
// it: the name resolved and checked when the request goes (targets.ts), the connection made to the address
// checked (TLS and Host still name the URL's host, so certificates are checked as usual), one deadline for the
// whole exchange, and the answer read only up to a bound. Redirects are answers like any other here.
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { resolveTarget } from "./targets";

export interface OutboundOptions {
  /** Private, loopback and link-local addresses allowed (local tests, the demo). */
  allowPrivate: boolean;
  /** From the request's start to the answer's last byte. */
  timeoutMs: number;
  /** Answer bytes read at most. */
  maxBytes: number;
  /** Past maxBytes: "cut" answers the start (an excerpt), "fail" fails with AnswerTooLarge. Default "fail". */
  overflow?: "cut" | "fail";
  /** Ends the request early (a caller's own, shorter deadline). */
  signal?: AbortSignal;
}

export interface OutboundRequest {
  method: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface OutboundAnswer {
  status: number;
  headers: Headers;
  body: Buffer;
}

/** No answer (or not all of it) within the deadline. */
export class NoAnswerInTime extends Error {}

/** An answer longer than the bound the caller set. */
export class AnswerTooLarge extends Error {}

export async function outboundRequest(url: URL, request: OutboundRequest, options: OutboundOptions): Promise<OutboundAnswer> {
  options.signal?.throwIfAborted();
  const target = await resolveTarget(url.hostname, options.allowPrivate);
  return exchange(url, target, request, options);
}

/** The request to the checked address, read until its end, the deadline or the bound. */
function exchange(
  url: URL,
  target: { address: string; family: number },
  request: OutboundRequest,
  options: OutboundOptions,
): Promise<OutboundAnswer> {
  const pinned: LookupFunction = (_host, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) (callback as (e: null, a: (typeof target)[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const send = (url.protocol === "https:" ? https : http).request;
  const length = request.body === undefined ? {} : { "content-length": String(Buffer.byteLength(request.body)) };
  return new Promise((resolve, reject) => {
    let settled = false;
    // Settles once, then tears the exchange down without an error of its own (nothing listens for one any more).
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      options.signal?.removeEventListener("abort", abort);
      outcome();
      req.destroy();
    };
    const fail = (error: Error) => settle(() => reject(error));
    const req = send(url, { method: request.method, headers: { ...request.headers, ...length }, lookup: pinned }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const answer = () => ({
        status: res.statusCode ?? 0,
        headers: toHeaders(res.headers),
        body: Buffer.concat(chunks).subarray(0, options.maxBytes),
      });
      res.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size <= options.maxBytes) return;
        if (options.overflow === "cut") settle(() => resolve(answer()));
        else fail(new AnswerTooLarge(`the answer is longer than ${options.maxBytes} bytes`));
      });
      res.on("end", () => settle(() => resolve(answer())));
      res.on("error", fail);
      res.on("close", () => fail(new Error("the connection closed before the answer ended")));
    });
    const deadline = setTimeout(() => fail(new NoAnswerInTime(`no answer within ${options.timeoutMs} ms`)), options.timeoutMs);
    const abort = () => fail(options.signal?.reason instanceof Error ? options.signal.reason : new NoAnswerInTime("cancelled"));
    options.signal?.addEventListener("abort", abort, { once: true });
    req.on("error", fail);
    req.end(request.body);
  });
}

function toHeaders(incoming: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}
