"use server";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { endSession, exchangeLink, requestLink } from "@/lib/dashboard/server";
import { limitVisitor } from "@/lib/rate-limit/limit-visitor";

// The sign-in forms (they work without JavaScript). Asking for a link counts against the visitor's budget here
// and the address's and client's at the service; the answer never says whether the address is a member's.

export async function requestLinkAction(form: FormData): Promise<void> {
  const request = await headers();
  const next = form.get("next");
  const back = (state: string) => `/dashboard/sign-in?${new URLSearchParams({ state, ...(typeof next === "string" ? { next } : {}) })}`;
  const { allowed } = await limitVisitor("public-booking", request);
  if (!allowed) redirect(back("limited"));
  redirect(back(await requestLink(form.get("email"), next, request)));
}

export async function exchangeLinkAction(token: string): Promise<void> {
  const request = await headers();
  const { allowed } = await limitVisitor("public-booking", request);
  const outcome = allowed ? await exchangeLink(token, request) : { kind: "limited" as const };
  if (outcome.kind === "signed-in") redirect(outcome.returnTo);
  redirect(`/dashboard/sign-in/${encodeURIComponent(token)}?state=${outcome.kind}`);
}

export async function signOutAction(): Promise<void> {
  await endSession();
  redirect("/dashboard/sign-in?state=signed-out");
}
