import type { Metadata } from "next";
import { readEmbedOptions } from "@/lib/embed/embed-options";
import { BookingConfirmation } from "@/components/booking/booking-confirmation";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { robots: { index: false } };

type PageProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | undefined>> };

export default async function EmbeddedBookedPage({ params, searchParams }: PageProps) {
  const query = await searchParams;
  return <BookingConfirmation id={(await params).id} query={query} embed={readEmbedOptions(query)} />;
}
