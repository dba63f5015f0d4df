// The large workspace's busy times, invites and audit events, as seed records, each drawn from its own generator.
import type { AuditAction } from "../../contract/audit-actions";
import type { SeedWorkspace } from "../seed-schema";
import { type Link, type Member, memberId } from "./frame";
import { randomFor } from "./random";
import { DAY_MS, type LargeSpec, SPAN_DAYS } from "./spec";

type BusyTime = Member["busyTimes"][number];
type Invite = SeedWorkspace["invites"][number];
type AuditEvent = SeedWorkspace["auditEvents"][number];

/** Member i's share of the busy times, spread over the two years in order of start, on their calendars. */
export function* largeBusyTimes(spec: LargeSpec, i: number, member: Member): Generator<BusyTime> {
  const count = Math.floor(spec.busyTimes / spec.members) + (i < spec.busyTimes % spec.members ? 1 : 0);
  const random = randomFor(spec.seed, `busy:${i}`);
  const spanStart = spec.anchor.getTime() - (SPAN_DAYS / 2) * DAY_MS;
  for (let k = 0; k < count; k++) {
    const day = Math.floor((k * SPAN_DAYS) / count);
    // Quarter hours from 06:00 to 20:00 UTC, 15 minutes to 2 hours long.
    const start = spanStart + day * DAY_MS + (24 + random.int(56)) * 900_000;
    const end = start + (1 + random.int(8)) * 900_000;
    yield {
      id: `busy_lg_${i}_${k}`,
      calendarId: random.pick(member.calendars).id,
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
    };
  }
}

/** Invites over the two years before the anchor; the pending ones of its last fortnight. */
export function* largeInvites(spec: LargeSpec, admins: readonly string[]): Generator<Invite> {
  const random = randomFor(spec.seed, "invites");
  const end = spec.anchor.getTime();
  for (let k = 0; k < spec.invites; k++) {
    const draw = random.next();
    const status = draw < 0.2 ? "PENDING" : draw < 0.6 ? "ACCEPTED" : draw < 0.75 ? "DECLINED" : "CANCELLED";
    const age = status === "PENDING" ? random.int(14 * DAY_MS) : random.int(SPAN_DAYS * DAY_MS);
    const created = end - age;
    yield {
      id: `inv_lg_${String(k).padStart(6, "0")}`,
      receiverEmail: `invitee${k}@invited.example`,
      receiverFullName: `Invitee ${k}`,
      status,
      inviterId: random.pick(admins),
      createdAt: new Date(created).toISOString(),
      expiresAt: new Date(created + 14 * DAY_MS).toISOString(),
    };
  }
}

// Actions with their weights: none of those that must be attributed to a member (the generator's actors vary).
const ACTIONS: [AuditAction, number][] = [
  ["LOG_IN", 40],
  ["LOG_OUT", 10],
  ["BOOKING_LINK_UPDATED", 15],
  ["BOOKING_LINK_CREATED", 5],
  ["SCHEDULE_UPDATED", 5],
  ["BOOKING_PAGE_UPDATED", 3],
  ["CALENDAR_CONNECTED", 3],
  ["INVITATION_CREATED", 5],
  ["INVITATION_ACCEPTED", 3],
  ["API_KEY_CREATED", 3],
  ["SYNC_CONFIG_UPDATED", 3],
  ["ROLE_UPDATED", 2],
  ["PLAN_UPDATED", 1],
  ["WORKFLOW_UPDATED", 2],
];
const WEIGHT = ACTIONS.reduce((n, [, w]) => n + w, 0);

function weightedAction(draw: number): AuditAction {
  let left = draw;
  for (const [action, weight] of ACTIONS) {
    if (left < weight) return action;
    left -= weight;
  }
  return ACTIONS[0]![0];
}

/** Audit events over the two years before the anchor, in order; a twentieth by the system, one in a hundred impersonated. */
export function* largeAuditEvents(spec: LargeSpec, links: readonly Link[]): Generator<AuditEvent> {
  const random = randomFor(spec.seed, "audit");
  const start = spec.anchor.getTime() - SPAN_DAYS * DAY_MS;
  const step = (SPAN_DAYS * DAY_MS) / Math.max(spec.auditEvents, 1);
  for (let k = 0; k < spec.auditEvents; k++) {
    const action = weightedAction(random.int(WEIGHT));
    const actor = random.chance(0.05) ? null : memberId(random.int(spec.members));
    const link = links[random.int(links.length)]!;
    const impersonated = actor !== null && random.chance(0.01);
    yield {
      id: `ae_lg_${String(k).padStart(7, "0")}`,
      at: new Date(Math.floor(start + k * step + random.next() * step)).toISOString(),
      action,
      actorUserId: actor,
      impersonatorUserId: impersonated ? memberId(0) : null,
      impersonatorIsSystemAdmin: impersonated && random.chance(0.5),
      subject: action.startsWith("BOOKING_LINK")
        ? { type: "booking_link", id: link.id, label: link.title }
        : actor
          ? { type: "user", id: actor, label: `Member ${actor}` }
          : undefined,
    };
  }
}
