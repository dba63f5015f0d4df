"use client";
// What follows a booking (the event's name in calendars, the confirmation's message, a page to send the visitor
// to), how the page looks (colours, whose branding and language), and where the meeting happens.
import { useFieldArray, useWatch } from "react-hook-form";
import * as rules from "@/lib/validation/booking-link-rules";
import { useDashboard } from "./context";
import { Checkbox, Field, type LinkFormApi, Section, smallButton, useProblem } from "./link-form-parts";
import { input, inputBase, WordOptions } from "./parts";
import { LOCATION_TYPE_WORDS, PREFERENCE_WORDS } from "./words";

export function AfterSection({ form }: { form: LinkFormApi }) {
  const { t } = useDashboard();
  const problem = useProblem(form);
  return (
    <Section title={t("dashboard.sectionAfter")} testId="section-after">
      <Field
        label={t("dashboard.fieldEventName")}
        id="eventNameTemplate"
        hint={t("dashboard.eventNameHint", { scheduler: "{{scheduler}}", organizer: "{{organizer}}" })}
        error={problem("eventNameTemplate", "dashboard.eventNameRule")}
      >
        <input id="eventNameTemplate" className={input} {...form.register("eventNameTemplate")} />
      </Field>
      <Field
        label={t("dashboard.fieldConfirmation")}
        id="confirmationMessage"
        error={problem("confirmationMessage", "dashboard.confirmationRule")}
      >
        <textarea id="confirmationMessage" rows={3} className={input} {...form.register("confirmationMessage")} />
      </Field>
      <Field
        label={t("dashboard.fieldRedirectUrl")}
        id="redirectUrl"
        hint={t("dashboard.redirectHint")}
        error={problem("redirectUrl", "dashboard.redirectRule")}
      >
        <input id="redirectUrl" type="url" className={input} autoCapitalize="none" spellCheck={false} {...form.register("redirectUrl")} />
      </Field>
    </Section>
  );
}

function ColourField({ form, name, use, label }: { form: LinkFormApi; name: "brandColor"; use: "useBrandColor"; label: string }) {
  const { t } = useDashboard();
  const problem = useProblem(form);
  const error = problem(name, "dashboard.colourRule");
  return (
    <fieldset className="flex min-w-0 flex-col gap-1">
      <legend className="text-sm font-medium">{label}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <Checkbox form={form} name={use} label={t("dashboard.useColour")} />
        <label className="inline-flex items-center gap-2 text-sm">
          <span className="sr-only">{label}</span>
          <input
            id={name}
            type="color"
            className="h-11 w-16 rounded-md border border-slate-400 dark:border-slate-500"
            {...form.register(name)}
          />
        </label>
      </div>
      {error && <p className="text-sm text-red-700 dark:text-red-300">{error}</p>}
    </fieldset>
  );
}

