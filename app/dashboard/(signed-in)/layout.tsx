// Every signed-in screen: the session's credential is checked against the service on each page load (GET /v1/me),
// so a revoked membership or an ended session sends the member to sign in at once, and back here after.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { DashboardShell } from "@/components/dashboard/shell";
import { DashboardServiceError, getSession, readMe } from "@/lib/dashboard/server";
import { dashboardMessagesFor, LOCALES, languageFromHeader } from "@/lib/i18n";
import { PAGE_PATH_HEADER } from "@/lib/public-booking/page-request-rules";
import { signOutAction } from "../sign-in/actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Dashboard", robots: { index: false, follow: false } };

export default async function SignedInLayout({ children }: { children: React.ReactNode }) {
  const request = await headers();
  const path = request.get(PAGE_PATH_HEADER) ?? "/dashboard";
  const signIn = (state?: string) => `/dashboard/sign-in?${new URLSearchParams({ next: path, ...(state ? { state } : {}) })}`;
  const session = await getSession();
  if (!session.key || !session.csrf) redirect(signIn());
  const me = await readMe(session.key).catch((error: unknown) => {
    if (error instanceof DashboardServiceError && error.status === 401) return undefined;
    throw error;
  });
  if (!me) redirect(signIn("ended"));
  const language = languageFromHeader(request.get("accept-language"));
  return (
    <DashboardShell
      me={me}
      csrf={session.csrf}
      language={language}
      locale={LOCALES[language]}
      messages={dashboardMessagesFor(language)}
      signOut={signOutAction}
      path={path}
    >
      {children}
    </DashboardShell>
  );
}
