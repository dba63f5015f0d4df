"use client";
// When the scheduling service cannot be reached, visitors get a plain notice
// and a way to retry, never a stack trace.
import { NoticePage } from "@/components/booking/notice-page";
import { UnavailableNotice } from "@/components/booking/unavailable-notice";

export default function BookingError({ reset }: { error: Error; reset: () => void }) {
  return (
    <NoticePage language="en">
      <UnavailableNotice title="Booking is not possible right now" text="Please try again in a moment." />
      <button type="button" onClick={reset} className="secondary-button">
        Try again
      </button>
    </NoticePage>
  );
}
