"use client";
// The second step: the chosen time, a way back to the times, and the
// visitor's details. The form posts to the server action with or without
// JavaScript; the URL's prefill fills it on first show. The step is a chunk of
// its own with the form (react-hook-form, zod) and the hold's countdown,
// loaded when a time is chosen, not with the calendar (booking-view.tsx); it
// holds the chosen time while it shows (use-slot-hold.ts).
import type { Translate } from "@/lib/i18n/translate";
import type { BookingActionState } from "@/lib/public-booking/booking-form";
import type { BookingUrlState } from "@/lib/public-booking/url-state";
import { BookingForm } from "./booking-form";
import { type ChosenTimeProps, FormStepHeader } from "./form-step-header";
import { HoldCountdown } from "./hold-countdown";
import type { CalendarChange } from "./hooks/use-booking-url-state";
import { useHeldTime } from "./hooks/use-slot-hold";
import { InPlaceLink } from "./in-place-link";

interface Props extends ChosenTimeProps {
  prefill: BookingUrlState["prefill"];
  /** The last post's answer when it did not book. */
  failure?: Extract<BookingActionState, { status: "invalid" }>;
  /** Fields the form posts besides the visitor's (slot, zone, idempotency key, embed options); the hold's id is added here. */
  hidden: Record<string, string>;
  /** Someone else holds the chosen time (`slot`): the page goes back to the times. */
  onTaken: (slot: string) => void;
  hrefFor: (change: CalendarChange) => string;
  navigate: (change: CalendarChange) => void;
  action: (data: FormData) => void;
  pending: boolean;
}

export function FillFormStep(props: Props) {
  const { link, locale, t, state, slot, prefill, failure, hrefFor, navigate, action, pending } = props;
  // The time is held while the visitor fills in the form; a booking sent before the hold's answer waits for it (heldFields).
  const { hold, heldFields } = useHeldTime({ linkId: link.id, slot, duration: state.duration, onTaken: props.onTaken });
  const hidden = hold.status === "held" ? { ...props.hidden, reservationId: hold.id } : props.hidden;
  const holdDeadline = hold.status === "held" ? hold.deadline : undefined;
  const prefilled = {
    name: prefill.name ?? "",
    email: prefill.email ?? "",
    // A guest needs only an email; the visitor adds a name if they like.
    guests: prefill.guests.slice(0, link.guests.max).map((email) => ({ name: "", email })),
    // The form keeps answers in field order; the URL gives them by field name.
    answers: link.customFields.map((f) => prefill.answers.find((a) => a.name === f.name)?.value ?? ""),
  };
  return (
    <section aria-labelledby="details-title" className="flex flex-col gap-4">
      <FormStepHeader link={link} locale={locale} t={t} state={state} slot={slot}>
        <InPlaceLink href={hrefFor({ date: state.date })} onFollow={() => navigate({ slot: undefined })} className="text-sm underline">
          {t("changeTime")}
        </InPlaceLink>
      </FormStepHeader>
      {holdDeadline !== undefined && <HoldCountdown deadline={holdDeadline} t={t} />}
      <GuestsLeftOut emails={failure ? [] : prefill.guests.slice(link.guests.max)} t={t} />
      <BookingForm
        key={slot}
        locale={locale}
        link={link}
        t={t}
        values={failure?.values ?? prefilled}
        guestRows={failure?.guestRows ?? Math.min(prefill.guests.length, link.guests.max)}
        serverErrors={failure?.fieldErrors}
        formError={failure?.slotLost ? undefined : failure?.formError}
        hidden={hidden}
        heldFields={heldFields}
        action={action}
        pending={pending}
      />
    </section>
  );
}

/** Guests the link's address named beyond what the link takes: said, not dropped silently. */
function GuestsLeftOut({ emails, t }: { emails: string[]; t: Translate }) {
  if (emails.length === 0) return null;
  return (
    <p
      data-testid="guests-left-out"
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      {t("guestsLeftOut", { count: emails.length, emails })}
    </p>
  );
}
