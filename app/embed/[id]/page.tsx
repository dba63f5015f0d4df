// The booking page made for an iframe (see public/embed.js): no page chrome,
// options from the query string, events to the host page.
import type { Metadata } from "next";
import { submitBookingAction } from "@/app/book/[id]/actions";
import { BookingScreen } from "@/components/booking/booking-screen";
import { embedFrame } from "@/components/booking/embed-frame";
import { EmbedLinkFailed } from "@/components/booking/embed-link-failed";
import { NoticePage } from "@/components/booking/notice-page";
import { UnavailableNotice } from "@/components/booking/unavailable-notice";
import { readEmbedOptions } from "@/lib/embed/embed-options";
import { translator } from "@/lib/i18n";
import { loadVisitorBookingPage } from "@/lib/public-booking/server/load-visitor-booking-page";
import { scriptNonce } from "@/lib/public-booking/server/script-nonce";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { robots: { index: false } };

type PageProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function EmbeddedBookingPage({ params, searchParams }: PageProps) {
  const query = await searchParams;
  const data = await loadVisitorBookingPage((await params).id, query);
  const embed = readEmbedOptions(query);
  if (data.kind === "not-found") {
    // Not notFound(): its boundary gets no query, so neither the embed's theme nor the way to tell the host page.
    const t = translator(data.language);
    return (
      <NoticePage language={data.language} embed={embed}>
        <UnavailableNotice title={t("notFoundTitle")} text={t("notFoundText")} />
        <EmbedLinkFailed embed={embed} code="NOT_FOUND" />
      </NoticePage>
    );
  }
  return (
    <BookingScreen
      data={data}
      embed={embed}
      frame={embedFrame(embed)}
      action={submitBookingAction.bind(null, data.link.id)}
      nonce={await scriptNonce()}
    />
  );
}
