"use client";
// The chosen new time next to the current one, and the form that moves the
// booking: posts to the server action with or without JavaScript.
import { type FormEvent, useRef } from "react";
import type { Translate } from "@/lib/i18n/translate";
import { formatMeeting, timeZoneLabel } from "@/lib/public-booking/format";
import type { VisitorBooking } from "@/lib/public-booking/manage-booking";
import type { PublicLink } from "@/lib/public-booking/public-link";
import type { CalendarState } from "@/lib/public-booking/url-state";
import { InPlaceLink } from "../in-place-link";
import { HiddenFields } from "./hidden-fields";
import { SubmitButton } from "./submit-button";

interface Props {
  link: PublicLink;
  booking: VisitorBooking;
  locale: string;
  t: Translate;
  state: CalendarState;
  slot: string;
  hidden: Record<string, string | undefined>;
  action: (data: FormData) => Promise<void>;
  backHref: string;
  onBack: () => void;
  /** The hold's fields once its request is answered: a confirm sent meanwhile waits for them. */
  heldFields: () => Promise<Record<string, string>>;
}

export function RescheduleConfirm(props: Props) {
  const { link, booking, locale, t, state, slot, hidden, action, backHref, onBack, heldFields } = props;
  const duration = link.durations.find((d) => d.id === state.duration) ?? link.durations[0]!;
  const end = new Date(Date.parse(slot) + duration.minutes * 60_000).toISOString();
  const onSubmit = useSubmitWithHold(heldFields);
  return (
    <form action={action} onSubmit={onSubmit} className="flex flex-col gap-4">
      <HiddenFields values={hidden} />
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1 rounded-md border border-slate-200 p-3 dark:border-slate-700">
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{t("currentTime")}</dt>
          <dd className="text-slate-500 line-through dark:text-slate-400">
            {formatMeeting(booking.start, booking.end, locale, state.tz, state.hours)}
          </dd>
        </div>
        <div className="flex flex-col gap-1 rounded-md border-2 p-3" style={{ borderColor: "var(--brand)" }}>
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{t("newTime")}</dt>
          <dd className="font-semibold" data-testid="new-time">
            {formatMeeting(slot, end, locale, state.tz, state.hours)}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-slate-600 dark:text-slate-300">{timeZoneLabel(state.tz, locale)}</p>
      {link.requiresApproval && <p className="text-sm">{t("rescheduleNeedsApproval")}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton label={t("rescheduleConfirm")} pendingLabel={t("rescheduling")} className="primary-button" />
        <InPlaceLink href={backHref} onFollow={onBack} className="secondary-button">
          {t("changeTime")}
        </InPlaceLink>
      </div>
    </form>
  );
}

/**
 * A confirm sent while the new time's hold is still being asked for would go
 * without it, and the visitor's own hold would refuse the move: the first
 * submit waits for the hold's answer, writes its fields into the form, and
 * submits again (then as the form's own action, so its pending state shows).
 */
function useSubmitWithHold(heldFields: () => Promise<Record<string, string>>) {
  const settled = useRef(false);
  return (event: FormEvent<HTMLFormElement>) => {
    if (settled.current) {
      settled.current = false;
      return;
    }
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    void heldFields().then((fields) => {
      for (const [name, value] of Object.entries(fields)) {
        const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`) ?? form.appendChild(hiddenInput(name));
        input.value = value;
      }
      settled.current = true;
      // After this submit event's dispatch: a form still firing one ignores requestSubmit.
      setTimeout(() => form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : undefined));
    });
  };
}

function hiddenInput(name: string): HTMLInputElement {
  const input = document.createElement("input");
  input.type = "hidden";
  input.name = name;
  return input;
}
