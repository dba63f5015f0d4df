// The times a tab booked, per link, kept in its sessionStorage for the rest
// of its session (components/booking/hooks/use-booked-here.ts reads them).
// The confirmation records its booking twice: as an inline script placed
// before its heading, which runs while its HTML is read, and again once its
// scripts run. A visitor who goes Back before the confirmation's scripts ran
// (a form posted before the booking page's scripts ran, a slow line) then
// still comes back to a booking page that knows the time is theirs, rather
// than one whose hold on it is refused as if someone else were booking it.

export const BOOKED_HERE_KEY = "booked-here";
/** Times kept per link, the latest. */
export const BOOKED_HERE_MAX = 20;

/** What the recorder touches of sessionStorage; a test passes its own. */
export type BookedHereStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * Adds `start` (an instant, as epoch ms) to the times of `linkId` in `storage`, once. Sent as source text too
 * (bookedHereScript): it may use nothing but its arguments and the browser's globals. Throws when storage is
 * refused (a sandboxed frame); the callers catch.
 */
export function recordBookedHere(storage: BookedHereStorage, key: string, max: number, linkId: string, start: string): void {
  const at = Date.parse(start);
  if (Number.isNaN(at)) return;
  let kept: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) || "{}");
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) kept = parsed as Record<string, unknown>;
  } catch {
    // Unreadable: started afresh.
  }
  const earlier = Object.hasOwn(kept, linkId) ? kept[linkId] : undefined;
  const times = Array.isArray(earlier) ? earlier.filter((t) => typeof t === "number" && t !== at) : [];
  times.push(at);
  kept[linkId] = times.slice(-max);
  storage.setItem(key, JSON.stringify(kept));
}

/** The inline script that records the booking as the confirmation's HTML is read ("<" escaped: no value closes it). */
export function bookedHereScript(linkId: string, start: string): string {
  const args = [JSON.stringify(BOOKED_HERE_KEY), String(BOOKED_HERE_MAX), JSON.stringify(linkId), JSON.stringify(start)]
    .join(",")
    .replace(/</g, "\\u003c");
  return `try{(${recordBookedHere.toString()})(sessionStorage,${args})}catch(e){}`;
}
