"use client";
// The times this tab booked, per link, for the rest of its session. Back from
// the confirmation returns to the link's times, whose list the router may
// restore as the page first showed it (the booked time still in it), and a
// hold on a time the visitor booked themselves is refused like one someone
// else holds: knowing which times were theirs, the page leaves them out and,
// should one be chosen again, says it is already theirs rather than someone
// else's.
import { useEffect, useState } from "react";

const KEY = "booked-here";
const MAX_KEPT = 20;

type Kept = Record<string, number[]>;

function read(): Kept {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? "{}");
    return kept && typeof kept === "object" ? (kept as Kept) : {};
  } catch {
    // Storage refused (a sandboxed frame) or unreadable: nothing known.
    return {};
  }
}

/** Called by the confirmation: `start` (an instant) of `linkId` was booked in this tab. */
export function rememberBookedHere(linkId: string, start: string): void {
  const at = Date.parse(start);
  if (Number.isNaN(at)) return;
  const kept = read();
  const times = (kept[linkId] ?? []).filter((t) => t !== at);
  kept[linkId] = [...times, at].slice(-MAX_KEPT);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Nothing kept: the page then says what it would without this tab's memory.
  }
}

/** Whether the slot (its URL form, any ISO instant) is one of `booked`. */
export const isBookedHere = (booked: readonly number[], slot: string | undefined) =>
  slot !== undefined && booked.includes(Date.parse(slot));

/** The instants (epoch ms) of the link's times booked in this tab; empty on the server's render and before the first effect. */
export function useBookedHere(linkId: string): number[] {
  const [booked, setBooked] = useState<number[]>([]);
  useEffect(() => {
    const load = () => setBooked(read()[linkId] ?? []);
    load();
    // A page restored from the back/forward cache runs no effect again.
    window.addEventListener("pageshow", load);
    return () => window.removeEventListener("pageshow", load);
  }, [linkId]);
  return booked;
}
