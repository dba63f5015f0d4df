// The relational schema of the scheduling service. drizzle-kit generates the
// ordered migrations in lib/db/migrations from this file; constraints drizzle
// cannot express (the booking exclusion constraint) live in hand-written
// migrations beside them.

import { relations, sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { BOOKING_STATUSES } from "../validation/booking-statuses";
import { ROLES } from "../validation/roles";

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const workspaces = pgTable("workspaces", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailVerified: at("email_verified"),
    image: text("image"),
    status: text("status").notNull().default("ACTIVE"),
    onboardingComplete: boolean("onboarding_complete").notNull().default(true),
    referral: text("referral"),
    hasAddedTrialReminder: boolean("has_added_trial_reminder").notNull().default(false),
    hourFormat: text("hour_format").notNull().default("H24"),
    firstDayOfWeek: text("first_day_of_week").notNull().default("MONDAY"),
    locale: text("locale").notNull().default("en"),
    // The invite rule needs these: a registered user may be invited only on
    // the free plan or with a cancelled subscription.
    plan: text("plan", { enum: ["FREE", "PRO", "BUSINESS"] })
      .notNull()
      .default("FREE"),
    subscriptionStatus: text("subscription_status", { enum: ["NONE", "ACTIVE", "TRIALING", "PAST_DUE", "CANCELLED"] })
      .notNull()
      .default("NONE"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)],
);

export const memberships = pgTable(
  "memberships",
  {
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    role: text("role", { enum: ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] })],
);

export const apiKeys = pgTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    // SHA-256 of the key: keys are long random strings, so a fast hash is
    // enough and lets a request find its key with one indexed lookup.
    keyHash: text("key_hash").notNull(),
    prefix: text("prefix").notNull(),
    revokedAt: at("revoked_at"),
    // Null: the key never expires. Checked against the request's clock, even for a key known in memory.
    expiresAt: at("expires_at"),
    // Written at most about once a minute per key, after the answer (lib/auth/key-usage.ts).
    lastUsedAt: at("last_used_at"),
    // SESSION: a dashboard sign-in's credential (lib/sign-in), which works as a key but is not listed as one.
    kind: text("kind", { enum: ["API_KEY", "SESSION"] })
      .notNull()
      .default("API_KEY"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("api_keys_key_hash_idx").on(t.keyHash), index("api_keys_workspace_user_idx").on(t.workspaceId, t.userId)],
);

// The links of sign-in e-mails (lib/sign-in). A row is made when its e-mail is sent, keyed by the outbox message
// (a retry replaces its token), and keeps only the token's SHA-256; the token itself is only in the e-mail.
export const signInTokens = pgTable(
  "sign_in_tokens",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    tokenHash: text("token_hash").notNull(),
    // A path of the dashboard to land on once signed in, or null.
    returnTo: text("return_to"),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
  },
  (t) => [uniqueIndex("sign_in_tokens_token_hash_idx").on(t.tokenHash), index("sign_in_tokens_user_idx").on(t.userId)],
);

// A member's link to an outside calendar account (lib/calendars): a CalDAV server or an iCalendar feed, read in the
// background into busy_times. The secrets (a CalDAV password, a feed's secret address) are sealed with AES-256-GCM
// (lib/calendars/credentials.ts) and wiped when the connection ends; server_url is what may be shown.
export const calendarConnections = pgTable(
  "calendar_connections",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    provider: text("provider", { enum: ["CALDAV", "ICS"] }).notNull(),
    /** CalDAV: the server URL as given. ICS: the feed's origin only (its address is a secret, kept sealed). */
    serverUrl: text("server_url").notNull(),
    username: text("username"),
    /** Sealed JSON ({ password } or { url }); null once disconnected. */
    credentials: text("credentials"),
    state: text("state", { enum: ["ACTIVE", "EXPIRED", "ERROR"] })
      .notNull()
      .default("ACTIVE"),
    /** The last refresh that read every calendar of the connection: how old the busy times are. */
    lastRefreshedAt: at("last_refreshed_at"),
    /** The last refresh tried, successful or not: when the background refresher takes it next. */
    lastAttemptAt: at("last_attempt_at"),
    lastError: text("last_error"),
    /** An instance refreshing it holds it until then; after a crash another takes it over. */
    leaseUntil: at("lease_until"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at("deleted_at"),
  },
  (t) => [index("calendar_connections_user_idx").on(t.userId), index("calendar_connections_due_idx").on(t.lastAttemptAt)],
);

