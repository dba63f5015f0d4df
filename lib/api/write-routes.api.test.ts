// The registry test: every POST route the router registers (its own OpenAPI registry, so the document lists the
// same) is called once with a body that succeeds, and must answer 2xx and either publish what it changed on the
// change feed (WRITES) or be listed, with the reason, as writing nothing a cache, page or copy holds (QUIET).
// A write that forgets to invalidate fails here; so does a new POST route without an entry.
//
// HOW TO ADD A ROUTE: one entry per route, keyed "POST <path>" exactly as registered, in the table it belongs to.
//   WRITES: `topics` are what its handler's `changed` names (workspaceTopic, userTopic, MEMBERS_TOPIC; see
//     lib/http/write-route.ts); each must move, and so must the stamp of ANY_TOPIC (every page copy).
//   QUIET: `reason` says why nothing cached depends on what it writes; the feed must not move.
//   `example(w)` gets a freshly seeded workspace (Workspace, below: an owner, an admin, a member hosting two links)
//   and returns the key to call with, the body and any headers. It may first make what it needs through the API
//   (`w.call`, `w.book`); the stamp is read after that, just before the call under test.
// HOW TO ADD AN MCP TOOL that writes (not marked readOnlyHint): an entry in MCP_WRITES, its topics and arguments.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEMBERS_TOPIC } from "../auth/authenticate";
import { ANY_TOPIC, createLocalChangeFeed, linkTopic, userTopic, workspaceTopic } from "../cache/change-feed";
import { mintInviteToken } from "../invites/invite-token";
import { TOOLS } from "../mcp/tools";
import { mintSignInToken } from "../sign-in/sign-in-token";
import { vcalendar, vevent } from "../testing/calendar-team";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { type IcsFeedServer, startIcsFeedServer } from "../testing/ics-feed-server";
import { pendingSignInEmail, signInAs, visitorHeaders } from "../testing/sign-in";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";
import { createApi } from "./app";

const NOW = new Date("2026-12-07T08:00:00Z"); // a Monday; members work 09:00-17:00 UTC on weekdays
const TUESDAY = (time: string) => `2026-12-08T${time}:00.000Z`;

// biome-ignore lint/suspicious/noExplicitAny: answers of many shapes; each example reads what it needs.
type Json = Record<string, any>;
/** The request under test: who sends it, its body and extra headers. */
interface Call {
  /** The API key sent as x-api-key; none for a route that a token in its body authorizes. */
  key?: string;
  body: unknown;
  headers?: Record<string, string>;
}
type Example = (w: Workspace) => Promise<Call> | Call;
interface Write {
  topics: (w: Workspace) => string[];
  example: Example;
}
interface Quiet {
  reason: string;
  example: Example;
}

