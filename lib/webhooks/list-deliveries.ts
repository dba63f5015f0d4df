// GET /v1/webhooks/{id}/deliveries: every attempt to deliver to a webhook,
// newest first, with the delivery's state and next retry.
import { desc, eq, sql } from "drizzle-orm";
import type { AuthContext } from "../auth/authenticate";
import { envelope, type PageRequest, pageLimits } from "../contract/pagination";
import type { WebhookEvent } from "../contract/webhooks";
import { anyOf } from "../db/any-of";
import type { Db } from "../db/client";
import { reusableTablePage } from "../db/reusable-query";
import { outboxAttempts, outboxMessages } from "../db/schema";
import { findWebhook } from "./manage-webhooks";

// The page is cut from the webhook's attempts alone (outbox_attempts_webhook_idx, read backwards); only its
// messages are then looked up by key, whatever the size of the outbox.
const webhooksAttempts = eq(outboxAttempts.webhookId, sql.placeholder("webhookId"));

const attemptsPage = reusableTablePage("webhook_attempts", outboxAttempts, webhooksAttempts, [
  desc(outboxAttempts.startedAt),
  desc(outboxAttempts.messageId),
  desc(outboxAttempts.attempt),
]);

export async function listDeliveries(db: Db, auth: AuthContext, webhookId: string, page: PageRequest) {
  const webhook = await findWebhook(db, auth, webhookId, "id");
  const { rows: attempts, total } = await attemptsPage(db, { webhookId: webhook.id }, pageLimits(page));
  const messageIds = [...new Set(attempts.map((a) => a.messageId))];
  const messages = messageIds.length ? await db.select().from(outboxMessages).where(anyOf(outboxMessages.id, messageIds)) : [];
  const messageOf = new Map(messages.map((m) => [m.id, m]));
  const data = attempts.map((attempt) => {
    const message = messageOf.get(attempt.messageId)!;
    return {
      messageId: message.id,
      event: message.event as WebhookEvent,
      attempt: attempt.attempt,
      startedAt: attempt.startedAt.toISOString(),
      durationMs: attempt.durationMs,
      ok: attempt.ok,
      statusCode: attempt.statusCode,
      response: attempt.response,
      deliveryStatus: message.status,
      nextAttemptAt: message.status === "PENDING" ? message.nextAttemptAt.toISOString() : null,
    };
  });
  return envelope(page, total, data);
}
