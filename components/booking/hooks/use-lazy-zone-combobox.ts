"use client";
// The zone combobox (react-aria, some 70 KB gzipped) is a chunk of its own:
// most visitors keep the zone detected for them and never use the field. The
// page renders the plain field first (server and hydration alike) and swaps
// the combobox in when the visitor reaches for the field; the chunk is fetched
// once the page is idle, so the swap seldom waits. The promise is the module
// system's, so asking twice fetches once.
import { useEffect, useRef, useState } from "react";
import { newHandoff } from "../zone-handoff";

type ComboboxModule = typeof import("../zone-combobox");
let combobox: Promise<ComboboxModule> | undefined;
function loadCombobox(): Promise<ComboboxModule> {
  combobox ??= import("../zone-combobox").catch((error: unknown) => {
    // Offline or a new deployment: the plain field keeps working, and the next reach asks again.
    combobox = undefined;
    throw error;
  });
  return combobox;
}

/** The combobox once the visitor has reached for the field and it has loaded; `reach` asks for it. */
export function useLazyZoneCombobox() {
  const [loaded, setLoaded] = useState<ComboboxModule>();
  const [handoff] = useState(newHandoff);
  const asked = useRef(false);
  const reach = () => {
    if (asked.current) return;
    asked.current = true;
    loadCombobox().then(setLoaded, () => {
      asked.current = false;
    });
  };
  useEffect(() => prefetchWhenIdle(), []);
  return { ZoneCombobox: loaded?.ZoneCombobox, handoff, reach };
}

/** Fetches the chunk once the page is idle (after hydration), off its first load. */
function prefetchWhenIdle() {
  const prefetch = () => void loadCombobox().catch(() => {});
  if (typeof window.requestIdleCallback !== "function") {
    const timer = setTimeout(prefetch, 1_000);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(prefetch, { timeout: 5_000 });
  return () => window.cancelIdleCallback(handle);
}
