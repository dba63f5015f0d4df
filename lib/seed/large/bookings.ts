// The large workspace's bookings: placed on a grid of half hours (06:00 to 22:00 UTC, over two years) so that no
// host holds two active bookings at once, as the database's no-overlap constraint requires. Collective bookings
// are placed first, on the emptiest calendars; a booking that finds no free time near where it was drawn is
// cancelled instead (it holds nothing). They come out in order of start, with ids in that order.
import type { SeedWorkspace } from "../seed-schema";
import type { Link } from "./frame";
import { type Random, randomFor } from "./random";
import { DAY_MS, type LargeSpec, SPAN_DAYS } from "./spec";

type Booking = SeedWorkspace["bookings"][number];
const SLOTS_PER_DAY = 32;
const FIRST_SLOT_MS = 6 * 3_600_000;
const SLOT_MS = 1_800_000;
const MAX_PROBES = 4_000;
const STATUSES = ["CONFIRMED", "PENDING", "CANCELLED", "DECLINED"] as const;
const ATTENDEE_ZONES = ["Europe/Paris", "America/Chicago", "Asia/Kolkata", "Pacific/Auckland", "America/St_Johns", "Asia/Kathmandu", "UTC"];

interface Plan {
  link: Int32Array;
  slot: Int32Array;
  /** The host of a one-host booking, as an index into its link's hosts; -1 for a collective one. */
  host: Int8Array;
  status: Uint8Array;
  duration: Uint8Array;
}

/** Where and with whom each booking takes place. Returns how many were cancelled for want of free time. */
function plan(spec: LargeSpec, links: readonly Link[], memberIndex: Map<string, number>): { plan: Plan; displaced: number } {
  const n = spec.bookings;
  const p: Plan = {
    link: new Int32Array(n),
    slot: new Int32Array(n),
    host: new Int8Array(n),
    status: new Uint8Array(n),
    duration: new Uint8Array(n),
  };
  const slots = SPAN_DAYS * SLOTS_PER_DAY;
  const busy = new Uint8Array(spec.members * slots);
  const collective = links.map((_, j) => j).filter((j) => links[j]!.type === "COLLECTIVE_MULTI_USE");
  const single = links.map((_, j) => j).filter((j) => links[j]!.type !== "COLLECTIVE_MULTI_USE");
  const random = randomFor(spec.seed, "bookings:plan");
  const collectiveCount = Math.round(n / 5);
  let displaced = 0;
  for (let b = 0; b < n; b++) {
    const j = b < collectiveCount ? random.pick(collective) : random.pick(single);
    const link = links[j]!;
    const hosts = link.hosts.map((h) => memberIndex.get(h.userId)!);
    p.link[b] = j;
    p.duration[b] = random.int(link.durations.length);
    const length = Math.ceil(link.durations[p.duration[b]!]!.minutes / 30);
    const draw = random.next();
    p.status[b] = draw < 0.8 ? 0 : draw < 0.84 ? 1 : draw < 0.97 ? 2 : 3;
    const start = random.int(slots);
    if (p.status[b]! >= 2) {
      p.slot[b] = start - (start % SLOTS_PER_DAY) + Math.min(start % SLOTS_PER_DAY, SLOTS_PER_DAY - length);
      p.host[b] = link.type === "COLLECTIVE_MULTI_USE" ? -1 : random.int(hosts.length);
      continue;
    }
    const placed = place(busy, slots, hosts, length, start, link.type === "COLLECTIVE_MULTI_USE", random);
    if (!placed) {
      displaced++;
      p.status[b] = 2;
      p.slot[b] = start - (start % SLOTS_PER_DAY);
      p.host[b] = link.type === "COLLECTIVE_MULTI_USE" ? -1 : 0;
      continue;
    }
    p.slot[b] = placed.slot;
    p.host[b] = placed.host;
  }
  return { plan: p, displaced };
}

/** The first free time from `start` on: every host's (collective) or one host's, marked busy. */
function place(busy: Uint8Array, slots: number, hosts: number[], length: number, start: number, all: boolean, random: Random) {
  const free = (m: number, s: number) => {
    for (let k = 0; k < length; k++) if (busy[m * slots + s + k]) return false;
    return true;
  };
  const offset = random.int(hosts.length);
  for (let probe = 0; probe < MAX_PROBES; probe++) {
    const s = (start + probe) % slots;
    if ((s % SLOTS_PER_DAY) + length > SLOTS_PER_DAY) continue;
    const chosen = all ? (hosts.every((m) => free(m, s)) ? -1 : null) : firstFree(hosts, offset, (m) => free(m, s));
    if (chosen === null) continue;
    for (const [h, m] of hosts.entries()) {
      if (chosen !== -1 && h !== chosen) continue;
      for (let k = 0; k < length; k++) busy[m * slots + s + k] = 1;
    }
    return { slot: s, host: chosen };
  }
  return null;
}

function firstFree(hosts: number[], offset: number, free: (m: number) => boolean): number | null {
  for (let k = 0; k < hosts.length; k++) {
    const h = (offset + k) % hosts.length;
    if (free(hosts[h]!)) return h;
  }
  return null;
}

/** The bookings in order of start. `onPlanned` learns how many had to be cancelled for want of free time. */
export function* largeBookings(
  spec: LargeSpec,
  links: readonly Link[],
  memberIndex: Map<string, number>,
  onPlanned?: (displaced: number) => void,
): Generator<Booking> {
  const { plan: p, displaced } = plan(spec, links, memberIndex);
  onPlanned?.(displaced);
  const keys = new Float64Array(spec.bookings);
  for (let b = 0; b < spec.bookings; b++) keys[b] = p.slot[b]! * 16_777_216 + b;
  keys.sort();
  const spanStart = spec.anchor.getTime() - (SPAN_DAYS / 2) * DAY_MS;
  const random = randomFor(spec.seed, "bookings:people");
  const attendees = Math.max(1, Math.round(spec.bookings / 5));
  for (let n = 0; n < spec.bookings; n++) {
    const b = keys[n]! % 16_777_216;
    const link = links[p.link[b]!]!;
    const slot = p.slot[b]!;
    const start = spanStart + Math.floor(slot / SLOTS_PER_DAY) * DAY_MS + FIRST_SLOT_MS + (slot % SLOTS_PER_DAY) * SLOT_MS;
    const guest = random.int(attendees);
    const people = [{ name: `Guest ${guest}`, email: `guest${guest}@example.test`, isGuest: false }];
    if (link.allowGuestInvitations && random.chance(0.2))
      people.push({ name: "Colleague", email: `colleague${guest}@example.test`, isGuest: true });
    yield {
      id: `bk_lg_${String(n).padStart(7, "0")}`,
      bookingLinkId: link.id,
      durationId: link.durations[p.duration[b]!]!.id,
      start: new Date(start).toISOString(),
      timeZone: random.pick(ATTENDEE_ZONES),
      status: STATUSES[p.status[b]!]!,
      hostIds: p.host[b] === -1 ? link.hosts.map((h) => h.userId) : [link.hosts[p.host[b]!]!.userId],
      attendees: people,
    };
  }
}
