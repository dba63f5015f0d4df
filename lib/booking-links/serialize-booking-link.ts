import type { DateOverride, WeeklyAvailability } from "../availability/weekly-windows";
import type { BookingLinkResponse } from "../contract/booking-links";
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

function serializeHost(h: LoadedBookingLink["hosts"][number]): BookingLinkResponse["hosts"][number] {
  return {
    id: h.id,
    ...stamps(h),
    isOrganizer: h.isOrganizer,
    readAvailabilityFrom: h.readAvailabilityFrom,
    userId: h.userId,
    bookingLinkId: h.bookingLinkId,
    bookingCalendarId: h.bookingCalendarId,
    scheduleId: h.scheduleId,
    schedule: {
      id: h.schedule.id,
      ...stamps(h.schedule),
      name: h.schedule.name,
      availability: h.schedule.availability as WeeklyAvailability,
      overrides: h.schedule.overrides as DateOverride[],
      timeZone: h.schedule.timeZone,
      isDefault: h.schedule.isDefault,
      userId: h.schedule.userId,
    },
    availabilityCalendars: h.availabilityCalendars.map(({ calendar: c }) => ({
      id: c.id,
      name: c.name,
      email: c.email,
      provider: c.provider,
    })),
    user: {
      id: h.user.id,
      name: h.user.name,
      email: h.user.email,
      emailVerified: isoOrNull(h.user.emailVerified),
      image: h.user.image,
      ...stamps(h.user),
      status: h.user.status,
      onboardingComplete: h.user.onboardingComplete,
      referral: h.user.referral,
      hasAddedTrialReminder: h.user.hasAddedTrialReminder,
      hourFormat: h.user.hourFormat,
      firstDayOfWeek: h.user.firstDayOfWeek,
      locale: h.user.locale,
      workspaceId: h.user.workspaceId,
    },
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
