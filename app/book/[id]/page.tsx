// A booking link's page, rendered on the server with the first month's slots.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { randomUUID } from "node:crypto";
import { LOCALES, messagesFor, translator } from "@/lib/i18n";
import { loadBookingPage, loadPublicLink } from "@/lib/public-booking/load-booking-page";
import { monthContaining } from "@/lib/public-booking/month-slots";
import { timeZoneNames, visitorContext } from "@/lib/public-booking/visitor";
import { BookingShell } from "@/components/booking/booking-shell";
import { BookingView } from "@/components/booking/booking-view";
import { LinkDetails } from "@/components/booking/link-details";
import { QueryProvider } from "@/components/booking/query-provider";
import { UnavailableNotice } from "@/components/booking/unavailable-notice";
import { submitBookingAction } from "./actions";

export const dynamic = "force-dynamic";

type PageProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const publicLink = cache(loadPublicLink);

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const link = await publicLink((await params).id).catch(() => undefined);
  if (!link) return { title: "Booking link not found", robots: { index: false } };
  // Private links stay bookable by direct link but are never advertised.
  return { title: link.title, robots: link.isPrivate || !link.bookable ? { index: false, follow: false } : undefined };
}

export default async function BookingPage({ params, searchParams }: PageProps) {
  const { id } = await params;
  const visitor = await visitorContext();
  const data = await loadBookingPage(id, await searchParams, { ...visitor, locale: (language) => LOCALES[language] });
  if (data.kind === "not-found") notFound();
  const t = translator(data.language);
  const locale = LOCALES[data.language];

  if (data.kind === "unavailable") {
    return (
      <BookingShell link={data.link} language={data.language}>
        <UnavailableNotice title={t("unavailableTitle")} text={t("unavailableText")} />
      </BookingShell>
    );
  }

  return (
    <BookingShell link={data.link} language={data.language} details={<LinkDetails link={data.link} t={t} />}>
      <QueryProvider>
        <BookingView
          link={data.link}
          locale={locale}
          messages={messagesFor(data.language)}
          initial={{ state: data.state, days: data.days, nextAvailableMonth: data.nextAvailableMonth, currentMonth: monthContaining(Date.now(), data.state.tz) }}
          prefill={data.prefill}
          zones={timeZoneNames()}
          idempotencyKey={randomUUID()}
          basePath={`/book/${encodeURIComponent(data.link.id)}`}
          action={submitBookingAction.bind(null, data.link.id)}
        />
      </QueryProvider>
    </BookingShell>
  );
}
