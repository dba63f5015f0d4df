// An invite's address, from its e-mail: which workspace, who invites and as
// what, with Accept and Decline (plain forms, so they work without
// JavaScript); once answered, what became of it. The token in the address is
// the invitee's only proof: the page is never indexed and sends no Referer to
// other sites (proxy.ts).
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { NoticePage } from "@/components/booking/notice-page";
import { UnavailableNotice } from "@/components/booking/unavailable-notice";
import { type Language, LOCALES, languageFromHeader, translator } from "@/lib/i18n";
import { DEFAULT_BRAND_COLOR, readableTextColorOn } from "@/lib/public-booking/brand-color";
import { type InviteView, loadInvitePage } from "@/lib/public-booking/server/invite-page";
import { acceptInviteAction, declineInviteAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Invitation", robots: { index: false, follow: false }, referrer: "same-origin" };

type PageProps = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function InvitePage({ params, searchParams }: PageProps) {
  const token = (await params).token;
  const view = await loadInvitePage(token);
  if (view.kind === "not-found") notFound();
  const language = languageFromHeader((await headers()).get("accept-language"));
  const failed = (await searchParams).failed !== undefined;
  return (
    <NoticePage language={language}>
      <InviteBody view={view} token={token} language={language} failed={failed} />
    </NoticePage>
  );
}

function InviteBody({
  view,
  token,
  language,
  failed,
}: {
  view: Exclude<InviteView, { kind: "not-found" }>;
  token: string;
  language: Language;
  failed: boolean;
}) {
  const t = translator(language);
  const workspace = view.workspaceName;
  if (view.kind === "accepted") {
    return (
      <div data-testid="invite-accepted" className="flex flex-col items-center gap-4">
        <UnavailableNotice title={t("inviteAcceptedTitle", { workspace })} text={t("inviteAcceptedText", { workspace })} />
        <a href="/dashboard" className="secondary-button">
          {t("inviteOpenDashboard")}
        </a>
      </div>
    );
  }
  if (view.kind === "declined") {
    return (
      <div data-testid="invite-declined">
        <UnavailableNotice title={t("inviteDeclinedTitle")} text={t("inviteDeclinedText", { workspace })} />
      </div>
    );
  }
  if (view.kind === "expired" || view.kind === "closed") {
    const [title, text] =
      view.kind === "expired"
        ? (["inviteExpiredTitle", "inviteExpiredText"] as const)
        : (["inviteNotPendingTitle", "inviteNotPendingText"] as const);
    return (
      <div data-testid={`invite-${view.kind}`}>
        <UnavailableNotice title={t(title)} text={t(text)} />
      </div>
    );
  }
  return <PendingInvite view={view} token={token} language={language} failed={failed} />;
}

type Pending = Exclude<InviteView, { kind: "not-found" }>;

function PendingInvite({ view, token, language, failed }: { view: Pending; token: string; language: Language; failed: boolean }) {
  const t = translator(language);
  const workspace = view.workspaceName;
  const expires = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeZone: "UTC" }).format(new Date(view.expiresAt));
  const brand = { "--brand": DEFAULT_BRAND_COLOR, "--brand-text": readableTextColorOn(DEFAULT_BRAND_COLOR) } as React.CSSProperties;
  return (
    <section className="flex w-full flex-col gap-5 py-4" data-testid="invite-pending" style={brand}>
      <div className="flex flex-col gap-2 text-center">
        <h1 className="text-2xl font-semibold text-balance">{t("inviteTitle", { workspace })}</h1>
        <p className="text-slate-700 dark:text-slate-300">
          {view.inviterName ? t("inviteLead", { inviter: view.inviterName, workspace }) : t("inviteLeadNoInviter", { workspace })}
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-md border border-slate-200 p-4 text-sm dark:border-slate-700">
        {view.inviterName && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{t("inviteInvitedBy")}</dt>
            <dd className="min-w-0 [overflow-wrap:anywhere]">{view.inviterName}</dd>
          </>
        )}
        <dt className="text-slate-600 dark:text-slate-400">{t("inviteRole")}</dt>
        <dd>{t("inviteRoleMember")}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{t("inviteFor")}</dt>
        <dd className="min-w-0 [overflow-wrap:anywhere]">
          {view.receiverFullName} &lt;{view.receiverEmail}&gt;
        </dd>
      </dl>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t("inviteExpiresOn", { date: expires })}. {t("inviteScheduleNote")}
      </p>
      {failed && (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {t("inviteFailedText")}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <form action={declineInviteAction.bind(null, token)}>
          <button type="submit" className="secondary-button h-12 w-full sm:w-auto">
            {t("inviteDecline")}
          </button>
        </form>
        <form action={acceptInviteAction.bind(null, token)}>
          <button type="submit" className="primary-button w-full sm:w-auto">
            {t("inviteAccept")}
          </button>
        </form>
      </div>
    </section>
  );
}
