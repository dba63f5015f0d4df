// The booking page's data for the visitor making this request: their
// languages and remembered zone (visitor.ts) applied to loadBookingPage.
import "server-only";
import { LOCALES } from "../../i18n";
import type { BookingPageData } from "../page-data";
import { loadBookingPage } from "./load-booking-page";
import { visitorContext } from "./visitor";

export async function loadVisitorBookingPage(id: string, params: Record<string, string | string[] | undefined>): Promise<BookingPageData> {
  const visitor = await visitorContext();
  return loadBookingPage(id, params, { ...visitor, locale: (language) => LOCALES[language] });
}
