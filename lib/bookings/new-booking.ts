// A booking about to be written: everything decided before its transaction.
import type { AuditActor } from "../audit/record-audit-event";
import type { AuthContext } from "../auth/authenticate";
import type { Interval } from "../availability/intervals";
import type { LoadedBookingLink } from "../booking-links/get-booking-link";
import type { SlotRequest } from "../booking-links/link-slots";
import type { CreateBookingInput } from "../contract/bookings";
import type { IdempotencyScope } from "./idempotency";

/** Everything decided before the transaction: what to write if the slot is still free. */
export interface NewBooking {
  id: string;
  auth: AuthContext;
  link: LoadedBookingLink;
  durationId: string;
  input: CreateBookingInput;
  answers: unknown;
  slot: SlotRequest & { start: number; end: number };
  keepsAuditLog: boolean;
  idempotency?: IdempotencyScope;
  /** Who the audit log names; the key's member by default. */
  actor?: AuditActor;
  /** Hosts' busy time read from their calendar servers just before (BookingReads.liveBusy), counted with the stored. */
  liveBusy?: Map<string, Interval[]>;
  /** Set when this booking replaces another (a reschedule). */
  replaces?: {
    id: string;
    status: "PENDING" | "CONFIRMED";
    /** Whether the replaced booking was confirmed: its invitation is on calendars. */
    wasConfirmed: boolean;
    /** Hosts of the replaced booking: kept when still free. */
    hostIds: string[];
    /** Its time, for the messages about the move. */
    previous: { start: string; end: string; title: string };
    /** Its calendar event: the replacement keeps the UID, one SEQUENCE higher. */
    ical: { uid: string; sequence: number };
  };
}

/** What insertRows settles for the new row: its title, status, times and calendar identity. */
export interface NewBookingFacts {
  title: string;
  status: "PENDING" | "CONFIRMED";
  startAt: Date;
  endAt: Date;
  ical: { uid: string; sequence: number };
}
