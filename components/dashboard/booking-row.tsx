"use client";
// One booking: when (in the member's zone), what, who, the attendees' answers, and what may be done with it now.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { unwrap } from "@/lib/dashboard/api";
import { useDashboard } from "./context";
import { button, card, dangerButton, input, muted, ProblemNotice, secondaryButton } from "./parts";
import { RescheduleForm } from "./reschedule-form";
import type { Booking } from "./resources";
import { BOOKING_STATUS_WORDS } from "./words";

type Action = "approve" | "decline" | "cancel";

export function BookingRow({ booking, linkTitle }: { booking: Booking; linkTitle?: string }) {
  const { t, locale } = useDashboard();
  const [asking, setAsking] = useState<"decline" | "cancel" | "reschedule" | undefined>();
  const day = new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", year: "numeric" });
  const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZoneName: "short" });
  const start = new Date(booking.start);
  const scheduler = booking.attendees.find((attendee) => !attendee.isGuest) ?? booking.attendees[0];
  const upcoming = start.getTime() > Date.now();
  return (
    <li className={card} data-testid="booking-row" data-booking-id={booking.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">
            <time dateTime={booking.start}>
              {day.format(start)} · {time.formatRange(start, new Date(booking.end))}
            </time>
          </p>
          <p className="break-words">{booking.title}</p>
          <p className={muted}>
            {scheduler && `${scheduler.name} <${scheduler.email}>`}
            {linkTitle && ` · ${linkTitle}`}
            {` · ${booking.hosts.map((host) => host.name).join(", ")}`}
          </p>
        </div>
        <StatusBadge status={booking.status} />
      </div>
      {booking.customFieldResponses.length > 0 && (
        <details className="mt-2">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-medium">{t("dashboard.answers")}</summary>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            {booking.customFieldResponses.map((answer) => (
              <div key={answer.fieldId} className="contents">
                <dt className="font-medium">{answer.label}</dt>
                <dd className="break-words whitespace-pre-wrap">{answer.value}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
      <BookingActions booking={booking} upcoming={upcoming} asking={asking} setAsking={setAsking} />
    </li>
  );
}

function StatusBadge({ status }: { status: Booking["status"] }) {
  const { t } = useDashboard();
  const tone =
    status === "PENDING"
      ? "bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50"
      : status === "CONFIRMED"
        ? "bg-emerald-100 text-emerald-950 dark:bg-emerald-900 dark:text-emerald-50"
        : "bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-50";
  return <span className={`rounded-full px-3 py-1 text-sm font-medium ${tone}`}>{t(BOOKING_STATUS_WORDS[status])}</span>;
}

interface ActionsProps {
  booking: Booking;
  upcoming: boolean;
  asking: "decline" | "cancel" | "reschedule" | undefined;
  setAsking: (value: "decline" | "cancel" | "reschedule" | undefined) => void;
}

function BookingActions({ booking, upcoming, asking, setAsking }: ActionsProps) {
  const { api, t } = useDashboard();
  const queries = useQueryClient();
  const act = useMutation({
    mutationFn: ({ action, reason }: { action: Action; reason?: string }) => {
      const body = { bookingId: booking.id, ...(reason ? { reason } : {}) };
      if (action === "approve") return unwrap(api.POST("/v1/bookings/approve", { body }));
      if (action === "decline") return unwrap(api.POST("/v1/bookings/decline", { body }));
      return unwrap(api.POST("/v1/bookings/cancel", { body }));
    },
    onSuccess: () => {
      setAsking(undefined);
      return queries.invalidateQueries({ queryKey: ["bookings"] });
    },
  });
  const open = booking.status === "PENDING" || booking.status === "CONFIRMED";
  if (!open || !upcoming) return null;
  return (
    <div className="mt-3 flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {booking.status === "PENDING" && (
          <button type="button" className={button} disabled={act.isPending} onClick={() => act.mutate({ action: "approve" })}>
            {t("dashboard.approve")}
          </button>
        )}
        {booking.status === "PENDING" && (
          <button type="button" className={secondaryButton} onClick={() => setAsking("decline")}>
            {t("dashboard.decline")}
          </button>
        )}
        <button type="button" className={secondaryButton} onClick={() => setAsking("reschedule")}>
          {t("dashboard.reschedule")}
        </button>
        <button type="button" className={secondaryButton} onClick={() => setAsking("cancel")}>
          {t("dashboard.cancelBooking")}
        </button>
      </div>
      {(asking === "decline" || asking === "cancel") && (
        <ReasonForm
          action={asking}
          pending={act.isPending}
          onSubmit={(reason) => act.mutate({ action: asking, reason })}
          onClose={() => setAsking(undefined)}
        />
      )}
      {asking === "reschedule" && <RescheduleForm booking={booking} onDone={() => setAsking(undefined)} />}
      <ProblemNotice error={act.error} />
    </div>
  );
}

function ReasonForm({
  action,
  pending,
  onSubmit,
  onClose,
}: {
  action: "decline" | "cancel";
  pending: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useDashboard();
  const reason = useRef<HTMLTextAreaElement>(null);
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(reason.current?.value.trim() ?? "");
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t(action === "decline" ? "dashboard.declineReason" : "dashboard.cancelReason")}
        {/* biome-ignore lint/a11y/noAutofocus: the field the member just asked for */}
        <textarea ref={reason} className={input} rows={2} maxLength={500} autoFocus />
      </label>
      <p className={muted}>{t("dashboard.attendeeIsTold")}</p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={dangerButton} disabled={pending}>
          {t(action === "decline" ? "dashboard.confirmDecline" : "dashboard.confirmCancel")}
        </button>
        <button type="button" className={secondaryButton} onClick={onClose}>
          {t("dashboard.keep")}
        </button>
      </div>
    </form>
  );
}
