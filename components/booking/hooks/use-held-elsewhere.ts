"use client";
// A chosen time whose hold was refused (use-slot-hold.ts): the page goes back
// to the times, says why, and drops the time from them. Apart from the hold
// itself, so that the booking page's first bundle has this and its form step's
// chunk the hold.
import { useEffect, useMemo, useState } from "react";
import { isBookedHere } from "./use-booked-here";

/**
 * Refused because this tab booked the time (Back from the confirmation,
 * use-booked-here.ts), it says so, not that someone else is booking it.
 */
export interface HeldElsewhere {
  slotLost: true;
  lostSlot: string;
  formError: "errorSlotHeld" | "errorSlotBookedHere";
}

/** What a refused hold leaves behind, until the visitor chooses another time; `lose` records the refused time. */
export function useHeldElsewhere(slot: string | undefined, bookedHere: readonly number[]) {
  const [lostSlot, setLostSlot] = useState<string>();
  useEffect(() => {
    if (slot) setLostSlot((lost) => (lost === slot ? lost : undefined));
  }, [slot]);
  const mine = isBookedHere(bookedHere, lostSlot);
  const heldElsewhere = useMemo<HeldElsewhere | undefined>(
    () => (lostSlot ? { slotLost: true, lostSlot, formError: mine ? "errorSlotBookedHere" : "errorSlotHeld" } : undefined),
    [lostSlot, mine],
  );
  return { heldElsewhere, lose: setLostSlot };
}
