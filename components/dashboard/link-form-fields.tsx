"use client";
// What the booking form asks: guests, and the link's own questions (custom fields), added, removed and moved.
// A field read from /v1 keeps its id when saved, so the answers bookings gave it stay attached.
import { useFieldArray } from "react-hook-form";
import * as rules from "@/lib/validation/booking-link-rules";
import { customFieldType } from "@/lib/validation/fields";
import { useDashboard } from "./context";
import { Checkbox, Field, type LinkFormApi, Section, smallButton, useProblem } from "./link-form-parts";
import { newCustomField } from "./link-form-values";
import { input, inputBase, WordOptions } from "./parts";
import { FIELD_TYPE_WORDS } from "./words";

function OptionsEditor({ form, index }: { form: LinkFormApi; index: number }) {
  const { t } = useDashboard();
  const problem = useProblem(form);
  const options = useFieldArray({ control: form.control, name: `customFields.${index}.options` });
  const listError = problem(`customFields.${index}.options`, "dashboard.optionsRule");
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="text-sm font-medium">{t("dashboard.fieldOptions")}</legend>
      {options.fields.map((option, j) => {
        const base = `cf-${index}-option-${j}`;
        const error =
          problem(`customFields.${index}.options.${j}.value`, "dashboard.optionRule") ??
          problem(`customFields.${index}.options.${j}.label`, "dashboard.optionRule");
        return (
          <div key={option.id} className="flex flex-col gap-1" data-testid="option-row">
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_1fr_auto]">
              <Field label={t("dashboard.optionLabel", { number: j + 1 })} id={`${base}-label`}>
                <input id={`${base}-label`} className={input} {...form.register(`customFields.${index}.options.${j}.label`)} />
              </Field>
              <Field label={t("dashboard.optionValue", { number: j + 1 })} id={`${base}-value`}>
                <input
                  id={`${base}-value`}
                  className={input}
                  autoCapitalize="none"
                  aria-invalid={error ? true : undefined}
                  {...form.register(`customFields.${index}.options.${j}.value`)}
                />
              </Field>
              <button type="button" className={`${smallButton} self-end`} onClick={() => options.remove(j)}>
                {t("dashboard.removeOption", { number: j + 1 })}
              </button>
            </div>
            {error && <p className="text-sm break-words text-red-700 dark:text-red-300">{error}</p>}
          </div>
        );
      })}
      {listError && <p className="text-sm text-red-700 dark:text-red-300">{listError}</p>}
      {options.fields.length < 50 && (
        <button
          type="button"
          className={`${smallButton} w-fit`}
          onClick={() => options.append({ value: `option-${options.fields.length + 1}`, label: "" })}
        >
          {t("dashboard.addOption")}
        </button>
      )}
    </fieldset>
  );
}

function NumberBounds({ form, index }: { form: LinkFormApi; index: number }) {
  const { t } = useDashboard();
  const problem = useProblem(form);
  const base = `cf-${index}`;
  return (
    <div className="grid gap-2 sm:grid-cols-3">
      <Field label={t("dashboard.fieldNumberMin")} id={`${base}-min`} error={problem(`customFields.${index}.min`, "dashboard.boundsRule")}>
        <input
          id={`${base}-min`}
          type="number"
          className={input}
          {...form.register(`customFields.${index}.min`, { valueAsNumber: true })}
        />
      </Field>
      <Field label={t("dashboard.fieldNumberMax")} id={`${base}-max`} error={problem(`customFields.${index}.max`, "dashboard.boundsRule")}>
        <input
          id={`${base}-max`}
          type="number"
          className={input}
          {...form.register(`customFields.${index}.max`, { valueAsNumber: true })}
        />
      </Field>
      <div className="self-end">
        <Checkbox form={form} name={`customFields.${index}.integer`} label={t("dashboard.fieldNumberInteger")} />
      </div>
    </div>
  );
}

