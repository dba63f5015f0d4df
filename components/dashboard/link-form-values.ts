// The booking link form's values: the /v1 field rules (lib/validation) over the shapes the inputs hold, the
// values of a link read from /v1, the body sent back, and which input a refusal's field path names.
import type { FieldPath } from "react-hook-form";
import { z } from "zod";
import * as rules from "@/lib/validation/booking-link-rules";
import {
  customField,
  customFieldOption,
  customFieldType,
  hexColor,
  httpUrl,
  imageUrl,
  localDate,
  periodUnit,
  resourceId,
} from "@/lib/validation/fields";
import type { Link } from "./resources";

/** A number input left empty reads as NaN: "none" where the field may be null. */
const orEmpty = <T extends z.ZodType>(rule: T) => z.union([z.nan(), rule]);
const period = z.object({ quantity: orEmpty(rules.periodQuantity), unit: periodUnit });
const choosing = (type: string) => type === "SELECT" || type === "MULTI_SELECT";

const fieldForm = z
  .object({
    id: z.string().optional(),
    name: customField.shape.name,
    label: customField.shape.label,
    type: customFieldType,
    required: z.boolean(),
    placeholder: z.string().max(500),
    options: z.array(customFieldOption).max(50),
    min: orEmpty(z.number().finite()),
    max: orEmpty(z.number().finite()),
    integer: z.boolean(),
  })
  .superRefine((field, ctx) => {
    if (choosing(field.type) && field.options.length === 0) ctx.addIssue({ code: "custom", path: ["options"], message: "options" });
    if (field.type === "NUMBER" && field.min > field.max) ctx.addIssue({ code: "custom", path: ["min"], message: "min" });
  });

export const linkForm = z.object({
  type: rules.linkType,
  // "" on a new link: the owner's default page.
  bookingPageId: z.string(),
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
  bufferMinutesAfterEvent: rules.bufferMinutes,
  language: z.union([rules.linkLanguage, z.literal("")]),
  // Times
  bufferMinutesBeforeEvent: rules.bufferMinutes,
  slotIntervalMinutes: orEmpty(rules.slotIntervalMinutes),
  minNotice: period,
  maxFuture: period,
  minDate: z.union([localDate, z.literal("")]),
  maxDate: z.union([localDate, z.literal("")]),
  // Booking form
  allowGuestInvitations: z.boolean(),
  maxGuestsAllowed: rules.maxGuestsAllowed,
  customFields: z.array(fieldForm).max(rules.MAX_CUSTOM_FIELDS),
  // After booking
  eventNameTemplate: rules.eventNameTemplate,
  confirmationMessage: rules.confirmationMessage,
  redirectUrl: z.union([httpUrl, z.literal("")]),
  // Look
  useEventColor: z.boolean(),
  eventColor: rules.eventColor,
  useBrandColor: z.boolean(),
  brandColor: hexColor,
  coverImageUrl: z.union([imageUrl, z.literal("")]),
  brandingPreference: rules.brandingPreference,
  languagePreference: rules.brandingPreference,
  // Where
  locations: z
    .array(
      z.object({
        id: z.string().optional(),
        type: z.string().min(1).max(50),
        location: z.string().max(500),
        conferenceProviderId: z.string().nullable(),
      }),
    )
    .max(20),
  // Hosts (COLLECTIVE links, for OWNER and ADMIN): the organizer first.
  hosts: z
    .array(
      z.object({
        id: z.string().optional(),
        userId: resourceId,
        isOrganizer: z.boolean(),
        scheduleId: resourceId,
        bookingCalendarId: resourceId,
        readAvailabilityFrom: rules.readAvailabilityFrom,
        availabilityCalendars: z.array(z.string()),
      }),
    )
    .max(rules.MAX_HOSTS),
});
export type LinkFormValues = z.infer<typeof linkForm>;
export type CustomFieldValues = LinkFormValues["customFields"][number];

export const newCustomField = (number: number): CustomFieldValues => ({
  name: `field_${number}`,
  label: "",
  type: "SHORT_TEXT",
  required: false,
  placeholder: "",
  options: [],
  min: Number.NaN,
  max: Number.NaN,
  integer: false,
});

const periodValues = (value: Link["minNoticePeriod"]) => ({ quantity: value ? value.quantity : Number.NaN, unit: value?.unit ?? "HOUR" });

