// After a booking: the booking read back by its manage token, as it is now
// (a booking cancelled since shows cancelled): when, for how long, where, who
// and the answers given, the link's confirmation message, add-to-calendar
// links (once confirmed) and the manage address. Shared by /book and /embed, which load the booking
// (lib/public-booking/server/load-confirmation-page.ts).

import { type EmbedOptions, embedParams } from "@/lib/embed/embed-options";
import { LOCALES, type Translate, translator } from "@/lib/i18n";
import { manageHref, managePath } from "@/lib/public-booking/manage-booking";
import type { ConfirmationPageData } from "@/lib/public-booking/page-data";
import { BookingShell } from "./booking-shell";
import { AddToCalendar } from "./confirmation/add-to-calendar";
import { BookedDetails } from "./confirmation/booked-details";
import { BookedHereScript } from "./confirmation/booked-here-script";
import { RememberBooked } from "./confirmation/remember-booked";
import { EmbedBookedNotice } from "./embed-booked-notice";
import { LinkDetails } from "./link-details";
import { BookingSummary } from "./manage/booking-summary";
import { ManageAddress } from "./manage/manage-address";
import { FocusOnMount } from "./step-focus";

/** `nonce`: this request's CSP nonce, for the inline script that records the booking in the tab (booked-here-script.tsx). */
export function BookingConfirmation({ data, embed, nonce }: { data: ConfirmationPageData; embed?: EmbedOptions; nonce?: string }) {
  const { booking, language, tz, hours } = data;
  const link = embed?.brand ? { ...data.link, branding: { ...data.link.branding, brandColor: embed.brand } } : data.link;
  const t = translator(language);
  const locale = LOCALES[language];
  // Booked (or requested) and still holding time; cancelled or declined since, it shows as the manage page does.
  const active = booking.status === "CONFIRMED" || booking.status === "PENDING";
  const manage = manageHref(managePath(data.manageToken, Boolean(embed)), {}, { ...(embed ? embedParams(embed) : {}), tz, hours });
  const { start, end } = booking;

  return (
    <BookingShell
      link={link}
      language={language}
      embed={embed}
      details={embed?.hideDetails ? undefined : <LinkDetails link={link} t={t} />}
    >
      <section
        aria-labelledby={active ? "booked-title" : "manage-title"}
        className="flex flex-col gap-4"
        data-testid="confirmation"
        data-status={booking.status}
      >
        {/* The booking's post navigated here: focus and the screen reader start at what happened. */}
        <FocusOnMount id={active ? "booked-title" : "manage-title"} />
        {active && <BookedHereScript linkId={link.id} start={start} nonce={nonce} />}
        {active && <RememberBooked linkId={link.id} start={start} />}
        {active ? (
          <>
            <h1 id="booked-title" tabIndex={-1} className="text-2xl font-semibold outline-none">
              {booking.status === "PENDING" ? t("pendingTitle") : t("confirmedTitle")}
            </h1>
            {booking.status === "PENDING" && (
              <p className="rounded-md bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100">{t("pendingText")}</p>
            )}
            <BookedDetails {...{ booking, locale, tz, hours, t }} />
          </>
        ) : (
          // Cancelled or declined since: no longer shown as booked.
          <BookingSummary {...{ booking, link, locale, tz, hours, t }} />
        )}
        {active && <AfterBooking data={data} link={link} manage={manage} t={t} />}
        {embed ? (
          <EmbedBookedNotice
            origin={embed.embedOrigin}
            embedId={embed.embedId}
            booking={active ? { bookingId: booking.id, start, end } : undefined}
            redirect={active ? data.redirect : undefined}
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

/** A live booking's follow-ups: the link's confirmation message, add-to-calendar links and the manage address. */
function AfterBooking({
  data,
  link,
  manage,
  t,
}: {
  data: ConfirmationPageData;
  link: ConfirmationPageData["link"];
  manage: string;
  t: Translate;
}) {
  return (
    <>
      {link.confirmationHtml && (
        <div
          className="text-slate-800 dark:text-slate-200 [&_a]:underline [&_p]:mb-2"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with an allowlist (lib/public-booking/server/sanitize.ts).
          dangerouslySetInnerHTML={{ __html: link.confirmationHtml }}
        />
      )}
      <AddToCalendar
        booking={data.booking}
        icsHref={`${managePath(data.manageToken)}/ics`}
        fallbackLocation={link.locations[0]?.location}
        t={t}
      />
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 dark:border-slate-700">
        <a href={manage} className="self-start font-medium underline">
          {t("manageLink")}
        </a>
        <ManageAddress url={data.manageUrl} label={t("manageAddressLabel")} copyLabel={t("copy")} copiedLabel={t("copied")} />
      </div>
    </>
  );
}
