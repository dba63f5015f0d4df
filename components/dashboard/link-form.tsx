"use client";
// Creating and editing a booking link, with the same field rules as /v1 (lib/validation/booking-link-rules) and a
// preview of the booking page's head as it will read. The service decides in the end: its refusals are shown
// on the field they name.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type UseFormReturn, useFieldArray, useForm } from "react-hook-form";
import { ApiProblem, unwrap } from "@/lib/dashboard/api";
import * as rules from "@/lib/validation/booking-link-rules";
import { useDashboard } from "./context";
import { AfterSection, LookSection, WhereSection } from "./link-form-after";
import { BookingFormSection } from "./link-form-fields";
import { HostsSection } from "./link-form-hosts";
import { Checkbox, Field, useOwnerPages, useProblem } from "./link-form-parts";
import { LinkPreview } from "./link-form-preview";
import { TimesSection } from "./link-form-times";
import { formField, initialValues, type LinkFormValues, linkForm, toBody } from "./link-form-values";
import { button, input, inputBase, ProblemNotice, WordOptions } from "./parts";
import { type Link, organizerName } from "./resources";
import { LANGUAGE_WORDS } from "./words";

/** Saves through /v1; a refusal that names a field is shown on that field, in the service's words. */
function useSaveLink(link: Link | undefined, form: UseFormReturn<LinkFormValues>, onSaved: (link: Link) => void) {
  const { api } = useDashboard();
  const queries = useQueryClient();
  const hostsRead = JSON.stringify(initialValues(link).hosts);
  return useMutation({
    mutationFn: (values: LinkFormValues) =>
      link
        ? unwrap(
            api.POST("/v1/booking-links/update", {
              body: { bookingLinkId: link.id, updatedAt: link.updatedAt, ...toBody(values, JSON.stringify(values.hosts) !== hostsRead) },
            }),
          )
        : // A new link's hosts are sent when the form shows them (OWNER, ADMIN): what was shown is what is made.
          unwrap(api.POST("/v1/booking-links/create", { body: toBody(values, values.hosts.length > 0) })),
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
  const problem = useProblem(form);
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
        <BookingPageField form={form} ownerId={link?.userId} />
        <Field label={t("dashboard.fieldDescription")} id="description" error={problem("description", "dashboard.descriptionRule")}>
          <textarea id="description" rows={3} className={input} {...form.register("description")} />
        </Field>
        <DurationsField form={form} />
        <div className="grid gap-4 sm:grid-cols-2">
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
              <WordOptions values={rules.linkLanguage.options} words={LANGUAGE_WORDS} />
            </select>
          </Field>
        </div>
        <Checkbox form={form} name="requireEventApproval" label={t("dashboard.fieldApproval")} />
        <Checkbox form={form} name="isPrivate" label={t("dashboard.fieldPrivate")} />
        <TimesSection form={form} />
        <BookingFormSection form={form} />
        <AfterSection form={form} />
        <LookSection form={form} />
        <WhereSection form={form} />
        <HostsSection form={form} link={link} />
        <ProblemNotice error={save.error} />
        <button type="submit" className={`${button} w-fit`} disabled={save.isPending}>
          {t(link ? "dashboard.saveLink" : "dashboard.createLink")}
        </button>
      </form>
      <LinkPreview values={form.watch()} owner={link && organizerName(link)} />
    </div>
  );
}

/**
 * The owner's booking page the link is listed on (its slug is unique there). A new link goes to the owner's default
 * page unless another is chosen.
 */
function BookingPageField({ form, ownerId }: { form: UseFormReturn<LinkFormValues>; ownerId?: string }) {
  const { t, me } = useDashboard();
  const problem = useProblem(form);
  const pages = useOwnerPages(ownerId ?? me.user.id);
  const chosen = form.watch("bookingPageId");
  return (
    <Field label={t("dashboard.fieldBookingPage")} id="bookingPageId" error={problem("bookingPageId", "dashboard.bookingPageRule")}>
      <select id="bookingPageId" className={input} {...form.register("bookingPageId")}>
        {chosen === "" && <option value="">{t("dashboard.defaultBookingPage")}</option>}
        {/* Until the pages arrive, the one saved is named by its id rather than left blank. */}
        {!pages.data && chosen !== "" && <option value={chosen}>{chosen}</option>}
        {(pages.data?.data ?? []).map((page) => (
          <option key={page.id} value={page.id}>
            /{page.username}
          </option>
        ))}
      </select>
      <ProblemNotice error={pages.error} />
    </Field>
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
