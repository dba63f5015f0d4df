// The manage page's data: the booking as it is now (read back by its token),
// its link in the link's language, the visitor's zone (the one they booked
// in, unless the URL names another) and, for the reschedule step, the
// calendar with the booking's own time counted free.
import "server-only";
import { localDateAt } from "../../availability/zoned-time";
import { LOCALES, languageFromHeader, pickLanguage } from "../../i18n";
import { allowedChanges, readManageQuery, shownStep, type VisitorBooking, withReadableAnswers } from "../manage-booking";
import type { ManagePageData } from "../page-data";
import type { PublicLink } from "../public-link";
import { type BookingUrlState, readUrlState } from "../url-state";
import { defaultHours, loadCalendar, loadPublicLink } from "./load-booking-page";
import { readManagedBooking } from "./managed-booking";
import { monthContaining, toDateKey } from "./month-slots";
import { readTimeZone, readTimeZoneOrSearch } from "./time-zone";
import { visitorContext } from "./visitor";

type Params = Record<string, string | string[] | undefined>;

export async function loadManagePage(token: string, params: Params, now = Date.now()): Promise<ManagePageData> {
  const visitor = await visitorContext();
  const managed = await readManagedBooking(token);
  if (managed.kind === "expired") return { kind: "expired", language: languageFromHeader(visitor.acceptLanguage) };
  if (managed.kind === "not-found") return { kind: "not-found", language: languageFromHeader(visitor.acceptLanguage) };
  const link = await loadPublicLink(managed.booking.bookingLinkId);
  if (!link) return { kind: "not-found", language: languageFromHeader(visitor.acceptLanguage) };
  const booking = withReadableAnswers(managed.booking, link.customFields);
  const language = pickLanguage(link.language, visitor.acceptLanguage);
  const url = readUrlState(params, { customFieldNames: [], readTimeZone: readTimeZoneOrSearch });
  const tz = url.tz ?? readTimeZone(booking.timezone) ?? link.defaultTimeZone;
  const hours = url.hours ?? visitor.hourCycle ?? defaultHours(LOCALES[language]);
  const query = readManageQuery(params);
  const changes = allowedChanges(booking, link, now);
  const step = shownStep(query.step, changes);
  const calendar = step === "reschedule" ? await rescheduleCalendar(link, booking, url, { tz, hours, now }) : undefined;
  return { kind: "ready", link, language, token, booking, tz, hours, step, done: query.done, error: query.error, changes, calendar };
}

/** Opens on the booking's own day and duration, so the visitor sees the times around it. */
function rescheduleCalendar(link: PublicLink, booking: VisitorBooking, url: BookingUrlState, options: Parameters<typeof loadCalendar>[2]) {
  const start = Date.parse(booking.start);
  return loadCalendar(link, url, {
    ...options,
    defaults: {
      duration: booking.durationId,
      month: monthContaining(start, options.tz),
      date: toDateKey(localDateAt(options.tz, start)),
    },
    excludeBookingId: booking.id,
  });
}
