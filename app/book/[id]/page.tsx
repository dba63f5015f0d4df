// A booking link's page, rendered on the server with the first month's slots.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BookingScreen } from "@/components/booking/booking-screen";
import { loadPublicLink } from "@/lib/public-booking/server/load-booking-page";
import { loadVisitorBookingPage } from "@/lib/public-booking/server/load-visitor-booking-page";
import { scriptNonce } from "@/lib/public-booking/server/script-nonce";
import { submitBookingAction } from "./actions";

export const dynamic = "force-dynamic";

type PageProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const link = await loadPublicLink((await params).id).catch(() => undefined);
  if (!link) return { title: "Booking link not found", robots: { index: false } };
  // Private links stay bookable by direct link but are never advertised.
  return { title: link.title, robots: link.isPrivate || !link.bookable ? { index: false, follow: false } : undefined };
}

export default async function BookingPage({ params, searchParams }: PageProps) {
  const data = await loadVisitorBookingPage((await params).id, await searchParams);
  if (data.kind === "not-found") notFound();
  return <BookingScreen data={data} action={submitBookingAction.bind(null, data.link.id)} nonce={await scriptNonce()} />;
}
