"use client";
// One schedule's week, zone and overrides, saved whole with the updatedAt it was read at (a change made
// elsewhere since is refused as STALE_UPDATE and shown). Times are wall-clock times in the schedule's zone.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { type Control, type UseFormRegister, useFieldArray, useForm, useFormState, useWatch } from "react-hook-form";
import { unwrap } from "@/lib/dashboard/api";
import { useDashboard } from "./context";
import { OverridesCalendar } from "./overrides-calendar";
import { button, card, input, inputBase, muted, ProblemNotice, secondaryButton } from "./parts";
import type { Schedule } from "./resources";
import { DAY_WORDS } from "./words";

const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
type Day = (typeof DAYS)[number];
type Range = { start: string; end: string };
interface ScheduleValues {
  name: string;
  timeZone: string;
  week: Record<Day, Range[]>;
  overrides: { date: string; off: boolean; ranges: Range[] }[];
}

const short = (time: string) => time.slice(0, 5);
const long = (time: string) => (time.length === 5 ? `${time}:00` : time);
const ranges = (list: Range[]) => list.map((range) => ({ start: long(range.start), end: long(range.end) }));

function valuesOf(schedule: Schedule): ScheduleValues {
  const availability = schedule.availability as Record<Day, Range[]>;
  return {
    name: schedule.name,
    timeZone: schedule.timeZone,
    week: Object.fromEntries(
      DAYS.map((day) => [day, (availability[day] ?? []).map((r) => ({ start: short(r.start), end: short(r.end) }))]),
    ) as Record<Day, Range[]>,
    overrides: (schedule.overrides ?? []).map((o) => ({
      date: o.date,
      off: o.ranges.length === 0,
      ranges: o.ranges.map((r) => ({ start: short(r.start), end: short(r.end) })),
    })),
  };
}

export function ScheduleForm({ schedule }: { schedule: Schedule }) {
  const { api, t } = useDashboard();
  const queries = useQueryClient();
  const form = useForm<ScheduleValues>({ defaultValues: valuesOf(schedule) });
  // The schedule as saved (its new updatedAt, which the next save must carry) becomes what the form shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new version of the schedule resets the form
  useEffect(() => form.reset(valuesOf(schedule)), [schedule.updatedAt]);
  const save = useMutation({
    mutationFn: (values: ScheduleValues) =>
      unwrap(
        api.POST("/v1/schedules/update", {
          body: {
            scheduleId: schedule.id,
            updatedAt: schedule.updatedAt,
            name: values.name,
            timeZone: values.timeZone,
            availability: Object.fromEntries(DAYS.map((day) => [day, ranges(values.week[day])])) as never,
            overrides: values.overrides
              .filter((o) => o.date)
              .sort((a, b) => a.date.localeCompare(b.date))
              .map((o) => ({ date: o.date, ranges: o.off ? [] : ranges(o.ranges) })),
          },
        }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: ["schedules"] }),
  });
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [schedule.timeZone];
  return (
    <form className="flex flex-col gap-5" onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("dashboard.scheduleName")}
          <input className={input} {...form.register("name", { required: true })} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("dashboard.timeZone")}
          <select className={input} {...form.register("timeZone")}>
            {(zones.includes(schedule.timeZone) ? zones : [schedule.timeZone, ...zones]).map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className={card}>
        <legend className="px-1 text-lg font-semibold">{t("dashboard.weeklyHours")}</legend>
        <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
          {DAYS.map((day) => (
            <DayRow key={day} day={day} control={form.control} register={form.register} copy={() => copyDay(form, day)} />
          ))}
        </ul>
      </fieldset>
      <Overrides control={form.control} register={form.register} />
      <ProblemNotice error={save.error} />
      {save.isSuccess && !form.formState.isDirty && (
        <p role="status" className={muted}>
          {t("dashboard.saved")}
        </p>
      )}
      <button type="submit" className={`${button} w-fit`} disabled={save.isPending}>
        {t("dashboard.saveSchedule")}
      </button>
    </form>
  );
}

/** Copies a day's ranges to every other day that has any, or to all weekdays when none has. */
function copyDay(form: ReturnType<typeof useForm<ScheduleValues>>, from: Day) {
  const source = form.getValues(`week.${from}`);
  for (const day of DAYS)
    if (day !== from && !["saturday", "sunday"].includes(day))
      form.setValue(
        `week.${day}`,
        source.map((r) => ({ ...r })),
        { shouldDirty: true },
      );
}

