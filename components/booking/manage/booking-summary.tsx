// The booking as it is now: its status in words, its time in the visitor's
// zone, and, once cancelled or declined, by whom and why.
import type { Translate } from "@/lib/i18n";
import type { MessageKey } from "@/lib/i18n/messages-en";
import { formatMeeting, type HourCycle, timeZoneLabel } from "@/lib/public-booking/format";
import type { VisitorBooking } from "@/lib/public-booking/manage-booking";
import type { PublicLink } from "@/lib/public-booking/public-link";
import { durationLabel } from "../link-details";

const TITLES: Record<VisitorBooking["status"], MessageKey> = {
  CONFIRMED: "manageConfirmedTitle",
  PENDING: "managePendingTitle",
  CANCELLED: "manageCancelledTitle",
  DECLINED: "manageDeclinedTitle",
  // A token always shows the latest replacement, so this one is never shown.
  RESCHEDULED: "manageConfirmedTitle",
};

interface Props {
  booking: VisitorBooking;
  link: PublicLink;
  locale: string;
  tz: string;
  hours: HourCycle;
  t: Translate;
}

export function BookingSummary({ booking, link, locale, tz, hours, t }: Props) {
  const inactive = booking.status === "CANCELLED" || booking.status === "DECLINED";
  const minutes = Math.round((Date.parse(booking.end) - Date.parse(booking.start)) / 60_000);
  return (
    <div className="flex flex-col gap-3">
      <h1 id="manage-title" className="text-2xl font-semibold" data-testid="manage-status" data-status={booking.status}>
        {t(TITLES[booking.status])}
      </h1>
      {booking.status === "PENDING" && (
        <p className="rounded-md bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100">{t("pendingText")}</p>
      )}
      <dl className="flex flex-col gap-1">
        <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{t("when")}</dt>
        <dd className={`text-lg ${inactive ? "text-slate-500 line-through dark:text-slate-400" : ""}`} data-testid="manage-when">
          {formatMeeting(booking.start, booking.end, locale, tz, hours)}
        </dd>
        <dd className="text-sm text-slate-600 dark:text-slate-300">
          {durationLabel(minutes, t)} · {link.title} · {timeZoneLabel(tz, locale)}
        </dd>
      </dl>
      {inactive && (
        <div className="flex flex-col gap-1 text-sm" data-testid="cancellation">
          {booking.cancelledBy && <p>{booking.cancelledBy === "HOST" ? t("cancelledByHost") : t("cancelledByYou")}</p>}
          {booking.cancellationReason && (
            <p>
              <span className="font-medium">{t("cancellationReason")}:</span>{" "}
              <span className="whitespace-pre-line">{booking.cancellationReason}</span>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
