// A `fetch` for libraries that make their own requests (tsdav, the CalDAV client): every request, redirects
// included, goes through outboundRequest, so the outbound rules hold for each hop: the address checked after
// its DNS lookup, a deadline, a bounded answer. Redirects are followed (at most 5) unless the caller asks for
// `redirect: "manual"`; one to another origin loses the Authorization header, one to http:// is refused unless
// http is allowed.
import { type OutboundOptions, outboundRequest } from "./request";
import { TargetRefused, targetProblem } from "./targets";

export interface GuardedFetchOptions extends OutboundOptions {
  /** http:// allowed without private addresses (public calendar feeds). */
  allowHttp?: boolean;
  maxRedirects?: number;
  /** Told the status of every answer, redirects included: how a caller learns of a 401 a library kept to itself. */
  observe?: (status: number) => void;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NO_BODY = new Set([101, 103, 204, 205, 304]);

export function guardedFetch(options: GuardedFetchOptions): typeof fetch {
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    let url = new URL(input instanceof Request ? input.url : String(input));
    let method = (init.method ?? "GET").toUpperCase();
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    let body = init.body == null ? undefined : Buffer.from(await new Response(init.body).arrayBuffer());
    for (let hop = 0; ; hop++) {
      const answer = await outboundRequest(url, { method, headers, body }, options);
      options.observe?.(answer.status);
      const location = answer.headers.get("location");
      if (init.redirect === "manual" || !REDIRECTS.has(answer.status) || !location) return toResponse(answer, url);
      if (hop >= (options.maxRedirects ?? 5)) throw new TargetRefused("refused: more than 5 redirects");
      const next = new URL(location, url);
      const problem = targetProblem(next.href, options.allowPrivate, { allowHttp: options.allowHttp || url.protocol === "http:" });
      if (problem) throw new TargetRefused(`refused: a redirect to an address that ${problem}`);
      if (next.origin !== url.origin) delete headers.authorization;
      if (answer.status === 303 || ((answer.status === 301 || answer.status === 302) && method === "POST")) {
        method = "GET";
        body = undefined;
      }
      url = next;
    }
  }) as typeof fetch;
}

function toResponse(answer: { status: number; headers: Headers; body: Buffer }, url: URL): Response {
  // The Fetch API's Response takes statuses 200-599 only; anything else reads as a server fault.
  const status = answer.status >= 200 && answer.status <= 599 ? answer.status : 502;
  const response = new Response(NO_BODY.has(status) ? null : new Uint8Array(answer.body), { status, headers: answer.headers });
  Object.defineProperty(response, "url", { value: url.href });
  return response;
}
