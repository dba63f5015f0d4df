// GET /v1/webhooks/{id}/deliveries: every attempt to deliver to a webhook,
// newest first, with the delivery's state and next retry.
import { and, count, desc, eq } from "drizzle-orm";
import type { AuthContext } from "../auth/authenticate";
import { envelope, type PageRequest, pageOffset } from "../contract/pagination";
import type { WebhookEvent } from "../contract/webhooks";
import type { Db } from "../db/client";
import { outboxAttempts, outboxMessages } from "../db/schema";
import { findWebhook } from "./manage-webhooks";

export async function listDeliveries(db: Db, auth: AuthContext, webhookId: string, page: PageRequest) {
  const webhook = await findWebhook(db, auth, webhookId, "id");
  const mine = and(eq(outboxMessages.channel, "WEBHOOK"), eq(outboxMessages.recipient, webhook.id));
  const [rows, [total]] = await Promise.all([
    db
      .select({ attempt: outboxAttempts, message: outboxMessages })
      .from(outboxAttempts)
      .innerJoin(outboxMessages, eq(outboxMessages.id, outboxAttempts.messageId))
      .where(mine)
      .orderBy(desc(outboxAttempts.startedAt), desc(outboxAttempts.messageId), desc(outboxAttempts.attempt))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(outboxAttempts).innerJoin(outboxMessages, eq(outboxMessages.id, outboxAttempts.messageId)).where(mine),
  ]);
  const data = rows.map(({ attempt, message }) => ({
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
  }));
  return envelope(page, total?.n ?? 0, data);
}
