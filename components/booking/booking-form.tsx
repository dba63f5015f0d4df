"use client";
// The visitor's details. react-hook-form with the link's zod schema checks
// them in the browser; the same schema runs again in the server action, which
// is also what a plain form post (no JavaScript) reaches.
import { zodResolver } from "@hookform/resolvers/zod";
import { startTransition, useRef } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import type { MessageKey } from "@/lib/i18n/messages-en";
import type { Translate } from "@/lib/i18n/translate";
import { type BookingFormValues, bookingFormSchema } from "@/lib/public-booking/booking-form";
import type { PublicLink } from "@/lib/public-booking/public-link";

interface Props {
  link: PublicLink;
  t: Translate;
  values: BookingFormValues;
  guestRows: number;
  serverErrors?: Record<string, MessageKey>;
  formError?: MessageKey;
  hidden: Record<string, string>;
  action: (data: FormData) => void;
  pending: boolean;
}

export function BookingForm({ link, t, values, guestRows, serverErrors = {}, formError, hidden, action, pending }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const rows = Math.max(guestRows, values.guests.length);
  const defaults: BookingFormValues = {
    ...values,
    guests: Array.from({ length: rows }, (_, i) => values.guests[i] ?? { name: "", email: "" }),
  };
  const { register, handleSubmit, control, formState } = useForm<BookingFormValues>({
    resolver: zodResolver(bookingFormSchema(link)),
    defaultValues: defaults,
    // Validate on submit, then live: validating on blur raced with "Add a guest".
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const guests = useFieldArray({ control, name: "guests" });

  const errorOf = (path: string): string | undefined => {
    const parts = path.split(".");
    let node: unknown = formState.errors;
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
    const key = ((node as { message?: string } | undefined)?.message ?? serverErrors[path]) as MessageKey | undefined;
    return key ? t(key, { max: link.guests.max }) : undefined;
  };

  const field = (path: string, label: string, input: React.ReactNode, hint?: string) => {
    const error = errorOf(path);
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={`f-${path}`} className="text-sm font-medium">
          {label}
        </label>
        {input}
        {hint && <p className="text-xs text-slate-600 dark:text-slate-300">{hint}</p>}
        {error && (
          <p id={`f-${path}-error`} className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </div>
    );
  };
  const a11y = (path: string) => ({
    id: `f-${path}`,
    "aria-invalid": errorOf(path) ? true : undefined,
    "aria-describedby": errorOf(path) ? `f-${path}-error` : undefined,
  });
  const guestsError = errorOf("guests");

  return (
    <form
      ref={formRef}
      action={action}
      noValidate
      onSubmit={(event) => {
        const native = event.nativeEvent as SubmitEvent;
        // "Add a guest" without JavaScript posts; with it, the row is added here.
        if ((native.submitter as HTMLButtonElement | null)?.value === "add-guest") return;
        void handleSubmit(() => startTransition(() => action(new FormData(formRef.current!))))(event);
      }}
      className="flex flex-col gap-4"
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="guestRows" value={guests.fields.length} />
      {formError && (
        <div
          role="alert"
          data-testid="form-error"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-700 dark:bg-red-950 dark:text-red-200"
        >
          {t(formError)}
        </div>
      )}
      {field(
        "name",
        t("name"),
        <input {...register("name")} {...a11y("name")} defaultValue={defaults.name} autoComplete="name" className="field-input" required />,
      )}
      {field(
        "email",
        t("email"),
        <input
          {...register("email")}
          {...a11y("email")}
          defaultValue={defaults.email}
          type="email"
          autoComplete="email"
          className="field-input"
          required
        />,
      )}

      {link.guests.allowed && link.guests.max > 0 && (
        <fieldset className="flex flex-col gap-3">
          <legend className="text-sm font-medium">
            {t("guests")} <span className="font-normal text-slate-600 dark:text-slate-300">({t("optional")})</span>
          </legend>
          <p className="text-xs text-slate-600 dark:text-slate-300">{t("guestLimit", { max: link.guests.max })}</p>
          {guests.fields.map((row, i) => (
            <div
              key={row.id}
              className="grid grid-cols-1 gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] dark:border-slate-700"
            >
              {field(
                `guests.${i}.name`,
                t("guestName", { number: i + 1 }),
                <input
                  {...register(`guests.${i}.name`)}
                  {...a11y(`guests.${i}.name`)}
                  defaultValue={defaults.guests[i]?.name}
                  className="field-input"
                />,
              )}
              {field(
                `guests.${i}.email`,
                t("guestEmail", { number: i + 1 }),
                <input
                  {...register(`guests.${i}.email`)}
                  {...a11y(`guests.${i}.email`)}
                  defaultValue={defaults.guests[i]?.email}
                  type="email"
                  className="field-input"
                />,
              )}
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
          {guests.fields.length < link.guests.max && (
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
      )}

      {link.customFields.map((custom, i) => {
        // By position, never by the field's name (see answersField in booking-form.ts).
        const path = `answers.${i}` as const;
        const label = custom.required ? custom.label : `${custom.label} (${t("optional")})`;
        const common = {
          ...register(path),
          ...a11y(path),
          defaultValue: defaults.answers[i] ?? "",
          placeholder: custom.placeholder || undefined,
          required: custom.required,
        };
        return (
          <div key={custom.id}>
            {field(
              path,
              label,
              custom.type === "LONG_TEXT" ? (
                <textarea {...common} rows={4} className="field-input" />
              ) : (
                <input
                  {...common}
                  type={custom.type === "PHONE" ? "tel" : "text"}
                  inputMode={custom.type === "NUMBER" ? "decimal" : undefined}
                  className="field-input"
                />
              ),
            )}
          </div>
        );
      })}

      <button type="submit" disabled={pending} className="primary-button">
        {pending ? t("submitting") : link.requiresApproval ? t("requestBooking") : t("confirmBooking")}
      </button>
    </form>
  );
}
