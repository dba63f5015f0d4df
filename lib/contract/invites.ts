import { z } from "@hono/zod-openapi";
import { email, personName, resourceId, timeZoneName } from "../validation/fields";
import { exactlyOne, timestamp } from "./common";
import { paginated, paginationQuery } from "./pagination";
import { sessionSchema } from "./sign-in";

export const INVITE_STATUSES = ["PENDING", "ACCEPTED", "CANCELLED", "DECLINED"] as const;

export const inviteSchema = z
  .object({
    id: z.string(),
    receiverEmail: z.string(),
    receiverFullName: z.string(),
    expiresAt: timestamp.openapi({ description: "7 days after creation" }),
    createdAt: timestamp,
    updatedAt: timestamp,
    status: z.enum(INVITE_STATUSES),
    inviterId: z.string(),
    workspaceId: z.string(),
  })
  .openapi("Invite");

export const invitePage = paginated(inviteSchema, "InvitePage");

export const listInvitesQuery = paginationQuery.extend({ status: z.enum(INVITE_STATUSES).optional() });

export const createInviteBody = z
  .strictObject({
    receiverEmail: email,
    receiverFullName: personName,
    role: z.enum(["MEMBER"]).default("MEMBER").openapi({ description: "Only MEMBER; default MEMBER" }),
  })
  .openapi("CreateInviteRequest");

export const cancelInviteBody = z
  .strictObject({ inviteId: resourceId.optional(), email: email.optional() })
  .superRefine((body, ctx) => exactlyOne(body, "inviteId", "email", ctx))
  .openapi("CancelInviteRequest", { description: "Exactly one of inviteId or email (the receiver's address)" });

/** The secret of an invite's address (`<PUBLIC_URL>/invite/<token>`), as its e-mail carried it. */
export const inviteToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, { message: "must be an invite token as the invite e-mail carried it" })
  .openapi({
    description: "Extension. The secret of the invite's address, from its e-mail: whoever holds it answers the invite.",
    example: "q2Xf0bV7yZr1mN8kLp3sT6uW9aC4dE5gH0iJ2kL7mN1",
  });

export const inviteTokenBody = z.strictObject({ token: inviteToken }).openapi("InviteTokenRequest");

export const acceptInviteBody = z
  .strictObject({
    token: inviteToken,
    timeZone: timeZoneName.optional().openapi({
      description: "Zone of the new member's default schedule (Mon–Fri 09:00–17:00); UTC when absent",
      example: "Europe/Berlin",
    }),
    startSession: z.boolean().optional().openapi({
      description: "Extension. true: the answer also carries a session for the new member (as POST /v1/sign-in/exchange makes one)",
    }),
  })
  .openapi("AcceptInviteRequest");

/** What the invite page shows: the invite, its workspace and its inviter. */
export const invitePreviewSchema = z
  .object({
    invite: inviteSchema,
    role: z.enum(["MEMBER"]),
    workspaceName: z.string(),
    inviterName: z.string().openapi({ description: "The inviter's name, or an empty string if they are gone" }),
  })
  .openapi("InvitePreview");

export const inviteAcceptedSchema = z
  .object({
    invite: inviteSchema,
    workspaceName: z.string(),
    membership: z.object({ userId: z.string(), workspaceId: z.string(), role: z.enum(["MEMBER"]) }),
    calendarId: z.string().openapi({ description: "The member's INTERNAL calendar, which holds the bookings they host" }),
    scheduleId: z.string().openapi({ description: "The member's default schedule" }),
    session: sessionSchema.optional().openapi({ description: "Only when startSession was true: the new member, signed in" }),
  })
  .openapi("InviteAccepted");
