// The sign-in e-mail in the outbox: one EMAIL row per membership of the address
// asked for, written by the request's own transaction. The row carries no
// secret: the sender mints the link's token when it sends
// (MailSenderOptions.signInUrl), so the token exists only in the e-mail and,
// hashed, in sign_in_tokens.
import { randomUUID } from "node:crypto";
import type { Db } from "../db/client";
import { outboxMessages } from "../db/schema";

export const SIGN_IN_EVENT = "sign-in.requested";

/** What the sign-in e-mail shows and what its link signs into, as it was when it was asked for. */
export interface SignInEmailPayload {
  userId: string;
  userName: string;
  workspaceName: string;
  /** The dashboard path to land on once signed in, or null. */
  returnTo: string | null;
  /** The member's language when it is one of the catalogue's, else en. */
  language: string;
}

export const isSignInMessage = (message: { event: string }) => message.event === SIGN_IN_EVENT;

/** Records a sign-in e-mail for the dispatcher; call inside the request's transaction. */
export async function recordSignInEmail(tx: Db, workspaceId: string, recipient: string, payload: SignInEmailPayload, at: Date) {
  await tx.insert(outboxMessages).values({
    id: `msg_${randomUUID()}`,
    workspaceId,
    bookingId: null,
    channel: "EMAIL",
    event: SIGN_IN_EVENT,
    recipient: recipient.toLowerCase(),
    payload,
    dueAt: at,
    nextAttemptAt: at,
  });
}