/** POST routes whose write changes what a cache, a rendered page or a copy on any instance holds. */
const WRITES: Record<string, Write> = {
  "POST /v1/bookings/create": {
    topics: (w) => [userTopic(w.member.id)],
    example: (w) => ({
      key: w.ownerKey,
      body: { bookingLinkId: w.link.id, startDateTime: TUESDAY("10:00"), timezone: "Europe/Berlin", attendees: [w.visitor] },
      headers: { "idempotency-key": `registry-${w.id}` },
    }),
  },
  "POST /v1/bookings/cancel": {
    topics: (w) => [userTopic(w.member.id)],
    example: async (w) => ({ key: w.ownerKey, body: { bookingId: (await w.book()).id } }),
  },
  "POST /v1/bookings/reschedule": {
    topics: (w) => [userTopic(w.member.id)],
    example: async (w) => ({ key: w.ownerKey, body: { bookingId: (await w.book()).id, startDateTime: TUESDAY("11:00") } }),
  },
  "POST /v1/bookings/decline": {
    topics: (w) => [userTopic(w.member.id)],
    example: async (w) => ({ key: w.ownerKey, body: { bookingId: (await w.book(w.approvalLink.id)).id } }),
  },
  "POST /v1/slot-reservations/create": {
    topics: (w) => [userTopic(w.member.id)],
    example: (w) => ({ key: w.ownerKey, body: { bookingLinkId: w.link.id, startDateTime: TUESDAY("12:00"), holder: "visitor_1" } }),
  },
  "POST /v1/slot-reservations/delete": {
    topics: (w) => [userTopic(w.member.id)],
    example: async (w) => {
      const held = await w.call("/v1/slot-reservations/create", w.ownerKey, {
        bookingLinkId: w.link.id,
        startDateTime: TUESDAY("12:00"),
        holder: "visitor_1",
      });
      return { key: w.ownerKey, body: { reservationId: held.id } };
    },
  },
  "POST /v1/memberships/revoke": {
    // The member's keys stop working (cached keys) and the links they own are disabled (links, pages, slots).
    topics: (w) => [MEMBERS_TOPIC, workspaceTopic(w.id)],
    example: (w) => ({ key: w.ownerKey, body: { userId: w.member.id } }),
  },
  "POST /v1/memberships/update": {
    // The member's keys carry their role (cached keys); the workspace's pages and lists show it.
    topics: (w) => [MEMBERS_TOPIC, workspaceTopic(w.id)],
    example: (w) => ({ key: w.ownerKey, body: { userId: w.member.id, role: "ADMIN" } }),
  },
  "POST /v1/api-keys/revoke": {
    // Every instance drops the keys it knows, so the revoked one is refused everywhere.
    topics: () => [MEMBERS_TOPIC],
    example: (w) => ({ key: w.ownerKey, body: { apiKeyId: w.member.apiKeys[0]!.id } }),
  },
  "POST /v1/sign-in/sign-out": {
    // The session's key is refused on every instance, as a revoked key is.
    topics: () => [MEMBERS_TOPIC],
    example: async (w) => ({ key: (await signInAs(service.server, service.db, w.member.email, NOW)).key, body: {} }),
  },
  "POST /v1/invites/accept": {
    // A new member (the members topic: keys and members) of the workspace, who may now host its links.
    topics: (w) => [MEMBERS_TOPIC, workspaceTopic(w.id)],
    example: async (w) => ({ body: { token: await inviteToken(w) } }),
  },
  "POST /v1/booking-links/create": {
    // The owner's booking page lists it (workspace, moved by the new link's own topic).
    topics: (w) => [workspaceTopic(w.id)],
    example: (w) => ({
      key: w.memberKey,
      body: { slug: "registry-new", title: "Registry call", bookingDurations: [{ durationInMinutes: 30, isDefault: true }] },
    }),
  },
  "POST /v1/booking-links/update": {
    // The link, its page and its slots (its own topic), and the workspace's lists; not the other links' copies.
    topics: (w) => [linkTopic(w.id, w.link.id), workspaceTopic(w.id)],
    example: async (w) => {
      const read = (await (await service.server.request("GET", `/v1/booking-links/${w.link.id}`, { key: w.memberKey })).json()) as Json;
      return { key: w.memberKey, body: { bookingLinkId: w.link.id, updatedAt: read.updatedAt, title: "Renamed call" } };
    },
  },
  "POST /v1/booking-links/delete": {
    topics: (w) => [linkTopic(w.id, w.link.id), workspaceTopic(w.id)],
    example: (w) => ({ key: w.ownerKey, body: { bookingLinkId: w.link.id } }),
  },
  "POST /v1/booking-pages/create": {
    // The team's pages (profile pages, their Markdown copies, llms.txt) are built on the workspace's topic.
    topics: (w) => [workspaceTopic(w.id)],
    example: (w) => ({ key: w.memberKey, body: { username: `registry-${randomBytes(4).toString("hex")}` } }),
  },
  "POST /v1/booking-pages/update": {
    // The page at /<username> and every link's nested bookingPage.
    topics: (w) => [workspaceTopic(w.id)],
    example: async (w) => {
      const pageId = w.member.bookingPages[0]!.id;
      const read = (await (await service.server.request("GET", `/v1/booking-pages/${pageId}`, { key: w.memberKey })).json()) as Json;
      return { key: w.memberKey, body: { bookingPageId: pageId, updatedAt: read.updatedAt, brandColor: "#0f766e" } };
    },
  },
  "POST /v1/schedules/create": {
    // A new default moves isDefault off the old one, which the member's links nest in their hosts.
    topics: (w) => [userTopic(w.member.id), workspaceTopic(w.id)],
    example: (w) => ({
      key: w.memberKey,
      body: {
        name: "Evenings",
        timeZone: "Europe/Berlin",
        availability: { monday: [{ start: "18:00:00", end: "22:00:00" }] },
        isDefault: true,
      },
    }),
  },
  "POST /v1/schedules/update": {
    // The slots of every link the member hosts (userTopic) and the links' nested schedule (workspace).
    topics: (w) => [userTopic(w.member.id), workspaceTopic(w.id)],
    example: async (w) => {
      const listed = (await (await service.server.request("GET", "/v1/schedules", { key: w.memberKey })).json()) as Json;
      const schedule = listed.data[0];
      return {
        key: w.memberKey,
        body: { scheduleId: schedule.id, updatedAt: schedule.updatedAt, overrides: [{ date: "2026-12-08", ranges: [] }] },
      };
    },
  },
  "POST /v1/schedules/delete": {
    topics: (w) => [userTopic(w.member.id), workspaceTopic(w.id)],
    example: async (w) => {
      const spare = await w.call("/v1/schedules/create", w.memberKey, { name: "Spare", timeZone: "UTC", availability: {} });
      return { key: w.ownerKey, body: { scheduleId: spare.id } };
    },
  },
  "POST /v1/calendars/connect": {
    // Its busy times, read at once, take the member's time in the slots of every link they host.
    topics: (w) => [userTopic(w.member.id)],
    example: (w) => ({ key: w.memberKey, body: { provider: "ICS", url: calendarFeed(w) } }),
  },
  "POST /v1/calendars/update": {
    // Not read for availability any more: its busy times go at once.
    topics: (w) => [userTopic(w.member.id)],
    example: async (w) => {
      const [calendar] = (await w.call("/v1/calendars/connect", w.memberKey, { provider: "ICS", url: calendarFeed(w) })).calendars;
      return { key: w.memberKey, body: { calendarId: calendar.id, updatedAt: calendar.updatedAt, readForAvailability: false } };
    },
  },
  "POST /v1/calendars/refresh": {
    // The feed changed since it was connected: the member's busy times change.
    topics: (w) => [userTopic(w.member.id)],
    example: async (w) => {
      const [calendar] = (await w.call("/v1/calendars/connect", w.memberKey, { provider: "ICS", url: calendarFeed(w) })).calendars;
      calendarFeed(w, "20261208T150000Z");
      return { key: w.memberKey, body: { calendarId: calendar.id } };
    },
  },
  "POST /v1/calendars/disconnect": {
    // Its busy times go; hosts' selected calendars and booking pages' defaults may lose it (the workspace).
    topics: (w) => [userTopic(w.member.id), workspaceTopic(w.id)],
    example: async (w) => {
      const [calendar] = (await w.call("/v1/calendars/connect", w.memberKey, { provider: "ICS", url: calendarFeed(w) })).calendars;
      return { key: w.memberKey, body: { calendarId: calendar.id } };
    },
  },
};

