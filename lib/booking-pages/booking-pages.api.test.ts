import { describe, expect, it } from "vitest";
import { bookingLinkSchema } from "../contract/booking-links";
import { bookingLinkPage, bookingPagePage, bookingPageWithOwnerSchema } from "../contract/booking-pages";
import { expectProblem } from "../testing/expect-problem";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const NOW = new Date("2026-12-07T08:00:00Z");
const service = setUpTestService(NOW);
let teamCount = 0;

/** A team of four roles; the owner's page holds links in every state a booking page must tell apart. */
async function seedTeam() {
  const n = ++teamCount;
  const owner = makeMember({ role: "OWNER", name: `Zoe Owner ${n}`, image: "https://img.example/zoe.png" });
  owner.bookingPages[0]!.username = `zoe-${n}`;
  owner.bookingPages[0]!.brandColor = "#0f766e";
  const admin = makeMember({ role: "ADMIN", name: `Adam Admin ${n}` });
  const member = makeMember({ role: "MEMBER", name: `Mona Member ${n}` });
  const billing = makeMember({ role: "BILLING_ONLY", name: `Bill Billing ${n}` });
  const link = (title: string, overrides: Parameters<typeof makeBookingLink>[1] = {}) => makeBookingLink([owner], { title, ...overrides });
  const links = {
    second: link("Second", { position: 2 }),
    first: link("First", { position: 0, description: "<p>Hi</p>" }),
    middle: link("Middle", { position: 1 }),
    private: link("Private", { position: 0, isPrivate: true }),
    disabled: link("Disabled", { position: 0, status: "DISABLED" }),
    systemDisabled: link("System-disabled", { position: 0, disabledBySystem: true }),
    deleted: link("Deleted", { position: 0, deletedAt: "2026-12-01T00:00:00Z" }),
    adminsOwn: makeBookingLink([admin], { title: "Admin's" }),
  };
  const team = await seedWorkspace(service.db, makeWorkspace([owner, admin, member, billing], Object.values(links)), NOW);
  return { ...team, owner, admin, member, billing, links, pageId: owner.bookingPages[0]!.id };
}

const get = (path: string, key?: string) => service.server.request("GET", path, { key });

describe.skipIf(!testDbAvailable)("GET /v1/booking-pages (extension)", () => {
  it("lists the team's pages with their owners, by name, for a key of every role", async () => {
    const team = await seedTeam();
    const other = await seedTeam();
    for (const who of [team.owner, team.admin, team.member, team.billing]) {
      const res = await get("/v1/booking-pages", team.keyOf(who));
      expect(res.status).toBe(200);
      const body = bookingPagePage.parse(await res.json());
      expect(body).toMatchObject({ pageNumber: 1, pageSize: 100, total: 4 });
      expect(body.data.map((p) => p.user.name)).toEqual([team.admin, team.billing, team.member, team.owner].map((m) => m.name));
      expect(body.data.map((p) => p.userId)).not.toContain(other.owner.id);
    }
  });

  it("finds the page at a username (any case), and nothing for another team's or an unknown one", async () => {
    const team = await seedTeam();
    const other = await seedTeam();
    const res = await get(`/v1/booking-pages?username=${team.owner.bookingPages[0]!.username.toUpperCase()}`, team.key);
    const body = bookingPagePage.parse(await res.json());
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({
      id: team.pageId,
      descripton: null,
      brandColor: "#0f766e",
      user: { id: team.owner.id, name: team.owner.name, image: "https://img.example/zoe.png" },
    });
    for (const username of [other.owner.bookingPages[0]!.username, "nobody-here", "book"]) {
      const miss = bookingPagePage.parse(await (await get(`/v1/booking-pages?username=${username}`, team.key)).json());
      expect(miss).toMatchObject({ total: 0, data: [] });
    }
  });

  it("pages through the list and refuses bad paging with the parameter named", async () => {
    const team = await seedTeam();
    const second = bookingPagePage.parse(await (await get("/v1/booking-pages?page=2&pageSize=3", team.key)).json());
    expect(second).toMatchObject({ pageNumber: 2, pageSize: 3, total: 4 });
    expect(second.data.map((p) => p.userId)).toEqual([team.owner.id]);
    await expectProblem(await get("/v1/booking-pages?pageSize=0", team.key), { status: 400, code: "VALIDATION_FAILED", field: "pageSize" });
    await expectProblem(await get(`/v1/booking-pages?username=${"x".repeat(65)}`, team.key), {
      status: 400,
      code: "VALIDATION_FAILED",
      field: "username",
    });
    await expectProblem(await get("/v1/booking-pages"), { status: 401, code: "UNAUTHENTICATED" });
  });
});

describe.skipIf(!testDbAvailable)("GET /v1/booking-pages/:id (extension)", () => {
  it("answers one page of the team; another team's, an unknown and a removed member's read as 404", async () => {
    const team = await seedTeam();
    const other = await seedTeam();
    const res = await get(`/v1/booking-pages/${team.pageId}`, team.keyOf(team.billing));
    expect(res.status).toBe(200);
    expect(bookingPageWithOwnerSchema.parse(await res.json())).toMatchObject({ id: team.pageId, username: `zoe-${teamCount - 1}` });
    for (const id of [other.pageId, "bp_nope"]) {
      await expectProblem(await get(`/v1/booking-pages/${id}`, team.key), { status: 404, code: "NOT_FOUND", field: "id" });
    }
    await expectProblem(await get("/v1/booking-pages/bad%20id", team.key), { status: 400, code: "VALIDATION_FAILED", field: "id" });

    const revoked = await service.server.request("POST", "/v1/memberships/revoke", { key: team.key, body: { userId: team.member.id } });
    expect(revoked.status).toBe(200);
    const memberPage = team.member.bookingPages[0]!.id;
    await expectProblem(await get(`/v1/booking-pages/${memberPage}`, team.key), { status: 404, code: "NOT_FOUND", field: "id" });
  });
});

