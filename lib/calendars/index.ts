// What other parts of the service use of connected calendars: the routes (lib/api), the background refresher
// (started beside the outbox dispatcher), and for the booking flow the live check of a host's calendars before a
// booking commits and the access a write-back of booked meetings needs.
export { type CalendarAccess, caldavAccess, recordAccessFault } from "./access";
export { LIVE_CHECK_MS, liveBusyOfHosts, readLiveBusy } from "./live-busy";
export { CALENDAR_MAX_BYTES, CALENDAR_TIMEOUT_MS, type CalendarOptions, calendarOptions } from "./options";
export { REFRESH_WINDOW, type RefreshResult, refreshConnection } from "./refresh";
export { type CalendarRefresher, createCalendarRefresher, releaseCalendarLeases, startCalendarRefresher } from "./refresher";
export { calendarRoutes } from "./routes";
