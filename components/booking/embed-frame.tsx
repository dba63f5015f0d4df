// The booking screen's embed half (booking-screen.tsx's `frame`): the bridge
// to the host page around the view, and the host page told when the link is
// unavailable. Imported by the embed route only.
import type { EmbedOptions } from "@/lib/embed/embed-options";
import type { EmbedFrame } from "./booking-screen";
import { EmbedBridge } from "./embed-bridge";
import { EmbedLinkFailed } from "./embed-link-failed";

export function embedFrame(embed: EmbedOptions): EmbedFrame {
  return {
    wrap: (view) => (
      <EmbedBridge origin={embed.embedOrigin} embedId={embed.embedId}>
        {view}
      </EmbedBridge>
    ),
    unavailable: <EmbedLinkFailed embed={embed} code="UNAVAILABLE" />,
  };
}
