// Signing in: an address, and a link e-mailed to it. The page says the same whether or not the address is a
// member's. In the demo without a mail server, it says where the e-mails are shown.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { Notice, SignInFrame } from "@/components/dashboard/sign-in-frame";
import { button, input, linkText } from "@/components/dashboard/styles";
import { demoMailShown, safeReturnTo, sessionKey } from "@/lib/dashboard/server";
import { languageFromHeader, translator } from "@/lib/i18n";
import { requestLinkAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sign in", robots: { index: false, follow: false } };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const STATES = ["sent", "invalid-email", "limited", "unavailable", "signed-out", "ended"] as const;
type State = (typeof STATES)[number];

export default async function SignInPage({ searchParams }: PageProps) {
  const query = await searchParams;
  const next = safeReturnTo(query.next);
  if (await sessionKey()) redirect(next);
  const request = await headers();
  const language = languageFromHeader(request.get("accept-language"));
  const t = translator(language);
  const state = STATES.find((s) => s === query.state) as State | undefined;
  return (
    <SignInFrame language={language}>
      <h1 className="text-2xl font-semibold">{t("dashboard.signInTitle")}</h1>
      {state && <StateNotice state={state} t={t} />}
      <form action={requestLinkAction} className="flex flex-col gap-4" noValidate>
        <input type="hidden" name="next" value={next} />
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("dashboard.emailLabel")}
          <input
            className={input}
            type="email"
            name="email"
            autoComplete="email"
            required
            aria-invalid={state === "invalid-email" || undefined}
          />
        </label>
        <button type="submit" className={button}>
          {t("dashboard.sendLink")}
        </button>
      </form>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("dashboard.signInHelp")}</p>
      {demoMailShown(request) && (
        <Notice tone="info">
          {t("dashboard.demoMailBanner")}{" "}
          <a className={linkText} href="/dashboard/demo-mail">
            {t("dashboard.demoMailLink")}
          </a>
        </Notice>
      )}
    </SignInFrame>
  );
}

function StateNotice({ state, t }: { state: State; t: ReturnType<typeof translator> }) {
  if (state === "sent") return <Notice tone="success">{t("dashboard.linkSent")}</Notice>;
  if (state === "signed-out") return <Notice tone="info">{t("dashboard.signedOut")}</Notice>;
  if (state === "ended") return <Notice tone="info">{t("dashboard.sessionEnded")}</Notice>;
  if (state === "invalid-email") return <Notice tone="error">{t("dashboard.invalidEmail")}</Notice>;
  if (state === "limited") return <Notice tone="error">{t("dashboard.tooManyRequests")}</Notice>;
  return <Notice tone="error">{t("dashboard.serviceUnavailable")}</Notice>;
}
