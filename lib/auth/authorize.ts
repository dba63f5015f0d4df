// Who may change what the team sets up (booking links, schedules, booking pages, API keys): a MEMBER their own,
// OWNER and ADMIN anyone's in their workspace, BILLING_ONLY nothing. The table is in docs/api.md ("Roles"); each
// domain decides before calling this whether the caller may read the thing at all (what it may not read is
// NOT_FOUND, as unknown ids are).
import { AppError } from "../errors/app-error";
import type { AuthContext } from "./authenticate";

/** Whether the caller may change things owned by `ownerUserId` (a member of the caller's workspace). */
export function mayChange(auth: AuthContext, ownerUserId: string): boolean {
  if (auth.role === "OWNER" || auth.role === "ADMIN") return true;
  return auth.role === "MEMBER" && auth.userId === ownerUserId;
}

/** FORBIDDEN unless the caller may change what `ownerUserId` owns; `what` names it for the message. */
export function requireChange(auth: AuthContext, ownerUserId: string, what: string): void {
  if (mayChange(auth, ownerUserId)) return;
  const whose = auth.role === "BILLING_ONLY" ? "BILLING_ONLY keys change nothing the team sets up" : "a MEMBER changes only their own";
  throw new AppError("FORBIDDEN", `This key may not change ${what}: ${whose}.`);
}