function DayRow({
  day,
  control,
  register,
  copy,
}: {
  day: Day;
  control: Control<ScheduleValues>;
  register: UseFormRegister<ScheduleValues>;
  copy: () => void;
}) {
  const { t } = useDashboard();
  const list = useFieldArray({ control, name: `week.${day}` });
  const dayName = t(DAY_WORDS[day]);
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start">
      <p className="w-32 pt-2 font-medium">{dayName}</p>
      <div className="flex flex-1 flex-col gap-2">
        {list.fields.length === 0 && <p className={`${muted} pt-2`}>{t("dashboard.unavailable")}</p>}
        {list.fields.map((field, index) => (
          <RangeInputs
            key={field.id}
            prefix={`week.${day}.${index}`}
            register={register}
            label={dayName}
            remove={() => list.remove(index)}
            current={field}
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => list.append({ start: "09:00", end: "17:00" })}
          aria-label={t("dashboard.addHoursOn", { day: dayName })}
        >
          {t("dashboard.addHours")}
        </button>
        {list.fields.length > 0 && day !== "saturday" && day !== "sunday" && (
          <button type="button" className={secondaryButton} onClick={copy} aria-label={t("dashboard.copyToWeekdaysFrom", { day: dayName })}>
            {t("dashboard.copyToWeekdays")}
          </button>
        )}
      </div>
    </li>
  );
}

/** Every quarter hour of a day, and 24:00 (a range may end at midnight), plus the field's own value when it is off the grid. */
function timeChoices(current: string): string[] {
  const grid = Array.from(
    { length: 97 },
    (_, i) => `${String(Math.floor(i / 4)).padStart(2, "0")}:${String((i % 4) * 15).padStart(2, "0")}`,
  );
  return grid.includes(current) || !current ? grid : [...grid, current].sort();
}

function TimeSelect({
  name,
  label,
  current,
  register,
}: {
  name: string;
  label: string;
  current: string;
  register: UseFormRegister<ScheduleValues>;
}) {
  const { t, locale } = useDashboard();
  const format = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
  return (
    <select
      className={`${inputBase} w-auto max-w-full`}
      aria-label={label}
      {...register(name as "week.monday.0.start", { required: true })}
    >
      {timeChoices(current).map((time) => (
        <option key={time} value={time}>
          {time === "24:00" ? t("dashboard.endOfDay") : format.format(new Date(`1970-01-01T${time}:00Z`))}
        </option>
      ))}
    </select>
  );
}

function RangeInputs({
  prefix,
  register,
  label,
  remove,
  current,
}: {
  prefix: string;
  register: UseFormRegister<ScheduleValues>;
  label: string;
  remove: () => void;
  current: Range;
}) {
  const { t } = useDashboard();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <TimeSelect name={`${prefix}.start`} label={t("dashboard.fromOn", { day: label })} current={current.start} register={register} />
      <span aria-hidden="true">–</span>
      <TimeSelect name={`${prefix}.end`} label={t("dashboard.toOn", { day: label })} current={current.end} register={register} />
      <button type="button" className="inline-flex h-11 items-center rounded-md px-2 text-sm underline" onClick={remove}>
        {t("dashboard.remove")}
      </button>
    </div>
  );
}

function Overrides({ control, register }: { control: Control<ScheduleValues>; register: UseFormRegister<ScheduleValues> }) {
  const { t } = useDashboard();
  const list = useFieldArray({ control, name: "overrides" });
  const { errors } = useFormState({ control, name: "overrides" });
  const overrideDates = (useWatch({ control, name: "overrides" }) ?? []).map((override) => override.date);
  return (
    <fieldset className={card}>
      <legend className="px-1 text-lg font-semibold">{t("dashboard.overrides")}</legend>
      <p className={muted}>{t("dashboard.overridesLead")}</p>
      <p className={muted}>{t("dashboard.overridesCalendarHint")}</p>
      <div className="mt-3">
        <OverridesCalendar
          dates={overrideDates}
          onPick={(date) => {
            const index = overrideDates.indexOf(date);
            if (index >= 0) list.remove(index);
            else list.append({ date, off: true, ranges: [] });
          }}
        />
      </div>
      <ul className="mt-3 flex flex-col gap-3">
        {list.fields.map((field, index) => (
          <li key={field.id} className="flex flex-wrap items-center gap-3" data-testid="override-row">
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t("dashboard.overrideDate")}
              <input
                type="date"
                className={`${inputBase} w-44`}
                aria-invalid={errors.overrides?.[index]?.date ? true : undefined}
                aria-describedby={errors.overrides?.[index]?.date ? `override-${index}-error` : undefined}
                {...register(`overrides.${index}.date`, { required: true })}
              />
              {errors.overrides?.[index]?.date && (
                <span id={`override-${index}-error`} className="text-red-700 dark:text-red-300">
                  {t("dashboard.pickDate")}
                </span>
              )}
            </label>
            <label className="inline-flex min-h-11 items-center gap-2 pt-5 text-sm">
              <input type="checkbox" className="h-5 w-5" {...register(`overrides.${index}.off`)} />
              {t("dashboard.dayOff")}
            </label>
            <OverrideRanges index={index} control={control} register={register} />
            <button
              type="button"
              className="inline-flex h-11 items-center self-end rounded-md px-2 text-sm underline"
              onClick={() => list.remove(index)}
            >
              {t("dashboard.remove")}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={`${secondaryButton} mt-3`} onClick={() => list.append({ date: "", off: true, ranges: [] })}>
        {t("dashboard.addOverride")}
      </button>
    </fieldset>
  );
}

function OverrideRanges({
  index,
  control,
  register,
}: {
  index: number;
  control: Control<ScheduleValues>;
  register: UseFormRegister<ScheduleValues>;
}) {
  const { t } = useDashboard();
  const list = useFieldArray({ control, name: `overrides.${index}.ranges` });
  const label = t("dashboard.overrideNumber", { number: index + 1 });
  return (
    <div className="flex flex-col gap-2 pt-5">
      {list.fields.map((field, rangeIndex) => (
        <RangeInputs
          key={field.id}
          prefix={`overrides.${index}.ranges.${rangeIndex}`}
          register={register}
          label={label}
          remove={() => list.remove(rangeIndex)}
          current={field}
        />
      ))}
      <button
        type="button"
        className="inline-flex h-11 w-fit items-center rounded-md px-2 text-sm underline"
        onClick={() => list.append({ start: "09:00", end: "12:00" })}
      >
        {t("dashboard.otherHours")}
      </button>
    </div>
  );
}
