"use client";
// The interactive half of the booking page. Its state mirrors the URL; every
// control is a link or a form that also works without JavaScript, and with
// JavaScript they update state, history and the slot queries in place.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { startTransition, useActionState, useEffect, useMemo, useState } from "react";
import type { Messages } from "@/lib/i18n/messages-en";
import { makeTranslate } from "@/lib/i18n/translate";
import type { BookingActionState } from "@/lib/public-booking/booking-form";
import { addMonths, type SlotsByDay } from "@/lib/public-booking/month-math";
import { formatDate, formatTime, timeZoneLabel } from "@/lib/public-booking/format";
import type { PublicLink } from "@/lib/public-booking/public-link";
import { clampMonth, readDate, readSlot, writeUrlState, type BookingUrlState, type CalendarState, type MonthWindow } from "@/lib/public-booking/url-state";
import { durationLabel } from "./link-details";
import dynamic from "next/dynamic";
import { MonthCalendar } from "./month-calendar";
import { SlotList } from "./slot-list";
import { TimeZoneField } from "./time-zone-field";
import { currentZoneName, timeZoneNames } from "@/lib/public-booking/time-zone-names";
import { useEmbedEvents } from "./embed-bridge";

// The form (react-hook-form, zod) loads when a time is chosen, not with the calendar.
const BookingForm = dynamic(() => import("./booking-form").then((m) => m.BookingForm));

export interface BookingViewProps {
  link: PublicLink;
  locale: string;
  messages: Messages;
  /** `months`: the months the calendar may show, from the visitor's current one. */
  initial: { state: CalendarState; days: SlotsByDay; nextAvailableMonth?: string; months: MonthWindow };
  prefill: BookingUrlState["prefill"];
  idempotencyKey: string;
  basePath: string;
  /** Parameters every URL of the page keeps (the embed's options). */
  persistent: Record<string, string>;
  action: (previous: BookingActionState, data: FormData) => Promise<BookingActionState>;
}

async function fetchMonth(linkId: string, state: CalendarState): Promise<SlotsByDay> {
  const params = new URLSearchParams({ month: state.month, tz: state.tz, duration: state.duration });
  const response = await fetch(`/api/booking-links/${encodeURIComponent(linkId)}/slots?${params}`);
  if (!response.ok) throw new Error(`slots ${response.status}`);
  return ((await response.json()) as { days: SlotsByDay }).days;
}

function withoutSlot(days: SlotsByDay | undefined, lost: string | undefined): SlotsByDay | undefined {
  if (!days || !lost) return days;
  const kept: SlotsByDay = {};
  for (const [day, slots] of Object.entries(days)) {
    const rest = slots.filter((s) => s.start !== lost);
    if (rest.length) kept[day] = rest;
  }
  return kept;
}

const slotsKey = (linkId: string, s: Pick<CalendarState, "duration" | "month" | "tz">) => ["slots", linkId, s.duration, s.month, s.tz];

