"use client";
// The interactive half of the booking page. Its state mirrors the URL; every
// control is a link or a form that also works without JavaScript, and with
// JavaScript they update state, history and the slot queries in place. Each
// concern is a hook (./hooks); each step a component.
import { useQueryClient } from "@tanstack/react-query";
import { type ComponentProps, lazy, Suspense, useActionState, useMemo } from "react";
import type { MessageKey, Messages } from "@/lib/i18n/messages-en";
import { makeTranslate, type Translate } from "@/lib/i18n/translate";
import type { BookingActionState, BookingFormValues } from "@/lib/public-booking/booking-form";
import { type PackedSlots, unpackSlots } from "@/lib/public-booking/packed-slots";
import type { PublicLink } from "@/lib/public-booking/public-link";
import { type BookingUrlState, type CalendarState, type MonthWindow, prefillOfValues } from "@/lib/public-booking/url-state";
import { ChooseTimeStep } from "./choose-time-step";
import { FormStepPlaceholder } from "./form-step-placeholder";
import { isBookedHere, useBookedHere, useLeaveBookedTime } from "./hooks/use-booked-here";
import { type CalendarChange, type HistoryMode, useBookingUrlState } from "./hooks/use-booking-url-state";
import { useBookingEmbedEvents } from "./hooks/use-embed-events";
import { useHeldElsewhere } from "./hooks/use-held-elsewhere";
import { linkSlotsPath, prefetchMonth, useMonthSlots } from "./hooks/use-month-slots";
import { useVisitorTimeZone } from "./hooks/use-visitor-time-zone";
import { useWeekSlots } from "./hooks/use-week-slots";
import { StepFocusProvider } from "./step-focus";

export interface BookingViewProps {
  link: PublicLink;
  locale: string;
  messages: Messages;
  /** `months`: the months the calendar may show, from the visitor's current one. Slots packed: packed-slots.ts. */
  initial: {
    state: CalendarState;
    days: PackedSlots;
    /** The week view's other month, when its week reaches into one. */
    adjacentMonth?: { month: string; days: PackedSlots };
    nextAvailableMonth?: string;
    months: MonthWindow;
    unmatchedTimeZone?: string;
  };
  prefill: BookingUrlState["prefill"];
  idempotencyKey: string;
  basePath: string;
  /** Parameters every URL of the page keeps (the embed's options). */
  persistent: Record<string, string>;
  action: (previous: BookingActionState, data: FormData) => Promise<BookingActionState>;
}

const IDLE: BookingActionState = { status: "idle" };

// The form step (its form, react-hook-form, zod, the hold's countdown) loads when a time is chosen, not with the
// calendar; choose-time-step.tsx asks for it when the visitor first touches the times (booking-form-preload.ts).
// React's lazy, not next/dynamic: the same on the client (next/dynamic with SSR is lazy without a boundary of its
// own) without next/dynamic's ~1.5 KB gzipped of its own code in the first bundle. What next/dynamic adds is a
// preload of the chunk in the HTML of a page rendered with a time chosen: without it, that page hydrates its form
// one request later, while its server-rendered form shows and posts as it is.
const FillFormStep = lazy(() => import("./fill-form-step").then((m) => ({ default: m.FillFormStep })));

export function BookingView(props: BookingViewProps) {
  return (
    <StepFocusProvider>
      <BookingSteps {...props} />
    </StepFocusProvider>
  );
}

function BookingSteps({ link, locale, messages, initial, prefill, idempotencyKey, basePath, persistent, action }: BookingViewProps) {
  const t = useMemo(() => makeTranslate(messages, locale), [messages, locale]);
  const [actionState, formAction, pending] = useActionState(action, IDLE);
  const failure = actionState.status === "invalid" ? actionState : undefined;
  const keptPrefill = useKeptPrefill(failure, link, prefill);
  const url = useBookingUrlState({ initial: initial.state, months: initial.months, basePath, persistent, prefill: keptPrefill });
  const { state } = url;
  const queryClient = useQueryClient();
  const zoneSettled = useVisitorTimeZone(
    state.tz,
    (tz) => url.navigate({ tz }, "replace"),
    (tz) => prefetchMonth(queryClient, linkSlotsPath(link.id), { ...state, tz }),
  );
  // A slot taken meanwhile sends the visitor back to the times, details kept. The server's render after a post without
  // JavaScript has already dropped the slot from the view (no longer on offer), hence no slot counts too.
  const slotLost = failure?.slotLost && (state.slot === undefined || failure.lostSlot === state.slot);
  // A time this tab booked never opens its form again (use-booked-here.ts): its hold would be refused as if someone
  // else were booking it. Back after booking can come to such a form (a form posted before the page's scripts ran).
  const bookedHere = useBookedHere(link.id);
  const bookedSlot = isBookedHere(bookedHere, state.slot) ? state.slot : undefined;
  const slot = slotLost || bookedSlot ? undefined : state.slot;
  const offered = { link, locale, state, initial, failure, slot, zoneSettled, bookedHere };
  const { slots, week, heldElsewhere, lose } = useOfferedTimes(offered);
  const announce = useBookingEmbedEvents({ month: state.month, days: slots.data, failure, slotsFailed: slots.isError });
  const navigate = (change: CalendarChange, mode?: HistoryMode) => {
    url.navigate(change, mode);
    // A date changes with a layout switch and a week's arrows too, but only the month's day picks select one.
    announce(change.layout || state.layout === "week" ? { slot: change.slot } : change);
  };
  const common = { link, locale, t, state, hrefFor: url.hrefFor, navigate };
  useLeaveBookedTime(bookedSlot, { say: lose, leave: () => navigate({ slot: undefined }, "replace") });

  if (slot) {
    return (
      <FormStep
        {...common}
        slot={slot}
        renderedSlot={initial.state.slot}
        prefill={keptPrefill}
        failure={failure}
        hidden={formFields(slot, state, idempotencyKey, basePath, persistent)}
        onTaken={(taken) => {
          lose(taken);
          navigate({ slot: undefined }, "replace");
        }}
        action={formAction}
        pending={pending}
      />
    );
  }
  const isInitialMonth = state.duration === initial.state.duration && state.month === initial.state.month && state.tz === initial.state.tz;
  return (
    <ChooseTimeStep
      {...common}
      days={slots.days}
      week={week}
      loadFailed={slots.isError}
      onRetry={slots.retry}
      retrying={slots.isFetching}
      months={initial.months}
      nextAvailableMonth={isInitialMonth ? initial.nextAvailableMonth : undefined}
      slotLostMessage={slotLostMessage(t, slotLost ? failure : heldElsewhere)}
      unmatchedTimeZone={initial.unmatchedTimeZone}
      basePath={basePath}
      persistent={persistent}
    />
  );
}