export const calendars = pgTable(
  "calendars",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    email: text("email").notNull(),
    // INTERNAL: the service's own calendar (no outside account), made for a member who joins by invite; it holds
    // the bookings they host until they connect one of theirs. CALDAV and ICS: read through a connection.
    provider: text("provider", { enum: ["GOOGLE", "MICROSOFT", "INTERNAL", "CALDAV", "ICS"] }).notNull(),
    /** Null for calendars of no connection (seed files, INTERNAL). */
    connectionId: text("connection_id").references(() => calendarConnections.id),
    /** The CalDAV collection's URL; null for an ICS feed (its address is sealed in the connection). */
    remoteUrl: text("remote_url"),
    /** The CalDAV ctag or the feed's ETag when its busy times were last read: unchanged, nothing is read again. */
    syncTag: text("sync_tag"),
    /** When its busy times were last replaced from the server. */
    syncedAt: at("synced_at"),
    /** False: its events make no one busy (none are kept). */
    readForAvailability: boolean("read_for_availability").notNull().default(true),
    /** True: all-day events do not count as busy. */
    ignoreAllDay: boolean("ignore_all_day").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("calendars_connection_idx").on(t.connectionId), index("calendars_user_idx").on(t.userId)],
);

export const schedules = pgTable(
  "schedules",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    // { monday: [{ start: "09:00:00", end: "17:00:00" }], ... } in time_zone.
    availability: jsonb("availability").notNull(),
    // [{ date: "2026-12-24", ranges: [{ start, end }] }]: a local date's own ranges in place of its weekday's.
    overrides: jsonb("overrides").notNull().default(sql`'[]'::jsonb`),
    timeZone: text("time_zone").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // At most one default per user; the API keeps it exactly one once a user has any schedule.
  (t) => [uniqueIndex("schedules_one_default_idx").on(t.userId).where(sql`${t.isDefault}`), index("schedules_user_idx").on(t.userId)],
);

export const bookingPages = pgTable(
  "booking_pages",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    username: text("username").notNull(),
    description: text("description"),
    status: text("status", { enum: ["ENABLED", "DISABLED"] })
      .notNull()
      .default("ENABLED"),
    hideServiceBanner: boolean("hide_service_banner").notNull().default(false),
    isDefault: boolean("is_default").notNull().default(true),
    coverImageUrl: text("cover_image_url"),
    brandColor: text("brand_color"),
    language: text("language").notNull().default("en"),
    defaultCalendarId: text("default_calendar_id").references(() => calendars.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("booking_pages_username_idx").on(t.username)],
);

