// The zone names the picker offers. Computed from the runtime's own Intl
// data, in the browser as on the server, so the list never travels in the
// page: ~430 names were a tenth of the booking page's payload.
// ICU lists some zones under their old names; visitors know the new ones.
export const CURRENT_NAMES: Record<string, string> = {
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Asia/Rangoon": "Asia/Yangon",
  "Europe/Kiev": "Europe/Kyiv",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "America/Godthab": "America/Nuuk",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Truk": "Pacific/Chuuk",
  "Pacific/Ponape": "Pacific/Pohnpei",
};

/** The name visitors know for a zone ICU may report under an old one (browsers do: "Asia/Katmandu"). */
export function currentZoneName(zone: string): string {
  return CURRENT_NAMES[zone] ?? zone;
}

let names: string[] | undefined;

/** Every zone the runtime knows, under current and old names, for the zone picker. */
export function timeZoneNames(): string[] {
  if (!names) {
    const zones = new Set(["UTC", ...Intl.supportedValuesOf("timeZone")]);
    for (const [old, current] of Object.entries(CURRENT_NAMES)) if (zones.has(old)) zones.add(current);
    names = [...zones].sort();
  }
  return names;
}

/** A zone the picker lists, under exactly that name, or undefined: how the browser reads a zone from its URL. */
export function listedTimeZone(value: string | null | undefined): string | undefined {
  return value && timeZoneNames().includes(value) ? value : undefined;
}
