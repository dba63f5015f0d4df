// The booking page made for an iframe (see public/embed.js): no page chrome,
// options from the query string, events to the host page.
import type { Metadata } from "next";
import { readEmbedOptions } from "@/lib/embed/embed-options";
import { BookingScreen } from "@/components/booking/booking-screen";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { robots: { index: false } };

type PageProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function EmbeddedBookingPage({ params, searchParams }: PageProps) {
  const query = await searchParams;
  return <BookingScreen id={(await params).id} params={query} embed={readEmbedOptions(query)} />;
}
