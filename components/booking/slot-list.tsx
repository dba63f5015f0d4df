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

/** The free times of one day, each a link to the form for that time. */
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
        <ul className="grid max-h-[26rem] grid-cols-2 gap-2 overflow-y-auto p-1 sm:grid-cols-1">
          {slots.map((slot) => {
            const time = formatTime(slot.start, locale, timeZone, hours);
            return (
              <li key={slot.start}>
                <InPlaceLink
                  href={hrefFor(slot.start)}
                  onFollow={() => onSelect(slot.start)}
                  aria-label={t("selectedSlot", { date: day, time })}
                  className="slot-button"
                >
                  {time}
                </InPlaceLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
