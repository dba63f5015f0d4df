// Who may see and change which booking, from every role of the team and
// from another team (lib/bookings/booking-access.ts): OWNER and ADMIN every
// booking of the team; a MEMBER the bookings they host and those of the links
// they own; BILLING_ONLY none (403); an unrelated MEMBER and every other team
// read them as missing (404). The manage token acts as the attendee with any
// key of the team, and is missing for every other team.
import { beforeAll, describe, expect, it } from "vitest";
import { expectProblem } from "../testing/expect-problem";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const NOW = new Date("2026-12-07T08:00:00Z"); // a Monday; hosts work 09:00-17:00 UTC on weekdays
const service = setUpTestService(NOW);

const visitor = { name: "Vera Visitor", email: "vera@example.test", isGuest: false };

type Role = "owner" | "admin" | "host" | "linkOwner" | "unrelated" | "billing" | "otherTeam";
const ROLES: Role[] = ["owner", "admin", "host", "linkOwner", "unrelated", "billing", "otherTeam"];

// biome-ignore lint/suspicious/noExplicitAny: the tests read answers of several shapes, checked by their assertions.
type Json = Record<string, any>;

async function call(path: string, key: string, body?: unknown) {
  const res = await service.server.request(body === undefined ? "GET" : "POST", path, { key, body });
  return { res, status: res.status, body: (await res.clone().json()) as Json };
}

/**
 * A team with a member of every kind: `link` is hosted by `host` and owned by
 * `linkOwner` (who does not host it); `ownersLink` is hosted by the owner.
 * And a second team with its own owner.
 */
async function teams() {
  const owner = makeMember({ role: "OWNER" });
  const admin = makeMember({ role: "ADMIN" });
  const host = makeMember({ role: "MEMBER" });
  const linkOwner = makeMember({ role: "MEMBER" });
  const unrelated = makeMember({ role: "MEMBER" });
  const billing = makeMember({ role: "BILLING_ONLY" });
  const ownedBy = { ownerId: linkOwner.id, bookingPageId: linkOwner.bookingPages[0]!.id };
  const link = makeBookingLink([host], ownedBy);
  const approvalLink = makeBookingLink([host], { ...ownedBy, requireEventApproval: true });
  const ownersLink = makeBookingLink([owner]);
  const team = await seedWorkspace(
    service.db,
    makeWorkspace([owner, admin, host, linkOwner, unrelated, billing], [link, approvalLink, ownersLink]),
    NOW,
  );
  const other = makeMember({ role: "OWNER" });
  const otherLink = makeBookingLink([other]);
  const otherTeam = await seedWorkspace(service.db, makeWorkspace([other], [otherLink]), NOW);
  const members = { owner, admin, host, linkOwner, unrelated, billing, otherTeam: other };
  const keys: Record<Role, string> = {
    owner: team.key,
    admin: team.keyOf(admin),
    host: team.keyOf(host),
    linkOwner: team.keyOf(linkOwner),
    unrelated: team.keyOf(unrelated),
    billing: team.keyOf(billing),
    otherTeam: otherTeam.key,
  };
  // Each booking at its own time, so that none of them is refused for a taken slot.
  let slot = 0;
  const nextTime = () => {
    const day = 8 + Math.floor(slot / 14); // 14 half hours a day, Tuesday 8 to Friday 11 December
    const minutes = 9 * 60 + (slot++ % 14) * 30;
    return `2026-12-${String(day).padStart(2, "0")}T${String(Math.floor(minutes / 60)).padStart(2, "0")}:${minutes % 60 ? "30" : "00"}:00.000Z`;
  };
  const book = async (linkId = link.id, key = team.key, time = nextTime()) => {
    const res = await call("/v1/bookings/create", key, {
      bookingLinkId: linkId,
      startDateTime: time,
      timezone: "UTC",
      attendees: [visitor],
    });
    expect(res.status).toBe(201);
    return { ...(res.body as { id: string; manageToken: string }), time };
  };
  return { members, keys, link, approvalLink, ownersLink, otherLink, book, nextTime };
}

