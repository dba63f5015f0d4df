"use client";
import type { Translate } from "@/lib/i18n/translate";
import { formatDate, formatTime, type HourCycle } from "@/lib/public-booking/format";
import { InPlaceLink } from "./in-place-link";

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
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2 p-1 @xl:max-h-[24.5rem] @xl:grid-cols-1 @xl:overflow-y-auto">
          {slots.map((slot) => (
            <li key={slot.start}>
              <SlotLink
                start={slot.start}
                day={day}
                locale={locale}
                timeZone={timeZone}
                hours={hours}
                t={t}
                href={hrefFor(slot.start)}
                onFollow={() => onSelect(slot.start)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface SlotLinkProps {
  start: string;
  /** The slot's day in full, for its name ("Sunday, November 29, 2026 at 10:00"). */
  day: string;
  locale: string;
  timeZone: string;
  hours: HourCycle;
  t: Translate;
  href: string;
  onFollow: () => void;
  /** The week's roving tab stop (use-roving-times.ts): 0 for the one time Tab reaches, -1 for the rest. */
  tabIndex?: 0 | -1;
  onFocus?: () => void;
}

/** A time, as a link to the form for it: the month's list and the week's days alike. */
export function SlotLink({ start, day, locale, timeZone, hours, t, href, onFollow, tabIndex, onFocus }: SlotLinkProps) {
  const time = formatTime(start, locale, timeZone, hours);
  return (
    <InPlaceLink
      href={href}
      onFollow={onFollow}
      aria-label={t("selectedSlot", { date: day, time })}
      className="slot-button"
      data-slot={start}
      tabIndex={tabIndex}
      onFocus={onFocus}
    >
      {time}
    </InPlaceLink>
  );
}
