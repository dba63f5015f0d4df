"use server";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { acceptInviteAndSignIn } from "@/lib/dashboard/server";
import { answerInvite } from "@/lib/public-booking/server/invite-page";
import { limitVisitor } from "@/lib/rate-limit/limit-visitor";

// The invite page's two forms (they work without JavaScript). Each counts
// against the visitor's booking attempts, then goes back to the invite's
// address, which shows what became of it. Accepting also signs the new member
// in to the dashboard: the token proved the address, as a sign-in link would.

export async function acceptInviteAction(token: string): Promise<void> {
  const request = await headers();
  const { allowed } = await limitVisitor("public-booking", request);
  if (allowed && (await acceptInviteAndSignIn(token, request))) redirect(`/invite/${encodeURIComponent(token)}`);
  redirect(await answerInvite(token, "accept", allowed));
}

export async function declineInviteAction(token: string): Promise<void> {
  const { allowed } = await limitVisitor("public-booking", await headers());
  redirect(await answerInvite(token, "decline", allowed));
}
