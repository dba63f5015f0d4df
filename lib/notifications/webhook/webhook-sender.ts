// Delivers outbox webhook messages: the payload POSTed as JSON, signed per
// the Standard Webhooks specification with its maintained library
// (webhook-id is the outbox message's id on every attempt, so receivers can
// de-duplicate), to an address checked after its DNS lookup and connected to
// as checked. No redirects, a 10 s timeout, and only the start of the answer
// is kept.
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import type { Db } from "../../db/client";
import { webhooks } from "../../db/schema";
import type { OutboxMessage, SendResult } from "../dispatcher";
import { resolveTarget } from "./targets";

const EXCERPT = 500;

export interface WebhookSenderOptions {
  getDb: () => Promise<Db>;
  allowPrivate: boolean;
  timeoutMs?: number;
  now?: () => number;
}

/** A receiver that answered, but not with 2xx. */
export class DeliveryRefused extends Error {
  constructor(
    readonly statusCode: number,
    readonly excerpt: string,
  ) {
    super(`HTTP ${statusCode}${excerpt ? `: ${excerpt}` : ""}`);
  }
}

export function webhookSender(options: WebhookSenderOptions) {
  const now = options.now ?? Date.now;
  return async (message: OutboxMessage): Promise<SendResult> => {
    const db = await options.getDb();
    const [webhook] = await db.select().from(webhooks).where(eq(webhooks.id, message.recipient));
    if (!webhook || webhook.deletedAt) return { response: "the webhook was deleted: not sent", withdrawn: true };
    const body = JSON.stringify(message.payload);
    const timestamp = new Date(now());
    const signature = new Webhook(webhook.secret).sign(message.id, timestamp, body);
    const url = new URL(webhook.url);
    const target = await resolveTarget(url.hostname, options.allowPrivate);
    const headers = {
      "content-type": "application/json",
      "user-agent": "team-scheduling-webhooks/1",
      "webhook-id": message.id,
      "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
      "webhook-signature": signature,
    };
    const answer = await post(url, target, headers, body, options.timeoutMs ?? 10_000);
    if (answer.statusCode < 200 || answer.statusCode >= 300) throw new DeliveryRefused(answer.statusCode, answer.excerpt);
    return { response: answer.excerpt, statusCode: answer.statusCode };
  };
}

/** One POST to the checked address (SNI and Host stay the URL's name); redirects are answers like any other. */
function post(
  url: URL,
  target: { address: string; family: number },
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<{ statusCode: number; excerpt: string }> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const request = (url.protocol === "https:" ? https : http).request;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: "POST", headers: { ...headers, "content-length": String(Buffer.byteLength(body)) }, lookup: pinned, timeout: timeoutMs },
      (res) => {
        let excerpt = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          excerpt += chunk;
          if (excerpt.length >= EXCERPT) res.destroy();
        });
        const done = () => resolve({ statusCode: res.statusCode ?? 0, excerpt: excerpt.slice(0, EXCERPT) });
        res.on("end", done);
        res.on("close", done);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(body);
  });
}
