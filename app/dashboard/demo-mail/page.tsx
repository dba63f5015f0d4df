// The demo's sent e-mails (lib/dashboard/server/demo-mail.ts says when this page answers): a newcomer signs in
// from here without a mail server.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { SignInFrame } from "@/components/dashboard/sign-in-frame";
import { linkText } from "@/components/dashboard/styles";
import { readDemoMail } from "@/lib/dashboard/server";
import { LOCALES, languageFromHeader, translator } from "@/lib/i18n";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Demo e-mails", robots: { index: false, follow: false }, referrer: "same-origin" };

export default async function DemoMailPage() {
  const request = await headers();
  const mails = await readDemoMail(request);
  if (!mails) notFound();
  const language = languageFromHeader(request.get("accept-language"));
  const t = translator(language);
  const when = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "medium", timeStyle: "medium" });
  return (
    <SignInFrame language={language} wide>
      <h1 className="text-2xl font-semibold">{t("dashboard.demoMailTitle")}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("dashboard.demoMailLead")}</p>
      {mails.length === 0 && <p>{t("dashboard.demoMailNone")}</p>}
      <ol className="flex flex-col gap-4">
        {mails.map((mail) => (
          <li key={mail.file} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
            <h2 className="font-semibold break-words">{mail.subject}</h2>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {t("dashboard.demoMailTo", { to: mail.to })} · <time dateTime={mail.sentAt}>{when.format(new Date(mail.sentAt))}</time>
            </p>
            <ul className="mt-2 flex flex-col gap-1">
              {mail.links.map((link) => (
                <li key={link} className="break-all">
                  <a className={linkText} href={link}>
                    {link}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </SignInFrame>
  );
}
