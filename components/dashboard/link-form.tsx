"use client";
// Creating and editing a booking link, with the same field rules as /v1 (lib/validation/booking-link-rules) and a
// preview of the booking page's head as it will read. The service decides in the end: its refusals are shown
// on the field they name.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type UseFormRegister, type UseFormReturn, useFieldArray, useForm } from "react-hook-form";
import { z } from "zod";
import { ApiProblem, unwrap } from "@/lib/dashboard/api";
import * as rules from "@/lib/validation/booking-link-rules";
import { useDashboard } from "./context";
import { button, card, input, inputBase, muted, ProblemNotice } from "./parts";
import { type Link, organizerName } from "./resources";
import { LANGUAGE_WORDS } from "./words";

const linkForm = z.object({
  title: rules.linkTitle,
  slug: rules.linkSlug,
  description: rules.linkDescription,
  durations: z
    .array(z.object({ id: z.string().optional(), minutes: rules.durationMinutes }))
    .min(1)
    .max(rules.MAX_DURATIONS),
  defaultDuration: z.number().int().min(0),
  requireEventApproval: z.boolean(),
  isPrivate: z.boolean(),
  minNoticeHours: rules.periodQuantity,
  bufferMinutesAfterEvent: rules.bufferMinutes,
  language: z.union([rules.linkLanguage, z.literal("")]),
});
type LinkFormValues = z.infer<typeof linkForm>;

function initialValues(link?: Link): LinkFormValues {
  if (!link) {
    return {
      title: "",
      slug: "",
      description: "",
      durations: [{ minutes: 30 }],
      defaultDuration: 0,
      requireEventApproval: false,
      isPrivate: false,
      minNoticeHours: 0,
      bufferMinutesAfterEvent: 0,
      language: "",
    };
  }
  const notice = link.minNoticePeriod;
  const hours = !notice
    ? 0
    : notice.unit === "HOUR"
      ? notice.quantity
      : notice.unit === "DAY"
        ? notice.quantity * 24
        : notice.unit === "MINUTE"
          ? Math.ceil(notice.quantity / 60)
          : 0;
  return {
    title: link.title,
    slug: link.slug,
    description: link.description ?? "",
    durations: link.bookingDurations.map((duration) => ({ id: duration.id, minutes: duration.durationInMinutes })),
    defaultDuration: Math.max(
      0,
      link.bookingDurations.findIndex((duration) => duration.isDefault),
    ),
    requireEventApproval: link.requireEventApproval,
    isPrivate: link.isPrivate,
    minNoticeHours: hours,
    bufferMinutesAfterEvent: link.bufferMinutesAfterEvent,
    language: link.language ?? "",
  };
}

function toBody(values: LinkFormValues) {
  return {
    title: values.title,
    slug: values.slug,
    description: values.description === "" ? null : values.description,
    bookingDurations: values.durations.map((duration, index) => ({
      ...(duration.id ? { id: duration.id } : {}),
      durationInMinutes: duration.minutes,
      isDefault: index === values.defaultDuration,
    })),
    requireEventApproval: values.requireEventApproval,
    isPrivate: values.isPrivate,
    minNoticePeriod: values.minNoticeHours > 0 ? { unit: "HOUR" as const, quantity: values.minNoticeHours } : null,
    bufferMinutesAfterEvent: values.bufferMinutesAfterEvent,
    language: values.language === "" ? null : values.language,
  };
}

/** The form field a /v1 field path names (bookingDurations.1.durationInMinutes → durations.1.minutes). */
function formField(field: string | undefined): keyof LinkFormValues | `durations.${number}.minutes` | undefined {
  if (!field) return undefined;
  const duration = /^bookingDurations\.(\d+)/.exec(field);
  if (duration) return `durations.${Number(duration[1])}.minutes`;
  const known = ["title", "slug", "description", "requireEventApproval", "isPrivate", "language", "bufferMinutesAfterEvent"] as const;
  if (field.startsWith("minNoticePeriod")) return "minNoticeHours";
  return known.find((name) => name === field);
}

/** Saves through /v1; a refusal that names a field is shown on that field, in the service's words. */
function useSaveLink(link: Link | undefined, form: UseFormReturn<LinkFormValues>, onSaved: (link: Link) => void) {
  const { api } = useDashboard();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (values: LinkFormValues) =>
      link
        ? unwrap(api.POST("/v1/booking-links/update", { body: { bookingLinkId: link.id, updatedAt: link.updatedAt, ...toBody(values) } }))
        : unwrap(api.POST("/v1/booking-links/create", { body: toBody(values) })),
    onSuccess: async (saved) => {
      await queries.invalidateQueries({ queryKey: ["booking-links"] });
      onSaved(saved as Link);
    },
    onError: (error) => {
      const field = error instanceof ApiProblem ? formField(error.field) : undefined;
      if (field) form.setError(field, { type: "server", message: error.message }, { shouldFocus: true });
    },
  });
}

