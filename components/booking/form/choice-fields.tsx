"use client";
// The custom fields that offer choices: a SELECT as a drop-down, a MULTI_SELECT as a group of checkboxes, a
// CHECKBOX as one box. Each posts under the field's name (answers.N) as a plain form does, so the booking works
// without JavaScript (lib/public-booking/booking-form.ts reads the post); with it, react-hook-form holds the
// answer as the string the service takes (an option's value, a JSON array of values, "true"/"false").
import { useController } from "react-hook-form";
import type { Translate } from "@/lib/i18n/translate";
import type { PublicLink } from "@/lib/public-booking/public-link";
import { multiSelectValues } from "@/lib/validation/custom-field-answers";
import { FormField } from "./form-field";
import type { BookingFormState } from "./use-booking-form";

interface Props {
  state: BookingFormState;
  field: PublicLink["customFields"][number];
  index: number;
  label: string;
  t: Translate;
}

export function ChoiceField(props: Props) {
  if (props.field.type === "SELECT") return <SelectField {...props} />;
  if (props.field.type === "MULTI_SELECT") return <MultiSelectField {...props} />;
  return <CheckboxField {...props} />;
}

function SelectField({ state, field, index, label }: Props) {
  const path = `answers.${index}` as const;
  return (
    <FormField path={path} label={label} error={state.errorOf(path)}>
      <select
        {...state.inputProps(path)}
        defaultValue={state.defaults.answers[index] ?? ""}
        required={field.required}
        className="field-input"
      >
        <option value="">{field.placeholder || "—"}</option>
        {field.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

function MultiSelectField({ state, field, index, label }: Props) {
  const path = `answers.${index}` as const;
  const { field: control } = useController({ control: state.form.control, name: path });
  const chosen = multiSelectValues(control.value || "[]") ?? [];
  const error = state.errorOf(path);
  const toggle = (value: string, on: boolean) =>
    control.onChange(JSON.stringify(field.options!.map((o) => o.value).filter((v) => (v === value ? on : chosen.includes(v)))));
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? `f-${path}-error` : undefined}>
      <legend className="text-sm font-medium">{label}</legend>
      {field.options?.map((o, j) => (
        <label key={o.value} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            id={j === 0 ? `f-${path}` : undefined}
            name={path}
            value={o.value}
            checked={chosen.includes(o.value)}
            onChange={(event) => toggle(o.value, event.target.checked)}
            aria-invalid={error ? true : undefined}
          />
          {o.label}
        </label>
      ))}
      {error && (
        <p id={`f-${path}-error`} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function CheckboxField({ state, field, index, label }: Props) {
  const path = `answers.${index}` as const;
  const { field: control } = useController({ control: state.form.control, name: path });
  const error = state.errorOf(path);
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          id={`f-${path}`}
          name={path}
          value="true"
          checked={control.value === "true"}
          onChange={(event) => control.onChange(event.target.checked ? "true" : "false")}
          required={field.required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `f-${path}-error` : undefined}
        />
        {label}
      </label>
      {error && (
        <p id={`f-${path}-error`} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
