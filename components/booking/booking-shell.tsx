// The page frame: brand colour as a CSS variable, the link's details beside
// the calendar on wide screens and above it on phones.
import type { CSSProperties, ReactNode } from "react";
import type { Language } from "@/lib/i18n";
import { contrastText } from "@/lib/public-booking/format";
import type { PublicLink } from "@/lib/public-booking/public-link";

export function BookingShell({ link, language, details, children }: { link: PublicLink; language: Language; details?: ReactNode; children: ReactNode }) {
  const brand = link.branding.brandColor ?? "#0f766e";
  const style = { "--brand": brand, "--brand-text": contrastText(brand) } as CSSProperties;
  return (
    <main lang={language} style={style} className="mx-auto flex min-h-screen w-full max-w-5xl flex-col px-3 py-4 sm:px-6 sm:py-10">
      <div className="grid overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm md:grid-cols-[18rem_minmax(0,1fr)] dark:border-slate-700 dark:bg-slate-900">
        {details && <div className="border-b border-slate-200 p-5 md:border-r md:border-b-0 dark:border-slate-700">{details}</div>}
        <div className={`p-5 ${details ? "" : "md:col-span-2"}`}>{children}</div>
      </div>
    </main>
  );
}