export function BookingView({ link, locale, messages, initial, prefill, idempotencyKey, basePath, persistent, action }: BookingViewProps) {
  const emit = useEmbedEvents();
  const t = useMemo(() => makeTranslate(messages), [messages]);
  const queryClient = useQueryClient();
  const [state, setState] = useState<CalendarState>(initial.state);
  const [actionState, formAction, pending] = useActionState(action, { status: "idle" } as BookingActionState);
  const failed = actionState.status === "invalid" ? actionState : undefined;
  // A slot taken meanwhile sends the visitor back to the times, details kept.
  const slot = failed?.slotLost && failed.lostSlot === state.slot ? undefined : state.slot;

  const hrefFor = (change: Partial<CalendarState>) => `${basePath}${writeUrlState({ ...state, slot: undefined, ...change, prefill }, persistent)}`;
  const navigate = (change: Partial<CalendarState>, mode: "push" | "replace" = "push") => {
    const next = { ...state, ...change };
    setState(next);
    if (change.slot) emit({ type: "slot-selected", start: change.slot });
    else if (change.date) emit({ type: "date-selected", date: change.date });
    const url = `${basePath}${writeUrlState({ ...next, prefill }, persistent)}`;
    if (mode === "push") window.history.pushState(null, "", url);
    else window.history.replaceState(null, "", url);
  };

  // Back and forward restore the state their URL describes, read as the
  // server reads it: the first entry's URL is the one the visitor arrived with.
  useEffect(() => {
    const onPopState = () => {
      const q = new URLSearchParams(window.location.search);
      const tz = q.get("tz");
      setState((s) => ({
        ...s,
        duration: q.get("duration") ?? initial.state.duration,
        month: clampMonth(q.get("month"), initial.months) ?? initial.state.month,
        date: readDate(q.get("date")),
        slot: readSlot(q.get("slot")),
        tz: tz && timeZoneNames().includes(tz) ? tz : s.tz,
        hours: q.get("hours") === "12" ? "12" : q.get("hours") === "24" ? "24" : s.hours,
      }));
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [initial.state, initial.months]);

  // Show times in the visitor's own zone unless the URL chose one, and
  // remember it so the next server render already uses it.
  const [zoneSettled, setZoneSettled] = useState(false);
  useEffect(() => {
    const detected = currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (!detected || !timeZoneNames().includes(detected)) return setZoneSettled(true);
    document.cookie = `tz=${encodeURIComponent(detected)}; path=/; max-age=31536000; samesite=lax`;
    if (new URLSearchParams(window.location.search).has("tz") || detected === state.tz) return setZoneSettled(true);
    // A transition: redrawing the month in the new zone yields to input instead of blocking the page.
    startTransition(() => {
      setZoneSettled(true);
      navigate({ tz: detected }, "replace");
    });
    // Only once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const isInitial = state.duration === initial.state.duration && state.month === initial.state.month && state.tz === initial.state.tz;
  const slotsQuery = useQuery({
    queryKey: slotsKey(link.id, state),
    queryFn: () => fetchMonth(link.id, state),
    initialData: isInitial && !failed?.slotLost ? initial.days : undefined,
  });
  // The slot just lost leaves the list at once; the refetch below brings the rest up to date.
  const days = useMemo(() => withoutSlot(slotsQuery.data, failed?.slotLost ? failed.lostSlot : undefined), [slotsQuery.data, failed]);

  // The next month is one click away: fetch it ahead, once the page is idle
  // and the visitor's zone is known (not for a zone about to be replaced).
  useEffect(() => {
    if (!zoneSettled || state.month >= initial.months.last) return;
    const next = { ...state, month: addMonths(state.month, 1) };
    const prefetch = () => void queryClient.prefetchQuery({ queryKey: slotsKey(link.id, next), queryFn: () => fetchMonth(link.id, next) });
    if (typeof window.requestIdleCallback !== "function") return void setTimeout(prefetch, 200);
    const handle = window.requestIdleCallback(prefetch, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }, [queryClient, link.id, state, zoneSettled, initial.months.last]);

  useEffect(() => {
    if (failed?.slotLost) void queryClient.invalidateQueries({ queryKey: ["slots", link.id] });
    if (failed?.formError) emit({ type: "booking-failed", code: failed.slotLost ? "SLOT_UNAVAILABLE" : "INVALID" });
    // emit is stable per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed, queryClient, link.id]);

  useEffect(() => {
    if (slotsQuery.data) emit({ type: "slots-loaded", month: state.month, days: Object.keys(slotsQuery.data).length });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slotsQuery.data, state.month]);

  const duration = link.durations.find((d) => d.id === state.duration) ?? link.durations[0]!;
  const hidden = { duration: state.duration, month: state.month, date: state.date, hours: state.hours, ...persistent };
  const noSlotsThisMonth = days !== undefined && Object.keys(days).length === 0;
  // Without a chosen day, the first day with times is open, so times show at once (also in the first HTML).
  const shownDate = state.date ?? (days ? Object.keys(days).sort()[0] : undefined);

  if (slot) {
    const day = state.date ?? slot.slice(0, 10);
    const prefilled = {
      name: prefill.name ?? "",
      email: prefill.email ?? "",
      guests: prefill.guests.slice(0, link.guests.max).map((email) => ({ name: email.split("@")[0] ?? email, email })),
      // The form keeps answers in field order; the URL gives them by field name.
      answers: link.customFields.map((f) => prefill.answers.find((a) => a.name === f.name)?.value ?? ""),
    };
    return (
      <section aria-labelledby="details-title" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="details-title" className="text-lg font-semibold">
            {t("yourDetails")}
          </h2>
          <p className="text-sm">
            {t("selectedSlot", { date: formatDate(day, locale), time: formatTime(slot, locale, state.tz, state.hours) })} ·{" "}
            {durationLabel(duration.minutes, t)} · {timeZoneLabel(state.tz, locale)}
          </p>
          <a
            href={hrefFor({ date: state.date })}
            onClick={(event) => {
              event.preventDefault();
              navigate({ slot: undefined });
            }}
            className="text-sm underline"
          >
            {t("changeTime")}
          </a>
        </div>
        <BookingForm
          key={slot}
          link={link}
          t={t}
          values={failed?.values ?? prefilled}
          guestRows={failed?.guestRows ?? Math.min(prefill.guests.length, link.guests.max)}
          serverErrors={failed?.fieldErrors}
          formError={failed?.slotLost ? undefined : failed?.formError}
          hidden={{ slot, tz: state.tz, duration: state.duration, hours: state.hours, idempotencyKey, ...persistent, ...(basePath.startsWith("/embed/") && { embed: "1" }) }}
          action={formAction}
          pending={pending}
        />
      </section>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {failed?.slotLost && failed.formError && state.slot === failed.lostSlot && (
        <div role="alert" data-testid="slot-lost" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          {t(failed.formError)}
        </div>
      )}
      {link.durations.length > 1 && (
        <nav aria-label={t("duration")} className="flex flex-wrap gap-2">
          {link.durations.map((d) => (
            <a
              key={d.id}
              href={hrefFor({ duration: d.id, date: undefined })}
              onClick={(event) => {
                event.preventDefault();
                navigate({ duration: d.id });
              }}
              aria-current={d.id === state.duration ? "true" : undefined}
              className={`chip ${d.id === state.duration ? "chip-selected" : ""}`}
            >
              {durationLabel(d.minutes, t)}
            </a>
          ))}
        </nav>
      )}
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_12rem]">
        <div className="flex flex-col gap-3">
          <MonthCalendar
            month={state.month}
            days={days}
            selectedDate={shownDate}
            locale={locale}
            t={t}
            hrefFor={(change) => hrefFor({ date: undefined, ...change })}
            onNavigate={(change) => navigate({ date: undefined, ...change })}
            previousMonth={addMonths(state.month, -1)}
            nextMonth={addMonths(state.month, 1)}
            canGoBack={state.month > initial.months.first}
            canGoForward={state.month < initial.months.last}
          />
          {slotsQuery.isError && !days && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {t("errorUnavailable")}
            </p>
          )}
          {noSlotsThisMonth && (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t("noSlotsThisMonth")}{" "}
              {initial.nextAvailableMonth && isInitial && (
                <a href={hrefFor({ month: initial.nextAvailableMonth, date: undefined })} className="underline" onClick={(event) => { event.preventDefault(); navigate({ month: initial.nextAvailableMonth!, date: undefined }); }}>
                  {t("showNextAvailable")}
                </a>
              )}
            </p>
          )}
        </div>
        <div>
          {shownDate ? (
            <SlotList
              date={shownDate}
              slots={days ? (days[shownDate] ?? []) : undefined}
              locale={locale}
              timeZone={state.tz}
              hours={state.hours}
              t={t}
              hrefFor={(s) => hrefFor({ date: shownDate, slot: s })}
              onSelect={(s) => navigate({ date: shownDate, slot: s })}
            />
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-300">{t("pickADay")}</p>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-end sm:justify-between dark:border-slate-700">
        <TimeZoneField key={state.tz} timeZone={state.tz} action={basePath} hidden={hidden} t={t} onChange={(tz) => navigate({ tz }, "replace")} />
        <nav aria-label={t("timeFormat")} className="flex gap-1">
          {(["12", "24"] as const).map((h) => (
            <a
              key={h}
              href={hrefFor({ hours: h, date: state.date })}
              onClick={(event) => {
                event.preventDefault();
                navigate({ hours: h }, "replace");
              }}
              aria-current={state.hours === h ? "true" : undefined}
              className={`chip ${state.hours === h ? "chip-selected" : ""}`}
            >
              {h === "12" ? t("hour12") : t("hour24")}
            </a>
          ))}
        </nav>
      </div>
    </div>
  );
}
