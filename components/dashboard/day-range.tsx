"use client";
// A From/To pair of whole days in the member's own zone, as the bookings and the audit log filter by them, and the
// instants those days begin at (a day's end is the next day's start, so a 23- or 25-hour day ends where it does).
import { useDashboard } from "./context";
import { input } from "./parts";

/** The instant a YYYY-MM-DD day begins in this browser's zone, `plusDays` later. */
export function localDayStart(day: string, plusDays = 0): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, date + plusDays);
}

export function DayRangeFields({ from, to, change }: { from: string; to: string; change: (next: { from?: string; to?: string }) => void }) {
  const { t } = useDashboard();
  return (
    <>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t("dashboard.filterFrom")}
        <input className={input} type="date" value={from} onChange={(e) => change({ from: e.target.value })} />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t("dashboard.filterTo")}
        <input className={input} type="date" value={to} onChange={(e) => change({ to: e.target.value })} />
      </label>
    </>
  );
}