/** The member's calendar feed on the test's feed server, holding one event on Tuesday from `start` (an hour). */
function calendarFeed(w: Workspace, start = "20261208T140000Z"): string {
  const path = `/${w.id}.ics`;
  const end = start.replace(/T(\d\d)/, (_, hour: string) => `T${String(Number(hour) + 1).padStart(2, "0")}`);
  feeds.set(path, vcalendar(vevent(`meeting@${w.id}`, start, end)));
  return `${feeds.origin}${path}`;
}

/** A pending invite's token, as its e-mail would carry it. */
async function inviteToken(w: Workspace): Promise<string> {
  const invite = await w.call("/v1/invites/create", w.ownerKey, { receiverEmail: w.inviteeEmail, receiverFullName: "Ivy Invitee" });
  return (await mintInviteToken(service.db, invite.id, NOW))!;
}

/** A sign-in link's token for the member, as its e-mail would carry it. */
async function signInToken(w: Workspace): Promise<string> {
  await service.server.request("POST", "/v1/sign-in/request", { body: { email: w.member.email }, headers: visitorHeaders() });
  return (await mintSignInToken(service.db, (await pendingSignInEmail(service.db, w.member.email))!, NOW))!;
}

/** POST routes that write nothing any cache, page or copy holds, and why. */
const QUIET: Record<string, Quiet> = {
  "POST /v1/invites/find-by-token": {
    reason: "A read, by POST so that the invite's token stays out of URLs and logs.",
    example: async (w) => ({ key: w.ownerKey, body: { token: await inviteToken(w) } }),
  },
  "POST /v1/bookings/find-by-manage-token": {
    reason: "A read, by POST so that the token stays out of URLs and logs.",
    example: async (w) => ({ key: w.ownerKey, body: { manageToken: (await w.book()).manageToken } }),
  },
  "POST /v1/bookings/approve": {
    reason:
      "A pending booking holds its hosts' time as a confirmed one does: approving changes its status only, which no slot, page or cached link shows.",
    example: async (w) => ({ key: w.ownerKey, body: { bookingId: (await w.book(w.approvalLink.id)).id } }),
  },
  "POST /v1/bookings/reissue-manage-token": {
    reason:
      "Changes only the booking's token version, which no cache holds: manage pages are rendered per request and tokens are checked against the database.",
    example: async (w) => ({ key: w.ownerKey, body: { bookingId: (await w.book()).id } }),
  },
  "POST /v1/invites/decline": {
    reason: "Only the invite's status changes (PENDING to DECLINED): no member, key, link or time, so no cache or page copy depends on it.",
    example: async (w) => ({ body: { token: await inviteToken(w) } }),
  },
  "POST /v1/invites/create": {
    reason: "A pending invite is shown on no page and holds no time; members and keys change only when it is accepted.",
    example: (w) => ({ key: w.ownerKey, body: { receiverEmail: w.inviteeEmail, receiverFullName: "Ivy Invitee" } }),
  },
  "POST /v1/invites/cancel": {
    reason: "As creating one: a pending invite is shown on no page and holds no time.",
    example: async (w) => {
      const invite = await w.call("/v1/invites/create", w.ownerKey, { receiverEmail: w.inviteeEmail, receiverFullName: "Ivy Invitee" });
      return { key: w.ownerKey, body: { inviteId: invite.id } };
    },
  },
  "POST /v1/sign-in/request": {
    reason: "Writes only the sign-in e-mail into the outbox, which no cache, page or copy reads.",
    example: (w) => ({ body: { email: w.member.email }, headers: visitorHeaders() }),
  },
  "POST /v1/sign-in/exchange": {
    reason: "Marks the link used and makes a session, a new key: keys are kept in memory only once used, as /v1/api-keys/create's.",
    example: async (w) => ({ body: { token: await signInToken(w) }, headers: visitorHeaders() }),
  },
  "POST /v1/api-keys/create": {
    reason: "A new key is in no cache: keys are kept in memory only once used, and unknown keys never are.",
    example: (w) => ({ key: w.memberKey, body: { name: "Registry", expiresAt: "2027-01-01T00:00:00Z" } }),
  },
  "POST /v1/webhooks/create": {
    reason: "Webhooks are read from the database for each delivery; no page, slot or cached key depends on them.",
    example: (w) => ({ key: w.ownerKey, body: { url: "http://127.0.0.1:9/hooks", events: ["booking.created"] } }),
  },
  "POST /v1/webhooks/delete": {
    reason: "As creating one: deliveries read webhooks from the database, nothing caches them.",
    example: async (w) => {
      const hook = await w.call("/v1/webhooks/create", w.ownerKey, { url: "http://127.0.0.1:9/hooks", events: ["booking.created"] });
      return { key: w.ownerKey, body: { webhookId: hook.id } };
    },
  },
  "POST /v1/calendar-feeds/create": {
    reason: "A feed's address is read by its token from the database on each request; no page or cache holds feeds.",
    example: (w) => ({ key: w.memberKey, body: {} }),
  },
  "POST /v1/calendar-feeds/delete": {
    reason: "As creating one: a revoked token answers 404 at once because every read goes to the database.",
    example: async (w) => ({ key: w.memberKey, body: { feedId: (await w.call("/v1/calendar-feeds/create", w.memberKey, {})).id } }),
  },
  "POST /v1/calendar-feeds/read": {
    reason: "A read, by POST so that the feed's token stays out of URLs and logs.",
    example: async (w) => {
      const feed = await w.call("/v1/calendar-feeds/create", w.memberKey, {});
      return { key: w.ownerKey, body: { token: /\/feeds\/([^/.]+)\.ics$/.exec(feed.url)![1] } };
    },
  },
  "POST /mcp": {
    reason:
      "A transport: tools/list writes nothing; its tools that write publish the topics their /v1 routes publish (lib/bookings/book-and-publish.ts, lib/mcp/tools.ts), each checked below (MCP_WRITES).",
    example: (w) => ({
      key: w.ownerKey,
      body: { jsonrpc: "2.0", id: 1, method: "tools/list" },
      headers: { accept: "application/json, text/event-stream" },
    }),
  },
};

