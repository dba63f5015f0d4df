// The one error busyIntervals throws: input that is not iCalendar data at all, or a window or zone it cannot use.
// A readable calendar with some unreadable events is not an error: those are skipped and counted (BusyTimes).

export type ICalendarErrorCode = "NOT_ICALENDAR" | "INVALID_WINDOW" | "INVALID_ZONE";

export class ICalendarError extends Error {
  override readonly name = "ICalendarError";
  constructor(
    readonly code: ICalendarErrorCode,
    message: string,
  ) {
    super(message);
  }
}