interface OfferedTimesOptions extends Pick<BookingViewProps, "link" | "locale" | "initial"> {
  state: CalendarState;
  failure?: Extract<BookingActionState, { status: "invalid" }>;
  slot?: string;
  /** The visitor's zone is the one shown: the next month may be fetched ahead. */
  zoneSettled: boolean;
  /** Times this tab booked (use-booked-here.ts). */
  bookedHere: readonly number[];
}

/** The month's and the week's times on offer, and the chosen time's hold as far as the times are concerned. */
function useOfferedTimes({ link, locale, state, initial, failure, slot, zoneSettled, bookedHere }: OfferedTimesOptions) {
  // The chosen time is held for the visitor while they fill in the form (the form step asks for the hold); a time
  // someone else holds sends them back, and the times say why.
  const { heldElsewhere, lose } = useHeldElsewhere(slot, bookedHere);
  // Times lost to someone else, or booked in this tab, are not offered.
  const gone = { failure: failure ?? heldElsewhere, bookedHere };
  const prefetchNext = zoneSettled && state.month < initial.months.last;
  const first = useUnpackedSlots(initial);
  const slots = useMonthSlots({
    linkId: link.id,
    view: state,
    initial: { view: initial.state, days: first.days },
    prefetchNext,
    ...gone,
  });
  const week = useWeekSlots({ linkId: link.id, state, locale, months: initial.months, monthDays: slots.days, initial: first, ...gone });
  return { slots, week, heldElsewhere, lose };
}

/** What the form posts besides the visitor's answers: the time, its zone and length, the post's key, the embed's options. */
function formFields(slot: string, state: CalendarState, idempotencyKey: string, basePath: string, persistent: Record<string, string>) {
  const embed: Record<string, string> = basePath.startsWith("/embed/") ? { embed: "1" } : {};
  return { slot, tz: state.tz, duration: state.duration, hours: state.hours, idempotencyKey, ...persistent, ...embed };
}

/**
 * The form step. A time chosen here shows at once, with a placeholder, while the form's own code loads. Not for the
 * time the server rendered (`renderedSlot`): its HTML must hold the form, not a fallback only a script would replace.
 */
function FormStep({ renderedSlot, ...props }: ComponentProps<typeof FillFormStep> & { renderedSlot?: string }) {
  const step = <FillFormStep {...props} />;
  if (props.slot === renderedSlot) return step;
  const { link, locale, t, state, slot } = props;
  return <Suspense fallback={<FormStepPlaceholder link={link} locale={locale} t={t} state={state} slot={slot} />}>{step}</Suspense>;
}

/** After a failed post the page's links carry what was typed, so that without JavaScript it survives choosing again. */
function useKeptPrefill(failure: { values: BookingFormValues } | undefined, link: PublicLink, prefill: BookingUrlState["prefill"]) {
  return useMemo(
    () =>
      failure
        ? prefillOfValues(
            failure.values,
            link.customFields.map((f) => f.name),
          )
        : prefill,
    [failure, link.customFields, prefill],
  );
}

function slotLostMessage(t: Translate, lost: { formError?: MessageKey } | undefined): string | undefined {
  return lost?.formError ? t(lost.formError) : undefined;
}

/** The first HTML's slots unpacked, once: the same on the server, which renders the markup from them, as in the browser. */
function useUnpackedSlots(initial: BookingViewProps["initial"]) {
  return useMemo(() => {
    const adjacent = initial.adjacentMonth;
    return {
      state: initial.state,
      days: unpackSlots(initial.days),
      adjacentMonth: adjacent && { month: adjacent.month, days: unpackSlots(adjacent.days) },
    };
  }, [initial]);
}
