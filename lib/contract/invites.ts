import { z } from "@hono/zod-openapi";
import { email, personName, resourceId } from "../validation/fields";
import { exactlyOne, timestamp } from "./common";
import { paginated, paginationQuery } from "./pagination";

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
