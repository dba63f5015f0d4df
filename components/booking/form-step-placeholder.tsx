// What the form step shows while the form's code is still loading (a chunk of
// its own, see fill-form-step.tsx): the chosen time at once, as the step will
// show it, and grey fields where the form will be.
import { type ChosenTimeProps, FormStepHeader } from "./form-step-header";

export function FormStepPlaceholder({ link, locale, t, state, slot }: ChosenTimeProps) {
  return (
    <section aria-labelledby="details-title" aria-busy="true" data-testid="form-placeholder" className="flex flex-col gap-4">
      <FormStepHeader link={link} locale={locale} t={t} state={state} slot={slot}>
        {/* Where "Change time" will be, so nothing moves when the step arrives. */}
        <span className="skeleton h-5 w-24 rounded" aria-hidden="true" />
      </FormStepHeader>
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{t("loading")}</span>
        {[0, 1].map((i) => (
          <div key={i} className="flex flex-col gap-1" aria-hidden="true">
            <span className="skeleton h-5 w-24 rounded" />
            <span className="skeleton h-11 rounded-md" />
          </div>
        ))}
        <span className="skeleton h-12 w-40 rounded-md" aria-hidden="true" />
      </div>
    </section>
  );
}
