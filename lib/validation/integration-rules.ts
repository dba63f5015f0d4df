// The field rules of the integrations' writes (API keys, webhooks, connected calendars), one for both edges:
// /v1's request schemas (lib/contract) and the dashboard's forms, so the browser refuses what the API refuses.
import { z } from "zod";
import { LINE_PROBLEM_MESSAGES } from "./fields";
import { singleLineText } from "./human-text";

export const MAX_KEY_NAME_LENGTH = 100;
/** How far ahead an API key's expiresAt may lie. */
export const MAX_KEY_LIFETIME_DAYS = 730;

export const apiKeyName = singleLineText(MAX_KEY_NAME_LENGTH, {
  ...LINE_PROBLEM_MESSAGES,
  required: "must not be empty",
  tooLong: `must be at most ${MAX_KEY_NAME_LENGTH} characters`,
});

/** The booking events a webhook can receive: `type` in each payload. */
export const WEBHOOK_EVENTS = [
  "booking.created",
  "booking.requested",
  "booking.approved",
  "booking.declined",
  "booking.rescheduled",
  "booking.cancelled",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const webhookUrl = z.string().max(2000);
export const webhookDescription = z.string().max(500);

/** A CalDAV server's or an iCalendar feed's address. */
export const calendarAddress = z.string().max(2000);
export const calDavUsername = z.string().min(1).max(320);
export const calDavPassword = z.string().min(1).max(1000);
