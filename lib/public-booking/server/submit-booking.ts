// The server side of the booking form, for the page with or without
// JavaScript: validate with the link's form schema, book through the
// scheduling service, and say where to go next or what went wrong.
import "server-only";
import { embedParams, readEmbedOptions } from "../../embed/embed-options";
import type { MessageKey } from "../../i18n/messages-en";
import { postBooking, ServiceError } from "../../scheduling-client/client";
import {
  type BookingActionState,
  type BookingFormValues,
  bookingFormSchema,
  fieldErrors,
  formValuesFrom,
  guestNameOf,
} from "../booking-form";
import type { PublicLink } from "../public-link";
import { readHourCycle, readSlot, readUtm } from "../url-state";
import { afterBooking } from "./confirmation";
import { loadPublicLink } from "./load-booking-page";
import { isReservationId } from "./slot-hold";
import { readTimeZone } from "./time-zone";

export type SubmitResult = { redirectTo: string } | BookingActionState;

const text = (data: FormData, key: string) => {
  const value = data.get(key);
  return typeof value === "string" ? value : "";
};

export async function submitBooking(linkId: string, data: FormData): Promise<SubmitResult> {
  const link = await loadPublicLink(linkId);
  const empty: BookingFormValues = { name: "", email: "", guests: [], answers: [] };
  if (!link?.bookable) return { status: "invalid", values: empty, formError: "errorUnavailable", guestRows: 0 };
  const values = formValuesFrom(data, link);
  const guestRows = Math.min(Number(text(data, "guestRows")) || values.guests.length, link.guests.max);

  if (text(data, "intent") === "add-guest") {
    return { status: "invalid", values, guestRows: Math.min(guestRows + 1, link.guests.max) };
  }
  const parsed = bookingFormSchema(link).safeParse(values);
  if (!parsed.success) {
    return { status: "invalid", values, fieldErrors: fieldErrors(parsed.error), formError: "errorSummary", guestRows };
  }

  const slot = readSlot(text(data, "slot"));
  const tz = readTimeZone(text(data, "tz"));
  const durationId = text(data, "duration");
  const duration = link.durations.find((d) => d.id === durationId);
  if (!slot || !tz || !duration) {
    return { status: "invalid", values, formError: "errorSlotGone", slotLost: true, lostSlot: text(data, "slot"), guestRows };
  }

  // The visitor's hold on the time (use-slot-hold.ts): their own hold does not block their booking.
  const reservationId = text(data, "reservationId");
  const held = isReservationId(reservationId);
  const fields = Object.fromEntries([...data.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));
  // The campaign parameters the page kept in hidden inputs (from its address, or forwarded by an embed).
  const utm = readUtm(fields);
  try {
    const { id, manageToken = "" } = await postBooking(
      {
        bookingLinkId: link.id,
        startDateTime: slot,
        timezone: tz,
        durationId: duration.id,
        attendees: [
          { name: parsed.data.name, email: parsed.data.email, isGuest: false },
          ...parsed.data.guests.map((g) => ({ name: guestNameOf(g), email: g.email, isGuest: true })),
        ],
        customFieldResponses: link.customFields
          .map((f, i) => ({ field: { ...f }, value: parsed.data.answers[i] ?? "" }))
          .filter((response) => response.value !== ""),
        ...(held && { reservationId }),
        ...(Object.keys(utm).length > 0 && { utm }),
      },
      // One key per rendered form: a double submit or a retried post books once.
      text(data, "idempotencyKey").slice(0, 200) || crypto.randomUUID(),
    );
    const embed = text(data, "embed") === "1" ? embedParams(readEmbedOptions(fields)) : undefined;
    // Without a manage token (a service that gives none) the confirmation page cannot read the booking back and says so.
    return { redirectTo: afterBooking(link, { id, start: slot, manageToken, tz, hours: readHourCycle(text(data, "hours")) }, embed) };
  } catch (error) {
    return { status: "invalid", values, guestRows, lostSlot: slot, ...describeFailure(error, link, held) };
  }
}

function describeFailure(
  error: unknown,
  link: PublicLink,
  held: boolean,
): { formError: MessageKey; fieldErrors?: Record<string, MessageKey>; slotLost?: boolean } {
  if (!(error instanceof ServiceError)) throw error;
  switch (error.code) {
    // With a hold, only its running out lets someone else take the time.
    case "SLOT_UNAVAILABLE":
      return { formError: held ? "errorHoldTaken" : "errorSlotTaken", slotLost: true };
    case "SLOT_NOT_OFFERED":
    case "UNKNOWN_DURATION":
      return { formError: "errorSlotGone", slotLost: true };
    case "TOO_MANY_GUESTS":
    case "GUESTS_NOT_ALLOWED":
      return { formError: "errorSummary", fieldErrors: { guests: "errorTooManyGuests" } };
    case "DUPLICATE_ATTENDEE":
      return { formError: "errorSummary", fieldErrors: { email: "errorDuplicateEmail" } };
    case "CUSTOM_FIELD_REQUIRED": {
      // The service names the field `customFields.<name>`; the form's input is answers.<its position>.
      const position = link.customFields.findIndex((f) => `customFields.${f.name}` === error.field);
      return { formError: "errorSummary", fieldErrors: position < 0 ? undefined : { [`answers.${position}`]: "errorRequired" } };
    }
    default:
      return { formError: error.status >= 500 ? "errorUnavailable" : "errorGeneric" };
  }
}
