"use server";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { answerInvite } from "@/lib/public-booking/server/invite-page";
import { limitVisitor } from "@/lib/rate-limit/limit-visitor";

// The invite page's two forms (they work without JavaScript). Each counts
// against the visitor's booking attempts, then goes back to the invite's
// address, which shows what became of it.

export async function acceptInviteAction(token: string): Promise<void> {
  const { allowed } = await limitVisitor("public-booking", await headers());
  redirect(await answerInvite(token, "accept", allowed));
}

export async function declineInviteAction(token: string): Promise<void> {
  const { allowed } = await limitVisitor("public-booking", await headers());
  redirect(await answerInvite(token, "decline", allowed));
}
