// A rendered answer made reusable: the values that must differ on every
// response (the Content-Security-Policy nonce, the booking form's
// Idempotency-Key) are cut out and filled in fresh for each visitor, so no two
// visitors ever share one. A copy is kept compressed: browsers take gzip. Its
// plain bytes are inflated (~40-60 µs for 50-60 KB on a 2-core machine) and
// kept beside only once a client that takes no gzip asks for them, so that
// the cache holds a fifth of what it held with both (docs/benchmarks.md, #20).
import { randomUUID } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { earliestStart, readCopyValues } from "../public-booking/server";
import type { CachedKind } from "./cache-key";
import { type GzipTemplate, gzipFilled, gzipTemplate, inflated, packed, plainFilled } from "./gzip-template";

/** The one answer of a render, as Next.js sent it. */
export interface RenderedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface ResponseTemplate {
  status: number;
  headers: Record<string, string>;
  /** The render's own nonce, replaced in every header that carries it (the CSP, the stylesheet's preload Link). */
  nonce?: string;
  /** What goes between the body's fixed parts: after part i, the value HOLES[holes[i]]. */
  holes: number[];
  /** The fixed parts, each compressed once. */
  gzip: GzipTemplate;
  /**
   * An answer with no holes (the slots route's JSON) is the same bytes for
   * everyone: its gzip body, made once and sent as it is.
   */
  whole?: { gzip: Buffer };
  /** The fixed parts' plain bytes, one after another: made the first time a client taking no gzip asks (plainOf). */
  plain?: Buffer;
  /** What the page cache counts for it: its compressed bytes, its headers, and its plain bytes once made. */
  bytes: number;
}

type Hole = "nonce" | "key";
/** The values a response fills in, in the order `holes` numbers them. */
const HOLES: readonly Hole[] = ["nonce", "key"];

/** Headers of a render passed on to visitors; the rest (date, length, connection, set-cookie) are the server's own or not shared. */
const KEPT_HEADERS = [
  "location",
  "link",
  "content-type",
  "cache-control",
  "vary",
  "content-security-policy",
  "referrer-policy",
  "x-content-type-options",
  "x-frame-options",
];

const NONCE = /'nonce-([A-Za-z0-9+/=]+)'/;

/** A copy: the answer made reusable, and the earliest slot it offers (epoch ms), which bounds how long it is used. */
export interface Copy {
  template: ResponseTemplate;
  firstOfferedSlot?: number;
}

let warnedUncopyable = false;

/**
 * The copy of a rendered answer, or undefined when it cannot be made safely and every visitor's answer must be
 * rendered. A booking page names its visitor's own values in its markup (lib/public-booking/copy-values.ts); one
 * that does not is never copied, since its form's key would be shared. The slots route's JSON is read as JSON.
 */
export function toCopy(kind: CachedKind, answer: RenderedAnswer): Copy | undefined {
  if (answer.status !== 200) return { template: toTemplate(answer) };
  if (kind === "slots") return { template: toTemplate(answer), firstOfferedSlot: firstSlotOfJson(answer.body) };
  if (kind === "profile") return { template: toTemplate(answer) };
  const values = readCopyValues(answer.body);
  if (!values) {
    if (!warnedUncopyable) console.warn("A booking page carries no copy values: its pages are rendered for every visitor.");
    warnedUncopyable = true;
    return undefined;
  }
  return { template: toTemplate(answer, values.idempotencyKey), firstOfferedSlot: values.firstOfferedSlot };
}

/** The template of an answer: its nonce, and the form's key when it has one, cut out wherever they appear. */
function toTemplate(answer: RenderedAnswer, key?: string): ResponseTemplate {
  const nonce = NONCE.exec(answer.headers["content-security-policy"] ?? "")?.[1];
  const values: [string, Hole][] = [];
  if (nonce) values.push([nonce, "nonce"]);
  if (key) values.push([key, "key"]);
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) if (answer.headers[name] !== undefined) headers[name] = answer.headers[name];
  const { parts, holes } = cut(answer.body, values);
  const deflated = gzipTemplate(parts.map((part) => Buffer.from(part)));
  // Without holes the whole gzip body is all that is sent: its deflated parts are not kept beside it, and it is
  // packed like them (a body under 4 KB would otherwise be a view of an 8 KB shared slab).
  const whole = holes.length === 0 ? { gzip: packed([gzipFilled(deflated, [], [])])[0]! } : undefined;
  const gzip = whole ? { parts: [], sums: [], bytes: whole.gzip.length } : deflated;
  // Its headers count too (a CSP alone is ~300 bytes): at a few kilobytes a copy, they are no longer a rounding error.
  const headerBytes = Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + value.length, 0);
  return { status: answer.status, headers, nonce, holes, gzip, whole, bytes: gzip.bytes + headerBytes };
}

/** The body split at every occurrence of each value. */
function cut(body: string, values: [string, Hole][]): { parts: string[]; holes: number[] } {
  if (values.length === 0) return { parts: [body], holes: [] };
  const pattern = new RegExp(values.map(([value]) => value.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|"), "g");
  const parts: string[] = [];
  const holes: number[] = [];
  let from = 0;
  for (const match of body.matchAll(pattern)) {
    parts.push(body.slice(from, match.index));
    holes.push(HOLES.indexOf(values.find(([value]) => value === match[0])![1]));
    from = match.index + match[0].length;
  }
  parts.push(body.slice(from));
  return { parts, holes };
}

/** Fresh values for one response, made as proxy.ts and the booking form make them. */
export function freshValues(): Record<Hole, string> {
  return { nonce: btoa(randomUUID()), key: randomUUID() };
}

/** One visitor's response: the template with their own values, gzipped when `gzip`. */
export function fillTemplate(
  template: ResponseTemplate,
  values: Record<Hole, string>,
  gzip: boolean,
): { headers: Record<string, string>; body: Buffer } {
  const filled = HOLES.map((hole) => Buffer.from(values[hole]));
  const headers = { ...template.headers };
  const nonce = template.nonce;
  if (nonce) for (const [name, value] of Object.entries(headers)) headers[name] = value.replaceAll(nonce, values.nonce);
  const { whole } = template;
  // In gzip, not a copy per response: at thousands of 50 KB answers a second, the copies'
  // memory alone kept the garbage collector busy ~10 % of the time (docs/benchmarks.md, #20).
  if (gzip) {
    const body = whole ? whole.gzip : gzipFilled(template.gzip, template.holes, filled);
    return { headers: { ...headers, "content-encoding": "gzip" }, body };
  }
  const plain = plainOf(template);
  return { headers, body: whole ? plain : plainFilled(template.gzip, plain, template.holes, filled) };
}

/**
 * The template's plain fixed parts, inflated the first time they are asked for, then kept on it and counted in
 * its bytes (the page cache counts them once it holds the template again: RenderedCache.recount).
 */
function plainOf(template: ResponseTemplate): Buffer {
  if (!template.plain) {
    template.plain = packed([template.whole ? gunzipSync(template.whole.gzip) : inflated(template.gzip)])[0]!;
    template.bytes += template.plain.length;
  }
  return template.plain;
}

/** The earliest slot start of the slots route's JSON ({ days: { [day]: [{ start }] } }), epoch ms. */
function firstSlotOfJson(body: string): number | undefined {
  try {
    const { days } = JSON.parse(body) as { days?: Record<string, { start: string }[]> };
    const first = earliestStart(days);
    return first === undefined ? undefined : Date.parse(first);
  } catch {
    return undefined;
  }
}
