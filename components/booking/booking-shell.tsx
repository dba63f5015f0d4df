// The page frame: brand colour as CSS variables, theme, and the link's
// details beside the calendar on wide screens and above it on phones. In an
// embed the frame drops its page margins (and, if asked, its background). On
// phones the card runs edge to edge, so a 320 px screen still fits seven
// 44 px days. The calendar's half is a size container: what it holds lays
// itself out by the room it gets (which the details column and an embed's
// frame decide), not by the window's width.
import type { CSSProperties, ReactNode } from "react";
import type { EmbedOptions } from "@/lib/embed/embed-options";
import type { Language } from "@/lib/i18n";
import { DEFAULT_BRAND_COLOR, readableTextColorOn } from "@/lib/public-booking/brand-color";
import type { PublicLink } from "@/lib/public-booking/public-link";
import { pageFrameClass } from "./page-frame";

interface Props {
  link: PublicLink;
  language: Language;
  details?: ReactNode;
  embed?: EmbedOptions;
  children: ReactNode;
}

export function BookingShell({ link, language, details, embed, children }: Props) {
  const brand = link.branding.brandColor ?? DEFAULT_BRAND_COLOR;
  const style = { "--brand": brand, "--brand-text": readableTextColorOn(brand) } as CSSProperties;
  const frame = pageFrameClass(embed);
  const card = embed
    ? "grid md:grid-cols-[18rem_minmax(0,1fr)]"
    : "mx-auto grid max-w-5xl overflow-hidden bg-white sm:rounded-xl sm:border sm:border-slate-200 sm:shadow-sm md:grid-cols-[18rem_minmax(0,1fr)] dark:bg-slate-900 sm:dark:border-slate-700";
  return (
    <main
      lang={language}
      style={style}
      data-theme={embed?.theme ?? "auto"}
      data-embed={embed ? "" : undefined}
      className={`text-slate-900 dark:text-slate-100 ${frame}`}
    >
      <div className={card}>
        {details && (
          <div className="border-b border-slate-200 px-4 py-5 sm:p-5 md:border-r md:border-b-0 dark:border-slate-700">{details}</div>
        )}
        <div className={`@container min-w-0 px-4 py-5 sm:p-5 ${details ? "" : "md:col-span-2"}`}>{children}</div>
      </div>
    </main>
  );
}
