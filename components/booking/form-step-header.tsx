// The form step's heading and the time chosen, as the step shows them and as
// its placeholder shows them while the form's code loads (one look, so
// nothing moves when the form arrives). Its heading takes focus when the step
// arrives, in the placeholder and again in the step that replaces it.
import type { ReactNode } from "react";
import type { Translate } from "@/lib/i18n/translate";
import { formatDate, formatTime, timeZoneLabel } from "@/lib/public-booking/format";
import type { PublicLink } from "@/lib/public-booking/public-link";
import type { CalendarState } from "@/lib/public-booking/url-state";
import { durationLabel } from "./link-details";
import { StepHeading } from "./step-focus";

/** What the form step shows of the time chosen: the step, its placeholder and this header take it alike. */
export interface ChosenTimeProps {
  link: PublicLink;
  locale: string;
  t: Translate;
  state: CalendarState;
  slot: string;
}

interface Props extends ChosenTimeProps {
  /** The way back to the times, or what stands in its place. */
  children: ReactNode;
}

export function FormStepHeader({ link, locale, t, state, slot, children }: Props) {
  const day = state.date ?? slot.slice(0, 10);
  const duration = link.durations.find((d) => d.id === state.duration) ?? link.durations[0]!;
  return (
    <div className="flex flex-col gap-1">
      <StepHeading id="details-title" className="text-lg font-semibold">
        {t("yourDetails")}
      </StepHeading>
      <p className="text-sm">
        {t("selectedSlot", { date: formatDate(day, locale), time: formatTime(slot, locale, state.tz, state.hours) })} ·{" "}
        {durationLabel(duration.minutes, t)} · {timeZoneLabel(state.tz, locale)}
      </p>
      {children}
    </div>
  );
}
