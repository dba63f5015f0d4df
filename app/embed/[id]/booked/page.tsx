import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BookingConfirmation } from "@/components/booking/booking-confirmation";
import { readEmbedOptions } from "@/lib/embed/embed-options";
import { loadConfirmationPage } from "@/lib/public-booking/server/load-confirmation-page";
import { scriptNonce } from "@/lib/public-booking/server/script-nonce";

export const dynamic = "force-dynamic";
// The address carries the booking's manage token: never indexed, and no Referer leaves for another site (proxy.ts).
export const metadata: Metadata = { robots: { index: false, follow: false }, referrer: "same-origin" };

type PageProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | undefined>> };

export default async function EmbeddedBookedPage({ params, searchParams }: PageProps) {
  const query = await searchParams;
  // The booking read back through the manage token its address carries (lib/public-booking/server/confirmation.ts).
  const data = await loadConfirmationPage((await params).id, query);
  if (!data) notFound();
  return <BookingConfirmation data={data} embed={readEmbedOptions(query)} nonce={await scriptNonce()} />;
}