/**
 * The MCP tools (carried by POST /mcp) that write, by name, and the arguments that succeed: like the /v1 routes they
 * share their use cases with, each must publish its topics. A tool marked readOnlyHint needs no entry.
 */
const MCP_WRITES: Record<string, { topics: (w: Workspace) => string[]; arguments: (w: Workspace) => Promise<Json> | Json }> = {
  create_booking: {
    topics: (w) => [userTopic(w.member.id)],
    arguments: (w) => ({ bookingLinkId: w.link.id, startDateTime: TUESDAY("10:00"), timezone: "Europe/Berlin", attendees: [w.visitor] }),
  },
  cancel_booking: {
    topics: (w) => [userTopic(w.member.id)],
    arguments: async (w) => ({ bookingId: (await w.book()).id }),
  },
  reschedule_booking: {
    topics: (w) => [userTopic(w.member.id)],
    arguments: async (w) => ({ bookingId: (await w.book()).id, startDateTime: TUESDAY("11:00") }),
  },
  // Called with the owner's key: the member's link (an OWNER changes anyone's), the owner's own default schedule.
  update_booking_link: {
    topics: (w) => [linkTopic(w.id, w.link.id), workspaceTopic(w.id)],
    arguments: async (w) => {
      const read = (await (await service.server.request("GET", `/v1/booking-links/${w.link.id}`, { key: w.ownerKey })).json()) as Json;
      return { bookingLinkId: w.link.id, updatedAt: read.updatedAt, title: "Renamed by MCP" };
    },
  },
  set_weekly_hours: {
    topics: (w) => [userTopic(w.owner.id), workspaceTopic(w.id)],
    arguments: async (w) => {
      const listed = (await (await service.server.request("GET", "/v1/schedules", { key: w.ownerKey })).json()) as Json;
      return { availability: { monday: [{ start: "10:00:00", end: "12:00:00" }] }, updatedAt: listed.data[0].updatedAt };
    },
  },
  add_day_off: {
    topics: (w) => [userTopic(w.owner.id), workspaceTopic(w.id)],
    arguments: () => ({ date: "2026-12-08" }),
  },
};

