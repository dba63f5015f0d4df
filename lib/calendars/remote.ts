// One conversation with a calendar server, and what went wrong in it. Every request goes through the guarded
// fetch (lib/outbound: the address checked after each DNS lookup, a deadline, a bounded answer); the session
// hears each status, since tsdav turns a 401 into an error of its own words. A failure becomes a CalendarFault of
// one of four kinds, its message ours: never a server's text, a feed's secret address or a password.
import { guardedFetch } from "../outbound/fetch";
import { AnswerTooLarge, NoAnswerInTime } from "../outbound/request";
import { TargetRefused } from "../outbound/targets";
import type { CalendarOptions } from "./options";

/** AUTH: the user name or password (or feed address) refused. UNREACHABLE: no answer, or the server failing. */
export type FaultKind = "AUTH" | "UNREACHABLE" | "REFUSED" | "UNREADABLE";

export class CalendarFault extends Error {
  constructor(
    readonly kind: FaultKind,
    message: string,
  ) {
    super(message);
  }
}

export interface RemoteSession {
  fetch: typeof fetch;
  /** The status of every answer so far, redirects included. */
  statuses: number[];
}

export function remoteSession(options: CalendarOptions, extra: { allowHttp?: boolean; signal?: AbortSignal } = {}): RemoteSession {
  const statuses: number[] = [];
  const fetch = guardedFetch({
    allowPrivate: options.allowPrivate,
    allowHttp: extra.allowHttp,
    timeoutMs: options.timeoutMs,
    maxBytes: options.maxBytes,
    signal: extra.signal,
    observe: (status) => statuses.push(status),
  });
  return { fetch, statuses };
}

const NETWORK_CODES: Record<string, string> = {
  ECONNREFUSED: "the server refused the connection",
  ECONNRESET: "the server closed the connection",
  ENOTFOUND: "the server's name does not resolve",
  EAI_AGAIN: "the server's name could not be resolved now",
  EHOSTUNREACH: "the server cannot be reached",
  ENETUNREACH: "the server cannot be reached",
};

/** What `error`, thrown during `session`, means for the connection. */
export function faultOf(error: unknown, session: RemoteSession): CalendarFault {
  // A 401 anywhere in the conversation is the cause, whatever the library made of it.
  if (session.statuses.includes(401)) return new CalendarFault("AUTH", "the server refused the user name or password (401)");
  if (error instanceof CalendarFault) return error;
  if (error instanceof TargetRefused) return new CalendarFault("REFUSED", error.message);
  if (error instanceof NoAnswerInTime) return new CalendarFault("UNREACHABLE", error.message);
  if (error instanceof AnswerTooLarge) return new CalendarFault("UNREADABLE", error.message);
  const failing = session.statuses.find((status) => status >= 500);
  if (failing) return new CalendarFault("UNREACHABLE", `the server answered ${failing}`);
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  if (code && NETWORK_CODES[code]) return new CalendarFault("UNREACHABLE", `${NETWORK_CODES[code]} (${code})`);
  if (code && /^ERR_TLS|CERT|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) {
    return new CalendarFault("UNREACHABLE", `the server's certificate was refused (${code})`);
  }
  if ((error as { name?: string })?.name === "AbortError" || (error as { name?: string })?.name === "TimeoutError") {
    return new CalendarFault("UNREACHABLE", "no answer in time");
  }
  return new CalendarFault("UNREADABLE", "the server did not answer as a calendar server does");
}

/** The Authorization header of HTTP Basic, the user name and password in UTF-8. */
export const basicAuth = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`, "utf8").toString("base64")}`;