describe.skipIf(!testDbAvailable)("GET /v1/booking-links (extension)", () => {
  const ids = (body: { data: { id: string }[] }) => body.data.map((l) => l.id);

  it("gives what a booking page displays, in its order: no private, disabled or deleted link", async () => {
    const team = await seedTeam();
    const { links } = team;
    const res = await get(`/v1/booking-links?bookingPageId=${team.pageId}&listed=true`, team.keyOf(team.member));
    expect(res.status).toBe(200);
    const body = bookingLinkPage.parse(await res.json());
    expect(ids(body)).toEqual([links.first.id, links.middle.id, links.second.id]);
    expect(body.total).toBe(3);
    // Each item is the whole link, as GET /v1/booking-links/:id answers it.
    const one = await (await get(`/v1/booking-links/${links.first.id}`, team.key)).json();
    expect(body.data[0]).toEqual(bookingLinkSchema.parse(one));

    const hidden = bookingLinkPage.parse(await (await get(`/v1/booking-links?bookingPageId=${team.pageId}&listed=false`, team.key)).json());
    expect(new Set(ids(hidden))).toEqual(new Set([links.private.id, links.disabled.id, links.systemDisabled.id, links.deleted.id]));
    const all = bookingLinkPage.parse(await (await get("/v1/booking-links?pageSize=100", team.key)).json());
    expect(all.total).toBe(Object.keys(links).length);
  });

  it("keeps one member's links, and deleted ones or the others (the dashboard's Links screen)", async () => {
    const team = await seedTeam();
    const { links } = team;
    const owners = bookingLinkPage.parse(
      await (await get(`/v1/booking-links?userId=${team.owner.id}&deleted=false`, team.keyOf(team.member))).json(),
    );
    const ownersLive = Object.values(links).filter((link) => link !== links.deleted && link !== links.adminsOwn);
    expect(new Set(ids(owners))).toEqual(new Set(ownersLive.map((link) => link.id)));
    expect(owners.total).toBe(ownersLive.length);
    const admins = bookingLinkPage.parse(await (await get(`/v1/booking-links?userId=${team.admin.id}`, team.key)).json());
    expect(ids(admins)).toEqual([links.adminsOwn.id]);
    const deleted = bookingLinkPage.parse(await (await get("/v1/booking-links?deleted=true", team.key)).json());
    expect(deleted).toMatchObject({ total: 1, data: [{ id: links.deleted.id }] });
    // Another team's member, or no member at all, owns none of this team's links.
    const other = await seedTeam();
    for (const userId of [other.owner.id, "usr_nobody"]) {
      expect(bookingLinkPage.parse(await (await get(`/v1/booking-links?userId=${userId}`, team.key)).json())).toMatchObject({
        total: 0,
        data: [],
      });
    }
  });

  it("finds links by words of their title, in any case, as written (the dashboard's link filter)", async () => {
    const team = await seedTeam();
    const other = await seedTeam();
    const { links } = team;
    const found = async (search: string) =>
      bookingLinkPage.parse(await (await get(`/v1/booking-links?search=${encodeURIComponent(search)}`, team.key)).json());
    // "disabled" is in two titles; deleted links are found too (their bookings stay).
    expect(new Set(ids(await found("DISABLED")))).toEqual(new Set([links.disabled.id, links.systemDisabled.id]));
    expect(await found("  eleted ")).toMatchObject({ total: 1, data: [{ id: links.deleted.id }] });
    expect(await found("'s")).toMatchObject({ total: 1, data: [{ id: links.adminsOwn.id }] });
    // % and _ are characters to find, not patterns; the other team's "First" is not this team's.
    for (const search of ["%", "F_rst", "Firstt"]) expect(await found(search)).toMatchObject({ total: 0, data: [] });
    expect(ids(await found("first"))).toEqual([links.first.id]);
    expect(ids(await found("first"))).not.toContain(other.links.first.id);
    const paged = bookingLinkPage.parse(await (await get("/v1/booking-links?search=i&deleted=false&pageSize=2&page=2", team.key)).json());
    expect(paged.total).toBe(6);
    expect(paged.data).toHaveLength(2);
  });

  it("lists nothing of another team's page, and names a bad parameter", async () => {
    const team = await seedTeam();
    const other = await seedTeam();
    const theirs = bookingLinkPage.parse(await (await get(`/v1/booking-links?bookingPageId=${other.pageId}`, team.key)).json());
    expect(theirs).toMatchObject({ total: 0, data: [] });
    for (const [query, field] of [
      ["listed=yes", "listed"],
      ["deleted=1", "deleted"],
      ["userId=a%20b", "userId"],
      ["bookingPageId=a%20b", "bookingPageId"],
      ["page=0", "page"],
      ["pageSize=101", "pageSize"],
      ["search=%20%20", "search"],
      [`search=${"a".repeat(101)}`, "search"],
    ]) {
      await expectProblem(await get(`/v1/booking-links?${query}`, team.key), { status: 400, code: "VALIDATION_FAILED", field });
    }
  });
});
