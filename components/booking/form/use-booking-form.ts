"use client";
// react-hook-form on the link's zod schema, and what each field needs from it:
// its message (the browser's check first, else the server's) and the ARIA
// attributes that tie the message to the input.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { MessageKey } from "@/lib/i18n/messages-en";
import type { Translate } from "@/lib/i18n/translate";
import { type BookingFormValues, bookingFormSchema } from "@/lib/public-booking/booking-form";
import type { PublicLink } from "@/lib/public-booking/public-link";

export interface FormOptions {
  link: PublicLink;
  t: Translate;
  values: BookingFormValues;
  guestRows: number;
  serverErrors: Record<string, MessageKey>;
}

export function useBookingForm({ link, t, values, guestRows, serverErrors }: FormOptions) {
  const rows = Math.max(guestRows, values.guests.length);
  const defaults: BookingFormValues = {
    ...values,
    guests: Array.from({ length: rows }, (_, i) => values.guests[i] ?? { name: "", email: "" }),
  };
  const form = useForm<BookingFormValues>({
    resolver: zodResolver(bookingFormSchema(link)),
    defaultValues: defaults,
    // Validate on submit, then live: validating on blur raced with "Add a guest".
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  const errorOf = (path: string): string | undefined => {
    let node: unknown = form.formState.errors;
    for (const part of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
    const key = ((node as { message?: string } | undefined)?.message ?? serverErrors[path]) as MessageKey | undefined;
    // An answer's bounds are its field's (a number's min and max); elsewhere `max` is the guests'.
    const field = /^answers\.(\d+)$/.exec(path);
    const custom = field ? link.customFields[Number(field[1])] : undefined;
    return key ? t(key, { max: custom?.max ?? link.guests.max, min: custom?.min ?? 0 }) : undefined;
  };
  /** An input's registration, id and ARIA state for the field at `path`. */
  const inputProps = (path: Parameters<typeof form.register>[0]) => ({
    ...form.register(path),
    id: `f-${path}`,
    "aria-invalid": errorOf(path) ? true : undefined,
    "aria-describedby": errorOf(path) ? `f-${path}-error` : undefined,
  });
  return { form, defaults, errorOf, inputProps };
}

export type BookingFormState = ReturnType<typeof useBookingForm>;
