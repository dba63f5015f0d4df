// The confirmation page's data: the link, and the booking its signed address
// names (confirmation.ts), shown in the visitor's zone and language.
import "server-only";
import { pickLanguage } from "../../i18n";
import type { ConfirmationPageData } from "../page-data";
import { readHourCycle } from "../url-state";
import { readConfirmation, redirectAfterBooking } from "./confirmation";
import { loadPublicLink } from "./load-booking-page";
import { readTimeZone } from "./time-zone";
import { visitorContext } from "./visitor";

/** Undefined for an unknown link or an address this app did not sign. */
export async function loadConfirmationPage(
  id: string,
  query: Record<string, string | undefined>,
): Promise<ConfirmationPageData | undefined> {
  const visitor = await visitorContext();
  const link = await loadPublicLink(id);
  const confirmed = link && readConfirmation(link.id, query);
  if (!link || !confirmed) return undefined;
  return {
    ...confirmed,
    link,
    language: pickLanguage(link.language, visitor.acceptLanguage),
    tz: readTimeZone(query.tz) ?? visitor.timeZone ?? link.defaultTimeZone,
    hours: readHourCycle(query.hours) ?? "24",
    signature: query.sig ?? "",
    redirect: redirectAfterBooking(link, { id: confirmed.booking, start: confirmed.start }),
  };
}
