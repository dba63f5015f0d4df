"use server";
import { redirect } from "next/navigation";
import { submitBooking, type BookingActionState } from "@/lib/public-booking/submit-booking";

/** Books the form's slot; on success leaves for the confirmation page or the link's redirect URL. */
export async function submitBookingAction(linkId: string, _previous: BookingActionState, data: FormData): Promise<BookingActionState> {
  const result = await submitBooking(linkId, data);
  if ("redirectTo" in result) redirect(result.redirectTo);
  return result;
}
