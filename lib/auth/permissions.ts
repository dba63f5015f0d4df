// What a key's member may do, as GET /v1/me tells the dashboard: each flag is the very check the routes' guards
// make (require-role.ts, authorize.ts), never a second copy of the rules.
import type { AuthContext } from "./authenticate";
import { mayChange, mayChangeOthers } from "./authorize";
import { hasRole, ROLES_ALLOWED } from "./require-role";

export interface Permissions {
  /** Create and change their own booking links, schedules, booking pages and calendars. */
  manageOwn: boolean;
  /** The same for other members: create links, schedules and pages for them, change theirs. */
  manageOthers: boolean;
  /** Invite members, cancel invites, remove members. */
  manageTeam: boolean;
  readAuditLogs: boolean;
  manageWebhooks: boolean;
  /** Read and change bookings they host or whose link they own. */
  readBookings: boolean;
  /** Read and change every booking of the team. */
  readAllBookings: boolean;
  useCalendarFeeds: boolean;
  /** List and revoke other members' API keys and sessions. */
  manageOthersApiKeys: boolean;
}

export function permissionsOf(auth: AuthContext): Permissions {
  return {
    manageOwn: mayChange(auth, auth.userId),
    manageOthers: mayChangeOthers(auth),
    manageTeam: hasRole(auth, ROLES_ALLOWED.manageTeam),
    readAuditLogs: hasRole(auth, ROLES_ALLOWED.readAuditLogs),
    manageWebhooks: hasRole(auth, ROLES_ALLOWED.manageWebhooks),
    readBookings: hasRole(auth, ROLES_ALLOWED.readBookings),
    readAllBookings: hasRole(auth, ROLES_ALLOWED.readBookings) && hasRole(auth, ROLES_ALLOWED.readAllBookings),
    useCalendarFeeds: hasRole(auth, ROLES_ALLOWED.useCalendarFeeds),
    manageOthersApiKeys: hasRole(auth, ROLES_ALLOWED.manageOthersApiKeys),
  };
}