// Minimum notice and maximum future periods share one shape.
export const periods = pgTable("periods", {
  id: text("id").primaryKey(),
  unit: text("unit", { enum: ["MINUTE", "HOUR", "DAY", "WEEK", "MONTH"] }).notNull(),
  quantity: integer("quantity").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const bookingLinks = pgTable(
  "booking_links",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    bookingPageId: text("booking_page_id")
      .notNull()
      .references(() => bookingPages.id),
    slug: text("slug").notNull(),
    type: text("type", { enum: ["MULTI_USE", "COLLECTIVE_MULTI_USE"] }).notNull(),
    title: text("title").notNull(),
    description: text("description"),
    status: text("status", { enum: ["ENABLED", "DISABLED"] })
      .notNull()
      .default("ENABLED"),
    bufferMinutesBeforeEvent: integer("buffer_minutes_before_event").notNull().default(0),
    bufferMinutesAfterEvent: integer("buffer_minutes_after_event").notNull().default(0),
    eventColor: text("event_color"),
    eventNameTemplate: text("event_name_template").notNull(),
    allowGuestInvitations: boolean("allow_guest_invitations").notNull().default(false),
    maxGuestsAllowed: integer("max_guests_allowed").notNull().default(0),
    requireEventApproval: boolean("require_event_approval").notNull().default(false),
    confirmationMessage: text("confirmation_message"),
    redirectUrl: text("redirect_url"),
    isPrivate: boolean("is_private").notNull().default(false),
    deletedAt: at("deleted_at"),
    customFields: jsonb("custom_fields").notNull().default(sql`'[]'::jsonb`),
    disabledBySystem: boolean("disabled_by_system").notNull().default(false),
    position: integer("position").notNull().default(0),
    minNoticePeriodId: text("min_notice_period_id").references(() => periods.id),
    minDate: at("min_date"),
    maxFuturePeriodId: text("max_future_period_id").references(() => periods.id),
    maxDate: at("max_date"),
    slotIntervalMinutes: integer("slot_interval_minutes"),
    coverImageUrl: text("cover_image_url"),
    brandColor: text("brand_color"),
    brandingPreference: text("branding_preference", { enum: ["GLOBAL", "CUSTOM", "OFF"] })
      .notNull()
      .default("GLOBAL"),
    language: text("language", { enum: ["EN", "DE", "ES", "JA", "IT"] }),
    languagePreference: text("language_preference", { enum: ["GLOBAL", "CUSTOM", "OFF"] })
      .notNull()
      .default("GLOBAL"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("booking_links_workspace_idx").on(t.workspaceId, t.position, t.id), index("booking_links_user_idx").on(t.userId)],
);

export const bookingDurations = pgTable(
  "booking_durations",
  {
    id: text("id").primaryKey(),
    bookingLinkId: text("booking_link_id")
      .notNull()
      .references(() => bookingLinks.id),
    durationInMinutes: integer("duration_in_minutes").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    // Removed from its link by an update: kept, so the bookings made with it keep their durationId.
    deletedAt: at("deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("booking_durations_link_idx").on(t.bookingLinkId)],
);

export const hosts = pgTable(
  "hosts",
  {
    id: text("id").primaryKey(),
    bookingLinkId: text("booking_link_id")
      .notNull()
      .references(() => bookingLinks.id),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    isOrganizer: boolean("is_organizer").notNull().default(false),
    readAvailabilityFrom: text("read_availability_from", { enum: ["ALL_CALENDARS", "SELECTED_CALENDARS"] })
      .notNull()
      .default("ALL_CALENDARS"),
    bookingCalendarId: text("booking_calendar_id")
      .notNull()
      .references(() => calendars.id),
    scheduleId: text("schedule_id")
      .notNull()
      .references(() => schedules.id),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("hosts_link_idx").on(t.bookingLinkId)],
);

// Calendars whose busy times count for a host that reads SELECTED_CALENDARS.
export const hostAvailabilityCalendars = pgTable(
  "host_availability_calendars",
  {
    hostId: text("host_id")
      .notNull()
      .references(() => hosts.id),
    calendarId: text("calendar_id")
      .notNull()
      .references(() => calendars.id),
  },
  (t) => [primaryKey({ columns: [t.hostId, t.calendarId] })],
);

export const bookingLocations = pgTable(
  "booking_locations",
  {
    id: text("id").primaryKey(),
    bookingLinkId: text("booking_link_id")
      .notNull()
      .references(() => bookingLinks.id),
    type: text("type").notNull(),
    location: text("location").notNull(),
    conferenceProviderId: text("conference_provider_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("booking_locations_link_idx").on(t.bookingLinkId)],
);

// Events on a member's connected calendars that make them busy.
export const busyTimes = pgTable(
  "busy_times",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    calendarId: text("calendar_id").references(() => calendars.id),
    startAt: at("start_at").notNull(),
    endAt: at("end_at").notNull(),
    createdAt: createdAt(),
  },
  // By calendar: a refresh replaces one calendar's rows. By user and time: busy_times_user_during_idx, a GiST index
  // on (user_id, the time range) made by migration 0024 (drizzle has no syntax for its expression).
  (t) => [index("busy_times_calendar_idx").on(t.calendarId)],
);

export const bookings = pgTable(
  "bookings",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    bookingLinkId: text("booking_link_id")
      .notNull()
      .references(() => bookingLinks.id),
    durationId: text("duration_id")
      .notNull()
      .references(() => bookingDurations.id),
    // RESCHEDULED: replaced by the booking rescheduledToId names.
    status: text("status", { enum: BOOKING_STATUSES }).notNull(),
    title: text("title").notNull(),
    startAt: at("start_at").notNull(),
    endAt: at("end_at").notNull(),
    timeZone: text("time_zone").notNull(),
    customFieldResponses: jsonb("custom_field_responses").notNull().default(sql`'[]'::jsonb`),
    createdByUserId: text("created_by_user_id").references(() => users.id),
    // The link's first location when booked: later edits of the link do not move a meeting.
    location: jsonb("location"),
    // Where the booker came from (utm_* of the page they booked on); never shown to them. Null: none given.
    utm: jsonb("utm"),
    // When and why it ended; also set when it was declined.
    cancelledAt: at("cancelled_at"),
    cancellationReason: text("cancellation_reason"),
    cancelledBy: text("cancelled_by", { enum: ["HOST", "ATTENDEE"] }),
    cancelledByUserId: text("cancelled_by_user_id"),
    rescheduledFromId: text("rescheduled_from_id"),
    rescheduledToId: text("rescheduled_to_id"),
    // The calendar event's identity in invitations: kept by a reschedule's replacement, whose
    // sequence is one higher, so calendars update the event instead of adding one.
    icalUid: text("ical_uid"),
    icalSequence: integer("ical_sequence").notNull().default(0),
    // Part of every manage token: raising it revokes the tokens given out so far.
    manageTokenVersion: integer("manage_token_version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Each list's filter with its order (start, then id), so that a page's ids come from an index (docs/queries.md).
  (t) => [
    index("bookings_link_start_idx").on(t.bookingLinkId, t.startAt, t.id),
    index("bookings_workspace_start_idx").on(t.workspaceId, t.startAt, t.id),
    index("bookings_workspace_status_start_idx").on(t.workspaceId, t.status, t.startAt, t.id),
    // A host's bookings are reached through their holds: each is checked to be the team's from this index alone.
    index("bookings_id_workspace_idx").on(t.id, t.workspaceId),
  ],
);

export const bookingAttendees = pgTable(
  "booking_attendees",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id),
    email: text("email").notNull(),
    name: text("name").notNull(),
    isGuest: boolean("is_guest").notNull(),
  },
  (t) => [index("booking_attendees_booking_idx").on(t.bookingId), index("booking_attendees_email_idx").on(sql`lower(${t.email})`)],
);

// One row per host a booking holds. The `during` tstzrange column and the
// exclusion constraint that forbids two active holds of one host from
// overlapping are added in migration 0001 (drizzle has no syntax for them).
export const bookingHolds = pgTable(
  "booking_holds",
  {
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    // The booking's: a member who moved to another workspace keeps their holds of the old one's bookings.
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    startAt: at("start_at").notNull(),
    endAt: at("end_at").notNull(),
    active: boolean("active").notNull().default(true),
  },
  // By host and start, then booking: a host's bookings in the list's order (a hold starts when its booking does).
  // Migration 0022 makes it INCLUDE workspace_id (drizzle has no syntax for it): a member's own list reads it alone.
  (t) => [primaryKey({ columns: [t.bookingId, t.userId] }), index("booking_holds_user_start_idx").on(t.userId, t.startAt, t.bookingId)],
);

// A visitor's hold on a slot while they fill in the booking form: one row per
// host whose time it takes, all with the reservation's id. Busy time for
// everyone but its holder until expires_at (the service's clock); taken under
// the same slot locks as bookings, so a reservation and a booking of the same
// host time cannot both succeed. Expired rows count for nothing and are pruned
// by later reservations; no job is needed.
export const slotReservations = pgTable(
  "slot_reservations",
  {
    id: text("id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    bookingLinkId: text("booking_link_id")
      .notNull()
      .references(() => bookingLinks.id),
    /** The API key that made it and the client's token of the visitor: one live reservation per pair. */
    apiKeyId: text("api_key_id")
      .notNull()
      .references(() => apiKeys.id),
    holder: text("holder").notNull(),
    startAt: at("start_at").notNull(),
    endAt: at("end_at").notNull(),
    expiresAt: at("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.userId] }),
    index("slot_reservations_user_start_idx").on(t.userId, t.startAt),
    index("slot_reservations_holder_idx").on(t.apiKeyId, t.holder),
    index("slot_reservations_link_expires_idx").on(t.bookingLinkId, t.expiresAt),
    index("slot_reservations_expires_idx").on(t.expiresAt),
  ],
);

// Responses to requests that carried an Idempotency-Key, by the API key that
// sent them: each client (the booking app, an integration) has its own keys,
// even when both clients' API keys belong to one member.
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    apiKeyId: text("api_key_id")
      .notNull()
      .references(() => apiKeys.id),
    /** "booking-app" or "integration": the booking app and integrations often share one API key. */
    client: text("client").notNull().default("integration"),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    responseStatus: integer("response_status").notNull(),
    responseBody: jsonb("response_body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.apiKeyId, t.client, t.key] })],
);

// The outbox. A booking change writes one CHANGE row in its own transaction
// (a rolled-back change sends nothing); the dispatcher turns it, in one
// transaction of its own, into the messages it sends: an EMAIL row per
// recipient and reminder, a WEBHOOK row per subscribed webhook, a CALENDAR row
// per host whose booking calendar is a connected CalDAV calendar (the meeting
// written there, lib/calendars/write-back.ts), each delivered
// at least once (lib/notifications). A message's id is its identity for
// receivers (the e-mail's Message-ID, the webhook-id), the same on every
// attempt.
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: text("id").primaryKey(),
    // Commit order of one booking's messages (changes of a booking take its row lock).
    seq: bigserial("seq", { mode: "number" }).notNull(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    bookingId: text("booking_id"),
    // CHANGE rows are not sent: the dispatcher fans each out into EMAIL, WEBHOOK and CALENDAR rows, then deletes it.
    channel: text("channel", { enum: ["CHANGE", "EMAIL", "WEBHOOK", "CALENDAR"] }).notNull(),
    /** What happened: booking.created, booking.cancelled, … (lib/notifications/events.ts). */
    event: text("event").notNull(),
    recipient: text("recipient").notNull(),
    // json, not jsonb: written once and read back whole, never queried inside; json skips the binary conversion.
    payload: json("payload").notNull(),
    // When it is meant to go: now for a change, later for a reminder. Orders a booking's messages.
    dueAt: at("due_at").notNull(),
    // When the dispatcher may next try it (later than dueAt after a failure).
    nextAttemptAt: at("next_attempt_at").notNull(),
    // A dispatcher that claimed it holds it until then; after a crash another takes it over.
    leaseUntil: at("lease_until"),
    status: text("status", { enum: ["PENDING", "SENT", "FAILED", "WITHDRAWN"] })
      .notNull()
      .default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: at("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_messages_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`),
    index("outbox_messages_booking_idx").on(t.bookingId, t.recipient, t.seq),
    // The changes waiting for their fan-out: few at any time (each is deleted once fanned out), read in order.
    index("outbox_changes_pending_idx").on(t.seq).where(sql`${t.channel} = 'CHANGE' and ${t.status} = 'PENDING'`),
    // A host's calendar writes that gave up, sent again once their calendar answers (lib/calendars/resend-writes.ts).
    index("outbox_calendar_failed_idx").on(t.recipient).where(sql`${t.channel} = 'CALENDAR' and ${t.status} = 'FAILED'`),
  ],
);

// A team's subscriptions to booking events, delivered through the outbox and
// signed per Standard Webhooks with the secret (kept to sign; shown once).
export const webhooks = pgTable(
  "webhooks",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    url: text("url").notNull(),
    /** The event types it receives, such as ["booking.created", "booking.cancelled"]. */
    events: jsonb("events").notNull(),
    description: text("description"),
    secret: text("secret").notNull(),
    createdByUserId: text("created_by_user_id").notNull(),
    createdAt: createdAt(),
    deletedAt: at("deleted_at"),
  },
  (t) => [index("webhooks_workspace_idx").on(t.workspaceId)],
);

// A member's secret calendar subscription address: only the SHA-256 of its
// token is kept, so the address is shown once, when it is made.
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    deletedAt: at("deleted_at"),
  },
  (t) => [uniqueIndex("calendar_feeds_token_hash_idx").on(t.tokenHash), index("calendar_feeds_user_idx").on(t.workspaceId, t.userId)],
);

// One row per delivery attempt of an outbox message.
export const outboxAttempts = pgTable(
  "outbox_attempts",
  {
    messageId: text("message_id")
      .notNull()
      .references(() => outboxMessages.id),
    attempt: integer("attempt").notNull(),
    startedAt: at("started_at").notNull(),
    durationMs: integer("duration_ms").notNull(),
    ok: boolean("ok").notNull(),
    /** The receiver's answer: an SMTP reply, or the start of an HTTP response body, cut short. */
    response: text("response"),
    /** A webhook receiver's HTTP status; null for e-mail and for no answer. */
    statusCode: integer("status_code"),
    /** The webhook, for a WEBHOOK message's attempts (its recipient): a webhook's deliveries are read from one index. */
    webhookId: text("webhook_id"),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.attempt] }),
    // Read backwards: newest first.
    index("outbox_attempts_webhook_idx").on(t.webhookId, t.startedAt, t.messageId, t.attempt).where(sql`${t.webhookId} is not null`),
  ],
);

