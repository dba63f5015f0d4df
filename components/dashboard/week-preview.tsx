"use client";
// The next seven days' times of a link that uses the schedule, as visitors see them (bookings and busy times
// taken out), in the member's zone: what a saved change did.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { unwrap } from "@/lib/dashboard/api";
import { useDashboard } from "./context";
import { card, input, muted, ProblemNotice } from "./parts";
import { LINKS_PAGE_SIZE, type Schedule } from "./resources";

export function WeekPreview({ schedule }: { schedule: Schedule }) {
  const { api, t, locale } = useDashboard();
  // The schedule's owner's own links: a team's first page of links may hold none of them.
  const links = useQuery({
    queryKey: ["booking-links", "owned", schedule.userId],
    queryFn: () =>
      unwrap(api.GET("/v1/booking-links", { params: { query: { userId: schedule.userId, deleted: false, pageSize: LINKS_PAGE_SIZE } } })),
  });
  const using = (links.data?.data ?? []).filter((link) => link.hosts.some((host) => host.scheduleId === schedule.id));
  const [linkId, setLinkId] = useState<string>();
  const link = using.find((candidate) => candidate.id === linkId) ?? using[0];
  const [from] = useState(() => new Date());
  const to = new Date(from.getTime() + 7 * 86_400_000);
  const slots = useQuery({
    queryKey: ["time-slots", link?.id, "week", schedule.updatedAt],
    enabled: link !== undefined,
    queryFn: () =>
      unwrap(
        api.GET("/v1/booking-links/{id}/time-slots", {
          params: { path: { id: link?.id ?? "" }, query: { startDate: from.toISOString(), endDate: to.toISOString() } as never },
        }),
      ),
  });
  const day = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "short" });
  const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" });
  const byDay = new Map<string, Date[]>();
  for (const slot of slots.data?.availableSlots ?? []) {
    const start = new Date(slot.start);
    const key = day.format(start);
    byDay.set(key, [...(byDay.get(key) ?? []), start]);
  }
  return (
    <aside aria-labelledby="week-preview-title" className={`${card} h-fit`}>
      <h2 id="week-preview-title" className="font-semibold">
        {t("dashboard.nextWeek")}
      </h2>
      {using.length === 0 && <p className={muted}>{t("dashboard.noLinkUsesSchedule")}</p>}
      {using.length > 1 && (
        <label className="mt-2 flex flex-col gap-1 text-sm font-medium">
          {t("dashboard.previewLink")}
          <select className={input} value={link?.id} onChange={(event) => setLinkId(event.target.value)}>
            {using.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.title}
              </option>
            ))}
          </select>
        </label>
      )}
      {link && using.length === 1 && <p className={muted}>{link.title}</p>}
      <ProblemNotice error={slots.error} />
      {slots.data && byDay.size === 0 && <p className="mt-2">{t("dashboard.noTimesNextWeek")}</p>}
      <dl className="mt-2 flex flex-col gap-2 text-sm" data-testid="week-preview">
        {[...byDay].map(([label, starts]) => (
          <div key={label}>
            <dt className="font-medium">{label}</dt>
            <dd className={muted}>
              {starts
                .slice(0, 6)
                .map((start) => time.format(start))
                .join(", ")}
              {starts.length > 6 && ` ${t("dashboard.andMore", { count: starts.length - 6 })}`}
            </dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
