"use client";
// How long the chosen time stays held for the visitor, shown only when it
// runs short (the last two minutes) and once it has ended. The ticking
// minutes and seconds are hidden from screen readers, which hear one
// sentence when the countdown appears and one when the hold ends.
import { useEffect, useState } from "react";
import type { Translate } from "@/lib/i18n/translate";

/** From how long before the hold ends the countdown shows. */
export const HOLD_COUNTDOWN_MS = 2 * 60_000;

export function HoldCountdown({ deadline, t }: { deadline: number; t: Translate }) {
  const remaining = useRemaining(deadline);
  if (remaining > HOLD_COUNTDOWN_MS) return null;
  const ended = remaining <= 0;
  const seconds = Math.ceil(remaining / 1000);
  const time = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
  return (
    <p
      role="status"
      data-testid="hold-countdown"
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      {ended ? (
        t("holdEnded")
      ) : (
        <>
          <span className="sr-only">{t("holdEndingSoon")}</span>
          <span aria-hidden="true">{t("holdEndsIn", { time })}</span>
        </>
      )}
    </p>
  );
}

/** Milliseconds to `deadline`, updated every second once under the countdown's threshold, not before. */
function useRemaining(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  const remaining = deadline - now;
  useEffect(() => {
    if (remaining <= 0) return;
    const wait = remaining > HOLD_COUNTDOWN_MS ? remaining - HOLD_COUNTDOWN_MS : ((remaining - 1) % 1000) + 1;
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [remaining]);
  return remaining;
}
