// Values of calendar sync configurations the interface leaves open.
import { z } from "@hono/zod-openapi";

/** Calendar colours, as the calendar providers name them. */
export const EVENT_COLOR_IDS = [
  "LAVENDER",
  "SAGE",
  "GRAPE",
  "FLAMINGO",
  "BANANA",
  "TANGERINE",
  "PEACOCK",
  "GRAPHITE",
  "BLUEBERRY",
  "BASIL",
  "TOMATO",
] as const;
export const eventColorId = z.enum(EVENT_COLOR_IDS);

export const RSVP_RESPONSES = ["accepted", "tentative", "needsAction", "declined"] as const;
export const rsvpResponse = z.enum(RSVP_RESPONSES);

export const LAST_EVENT_STATUSES = [
  "NOT_STARTED",
  "RUNNING",
  "SUCCESS",
  "DELETE_QUEUED",
  "DELETE_RUNNING",
  "PAUSE_QUEUED",
  "PAUSE_RUNNING",
  "ERROR",
] as const;