// Secrets the service makes for itself, shared by every instance through the
// database: the key that signs bookings' manage tokens (made by migration 0006).
export const serviceSecrets = pgTable("service_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

export const syncConfigs = pgTable(
  "sync_configs",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    type: text("type", { enum: ["ONE_DIRECTIONAL", "BI_DIRECTIONAL"] }).notNull(),
    name: text("name").notNull(),
    syncTitles: boolean("sync_titles").notNull().default(true),
    syncDescription: boolean("sync_description").notNull().default(false),
    syncAttendees: boolean("sync_attendees").notNull().default(false),
    markPrivate: boolean("mark_private").notNull().default(false),
    disableReminders: boolean("disable_reminders").notNull().default(false),
    frequency: text("frequency", { enum: ["ONE_TIME", "ALWAYS"] })
      .notNull()
      .default("ALWAYS"),
    eventTitles: text("event_titles"),
    syncWithRsvp: jsonb("sync_with_rsvp").notNull().default(sql`'["accepted"]'::jsonb`),
    syncLocation: boolean("sync_location").notNull().default(false),
    syncConferenceData: boolean("sync_conference_data").notNull().default(false),
    syncFreeEvents: boolean("sync_free_events").notNull().default(false),
    eventColorId: text("event_color_id"),
    excludeEventColorId: text("exclude_event_color_id"),
    isPaused: boolean("is_paused").notNull().default(false),
    lastEventStatus: text("last_event_status", {
      enum: ["NOT_STARTED", "RUNNING", "SUCCESS", "DELETE_QUEUED", "DELETE_RUNNING", "PAUSE_QUEUED", "PAUSE_RUNNING", "ERROR"],
    })
      .notNull()
      .default("NOT_STARTED"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sync_configs_user_idx").on(t.userId)],
);

export const syncTargetCalendars = pgTable(
  "sync_target_calendars",
  {
    id: text("id").primaryKey(),
    syncConfigId: text("sync_config_id")
      .notNull()
      .references(() => syncConfigs.id),
    calendarId: text("calendar_id")
      .notNull()
      .references(() => calendars.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sync_target_calendars_config_idx").on(t.syncConfigId)],
);

export const invites = pgTable(
  "invites",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    receiverEmail: text("receiver_email").notNull(),
    receiverFullName: text("receiver_full_name").notNull(),
    role: text("role", { enum: ["MEMBER"] })
      .notNull()
      .default("MEMBER"),
    status: text("status", { enum: ["PENDING", "ACCEPTED", "CANCELLED", "DECLINED"] }).notNull(),
    inviterId: text("inviter_id").notNull(),
    expiresAt: at("expires_at").notNull(),
    // SHA-256 of the invite address's secret, set when its e-mail is sent (the secret itself is only in the e-mail).
    tokenHash: text("token_hash"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The list's order, newest first, with and without a status: a page's ids are cut from these alone.
    index("invites_workspace_created_idx").on(t.workspaceId, t.createdAt, t.id),
    index("invites_workspace_status_created_idx").on(t.workspaceId, t.status, t.createdAt, t.id),
    // One pending invite per address and workspace, kept by the database.
    uniqueIndex("invites_token_hash_idx").on(t.tokenHash),
    uniqueIndex("invites_one_pending_idx").on(t.workspaceId, sql`lower(${t.receiverEmail})`).where(sql`${t.status} = 'PENDING'`),
  ],
);

// The audit log's totals by the UTC week its events were made in (migration 0030), kept as bookingWeekTotals are,
// one row a key: a deep page's walk starts in the week that holds it.
export const auditWeekTotals = pgTable(
  "audit_week_totals",
  {
    workspaceId: text("workspace_id").notNull(),
    category: text("category").notNull(),
    week: at("week").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.category, t.week] })],
);

// GET /v1/invites's totals, kept by a statement trigger in the writing transaction (migration 0029), as
// bookingTotals are; one row a key: invites are written by a team's admins, seldom at once.
export const inviteTotals = pgTable(
  "invite_totals",
  {
    workspaceId: text("workspace_id").notNull(),
    status: text("status").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.status] })],
);

