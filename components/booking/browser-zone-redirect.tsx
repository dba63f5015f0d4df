// The booking page's first element: before any of it paints, a visitor whose
// browser is in another zone than the page's is sent to the page in their own
// zone (lib/public-booking/browser-zone-redirect.ts). Without JavaScript the
// page stays as rendered, its zone labelled.
import { browserZoneRedirectScript, renderedZone } from "@/lib/public-booking/browser-zone-redirect";

/** `zone` and `month`: the zone and month the server rendered the page in. */
export function BrowserZoneRedirect({ zone, month, nonce }: { zone: string; month: string; nonce?: string }) {
  return (
    <script
      nonce={nonce}
      // The browser hides a nonce from the DOM once it applies it, so hydration reads it as empty.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own code and a zone name, "<" escaped.
      dangerouslySetInnerHTML={{ __html: browserZoneRedirectScript(renderedZone(zone, month)) }}
    />
  );
}
