"use client";
// The zone picker's state: the words in the field, the zones they find, and
// what choosing, applying and restoring do. The list (@vvo/tzdb) loads only
// when the field is first used, so it costs the page's first load nothing.
import { useState } from "react";
import { listedTimeZone } from "@/lib/public-booking/time-zone-names";
import type { TimeZoneChoice } from "@/lib/public-booking/time-zone-search";

type ZoneSearch = typeof import("@/lib/public-booking/time-zone-search");
let zoneSearch: Promise<ZoneSearch> | undefined;
const loadZoneSearch = () => {
  zoneSearch ??= import("@/lib/public-booking/time-zone-search");
  return zoneSearch;
};

export type ZoneCombobox = ReturnType<typeof useZoneCombobox>;

/** Typing filters (an exact zone name applies at once), choosing applies, Apply takes the best match, restoring undoes typing. */
export function useZoneCombobox(timeZone: string, locale: string, onChange: (zone: string) => void, unmatched?: string) {
  // Words that found nothing stay in the field to be corrected, under the message.
  const [text, setText] = useState(unmatched ?? timeZone);
  const [shownZone, setShownZone] = useState(timeZone);
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

  const choose = (zone: string) => {
    setText(zone);
    setNoMatch(false);
    if (zone !== timeZone) onChange(zone);
  };
  /** The words typed; returns the zone they name exactly, which is chosen at once. */
  const type = (value: string) => {
    load();
    setText(value);
    setNoMatch(false);
    const exact = listedTimeZone(value);
    if (exact) choose(exact);
    return exact;
  };
  const restore = () => {
    setText(timeZone);
    setNoMatch(false);
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
    edited,
    noMatch,
    matches,
    loaded: Boolean(search),
    // Said while the words typed find nothing, so the message does not come and go under the pointer.
    nothingFound: Boolean(search) && edited && text.trim() !== "" && matches.length === 0,
    formatOffset: search?.module.formatOffset,
    load,
    type,
    choose,
    restore,
    submit,
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
