// The one way the service writes to the audit log.
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { WorkspaceId } from "../auth/workspace-id";
import { type AuditAction, categoryOf, isKnownAction, MEMBER_ATTRIBUTED_ACTIONS } from "../contract/audit-actions";
import type { Db } from "../db/client";
import { auditEvents, memberships } from "../db/schema";

export interface AuditSubject {
  type: string;
  id?: string;
  /** Human-readable, as it was at the time of the action. */
  label?: string;
}

export type AuditActor = { kind: "user"; userId: string; impersonator?: { userId: string; isSystemAdmin: boolean } } | { kind: "system" };

export interface AuditEventInput {
  workspaceId: string;
  action: AuditAction;
  actor: AuditActor;
  subject?: AuditSubject;
  /** The calendar a write went to: CALENDAR_EVENT_* of a booked meeting written back to a host's own calendar. */
  calendar?: { id: string; provider: string };
  at?: Date;
  id?: string;
}

export class InvalidAuditEventError extends Error {}

/** Checks an event against the interface's rules before it is stored. */
export function checkAuditEvent(event: AuditEventInput): void {
  if (!isKnownAction(event.action)) throw new InvalidAuditEventError(`unknown audit action ${event.action}`);
  if (MEMBER_ATTRIBUTED_ACTIONS.has(event.action)) {
    if (event.actor.kind !== "user") throw new InvalidAuditEventError(`${event.action} must be attributed to a team member`);
    if (event.actor.impersonator) throw new InvalidAuditEventError(`${event.action} is never impersonated`);
  }
}

export function auditEventRow(event: AuditEventInput) {
  checkAuditEvent(event);
  return {
    id: event.id ?? `ae_${randomUUID()}`,
    workspaceId: event.workspaceId,
    createdAt: event.at ?? new Date(),
    category: categoryOf(event.action),
    action: event.action,
    details:
      event.subject || event.calendar
        ? { ...(event.subject && { subject: event.subject }), ...(event.calendar && { calendar: event.calendar }) }
        : null,
    actorUserId: event.actor.kind === "user" ? event.actor.userId : null,
    impersonatorUserId: event.actor.kind === "user" ? (event.actor.impersonator?.userId ?? null) : null,
    impersonatorIsSystemAdmin: event.actor.kind === "user" ? (event.actor.impersonator?.isSystemAdmin ?? false) : false,
  };
}

/**
 * Records events, in the caller's transaction so they land with the change
 * they describe. Teams of fewer than two members keep no log (interface rule).
 */
export async function recordAuditEvents(db: Db, workspaceId: WorkspaceId, events: Omit<AuditEventInput, "workspaceId">[]): Promise<void> {
  if (events.length === 0 || !(await keepsAuditLog(db, workspaceId))) return;
  await db.insert(auditEvents).values(events.map((e) => auditEventRow({ ...e, workspaceId })));
}

/** Teams of fewer than two members keep no audit log. */
export async function keepsAuditLog(db: Db, workspaceId: WorkspaceId): Promise<boolean> {
  const [row] = await db.select({ members: count() }).from(memberships).where(eq(memberships.workspaceId, workspaceId));
  return (row?.members ?? 0) >= 2;
}
