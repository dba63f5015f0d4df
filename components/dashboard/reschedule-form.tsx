"use client";
// Moving a booking: a day in the member's zone, that day's free times of the link (the booking's own time counts
// as free), and the move, which the service checks again.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { unwrap } from "@/lib/dashboard/api";
import { useDashboard } from "./context";
import { button, input, muted, ProblemNotice, secondaryButton } from "./parts";
import type { Booking } from "./resources";

const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

export function RescheduleForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const { api, t, locale } = useDashboard();
  const queries = useQueryClient();
  const [day, setDay] = useState(() => localDay(new Date(booking.start)));
  const [chosen, setChosen] = useState<string>();
  const dayStart = new Date(`${day}T00:00:00`);
  const dayEnd = new Date(`${day}T23:59:59`);
  const slots = useQuery({
    queryKey: ["time-slots", booking.bookingLinkId, day, booking.id],
    enabled: !Number.isNaN(dayStart.getTime()),
    queryFn: () =>
      unwrap(
        api.GET("/v1/booking-links/{id}/time-slots", {
          params: {
            path: { id: booking.bookingLinkId },
            query: {
              startDate: dayStart.toISOString(),
              endDate: dayEnd.toISOString(),
              durationId: booking.durationId,
              excludeBookingId: booking.id,
            } as never,
          },
        }),
      ),
  });
  const move = useMutation({
    mutationFn: (startDateTime: string) => unwrap(api.POST("/v1/bookings/reschedule", { body: { bookingId: booking.id, startDateTime } })),
    onSuccess: () => {
      onDone();
      return queries.invalidateQueries({ queryKey: ["bookings"] });
    },
  });
  const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" });
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) move.mutate(chosen);
      }}
    >
      <label className="flex max-w-xs flex-col gap-1 text-sm font-medium">
        {t("dashboard.moveToDay")}
        <input className={input} type="date" value={day} onChange={(e) => setDay(e.target.value)} />
      </label>
      <fieldset>
        <legend className="text-sm font-medium">{t("dashboard.freeTimes")}</legend>
        {slots.isPending && <p className={muted}>{t("dashboard.loading")}</p>}
        {slots.data && slots.data.availableSlots.length === 0 && <p className={muted}>{t("dashboard.noFreeTimes")}</p>}
        <div className="mt-2 flex flex-wrap gap-2">
          {(slots.data?.availableSlots ?? []).map((slot) => (
            <label
              key={slot.start}
              className="inline-flex h-11 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm has-checked:border-slate-900 has-checked:font-semibold dark:border-slate-600 dark:has-checked:border-slate-100"
            >
              <input type="radio" name="start" value={slot.start} checked={chosen === slot.start} onChange={() => setChosen(slot.start)} />
              {time.format(new Date(slot.start))}
            </label>
          ))}
        </div>
      </fieldset>
      <ProblemNotice error={slots.error ?? move.error} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={button} disabled={!chosen || move.isPending}>
          {t("dashboard.confirmMove")}
        </button>
        <button type="button" className={secondaryButton} onClick={onDone}>
          {t("dashboard.keep")}
        </button>
      </div>
    </form>
  );
}
