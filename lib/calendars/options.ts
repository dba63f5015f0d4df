// What the calendar connections need from the deployment: whether private servers may be reached, the key that
// seals credentials, and how long and how much a calendar server may answer.

export interface CalendarOptions {
  /** Private, loopback and link-local addresses, and CalDAV over http://, allowed (the demo, tests, a LAN server). */
  allowPrivate: boolean;
  /** The sealing key in base64; "database": the demo's, made once and kept in service_secrets; undefined: none. */
  credentialsKey: string | undefined;
  /** Each request to a calendar server, from its start to the answer's last byte. */
  timeoutMs: number;
  /** Bytes of one answer at most (a calendar of 5,000 events is ~3 MB). */
  maxBytes: number;
}

export const CALENDAR_TIMEOUT_MS = 15_000;
export const CALENDAR_MAX_BYTES = 20 * 1024 * 1024;

/** The options from the configuration's calendars section (lib/config), with the fixed limits. */
export function calendarOptions(config: { credentialsKey: string | undefined; allowPrivateServers: boolean }): CalendarOptions {
  return {
    allowPrivate: config.allowPrivateServers,
    credentialsKey: config.credentialsKey,
    timeoutMs: CALENDAR_TIMEOUT_MS,
    maxBytes: CALENDAR_MAX_BYTES,
  };
}
