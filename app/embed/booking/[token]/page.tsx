// A booking's manage address made for an iframe (see public/embed.js, option
// `manage`): no page chrome, options from the query string, and after a
// change the events booking-cancelled / booking-rescheduled to the host page.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cancelBookingAction, rescheduleBookingAction } from "@/app/booking/[token]/actions";
import { ManageGone } from "@/components/booking/manage/manage-gone";
import { ManageScreen } from "@/components/booking/manage/manage-screen";
import { readEmbedOptions } from "@/lib/embed/embed-options";
import { loadManagePage } from "@/lib/public-booking/server/load-manage-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your booking", robots: { index: false, follow: false }, referrer: "same-origin" };

type PageProps = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function EmbeddedManageBookingPage({ params, searchParams }: PageProps) {
  const token = (await params).token;
  const query = await searchParams;
  const data = await loadManagePage(token, query);
  if (data.kind === "not-found") notFound();
  if (data.kind === "expired") return <ManageGone language={data.language} />;
  return (
    <ManageScreen
      data={data}
      embed={readEmbedOptions(query)}
      cancelAction={cancelBookingAction.bind(null, token)}
      rescheduleAction={rescheduleBookingAction.bind(null, token)}
    />
  );
}
