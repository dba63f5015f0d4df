// The booking page's content, shared by /book/[id] and the iframe route
// /embed/[id]; the route loads its data and binds the form's server action.
// The embed's bridge to its host page comes from the embed route (`frame`), so
// that /book/[id]'s own JavaScript goes without it.
import type { ReactNode } from "react";
import { type EmbedOptions, embedParams } from "@/lib/embed/embed-options";
import { LOCALES, messagesFor, translator } from "@/lib/i18n";
import type { BookingActionState } from "@/lib/public-booking/booking-form";
import { earliestStart } from "@/lib/public-booking/copy-values";
import { packSlots } from "@/lib/public-booking/packed-slots";
import type { BookingPageData } from "@/lib/public-booking/page-data";
import { utmParams } from "@/lib/public-booking/url-state";
import { BookingShell } from "./booking-shell";
import { BookingView } from "./booking-view";
import { BrowserZoneRedirect } from "./browser-zone-redirect";
import { CopyValuesElement } from "./copy-values";
import { LinkDetails } from "./link-details";
import { QueryProvider } from "./query-provider";
import { UnavailableNotice } from "./unavailable-notice";

interface Props {
  data: Exclude<BookingPageData, { kind: "not-found" }>;
  embed?: EmbedOptions;
  /** The booking form's server action, bound to the link. */
  action: (previous: BookingActionState, form: FormData) => Promise<BookingActionState>;
  /** This request's CSP nonce, for the inline script that moves a first visit to the browser's zone. */
  nonce?: string;
  /** In the embed (embed-frame.tsx): what wraps the view, and what tells the host page the link is unavailable. */
  frame?: EmbedFrame;
}

export interface EmbedFrame {
  wrap: (view: ReactNode) => ReactNode;
  unavailable: ReactNode;
}

export function BookingScreen({ data, embed, action, nonce, frame }: Props) {
  const t = translator(data.language);
  const link = embed?.brand ? { ...data.link, branding: { ...data.link.branding, brandColor: embed.brand } } : data.link;

  if (data.kind === "unavailable") {
    return (
      <BookingShell link={link} language={data.language} embed={embed}>
        <UnavailableNotice
          title={t("unavailableTitle")}
          text={t("unavailableText")}
          about={{ title: link.title, hosts: t("withHosts", { hosts: link.hosts.map((h) => h.name) }) }}
        />
        {frame?.unavailable}
        <CopyValuesElement />
      </BookingShell>
    );
  }

  // The embed's options and the visitor's campaign parameters: kept by every address and form of the page, sent with the booking.
  const persistent = { ...(embed && embedParams(embed)), ...utmParams(data.utm) };
  const idempotencyKey = crypto.randomUUID();
  const view = (
    <BookingView
      link={link}
      locale={LOCALES[data.language]}
      messages={messagesFor(data.language)}
      initial={{
        state: data.state,
        days: packSlots(data.days),
        adjacentMonth: data.adjacentMonth && { month: data.adjacentMonth.month, days: packSlots(data.adjacentMonth.days) },
        nextAvailableMonth: data.nextAvailableMonth,
        months: data.months,
        unmatchedTimeZone: data.unmatchedTimeZone,
      }}
      prefill={data.prefill}
      idempotencyKey={idempotencyKey}
      basePath={`/${embed ? "embed" : "book"}/${encodeURIComponent(link.id)}`}
      persistent={persistent}
      action={action}
    />
  );
  return (
    <>
      {/* First, so it runs before any of the page is parsed, let alone painted. */}
      <BrowserZoneRedirect zone={data.state.tz} month={data.state.month} nonce={nonce} />
      <BookingShell
        link={link}
        language={data.language}
        embed={embed}
        details={embed?.hideDetails ? undefined : <LinkDetails link={link} t={t} />}
      >
        <QueryProvider>{frame ? frame.wrap(view) : view}</QueryProvider>
        <CopyValuesElement idempotencyKey={idempotencyKey} firstOfferedSlot={earliestStart(data.days, data.adjacentMonth?.days)} />
      </BookingShell>
    </>
  );
}
