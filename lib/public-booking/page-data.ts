// What the server loads for the booking app's pages (server/), in the shapes
// the components render. Types only, so components need no server module.
import type { Language } from "../i18n";
import type { HourCycle } from "./format";
import type { AllowedChanges, ManageError, ManageOutcome, ManageStep, VisitorBooking } from "./manage-booking";
import type { SlotsByDay } from "./month-math";
import type { PublicLink } from "./public-link";
import type { BookingUrlState, CalendarState, MonthWindow } from "./url-state";

export type BookingPageData =
  | { kind: "not-found"; language: Language }
  | { kind: "unavailable"; link: PublicLink; language: Language }
  | ({ kind: "ready"; link: PublicLink; language: Language } & Pick<BookingUrlState, "prefill" | "utm"> & CalendarData);

/** A calendar of free times: the booking page's, and the manage page's reschedule step. */
export interface CalendarData {
  state: CalendarState;
  /** The months the calendar may show. */
  months: MonthWindow;
  days: SlotsByDay;
  /** The week view's other month, when its week reaches into one (server-rendered like the shown month). */
  adjacentMonth?: { month: string; days: SlotsByDay };
  /** The next month with slots when the shown month has none. */
  nextAvailableMonth?: string;
  /** What the visitor searched the zones for without finding one (BookingUrlState): the zone picker says so. */
  unmatchedTimeZone?: string;
}

/** The confirmation page: the booking read back by its manage token, as it is now. */
export interface ConfirmationPageData {
  link: PublicLink;
  language: Language;
  tz: string;
  hours: HourCycle;
  booking: VisitorBooking;
  manageToken: string;
  /** The manage address in full, for the visitor to keep. */
  manageUrl: string;
  /** Where an embed's host page goes next, from the link's own settings. */
  redirect?: string;
}

export type ManagePageData =
  | { kind: "not-found"; language: Language }
  | { kind: "expired"; language: Language }
  | {
      kind: "ready";
      link: PublicLink;
      language: Language;
      token: string;
      booking: VisitorBooking;
      tz: string;
      hours: HourCycle;
      step: ManageStep;
      done?: ManageOutcome;
      error?: ManageError;
      changes: AllowedChanges;
      /** The reschedule step's calendar, the booking's own time counted free. */
      calendar?: CalendarData;
    };
