import type { BookingLinkResponse } from "../contract/booking-links";
import { serializeSchedule } from "../schedules/serialize-schedule";
import type { CustomField } from "../validation/fields";
import type { LoadedBookingLink } from "./get-booking-link";

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
const stamps = (row: { createdAt: Date; updatedAt: Date }) => ({ createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) });

export function serializeBookingLink(link: LoadedBookingLink): BookingLinkResponse {
  const period = (p: LoadedBookingLink["minNoticePeriod"]) => (p ? { id: p.id, ...stamps(p), unit: p.unit, quantity: p.quantity } : null);
  return {
    id: link.id,
    ...stamps(link),
    slug: link.slug,
    type: link.type,
    title: link.title,
    description: link.description,
    status: link.status,
    bufferMinutesBeforeEvent: link.bufferMinutesBeforeEvent,
    bufferMinutesAfterEvent: link.bufferMinutesAfterEvent,
    eventColor: link.eventColor,
    eventNameTemplate: link.eventNameTemplate,
    allowGuestInvitations: link.allowGuestInvitations,
    maxGuestsAllowed: link.maxGuestsAllowed,
    requireEventApproval: link.requireEventApproval,
    confirmationMessage: link.confirmationMessage,
    redirectUrl: link.redirectUrl,
    isPrivate: link.isPrivate,
    deletedAt: isoOrNull(link.deletedAt),
    customFields: link.customFields as CustomField[],
    disabledBySystem: link.disabledBySystem,
    position: link.position,
    minNoticePeriodId: link.minNoticePeriodId,
    minDate: isoOrNull(link.minDate),
    maxFuturePeriodId: link.maxFuturePeriodId,
    maxDate: isoOrNull(link.maxDate),
    slotIntervalMinutes: link.slotIntervalMinutes,
    coverImageUrl: link.coverImageUrl,
    brandColor: link.brandColor,
    brandingPreference: link.brandingPreference,
    language: link.language,
    languagePreference: link.languagePreference,
    userId: link.userId,
    bookingPageId: link.bookingPageId,
    bookingDurations: link.bookingDurations.map((d) => ({
      id: d.id,
      ...stamps(d),
      durationInMinutes: d.durationInMinutes,
      isDefault: d.isDefault,
      bookingLinkId: d.bookingLinkId,
    })),
    maxFuturePeriod: period(link.maxFuturePeriod),
    minNoticePeriod: period(link.minNoticePeriod),
    hosts: link.hosts.map(serializeHost),
    bookingPage: serializeBookingPage(link.bookingPage),
    bookingLocations: link.bookingLocations.map((l) => ({
      id: l.id,
      ...stamps(l),
      type: l.type,
      location: l.location,
      bookingLinkId: l.bookingLinkId,
      conferenceProviderId: l.conferenceProviderId,
    })),
  };
}

type Host = LoadedBookingLink["hosts"][number];
type HostResponse = BookingLinkResponse["hosts"][number];

// A member hosting many links of a page shares one schedule and user row among them (load-booking-links.ts): each
// is served from one object, built once.
const servedSchedules = new WeakMap<Host["schedule"], HostResponse["schedule"]>();
const servedUsers = new WeakMap<Host["user"], HostResponse["user"]>();

function once<K extends object, V>(served: WeakMap<K, V>, row: K, build: (row: K) => V): V {
  let value = served.get(row);
  if (value === undefined) {
    value = build(row);
    served.set(row, value);
  }
  return value;
}

function serializeHost(h: Host): HostResponse {
  return {
    id: h.id,
    ...stamps(h),
    isOrganizer: h.isOrganizer,
    readAvailabilityFrom: h.readAvailabilityFrom,
    userId: h.userId,
    bookingLinkId: h.bookingLinkId,
    bookingCalendarId: h.bookingCalendarId,
    scheduleId: h.scheduleId,
    schedule: once(servedSchedules, h.schedule, serializeSchedule),
    availabilityCalendars: h.availabilityCalendars.map(({ calendar: c }) => ({
      id: c.id,
      name: c.name,
      email: c.email,
      provider: c.provider,
    })),
    user: once(servedUsers, h.user, serializeUser),
  };
}

function serializeUser(user: Host["user"]): HostResponse["user"] {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: isoOrNull(user.emailVerified),
    image: user.image,
    ...stamps(user),
    status: user.status,
    onboardingComplete: user.onboardingComplete,
    referral: user.referral,
    hasAddedTrialReminder: user.hasAddedTrialReminder,
    hourFormat: user.hourFormat,
    firstDayOfWeek: user.firstDayOfWeek,
    locale: user.locale,
    workspaceId: user.workspaceId,
  };
}

export function serializeBookingPage(page: LoadedBookingLink["bookingPage"]): BookingLinkResponse["bookingPage"] {
  return {
    id: page.id,
    ...stamps(page),
    username: page.username,
    descripton: page.description,
    status: page.status,
    hideServiceBanner: page.hideServiceBanner,
    isDefault: page.isDefault,
    coverImageUrl: page.coverImageUrl,
    brandColor: page.brandColor,
    language: page.language,
    defaultCalendarId: page.defaultCalendarId,
    userId: page.userId,
  };
}
