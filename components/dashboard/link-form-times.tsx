"use client";
// When a link may be booked: minimum notice and how far ahead (a quantity and a unit, empty for none), the break
// before, the step between start times, and the first and last dates (UTC days).
import { periodUnit } from "@/lib/validation/fields";
import { useDashboard } from "./context";
import { Field, type LinkFormApi, Section, useProblem } from "./link-form-parts";
import { input, inputBase, WordOptions } from "./parts";
import { PERIOD_UNIT_WORDS } from "./words";

function PeriodField({ form, name, label }: { form: LinkFormApi; name: "minNotice" | "maxFuture"; label: string }) {
  const { t } = useDashboard();
  const problem = useProblem(form);
  const error = problem(`${name}.quantity`, "dashboard.periodRule");
  return (
    <fieldset className="flex min-w-0 flex-col gap-1">
      <legend className="text-sm font-medium">{label}</legend>
      <div className="flex flex-wrap gap-2">
        <label className="flex flex-col">
          <span className="sr-only">{t("dashboard.periodQuantity", { field: label })}</span>
          <input
            id={`${name}-quantity`}
            type="number"
            min={0}
            max={10000}
            className={`${inputBase} w-28`}
            aria-invalid={error ? true : undefined}
            {...form.register(`${name}.quantity`, { valueAsNumber: true })}
          />
        </label>
        <label className="flex flex-col">
          <span className="sr-only">{t("dashboard.periodUnitOf", { field: label })}</span>
          <select className={inputBase} {...form.register(`${name}.unit`)}>
            <WordOptions values={periodUnit.options} words={PERIOD_UNIT_WORDS} />
          </select>
        </label>
      </div>
      {error ? (
        <p className="text-sm text-red-700 dark:text-red-300">{error}</p>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("dashboard.periodEmpty")}</p>
      )}
    </fieldset>
  );
}

function NumberInput({
  form,
  name,
  min,
  max,
}: {
  form: LinkFormApi;
  name: "bufferMinutesBeforeEvent" | "slotIntervalMinutes";
  min: number;
  max: number;
}) {
  return (
    <input
      id={name}
      type="number"
      min={min}
      max={max}
      className={input}
      aria-invalid={form.formState.errors[name] ? true : undefined}
      {...form.register(name, { valueAsNumber: true })}
    />
  );
}

export function TimesSection({ form }: { form: LinkFormApi }) {
  const { t } = useDashboard();
  const problem = useProblem(form);
  return (
    <Section title={t("dashboard.sectionTimes")} testId="section-times">
      <div className="grid gap-4 sm:grid-cols-2">
        <PeriodField form={form} name="minNotice" label={t("dashboard.fieldMinNoticePeriod")} />
        <PeriodField form={form} name="maxFuture" label={t("dashboard.fieldMaxFuture")} />
        <Field
          label={t("dashboard.fieldBufferBefore")}
          id="bufferMinutesBeforeEvent"
          error={problem("bufferMinutesBeforeEvent", "dashboard.bufferRule")}
        >
          <NumberInput form={form} name="bufferMinutesBeforeEvent" min={0} max={1440} />
        </Field>
        <Field
          label={t("dashboard.fieldSlotInterval")}
          id="slotIntervalMinutes"
          hint={t("dashboard.slotIntervalHint")}
          error={problem("slotIntervalMinutes", "dashboard.slotIntervalRule")}
        >
          <NumberInput form={form} name="slotIntervalMinutes" min={5} max={1440} />
        </Field>
        <Field label={t("dashboard.fieldMinDate")} id="minDate" error={problem("minDate", "dashboard.dateRule")}>
          <input id="minDate" type="date" className={input} {...form.register("minDate")} />
        </Field>
        <Field label={t("dashboard.fieldMaxDate")} id="maxDate" error={problem("maxDate", "dashboard.dateRule")}>
          <input id="maxDate" type="date" className={input} {...form.register("maxDate")} />
        </Field>
      </div>
    </Section>
  );
}
