// A team for the connected-calendar tests: an owner, an admin, a member who hosts a link (weekdays 09:00-17:00
// UTC, 60-minute slots) and a BILLING_ONLY member, seeded through the factories; the member's CalDAV account made
// on a Radicale the test started; and small builders of iCalendar events.
import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { Db } from "../db/client";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "./factories";
import type { TestServer } from "./http";
import type { Radicale } from "./radicale";

// biome-ignore lint/suspicious/noExplicitAny: answers of many shapes; each test reads what it needs.
export type Json = Record<string, any>;

/** One VCALENDAR holding the given events. */
export function vcalendar(...events: string[]): string {
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//team-scheduling//calendar tests//EN", ...events, "END:VCALENDAR", ""].join("\r\n");
}

/** An event from `start` to `end` (iCalendar forms: 20261208T100000Z, or VALUE=DATE dates) with extra lines. */
export function vevent(uid: string, start: string, end: string, ...lines: string[]): string {
  const at = (name: string, value: string) => (/^\d{8}$/.test(value) ? `${name};VALUE=DATE:${value}` : `${name}:${value}`);
  return [
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "DTSTAMP:20261201T000000Z",
    at("DTSTART", start),
    at("DTEND", end),
    "SUMMARY:Dentist (private)",
    ...lines,
    "END:VEVENT",
  ].join("\r\n");
}

export async function seedCalendarTeam(db: Db, now: Date) {
  const owner = makeMember({ role: "OWNER" });
  const admin = makeMember({ role: "ADMIN" });
  const member = makeMember({ role: "MEMBER" });
  const billing = makeMember({ role: "BILLING_ONLY" });
  const link = makeBookingLink([member], { durations: [{ minutes: 60, isDefault: true }] });
  const team = await seedWorkspace(db, makeWorkspace([owner, admin, member, billing], [link]), now);
  return {
    workspaceId: team.workspace.id,
    owner,
    admin,
    member,
    billing,
    link,
    ownerKey: team.keyOf(owner),
    adminKey: team.keyOf(admin),
    memberKey: team.keyOf(member),
    billingKey: team.keyOf(billing),
  };
}

export type CalendarTeam = Awaited<ReturnType<typeof seedCalendarTeam>>;

/** A CalDAV account on `radicale` with the calendars named (slug = name in lower case), and its password. */
export async function caldavAccount(radicale: Radicale, names: string[]) {
  const username = `user-${randomBytes(4).toString("hex")}`;
  const password = `pw-${randomBytes(8).toString("hex")}`;
  await radicale.createUser(username, password);
  for (const name of names) await radicale.createCalendar(username, name.toLowerCase(), { displayName: name });
  return { username, password, serverUrl: radicale.url };
}

/** A JSON call to the service; answers the status and body. */
export async function call(server: TestServer, method: string, path: string, key: string, body?: unknown) {
  const res = await server.request(method, path, { key, body });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as Json, text };
}

/** The starts (ISO) of the link's slots on one UTC day. */
export async function slotsOn(server: TestServer, key: string, linkId: string, day: string): Promise<string[]> {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
  const answer = await call(server, "GET", `/v1/booking-links/${linkId}/time-slots?startDate=${day}T00:00:00Z&endDate=${next}`, key);
  expect(answer.status, answer.text).toBe(200);
  return (answer.body.availableSlots as { start: string }[]).map((slot) => new Date(slot.start).toISOString());
}
