"use client";
import { useLayoutEffect } from "react";
import { rememberBookedHere } from "../hooks/use-booked-here";

/**
 * Tells the link's booking page, in this tab, that this time is the visitor's own booking (use-booked-here.ts), as
 * soon as React shows the confirmation: after a post with JavaScript the page is React's render, whose scripts do
 * not run (booked-here-script.tsx records it for the page's HTML).
 */
export function RememberBooked({ linkId, start }: { linkId: string; start: string }) {
  useLayoutEffect(() => rememberBookedHere(linkId, start), [linkId, start]);
  return null;
}
