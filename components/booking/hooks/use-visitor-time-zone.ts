"use client";
// Times show in the visitor's own zone unless the URL chose one. The server
// renders the zone remembered from an earlier visit (cookie "tz"), else the
// organizer's; on arrival the browser's zone is remembered for the next
// render, and the view switches to it if the URL named none (a fallback: the
// page's inline script has normally done that before the first paint).
import { startTransition, useEffect, useEffectEvent, useState } from "react";
import { currentZoneName, listedTimeZone } from "@/lib/public-booking/time-zone-names";

/** The browser's zone under the picker's name, or undefined when the picker does not list it. */
export function browserTimeZone(): string | undefined {
  return listedTimeZone(currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone));
}

export function rememberTimeZone(zone: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server reads on the next request; Cookie Store API is not in every browser.
  document.cookie = `tz=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Settles the zone once, on arrival; returns whether it has (until then the
 * zone shown may be about to change). `switchTo` replaces the view's zone;
 * `load` fetches what the view needs in a zone, before the switch.
 *
 * The page's inline script (lib/public-booking/browser-zone-redirect.ts) has
 * already asked for the page in the browser's zone before anything painted,
 * so on a page the server rendered the zone shown is the browser's or the
 * URL's, and nothing switches. What remains is a fallback for a page whose
 * script did not run: it keeps the times shown, labelled with their zone,
 * until the other zone's month has arrived, then changes both at once, so
 * times are never blanked nor shown under another zone's name.
 */
export function useVisitorTimeZone(shownZone: string, switchTo: (zone: string) => void, load: (zone: string) => Promise<unknown>): boolean {
  const [settled, setSettled] = useState(false);
  // An effect event: it reads the zone shown on arrival, and a later change of zone does not run it again.
  const settle = useEffectEvent(async () => {
    const detected = browserTimeZone();
    if (!detected) return setSettled(true);
    rememberTimeZone(detected);
    if (new URLSearchParams(window.location.search).has("tz") || detected === shownZone) return setSettled(true);
    await load(detected).catch(() => undefined);
    // A transition: redrawing the month in the new zone yields to input instead of blocking the page.
    startTransition(() => {
      setSettled(true);
      switchTo(detected);
    });
  });
  useEffect(() => void settle(), []);
  return settled;
}
