"use client";
// A searchable time-zone field: an input with a datalist, filled on first
// focus so that hydrating the page does not cost ~430 options. Without
// JavaScript a <noscript> GET form with a select reloads the page in the
// chosen zone.
import { useId, useState } from "react";
import type { Translate } from "@/lib/i18n/translate";
import { timeZoneNames } from "@/lib/public-booking/time-zone-names";

interface Props {
  timeZone: string;
  action: string;
  hidden: Record<string, string | undefined>;
  t: Translate;
  onChange: (zone: string) => void;
}

export function TimeZoneField({ timeZone, action, hidden, t, onChange }: Props) {
  const id = useId();
  const zones = timeZoneNames();
  const [text, setText] = useState(timeZone);
  const [invalid, setInvalid] = useState(false);
  const [listed, setListed] = useState(false);
  const apply = (value: string) => {
    if (zones.includes(value)) {
      setInvalid(false);
      if (value !== timeZone) onChange(value);
    }
  };
  const fields = Object.entries(hidden).map(([name, value]) => value && <input key={name} type="hidden" name={name} value={value} />);
  return (
    <>
      <noscript>
        <form method="get" action={action} className="flex flex-wrap items-end gap-2">
          {fields}
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={`${id}-tz-select`} className="text-sm font-medium">
              {t("timeZone")}
            </label>
            <select id={`${id}-tz-select`} name="tz" defaultValue={timeZone} className="field-input">
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, " ")}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="secondary-button">
            {t("apply")}
          </button>
        </form>
      </noscript>
      <form
        method="get"
        data-scripted=""
        action={action}
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setInvalid(!zones.includes(text));
          apply(text);
        }}
      >
        {fields}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-tz`} className="text-sm font-medium">
            {t("timeZone")}
          </label>
          <input
            id={`${id}-tz`}
            name="tz"
            list={`${id}-zones`}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              apply(event.target.value);
            }}
            onFocus={(event) => {
              setListed(true);
              event.target.select();
            }}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            placeholder={t("searchTimeZones")}
            className="field-input"
          />
          <datalist id={`${id}-zones`}>{listed && zones.map((zone) => <option key={zone} value={zone} />)}</datalist>
          {invalid && (
            <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">
              {t("noTimeZoneMatch")}
            </p>
          )}
        </div>
        <button type="submit" className="secondary-button">
          {t("apply")}
        </button>
      </form>
    </>
  );
}