const feed = createLocalChangeFeed();
const service = setUpTestService(NOW, { changes: feed, allowPrivateWebhookTargets: true, slotHoldMs: 10 * 60_000 });
let feeds: IcsFeedServer;
beforeAll(async () => {
  feeds = await startIcsFeedServer();
});
afterAll(() => feeds?.close());

/** Every route the router registers that is not a GET, as "METHOD /path". */
function registeredWrites(): string[] {
  const api = createApi({ getDb: () => Promise.reject(new Error("not called")), changes: createLocalChangeFeed() });
  return api.openAPIRegistry.definitions
    .flatMap((definition) => (definition.type === "route" ? [definition.route] : []))
    .filter((route) => route.method !== "get")
    .map((route) => `${route.method.toUpperCase()} ${route.path}`)
    .sort();
}

const ADD_ONE = (route: string) =>
  `${route} has no entry in lib/api/write-routes.api.test.ts: add one to WRITES (with the topics its write changes) or, if it writes nothing a cache, page or copy holds, to QUIET with the reason (see the comment at the top).`;

async function seed() {
  const owner = makeMember({ role: "OWNER" });
  const admin = makeMember({ role: "ADMIN" });
  const member = makeMember({ role: "MEMBER" });
  const link = makeBookingLink([member]);
  const approvalLink = makeBookingLink([member], { requireEventApproval: true });
  const workspace = makeWorkspace([owner, admin, member], [link, approvalLink]);
  const team = await seedWorkspace(service.db, workspace, NOW);
  const call = async (path: string, key: string, body: unknown): Promise<Json> => {
    const res = await service.server.request("POST", path, { key, body });
    const text = await res.text();
    if (!res.ok) throw new Error(`set-up call ${path} answered ${res.status}: ${text}`);
    return JSON.parse(text) as Json;
  };
  const ownerKey = team.keyOf(owner);
  const visitor = { name: "Vera Visitor", email: "vera@example.test", isGuest: false };
  return {
    id: workspace.id,
    owner,
    admin,
    member,
    link,
    approvalLink,
    ownerKey,
    adminKey: team.keyOf(admin),
    memberKey: team.keyOf(member),
    visitor,
    inviteeEmail: `invitee-${randomBytes(4).toString("hex")}@example.test`,
    call,
    /** A booking of `linkId` (the plain link by default) on Tuesday at 10:00, with its manage token. */
    book: async (linkId = link.id) =>
      (await call("/v1/bookings/create", ownerKey, {
        bookingLinkId: linkId,
        startDateTime: TUESDAY("10:00"),
        timezone: "Europe/Berlin",
        attendees: [visitor],
      })) as { id: string; manageToken: string },
  };
}
type Workspace = Awaited<ReturnType<typeof seed>>;