export function LinkForm({ link, onSaved }: { link?: Link; onSaved: (link: Link) => void }) {
  const { t } = useDashboard();
  const form = useForm<LinkFormValues>({ resolver: zodResolver(linkForm), defaultValues: initialValues(link) });
  const save = useSaveLink(link, form, onSaved);
  const errors = form.formState.errors;
  const problem = (name: keyof LinkFormValues, hint: Parameters<typeof t>[0]) => {
    const error = errors[name];
    if (!error) return undefined;
    return error.type === "server" && typeof error.message === "string" ? error.message : t(hint);
  };
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <form className="flex flex-col gap-4" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <Field label={t("dashboard.fieldTitle")} error={problem("title", "dashboard.titleRule")} id="title">
          <input id="title" className={input} aria-invalid={"title" in errors || undefined} {...form.register("title")} />
        </Field>
        <Field label={t("dashboard.fieldSlug")} hint={t("dashboard.slugRule")} error={problem("slug", "dashboard.slugRule")} id="slug">
          <input
            id="slug"
            className={input}
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={"slug" in errors || undefined}
            {...form.register("slug")}
          />
        </Field>
        <Field label={t("dashboard.fieldDescription")} id="description" error={problem("description", "dashboard.descriptionRule")}>
          <textarea id="description" rows={3} className={input} {...form.register("description")} />
        </Field>
        <DurationsField form={form} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("dashboard.fieldMinNotice")} id="minNoticeHours" error={problem("minNoticeHours", "dashboard.numberRule")}>
            <input
              id="minNoticeHours"
              type="number"
              min={0}
              className={input}
              {...form.register("minNoticeHours", { valueAsNumber: true })}
            />
          </Field>
          <Field
            label={t("dashboard.fieldBufferAfter")}
            id="bufferMinutesAfterEvent"
            error={problem("bufferMinutesAfterEvent", "dashboard.numberRule")}
          >
            <input
              id="bufferMinutesAfterEvent"
              type="number"
              min={0}
              max={1440}
              className={input}
              {...form.register("bufferMinutesAfterEvent", { valueAsNumber: true })}
            />
          </Field>
          <Field label={t("dashboard.fieldLanguage")} id="language">
            <select id="language" className={input} {...form.register("language")}>
              <option value="">{t("dashboard.languageVisitor")}</option>
              {rules.linkLanguage.options.map((code) => (
                <option key={code} value={code}>
                  {t(LANGUAGE_WORDS[code])}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Checkbox register={form.register} name="requireEventApproval" label={t("dashboard.fieldApproval")} />
        <Checkbox register={form.register} name="isPrivate" label={t("dashboard.fieldPrivate")} />
        <ProblemNotice error={save.error} />
        <button type="submit" className={`${button} w-fit`} disabled={save.isPending}>
          {t(link ? "dashboard.saveLink" : "dashboard.createLink")}
        </button>
      </form>
      <LinkPreview values={form.watch()} owner={link && organizerName(link)} />
    </div>
  );
}

function Field({
  label,
  hint,
  error,
  id,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  id: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : (
        hint && <p className={muted}>{hint}</p>
      )}
    </div>
  );
}

function Checkbox({
  register,
  name,
  label,
}: {
  register: UseFormRegister<LinkFormValues>;
  name: "requireEventApproval" | "isPrivate";
  label: string;
}) {
  return (
    <label className="inline-flex min-h-11 items-center gap-3 text-sm">
      <input type="checkbox" className="h-5 w-5" {...register(name)} />
      {label}
    </label>
  );
}

function LinkPreview({ values, owner }: { values: LinkFormValues; owner?: string }) {
  const { t, me } = useDashboard();
  const { title, description, durations } = values;
  return (
    <aside aria-label={t("dashboard.preview")} className={`${card} h-fit`}>
      <p className={muted}>{t("dashboard.preview")}</p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{owner ?? me.user.fullName}</p>
      <p className="text-xl font-semibold break-words">{title || t("dashboard.untitled")}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {durations.map((duration, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: durations have no id until saved
          <span key={index} className="rounded-full border border-slate-300 px-3 py-1 text-sm dark:border-slate-600">
            {t("dashboard.minutes", { count: Number.isFinite(duration.minutes) ? duration.minutes : 0 })}
          </span>
        ))}
      </div>
      {description && <p className="mt-3 text-sm break-words whitespace-pre-wrap">{description}</p>}
    </aside>
  );
}

function DurationsField({ form }: { form: UseFormReturn<LinkFormValues> }) {
  const { t } = useDashboard();
  const durations = useFieldArray({ control: form.control, name: "durations" });
  const errors = form.formState.errors;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{t("dashboard.fieldDurations")}</legend>
      {durations.fields.map((field, index) => (
        <div key={field.id} className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2 text-sm">
            <span className="sr-only">{t("dashboard.durationNumber", { number: index + 1 })}</span>
            <input
              type="number"
              min={1}
              max={1440}
              className={`${inputBase} w-28`}
              aria-invalid={errors.durations?.[index] ? true : undefined}
              {...form.register(`durations.${index}.minutes`, { valueAsNumber: true })}
            />
            {t("dashboard.minutesUnit")}
          </label>
          <label className="inline-flex min-h-11 items-center gap-2 text-sm">
            <input type="radio" value={index} {...form.register("defaultDuration", { valueAsNumber: true })} />
            {t("dashboard.defaultDuration")}
          </label>
          {durations.fields.length > 1 && (
            <button
              type="button"
              className="inline-flex h-11 items-center rounded-md px-3 text-sm underline"
              onClick={() => durations.remove(index)}
            >
              {t("dashboard.remove")}
            </button>
          )}
        </div>
      ))}
      {errors.durations && <p className="text-sm text-red-700 dark:text-red-300">{t("dashboard.durationRule")}</p>}
      {durations.fields.length < rules.MAX_DURATIONS && (
        <button
          type="button"
          className="inline-flex h-11 w-fit items-center rounded-md px-3 text-sm font-medium underline"
          onClick={() => durations.append({ minutes: 60 })}
        >
          {t("dashboard.addDuration")}
        </button>
      )}
    </fieldset>
  );
}
