// The invite e-mail in the outbox: one EMAIL row, written by the invite's own
// transaction (a rolled-back invite sends nothing). The row carries no
// secret: the sender mints the invite address's token when it sends
// (MailSenderOptions.inviteUrl), so the token exists only in the e-mail and,
// hashed, on the invite.
import { randomUUID } from "node:crypto";
import type { Db } from "../db/client";
import { outboxMessages } from "../db/schema";

export const INVITE_EVENT = "invite.created";

/** What the invite e-mail shows, as it was when the invite was made. */
export interface InviteEmailPayload {
  inviteId: string;
  workspaceName: string;
  inviterName: string;
  receiverFullName: string;
  role: "MEMBER";
  expiresAt: string;
  /** The inviter's language when it is one of the catalogue's, else en. */
  language: string;
}

export const isInviteMessage = (message: { event: string }) => message.event === INVITE_EVENT;

/** Records the invite's e-mail for the dispatcher; call inside the invite's transaction. */
export async function recordInviteEmail(tx: Db, workspaceId: string, recipient: string, payload: InviteEmailPayload, at: Date) {
  await tx.insert(outboxMessages).values({
    id: `msg_${randomUUID()}`,
    workspaceId,
    bookingId: null,
    channel: "EMAIL",
    event: INVITE_EVENT,
    recipient: recipient.toLowerCase(),
    payload,
    dueAt: at,
    nextAttemptAt: at,
  });
}
