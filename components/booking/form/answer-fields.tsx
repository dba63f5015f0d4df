"use client";
// One input per custom field of the link, in its order: a textarea with a
// character counter for long text, a phone keyboard (and the browser's saved
// number) for phones, a decimal one for numbers (digits only for whole ones);
// choices (SELECT, MULTI_SELECT, CHECKBOX) in choice-fields.tsx.
import { useWatch } from "react-hook-form";
import type { Translate } from "@/lib/i18n/translate";
import type { PublicLink } from "@/lib/public-booking/public-link";
import { ANSWER_MAX_LENGTH } from "@/lib/validation/custom-field-answers";
import { ChoiceField } from "./choice-fields";
import { FormField } from "./form-field";
import type { BookingFormState } from "./use-booking-form";

interface Props {
  state: BookingFormState;
  fields: PublicLink["customFields"];
  locale: string;
  t: Translate;
}

export function AnswerFields({ state, fields, locale, t }: Props) {
  const { defaults, errorOf, inputProps } = state;
  return fields.map((custom, i) => {
    // By position, never by the field's name (see answersField in lib/public-booking/booking-form.ts).
    const path = `answers.${i}` as const;
    const props = inputProps(path);
    const common = {
      ...props,
      defaultValue: defaults.answers[i] ?? "",
      placeholder: custom.placeholder || undefined,
      required: custom.required,
      // The service's limit for the type: the browser stops typing there, as the counter shows.
      maxLength: ANSWER_MAX_LENGTH[custom.type],
    };
    const counterId = `f-${path}-count`;
    const label = custom.required ? custom.label : `${custom.label} (${t("optional")})`;
    if (custom.type === "SELECT" || custom.type === "MULTI_SELECT" || custom.type === "CHECKBOX") {
      return (
        <div key={custom.id}>
          <ChoiceField state={state} field={custom} index={i} label={label} t={t} />
        </div>
      );
    }
    return (
      <div key={custom.id}>
        <FormField path={path} label={label} error={errorOf(path)}>
          {custom.type === "LONG_TEXT" ? (
            <>
              <textarea
                {...common}
                aria-describedby={[props["aria-describedby"], counterId].filter(Boolean).join(" ")}
                rows={4}
                className="field-input"
              />
              <CharacterCount state={state} path={path} id={counterId} max={ANSWER_MAX_LENGTH.LONG_TEXT} locale={locale} t={t} />
            </>
          ) : (
            <input
              {...common}
              type={custom.type === "PHONE" ? "tel" : "text"}
              autoComplete={custom.type === "PHONE" ? "tel" : undefined}
              inputMode={custom.type === "NUMBER" ? (custom.integer ? "numeric" : "decimal") : undefined}
              className="field-input"
            />
          )}
        </FormField>
      </div>
    );
  });
}

interface CountProps {
  state: BookingFormState;
  path: `answers.${number}`;
  id: string;
  max: number;
  locale: string;
  t: Translate;
}

/** "7 / 5,000" under a long text: counted as the limit is (UTF-16 code units, what maxlength and the service count). */
function CharacterCount({ state, path, id, max, locale, t }: CountProps) {
  const value = useWatch({ control: state.form.control, name: path }) ?? "";
  const number = new Intl.NumberFormat(locale);
  return (
    <p id={id} data-testid={id} className="self-end text-xs text-slate-600 tabular-nums dark:text-slate-300">
      {t("characterCount", { count: number.format(value.length), max: number.format(max) })}
    </p>
  );
}
