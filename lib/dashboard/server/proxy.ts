// The browser's way to /v1: the dashboard's scripts call /dashboard/api/v1/<path>, and this forwards the call to
// the service with the member's session credential from the sealed cookie, so the credential never reaches a
// script. Every change must carry the session's CSRF token (x-dashboard-csrf) from a page of this origin.
import "server-only";
import { timingSafeEqual } from "node:crypto";
import { getConfig } from "../../config/env";
import { getSession } from "./session";

export const CSRF_HEADER = "x-dashboard-csrf";
const FORWARDED_REQUEST_HEADERS = ["content-type", "idempotency-key", "accept"];
const FORWARDED_ANSWER_HEADERS = ["content-type", "retry-after", "ratelimit-limit", "ratelimit-remaining", "ratelimit-reset"];

/** As the service's own limit (lib/api/middleware/json-body.ts): a larger body is refused before it is held. */
const MAX_BODY_BYTES = 100 * 1024;

/** The request's body, or undefined when it is larger than MAX_BODY_BYTES (read no further). */
async function cappedBody(request: Request): Promise<Buffer<ArrayBuffer> | undefined> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body ?? []) {
    size += chunk.byteLength;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks) as Buffer<ArrayBuffer>;
}

const problem = (status: number, code: string, detail: string) =>
  Response.json(
    { type: "about:blank", title: code, status, code, detail },
    { status, headers: { "content-type": "application/problem+json" } },
  );

function sameToken(sent: string | null, expected: string | undefined): boolean {
  if (!sent || !expected || sent.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
}

/** True when the browser says the request comes from a page of this site (Fetch Metadata), or says nothing. */
function fromThisSite(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  return site === null || site === "same-origin";
}

export async function forwardToService(request: Request, segments: string[]): Promise<Response> {
  const session = await getSession();
  if (!session.key) return problem(401, "SIGNED_OUT", "Sign in again.");
  if (segments.length === 0 || segments[0] === "sign-in") return problem(404, "NOT_FOUND", "No such route.");
  if (request.method !== "GET" && request.method !== "HEAD") {
    if (!fromThisSite(request) || !sameToken(request.headers.get(CSRF_HEADER), session.csrf)) {
      return problem(403, "CSRF_REFUSED", "The request did not come from a dashboard page; reload the page.");
    }
  }
  const headers = new Headers({ "x-api-key": session.key });
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const path = segments.map(encodeURIComponent).join("/");
  const reads = request.method === "GET" || request.method === "HEAD";
  const body = reads ? undefined : await cappedBody(request);
  if (!reads && body === undefined) return problem(413, "PAYLOAD_TOO_LARGE", `Request bodies may be at most ${MAX_BODY_BYTES} bytes.`);
  let answer: Response;
  try {
    answer = await fetch(`${getConfig().schedulingApiUrl}/v1/${path}${new URL(request.url).search}`, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(10_000),
      cache: "no-store",
    });
  } catch {
    return problem(503, "SERVICE_UNREACHABLE", "The scheduling service did not answer.");
  }
  const answerHeaders = new Headers({ "cache-control": "no-store" });
  for (const name of FORWARDED_ANSWER_HEADERS) {
    const value = answer.headers.get(name);
    if (value) answerHeaders.set(name, value);
  }
  return new Response(answer.body, { status: answer.status, headers: answerHeaders });
}
