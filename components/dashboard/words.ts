// The catalogue keys of values the service answers (roles, states, days), spelled out so each key is named
// where it is used and a value /v1 adds fails the typecheck here until it has words.
import type { components } from "@/lib/api-client";
import type { DashboardKey } from "@/lib/i18n/messages-en";

export const ROLE_WORDS: Record<"OWNER" | "ADMIN" | "MEMBER" | "BILLING_ONLY", DashboardKey> = {
  OWNER: "dashboard.roleOWNER",
  ADMIN: "dashboard.roleADMIN",
  MEMBER: "dashboard.roleMEMBER",
  BILLING_ONLY: "dashboard.roleBILLING_ONLY",
};

/** A role's words; a role the dashboard does not know is shown as the service names it. */
export const roleWords = (role: string): DashboardKey | undefined => ROLE_WORDS[role as keyof typeof ROLE_WORDS];

export const VIEW_WORDS = {
  upcoming: "dashboard.view.upcoming",
  pending: "dashboard.view.pending",
  past: "dashboard.view.past",
  cancelled: "dashboard.view.cancelled",
} as const satisfies Record<string, DashboardKey>;

export const BOOKING_STATUS_WORDS: Record<"PENDING" | "CONFIRMED" | "CANCELLED" | "DECLINED" | "RESCHEDULED", DashboardKey> = {
  PENDING: "dashboard.status.PENDING",
  CONFIRMED: "dashboard.status.CONFIRMED",
  CANCELLED: "dashboard.status.CANCELLED",
  DECLINED: "dashboard.status.DECLINED",
  RESCHEDULED: "dashboard.status.RESCHEDULED",
};

/** EXPIRED: a PENDING invite past its expiresAt, which the service still lists as PENDING. */
export const INVITE_STATUS_WORDS: Record<"PENDING" | "ACCEPTED" | "CANCELLED" | "DECLINED" | "EXPIRED", DashboardKey> = {
  PENDING: "dashboard.inviteStatus.PENDING",
  EXPIRED: "dashboard.inviteStatus.EXPIRED",
  ACCEPTED: "dashboard.inviteStatus.ACCEPTED",
  CANCELLED: "dashboard.inviteStatus.CANCELLED",
  DECLINED: "dashboard.inviteStatus.DECLINED",
};

export const LANGUAGE_WORDS: Record<"EN" | "DE" | "ES" | "JA" | "IT", DashboardKey> = {
  EN: "dashboard.language.EN",
  DE: "dashboard.language.DE",
  ES: "dashboard.language.ES",
  JA: "dashboard.language.JA",
  IT: "dashboard.language.IT",
};

export const DAY_WORDS = {
  monday: "dashboard.day.monday",
  tuesday: "dashboard.day.tuesday",
  wednesday: "dashboard.day.wednesday",
  thursday: "dashboard.day.thursday",
  friday: "dashboard.day.friday",
  saturday: "dashboard.day.saturday",
  sunday: "dashboard.day.sunday",
} as const satisfies Record<string, DashboardKey>;

export const AUDIT_CATEGORY_WORDS = {
  SECURITY: "dashboard.category.SECURITY",
  SYNC_CONFIG: "dashboard.category.SYNC_CONFIG",
  BOOKING_LINKS: "dashboard.category.BOOKING_LINKS",
  BOOKING_PAGES: "dashboard.category.BOOKING_PAGES",
  CALENDARS: "dashboard.category.CALENDARS",
  ACCESS_CONTROL: "dashboard.category.ACCESS_CONTROL",
  BILLING: "dashboard.category.BILLING",
  WORKFLOWS: "dashboard.category.WORKFLOWS",
  API_KEYS: "dashboard.category.API_KEYS",
  MCP: "dashboard.category.MCP",
} as const satisfies Record<components["schemas"]["AuditLogEvent"]["category"], DashboardKey>;

/** A booking page's language, as pages store it (lower case). */
export const PAGE_LANGUAGE_WORDS: Record<"en" | "de" | "es" | "ja" | "it", DashboardKey> = {
  en: "dashboard.language.EN",
  de: "dashboard.language.DE",
  es: "dashboard.language.ES",
  ja: "dashboard.language.JA",
  it: "dashboard.language.IT",
};

export const PERIOD_UNIT_WORDS: Record<"MINUTE" | "HOUR" | "DAY" | "WEEK" | "MONTH", DashboardKey> = {
  MINUTE: "dashboard.periodUnit.MINUTE",
  HOUR: "dashboard.periodUnit.HOUR",
  DAY: "dashboard.periodUnit.DAY",
  WEEK: "dashboard.periodUnit.WEEK",
  MONTH: "dashboard.periodUnit.MONTH",
};

export const FIELD_TYPE_WORDS: Record<components["schemas"]["CustomField"]["type"], DashboardKey> = {
  SHORT_TEXT: "dashboard.fieldType.SHORT_TEXT",
  LONG_TEXT: "dashboard.fieldType.LONG_TEXT",
  PHONE: "dashboard.fieldType.PHONE",
  NUMBER: "dashboard.fieldType.NUMBER",
  SELECT: "dashboard.fieldType.SELECT",
  MULTI_SELECT: "dashboard.fieldType.MULTI_SELECT",
  CHECKBOX: "dashboard.fieldType.CHECKBOX",
};

/** The location types seeds and booking pages use; /v1 takes any 1-50 characters, so a link may hold another. */
export const LOCATION_TYPE_WORDS: Record<"CALENDAR_DEFAULT" | "VIDEO" | "PHONE" | "CUSTOM", DashboardKey> = {
  CALENDAR_DEFAULT: "dashboard.locationType.CALENDAR_DEFAULT",
  VIDEO: "dashboard.locationType.VIDEO",
  PHONE: "dashboard.locationType.PHONE",
  CUSTOM: "dashboard.locationType.CUSTOM",
};

export const LINK_TYPE_WORDS: Record<"MULTI_USE" | "COLLECTIVE_MULTI_USE", DashboardKey> = {
  MULTI_USE: "dashboard.linkType.MULTI_USE",
  COLLECTIVE_MULTI_USE: "dashboard.linkType.COLLECTIVE_MULTI_USE",
};

export const PREFERENCE_WORDS: Record<"GLOBAL" | "CUSTOM" | "OFF", DashboardKey> = {
  GLOBAL: "dashboard.preference.GLOBAL",
  CUSTOM: "dashboard.preference.CUSTOM",
  OFF: "dashboard.preference.OFF",
};
