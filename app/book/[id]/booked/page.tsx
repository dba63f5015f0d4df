import type { Metadata } from "next";
import { BookingConfirmation } from "@/components/booking/booking-confirmation";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { robots: { index: false } };

type PageProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | undefined>> };

export default async function BookedPage({ params, searchParams }: PageProps) {
  return <BookingConfirmation id={(await params).id} query={await searchParams} />;
}
