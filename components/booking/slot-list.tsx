"use client";
import type { MouseEvent } from "react";
import type { Translate } from "@/lib/i18n/translate";
import { formatDate, type HourCycle, timeFormat } from "@/lib/public-booking/format";
import { isPlainLeftClick } from "./in-place-link";

interface Props {
  date: string;
  slots: { start: string; end: string }[] | undefined;
  locale: string;
  timeZone: string;
  hours: HourCycle;
  t: Translate;
  hrefFor: (slot: string) => string;
  onSelect: (slot: string) => void;
}

/**
 * The free times of one day, each a link to the form for that time. Under the
 * calendar (phones, narrow frames) they flow in the page, as many columns as
 * fit; beside it, one column that scrolls within the calendar's height, cut
 * through a row so that the cut shows there is more.
 */
export function SlotList({ date, slots, locale, timeZone, hours, t, hrefFor, onSelect }: Props) {
  const day = formatDate(date, locale);
  const timeOf = timeFormat(locale, timeZone, hours);
  return (
    <section aria-labelledby="slots-title" className="flex flex-col gap-2">
      <h2 id="slots-title" className="text-base font-semibold">
        {t("timesOn", { date: formatDate(date, locale, "long") })}
      </h2>
      {!slots ? (
        <ul className="flex flex-col gap-2" aria-busy="true" aria-label={t("loading")}>
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="skeleton h-11 rounded-md" />
          ))}
        </ul>
      ) : slots.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("noSlotsOnDay")}</p>
      ) : (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the clicks are its links', which Enter clicks as any link.
        <ul
          onClick={followTimeLink((time) => onSelect(time.dataset.slot!))}
          className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2 p-1 @xl:max-h-[24.5rem] @xl:grid-cols-1 @xl:overflow-y-auto"
        >
          {slots.map(({ start }) => (
            <li key={start}>{timeLink({ start, day, time: timeOf(start), href: hrefFor(start), t })}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A time, as a link to the form for it, in the month's list and the week's days alike: plain markup, called rather
 * than rendered as a component (a week has up to 336 of them, each a component and a handler before), whose list
 * follows it in place (followTimeLink).
 */
export function timeLink({ start, day, time, href, t }: { start: string; day: string; time: string; href: string; t: Translate }) {
  // Named with the day in full, for screen readers: "Sunday, November 29, 2026 at 10:00".
  return (
    <a href={href} aria-label={t("selectedSlot", { date: day, time })} className="slot-button" data-slot={start}>
      {time}
    </a>
  );
}

/** A list's one click handler for its times: a plain left click opens the time's form in place, any other is the browser's. */
export function followTimeLink(follow: (time: HTMLAnchorElement) => void) {
  return (event: MouseEvent<HTMLElement>) => {
    const time = (event.target as Element).closest<HTMLAnchorElement>("a[data-slot]");
    if (!time || !isPlainLeftClick(event)) return;
    event.preventDefault();
    follow(time);
  };
}
