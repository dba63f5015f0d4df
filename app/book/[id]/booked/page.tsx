import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BookingConfirmation } from "@/components/booking/booking-confirmation";
import { loadConfirmationPage } from "@/lib/public-booking/server/load-confirmation-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { robots: { index: false } };

type PageProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | undefined>> };

export default async function BookedPage({ params, searchParams }: PageProps) {
  // Only a booking this app confirmed (lib/public-booking/server/confirmation.ts).
  const data = await loadConfirmationPage((await params).id, await searchParams);
  if (!data) notFound();
  return <BookingConfirmation data={data} />;
}
