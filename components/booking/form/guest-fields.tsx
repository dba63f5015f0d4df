"use client";
// Guests as rows of an email and an optional name, up to the link's maximum;
// a row added and left empty is no guest, with or without JavaScript. "Add a guest" is
// a submit button so it works without JavaScript (the server adds the row);
// with JavaScript the row is added in place.
import { useFieldArray } from "react-hook-form";
import type { Translate } from "@/lib/i18n/translate";
import { FormField } from "./form-field";
import type { BookingFormState } from "./use-booking-form";

export function GuestFields({ state, max, t }: { state: BookingFormState; max: number; t: Translate }) {
  const { form, defaults, errorOf, inputProps } = state;
  const guests = useFieldArray({ control: form.control, name: "guests" });
  const guestsError = errorOf("guests");
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium">
        {t("guests")} <span className="font-normal text-slate-600 dark:text-slate-300">({t("optional")})</span>
      </legend>
      <p className="text-xs text-slate-600 dark:text-slate-300">{t("guestLimit", { max })}</p>
      <input type="hidden" name="guestRows" value={guests.fields.length} />
      {guests.fields.map((row, i) => (
        <div
          key={row.id}
          className="grid grid-cols-1 gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] dark:border-slate-700"
        >
          <FormField path={`guests.${i}.email`} label={t("guestEmail", { number: i + 1 })} error={errorOf(`guests.${i}.email`)}>
            <input
              {...inputProps(`guests.${i}.email`)}
              defaultValue={defaults.guests[i]?.email}
              type="email"
              autoComplete="off"
              className="field-input"
            />
          </FormField>
          <FormField
            path={`guests.${i}.name`}
            label={`${t("guestName", { number: i + 1 })} (${t("optional")})`}
            error={errorOf(`guests.${i}.name`)}
          >
            <input {...inputProps(`guests.${i}.name`)} defaultValue={defaults.guests[i]?.name} className="field-input" />
          </FormField>
          <button
            type="button"
            onClick={() => guests.remove(i)}
            className="secondary-button self-end"
            aria-label={t("removeGuest", { number: i + 1 })}
          >
            ×
          </button>
        </div>
      ))}
      {guestsError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {guestsError}
        </p>
      )}
      {guests.fields.length < max && (
        <button
          type="submit"
          name="intent"
          value="add-guest"
          formNoValidate
          className="secondary-button self-start"
          onClick={(event) => {
            event.preventDefault();
            guests.append({ name: "", email: "" });
          }}
        >
          + {t("addGuest")}
        </button>
      )}
    </fieldset>
  );
}
