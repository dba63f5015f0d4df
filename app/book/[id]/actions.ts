"use server";
import { headers } from "next/headers";
import { RedirectType, redirect } from "next/navigation";
import type { BookingActionState } from "@/lib/public-booking/booking-form";
import { submitBooking } from "@/lib/public-booking/server/submit-booking";
import { limitVisitor } from "@/lib/rate-limit/limit-visitor";

/** Books the form's slot; on success leaves for the confirmation page or the link's redirect URL. */
export async function submitBookingAction(linkId: string, previous: BookingActionState, data: FormData): Promise<BookingActionState> {
  if (data.get("intent") !== "add-guest" && !(await limitVisitor("public-booking", await headers())).allowed) {
    const values = previous.status === "invalid" ? previous.values : { name: "", email: "", guests: [], answers: [] };
    return { status: "invalid", values, formError: "errorTooManyAttempts", guestRows: values.guests.length };
  }
  const result = await submitBooking(linkId, data);
  // Replacing the form's history entry: Back from the confirmation returns to the times, not to a form of a time
  // that is now the visitor's own booking (without JavaScript the post is an entry of its own and this changes nothing).
  if ("redirectTo" in result) redirect(result.redirectTo, RedirectType.replace);
  return result;
}
