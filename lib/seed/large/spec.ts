// How much a generated large workspace holds: the large set at scale 1, a tenth of it for the
// embedded database at --scale 0.1.

export interface LargeSpec {
  seed: number;
  scale: number;
  /** Midnight UTC of the day the two years of bookings are centred on: one year before, one after. */
  anchor: Date;
  members: number;
  bookingLinks: number;
  bookings: number;
  busyTimes: number;
  auditEvents: number;
  invites: number;
  outboxAttempts: number;
  webhooks: number;
}

const FULL = {
  members: 500,
  bookingLinks: 2_000,
  bookings: 1_000_000,
  busyTimes: 5_000_000,
  auditEvents: 200_000,
  invites: 20_000,
  outboxAttempts: 5_000,
} as const;

export const DAY_MS = 86_400_000;
/** Days of bookings and busy times: a year each side of the anchor. */
export const SPAN_DAYS = 730;

export function largeSpec(options: { seed?: number; scale?: number; anchor?: Date } = {}): LargeSpec {
  const scale = options.scale ?? 1;
  if (!(scale > 0 && scale <= 10)) throw new RangeError("scale must be more than 0 and at most 10");
  const at = (n: number, least: number) => Math.max(least, Math.round(n * scale));
  const today = new Date();
  const anchor = options.anchor ?? new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  return {
    seed: options.seed ?? 1,
    scale,
    anchor,
    // A collective link of 20 hosts needs 20 members; audit logs need two.
    members: at(FULL.members, 20),
    bookingLinks: at(FULL.bookingLinks, 5),
    bookings: at(FULL.bookings, 0),
    busyTimes: at(FULL.busyTimes, 0),
    auditEvents: at(FULL.auditEvents, 0),
    invites: at(FULL.invites, 0),
    outboxAttempts: at(FULL.outboxAttempts, 0),
    webhooks: 5,
  };
}
