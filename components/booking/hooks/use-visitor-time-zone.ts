"use client";
// Times show in the visitor's own zone unless the URL chose one. The server
// renders the zone remembered from an earlier visit (cookie "tz"), else the
// organizer's; on arrival the browser's zone is remembered for the next
// render, and the view switches to it if the URL named none.
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
 * zone shown may be about to change). `switchTo` replaces the view's zone.
 */
export function useVisitorTimeZone(shownZone: string, switchTo: (zone: string) => void): boolean {
  const [settled, setSettled] = useState(false);
  // An effect event: it reads the zone shown on arrival, and a later change of zone does not run it again.
  const settle = useEffectEvent(() => {
    const detected = browserTimeZone();
    if (!detected) return setSettled(true);
    rememberTimeZone(detected);
    if (new URLSearchParams(window.location.search).has("tz") || detected === shownZone) return setSettled(true);
    // A transition: redrawing the month in the new zone yields to input instead of blocking the page.
    startTransition(() => {
      setSettled(true);
      switchTo(detected);
    });
  });
  useEffect(() => settle(), []);
  return settled;
}