describe.skipIf(!testDbAvailable)("who sees which bookings", () => {
  let t: Awaited<ReturnType<typeof teams>>;
  const ids = { onLink: "", onOwnersLink: "", cancelledOnLink: "", otherTeams: "" };
  beforeAll(async () => {
    t = await teams();
    ids.onLink = (await t.book(t.link.id)).id;
    ids.onOwnersLink = (await t.book(t.ownersLink.id)).id;
    ids.cancelledOnLink = (await t.book(t.link.id)).id;
    expect((await call("/v1/bookings/cancel", t.keys.owner, { bookingId: ids.cancelledOnLink })).status).toBe(200);
    ids.otherTeams = (await t.book(t.otherLink.id, t.keys.otherTeam)).id;
  });

  // What each role lists, in start order; null: FORBIDDEN.
  const listed: Record<Role, (keyof typeof ids)[] | null> = {
    owner: ["onLink", "onOwnersLink", "cancelledOnLink"],
    admin: ["onLink", "onOwnersLink", "cancelledOnLink"],
    // The host still sees the booking they hosted once it is cancelled (its hold, inactive, says who hosted it).
    host: ["onLink", "cancelledOnLink"],
    linkOwner: ["onLink", "cancelledOnLink"],
    unrelated: [],
    billing: null,
    otherTeam: ["otherTeams"],
  };

  it.each(ROLES)("GET /v1/bookings as %s", async (role) => {
    const res = await call("/v1/bookings", t.keys[role]);
    const expected = listed[role];
    if (expected === null) {
      await expectProblem(res.res, { status: 403, code: "FORBIDDEN" });
      return;
    }
    expect(res.status).toBe(200);
    expect(res.body.data.map((b: Json) => b.id)).toEqual(expected.map((name) => ids[name]));
    // The total counts what the key may see, not what the team has.
    expect(res.body.total).toBe(expected.length);
  });

  it.each(ROLES)("GET /v1/bookings/{id} of each booking as %s", async (role) => {
    for (const name of Object.keys(ids) as (keyof typeof ids)[]) {
      const res = await call(`/v1/bookings/${ids[name]}`, t.keys[role]);
      if (listed[role] === null) await expectProblem(res.res, { status: 403, code: "FORBIDDEN" });
      else if (listed[role].includes(name)) expect(res.body).toMatchObject({ id: ids[name] });
      else await expectProblem(res.res, { status: 404, code: "NOT_FOUND", field: "id" });
    }
  });

  it("filters cannot widen what a member sees", async () => {
    const byHost = await call(`/v1/bookings?hostUserId=${t.members.owner.id}`, t.keys.host);
    expect(byHost.body).toMatchObject({ total: 0, data: [] });
    const byLink = await call(`/v1/bookings?bookingLinkId=${t.ownersLink.id}`, t.keys.linkOwner);
    expect(byLink.body).toMatchObject({ total: 0, data: [] });
    const byEmail = await call(`/v1/bookings?attendeeEmail=${visitor.email}`, t.keys.unrelated);
    expect(byEmail.body).toMatchObject({ total: 0, data: [] });
    const otherTeams = await call(`/v1/bookings?bookingLinkId=${t.otherLink.id}`, t.keys.owner);
    expect(otherTeams.body).toMatchObject({ total: 0, data: [] });
  });
});

type Verb = "cancel" | "reschedule" | "approve" | "decline" | "reissue-manage-token";

/** Who may make each change by bookingId: the booking's host, its link's owner, OWNER and ADMIN. */
const MAY_CHANGE: Record<Role, { status: number; code?: string }> = {
  owner: { status: 200 },
  admin: { status: 200 },
  host: { status: 200 },
  linkOwner: { status: 200 },
  unrelated: { status: 404, code: "NOT_FOUND" },
  billing: { status: 403, code: "FORBIDDEN" },
  otherTeam: { status: 404, code: "NOT_FOUND" },
};

describe.skipIf(!testDbAvailable)("who may change a booking", () => {
  let t: Awaited<ReturnType<typeof teams>>;
  beforeAll(async () => {
    t = await teams();
  });

  const cases = (["cancel", "reschedule", "approve", "decline", "reissue-manage-token"] as Verb[]).flatMap((verb) =>
    ROLES.map((role) => ({ verb, role, ...MAY_CHANGE[role] })),
  );

  it.each(cases)("$verb as $role → $status", async ({ verb, role, status, code }) => {
    const booking = await t.book(verb === "approve" || verb === "decline" ? t.approvalLink.id : t.link.id);
    const body = { bookingId: booking.id, ...(verb === "reschedule" && { startDateTime: t.nextTime() }) };
    const before = await service.bookingRows();
    const res = await call(`/v1/bookings/${verb}`, t.keys[role], body);
    if (status !== 200) {
      await expectProblem(res.res, { status, code: code!, field: code === "NOT_FOUND" ? "bookingId" : undefined });
      expect(await service.bookingRows()).toEqual(before);
      return;
    }
    expect(res.status).toBe(200);
    const actor = t.members[role].id;
    if (verb === "cancel") expect(res.body).toMatchObject({ status: "CANCELLED", cancelledBy: "HOST", cancelledByUserId: actor });
    if (verb === "decline") expect(res.body).toMatchObject({ status: "DECLINED", cancelledBy: "HOST", cancelledByUserId: actor });
    if (verb === "approve") expect(res.body).toMatchObject({ status: "CONFIRMED" });
    if (verb === "reschedule") expect(res.body).toMatchObject({ rescheduledFromBookingId: booking.id, start: body.startDateTime });
    if (verb === "reissue-manage-token") {
      expect(res.body.manageToken).toMatch(new RegExp(`^${booking.id}\\.2\\.`));
      const old = await call("/v1/bookings/find-by-manage-token", t.keys.owner, { manageToken: booking.manageToken });
      await expectProblem(old.res, { status: 404, code: "NOT_FOUND", field: "manageToken" });
    }
  });
});

