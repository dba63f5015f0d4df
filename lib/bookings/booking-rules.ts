// What state a booking must be in for each change. Checked inside the
// change's transaction, on the row it has locked.
import { AppError } from "../errors/app-error";
import type { BookingRow } from "./booking-records";

type Field = "bookingId" | "manageToken";

/** Not yet started: a meeting under way or over is history, and history is not changed. */
export function requireNotStarted(row: BookingRow, now: number, field: Field): void {
  if (row.startAt.getTime() <= now) {
    throw new AppError("BOOKING_STARTED", "This meeting has already started; it can no longer be changed.", { field });
  }
}

export function requireNotReplaced(row: BookingRow, field: Field): void {
  if (row.status === "RESCHEDULED") {
    throw new AppError("BOOKING_RESCHEDULED", `This booking was rescheduled; the current one is ${row.rescheduledToId}.`, { field });
  }
}

/** PENDING or CONFIRMED: the booking still holds its time. */
export function requireActive(row: BookingRow, field: Field): void {
  requireNotReplaced(row, field);
  if (row.status === "CANCELLED" || row.status === "DECLINED") {
    throw new AppError("BOOKING_NOT_ACTIVE", `This booking was ${row.status.toLowerCase()}; book a new time instead.`, { field });
  }
}

export function requirePending(row: BookingRow): void {
  requireActive(row, "bookingId");
  if (row.status !== "PENDING") {
    throw new AppError("BOOKING_NOT_PENDING", "Only a booking awaiting approval can be approved or declined; cancel a confirmed one.", {
      field: "bookingId",
    });
  }
}
