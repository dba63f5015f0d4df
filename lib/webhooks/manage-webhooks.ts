// Creating, listing and deleting a team's webhooks. OWNER and ADMIN only:
// a webhook receives every booking's attendees and answers.
import { randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { AuthContext } from "../auth/authenticate";
import { ROLES_ALLOWED, requireRole } from "../auth/require-role";
import { envelope, type PageRequest, pageLimits } from "../contract/pagination";
import type { WebhookEvent } from "../contract/webhooks";
import type { Db } from "../db/client";
import { reusableTablePage } from "../db/reusable-query";
import { webhooks } from "../db/schema";
import { AppError, notFound } from "../errors/app-error";
import { targetProblem } from "../outbound/targets";

type WebhookRow = typeof webhooks.$inferSelect;

export const requireWebhookAdmin = (auth: AuthContext) => requireRole(auth, ROLES_ALLOWED.manageWebhooks, "Managing webhooks");

const view = (row: WebhookRow) => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEvent[],
  description: row.description,
  createdAt: row.createdAt.toISOString(),
});

export async function createWebhook(
  db: Db,
  auth: AuthContext,
  input: { url: string; events: WebhookEvent[]; description?: string },
  options: { allowPrivate: boolean; now: number },
) {
  requireWebhookAdmin(auth);
  const problem = targetProblem(input.url, options.allowPrivate);
  if (problem) throw new AppError("VALIDATION_FAILED", `url ${problem}.`, { field: "url" });
  // Standard Webhooks secrets: "whsec_" and 24 to 64 random bytes in base64.
  const secret = `whsec_${randomBytes(32).toString("base64")}`;
  const [row] = await db
    .insert(webhooks)
    .values({
      id: `wh_${randomUUID()}`,
      workspaceId: auth.workspaceId,
      url: new URL(input.url).toString(),
      events: input.events,
      description: input.description?.trim() || null,
      secret,
      createdByUserId: auth.userId,
      createdAt: new Date(options.now),
    })
    .returning();
  return { ...view(row!), secret };
}

const liveWebhooks = and(eq(webhooks.workspaceId, sql.placeholder("workspaceId")), isNull(webhooks.deletedAt));

const webhooksPage = reusableTablePage("webhooks", webhooks, liveWebhooks, [desc(webhooks.createdAt), desc(webhooks.id)]);

export async function listWebhooks(db: Db, auth: AuthContext, page: PageRequest) {
  requireWebhookAdmin(auth);
  const { rows, total } = await webhooksPage(db, { workspaceId: auth.workspaceId }, pageLimits(page));
  return envelope(page, total, rows.map(view));
}

/** The team's live webhook, or NOT_FOUND (another team's reads the same). */
export async function findWebhook(db: Db, auth: AuthContext, id: string, field: string): Promise<WebhookRow> {
  requireWebhookAdmin(auth);
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.workspaceId, auth.workspaceId), isNull(webhooks.deletedAt)));
  if (!row) throw notFound("Webhook", field);
  return row;
}

/** Deletes it: nothing more is sent to it, deliveries under way included (they are withdrawn when their turn comes). */
export async function deleteWebhook(db: Db, auth: AuthContext, webhookId: string, now: number) {
  const row = await findWebhook(db, auth, webhookId, "webhookId");
  await db
    .update(webhooks)
    .set({ deletedAt: new Date(now) })
    .where(eq(webhooks.id, row.id));
  return { success: true };
}
