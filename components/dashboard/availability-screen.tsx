"use client";
// Availability: the member's schedules; one at a time, its week (ranges per day, copied to other days), its
// days that differ (a day off, other hours), its zone; and the next week's times of a link that uses it.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { unwrap } from "@/lib/dashboard/api";
import { useDashboard } from "./context";
import { Loading, ProblemNotice, ScreenHeading } from "./parts";
import type { Schedule } from "./resources";
import { ScheduleForm } from "./schedule-form";
import { WeekPreview } from "./week-preview";

export function AvailabilityScreen() {
  const { api, t, me } = useDashboard();
  const schedules = useQuery({
    queryKey: ["schedules", me.user.id],
    queryFn: () => unwrap(api.GET("/v1/schedules", { params: { query: { pageSize: 100 } } })),
    refetchOnWindowFocus: false,
  });
  const [chosenId, setChosenId] = useState<string>();
  const list = (schedules.data?.data ?? []) as Schedule[];
  const chosen = list.find((schedule) => schedule.id === chosenId) ?? list.find((schedule) => schedule.isDefault) ?? list[0];
  return (
    <section>
      <ScreenHeading title={t("dashboard.availabilityTitle")} />
      {schedules.isPending && <Loading />}
      <ProblemNotice error={schedules.error} />
      {list.length > 1 && (
        <label className="mb-4 flex max-w-sm flex-col gap-1 text-sm font-medium">
          {t("dashboard.schedule")}
          <select
            className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base dark:border-slate-500 dark:bg-slate-950"
            value={chosen?.id}
            onChange={(event) => setChosenId(event.target.value)}
          >
            {list.map((schedule) => (
              <option key={schedule.id} value={schedule.id}>
                {schedule.isDefault ? t("dashboard.defaultSchedule", { name: schedule.name }) : schedule.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {chosen && (
        <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
          <ScheduleForm key={chosen.id} schedule={chosen} />
          <WeekPreview schedule={chosen} />
        </div>
      )}
    </section>
  );
}
