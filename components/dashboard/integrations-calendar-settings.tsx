"use client";
// Each calendar of a connection with its two settings, saved as they are ticked: whether its events make the
// member busy, and whether its all-day events do too (POST /v1/calendars/update, with the updatedAt read). The
// service reads a calendar turned on again before it answers, so a save can take a few seconds.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { components } from "@/lib/api-client";
import { unwrap } from "@/lib/dashboard/api";
import { useDashboard } from "./context";
import { muted, ProblemNotice } from "./parts";

type Calendar = components["schemas"]["ConnectedCalendar"];
type Settings = Pick<Calendar, "readForAvailability" | "ignoreAllDay">;

export function CalendarSettingsList({ calendars }: { calendars: Calendar[] }) {
  const { t } = useDashboard();
  return (
    <div className="mt-3">
      <p className="text-sm font-medium">{t("dashboard.connectionCalendars")}</p>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {calendars.map((calendar) => (
          <CalendarSettings key={calendar.id} calendar={calendar} />
        ))}
      </ul>
    </div>
  );
}

function CalendarSettings({ calendar }: { calendar: Calendar }) {
  const { api, t } = useDashboard();
  const queries = useQueryClient();
  const save = useMutation({
    mutationFn: (change: Partial<Settings>) =>
      unwrap(api.POST("/v1/calendars/update", { body: { calendarId: calendar.id, updatedAt: calendar.updatedAt, ...change } })),
    // A stale read is refused with nothing written: reading the list again shows what is there now.
    onSettled: () => queries.invalidateQueries({ queryKey: ["calendars"] }),
  });
  // While a save is under way the box shows what was ticked, and further ticks wait for it: each carries the
  // updatedAt its answer brings. The boxes stay enabled, so the focus stays where the member left it. The tick is
  // held here from the click on (the mutation's own state arrives a render later, and the box flicked back
  // meanwhile) until the list read again after the save holds it.
  const [ticked, setTicked] = useState<Partial<Settings> | null>(null);
  const waiting = ticked !== null || save.isPending;
  const shown: Settings = { ...calendar, ...ticked };
  const change = (settings: Partial<Settings>) => {
    if (waiting) return;
    setTicked(settings);
    save.mutate(settings, { onSettled: () => setTicked(null) });
  };
  return (
    <li className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <fieldset aria-busy={waiting}>
        <legend className="font-medium [overflow-wrap:anywhere]">{calendar.name}</legend>
        <label className="mt-1 flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className="h-5 w-5 shrink-0"
            checked={shown.readForAvailability}
            onChange={(event) => change({ readForAvailability: event.target.checked })}
          />
          <span>{t("dashboard.calendarMakesBusy")}</span>
        </label>
        <label className="flex min-h-11 items-center gap-3 has-[:disabled]:opacity-60">
          <input
            type="checkbox"
            className="h-5 w-5 shrink-0"
            checked={shown.readForAvailability && !shown.ignoreAllDay}
            disabled={!shown.readForAvailability}
            onChange={(event) => change({ ignoreAllDay: !event.target.checked })}
          />
          <span>{t("dashboard.calendarAllDay")}</span>
        </label>
        <p role="status" className={muted}>
          {waiting ? t("dashboard.calendarSaving") : save.isSuccess ? t("dashboard.saved") : ""}
        </p>
        <ProblemNotice error={save.error} />
      </fieldset>
    </li>
  );
}
