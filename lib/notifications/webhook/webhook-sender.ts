// Delivers outbox webhook messages: the payload POSTed as JSON, signed per
// the Standard Webhooks specification with its maintained library
// (webhook-id is the outbox message's id on every attempt, so receivers can
// de-duplicate), to an address checked after its DNS lookup and connected to
// as checked (lib/outbound, shared with connected calendars). No redirects, a
// 10 s timeout, and only the start of the answer is kept.
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import type { Db } from "../../db/client";
import { webhooks } from "../../db/schema";
import { outboundRequest } from "../../outbound/request";
import type { OutboxMessage, SendResult } from "../dispatcher";

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
    const headers = {
      "content-type": "application/json",
      "user-agent": "team-scheduling-webhooks/1",
      "webhook-id": message.id,
      "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
      "webhook-signature": signature,
    };
    // Only the start of the answer is read: it is kept as the attempt's excerpt.
    const answer = await outboundRequest(
      new URL(webhook.url),
      { method: "POST", headers, body },
      { allowPrivate: options.allowPrivate, timeoutMs: options.timeoutMs ?? 10_000, maxBytes: EXCERPT * 4, overflow: "cut" },
    );
    const excerpt = answer.body.toString("utf8").slice(0, EXCERPT);
    if (answer.status < 200 || answer.status >= 300) throw new DeliveryRefused(answer.status, excerpt);
    return { response: excerpt, statusCode: answer.status };
  };
}
