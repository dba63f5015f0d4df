"use client";
// The time-zone picker: react-aria's ComboBox (an input with a listbox popup)
// that finds zones by city, country, common name or abbreviation ("New York",
// "london", "IST", "PST") and shows each zone's offset and local time now.
// Without JavaScript the same field is a plain GET form: the server reads the
// typed words (readTimeZoneOrSearch).
import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { ComboBox, Label } from "react-aria-components";
import type { Translate } from "@/lib/i18n/translate";
import type { HourCycle } from "@/lib/public-booking/format";
import { useZoneCombobox } from "./hooks/use-zone-combobox";
import { ZoneInput } from "./zone-input";
import { localTime, ZoneSuggestions } from "./zone-suggestions";

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
  const box = useZoneCombobox(timeZone, locale, onChange, unmatched);
  const form = useRef<HTMLFormElement>(null);
  const page = usePageSettings(form);

  // Without JavaScript, words that find no zone keep the zone shown (readUrlState).
  const fields = Object.entries({ ...hidden, shownTz: timeZone }).map(
    ([name, value]) => value && <input key={name} type="hidden" name={name} value={value} />,
  );
  return (
    // A grid, so the combobox's parts and the Apply button beside its input can be siblings: only the combobox's
    // own parts go inside it (whatever else it holds the server also writes into a <template> for its collection).
    <form
      ref={form}
      method="get"
      action={action}
      className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)_auto] gap-x-2 gap-y-1 @lg:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        box.submit();
      }}
    >
      {fields}
      <ComboBox
        className="contents"
        name="tz"
        items={box.matches}
        inputValue={box.text}
        onInputChange={box.type}
        selectedKey={timeZone}
        // A zone highlighted and chosen (click, Enter); null is the combobox giving up the typed words, which stay.
        onSelectionChange={(key) => key !== null && box.choose(String(key))}
        allowsCustomValue
        menuTrigger="manual"
        shouldFocusWrap
        isInvalid={box.noMatch}
        aria-describedby={`${id}-now ${id}-error`}
      >
        <Label className="col-span-2 text-sm font-medium">{t("timeZone")}</Label>
        <ZoneInput box={box} placeholder={t("searchTimeZones")} />
        <ZoneSuggestions
          id={`${id}-zones`}
          label={t("timeZoneSuggestions")}
          theme={page.theme}
          lang={page.lang}
          locale={locale}
          hours={hours}
          formatOffset={box.formatOffset}
        />
      </ComboBox>
      <button type="submit" className="secondary-button">
        {t("apply")}
      </button>
      <CurrentZone id={`${id}-now`} timeZone={timeZone} locale={locale} hours={hours} />
      <p id={`${id}-error`} role="status" className="col-span-2 text-sm text-red-700 empty:hidden dark:text-red-300">
        {(box.noMatch || box.nothingFound) && t("noTimeZoneMatch", { search: box.text.trim() })}
      </p>
    </form>
  );
}

/** The scheme and language the page's <main> declares, for the popup, which is placed at the end of <body>. */
function usePageSettings(inside: RefObject<HTMLElement | null>) {
  const [settings, setSettings] = useState<{ theme?: string; lang?: string }>({});
  useEffect(() => {
    const read = (attribute: string) => inside.current?.closest(`[${attribute}]`)?.getAttribute(attribute) ?? undefined;
    setSettings({ theme: read("data-theme"), lang: read("lang") });
  }, [inside]);
  return settings;
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
    <p id={id} className="col-span-2 text-xs text-slate-700 dark:text-slate-300" suppressHydrationWarning>
      {text}
    </p>
  );
}
