// The plain view's actions: Reschedule and Cancel (links to their steps, so
// they work without JavaScript), the calendar file, or why nothing can be
// changed any more.
import type { Translate } from "@/lib/i18n";
import type { AllowedChanges } from "@/lib/public-booking/manage-booking";

interface Props {
  t: Translate;
  changes: AllowedChanges;
  rescheduleHref: string;
  cancelHref: string;
  /** The .ics of the booking as it is now, while it holds time. */
  icsHref?: string;
}

export function ManageActions({ t, changes, rescheduleHref, cancelHref, icsHref }: Props) {
  // A cancelled or declined booking has nothing left to do here.
  if (changes.reason === "inactive" && !icsHref) return null;
  return (
    <div className="flex flex-col gap-4 border-t border-slate-200 pt-4 dark:border-slate-700">
      {(changes.reschedule || changes.cancel) && (
        <div className="flex flex-wrap gap-3">
          {changes.reschedule && (
            <a href={rescheduleHref} className="primary-button">
              {t("rescheduleAction")}
            </a>
          )}
          {changes.cancel && (
            <a href={cancelHref} className="secondary-button h-12">
              {t("cancelAction")}
            </a>
          )}
        </div>
      )}
      {changes.reason === "link-unavailable" && <p className="text-sm text-slate-700 dark:text-slate-300">{t("manageLinkUnavailable")}</p>}
      {changes.reason === "started" && <p className="text-sm text-slate-700 dark:text-slate-300">{t("manageStartedText")}</p>}
      {icsHref && (
        <a href={icsHref} download="booking.ics" className="self-start text-sm underline">
          {t("downloadIcs")}
        </a>
      )}
    </div>
  );
}
