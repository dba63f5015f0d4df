// The booking page made for an iframe (see public/embed.js): no page chrome,
// options from the query string, events to the host page.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { submitBookingAction } from "@/app/book/[id]/actions";
import { BookingScreen } from "@/components/booking/booking-screen";
import { readEmbedOptions } from "@/lib/embed/embed-options";
import { loadVisitorBookingPage } from "@/lib/public-booking/server/load-visitor-booking-page";
import { scriptNonce } from "@/lib/public-booking/server/script-nonce";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { robots: { index: false } };

type PageProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function EmbeddedBookingPage({ params, searchParams }: PageProps) {
  const query = await searchParams;
  const data = await loadVisitorBookingPage((await params).id, query);
  if (data.kind === "not-found") notFound();
  return (
    <BookingScreen
      data={data}
      embed={readEmbedOptions(query)}
      action={submitBookingAction.bind(null, data.link.id)}
      nonce={await scriptNonce()}
    />
  );
}
