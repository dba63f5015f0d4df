// The booking page's content, shared by /book/[id] and the iframe route /embed/[id].
import { notFound } from "next/navigation";
import { randomUUID } from "node:crypto";
import { embedParams, type EmbedOptions } from "@/lib/embed/embed-options";
import { LOCALES, messagesFor, translator } from "@/lib/i18n";
import { loadBookingPage } from "@/lib/public-booking/load-booking-page";
import { visitorContext } from "@/lib/public-booking/visitor";
import { submitBookingAction } from "@/app/book/[id]/actions";
import { BookingShell } from "./booking-shell";
import { BookingView } from "./booking-view";
import { EmbedBridge } from "./embed-bridge";
import { LinkDetails } from "./link-details";
import { QueryProvider } from "./query-provider";
import { UnavailableNotice } from "./unavailable-notice";

type Params = Record<string, string | string[] | undefined>;

export async function BookingScreen({ id, params, embed }: { id: string; params: Params; embed?: EmbedOptions }) {
  const visitor = await visitorContext();
  const data = await loadBookingPage(id, params, { ...visitor, locale: (language) => LOCALES[language] });
  if (data.kind === "not-found") notFound();
  const t = translator(data.language);
  const link = embed?.brand ? { ...data.link, branding: { ...data.link.branding, brandColor: embed.brand } } : data.link;

  if (data.kind === "unavailable") {
    return (
      <BookingShell link={link} language={data.language} embed={embed}>
        <UnavailableNotice title={t("unavailableTitle")} text={t("unavailableText")} />
      </BookingShell>
    );
  }

  const persistent = embed ? embedParams(embed) : {};
  const view = (
    <BookingView
      link={link}
      locale={LOCALES[data.language]}
      messages={messagesFor(data.language)}
      initial={{ state: data.state, days: data.days, nextAvailableMonth: data.nextAvailableMonth, months: data.months }}
      prefill={data.prefill}
      idempotencyKey={randomUUID()}
      basePath={`/${embed ? "embed" : "book"}/${encodeURIComponent(link.id)}`}
      persistent={persistent}
      action={submitBookingAction.bind(null, link.id)}
    />
  );
  return (
    <BookingShell link={link} language={data.language} embed={embed} details={embed?.hideDetails ? undefined : <LinkDetails link={link} t={t} />}>
      <QueryProvider>{embed ? <EmbedBridge origin={embed.embedOrigin} embedId={embed.embedId}>{view}</EmbedBridge> : view}</QueryProvider>
    </BookingShell>
  );
}
