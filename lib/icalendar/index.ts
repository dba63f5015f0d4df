// Busy times from iCalendar data (CalDAV resources, iCalendar feeds): pure, no database, no network.
export {
  type BusyInterval,
  type BusyOptions,
  type BusyTimes,
  busyIntervals,
  busyIntervalsYielding,
  queryTimeRange,
} from "./busy-intervals";
export { ICalendarError, type ICalendarErrorCode } from "./errors";
export { EXPANSION_LIMITS } from "./expand";
