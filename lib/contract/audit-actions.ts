// The audit actions the interface names, by category. Stored as text so that
// actions added later need no migration; checked against this list on write.
export const AUDIT_ACTIONS = {
  SECURITY: [
    "LOG_IN",
    "SSO_LOGIN",
    "LOG_OUT",
    "OAUTH_ACCOUNT_LINKED",
    "OAUTH_ACCOUNT_UNLINKED",
    "EMAIL_UPDATED",
    "IMPERSONATION_STARTED",
    "IMPERSONATION_ENDED",
    "ADMIN_MANAGED_ACCOUNT_ENABLED",
    "ADMIN_MANAGED_ACCOUNT_DISABLED",
    "USER_IMPERSONATION_ENABLED",
    "USER_IMPERSONATION_DISABLED",
  ],
  SYNC_CONFIG: [
    "SYNC_CONFIG_CREATED",
    "SYNC_CONFIG_UPDATED",
    "SYNC_CONFIG_DELETED",
    "SYNC_CONFIG_RE_RAN",
    "SYNC_CONFIG_PAUSED",
    "SYNC_CONFIG_UNPAUSED",
    "SYNC_CONFIG_FAILED",
    "SYNC_CONFIG_REPAIRED",
  ],
  // The SCHEDULE_* actions are this service's own (the interface allows new actions): a schedule decides when
  // every link its user hosts can be booked, so its changes are filed with the links'.
  BOOKING_LINKS: [
    "BOOKING_LINK_CREATED",
    "BOOKING_LINK_UPDATED",
    "BOOKING_LINK_DELETED",
    "SCHEDULE_CREATED",
    "SCHEDULE_UPDATED",
    "SCHEDULE_DELETED",
  ],
  BOOKING_PAGES: ["BOOKING_PAGE_CREATED", "BOOKING_PAGE_UPDATED"],
  CALENDARS: [
    "CALENDAR_CONNECTED",
    "CALENDAR_DELETED",
    "CALENDAR_DISCONNECTED",
    "CALENDAR_CONNECTION_EXPIRED",
    "CALENDAR_CONNECTION_RECONNECTED",
    "CALENDAR_UPDATED",
    "CALENDAR_EVENT_CREATED",
    "CALENDAR_EVENT_UPDATED",
    "CALENDAR_EVENT_DELETED",
    "PUBLIC_CALENDAR_FEED_CREATED",
    "PUBLIC_CALENDAR_FEED_UPDATED",
    "PUBLIC_CALENDAR_FEED_DELETED",
  ],
  ACCESS_CONTROL: [
    "INVITATION_CREATED",
    "INVITATION_ACCEPTED",
    "INVITATION_DECLINED",
    "INVITATION_REVOKED",
    "MEMBERSHIP_CREATED",
    "MEMBERSHIP_REMOVED",
    "ROLE_UPDATED",
  ],
  BILLING: ["PLAN_UPDATED", "SUBSCRIPTION_CHANGED", "SEAT_ADDED", "SEAT_REMOVED"],
  WORKFLOWS: ["WORKFLOW_CREATED", "WORKFLOW_UPDATED", "WORKFLOW_DELETED"],
  API_KEYS: ["API_KEY_CREATED", "API_KEY_REVOKED"],
  MCP: [
    "MCP_CLIENT_CREATED",
    "MCP_CLIENT_DELETED",
    "MCP_CLIENT_SECRET_CREATED",
    "MCP_CLIENT_SECRET_REVOKED",
    "MCP_REDIRECT_URI_CREATED",
    "MCP_REDIRECT_URI_DELETED",
  ],
} as const;

export type AuditCategory = keyof typeof AUDIT_ACTIONS;
export type AuditAction = (typeof AUDIT_ACTIONS)[AuditCategory][number];

export const AUDIT_CATEGORIES = Object.keys(AUDIT_ACTIONS) as [AuditCategory, ...AuditCategory[]];
export const KNOWN_AUDIT_ACTIONS = Object.values(AUDIT_ACTIONS).flat() as AuditAction[];

const categoryByAction = new Map<string, AuditCategory>(
  Object.entries(AUDIT_ACTIONS).flatMap(([category, actions]) => actions.map((a) => [a, category as AuditCategory])),
);

export function categoryOf(action: AuditAction): AuditCategory {
  return categoryByAction.get(action)!;
}

export function isKnownAction(action: string): action is AuditAction {
  return categoryByAction.has(action);
}

/**
 * Actions attributed to a team member although automation performs them:
 * the owner of the calendar connection, or of the sync. Never impersonated.
 * A reconnection is its connection owner's too (the background refresher
 * finds it, as it finds the expiry).
 */
export const MEMBER_ATTRIBUTED_ACTIONS: ReadonlySet<AuditAction> = new Set([
  "CALENDAR_CONNECTION_EXPIRED",
  "CALENDAR_CONNECTION_RECONNECTED",
  "SYNC_CONFIG_FAILED",
  "SYNC_CONFIG_REPAIRED",
]);
