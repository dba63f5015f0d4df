// What a seed file may not contain: each rule rejected with the path to the offending value.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { makeBookingLink, makeMember, makeWorkspace } from "../testing/factories";
import { resolveSeedInstant, seedFile } from "./seed-schema";

function issuesOf(mutate: (ws: ReturnType<typeof makeWorkspace>) => void) {
  const a = makeMember({ role: "OWNER" });
  const b = makeMember();
  const ws = makeWorkspace([a, b], [makeBookingLink([a])]);
  mutate(ws);
  const result = seedFile.safeParse({ workspaces: [ws] });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.slice(2).join(".")}: ${i.message}`);
}

type Workspace = ReturnType<typeof makeWorkspace>;
const seedBooking = (ws: Workspace, attendees: Workspace["bookings"][number]["attendees"]): Workspace["bookings"][number] => {
  const link = ws.bookingLinks[0]!;
  return {
    id: "bk_1",
    bookingLinkId: link.id,
    durationId: link.durations[0]!.id,
    start: "today+2@10:00",
    timeZone: "UTC",
    status: "CONFIRMED",
    hostIds: [link.hosts[0]!.userId],
    attendees,
  };
};

describe("seed file validation", () => {
  it("accepts the demo workspace", () => {
    const demo = JSON.parse(readFileSync(path.join(process.cwd(), "seeds/demo.json"), "utf8"));
    expect(seedFile.safeParse(demo).error?.issues ?? []).toEqual([]);
  });

  it.each([
    ["a javascript: redirect", (ws) => (ws.bookingLinks[0]!.redirectUrl = "javascript:alert(1)"), "bookingLinks.0.redirectUrl"],
    [
      "a data: redirect",
      (ws) => (ws.bookingLinks[0]!.redirectUrl = "data:text/html,<script>alert(1)</script>"),
      "bookingLinks.0.redirectUrl",
    ],
    ["a protocol-relative redirect", (ws) => (ws.bookingLinks[0]!.redirectUrl = "//evil.example/x"), "bookingLinks.0.redirectUrl"],
    ["a non-hex brand colour", (ws) => (ws.bookingLinks[0]!.brandColor = "red; background:url(x)"), "bookingLinks.0.brandColor"],
    ["an 8-digit brand colour", (ws) => (ws.bookingLinks[0]!.brandColor = "#12345678"), "bookingLinks.0.brandColor"],
    ["a javascript: cover image", (ws) => (ws.bookingLinks[0]!.coverImageUrl = "javascript:alert(1)"), "bookingLinks.0.coverImageUrl"],
    ["an unknown time zone", (ws) => (ws.members[0]!.schedules[0]!.timeZone = "Mars/Phobos"), "members.0.schedules.0.timeZone"],
    [
      "a schedule time 25:00",
      (ws) => (ws.members[0]!.schedules[0]!.availability.monday = [{ start: "09:00:00", end: "25:00:00" }]),
      "members.0.schedules.0.availability.monday.0.end",
    ],
    [
      "two default durations",
      (ws) => ws.bookingLinks[0]!.durations.push({ id: "d2", minutes: 60, isDefault: true }),
      "bookingLinks.0.durations",
    ],
    ["a host who is not a member", (ws) => (ws.bookingLinks[0]!.hosts[0]!.userId = "usr_stranger"), "bookingLinks.0.hosts.0.userId"],
    ["a duplicate id", (ws) => (ws.members[1]!.id = ws.members[0]!.id), "members.1.id"],
    [
      "audit events in a team of one",
      (ws) => {
        ws.members.pop();
        ws.auditEvents = [
          {
            id: "e1",
            at: "today-1@10:00",
            action: "LOG_IN",
            actorUserId: ws.members[0]!.id,
            impersonatorUserId: null,
            impersonatorIsSystemAdmin: false,
          },
        ];
      },
      "auditEvents",
    ],
    [
      "an attributed action by the system",
      (ws) => {
        ws.auditEvents = [
          {
            id: "e1",
            at: "today-1@10:00",
            action: "SYNC_CONFIG_FAILED",
            actorUserId: null,
            impersonatorUserId: null,
            impersonatorIsSystemAdmin: false,
          },
        ];
      },
      "auditEvents.0",
    ],
    [
      "an attributed action that was impersonated",
      (ws) => {
        ws.auditEvents = [
          {
            id: "e1",
            at: "today-1@10:00",
            action: "CALENDAR_CONNECTION_EXPIRED",
            actorUserId: ws.members[0]!.id,
            impersonatorUserId: ws.members[1]!.id,
            impersonatorIsSystemAdmin: false,
          },
        ];
      },
      "auditEvents.0",
    ],
    [
      "a booking's guest on a link that allows none",
      (ws) =>
        ws.bookings.push(
          seedBooking(ws, [
            { name: "Ada", email: "ada@example.test", isGuest: false },
            { name: "Bo", email: "bo@example.test", isGuest: true },
          ]),
        ),
      "bookings.0.attendees",
    ],
    [
      "a booking with two attendees who are not guests",
      (ws) =>
        ws.bookings.push(
          seedBooking(ws, [
            { name: "Ada", email: "ada@example.test", isGuest: false },
            { name: "Bo", email: "bo@example.test", isGuest: false },
          ]),
        ),
      "bookings.0.attendees",
    ],
    ...["book", "v1", "mcp", "embed", "api"].map((taken) => [
      `the username ${taken}, an address of the app`,
      (ws: Workspace) => (ws.members[0]!.bookingPages[0]!.username = taken),
      "members.0.bookingPages.0.username",
    ]),
    [
      "a username two pages share",
      (ws) => (ws.members[1]!.bookingPages[0]!.username = ws.members[0]!.bookingPages[0]!.username),
      "members.1.bookingPages.0.username",
    ],
    [
      "an instant without an offset",
      (ws) => (ws.members[0]!.busyTimes = [{ id: "b1", calendarId: null, start: "2026-12-01T10:00:00", end: "2026-12-01T11:00:00Z" }]),
      "members.0.busyTimes.0.start",
    ],
  ] as [string, (ws: ReturnType<typeof makeWorkspace>) => void, string][])("rejects %s", (_name, mutate, where) => {
    const issues = issuesOf(mutate);
    expect(
      issues.some((issue) => issue.startsWith(`${where}:`)),
      issues.join("\n"),
    ).toBe(true);
  });

  it("says why an app address is refused as a username", () => {
    const issues = issuesOf((ws) => (ws.members[0]!.bookingPages[0]!.username = "book"));
    expect(issues).toContain(
      "members.0.bookingPages.0.username: is one of the app's own addresses (/book, /embed, /v1, /mcp, ...) and cannot be a booking page's",
    );
  });

  it("reads relative instants against the UTC date the seed is loaded", () => {
    const now = new Date("2026-03-31T23:30:00Z");
    expect(resolveSeedInstant("today+1@09:15", now).toISOString()).toBe("2026-04-01T09:15:00.000Z");
    expect(resolveSeedInstant("today-31@00:00", now).toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(resolveSeedInstant("2026-05-01T10:00:00+02:00", now).toISOString()).toBe("2026-05-01T08:00:00.000Z");
  });
});
