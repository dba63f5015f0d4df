// What was booked, as the service holds it: when (and for how long, in the
// visitor's zone), where, who (the scheduler's name and email, the guests)
// and the answers given. The manage token in the page's address is the
// visitor's own; no host's email is shown.
import { Fragment } from "react";
import type { Translate } from "@/lib/i18n";
import { formatMeeting, type HourCycle, timeZoneLabel } from "@/lib/public-booking/format";
import type { VisitorBooking } from "@/lib/public-booking/manage-booking";
import { durationLabel } from "../link-details";

interface Props {
  booking: VisitorBooking;
  locale: string;
  tz: string;
  hours: HourCycle;
  t: Translate;
}

const TERM = "text-sm font-medium text-slate-600 dark:text-slate-300";

export function BookedDetails({ booking, locale, tz, hours, t }: Props) {
  const minutes = Math.round((Date.parse(booking.end) - Date.parse(booking.start)) / 60_000);
  const scheduler = booking.attendees.find((a) => !a.isGuest);
  const guests = booking.attendees.filter((a) => a.isGuest);
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)] sm:gap-y-3">
      <dt className={TERM}>{t("when")}</dt>
      <dd className="mb-2 sm:mb-0">
        <span className="block text-lg">{formatMeeting(booking.start, booking.end, locale, tz, hours)}</span>
        <span className="block text-sm text-slate-600 dark:text-slate-300" data-testid="booked-duration">
          {durationLabel(minutes, t)} · {timeZoneLabel(tz, locale)}
        </span>
      </dd>
      {booking.location && (
        <>
          <dt className={TERM}>{t("location")}</dt>
          <dd className="mb-2 break-words sm:mb-0">{booking.location}</dd>
        </>
      )}
      {scheduler && (
        <>
          <dt className={TERM}>{t("who")}</dt>
          <dd className="mb-2 break-words sm:mb-0" data-testid="booked-scheduler">
            <Person name={scheduler.name} email={scheduler.email} />
          </dd>
        </>
      )}
      {guests.length > 0 && (
        <>
          <dt className={TERM}>{t("guests")}</dt>
          <dd className="mb-2 sm:mb-0" data-testid="booked-guests">
            <ul className="flex flex-col gap-1">
              {guests.map((guest) => (
                <li key={guest.email} className="break-words">
                  <Person name={guest.name} email={guest.email} />
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
      {booking.answers.map((answer) => (
        <Fragment key={answer.label}>
          <dt className={TERM}>{answer.label}</dt>
          <dd className="mb-2 whitespace-pre-line break-words sm:mb-0">{answer.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** A name and its email; a guest booked without a name goes by the email, shown once. */
function Person({ name, email }: { name: string; email: string }) {
  if (name === email) return <span>{email}</span>;
  return (
    <>
      <span className="block">{name}</span>
      <span className="block text-sm text-slate-600 dark:text-slate-300">{email}</span>
    </>
  );
}
