"use client";
// The time-zone picker: a combobox (ARIA 1.2: an input with a listbox popup)
// that finds zones by city, country, common name or abbreviation ("New York",
// "london", "IST", "PST") and shows each zone's offset and local time now.
// The list (@vvo/tzdb) loads only when the field is first used, so it costs
// the page's first load nothing. Without JavaScript the same field is a plain
// GET form: the server reads the typed words (readTimeZoneOrSearch).
import { useEffect, useId, useState } from "react";
import type { Translate } from "@/lib/i18n/translate";
import type { HourCycle } from "@/lib/public-booking/format";
import { listedTimeZone } from "@/lib/public-booking/time-zone-names";
import type { TimeZoneChoice } from "@/lib/public-booking/time-zone-search";

type ZoneSearch = typeof import("@/lib/public-booking/time-zone-search");
let zoneSearch: Promise<ZoneSearch> | undefined;
const loadZoneSearch = () => {
  zoneSearch ??= import("@/lib/public-booking/time-zone-search");
  return zoneSearch;
};

interface Props {
  timeZone: string;
  locale: string;
  hours: HourCycle;
  action: string;
  hidden: Record<string, string | undefined>;
  /** Words the server searched the zones for and found nothing (posted without JavaScript): shown, with the message. */
  unmatched?: string;
  t: Translate;
  onChange: (zone: string) => void;
}

export function TimeZoneField({ timeZone, locale, hours, action, hidden, unmatched, t, onChange }: Props) {
  const id = useId();
  const listId = `${id}-zones`;
  const optionId = (index: number) => `${id}-zone-${index}`;
  const box = useZoneCombobox(timeZone, locale, onChange, unmatched);
  const { expanded, active, noMatch } = box;

  useEffect(() => {
    if (expanded && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });

  // Without JavaScript, words that find no zone keep the zone shown (readUrlState).
  const fields = Object.entries({ ...hidden, shownTz: timeZone }).map(
    ([name, value]) => value && <input key={name} type="hidden" name={name} value={value} />,
  );
  return (
    <form
      method="get"
      action={action}
      className="flex min-w-0 flex-1 flex-col gap-1 @lg:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        box.submit();
      }}
    >
      {fields}
      <label htmlFor={`${id}-input`} className="text-sm font-medium">
        {t("timeZone")}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <input
            id={`${id}-input`}
            name="tz"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            aria-invalid={noMatch || undefined}
            aria-describedby={`${id}-now ${id}-error`}
            value={box.text}
            {...box.handlers}
            autoComplete="off"
            spellCheck={false}
            placeholder={t("searchTimeZones")}
            className="field-input"
          />
          <ZoneListbox
            id={listId}
            label={t("timeZoneSuggestions")}
            expanded={expanded}
            matches={box.matches}
            optionId={optionId}
            active={active}
            timeZone={timeZone}
            locale={locale}
            hours={hours}
            formatOffset={box.formatOffset}
            onChoose={box.choose}
          />
        </div>
        <button type="submit" className="secondary-button shrink-0">
          {t("apply")}
        </button>
      </div>
      <CurrentZone id={`${id}-now`} timeZone={timeZone} locale={locale} hours={hours} />
      <p id={`${id}-error`} role="status" className="text-sm text-red-700 empty:hidden dark:text-red-300">
        {(noMatch || box.nothingFound) && t("noTimeZoneMatch", { search: box.text.trim() })}
      </p>
    </form>
  );
}

/** The combobox's state and keyboard: typing filters, arrows move, Enter chooses, Escape closes then restores. */
function useZoneCombobox(timeZone: string, locale: string, onChange: (zone: string) => void, unmatched?: string) {
  // Words that found nothing stay in the field to be corrected, under the message.
  const [text, setText] = useState(unmatched ?? timeZone);
  const [shownZone, setShownZone] = useState(timeZone);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [noMatch, setNoMatch] = useState(Boolean(unmatched));
  const { search, load } = useZoneSearch(locale);

  // The zone changed elsewhere (Back, the browser's zone on arrival): show it, keeping focus where it is.
  if (shownZone !== timeZone) {
    setShownZone(timeZone);
    setText(timeZone);
    setNoMatch(false);
  }

  // Untouched, the field lists every zone, in order of offset.
  const edited = text !== timeZone;
  const matches = search ? (edited ? search.module.searchTimeZones(search.choices, text) : search.choices) : [];
  const expanded = open && matches.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (zone: string) => {
    setText(zone);
    close();
    setNoMatch(false);
    if (zone !== timeZone) onChange(zone);
  };
  const restore = () => {
    setText(timeZone);
    setNoMatch(false);
  };
  const move = (step: number) => {
    load();
    setOpen(true);
    if (matches.length) setActive((index) => (index + step + matches.length) % matches.length);
  };
  const handlers = {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      load();
      setText(value);
      setNoMatch(false);
      // An exact zone name applies at once; words open the suggestions, the best one ready for Enter.
      const exact = listedTimeZone(value);
      if (exact) return choose(exact);
      setOpen(true);
      setActive(value.trim() ? 0 : -1);
    },
    onFocus: (event: React.FocusEvent<HTMLInputElement>) => {
      load();
      event.target.select();
    },
    onClick: () => {
      load();
      setOpen(true);
    },
    onBlur: close,
    onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        if (event.altKey) return setOpen(event.key === "ArrowDown");
        move(event.key === "ArrowDown" ? 1 : -1);
      } else if (event.key === "Enter" && expanded && active >= 0) {
        event.preventDefault();
        choose(matches[active]!.zone);
      } else if (event.key === "Escape") {
        // Handled here when it closes the list or undoes typing; otherwise it is the embed's (a popup closes on it).
        if (expanded || edited) event.preventDefault();
        if (expanded) close();
        else restore();
      }
    },
  };
  /** Apply (or Enter with nothing highlighted): an exact name, else the best match, else say nothing matches. */
  const submit = () => {
    const exact = listedTimeZone(text);
    if (exact || !edited) return choose(exact ?? timeZone);
    if (matches[0]) return choose(matches[0].zone);
    if (search) return setNoMatch(true);
    // Enter pressed before the list arrived: search as soon as it has.
    loadZoneSearch().then((module) => {
      const zone = module.searchTimeZones(module.timeZoneChoices(locale), text)[0]?.zone;
      if (zone) choose(zone);
      else setNoMatch(true);
    });
  };
  return {
    text,
    expanded,
    active,
    noMatch,
    matches,
    // Said while the words typed find nothing, so the message does not come and go under the pointer.
    nothingFound: Boolean(search) && edited && text.trim() !== "" && matches.length === 0,
    formatOffset: search?.module.formatOffset,
    choose,
    submit,
    handlers,
  };
}

