// Which roles may do what. Each route's guard names its list here, and GET /v1/me's permissions
// (lib/auth/permissions.ts) read the same lists, so what the dashboard offers is what the routes allow. The table
// for readers is docs/api.md's "Roles".
import { AppError } from "../errors/app-error";
import type { AuthContext, Role } from "./authenticate";

export const ROLES_ALLOWED = {
  /** Change what they own themselves: booking links, schedules, booking pages, calendars (authorize.ts). */
  changeOwn: ["OWNER", "ADMIN", "MEMBER"],
  /** Change what another member owns (authorize.ts). */
  changeOthers: ["OWNER", "ADMIN"],
  /** Invite members, cancel invites, remove members. */
  manageTeam: ["OWNER", "ADMIN"],
  readAuditLogs: ["OWNER", "ADMIN", "BILLING_ONLY"],
  manageWebhooks: ["OWNER", "ADMIN"],
  /** Read and change bookings: those they host or whose link they own, or (readAllBookings) all of the team's. */
  readBookings: ["OWNER", "ADMIN", "MEMBER"],
  readAllBookings: ["OWNER", "ADMIN"],
  useCalendarFeeds: ["OWNER", "ADMIN", "MEMBER"],
  /** List and revoke other members' API keys and sessions (everyone lists and revokes their own). */
  manageOthersApiKeys: ["OWNER", "ADMIN"],
} as const satisfies Record<string, readonly Role[]>;

/** Whether `who` (a key's member, or a membership row read under lock) has one of the roles. */
export function hasRole(who: { role: Role }, allowed: readonly Role[]): boolean {
  return allowed.includes(who.role);
}

export function requireRole(auth: AuthContext, allowed: readonly Role[], what: string): void {
  if (!hasRole(auth, allowed)) {
    throw new AppError("FORBIDDEN", `${what} needs one of the roles ${allowed.join(", ")}; this key's user is ${auth.role}.`);
  }
}
