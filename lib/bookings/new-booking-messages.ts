// What a new booking (or a reschedule's replacement) tells people and
// systems, recorded as one outbox row (the dispatcher makes its e-mails,
// reminders and webhook deliveries), as SQL that joins the statement writing
// the booking.
import type { SQL } from "drizzle-orm";
import type { LoadedBookingLink } from "../booking-links/get-booking-link";
import type { Booking } from "../contract/bookings";
import type { Db } from "../db/client";
import { outboxMessages } from "../db/schema";
import { changeRow } from "../notifications/booking-messages";
import { answerLabels } from "../validation/custom-field-answers";
import type { CustomField } from "../validation/fields";
import { storedUtm } from "../validation/utm";
import type { CustomFieldAnswer } from "./check-booking-request";
import type { NewBooking, NewBookingFacts } from "./new-booking";
import { change, linkHost, notifiedNewBooking } from "./notify";

/** An answer as e-mails show it: options by their labels, a CHECKBOX as ✓ or ✗; webhooks carry the stored value. */
function readableAnswer(link: LoadedBookingLink, fieldId: string, value: string): string {
  const field = (link.customFields as CustomField[]).find((f) => f.id === fieldId);
  if (!field) return value;
  if (field.type === "CHECKBOX") return value === "true" ? "✓" : "✗";
  return answerLabels(field, value);
}

export function newBookingMessages(tx: Db, booking: NewBooking, facts: NewBookingFacts, hostIds: string[]): SQL {
  const { id, auth, link, input, slot } = booking;
  const answers = booking.answers as CustomFieldAnswer[];
  const attendees = input.attendees.map(({ name, email, isGuest }) => ({ name, email, isGuest: isGuest ?? false }));
  const notified = notifiedNewBooking(
    link,
    {
      id,
      title: facts.title,
      status: facts.status,
      start: facts.startAt.toISOString(),
      end: facts.endAt.toISOString(),
      timezone: input.timezone,
      attendees,
      answers: answers.map(({ fieldId, label, value }) => ({ label, value: readableAnswer(link, fieldId, value) })),
      location: firstLocation(link)?.location ?? null,
      reason: null,
      ical: facts.ical,
    },
    hostIds,
  );
  const event = booking.replaces ? "booking.rescheduled" : facts.status === "PENDING" ? "booking.requested" : "booking.created";
  const data: Booking = {
    id,
    status: facts.status,
    bookingLinkId: link.id,
    durationId: booking.durationId,
    title: facts.title,
    start: notified.start,
    end: notified.end,
    timezone: input.timezone,
    // In the order GET /v1/bookings/{id} lists them.
    hosts: notified.hosts
      .map(({ userId, name, email }) => ({ userId, name, email }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId)),
    attendees,
    customFieldResponses: answers,
    location: firstLocation(link),
    createdAt: new Date(slot.now).toISOString(),
    updatedAt: new Date(slot.now).toISOString(),
    cancelledAt: null,
    cancellationReason: null,
    cancelledBy: null,
    cancelledByUserId: null,
    rescheduledFromBookingId: booking.replaces?.id ?? null,
    rescheduledToBookingId: null,
    utm: storedUtm(input.utm),
    ical: facts.ical,
  };
  const recorded = change(event, auth.workspaceId, slot.now, notified, {
    previous: booking.replaces?.previous,
    wasConfirmed: booking.replaces?.wasConfirmed,
    releasedHosts: releasedHosts(link, booking.replaces?.hostIds ?? [], hostIds),
  });
  return tx
    .insert(outboxMessages)
    .values(changeRow({ change: recorded, data }))
    .getSQL();
}

/** The hosts a reschedule took the meeting from, as the link knows them (one no longer on it is not told). */
function releasedHosts(link: LoadedBookingLink, previous: string[], taken: string[]) {
  return previous.filter((id) => !taken.includes(id)).flatMap((userId) => linkHost(link, userId) ?? []);
}

/** The link's first location: where the meeting is, as booked. */
export function firstLocation(link: LoadedBookingLink) {
  const location = link.bookingLocations[0];
  return location ? { type: location.type, location: location.location, conferenceProviderId: location.conferenceProviderId } : null;
}
