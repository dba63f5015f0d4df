"use client";
// Holds the time the visitor chose while they fill in the form (the service's
// slot reservations, through the app's reservations route): asked for when a
// time is chosen, released when the time or the duration changes and when
// the visitor leaves the page, and asked for again when the page comes back
// from the back/forward cache. The form posts the hold's id, so the visitor's
// own hold never blocks their booking. Best effort: when no hold can be had
// (the link's limit, a network failure) the visitor books without one.
import { useEffect, useRef, useState } from "react";
import { useHeldElsewhere } from "./use-held-elsewhere";

export type SlotHold =
  /** No time chosen, or its hold is being asked for. */
  | { status: "idle" }
  /** `deadline` on this browser's clock (Date.now()). */
  | { status: "held"; id: string; deadline: number }
  /** Someone else holds or took the time. */
  | { status: "taken" }
  /** No hold; booking works all the same. */
  | { status: "unheld" };

const reservationsPath = (linkId: string) => `/api/booking-links/${encodeURIComponent(linkId)}/reservations`;
const HOLDER_KEY = "booking-holder";

/**
 * This tab's token of the visitor, kept for the session so that a reload
 * still names the same holder (whose new hold then replaces the old one).
 */
export function holderToken(): string {
  const make = () => crypto.randomUUID().replaceAll("-", "");
  try {
    const kept = sessionStorage.getItem(HOLDER_KEY);
    if (kept) return kept;
    const made = make();
    sessionStorage.setItem(HOLDER_KEY, made);
    return made;
  } catch {
    // Storage refused (a sandboxed frame): a token for this page only.
    memoryHolder ??= make();
    return memoryHolder;
  }
}
let memoryHolder: string | undefined;

async function requestHold(holdPath: string, wanted: { slot: string; duration: string }): Promise<SlotHold> {
  try {
    const response = await fetch(holdPath, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...wanted, holder: holderToken() }),
    });
    if (response.status === 409) return { status: "taken" };
    if (response.status !== 201) return { status: "unheld" };
    const { id, expiresInMs } = (await response.json()) as { id: string; expiresInMs: number };
    return { status: "held", id, deadline: Date.now() + expiresInMs };
  } catch {
    return { status: "unheld" };
  }
}

/** keepalive: the release outlives a page being left. */
function releaseHold(linkId: string, reservationId: string): void {
  void fetch(`${reservationsPath(linkId)}/release`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ reservationId }),
    keepalive: true,
  }).catch(() => {});
}

/** How long a booking waits for the answer to its time's hold before it is sent without one. */
const SETTLE_WAIT_MS = 5_000;

interface HoldOptions {
  linkId: string;
  slot?: string;
  duration: string;
  /** Where holds are asked for: the link's reservations route, or the reschedule calendar's (the booking's own time free). */
  holdPath?: string;
}

export function useSlotHold({ linkId, slot, duration, holdPath = reservationsPath(linkId) }: HoldOptions) {
  const [hold, setHold] = useState<SlotHold>({ status: "idle" });
  // Requests go one after another: a hold answered after the next was asked
  // for would otherwise replace it (one live hold per holder).
  const queue = useRef<Promise<SlotHold>>(Promise.resolve({ status: "idle" }));
  // The answer for the time chosen now, once it comes: a booking sent while it
  // is under way waits for it, or the visitor's own new hold would block it.
  const pending = useRef<Promise<SlotHold>>(Promise.resolve({ status: "idle" }));
  const [revived, setRevived] = useState(0);

  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && setRevived((n) => n + 1);
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `revived` asks again after the page came back from the back/forward cache (its hold was released on leaving).
  useEffect(() => {
    setHold({ status: "idle" });
    if (!slot) return;
    let current: string | undefined;
    let left = false;
    const asked = queue.current.then(() => requestHold(holdPath, { slot, duration }));
    queue.current = asked;
    pending.current = asked;
    void asked.then((result) => {
      if (result.status === "held" && left) return releaseHold(linkId, result.id);
      if (result.status === "held") current = result.id;
      if (!left) setHold(result);
    });
    const release = () => {
      if (current) releaseHold(linkId, current);
      current = undefined;
    };
    window.addEventListener("pagehide", release);
    return () => {
      left = true;
      window.removeEventListener("pagehide", release);
      release();
    };
  }, [linkId, holdPath, slot, duration, revived]);

  /** The hold once its request is answered (at most SETTLE_WAIT_MS; after that, none). */
  const settled = (): Promise<SlotHold> =>
    Promise.race([pending.current, new Promise<SlotHold>((resolve) => setTimeout(() => resolve({ status: "unheld" }), SETTLE_WAIT_MS))]);
  return { hold, settled };
}

/**
 * The hold on the chosen time, for the step that shows it: `onTaken` is told
 * the time when someone else holds it. A booking sent while the hold is still
 * being asked for waits for it and carries it (`heldFields`).
 */
export function useHeldTime(options: HoldOptions & { onTaken: (slot: string) => void }) {
  const { slot } = options;
  const { hold, settled } = useSlotHold(options);
  // The latest callback, without asking again for each render's new function.
  const onTaken = useRef(options.onTaken);
  onTaken.current = options.onTaken;
  const taken = hold.status === "taken" ? slot : undefined;
  useEffect(() => {
    if (taken) onTaken.current(taken);
  }, [taken]);
  const heldFields = async (): Promise<Record<string, string>> => {
    const answered = await settled();
    return answered.status === "held" ? { reservationId: answered.id } : {};
  };
  return { hold, heldFields };
}

/**
 * The hold on the chosen time, and what to do when someone else holds it:
 * `onTaken` sends the visitor back to the times, and `heldElsewhere` says why
 * until they choose another time. The booking page splits the two (the hold
 * loads with its form step, see booking-view.tsx); the reschedule page keeps them here.
 */
export function useChosenTimeHold(
  options: HoldOptions & {
    /** Times this tab booked (use-booked-here.ts). */
    bookedHere: readonly number[];
    onTaken: () => void;
  },
) {
  const { heldElsewhere, lose } = useHeldElsewhere(options.slot, options.bookedHere);
  const { hold, heldFields } = useHeldTime({
    ...options,
    onTaken: (slot) => {
      lose(slot);
      options.onTaken();
    },
  });
  return { hold, heldFields, heldElsewhere };
}
