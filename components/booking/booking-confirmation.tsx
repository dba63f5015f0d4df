// After a booking: the meeting's time in the visitor's zone, the link's
// confirmation message, and add-to-calendar links. Shared by /book and
// /embed, which load the signed booking (lib/public-booking/server/).

import type { EmbedOptions } from "@/lib/embed/embed-options";
import { LOCALES, translator } from "@/lib/i18n";
import { googleCalendarUrl } from "@/lib/public-booking/calendar-file";
import { formatTime, timeZoneLabel } from "@/lib/public-booking/format";
import type { ConfirmationPageData } from "@/lib/public-booking/page-data";
import { BookingShell } from "./booking-shell";
import { EmbedBookedNotice } from "./embed-booked-notice";
import { LinkDetails } from "./link-details";

export function BookingConfirmation({ data, embed }: { data: ConfirmationPageData; embed?: EmbedOptions }) {
  const { booking, start, end, pending, language, tz, hours } = data;
  const link = embed?.brand ? { ...data.link, branding: { ...data.link.branding, brandColor: embed.brand } } : data.link;
  const t = translator(language);
  const locale = LOCALES[language];
  const when = `${new Intl.DateTimeFormat(locale, { timeZone: tz, dateStyle: "full" }).format(new Date(start))}, ${formatTime(start, locale, tz, hours)} – ${formatTime(end, locale, tz, hours)}`;
  const location = link.locations[0]?.location;

  return (
    <BookingShell
      link={link}
      language={language}
      embed={embed}
      details={embed?.hideDetails ? undefined : <LinkDetails link={link} t={t} />}
    >
      <section aria-labelledby="booked-title" className="flex flex-col gap-4" data-testid="confirmation">
        <h1 id="booked-title" className="text-2xl font-semibold">
          {pending ? t("pendingTitle") : t("confirmedTitle")}
        </h1>
        {pending && <p className="rounded-md bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100">{t("pendingText")}</p>}
        <dl className="flex flex-col gap-1">
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{t("when")}</dt>
          <dd className="text-lg">{when}</dd>
          <dd className="text-sm text-slate-600 dark:text-slate-300">{timeZoneLabel(tz, locale)}</dd>
        </dl>
        {link.confirmationHtml && (
          <div
            className="text-slate-800 dark:text-slate-200 [&_a]:underline [&_p]:mb-2"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with an allowlist (lib/public-booking/server/sanitize.ts).
            dangerouslySetInnerHTML={{ __html: link.confirmationHtml }}
          />
        )}
        <div className="flex flex-col gap-2">
          <h2 className="text-sm font-semibold">{t("addToCalendar")}</h2>
          <div className="flex flex-wrap gap-2">
            <a
              className="secondary-button"
              href={`/api/booking-links/${encodeURIComponent(link.id)}/ics?${new URLSearchParams({ booking, start, end, ...(pending && { pending: "1" }), sig: data.signature })}`}
              download="booking.ics"
            >
              {t("downloadIcs")}
            </a>
            <a
              className="secondary-button"
              href={googleCalendarUrl({ title: link.title, start, end, location })}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t("googleCalendar")}
            </a>
          </div>
        </div>
        {embed ? (
          <EmbedBookedNotice
            origin={embed.embedOrigin}
            embedId={embed.embedId}
            booking={{ bookingId: booking, start, end }}
            redirect={data.redirect}
            continueLabel={t("continue")}
          />
        ) : (
          <a href={`/book/${encodeURIComponent(link.id)}`} className="text-sm underline">
            {t("bookAnother")}
          </a>
        )}
      </section>
    </BookingShell>
  );
}
