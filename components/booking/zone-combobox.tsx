"use client";
// The time-zone picker once the visitor reaches for it: react-aria's ComboBox
// (an input with a listbox popup) over the field's state (use-zone-combobox).
// Loaded on demand (use-lazy-zone-combobox): it takes the plain input's place,
// its words, focus and caret (zone-input.tsx).
import { ComboBox, Label } from "react-aria-components";
import type { Translate } from "@/lib/i18n/translate";
import type { HourCycle } from "@/lib/public-booking/format";
import type { ZoneCombobox as ZoneBox } from "./hooks/use-zone-combobox";
import type { ZoneHandoff } from "./zone-handoff";
import { ZoneInput } from "./zone-input";
import { ZoneSuggestions } from "./zone-suggestions";

interface Props {
  box: ZoneBox;
  handoff: ZoneHandoff;
  timeZone: string;
  locale: string;
  hours: HourCycle;
  /** The ids of the field's line under it and its message, and of the suggestions. */
  describedBy: string;
  listId: string;
  /** The page's scheme and language, for the popup, which is placed at the end of <body>. */
  page: { theme?: string; lang?: string };
  t: Translate;
}

export function ZoneCombobox({ box, handoff, timeZone, locale, hours, describedBy, listId, page, t }: Props) {
  return (
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
      aria-describedby={describedBy}
    >
      <Label className="col-span-2 text-sm font-medium">{t("timeZone")}</Label>
      <ZoneInput box={box} handoff={handoff} placeholder={t("searchTimeZones")} />
      <ZoneSuggestions
        id={listId}
        label={t("timeZoneSuggestions")}
        theme={page.theme}
        lang={page.lang}
        locale={locale}
        hours={hours}
        formatOffset={box.formatOffset}
      />
    </ComboBox>
  );
}
