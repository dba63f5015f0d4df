// Extension: the team's webhooks, which receive booking events signed per the
// Standard Webhooks specification.
import { z } from "@hono/zod-openapi";
import { resourceId } from "../validation/fields";
import { WEBHOOK_EVENTS, webhookDescription, webhookUrl } from "../validation/integration-rules";
import { timestamp } from "./common";
import { paginated, paginationQuery } from "./pagination";

export { WEBHOOK_EVENTS, type WebhookEvent } from "../validation/integration-rules";

export const webhookEvent = z.enum(WEBHOOK_EVENTS).openapi("WebhookEvent", {
  description:
    "booking.created (confirmed at once), booking.requested (awaits approval), booking.approved, booking.declined, booking.rescheduled (data is the replacement), booking.cancelled",
});

export const webhookSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.array(webhookEvent),
    description: z.string().nullable(),
    createdAt: timestamp,
  })
  .openapi("Webhook");

export const webhookPage = paginated(webhookSchema, "WebhookPage");
export const listWebhooksQuery = paginationQuery;

export const createWebhookBody = z
  .strictObject({
    url: webhookUrl.openapi({
      description:
        "Where events are POSTed: https, not a private, loopback or link-local address (checked again after each DNS lookup); redirects are not followed",
      example: "https://hooks.example.com/scheduling",
    }),
    events: z
      .array(webhookEvent)
      .min(1)
      .max(WEBHOOK_EVENTS.length)
      .refine((events) => new Set(events).size === events.length, { message: "lists an event more than once" }),
    description: webhookDescription.optional(),
  })
  .openapi("CreateWebhookRequest");

export const createWebhookResponse = webhookSchema
  .extend({
    secret: z.string().openapi({
      description: "The signing secret (whsec_…), shown this once: verify each delivery's webhook-signature with it",
    }),
  })
  .openapi("CreatedWebhook");

export const deleteWebhookBody = z.strictObject({ webhookId: resourceId }).openapi("DeleteWebhookRequest");

export const webhookIdParam = z.object({ id: resourceId.openapi({ param: { name: "id", in: "path" } }) });

export const deliverySchema = z
  .object({
    messageId: z.string().openapi({ description: "The webhook-id header: the same on every attempt of one delivery" }),
    event: webhookEvent,
    attempt: z.number().int(),
    startedAt: timestamp,
    durationMs: z.number().int(),
    ok: z.boolean(),
    statusCode: z.number().int().nullable().openapi({ description: "The receiver's HTTP status; null when it did not answer" }),
    response: z.string().nullable().openapi({ description: "The start of the receiver's answer, or why there was none" }),
    deliveryStatus: z.enum(["PENDING", "SENT", "FAILED", "WITHDRAWN"]),
    nextAttemptAt: timestamp.nullable().openapi({ description: "When the next attempt is due, while the delivery is pending" }),
  })
  .openapi("WebhookDelivery");

export const deliveryPage = paginated(deliverySchema, "WebhookDeliveryPage");
export const listDeliveriesQuery = paginationQuery;
