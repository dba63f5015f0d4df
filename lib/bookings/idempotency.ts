// Idempotency-Keys: a retried booking request with the same key and body
// gets the first answer, and books nothing new.
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { AppError } from "../errors/app-error";

/** Which kind of client sent the request: Idempotency-Keys are an API key's and a client kind's alone. */
export type ClientKind = "booking-app" | "integration";

/** Whose key it is and the request it was first used for. */
export interface IdempotencyScope {
  apiKeyId: string;
  client: ClientKind;
  key: string;
  requestHash: string;
}

export const hashRequest = (input: unknown) => createHash("sha256").update(JSON.stringify(input)).digest("hex");

/** The row that claims the key; inserted first in the booking's transaction, so a concurrent retry waits for it. */
export const idempotencyRow = (scope: IdempotencyScope, body: { id: string }) => ({
  apiKeyId: scope.apiKeyId,
  client: scope.client,
  key: scope.key,
  requestHash: scope.requestHash,
  responseStatus: 201,
  responseBody: body,
});

/** The first answer given under this key, or undefined; IDEMPOTENCY_KEY_REUSED when the body differs. */
export async function findIdempotentResponse(db: Db, scope: IdempotencyScope): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.apiKeyId, scope.apiKeyId), eq(idempotencyKeys.client, scope.client), eq(idempotencyKeys.key, scope.key)));
  if (!row) return undefined;
  if (row.requestHash !== scope.requestHash) {
    throw new AppError("IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was already used with a different request body.", {
      field: "Idempotency-Key",
    });
  }
  return row.responseBody as { id: string };
}

/** How long a response is kept for its key at least: a retry comes within minutes, not a day later. */
export const IDEMPOTENCY_KEPT_MS = 24 * 3_600_000;

/** Deletes up to `limit` responses stored before IDEMPOTENCY_KEPT_MS ago; answers how many. Their keys are new again. */
export async function pruneIdempotencyKeys(db: Db, now: number, limit = 1_000) {
  const cutoff = new Date(now - IDEMPOTENCY_KEPT_MS).toISOString();
  const result = (await db.execute(sql`
    delete from idempotency_keys where (api_key_id, client, key) in (
      select api_key_id, client, key from idempotency_keys where created_at < ${cutoff}::timestamptz limit ${limit})
    returning 1`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}
