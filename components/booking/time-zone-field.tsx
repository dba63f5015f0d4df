"use client";
// The time-zone picker: a combobox (react-aria's ComboBox, zone-combobox.tsx)
// that finds zones by city, country, common name or abbreviation ("New York",
// "london", "IST", "PST") and shows each zone's offset and local time now.
// Most visitors keep the zone detected for them, so the page's first load
// carries only the plain field (plain-zone-input.tsx), which the server
// renders and which works without JavaScript as a GET form (the server reads
// the typed words, readTimeZoneOrSearch); the combobox replaces it when the
// visitor reaches for it. The field's state lives here, so the words typed
// carry over.
import { type RefObject, useEffect, useId, useRef, useState } from "react";
import type { Translate } from "@/lib/i18n/translate";
import type { HourCycle } from "@/lib/public-booking/format";
import { useLazyZoneCombobox } from "./hooks/use-lazy-zone-combobox";
import { useZoneCombobox } from "./hooks/use-zone-combobox";
import { PlainZoneInput } from "./plain-zone-input";
import { localTime } from "./zone-clock";

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
  const { ZoneCombobox, handoff, reach } = useLazyZoneCombobox();
  const describedBy = `${id}-now ${id}-error`;

  // Without JavaScript, words that find no zone keep the zone shown (readUrlState).
  const fields = Object.entries({ ...hidden, shownTz: timeZone }).map(
    ([name, value]) => value && <input key={name} type="hidden" name={name} value={value} />,
  );
  return (
    // A grid, so the label, the input and the Apply button beside it are siblings and stay in place when the combobox
    // arrives (its parts sit in an element of its own with display: contents; only they go in it).
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
      {ZoneCombobox ? (
        <ZoneCombobox
          box={box}
          handoff={handoff}
          timeZone={timeZone}
          locale={locale}
          hours={hours}
          describedBy={describedBy}
          listId={`${id}-zones`}
          page={page}
          t={t}
        />
      ) : (
        <PlainZoneInput
          id={`${id}-input`}
          box={box}
          handoff={handoff}
          describedBy={describedBy}
          label={t("timeZone")}
          placeholder={t("searchTimeZones")}
          reach={reach}
        />
      )}
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
