// Sign-in through /v1 (extensions of the interface, which shows no way to sign in): a member asks for a link by
// e-mail, exchanges its token for a session (an API key of kind SESSION), and signs out with it; GET /v1/me says
// who a credential is and what it may do.
import { z } from "@hono/zod-openapi";
import { email } from "../validation/fields";
import { ROLES } from "../validation/roles";
import { timestamp } from "./common";

/** How long a sign-in link works once its e-mail is sent; the e-mail says so. */
export const SIGN_IN_LINK_MINUTES = 15;
/** The name of every session's key row. */
export const SESSION_NAME = "Dashboard session";
/** Where the dashboard shows a sign-in link: `<PUBLIC_URL>/dashboard/sign-in/<token>`. */
export const SIGN_IN_PATH = "/dashboard/sign-in/";
export const MAX_RETURN_TO_LENGTH = 300;
export const API_KEY_KINDS = ["API_KEY", "SESSION"] as const;

// A path of the dashboard and nothing else: no other site (no scheme, no `//`, no backslash, which browsers read
// as `/`), no way out of /dashboard through dot segments (`..` or its percent-encoded forms, which URLs resolve).
const DASHBOARD_PATH = /^\/dashboard(?:[/?#][\x21-\x7e]*)?$/;
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:[/?#]|$)/i;

const returnToPath = z
  .string()
  .max(MAX_RETURN_TO_LENGTH, { message: `must be at most ${MAX_RETURN_TO_LENGTH} characters` })
  .refine((path) => DASHBOARD_PATH.test(path) && !path.includes("//") && !path.includes("\\") && !DOT_SEGMENT.test(path), {
    message: "must be a path of the dashboard, starting with /dashboard (no scheme, no //, no dot segments)",
  })
  .openapi({ example: "/dashboard/bookings?status=PENDING", description: "Where the dashboard goes once signed in" });

export const signInRequestBody = z
  .strictObject({
    email: email.openapi({ example: "ada@example.com", description: "The member's address, compared case-insensitively" }),
    returnTo: returnToPath.optional(),
  })
  .openapi("SignInRequest");

export const signInRequestedSchema = z
  .object({ status: z.literal("SENT").openapi({ description: "Always SENT: the answer never says whether the address is a member's" }) })
  .openapi("SignInRequested");

/** The secret of a sign-in link, as its e-mail carried it. */
export const signInToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, { message: "must be a sign-in token as the sign-in e-mail carried it" })
  .openapi({ description: "The secret of the sign-in link, from its e-mail", example: "Zt3Xf0bV7yZr1mN8kLp3sT6uW9aC4dE5gH0iJ2kL7mN" });

export const signInExchangeBody = z.strictObject({ token: signInToken }).openapi("SignInExchangeRequest");

const user = z.object({ id: z.string(), email: z.string(), fullName: z.string() }).openapi("SignedInUser");
const workspace = z.object({ id: z.string(), name: z.string() }).openapi("SignedInWorkspace");

/** A session's credential: send `key` as x-api-key until `expiresAt`. */
export const sessionSchema = z
  .object({
    key: z.string().openapi({
      example: "sk_Q3vX9a2LmT8rW0pZ4nB6yC1dE5fG7hJ2kM9sV3xA0qU",
      description: "The session's secret, shown this once (only its SHA-256 is stored); send it as x-api-key",
    }),
    apiKeyId: z.string().openapi({ example: "key_3f1c9a52-8d0e-4f59-9b1a-2c6d7e8f9a0b" }),
    expiresAt: timestamp.openapi({ description: "SESSION_HOURS (12 by default) after sign-in; refused (401) from then on" }),
  })
  .openapi("Session");

export const signedInSchema = sessionSchema
  .extend({
    returnTo: z.string().nullable().openapi({ description: "The returnTo the link was asked with, or null" }),
    user,
    workspace,
    role: z.enum(ROLES),
  })
  .openapi("SignedIn");

export const signOutBody = z.strictObject({}).openapi("SignOutRequest");

export const signedOutSchema = z.object({ signedOut: z.literal(true) }).openapi("SignedOut");

export const permissionsSchema = z
  .object({
    manageOwn: z.boolean().openapi({ description: "Create and change their own booking links, schedules, booking pages and calendars" }),
    manageOthers: z.boolean().openapi({ description: "The same for other members (create links, schedules and pages for them)" }),
    manageTeam: z.boolean().openapi({ description: "Invite members, cancel invites, remove members" }),
    readAuditLogs: z.boolean(),
    manageWebhooks: z.boolean(),
    readBookings: z.boolean().openapi({ description: "Read and change the bookings they host or whose link they own" }),
    readAllBookings: z.boolean().openapi({ description: "Read and change every booking of the team" }),
    useCalendarFeeds: z.boolean(),
    manageOthersApiKeys: z.boolean().openapi({ description: "List and revoke other members' API keys and sessions" }),
  })
  .openapi("Permissions", { description: "What the routes allow this credential, computed by the routes' own checks" });

export const meSchema = z
  .object({
    user,
    workspace,
    role: z.enum(ROLES),
    credential: z.object({
      apiKeyId: z.string(),
      kind: z.enum(API_KEY_KINDS).openapi({ description: "API_KEY, or SESSION for a dashboard sign-in" }),
      expiresAt: timestamp.nullable().openapi({ description: "When the credential stops working; null: never" }),
    }),
    permissions: permissionsSchema,
  })
  .openapi("Me");