/** The search module and its choices once loaded; `load` starts loading it (once per page). */
function useZoneSearch(locale: string) {
  const [search, setSearch] = useState<{ module: ZoneSearch; choices: TimeZoneChoice[] }>();
  const load = () => {
    if (search) return;
    loadZoneSearch().then((module) => setSearch((loaded) => loaded ?? { module, choices: module.timeZoneChoices(locale) }));
  };
  return { search, load };
}

interface ListboxProps {
  id: string;
  label: string;
  expanded: boolean;
  matches: TimeZoneChoice[];
  optionId: (index: number) => string;
  active: number;
  timeZone: string;
  locale: string;
  hours: HourCycle;
  formatOffset?: (minutes: number) => string;
  onChoose: (zone: string) => void;
}

function ZoneListbox({ id, label, expanded, matches, optionId, active, timeZone, locale, hours, formatOffset, onChoose }: ListboxProps) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label={label}
      hidden={!expanded}
      className="absolute top-full right-0 left-0 z-20 mt-1 max-h-80 overflow-y-auto rounded-md border border-slate-400 bg-white py-1 shadow-lg dark:border-slate-500 dark:bg-slate-900"
    >
      {expanded &&
        formatOffset &&
        matches.map((choice, index) => (
          <ZoneOption
            key={choice.zone}
            id={optionId(index)}
            choice={choice}
            offset={formatOffset(choice.offsetMinutes)}
            active={index === active}
            selected={choice.zone === timeZone}
            locale={locale}
            hours={hours}
            onChoose={() => onChoose(choice.zone)}
          />
        ))}
    </div>
  );
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();
/** The time now in a zone, as the page's other times read (12 or 24 hours). */
function localTime(zone: string, locale: string, hours: HourCycle, now: Date): string {
  const key = `${zone} ${locale} ${hours}`;
  let format = clockFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      hour: "numeric",
      minute: "2-digit",
      hourCycle: hours === "12" ? "h12" : "h23",
    });
    clockFormats.set(key, format);
  }
  return format.format(now);
}

function ZoneOption({
  id,
  choice,
  offset,
  active,
  selected,
  locale,
  hours,
  onChoose,
}: {
  id: string;
  choice: TimeZoneChoice;
  offset: string;
  active: boolean;
  selected: boolean;
  locale: string;
  hours: HourCycle;
  onChoose: () => void;
}) {
  const place = [choice.name, choice.country].filter(Boolean).join(", ");
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: chosen from the keyboard through the combobox (aria-activedescendant), as the ARIA pattern has it.
    // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the combobox; the active option is aria-activedescendant.
    <div
      id={id}
      role="option"
      aria-selected={active}
      data-zone={choice.zone}
      // Keeps focus in the input, so the click chooses before the input's blur closes the list.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm ${
        active ? "bg-slate-200 dark:bg-slate-700" : "hover:bg-slate-100 dark:hover:bg-slate-800"
      }`}
    >
      <span className="min-w-0">
        <span className={`block truncate text-slate-900 dark:text-slate-100 ${selected ? "font-semibold" : "font-medium"}`}>
          {choice.city}
        </span>
        <span className="block truncate text-xs text-slate-700 dark:text-slate-300">{place}</span>
      </span>
      <span className="shrink-0 text-right text-xs text-slate-700 tabular-nums dark:text-slate-300">
        {offset}
        <br />
        {localTime(choice.zone, locale, hours, new Date())}
      </span>
    </div>
  );
}

/** The chosen zone's common name, offset and local time now ("Eastern Time · GMT−5 · 12:10 AM"), from the runtime's own Intl. */
function CurrentZone({ id, timeZone, locale, hours }: { id: string; timeZone: string; locale: string; hours: HourCycle }) {
  const now = new Date();
  const part = (style: "longGeneric" | "shortOffset") =>
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style }).formatToParts(now).find((p) => p.type === "timeZoneName")?.value;
  const text = [part("longGeneric"), part("shortOffset")?.replace("-", "−"), localTime(timeZone, locale, hours, now)]
    .filter(Boolean)
    .join(" · ");
  return (
    // The server's minute and the browser's may differ by one.
    <p id={id} className="text-xs text-slate-700 dark:text-slate-300" suppressHydrationWarning>
      {text}
    </p>
  );
}
