// The confirmation's HTML records its booking in the tab while it is read: an
// inline script placed before the heading (lib/public-booking/booked-here.ts).
// A visitor who goes Back before the page's scripts ran, as soon as "You are
// booked" shows, comes back to a booking page that knows the time is theirs.
// Rendered on the server only: React neither runs nor compares it afterwards.
import { bookedHereScript } from "@/lib/public-booking/booked-here";

export function BookedHereScript({ linkId, start, nonce }: { linkId: string; start: string; nonce?: string }) {
  return (
    <script
      nonce={nonce}
      // The browser hides a nonce from the DOM once it applies it, so hydration reads it as empty.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own code, a link id and an instant, "<" escaped.
      dangerouslySetInnerHTML={{ __html: bookedHereScript(linkId, start) }}
    />
  );
}
