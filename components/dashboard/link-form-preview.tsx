"use client";
// The booking page as the form's values will read: its head (organizer, title, durations, description) and the
// questions its booking form lists after the visitor's name and e-mail.
import { useDashboard } from "./context";
import type { LinkFormValues } from "./link-form-values";
import { card, muted } from "./parts";

export function LinkPreview({ values, owner }: { values: LinkFormValues; owner?: string }) {
  const { t, me } = useDashboard();
  const { title, description, durations, customFields } = values;
  return (
    <aside aria-label={t("dashboard.preview")} className={`${card} h-fit min-w-0`}>
      <p className={muted}>{t("dashboard.preview")}</p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{owner ?? me.user.fullName}</p>
      <p className="text-xl font-semibold break-words">{title || t("dashboard.untitled")}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {durations.map((duration, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: durations have no id until saved
          <span key={index} className="rounded-full border border-slate-300 px-3 py-1 text-sm dark:border-slate-600">
            {t("dashboard.minutes", { count: Number.isFinite(duration.minutes) ? duration.minutes : 0 })}
          </span>
        ))}
      </div>
      {description && <p className="mt-3 text-sm break-words whitespace-pre-wrap">{description}</p>}
      <p className="mt-4 text-sm font-semibold">{t("dashboard.previewForm")}</p>
      <ul className="mt-1 flex flex-col gap-1 text-sm" data-testid="preview-fields">
        <li>{t("dashboard.previewName")}</li>
        <li>{t("dashboard.previewEmail")}</li>
        {customFields.map((field, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: new fields have no id until saved
          <li key={index} className="break-words">
            {field.label || t("dashboard.customFieldNumber", { number: index + 1 })}
            {field.required && <span className={muted}> {t("dashboard.previewRequired")}</span>}
          </li>
        ))}
      </ul>
    </aside>
  );
}
