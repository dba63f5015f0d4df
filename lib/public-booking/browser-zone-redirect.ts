// A first visit from another zone than the one the server rendered must
// never show times in the wrong zone, nor blank them to switch.
// The booking page therefore sends this function, as the source text of an
// inline script placed before its content, and it runs before anything
// paints: when the address names no zone and the browser's differs from the
// page's, the page is requested again for the browser's zone (in the address,
// as the view's state always is). Decision and figures: docs/booking-app.md.
import { offsetMinutes } from "../availability/zoned-time";
import { monthRange } from "./server/month-slots";
import { CURRENT_NAMES } from "./time-zone-names";

/** The zone a page was rendered in, and its clock: [instant, Date#getTimezoneOffset there] pairs. */
export interface RenderedZone {
  zone: string;
  clock: [number, number][];
}

/** What the function touches of the window; a test passes its own. */
export type ZoneRedirectWindow = Pick<Window, "stop"> & {
  location: Pick<Location, "search" | "pathname" | "hash" | "replace">;
  document: { cookie: string };
};

/**
 * Replaces the page by the same address plus `tz` = the browser's zone, unless
 * the address has `tz` (which also ends any loop: the second page has it),
 * the browser's clock is the rendered zone's, or its zone is the one rendered
 * or one the picker does not list. Sent
 * as source text: it may use nothing but its arguments and the browser's
 * globals. Returns the address it went to.
 */
export function replaceWithBrowserZone(
  rendered: RenderedZone,
  oldNames: Record<string, string>,
  w: ZoneRedirectWindow,
): string | undefined {
  const query = new URLSearchParams(w.location.search);
  if (query.has("tz")) return undefined;
  // A clock that reads as the page's at these instants shows the page's times: done, without the cost of Intl's
  // first formatter (40-180 ms on a throttled phone, before the first paint). The view's hook names the zone later.
  if (rendered.clock.every(([instant, offset]) => new Date(instant).getTimezoneOffset() === offset)) return undefined;
  const reported = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const zone = oldNames[reported] || reported;
  // The picker's list (time-zone-names.ts): the runtime's zones, UTC, and the current names of old ones.
  const known = Intl.supportedValuesOf("timeZone").concat("UTC", Object.values(oldNames));
  if (!zone || zone === rendered.zone || known.indexOf(zone) < 0) return undefined;
  try {
    // As the page's script would on arrival: the next visit's HTML is rendered in this zone without a detour.
    w.document.cookie = `tz=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // A sandboxed frame may refuse cookies: the address carries the zone anyway.
  }
  query.set("tz", zone);
  const address = `${w.location.pathname}?${query}${w.location.hash}`;
  // Stop parsing this page first, so none of it paints or runs (no hydration, no embed events) before the next one.
  w.stop();
  // Replace, not push: Back skips the page that was never shown.
  w.location.replace(address);
  return address;
}

/**
 * `zone`'s clock where the first view's times lie: now, and the first and last
 * instant of the month shown (a zone with the same offsets there shows the
 * same times, and the same current month).
 */
export function renderedZone(zone: string, month: string, now = Date.now()): RenderedZone {
  const { startDate, endDate } = monthRange(month, zone);
  return { zone, clock: [now, Date.parse(startDate), Date.parse(endDate)].map((instant) => [instant, -offsetMinutes(zone, instant)]) };
}

/** The inline script's text for a page rendered in `rendered`; any failure leaves the page as rendered. */
export function browserZoneRedirectScript(rendered: RenderedZone): string {
  // "<" escaped in the data, so no value can close the script element.
  const args = [JSON.stringify(rendered), JSON.stringify(CURRENT_NAMES)].join(",").replace(/</g, "\\u003c");
  return `try{(${replaceWithBrowserZone.toString()})(${args},window)}catch(e){}`;
}
