// The manage address's page, shared by /booking/[token] and the iframe route
// /embed/booking/[token]: the booking as it is now and the step the URL asks
// for (view, cancel, reschedule). The route loads its data and binds the
// forms' server actions to the token.
import { type EmbedOptions, embedParams } from "@/lib/embed/embed-options";
import { LOCALES, messagesFor, translator } from "@/lib/i18n";
import type { MessageKey } from "@/lib/i18n/messages-en";
import { type ManageError, manageHref, managePath, outcomeEvent } from "@/lib/public-booking/manage-booking";
import type { ManagePageData } from "@/lib/public-booking/page-data";
import { BookingShell } from "../booking-shell";
import { EmbedBridge } from "../embed-bridge";
import { LinkDetails } from "../link-details";
import { QueryProvider } from "../query-provider";
import { BookingSummary } from "./booking-summary";
import { CancelForm } from "./cancel-form";
import { ManageActions } from "./manage-actions";
import { ManageEvents } from "./manage-events";
import { RescheduleView } from "./reschedule-view";

const ERRORS: Record<ManageError, MessageKey> = {
  "slot-taken": "manageErrorSlotTaken",
  "slot-gone": "errorSlotGone",
  "same-time": "manageErrorSameTime",
  started: "manageErrorStarted",
  changed: "manageErrorChanged",
  unavailable: "errorUnavailable",
  "too-many": "errorTooManyAttempts",
};

interface Props {
  data: Extract<ManagePageData, { kind: "ready" }>;
  embed?: EmbedOptions;
  cancelAction: (data: FormData) => Promise<void>;
  rescheduleAction: (data: FormData) => Promise<void>;
}

export function ManageScreen({ data, embed, cancelAction, rescheduleAction }: Props) {
  const { booking, language, tz, hours, step, done, error, changes } = data;
  const t = translator(language);
  const locale = LOCALES[language];
  const link = embed?.brand ? { ...data.link, branding: { ...data.link.branding, brandColor: embed.brand } } : data.link;
  const path = managePath(data.token, Boolean(embed));
  const options = embed ? embedParams(embed) : {};
  const keep = { ...options, tz, hours };
  const hidden = { ...keep, ...(embed ? { embed: "1" } : {}) };
  const errorText = error ? t(ERRORS[error]) : undefined;
  const outcome = done && t(done === "cancelled" ? "outcomeCancelled" : "outcomeRescheduled");
  const content = (
    <section aria-labelledby="manage-title" className="flex flex-col gap-5" data-testid="manage">
      {/* The reschedule step says its error beside the times it concerns. */}
      <ManageNotices outcome={outcome} error={step === "reschedule" ? undefined : errorText} />
      <BookingSummary {...{ booking, link, locale, tz, hours, t }} />
      {step === "view" && (
        <ManageActions
          t={t}
          changes={changes}
          rescheduleHref={manageHref(path, { step: "reschedule" }, keep)}
          cancelHref={manageHref(path, { step: "cancel" }, keep)}
          // A firm calendar entry only once confirmed; one awaiting approval comes by e-mail on approval.
          icsHref={booking.status === "CONFIRMED" ? `${managePath(data.token)}/ics` : undefined}
        />
      )}
      {step === "cancel" && <CancelForm t={t} action={cancelAction} hidden={hidden} backHref={manageHref(path, {}, keep)} />}
      {step === "reschedule" && data.calendar && (
        <RescheduleView
          {...{ link, booking, locale, error: errorText, hidden }}
          messages={messagesFor(language)}
          initial={data.calendar}
          basePath={path}
          persistent={{ step: "reschedule", ...options }}
          slotsPath={`${managePath(data.token)}/slots`}
          holdPath={`${managePath(data.token)}/reservations`}
          action={rescheduleAction}
        />
      )}
      {step !== "view" && (
        <a href={manageHref(path, {}, keep)} className="self-start text-sm underline">
          {t("backToBooking")}
        </a>
      )}
    </section>
  );
  return (
    <BookingShell
      link={link}
      language={language}
      embed={embed}
      details={embed?.hideDetails ? undefined : <LinkDetails link={link} t={t} />}
    >
      <QueryProvider>
        {embed ? (
          <EmbedBridge origin={embed.embedOrigin} embedId={embed.embedId}>
            <ManageEvents event={outcomeEvent(done, booking)} />
            {content}
          </EmbedBridge>
        ) : (
          content
        )}
      </QueryProvider>
    </BookingShell>
  );
}

/** What the last change did, or why it could not be made. */
function ManageNotices({ outcome, error }: { outcome?: string; error?: string }) {
  return (
    <>
      {outcome && (
        <p
          role="status"
          data-testid="manage-outcome"
          className="rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100"
        >
          {outcome}
        </p>
      )}
      {error && (
        <p
          role="alert"
          data-testid="manage-error"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {error}
        </p>
      )}
    </>
  );
}