function FieldEditor({
  form,
  index,
  count,
  onMove,
  onRemove,
}: {
  form: LinkFormApi;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useDashboard();
  const problem = useProblem(form);
  const type = form.watch(`customFields.${index}.type`);
  const base = `cf-${index}`;
  const label = form.watch(`customFields.${index}.label`) || t("dashboard.customFieldNumber", { number: index + 1 });
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-700" data-testid="custom-field">
      <p className="text-sm font-semibold break-words">{label}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t("dashboard.fieldFieldLabel")}
          id={`${base}-label`}
          error={problem(`customFields.${index}.label`, "dashboard.fieldLabelRule")}
        >
          <input id={`${base}-label`} className={input} {...form.register(`customFields.${index}.label`)} />
        </Field>
        <Field
          label={t("dashboard.fieldFieldName")}
          id={`${base}-name`}
          hint={t("dashboard.fieldNameHint")}
          error={problem(`customFields.${index}.name`, "dashboard.fieldNameRule")}
        >
          <input
            id={`${base}-name`}
            className={input}
            autoCapitalize="none"
            spellCheck={false}
            {...form.register(`customFields.${index}.name`)}
          />
        </Field>
        <Field label={t("dashboard.fieldFieldType")} id={`${base}-type`}>
          <select id={`${base}-type`} className={input} {...form.register(`customFields.${index}.type`)}>
            <WordOptions values={customFieldType.options} words={FIELD_TYPE_WORDS} />
          </select>
        </Field>
        <Field
          label={t("dashboard.fieldPlaceholder")}
          id={`${base}-placeholder`}
          error={problem(`customFields.${index}.placeholder`, "dashboard.placeholderRule")}
        >
          <input id={`${base}-placeholder`} className={input} {...form.register(`customFields.${index}.placeholder`)} />
        </Field>
      </div>
      <Checkbox form={form} name={`customFields.${index}.required`} label={t("dashboard.fieldRequired")} />
      {(type === "SELECT" || type === "MULTI_SELECT") && <OptionsEditor form={form} index={index} />}
      {type === "NUMBER" && <NumberBounds form={form} index={index} />}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={smallButton} disabled={index === 0} onClick={() => onMove(index - 1)}>
          {t("dashboard.moveFieldUp", { label })}
        </button>
        <button type="button" className={smallButton} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
          {t("dashboard.moveFieldDown", { label })}
        </button>
        <button type="button" className={smallButton} onClick={onRemove}>
          {t("dashboard.removeField", { label })}
        </button>
      </div>
    </li>
  );
}

export function BookingFormSection({ form }: { form: LinkFormApi }) {
  const { t } = useDashboard();
  const problem = useProblem(form);
  const fields = useFieldArray({ control: form.control, name: "customFields" });
  return (
    <Section title={t("dashboard.sectionBookingForm")} testId="section-form">
      <Checkbox form={form} name="allowGuestInvitations" label={t("dashboard.fieldAllowGuests")} />
      <Field label={t("dashboard.fieldMaxGuests")} id="maxGuestsAllowed" error={problem("maxGuestsAllowed", "dashboard.maxGuestsRule")}>
        <input
          id="maxGuestsAllowed"
          type="number"
          min={0}
          max={50}
          className={`${inputBase} w-28`}
          aria-invalid={form.formState.errors.maxGuestsAllowed ? true : undefined}
          {...form.register("maxGuestsAllowed", { valueAsNumber: true })}
        />
      </Field>
      <h3 className="text-sm font-semibold">{t("dashboard.customFields")}</h3>
      {fields.fields.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-300">{t("dashboard.noCustomFields")}</p>}
      <ol className="flex flex-col gap-3">
        {fields.fields.map((field, index) => (
          <FieldEditor
            key={field.id}
            form={form}
            index={index}
            count={fields.fields.length}
            onMove={(to) => fields.move(index, to)}
            onRemove={() => fields.remove(index)}
          />
        ))}
      </ol>
      {fields.fields.length < rules.MAX_CUSTOM_FIELDS && (
        <button type="button" className={`${smallButton} w-fit`} onClick={() => fields.append(newCustomField(fields.fields.length + 1))}>
          {t("dashboard.addCustomField")}
        </button>
      )}
    </Section>
  );
}
