"use client";
import { useEffect } from "react";
import { rememberBookedHere } from "../hooks/use-booked-here";

/** Tells the link's booking page, in this tab, that this time is the visitor's own booking (use-booked-here.ts). */
export function RememberBooked({ linkId, start }: { linkId: string; start: string }) {
  useEffect(() => rememberBookedHere(linkId, start), [linkId, start]);
  return null;
}
