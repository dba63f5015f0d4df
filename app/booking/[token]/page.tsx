// A booking's manage address: the booking as it is now, with Reschedule and
// Cancel. The token in the address is the visitor's only proof: the page is
// never indexed and sends no Referer to other sites (proxy.ts), so the token does not leave.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ManageGone } from "@/components/booking/manage/manage-gone";
import { ManageScreen } from "@/components/booking/manage/manage-screen";
import { loadManagePage } from "@/lib/public-booking/server/load-manage-page";
import { cancelBookingAction, rescheduleBookingAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your booking", robots: { index: false, follow: false }, referrer: "same-origin" };

type PageProps = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ManageBookingPage({ params, searchParams }: PageProps) {
  const token = (await params).token;
  const data = await loadManagePage(token, await searchParams);
  if (data.kind === "not-found") notFound();
  if (data.kind === "expired") return <ManageGone language={data.language} />;
  return (
    <ManageScreen
      data={data}
      cancelAction={cancelBookingAction.bind(null, token)}
      rescheduleAction={rescheduleBookingAction.bind(null, token)}
    />
  );
}
