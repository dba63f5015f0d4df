"use client";
// One input per custom field of the link, in its order: a textarea for long
// text, a phone keyboard for phones, a decimal one for numbers.
import type { Translate } from "@/lib/i18n/translate";
import type { PublicLink } from "@/lib/public-booking/public-link";
import { FormField } from "./form-field";
import type { BookingFormState } from "./use-booking-form";

export function AnswerFields({ state, fields, t }: { state: BookingFormState; fields: PublicLink["customFields"]; t: Translate }) {
  const { defaults, errorOf, inputProps } = state;
  return fields.map((custom, i) => {
    // By position, never by the field's name (see answersField in lib/public-booking/booking-form.ts).
    const path = `answers.${i}` as const;
    const common = {
      ...inputProps(path),
      defaultValue: defaults.answers[i] ?? "",
      placeholder: custom.placeholder || undefined,
      required: custom.required,
    };
    return (
      <div key={custom.id}>
        <FormField path={path} label={custom.required ? custom.label : `${custom.label} (${t("optional")})`} error={errorOf(path)}>
          {custom.type === "LONG_TEXT" ? (
            <textarea {...common} rows={4} className="field-input" />
          ) : (
            <input
              {...common}
              type={custom.type === "PHONE" ? "tel" : "text"}
              inputMode={custom.type === "NUMBER" ? "decimal" : undefined}
              className="field-input"
            />
          )}
        </FormField>
      </div>
    );
  });
}
