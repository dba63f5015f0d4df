"use client";
// Inside the iframe: what the host page's embed.js asks of the frame
// (lib/embed/embed-events.ts, EmbedCommand), taken only from the parent window
// on the embedding page's exact origin, and Escape, which asks a popup to
// close (embed.js ignores it for an inline embed).
import { useEffect } from "react";
import { EMBED_COMMAND_SOURCE, type EmbedCommand, type EmbedCommandEnvelope } from "@/lib/embed/embed-events";
import { readableTextColorOn } from "@/lib/public-booking/brand-color";
import type { SendEmbedEvent } from "./use-embed-events";

const THEMES = ["light", "dark", "auto"];
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The theme and brand colour on the page's <main> (BookingShell's), in place; an undefined brand restores the page's own. */
function applyLook({ theme, brand }: Extract<EmbedCommand, { type: "update" }>) {
  for (const main of document.querySelectorAll<HTMLElement>("main[data-theme]")) {
    if (THEMES.includes(theme)) main.dataset.theme = theme;
    main.dataset.ownBrand ??= main.style.getPropertyValue("--brand");
    const color = brand && /^#[0-9a-fA-F]{6}$/.test(brand) ? brand : main.dataset.ownBrand;
    if (!color) continue;
    main.style.setProperty("--brand", color);
    main.style.setProperty("--brand-text", readableTextColorOn(color));
  }
}

function focusLastControl() {
  const shown = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.getClientRects().length > 0);
  shown.at(-1)?.focus();
}

export function useHostCommands(origin: string | undefined, embedId: string | undefined, send: SendEmbedEvent) {
  useEffect(() => {
    if (!origin || !embedId) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== window.parent) return;
      const data = event.data as Partial<EmbedCommandEnvelope> | null;
      if (data?.source !== EMBED_COMMAND_SOURCE || data.embedId !== embedId || !data.command) return;
      if (data.command.type === "update") applyLook(data.command);
      else if (data.command.type === "focus") focusLastControl();
    };
    // A control that handles Escape itself (the zone list closing) marks it handled.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) send({ type: "close-requested" });
    };
    window.addEventListener("message", onMessage);
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("message", onMessage);
      window.removeEventListener("keydown", onKey);
    };
  }, [origin, embedId, send]);
}
