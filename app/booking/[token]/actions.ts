"use server";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cancelManagedBooking, rescheduleManagedBooking } from "@/lib/public-booking/server/change-booking";
import { limitVisitor } from "@/lib/rate-limit/limit-visitor";

// The manage page's forms. Each counts against the visitor's booking attempts
// and always ends in a redirect back to the manage address with the outcome.

/** Cancels the booking the token stands for. */
export async function cancelBookingAction(token: string, data: FormData): Promise<void> {
  const { allowed } = await limitVisitor("public-booking", await headers());
  redirect(await cancelManagedBooking(token, data, allowed));
}

/** Moves the booking the token stands for to the form's time. */
export async function rescheduleBookingAction(token: string, data: FormData): Promise<void> {
  const { allowed } = await limitVisitor("public-booking", await headers());
  redirect(await rescheduleManagedBooking(token, data, allowed));
}
