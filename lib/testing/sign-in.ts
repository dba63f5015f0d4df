// Sign-in for service tests: visitor addresses of their own (as npm start's server records them), so that tests
// do not share the per-client budgets, and a session made as the dashboard gets one, without an SMTP server.
import { and, desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { signedInSchema } from "../contract/sign-in";
import type { Db } from "../db/client";
import { outboxMessages } from "../db/schema";
import { SIGN_IN_EVENT } from "../notifications/sign-in-messages";
import { recordClientIp } from "../rate-limit/client-ip";
import { mintSignInToken } from "../sign-in/sign-in-token";
import type { TestServer } from "./http";

let visitors = 0;

/** Headers that make a request come from a client address of its own (a fresh one unless `address` is given). */
export function visitorHeaders(address?: string): Record<string, string> {
  visitors += 1;
  const headers: Record<string, string> = {};
  recordClientIp(headers, address ?? `198.51.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`);
  return headers;
}

/** The newest pending sign-in e-mail to `email` in the outbox, or undefined. */
export async function pendingSignInEmail(db: Db, email: string) {
  const [message] = await db
    .select()
    .from(outboxMessages)
    .where(
      and(eq(outboxMessages.event, SIGN_IN_EVENT), eq(outboxMessages.recipient, email.toLowerCase()), eq(outboxMessages.status, "PENDING")),
    )
    .orderBy(desc(outboxMessages.seq))
    .limit(1);
  return message;
}

/**
 * Signs `email` in as the dashboard would: asks for a link, mints its token at `now` as the mail sender would
 * (the message then counts as sent) and exchanges it. Answers the exchange's body.
 */
export async function signInAs(server: TestServer, db: Db, email: string, now: Date) {
  const asked = await server.request("POST", "/v1/sign-in/request", { body: { email }, headers: visitorHeaders() });
  expect(asked.status).toBe(202);
  const message = await pendingSignInEmail(db, email);
  expect(message, `no sign-in e-mail to ${email}`).toBeDefined();
  const token = await mintSignInToken(db, message!, now);
  await db.update(outboxMessages).set({ status: "SENT", sentAt: now }).where(eq(outboxMessages.id, message!.id));
  const exchanged = await server.request("POST", "/v1/sign-in/exchange", { body: { token }, headers: visitorHeaders() });
  expect(exchanged.status, await exchanged.clone().text()).toBe(201);
  return signedInSchema.parse(await exchanged.json());
}
