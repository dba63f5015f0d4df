// What the server loads for the booking app's pages (server/), in the shapes
// the components render. Types only, so components need no server module.
import type { Language } from "../i18n";
import type { HourCycle } from "./format";
import type { SlotsByDay } from "./month-math";
import type { PublicLink } from "./public-link";
import type { BookingUrlState, CalendarState, MonthWindow } from "./url-state";

export type BookingPageData =
  | { kind: "not-found"; language: Language }
  | { kind: "unavailable"; link: PublicLink; language: Language }
  | {
      kind: "ready";
      link: PublicLink;
      language: Language;
      state: CalendarState;
      /** The months the calendar may show. */
      months: MonthWindow;
      days: SlotsByDay;
      /** The next month with slots when the shown month has none. */
      nextAvailableMonth?: string;
      prefill: BookingUrlState["prefill"];
    };

export interface ConfirmedBooking {
  booking: string;
  start: string;
  end: string;
  /** The link required approval when the booking was made. */
  pending: boolean;
}

export interface ConfirmationPageData extends ConfirmedBooking {
  link: PublicLink;
  language: Language;
  tz: string;
  hours: HourCycle;
  /** The address's signature, which the .ics download needs too. */
  signature: string;
  /** Where an embed's host page goes next, from the link's own settings. */
  redirect?: string;
}