// Actors and impersonators are plain ids, not foreign keys: the log outlives
// the users it names (a missing user reads as a deleted actor).
export const auditEvents = pgTable(
  "audit_events",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id),
    createdAt: createdAt(),
    category: text("category").notNull(),
    // Text, not an enum: new actions arrive without a migration; they are
    // validated when written (lib/audit/actions.ts).
    action: text("action").notNull(),
    details: jsonb("details"),
    actorUserId: text("actor_user_id"),
    impersonatorUserId: text("impersonator_user_id"),
    impersonatorIsSystemAdmin: boolean("impersonator_is_system_admin").notNull().default(false),
  },
  (t) => [
    index("audit_events_workspace_created_idx").on(t.workspaceId, t.createdAt, t.id),
    index("audit_events_workspace_actor_idx").on(t.workspaceId, t.actorUserId, t.createdAt),
    index("audit_events_workspace_category_idx").on(t.workspaceId, t.category, t.createdAt, t.id),
  ],
);

// Exact totals of the big lists without counting their rows: bookings by workspace and status, audit events by
// workspace and category, kept by statement triggers on those tables in the writing transaction itself (migration
// 0019). A total is the sum of a key's shards: each statement adds to one shard drawn at random, so concurrent
// writers of one workspace seldom wait on the same row.
export const bookingTotals = pgTable(
  "booking_totals",
  {
    workspaceId: text("workspace_id").notNull(),
    status: text("status").notNull(),
    shard: smallint("shard").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.status, t.shard] })],
);

