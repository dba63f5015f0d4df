// Which advisory locks a booking takes while it re-checks and takes its
// hosts' time. Two bookings that could conflict must share a lock; bookings
// of the same host at other times should not wait for each other (a lock per
// host made every booking of a popular host queue behind the one before).
//
// A booking can only be refused because of a hold inside its busy span (the
// slot widened by the link's buffers), and every hold lies inside the span of
// the booking that made it. So bookings that could conflict have overlapping
// spans, and locking the time buckets a span touches is enough:
// - a span of up to SHORT_SPAN_BUCKETS quarter hours locks each of its
//   quarter hours exclusively, and its UTC days shared;
// - a longer span locks its UTC days exclusively, which keeps the number of
//   locks small for multi-day events; it still meets every short span of
//   those days through their shared day locks.
import { hash } from "node:crypto";

export const QUARTER_HOUR_MS = 15 * 60_000;
const DAY_MS = 86_400_000;
const SHORT_SPAN_BUCKETS = 24;
/** At most this many locks per booking; past it, whole days are locked (a collective link with many hosts). */
const MAX_FINE_LOCKS = 96;

export interface SlotLock {
  /** pg_advisory_xact_lock key: a 64-bit hash of host, bucket size and bucket. */
  key: bigint;
  exclusive: boolean;
}

/** The locks for taking [start, end) of each host, sorted by key: taking them in that order cannot deadlock. */
export function slotLocks(hostIds: readonly string[], start: number, end: number): SlotLock[] {
  const firstQuarter = Math.floor(start / QUARTER_HOUR_MS);
  const lastQuarter = Math.floor((end - 1) / QUARTER_HOUR_MS);
  const firstDay = Math.floor(start / DAY_MS);
  const lastDay = Math.floor((end - 1) / DAY_MS);
  const quarters = lastQuarter - firstQuarter + 1;
  const fine = quarters <= SHORT_SPAN_BUCKETS && hostIds.length * (quarters + lastDay - firstDay + 1) <= MAX_FINE_LOCKS;

  const locks = new Map<bigint, SlotLock>();
  const add = (host: string, unit: string, bucket: number, exclusive: boolean) => {
    const key = lockKey(`${host}|${unit}|${bucket}`);
    // Exclusive wins should two buckets ever hash alike.
    locks.set(key, { key, exclusive: exclusive || (locks.get(key)?.exclusive ?? false) });
  };
  for (const host of hostIds) {
    for (let day = firstDay; day <= lastDay; day++) add(host, "d", day, !fine);
    if (fine) for (let q = firstQuarter; q <= lastQuarter; q++) add(host, "q", q, true);
  }
  return [...locks.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

function lockKey(name: string): bigint {
  return BigInt.asIntN(64, BigInt(`0x${hash("sha256", name, "hex").slice(0, 16)}`));
}
