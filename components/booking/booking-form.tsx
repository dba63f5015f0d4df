"use client";
// The visitor's details. react-hook-form with the link's zod schema checks
// them in the browser; the same schema runs again in the server action, which
// is also what a plain form post (no JavaScript) reaches.
import { startTransition, useRef, useState } from "react";
import type { MessageKey } from "@/lib/i18n/messages-en";
import type { Translate } from "@/lib/i18n/translate";
import type { BookingFormValues } from "@/lib/public-booking/booking-form";
import type { PublicLink } from "@/lib/public-booking/public-link";
import { AnswerFields } from "./form/answer-fields";
import { FormField } from "./form/form-field";
import { GuestFields } from "./form/guest-fields";
import { useBookingForm } from "./form/use-booking-form";

interface Props {
  link: PublicLink;
  locale: string;
  t: Translate;
  values: BookingFormValues;
  guestRows: number;
  serverErrors?: Record<string, MessageKey>;
  formError?: MessageKey;
  hidden: Record<string, string>;
  /** Fields known only once an answer comes (the hold's id); the booking waits for them. */
  heldFields?: () => Promise<Record<string, string>>;
  action: (data: FormData) => void;
  pending: boolean;
}

export function BookingForm(props: Props) {
  const { link, locale, t, values, guestRows, serverErrors = {}, formError, hidden, heldFields, action } = props;
  const formRef = useRef<HTMLFormElement>(null);
  // From the click until the post leaves: the hold's answer may still be awaited.
  const [waiting, setWaiting] = useState(false);
  const pending = props.pending || waiting;
  const state = useBookingForm({ link, t, values, guestRows, serverErrors });
  const { form, defaults, errorOf, inputProps } = state;
  return (
    <form
      ref={formRef}
      action={action}
      noValidate
      onSubmit={(event) => {
        const native = event.nativeEvent as SubmitEvent;
        // "Add a guest" without JavaScript posts; with it, the row is added here.
        if ((native.submitter as HTMLButtonElement | null)?.value === "add-guest") return;
        void form.handleSubmit(async () => {
          const data = new FormData(formRef.current!);
          setWaiting(true);
          try {
            for (const [name, value] of Object.entries((await heldFields?.()) ?? {})) data.set(name, value);
          } finally {
            setWaiting(false);
          }
          startTransition(() => action(data));
        })(event);
      }}
      className="flex flex-col gap-4"
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {formError && (
        <div
          role="alert"
          data-testid="form-error"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-700 dark:bg-red-950 dark:text-red-200"
        >
          {t(formError)}
        </div>
      )}
      <FormField path="name" label={t("name")} error={errorOf("name")}>
        <input {...inputProps("name")} defaultValue={defaults.name} autoComplete="name" className="field-input" required />
      </FormField>
      <FormField path="email" label={t("email")} error={errorOf("email")}>
        <input {...inputProps("email")} defaultValue={defaults.email} type="email" autoComplete="email" className="field-input" required />
      </FormField>
      {link.guests.allowed && link.guests.max > 0 && <GuestFields state={state} max={link.guests.max} t={t} />}
      <AnswerFields state={state} fields={link.customFields} locale={locale} t={t} />
      <button type="submit" disabled={pending} className="primary-button">
        {pending ? t("submitting") : link.requiresApproval ? t("requestBooking") : t("confirmBooking")}
      </button>
    </form>
  );
}
