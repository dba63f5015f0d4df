// The page frame: brand colour as CSS variables, theme, and the link's
// details beside the calendar on wide screens and above it on phones. In an
// embed the frame drops its page margins (and, if asked, its background).
import type { CSSProperties, ReactNode } from "react";
import type { EmbedOptions } from "@/lib/embed/embed-options";
import type { Language } from "@/lib/i18n";
import { readableTextColorOn } from "@/lib/public-booking/brand-color";
import type { PublicLink } from "@/lib/public-booking/public-link";

interface Props {
  link: PublicLink;
  language: Language;
  details?: ReactNode;
  embed?: EmbedOptions;
  children: ReactNode;
}

export function BookingShell({ link, language, details, embed, children }: Props) {
  const brand = link.branding.brandColor ?? "#0f766e";
  const style = { "--brand": brand, "--brand-text": readableTextColorOn(brand) } as CSSProperties;
  const frame = embed
    ? `w-full ${embed.transparent ? "" : "bg-white dark:bg-slate-950"}`
    : "min-h-screen w-full bg-slate-50 px-3 py-4 sm:px-6 sm:py-10 dark:bg-slate-950";
  const card = embed
    ? "grid md:grid-cols-[18rem_minmax(0,1fr)]"
    : "mx-auto grid max-w-5xl overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm md:grid-cols-[18rem_minmax(0,1fr)] dark:border-slate-700 dark:bg-slate-900";
  return (
    <main lang={language} style={style} data-theme={embed?.theme ?? "auto"} className={`text-slate-900 dark:text-slate-100 ${frame}`}>
      <div className={card}>
        {details && <div className="border-b border-slate-200 p-5 md:border-r md:border-b-0 dark:border-slate-700">{details}</div>}
        <div className={`p-5 ${details ? "" : "md:col-span-2"}`}>{children}</div>
      </div>
    </main>
  );
}