describe.skipIf(!testDbAvailable)("the manage token", () => {
  let t: Awaited<ReturnType<typeof teams>>;
  beforeAll(async () => {
    t = await teams();
  });

  it.each(ROLES.filter((role) => role !== "otherTeam"))("works as the attendee with the key of %s", async (role) => {
    const booking = await t.book();
    const found = await call("/v1/bookings/find-by-manage-token", t.keys[role], { manageToken: booking.manageToken });
    expect(found.body).toMatchObject({ booking: { id: booking.id, status: "CONFIRMED" }, manageToken: booking.manageToken });
    const moved = await call("/v1/bookings/reschedule", t.keys[role], { manageToken: booking.manageToken, startDateTime: t.nextTime() });
    expect(moved.body).toMatchObject({ status: "CONFIRMED", rescheduledFromBookingId: booking.id });
    const cancelled = await call("/v1/bookings/cancel", t.keys[role], { manageToken: booking.manageToken, reason: "Cannot make it" });
    expect(cancelled.body).toMatchObject({ id: moved.body.id, status: "CANCELLED", cancelledBy: "ATTENDEE", cancelledByUserId: null });
  });

  it("is not found with another team's key, for every use, and nothing changes", async () => {
    const booking = await t.book();
    const before = await service.bookingRows();
    const token = { manageToken: booking.manageToken };
    for (const [path, body] of [
      ["find-by-manage-token", token],
      ["cancel", token],
      ["reschedule", { ...token, startDateTime: t.nextTime() }],
    ] as const) {
      const res = await call(`/v1/bookings/${path}`, t.keys.otherTeam, body);
      await expectProblem(res.res, { status: 404, code: "NOT_FOUND", field: "manageToken" });
    }
    expect(await service.bookingRows()).toEqual(before);
  });

  it("reissuing revokes every token given out for the meeting, also those given before a reschedule", async () => {
    const booking = await t.book();
    const moved = await call("/v1/bookings/reschedule", t.keys.host, { bookingId: booking.id, startDateTime: t.nextTime() });
    const current = await call("/v1/bookings/find-by-manage-token", t.keys.owner, { manageToken: booking.manageToken });
    expect(current.body.booking.id).toBe(moved.body.id);
    const given = [booking.manageToken, current.body.manageToken as string];

    const reissued = await call("/v1/bookings/reissue-manage-token", t.keys.host, { bookingId: moved.body.id });
    expect(reissued.status).toBe(200);
    for (const manageToken of given) {
      const res = await call("/v1/bookings/find-by-manage-token", t.keys.owner, { manageToken });
      await expectProblem(res.res, { status: 404, code: "NOT_FOUND", field: "manageToken" });
    }
    const found = await call("/v1/bookings/find-by-manage-token", t.keys.owner, { manageToken: reissued.body.manageToken });
    expect(found.body.booking.id).toBe(moved.body.id);
  });

  it("reissuing by the first booking's id revokes the tokens of its replacements too", async () => {
    const booking = await t.book();
    const moved = await call("/v1/bookings/reschedule", t.keys.owner, { bookingId: booking.id, startDateTime: t.nextTime() });
    const again = await call("/v1/bookings/reschedule", t.keys.owner, { bookingId: moved.body.id, startDateTime: t.nextTime() });
    const middle = await call("/v1/bookings/find-by-manage-token", t.keys.owner, { manageToken: booking.manageToken });
    expect(middle.body.booking.id).toBe(again.body.id);

    const reissued = await call("/v1/bookings/reissue-manage-token", t.keys.linkOwner, { bookingId: booking.id });
    expect(reissued.body.manageToken).toMatch(new RegExp(`^${booking.id}\\.2\\.`));
    for (const manageToken of [booking.manageToken, middle.body.manageToken]) {
      const res = await call("/v1/bookings/cancel", t.keys.owner, { manageToken });
      await expectProblem(res.res, { status: 404, code: "NOT_FOUND", field: "manageToken" });
    }
    const found = await call("/v1/bookings/find-by-manage-token", t.keys.owner, { manageToken: reissued.body.manageToken });
    expect(found.body.booking).toMatchObject({ id: again.body.id, status: "CONFIRMED" });
  });
});
