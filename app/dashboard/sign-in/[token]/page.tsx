// A sign-in link's address. Opening it signs no one in: a button does, so the link checkers of mail servers,
// which open every address in an e-mail, cannot spend its one use. The token stays out of Referer headers.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { Notice, SignInFrame } from "@/components/dashboard/sign-in-frame";
import { button, linkText } from "@/components/dashboard/styles";
import { languageFromHeader, translator } from "@/lib/i18n";
import { exchangeLinkAction } from "../actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sign in", robots: { index: false, follow: false }, referrer: "same-origin" };

type PageProps = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignInLinkPage({ params, searchParams }: PageProps) {
  const token = (await params).token;
  const state = (await searchParams).state;
  const language = languageFromHeader((await headers()).get("accept-language"));
  const t = translator(language);
  const failure =
    state === "used"
      ? t("dashboard.linkUsed")
      : state === "expired"
        ? t("dashboard.linkExpired")
        : state === "unknown"
          ? t("dashboard.linkUnknown")
          : state === "limited"
            ? t("dashboard.tooManyRequests")
            : state === "unavailable"
              ? t("dashboard.serviceUnavailable")
              : undefined;
  return (
    <SignInFrame language={language}>
      <h1 className="text-2xl font-semibold">{t("dashboard.signInTitle")}</h1>
      {failure ? (
        <>
          <Notice tone="error">{failure}</Notice>
          <a className={linkText} href="/dashboard/sign-in">
            {t("dashboard.askNewLink")}
          </a>
        </>
      ) : (
        <form action={exchangeLinkAction.bind(null, token)} className="flex flex-col gap-4">
          <p>{t("dashboard.continueLead")}</p>
          <button type="submit" className={button}>
            {t("dashboard.continue")}
          </button>
        </form>
      )}
    </SignInFrame>
  );
}
