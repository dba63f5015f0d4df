// Someone asks for a sign-in link for an address. The answer is the same
// whether or not the address is a member's (it says only SENT), so the route
// cannot be used to learn who is in a team. When it is a member's, one e-mail
// per membership goes into the outbox, in the same transaction, carrying no
// secret (lib/notifications/sign-in-messages.ts).
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { memberships, users, workspaces } from "../db/schema";
import { isLanguage } from "../i18n";
import { recordSignInEmail } from "../notifications/sign-in-messages";
import type { RateLimiter } from "../rate-limit/rate-limits";

export async function requestSignIn(db: Db, limiter: RateLimiter, input: { email: string; returnTo?: string }, now: Date) {
  const address = input.email.toLowerCase();
  // Every request counts against its address, a member's or not, so the limit says nothing either. Counted under
  // the address's hash: the counts (in Redis, with REDIS_URL) hold no one's address.
  const budget = await limiter.consume("sign-in-address", createHash("sha256").update(address).digest("base64url"));
  if (budget.allowed) await recordSignInEmails(db, address, input.returnTo ?? null, now);
  return { status: "SENT" as const };
}

/** One sign-in e-mail per membership of the address's user (a user belongs to one workspace: at most one). */
async function recordSignInEmails(db: Db, address: string, returnTo: string | null, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const members = await tx
      .select({
        userId: users.id,
        userName: users.name,
        email: users.email,
        locale: users.locale,
        workspaceId: memberships.workspaceId,
        workspaceName: workspaces.name,
      })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
      .where(sql`lower(${users.email}) = ${address}`);
    for (const m of members) {
      const language = isLanguage(m.locale) ? m.locale : "en";
      const payload = { userId: m.userId, userName: m.userName, workspaceName: m.workspaceName, returnTo, language };
      await recordSignInEmail(tx, m.workspaceId, m.email, payload, now);
    }
  });
}
