"use client";
// The reschedule step: the booking page's own calendar (ChooseTimeStep, its
// URL state and month queries) over the manage address's slot route, which
// counts the booking's own time as free; once a time is chosen (and held for
// the visitor), the old and new times side by side and one button that confirms. Without JavaScript
// every control is a link or a form, as on the booking page.
import { type ReactNode, useMemo } from "react";
import type { Messages } from "@/lib/i18n/messages-en";
import { makeTranslate } from "@/lib/i18n/translate";
import type { VisitorBooking } from "@/lib/public-booking/manage-booking";
import type { CalendarData } from "@/lib/public-booking/page-data";
import type { PublicLink } from "@/lib/public-booking/public-link";
import type { CalendarState } from "@/lib/public-booking/url-state";
import { ChooseTimeStep } from "../choose-time-step";
import { type CalendarChange, type HistoryMode, useBookingUrlState } from "../hooks/use-booking-url-state";
import { useBookingEmbedEvents } from "../hooks/use-embed-events";
import { useMonthSlots } from "../hooks/use-month-slots";
import { useChosenTimeHold } from "../hooks/use-slot-hold";
import { RescheduleConfirm } from "./reschedule-confirm";

interface Props {
  link: PublicLink;
  booking: VisitorBooking;
  locale: string;
  messages: Messages;
  initial: CalendarData;
  /** The manage address; `persistent` holds the step and embed options every URL keeps. */
  basePath: string;
  persistent: Record<string, string>;
  slotsPath: string;
  /** Where the chosen time's hold is asked for (the booking's own time free). */
  holdPath: string;
  /** The last attempt's refusal, in words. */
  error?: string;
  /** Fields the confirm form posts besides the time (embed flag and options). */
  hidden: Record<string, string>;
  action: (data: FormData) => Promise<void>;
}

const NO_PREFILL = { guests: [], answers: [] };
const NO_TIMES: readonly number[] = [];

export function RescheduleView({
  link,
  booking,
  locale,
  messages,
  initial,
  basePath,
  persistent,
  slotsPath,
  holdPath,
  error,
  hidden,
  action,
}: Props) {
  const t = useMemo(() => makeTranslate(messages, locale), [messages, locale]);
  const url = useBookingUrlState({ initial: initial.state, months: initial.months, basePath, persistent, prefill: NO_PREFILL });
  const { state } = url;
  // The new time is held while the visitor confirms, as on the booking page; one someone else holds sends them back.
  const { hold, heldFields, heldElsewhere } = useChosenTimeHold({
    linkId: link.id,
    slot: state.slot,
    duration: state.duration,
    holdPath,
    bookedHere: NO_TIMES,
    onTaken: () => navigate({ slot: undefined }, "replace"),
  });
  const slots = useMonthSlots({
    linkId: link.id,
    slotsPath,
    view: state,
    initial: { view: initial.state, days: initial.days },
    prefetchNext: state.month < initial.months.last,
    failure: heldElsewhere,
  });
  const announce = useBookingEmbedEvents({ month: state.month, days: slots.data });
  const navigate = (change: CalendarChange, mode?: HistoryMode) => {
    url.navigate(change, mode);
    announce(change);
  };
  if (state.slot) {
    return (
      <RescheduleSection title={t("rescheduleTitle")}>
        <RescheduleConfirm
          {...{ link, booking, locale, t, state, action }}
          slot={state.slot}
          heldFields={heldFields}
          hidden={confirmFields(hidden, hold.status === "held" ? hold.id : undefined, state)}
          backHref={url.hrefFor({ date: state.date })}
          onBack={() => navigate({ slot: undefined })}
        />
      </RescheduleSection>
    );
  }
  const isInitialMonth = state.duration === initial.state.duration && state.month === initial.state.month && state.tz === initial.state.tz;
  return (
    <RescheduleSection title={t("rescheduleTitle")}>
      <ChooseTimeStep
        {...{ link, locale, t, state, basePath, persistent, navigate }}
        hrefFor={url.hrefFor}
        days={slots.days}
        loadFailed={slots.isError}
        onRetry={slots.retry}
        retrying={slots.isFetching}
        months={initial.months}
        nextAvailableMonth={isInitialMonth ? initial.nextAvailableMonth : undefined}
        slotLostMessage={heldElsewhere ? t(heldElsewhere.formError) : error}
        unmatchedTimeZone={initial.unmatchedTimeZone}
      />
    </RescheduleSection>
  );
}

/** The step's frame: its heading over the calendar, or over the old and new times. */
function RescheduleSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="reschedule-title" className="flex flex-col gap-4 border-t border-slate-200 pt-4 dark:border-slate-700">
      <h2 id="reschedule-title" className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What the confirm form posts: the new time and the view it was chosen in, its hold, the embed's fields. */
function confirmFields(hidden: Record<string, string>, reservationId: string | undefined, state: CalendarState) {
  return {
    ...hidden,
    reservationId,
    slot: state.slot,
    duration: state.duration,
    tz: state.tz,
    hours: state.hours,
    month: state.month,
    date: state.date,
  };
}
