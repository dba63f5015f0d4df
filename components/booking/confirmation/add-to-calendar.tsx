// Add-to-calendar, once the booking is confirmed: the .ics file (made by the
// ics library from the booking as it is now) and links that open the event in
// Google Calendar, Outlook.com and Office 365, titled as the service titled
// the booking. A booking awaiting approval gets no firm entry: the page says
// the invitation comes on approval (it then reads the booking anew and offers these).
import type { Translate } from "@/lib/i18n";
import { type CalendarEntry, googleCalendarUrl, outlookCalendarUrl } from "@/lib/public-booking/calendar-file";
import type { VisitorBooking } from "@/lib/public-booking/manage-booking";

interface Props {
  booking: VisitorBooking;
  /** Where the booking's .ics is served (by its manage token). */
  icsHref: string;
  /** The link's first place, for bookings that recorded none. */
  fallbackLocation?: string;
  t: Translate;
}

export function AddToCalendar({ booking, icsHref, fallbackLocation, t }: Props) {
  if (booking.status === "PENDING") {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="calendar-after-approval">
        {t("pendingCalendar")}
      </p>
    );
  }
  const entry: CalendarEntry = {
    title: booking.title,
    start: booking.start,
    end: booking.end,
    location: booking.location ?? fallbackLocation,
  };
  const away = { target: "_blank", rel: "noopener noreferrer", className: "secondary-button" };
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold">{t("addToCalendar")}</h2>
      <div className="flex flex-wrap gap-2">
        <a className="secondary-button" href={icsHref} download="booking.ics">
          {t("downloadIcs")}
        </a>
        <a {...away} href={googleCalendarUrl(entry)}>
          {t("googleCalendar")}
        </a>
        <a {...away} href={outlookCalendarUrl(entry, "outlook.com")}>
          {t("outlookCalendar")}
        </a>
        <a {...away} href={outlookCalendarUrl(entry, "office365")}>
          {t("office365Calendar")}
        </a>
      </div>
    </div>
  );
}
