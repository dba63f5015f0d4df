// The invite page's reads and answers, through the service's /v1 over HTTP
// (lib/scheduling-client) like every page of the app. The page shows the
// invite as it is now, so its outcome cannot be forged by the address: an
// accepted invite reads "you're a member", a declined one "declined".
import "server-only";
import { acceptInviteByToken, declineInviteByToken, findInviteByToken, ServiceError } from "../../scheduling-client/client";

/** Tokens as the invite e-mail carries them; anything else is not looked up. */
const INVITE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type InviteView =
  | { kind: "not-found" }
  | {
      kind: "pending" | "accepted" | "declined" | "expired" | "closed";
      workspaceName: string;
      inviterName: string;
      receiverFullName: string;
      receiverEmail: string;
      expiresAt: string;
    };

export async function loadInvitePage(token: string, now = Date.now()): Promise<InviteView> {
  if (!INVITE_TOKEN.test(token)) return { kind: "not-found" };
  try {
    const { invite, workspaceName, inviterName } = await findInviteByToken(token);
    const facts = {
      workspaceName,
      inviterName,
      receiverFullName: invite.receiverFullName,
      receiverEmail: invite.receiverEmail,
      expiresAt: invite.expiresAt,
    };
    if (invite.status === "ACCEPTED") return { kind: "accepted", ...facts };
    if (invite.status === "DECLINED") return { kind: "declined", ...facts };
    if (invite.status === "CANCELLED") return { kind: "closed", ...facts };
    return { kind: Date.parse(invite.expiresAt) <= now ? "expired" : "pending", ...facts };
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return { kind: "not-found" };
    throw error;
  }
}

/** Answers the invite; the page to go to after: the invite's own address, which shows the outcome, or it with ?failed. */
export async function answerInvite(token: string, answer: "accept" | "decline", allowed: boolean): Promise<string> {
  const page = `/invite/${encodeURIComponent(token)}`;
  if (!allowed || !INVITE_TOKEN.test(token)) return `${page}?failed=1`;
  try {
    await (answer === "accept" ? acceptInviteByToken(token) : declineInviteByToken(token));
    return page;
  } catch (error) {
    // Already answered, expired or unknown: the page says which. Anything else (an address another invite took a
    // moment before, EMAIL_TAKEN, which an answer again moves): try again.
    if (error instanceof ServiceError && error.code !== "EMAIL_TAKEN" && [404, 409, 410].includes(error.status)) return page;
    return `${page}?failed=1`;
  }
}
