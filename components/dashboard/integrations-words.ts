// The catalogue keys of the values /v1 answers on the Integrations screen (webhook events, delivery states,
// connection states and providers), spelled out so a value the service adds fails the typecheck until it has words.
import type { components } from "@/lib/api-client";
import type { DashboardKey } from "@/lib/i18n/messages-en";

type Schemas = components["schemas"];

export const WEBHOOK_EVENT_WORDS: Record<Schemas["WebhookEvent"], DashboardKey> = {
  "booking.created": "dashboard.webhookEvent.created",
  "booking.requested": "dashboard.webhookEvent.requested",
  "booking.approved": "dashboard.webhookEvent.approved",
  "booking.declined": "dashboard.webhookEvent.declined",
  "booking.rescheduled": "dashboard.webhookEvent.rescheduled",
  "booking.cancelled": "dashboard.webhookEvent.cancelled",
};

export const DELIVERY_STATUS_WORDS: Record<Schemas["WebhookDelivery"]["deliveryStatus"], DashboardKey> = {
  PENDING: "dashboard.deliveryStatus.PENDING",
  SENT: "dashboard.deliveryStatus.SENT",
  FAILED: "dashboard.deliveryStatus.FAILED",
  WITHDRAWN: "dashboard.deliveryStatus.WITHDRAWN",
};

type Connection = NonNullable<Schemas["ConnectedCalendar"]["connection"]>;

export const CONNECTION_STATE_WORDS: Record<Connection["state"], DashboardKey> = {
  ACTIVE: "dashboard.connectionState.ACTIVE",
  EXPIRED: "dashboard.connectionState.EXPIRED",
  ERROR: "dashboard.connectionState.ERROR",
};

export const CONNECTION_PROVIDER_WORDS: Record<Connection["provider"], DashboardKey> = {
  CALDAV: "dashboard.connectionProvider.CALDAV",
  ICS: "dashboard.connectionProvider.ICS",
};

/** An API key's state as its holder meets it: refused once revoked or past its expiry. */
export const KEY_STATE_WORDS = {
  active: "dashboard.keyState.active",
  expired: "dashboard.keyState.expired",
  revoked: "dashboard.keyState.revoked",
} as const satisfies Record<string, DashboardKey>;
