// The large workspace's frame (members, links) and its records in the order both writers take them.
import type { SeedWorkspace } from "../seed-schema";
import { largeBookings } from "./bookings";
import { largeLink, largeMember, type Member, WORKSPACE_ID } from "./frame";
import { largeAuditEvents, largeBusyTimes, largeInvites } from "./records";
import type { LargeSpec } from "./spec";

export type LargeFrame = Pick<SeedWorkspace, "id" | "name" | "members" | "bookingLinks">;

export function largeFrame(spec: LargeSpec): LargeFrame {
  const members = Array.from({ length: spec.members }, (_, i) => largeMember(spec, i));
  const bookingLinks = Array.from({ length: spec.bookingLinks }, (_, j) => largeLink(spec, j, members));
  return { id: WORKSPACE_ID, name: `Large organisation (seed ${spec.seed}, scale ${spec.scale})`, members, bookingLinks };
}

/** The streams of records of a frame, each made when it is read. */
export function largeRecords(spec: LargeSpec, frame: LargeFrame, onPlanned?: (displaced: number) => void) {
  const memberIndex = new Map(frame.members.map((m, i) => [m.id, i]));
  const admins = frame.members.filter((m) => m.role === "OWNER" || m.role === "ADMIN").map((m) => m.id);
  return {
    busyTimes: (i: number, member: Member) => largeBusyTimes(spec, i, member),
    bookings: () => largeBookings(spec, frame.bookingLinks, memberIndex, onPlanned),
    invites: () => largeInvites(spec, admins),
    auditEvents: () => largeAuditEvents(spec, frame.bookingLinks),
  };
}
