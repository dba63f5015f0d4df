// The background every booking-app page stands on (BookingShell's and the
// notices'): a page with margins and the full screen's height, or in an embed
// none of either (the iframe is sized to the content), and no background when
// the embed asks to be transparent.
import type { EmbedOptions } from "@/lib/embed/embed-options";

export function pageFrameClass(embed?: EmbedOptions): string {
  return embed
    ? `w-full ${embed.transparent ? "" : "bg-white dark:bg-slate-950"}`
    : "min-h-screen w-full bg-white sm:bg-slate-50 sm:px-6 sm:py-10 dark:bg-slate-900 sm:dark:bg-slate-950";
}