const NEW_LINK: LinkFormValues = {
  type: "MULTI_USE",
  bookingPageId: "",
  title: "",
  slug: "",
  description: "",
  durations: [{ minutes: 30 }],
  defaultDuration: 0,
  requireEventApproval: false,
  isPrivate: false,
  bufferMinutesAfterEvent: 0,
  language: "",
  bufferMinutesBeforeEvent: 0,
  slotIntervalMinutes: Number.NaN,
  minNotice: periodValues(null),
  maxFuture: { quantity: Number.NaN, unit: "DAY" },
  minDate: "",
  maxDate: "",
  allowGuestInvitations: false,
  maxGuestsAllowed: 0,
  customFields: [],
  eventNameTemplate: rules.LINK_DEFAULTS.eventNameTemplate,
  confirmationMessage: "",
  redirectUrl: "",
  useEventColor: false,
  eventColor: "#0369a1",
  useBrandColor: false,
  brandColor: "#0369a1",
  coverImageUrl: "",
  brandingPreference: "GLOBAL",
  languagePreference: "GLOBAL",
  locations: [],
  hosts: [],
};

export function initialValues(link?: Link): LinkFormValues {
  if (!link) return NEW_LINK;
  return {
    type: link.type,
    bookingPageId: link.bookingPageId,
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
    bufferMinutesAfterEvent: link.bufferMinutesAfterEvent,
    language: link.language ?? "",
    bufferMinutesBeforeEvent: link.bufferMinutesBeforeEvent,
    slotIntervalMinutes: link.slotIntervalMinutes ?? Number.NaN,
    minNotice: periodValues(link.minNoticePeriod),
    maxFuture: { ...periodValues(link.maxFuturePeriod), unit: link.maxFuturePeriod?.unit ?? "DAY" },
    minDate: link.minDate?.slice(0, 10) ?? "",
    maxDate: link.maxDate?.slice(0, 10) ?? "",
    allowGuestInvitations: link.allowGuestInvitations,
    maxGuestsAllowed: link.maxGuestsAllowed,
    customFields: link.customFields.map((field) => ({
      ...field,
      options: field.options ?? [],
      min: field.min ?? Number.NaN,
      max: field.max ?? Number.NaN,
      integer: field.integer ?? false,
    })),
    eventNameTemplate: link.eventNameTemplate,
    confirmationMessage: link.confirmationMessage ?? "",
    redirectUrl: link.redirectUrl ?? "",
    useEventColor: link.eventColor !== null,
    eventColor: link.eventColor ?? NEW_LINK.eventColor,
    useBrandColor: link.brandColor !== null,
    brandColor: link.brandColor ?? NEW_LINK.brandColor,
    coverImageUrl: link.coverImageUrl ?? "",
    brandingPreference: link.brandingPreference,
    languagePreference: link.languagePreference,
    locations: link.bookingLocations.map(({ id, type, location, conferenceProviderId }) => ({ id, type, location, conferenceProviderId })),
    hosts: link.hosts.map((host) => ({
      id: host.id,
      userId: host.userId,
      isOrganizer: host.isOrganizer,
      scheduleId: host.scheduleId,
      bookingCalendarId: host.bookingCalendarId,
      readAvailabilityFrom: host.readAvailabilityFrom,
      availabilityCalendars: host.availabilityCalendars.map((calendar) => calendar.id),
    })),
  };
}

const orNull = (value: number) => (Number.isNaN(value) ? null : value);
const periodBody = (value: LinkFormValues["minNotice"]) =>
  Number.isNaN(value.quantity) ? null : { unit: value.unit, quantity: value.quantity };
/** A date field as the instant its day starts, in UTC (the form does not know the owner's zone). */
const instant = (date: string) => (date === "" ? null : `${date}T00:00:00Z`);

function fieldBody({ id, min, max, integer, options, ...field }: CustomFieldValues) {
  return {
    ...(id ? { id } : {}),
    ...field,
    ...(choosing(field.type) ? { options } : {}),
    ...(field.type === "NUMBER" && !Number.isNaN(min) ? { min } : {}),
    ...(field.type === "NUMBER" && !Number.isNaN(max) ? { max } : {}),
    ...(field.type === "NUMBER" ? { integer } : {}),
  };
}