// The same counts by the UTC week a booking starts in (its time never changes: a reschedule makes a new booking), so
// that a deep page of the team's bookings starts its index walk at the week holding its first row instead of
// stepping over every booking before it (lib/bookings/booking-page-ids.ts, migration 0025). 4 shards a key: the
// weeks spread concurrent writers already.
export const bookingWeekTotals = pgTable(
  "booking_week_totals",
  {
    workspaceId: text("workspace_id").notNull(),
    status: text("status").notNull(),
    week: at("week").notNull(),
    shard: smallint("shard").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.status, t.week, t.shard] })],
);

export const auditTotals = pgTable(
  "audit_totals",
  {
    workspaceId: text("workspace_id").notNull(),
    category: text("category").notNull(),
    shard: smallint("shard").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.category, t.shard] })],
);

// Relations let one relational query load a booking link with everything
// nested in it, in a single round trip.
export const bookingLinksRelations = relations(bookingLinks, ({ one, many }) => ({
  bookingDurations: many(bookingDurations),
  hosts: many(hosts),
  bookingLocations: many(bookingLocations),
  bookingPage: one(bookingPages, { fields: [bookingLinks.bookingPageId], references: [bookingPages.id] }),
  minNoticePeriod: one(periods, { fields: [bookingLinks.minNoticePeriodId], references: [periods.id], relationName: "minNotice" }),
  maxFuturePeriod: one(periods, { fields: [bookingLinks.maxFuturePeriodId], references: [periods.id], relationName: "maxFuture" }),
}));

