"use client";
// The chosen new time next to the current one, and the form that moves the
// booking: posts to the server action with or without JavaScript.
import type { Translate } from "@/lib/i18n/translate";
import { formatMeeting, timeZoneLabel } from "@/lib/public-booking/format";
import type { VisitorBooking } from "@/lib/public-booking/manage-booking";
import type { PublicLink } from "@/lib/public-booking/public-link";
import type { CalendarState } from "@/lib/public-booking/url-state";
import { InPlaceLink } from "../in-place-link";
import { HiddenFields } from "./hidden-fields";
import { SubmitButton } from "./submit-button";

interface Props {
  link: PublicLink;
  booking: VisitorBooking;
  locale: string;
  t: Translate;
  state: CalendarState;
  slot: string;
  hidden: Record<string, string | undefined>;
  action: (data: FormData) => Promise<void>;
  backHref: string;
  onBack: () => void;
}

export function RescheduleConfirm({ link, booking, locale, t, state, slot, hidden, action, backHref, onBack }: Props) {
  const duration = link.durations.find((d) => d.id === state.duration) ?? link.durations[0]!;
  const end = new Date(Date.parse(slot) + duration.minutes * 60_000).toISOString();
  return (
    <form action={action} className="flex flex-col gap-4">
      <HiddenFields values={hidden} />
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1 rounded-md border border-slate-200 p-3 dark:border-slate-700">
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{t("currentTime")}</dt>
          <dd className="text-slate-500 line-through dark:text-slate-400">
            {formatMeeting(booking.start, booking.end, locale, state.tz, state.hours)}
          </dd>
        </div>
        <div className="flex flex-col gap-1 rounded-md border-2 p-3" style={{ borderColor: "var(--brand)" }}>
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{t("newTime")}</dt>
          <dd className="font-semibold" data-testid="new-time">
            {formatMeeting(slot, end, locale, state.tz, state.hours)}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-slate-600 dark:text-slate-300">{timeZoneLabel(state.tz, locale)}</p>
      {link.requiresApproval && <p className="text-sm">{t("rescheduleNeedsApproval")}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton label={t("rescheduleConfirm")} pendingLabel={t("rescheduling")} className="primary-button" />
        <InPlaceLink href={backHref} onFollow={onBack} className="secondary-button">
          {t("changeTime")}
        </InPlaceLink>
      </div>
    </form>
  );
}
