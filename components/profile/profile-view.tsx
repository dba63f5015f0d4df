// A booking page in the interface's sense, at /<username> (Cal.com's profile
// page): the cover, the owner's picture, name and description, and the links
// the page displays in its order. Server-rendered, no script of its own; the
// booking page's frame, brand colour and dark mode.
import type { CSSProperties } from "react";
import { preload } from "react-dom";
import type { Language } from "@/lib/i18n";
import { translator } from "@/lib/i18n";
import { DEFAULT_BRAND_COLOR, readableTextColorOn } from "@/lib/public-booking/brand-color";
import type { PublicBookingPage } from "@/lib/public-booking/public-page";
import { pageFrameClass } from "../booking/page-frame";
import { Avatar } from "./avatar";
import { PageLinkCard } from "./page-link-card";

export function ProfileView({ page, language }: { page: PublicBookingPage; language: Language }) {
  const t = translator(language);
  const brand = page.branding.brandColor ?? DEFAULT_BRAND_COLOR;
  const style = { "--brand": brand, "--brand-text": readableTextColorOn(brand) } as CSSProperties;
  const cover = page.branding.coverImageUrl;
  if (cover) preload(cover, { as: "image", fetchPriority: "high" });
  return (
    <main lang={language} style={style} data-theme="auto" className={`text-slate-900 dark:text-slate-100 ${pageFrameClass()}`}>
      <div className="mx-auto max-w-2xl overflow-hidden bg-white sm:rounded-xl sm:border sm:border-slate-200 sm:shadow-sm dark:bg-slate-900 sm:dark:border-slate-700">
        {cover ? (
          // biome-ignore lint/performance/noImgElement: cover images are any http(s) address from the team's settings (see LinkDetails).
          <img src={cover} alt="" fetchPriority="high" className="h-32 w-full object-cover sm:h-40" />
        ) : (
          <div aria-hidden="true" className="h-16 w-full bg-[var(--brand)]" />
        )}
        <header className="flex flex-col items-center gap-2 px-4 text-center sm:px-8">
          <Avatar name={page.owner.name} image={page.owner.image} size={88} className="-mt-11" />
          <h1 className="text-2xl font-semibold text-balance">{page.owner.name}</h1>
          {page.description && <p className="max-w-prose text-slate-700 dark:text-slate-300">{page.description}</p>}
        </header>
        <section aria-labelledby="page-links-heading" className="px-4 pt-6 pb-8 sm:px-8">
          <h2 id="page-links-heading" className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
            {t("pageLinksHeading")}
          </h2>
          {page.links.length > 0 ? (
            <ul className="flex flex-col gap-3" data-testid="page-links">
              {page.links.map((link) => (
                <li key={link.id}>
                  <PageLinkCard link={link} t={t} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-700 dark:text-slate-300">{t("pageNoLinks")}</p>
          )}
        </section>
      </div>
    </main>
  );
}