function hostBody({ id, availabilityCalendars, ...host }: LinkFormValues["hosts"][number]) {
  return { ...(id ? { id } : {}), ...host, availabilityCalendars: availabilityCalendars.map((calendar) => ({ id: calendar })) };
}

/** The body of a create or update; hosts only when asked (changed, or shown on a new link), else they stay as they are. */
export function toBody(values: LinkFormValues, withHosts = false) {
  return {
    ...(withHosts ? { hosts: values.hosts.map(hostBody) } : {}),
    ...(values.bookingPageId === "" ? {} : { bookingPageId: values.bookingPageId }),
    type: values.type,
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
    bufferMinutesAfterEvent: values.bufferMinutesAfterEvent,
    language: values.language === "" ? null : values.language,
    bufferMinutesBeforeEvent: values.bufferMinutesBeforeEvent,
    slotIntervalMinutes: orNull(values.slotIntervalMinutes),
    minNoticePeriod: periodBody(values.minNotice),
    maxFuturePeriod: periodBody(values.maxFuture),
    minDate: instant(values.minDate),
    maxDate: instant(values.maxDate),
    allowGuestInvitations: values.allowGuestInvitations,
    maxGuestsAllowed: values.maxGuestsAllowed,
    customFields: values.customFields.map(fieldBody),
    eventNameTemplate: values.eventNameTemplate,
    confirmationMessage: values.confirmationMessage === "" ? null : values.confirmationMessage,
    redirectUrl: values.redirectUrl === "" ? null : values.redirectUrl,
    eventColor: values.useEventColor ? values.eventColor : null,
    brandColor: values.useBrandColor ? values.brandColor : null,
    coverImageUrl: values.coverImageUrl === "" ? null : values.coverImageUrl,
    brandingPreference: values.brandingPreference,
    languagePreference: values.languagePreference,
    bookingLocations: values.locations.map(({ id, ...location }) => ({ ...(id ? { id } : {}), ...location })),
  };
}

const SAME_NAME = [
  "type",
  "bookingPageId",
  "title",
  "slug",
  "description",
  "requireEventApproval",
  "isPrivate",
  "language",
  "bufferMinutesAfterEvent",
  "bufferMinutesBeforeEvent",
  "slotIntervalMinutes",
  "minDate",
  "maxDate",
  "allowGuestInvitations",
  "maxGuestsAllowed",
  "eventNameTemplate",
  "confirmationMessage",
  "redirectUrl",
  "eventColor",
  "brandColor",
  "coverImageUrl",
  "brandingPreference",
  "languagePreference",
] as const;
const FIELD_PARTS = ["name", "label", "type", "placeholder", "min", "max", "integer", "options"] as const;

/** The input a /v1 field path names: bookingDurations.1.durationInMinutes → durations.1.minutes, and so on. */
export function formField(field: string | undefined): FieldPath<LinkFormValues> | undefined {
  if (!field) return undefined;
  const duration = /^bookingDurations\.(\d+)/.exec(field);
  if (duration) return `durations.${Number(duration[1])}.minutes`;
  if (field.startsWith("minNoticePeriod")) return "minNotice.quantity";
  if (field.startsWith("maxFuturePeriod")) return "maxFuture.quantity";
  const option = /^customFields\.(\d+)\.options\.(\d+)\.(value|label)/.exec(field);
  if (option) return `customFields.${Number(option[1])}.options.${Number(option[2])}.${option[3] as "value" | "label"}`;
  const custom = /^customFields\.(\d+)\.(\w+)/.exec(field);
  if (custom) {
    const part = FIELD_PARTS.find((name) => name === custom[2]) ?? "name";
    return `customFields.${Number(custom[1])}.${part}`;
  }
  const host = /^hosts\.(\d+)\.(scheduleId|bookingCalendarId|userId)/.exec(field);
  if (host) return `hosts.${Number(host[1])}.${host[2] as "scheduleId" | "bookingCalendarId" | "userId"}`;
  const location = /^bookingLocations\.(\d+)\.(\w+)/.exec(field);
  if (location) return `locations.${Number(location[1])}.${location[2] === "type" ? "type" : "location"}`;
  return SAME_NAME.find((name) => name === field);
}
