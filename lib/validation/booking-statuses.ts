/**
 * The states of a booking. PENDING waits for a host's approval and holds the
 * time like CONFIRMED; CANCELLED and DECLINED free it; RESCHEDULED was
 * replaced by another booking, which holds the new time.
 */
export const BOOKING_STATUSES = ["PENDING", "CONFIRMED", "CANCELLED", "DECLINED", "RESCHEDULED"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The states in which a booking holds its hosts' time. */
export const ACTIVE_BOOKING_STATUSES: readonly BookingStatus[] = ["PENDING", "CONFIRMED"];