function PreferenceField({ form, name, label }: { form: LinkFormApi; name: "brandingPreference" | "languagePreference"; label: string }) {
  return (
    <Field label={label} id={name}>
      <select id={name} className={input} {...form.register(name)}>
        <WordOptions values={rules.brandingPreference.options} words={PREFERENCE_WORDS} />
      </select>
    </Field>
  );
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
// A colour id is no colour the picker knows: it shows hatching, not the black it would otherwise fall back to.
const NO_SWATCH =
  "bg-[repeating-linear-gradient(45deg,#94a3b8_0_3px,transparent_3px_8px)] [&::-moz-color-swatch]:opacity-0 [&::-webkit-color-swatch]:opacity-0";

/**
 * The event's colour is any short text a calendar understands: a colour such as #0369a1, or the calendar's own
 * colour id ("7"), which a colour picker cannot hold. So it is typed, and the picker beside it writes a colour in.
 */
function EventColourField({ form, label }: { form: LinkFormApi; label: string }) {
  const { t } = useDashboard();
  const problem = useProblem(form);
  const value = useWatch({ control: form.control, name: "eventColor" });
  const error = problem("eventColor", "dashboard.eventColourRule");
  return (
    <fieldset className="flex min-w-0 flex-col gap-1" aria-describedby="eventColor-hint">
      <legend className="text-sm font-medium">{label}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <Checkbox form={form} name="useEventColor" label={t("dashboard.useColour")} />
        <label className="inline-flex items-center gap-2 text-sm">
          <span className="sr-only">{t("dashboard.colourAsText", { label })}</span>
          <input
            id="eventColor"
            className={`${inputBase} w-28`}
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            {...form.register("eventColor")}
          />
        </label>
        <label className="inline-flex items-center gap-2 text-sm">
          <span className="sr-only">{t("dashboard.colourPicked", { label })}</span>
          <input
            type="color"
            className={`h-11 w-16 rounded-md border border-slate-400 dark:border-slate-500 ${HEX_COLOUR.test(value) ? "" : NO_SWATCH}`}
            value={HEX_COLOUR.test(value) ? value : "#000000"}
            onChange={(event) => form.setValue("eventColor", event.target.value, { shouldDirty: true, shouldValidate: true })}
          />
        </label>
      </div>
      <p id="eventColor-hint" className="text-sm text-slate-600 dark:text-slate-300">
        {t("dashboard.eventColourHint")}
      </p>
      {error && <p className="text-sm text-red-700 dark:text-red-300">{error}</p>}
    </fieldset>
  );
}

export function LookSection({ form }: { form: LinkFormApi }) {
  const { t } = useDashboard();
  const problem = useProblem(form);
  return (
    <Section title={t("dashboard.sectionLook")} testId="section-look">
      <Field
        label={t("dashboard.fieldCoverImage")}
        id="coverImageUrl"
        hint={t("dashboard.coverImageHint")}
        error={problem("coverImageUrl", "dashboard.coverImageRule")}
      >
        <input
          id="coverImageUrl"
          className={input}
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register("coverImageUrl")}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <EventColourField form={form} label={t("dashboard.fieldEventColour")} />
        <ColourField form={form} name="brandColor" use="useBrandColor" label={t("dashboard.fieldBrandColour")} />
        <PreferenceField form={form} name="brandingPreference" label={t("dashboard.fieldBrandingPreference")} />
        <PreferenceField form={form} name="languagePreference" label={t("dashboard.fieldLanguagePreference")} />
      </div>
    </Section>
  );
}

export function WhereSection({ form }: { form: LinkFormApi }) {
  const { t } = useDashboard();
  const problem = useProblem(form);
  const locations = useFieldArray({ control: form.control, name: "locations" });
  const known = Object.keys(LOCATION_TYPE_WORDS) as (keyof typeof LOCATION_TYPE_WORDS)[];
  return (
    <Section title={t("dashboard.sectionWhere")} testId="section-where">
      {locations.fields.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-300">{t("dashboard.noLocations")}</p>}
      {locations.fields.map((location, index) => (
        <div key={location.id} className="grid min-w-0 gap-2 sm:grid-cols-[12rem_1fr_auto]" data-testid="location-row">
          <Field label={t("dashboard.locationTypeNumber", { number: index + 1 })} id={`location-${index}-type`}>
            <select id={`location-${index}-type`} className={input} {...form.register(`locations.${index}.type`)}>
              {!known.some((type) => type === location.type) && <option value={location.type}>{location.type}</option>}
              {known.map((type) => (
                <option key={type} value={type}>
                  {t(LOCATION_TYPE_WORDS[type])}
                </option>
              ))}
            </select>
          </Field>
          <Field
            label={t("dashboard.locationText", { number: index + 1 })}
            id={`location-${index}-text`}
            error={problem(`locations.${index}.location`, "dashboard.locationRule")}
          >
            <input id={`location-${index}-text`} className={input} {...form.register(`locations.${index}.location`)} />
          </Field>
          <button type="button" className={`${smallButton} self-end`} onClick={() => locations.remove(index)}>
            {t("dashboard.removeLocation", { number: index + 1 })}
          </button>
        </div>
      ))}
      {locations.fields.length < 20 && (
        <button
          type="button"
          className={`${smallButton} w-fit`}
          onClick={() => locations.append({ type: "VIDEO", location: "", conferenceProviderId: null })}
        >
          {t("dashboard.addLocation")}
        </button>
      )}
    </Section>
  );
}
