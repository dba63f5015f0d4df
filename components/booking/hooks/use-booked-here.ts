"use client";
// The times this tab booked, per link, for the rest of its session
// (lib/public-booking/booked-here.ts keeps them). Back from the confirmation
// returns to the link's times, whose list the router may restore as the page
// first showed it (the booked time still in it), or to a form of the booked
// time itself (a form posted before the page's scripts ran is a history entry
// of its own, reloaded or restored from the back/forward cache). Its hold
// would be refused like one someone else holds; knowing which times were
// theirs, the page leaves them out, never shows their form, and says the
// time is already theirs when the visitor chooses it again.
import { useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { BOOKED_HERE_KEY, BOOKED_HERE_MAX, recordBookedHere } from "@/lib/public-booking/booked-here";
import { readSlot } from "@/lib/public-booking/url-state";

type Kept = Record<string, unknown>;
const NONE: readonly number[] = [];

/** What this document recorded or read last: the snapshot changes only when the stored text does. */
let known: { text: string; kept: Kept } = { text: "", kept: {} };
const listeners = new Set<() => void>();

function stored(): Kept {
  let text = "";
  try {
    text = sessionStorage.getItem(BOOKED_HERE_KEY) ?? "";
  } catch {
    // Storage refused (a sandboxed frame): nothing known.
  }
  if (text !== known.text) {
    let kept: Kept = {};
    try {
      const parsed: unknown = JSON.parse(text || "{}");
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) kept = parsed as Kept;
    } catch {
      // Unreadable: nothing known.
    }
    known = { text, kept };
  }
  return known.kept;
}

function timesOf(linkId: string): readonly number[] {
  const kept = stored();
  const times = Object.hasOwn(kept, linkId) ? kept[linkId] : undefined;
  return Array.isArray(times) ? (times as number[]) : NONE;
}

/** Asked again when a page comes back from the back/forward cache (another page of the tab may have booked meanwhile). */
function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener("pageshow", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("pageshow", onChange);
  };
}

/** Called by the confirmation: `start` (an instant) of `linkId` was booked in this tab. */
export function rememberBookedHere(linkId: string, start: string): void {
  try {
    recordBookedHere(sessionStorage, BOOKED_HERE_KEY, BOOKED_HERE_MAX, linkId, start);
  } catch {
    // Nothing kept: the page then says what it would without this tab's memory.
  }
  for (const listener of listeners) listener();
}

/** Whether the slot (its URL form, any ISO instant) is one of `booked`. */
export const isBookedHere = (booked: readonly number[], slot: string | undefined) =>
  slot !== undefined && booked.includes(Date.parse(slot));

/**
 * The instants (epoch ms) of the link's times booked in this tab. Read as the view renders, so that a page the
 * router restores leaves them out from its first paint; empty on the server's render and while hydrating.
 */
export function useBookedHere(linkId: string): readonly number[] {
  return useSyncExternalStore(
    subscribe,
    () => timesOf(linkId),
    () => NONE,
  );
}

/**
 * The view names `booked`, a time this tab booked: it goes back to the times (`leave`), without asking for the
 * time's hold. Said (`say`) when the visitor chose the time on this page; quietly when the page came to it
 * (opened, reloaded or restored at an address naming it: Back after booking).
 */
export function useLeaveBookedTime(booked: string | undefined, actions: { leave: () => void; say: (slot: string) => void }) {
  // The time the address named when the page came: at mount, and again when the back/forward cache restores it.
  const arrived = useRef<string>(undefined);
  useLayoutEffect(() => {
    const read = () => {
      arrived.current = readSlot(new URLSearchParams(window.location.search).get("slot"));
    };
    read();
    const onShow = (event: PageTransitionEvent) => event.persisted && read();
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);
  const latest = useRef(actions);
  latest.current = actions;
  useLayoutEffect(() => {
    if (!booked) return;
    if (arrived.current === undefined || Date.parse(arrived.current) !== Date.parse(booked)) latest.current.say(booked);
    // Came to once: chosen again later, it is said.
    arrived.current = undefined;
    latest.current.leave();
  }, [booked]);
}