export const periodsRelations = relations(periods, ({ many }) => ({
  minNoticeOf: many(bookingLinks, { relationName: "minNotice" }),
  maxFutureOf: many(bookingLinks, { relationName: "maxFuture" }),
}));

export const bookingDurationsRelations = relations(bookingDurations, ({ one }) => ({
  bookingLink: one(bookingLinks, { fields: [bookingDurations.bookingLinkId], references: [bookingLinks.id] }),
}));

export const bookingLocationsRelations = relations(bookingLocations, ({ one }) => ({
  bookingLink: one(bookingLinks, { fields: [bookingLocations.bookingLinkId], references: [bookingLinks.id] }),
}));

export const bookingPagesRelations = relations(bookingPages, ({ many }) => ({ bookingLinks: many(bookingLinks) }));

export const hostsRelations = relations(hosts, ({ one, many }) => ({
  bookingLink: one(bookingLinks, { fields: [hosts.bookingLinkId], references: [bookingLinks.id] }),
  schedule: one(schedules, { fields: [hosts.scheduleId], references: [schedules.id] }),
  user: one(users, { fields: [hosts.userId], references: [users.id] }),
  availabilityCalendars: many(hostAvailabilityCalendars),
}));

export const hostAvailabilityCalendarsRelations = relations(hostAvailabilityCalendars, ({ one }) => ({
  host: one(hosts, { fields: [hostAvailabilityCalendars.hostId], references: [hosts.id] }),
  calendar: one(calendars, { fields: [hostAvailabilityCalendars.calendarId], references: [calendars.id] }),
}));

export const schedulesRelations = relations(schedules, ({ many }) => ({ hosts: many(hosts) }));
export const usersRelations = relations(users, ({ many }) => ({
  hosts: many(hosts),
  calendars: many(calendars),
  syncConfigs: many(syncConfigs),
  memberships: many(memberships),
}));

export const membershipsRelations = relations(memberships, ({ one }) => ({
  user: one(users, { fields: [memberships.userId], references: [users.id] }),
}));

export const syncConfigsRelations = relations(syncConfigs, ({ one, many }) => ({
  user: one(users, { fields: [syncConfigs.userId], references: [users.id] }),
  targetCalendars: many(syncTargetCalendars),
}));

export const syncTargetCalendarsRelations = relations(syncTargetCalendars, ({ one }) => ({
  syncConfig: one(syncConfigs, { fields: [syncTargetCalendars.syncConfigId], references: [syncConfigs.id] }),
}));
export const calendarsRelations = relations(calendars, ({ one }) => ({
  user: one(users, { fields: [calendars.userId], references: [users.id] }),
  connection: one(calendarConnections, { fields: [calendars.connectionId], references: [calendarConnections.id] }),
}));