/** Each topic's stamp: one moves when a write publishes that topic. */
const stampsOf = (topics: string[]) => topics.map((topic) => feed.stamp([topic]));

const routes = registeredWrites();

describe.skipIf(!testDbAvailable)("every POST route publishes what it changed, or says why it changes nothing cached", () => {
  it("finds the routes in the router's registry", () => {
    expect(routes).toContain("POST /v1/bookings/create");
    expect(routes.every((route) => route.startsWith("POST "))).toBe(true);
  });

  // An entry may come before its route is committed (several people add routes at once); one that is never
  // registered is simply not called.
  it("lists each route in one table only", () => {
    expect(Object.keys(WRITES).filter((route) => route in QUIET)).toEqual([]);
  });

  it.each(routes)("%s", async (route) => {
    const write = WRITES[route];
    const quiet = QUIET[route];
    if (!write && !quiet) expect.fail(ADD_ONE(route));
    const w = await seed();
    const call = await (write ?? quiet)!.example(w);
    const topics = [ANY_TOPIC, ...(write?.topics(w) ?? [])];
    const stamps = stampsOf(topics);
    const res = await service.server.request("POST", route.slice(route.indexOf(" ") + 1), call);
    expect(res.status, `${route} answered ${res.status}: ${await res.clone().text()}`).toBeGreaterThanOrEqual(200);
    expect(res.status, `${route} answered ${res.status}: ${await res.clone().text()}`).toBeLessThan(300);
    await res.arrayBuffer();
    const after = stampsOf(topics);
    if (write) {
      topics.forEach((topic, i) => {
        expect(after[i], `${route} did not publish ${topic}`).not.toBe(stamps[i]);
      });
    } else {
      expect(after[0], `${route} is listed as QUIET (${quiet!.reason}) but published a change`).toBe(stamps[0]);
    }
  });
});

const writingTools = TOOLS.filter((tool) => tool.annotations.readOnlyHint !== true).map((tool) => tool.name);

describe.skipIf(!testDbAvailable)("every MCP tool that writes publishes what it changed", () => {
  it.each(writingTools)("%s", async (name) => {
    const write = MCP_WRITES[name];
    if (!write) expect.fail(`The MCP tool ${name} writes: add it to MCP_WRITES in lib/api/write-routes.api.test.ts, with its topics.`);
    const w = await seed();
    const body = { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: await write.arguments(w) } };
    const topics = [ANY_TOPIC, ...write.topics(w)];
    const stamps = stampsOf(topics);
    const res = await service.server.request("POST", "/mcp", {
      key: w.ownerKey,
      body,
      headers: { accept: "application/json, text/event-stream" },
    });
    const answer = (await res.json()) as Json;
    expect(answer.result?.isError, `${name} failed: ${JSON.stringify(answer)}`).not.toBe(true);
    expect(answer.result, JSON.stringify(answer)).toBeDefined();
    const after = stampsOf(topics);
    topics.forEach((topic, i) => {
      expect(after[i], `${name} did not publish ${topic}`).not.toBe(stamps[i]);
    });
  });
});
