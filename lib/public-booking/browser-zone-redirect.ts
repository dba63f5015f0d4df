// Issue #13, defect 2: a first visit from another zone than the one the server
// rendered must never show times in the wrong zone, nor blank them to switch.
// The booking page therefore sends this function, as the source text of an
// inline script placed before its content, and it runs before anything
// paints: when the address names no zone and the browser's differs from the
// page's, the page is requested again for the browser's zone (in the address,
// as the view's state always is). Decision and figures: docs/booking-app.md.
import { CURRENT_NAMES } from "./time-zone-names";

/** What the function touches of the window; a test passes its own. */
export type ZoneRedirectWindow = Pick<Window, "stop"> & {
  location: Pick<Location, "search" | "pathname" | "hash" | "replace">;
  document: { cookie: string };
};

/**
 * Replaces the page by the same address plus `tz` = the browser's zone, unless
 * the address has `tz` (which also ends any loop: the second page has it) or
 * the browser's zone is the one rendered or one the picker does not list. Sent
 * as source text: it may use nothing but its arguments and the browser's
 * globals. Returns the address it went to.
 */
export function replaceWithBrowserZone(rendered: string, oldNames: Record<string, string>, w: ZoneRedirectWindow): string | undefined {
  const query = new URLSearchParams(w.location.search);
  if (query.has("tz")) return undefined;
  const reported = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const zone = oldNames[reported] || reported;
  // The picker's list (time-zone-names.ts): the runtime's zones, UTC, and the current names of old ones.
  const known = Intl.supportedValuesOf("timeZone").concat("UTC", Object.values(oldNames));
  if (!zone || zone === rendered || known.indexOf(zone) < 0) return undefined;
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

/** The inline script's text for a page rendered in `renderedZone`; any failure leaves the page as rendered. */
export function browserZoneRedirectScript(renderedZone: string): string {
  // "<" escaped in the data, so no value can close the script element.
  const args = [JSON.stringify(renderedZone), JSON.stringify(CURRENT_NAMES)].join(",").replace(/</g, "\\u003c");
  return `try{(${replaceWithBrowserZone.toString()})(${args},window)}catch(e){}`;
}
