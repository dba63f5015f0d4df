"use client";
// The zone picker's popup: each suggested zone with its city, common name and
// country, its offset and its time now. Only the rows in view are rendered
// (ListLayout), so the full list of some 400 zones opens as fast as a short one.
import { useContext } from "react";
import { ComboBoxStateContext, ListBox, ListBoxItem, ListLayout, Popover, Virtualizer } from "react-aria-components";
import type { HourCycle } from "@/lib/public-booking/format";
import type { TimeZoneChoice } from "@/lib/public-booking/time-zone-search";
import { localTime } from "./zone-clock";

interface Props {
  id: string;
  label: string;
  /** The page's scheme ("dark", "light", "auto") and language: the popup sits outside the page's <main>, which carries them. */
  theme?: string;
  lang?: string;
  locale: string;
  hours: HourCycle;
  formatOffset?: (minutes: number) => string;
}

/** A row's height until measured: two lines of text and the padding around them (py-2, text-sm over text-xs). */
const ROW_HEIGHT = 52;

export function ZoneSuggestions({ id, label, theme, lang, locale, hours, formatOffset }: Props) {
  // Opened by an arrow key, the list highlights its first or last zone; opened by typing or a click, none (zone-input.tsx).
  const autoFocus = useContext(ComboBoxStateContext)?.focusStrategy ?? false;
  return (
    <Popover
      data-theme={theme}
      lang={lang}
      offset={4}
      className="flex w-(--trigger-width) flex-col rounded-md border border-slate-400 bg-white shadow-lg dark:border-slate-500 dark:bg-slate-900"
    >
      <Virtualizer layout={ListLayout} layoutOptions={{ estimatedRowHeight: ROW_HEIGHT, padding: 4 }}>
        <ListBox<TimeZoneChoice>
          // Named "Suggestions" alone, as before: the combobox would add the field's label, and two elements
          // labelled "Time zone" would make the field ambiguous to find by its label.
          id={id}
          aria-label={label}
          aria-labelledby={id}
          autoFocus={autoFocus}
          dependencies={[locale, hours, formatOffset]}
          className="max-h-80 min-h-0 overflow-y-auto outline-none"
        >
          {(choice) => (
            <ZoneOption
              id={choice.zone}
              choice={choice}
              offset={formatOffset?.(choice.offsetMinutes) ?? ""}
              locale={locale}
              hours={hours}
            />
          )}
        </ListBox>
      </Virtualizer>
    </Popover>
  );
}

interface OptionProps {
  /** The zone, as the collection's key (it reads `id` from the element the list's render function returns). */
  id: string;
  choice: TimeZoneChoice;
  offset: string;
  locale: string;
  hours: HourCycle;
}

function ZoneOption({ id, choice, offset, locale, hours }: OptionProps) {
  const place = [choice.name, choice.country].filter(Boolean).join(", ");
  return (
    <ListBoxItem
      id={id}
      textValue={choice.zone}
      data-zone={choice.zone}
      className={({ isFocused }) =>
        `flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm outline-none ${
          isFocused ? "bg-slate-200 dark:bg-slate-700" : "hover:bg-slate-100 dark:hover:bg-slate-800"
        }`
      }
    >
      {({ isSelected }) => (
        <>
          <span className="min-w-0">
            <span className={`block truncate text-slate-900 dark:text-slate-100 ${isSelected ? "font-semibold" : "font-medium"}`}>
              {choice.city}
            </span>
            <span className="block truncate text-xs text-slate-700 dark:text-slate-300">{place}</span>
          </span>
          <span className="shrink-0 text-right text-xs text-slate-700 tabular-nums dark:text-slate-300">
            {offset}
            <br />
            {localTime(choice.zone, locale, hours, new Date())}
          </span>
        </>
      )}
    </ListBoxItem>
  );
}
