// Writing the booking page's URL state; kept apart from reading it (url-state.ts),
// which validates time zones, so the browser bundle carries no zone code.
import type { BookingUrlState } from "./url-state";

/** The query string of a state; prefill travels along so that no typed value is lost. */
export function writeUrlState(state: Omit<BookingUrlState, "prefill"> & { prefill?: BookingUrlState["prefill"] }, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  const set = (key: string, value: string | undefined) => value && params.set(key, value);
  set("duration", state.duration);
  set("month", state.month);
  set("date", state.date);
  set("slot", state.slot);
  set("tz", state.tz);
  set("hours", state.hours);
  if (state.prefill) {
    set("name", state.prefill.name);
    set("email", state.prefill.email);
    if (state.prefill.guests.length) params.set("guests", state.prefill.guests.join(","));
    for (const { name, value } of state.prefill.answers) set(name, value);
  }
  for (const [key, value] of Object.entries(extra)) set(key, value);
  const query = params.toString();
  return query ? `?${query}` : "";
}
