// The confirmation page's data: the booking read back by the manage token its
// address carries (confirmation.ts), as it is now, shown in the visitor's
// zone and language.
import "server-only";
import { pickLanguage } from "../../i18n";
import { managePath, withReadableAnswers } from "../manage-booking";
import type { ConfirmationPageData } from "../page-data";
import { firstParam, readHourCycle, type UrlParams } from "../url-state";
import { redirectAfterBooking } from "./confirmation";
import { loadPublicLink } from "./load-booking-page";
import { readManagedBooking } from "./managed-booking";
import { publicUrl } from "./public-url";
import { readTimeZone } from "./time-zone";
import { visitorContext } from "./visitor";

/** Undefined for an unknown link, a token this service did not sign, a booking of another link, or one that has ended. */
export async function loadConfirmationPage(id: string, query: UrlParams): Promise<ConfirmationPageData | undefined> {
  const visitor = await visitorContext();
  const [link, managed] = await Promise.all([loadPublicLink(id), readManagedBooking(firstParam(query, "token") ?? "")]);
  if (!link || managed.kind !== "found" || managed.booking.bookingLinkId !== link.id) return undefined;
  const { manageToken } = managed;
  const booking = withReadableAnswers(managed.booking, link.customFields);
  return {
    link,
    language: pickLanguage(link.language, visitor.acceptLanguage),
    tz: readTimeZone(firstParam(query, "tz")) ?? visitor.timeZone ?? readTimeZone(booking.timezone) ?? link.defaultTimeZone,
    hours: readHourCycle(firstParam(query, "hours")) ?? visitor.hourCycle ?? "24",
    booking,
    manageToken,
    manageUrl: `${publicUrl()}${managePath(manageToken)}`,
    redirect: redirectAfterBooking(link, { id: booking.id, start: booking.start }),
  };
}
