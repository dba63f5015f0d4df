// The cancel step: an optional reason and one button that confirms. A plain
// form posting to the server action, with or without JavaScript; "Keep my
// booking" goes back to the booking unchanged.
import type { Translate } from "@/lib/i18n";
import { HiddenFields } from "./hidden-fields";
import { SubmitButton } from "./submit-button";

interface Props {
  t: Translate;
  action: (data: FormData) => Promise<void>;
  /** The zone, hours and embed options the answer keeps. */
  hidden: Record<string, string | undefined>;
  backHref: string;
}

export function CancelForm({ t, action, hidden, backHref }: Props) {
  return (
    <form
      action={action}
      className="flex flex-col gap-4 border-t border-slate-200 pt-4 dark:border-slate-700"
      aria-labelledby="cancel-title"
    >
      <HiddenFields values={hidden} />
      <h2 id="cancel-title" className="text-lg font-semibold">
        {t("cancelTitle")}
      </h2>
      <div className="flex flex-col gap-1">
        <label htmlFor="cancel-reason" className="text-sm font-medium">
          {t("cancelReasonLabel")} <span className="font-normal text-slate-600 dark:text-slate-300">({t("optional")})</span>
        </label>
        <textarea
          id="cancel-reason"
          name="reason"
          rows={3}
          maxLength={1000}
          aria-describedby="cancel-reason-hint"
          className="field-input"
        />
        <p id="cancel-reason-hint" className="text-sm text-slate-600 dark:text-slate-300">
          {t("cancelReasonHint")}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton label={t("cancelConfirm")} pendingLabel={t("cancelling")} className="danger-button" />
        <a href={backHref} className="secondary-button">
          {t("keepBooking")}
        </a>
      </div>
    </form>
  );
}
