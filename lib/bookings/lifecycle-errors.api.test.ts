// Every way a request to the booking lifecycle endpoints can be wrong: the
// exact status and code, the offending field, and nothing changed anywhere
// (no row added, no booking or hold updated, no token revoked).
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { makeClock } from "../testing/clock";
import { expectProblem } from "../testing/expect-problem";
import { durationId, makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const NOW = "2026-12-07T08:00:00Z"; // a Monday; hosts work 09:00-17:00 UTC on weekdays
const clock = makeClock(NOW);
const service = setUpTestService(clock);
beforeEach(() => clock.set(NOW));

const at = (time: string, day = "2026-12-08") => `${day}T${time}:00.000Z`;
const visitor = { name: "Vera Visitor", email: "vera@example.test", isGuest: false };

const owner = makeMember({ role: "OWNER" });
const link = makeBookingLink([owner], {
  durations: [
    { minutes: 30, isDefault: true },
    { minutes: 60, isDefault: false },
  ],
});
const approvalLink = makeBookingLink([owner], { requireEventApproval: true });
const stranger = makeMember({ role: "OWNER" });
const strangersLink = makeBookingLink([stranger]);

interface Created {
  id: string;
  manageToken: string;
}

/** The bookings the cases name, made once for the file. */
interface Fixtures {
  key: string;
  strangerKey: string;
  /** CONFIRMED, Tuesday 10:00-10:30. */
  confirmed: Created;
  /** CONFIRMED, Tuesday 15:00: a taken time. */
  taken: Created;
  /** PENDING on the link that requires approval, Tuesday 11:00. */
  pending: Created;
  cancelled: Created;
  declined: Created;
  /** RESCHEDULED: its replacement is at Tuesday 16:00. */
  rescheduled: Created;
  /** Another team's CONFIRMED booking. */
  strangers: Created;
}
const f = {} as Fixtures;

type Body = unknown | ((f: Fixtures) => unknown);

interface Case {
  name: string;
  method: "GET" | "POST";
  /** The path, or one made from the fixtures. */
  path: string | ((f: Fixtures) => string);
  body?: Body;
  /** A body sent as this text exactly. */
  raw?: string;
  headers?: Record<string, string>;
  /** Another key than the team owner's: none at all, an unknown one, or the other team's. */
  key?: "none" | "unknown" | "stranger";
  /** The clock during the request, when not NOW. */
  now?: string;
  status: number;
  code: string;
  field?: string;
}

type Expected = Pick<Case, "status" | "code" | "field"> & Partial<Pick<Case, "raw" | "headers" | "key" | "now">>;

const bad = (field: string): Expected => ({ status: 400, code: "VALIDATION_FAILED", field });
const notFound = (field: string): Expected => ({ status: 404, code: "NOT_FOUND", field });
const conflict = (code: string, field: string): Expected => ({ status: 409, code, field });

const post =
  (verb: string) =>
  (name: string, body: Body, expected: Expected): Case => ({ name, method: "POST", path: `/v1/bookings/${verb}`, body, ...expected });

/** A token of the right shape for `id` whose MAC is not the service's. */
const forged = (token: string) => `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
/** A token naming another version of the same booking, with the MAC of the real one. */
const otherVersion = (token: string) => token.replace(/\.1\./, ".2.");

// --- What every POST endpoint refuses the same way ---

function bodyCases(verb: string, valid: (f: Fixtures) => Record<string, unknown>): Case[] {
  const c = post(verb);
  return [
    c("malformed JSON", undefined, { raw: '{"bookingId": ', status: 400, code: "INVALID_JSON" }),
    c("an empty body", undefined, { raw: "", status: 400, code: "INVALID_JSON" }),
    c("a JSON array", (f: Fixtures) => [valid(f)], { status: 400, code: "VALIDATION_FAILED" }),
    c("JSON null", undefined, { raw: "null", status: 400, code: "VALIDATION_FAILED" }),
    c("a JSON string", undefined, { raw: '"bk_1"', status: 400, code: "VALIDATION_FAILED" }),
    c("a form-encoded body", undefined, {
      raw: "bookingId=bk_1",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      status: 415,
      code: "UNSUPPORTED_MEDIA_TYPE",
    }),
    c("JSON sent as text/plain", undefined, {
      raw: '{"bookingId":"bk_1"}',
      headers: { "content-type": "text/plain" },
      status: 415,
      code: "UNSUPPORTED_MEDIA_TYPE",
    }),
    c("no content type", undefined, {
      raw: '{"bookingId":"bk_1"}',
      headers: { "content-type": "" },
      status: 415,
      code: "UNSUPPORTED_MEDIA_TYPE",
    }),
    c("a 200 KB body", (f: Fixtures) => ({ ...valid(f), padding: "x".repeat(200 * 1024) }), { status: 413, code: "PAYLOAD_TOO_LARGE" }),
    c("an unknown member (bodies are strict)", (f: Fixtures) => ({ ...valid(f), bookingID: "bk_1" }), bad("bookingID")),
    c("no key", valid, { key: "none", status: 401, code: "UNAUTHENTICATED" }),
    c("an unknown key", valid, { key: "unknown", status: 401, code: "UNAUTHENTICATED" }),
  ];
}

/** bookingId as every endpoint that takes one checks it. */
function bookingIdCases(verb: string, valid: (f: Fixtures) => Record<string, unknown>): Case[] {
  const c = post(verb);
  return [
    c("bookingId that is a number", (f: Fixtures) => ({ ...valid(f), bookingId: 42 }), bad("bookingId")),
    c("bookingId null", (f: Fixtures) => ({ ...valid(f), bookingId: null }), bad("bookingId")),
    c("bookingId with a space and SQL", (f: Fixtures) => ({ ...valid(f), bookingId: "bk 1'; drop table bookings; --" }), bad("bookingId")),
    c("bookingId with a dot", (f: Fixtures) => ({ ...valid(f), bookingId: "bk_1.1" }), bad("bookingId")),
    c("bookingId of 65 characters", (f: Fixtures) => ({ ...valid(f), bookingId: "b".repeat(65) }), bad("bookingId")),
    c("an empty bookingId", (f: Fixtures) => ({ ...valid(f), bookingId: "" }), bad("bookingId")),
    c("an unknown bookingId", (f: Fixtures) => ({ ...valid(f), bookingId: "bk_unknown" }), notFound("bookingId")),
    c("another team's bookingId", (f: Fixtures) => ({ ...valid(f), bookingId: f.strangers.id }), notFound("bookingId")),
    c("another team's bookingId with its own key", (f: Fixtures) => ({ ...valid(f), bookingId: f.confirmed.id }), {
      key: "stranger",
      ...notFound("bookingId"),
    }),
  ];
}

/** The attendee's manage token as cancel and reschedule check it. */
function manageTokenCases(verb: string, rest: Record<string, unknown>): Case[] {
  const c = post(verb);
  const withToken = (token: (f: Fixtures) => unknown) => (f: Fixtures) => ({ ...rest, manageToken: token(f) });
  return [
    c("neither bookingId nor manageToken", rest, bad("bookingId")),
    c(
      "both bookingId and manageToken",
      (f: Fixtures) => ({ ...rest, bookingId: f.confirmed.id, manageToken: f.confirmed.manageToken }),
      bad("manageToken"),
    ),
    c("bookingId undefined and manageToken null", { ...rest, manageToken: null }, bad("manageToken")),
    c(
      "a manageToken that is a number",
      withToken(() => 7),
      bad("manageToken"),
    ),
    c(
      "a manageToken without dots",
      withToken((f) => f.confirmed.manageToken.replaceAll(".", "")),
      bad("manageToken"),
    ),
    c(
      "a manageToken of version 0",
      withToken((f) => f.confirmed.manageToken.replace(/\.1\./, ".0.")),
      bad("manageToken"),
    ),
    c(
      "a manageToken with a short MAC",
      withToken((f) => f.confirmed.manageToken.slice(0, -1)),
      bad("manageToken"),
    ),
    c(
      "a 201-character manageToken",
      withToken(() => `bk_1.1.${"A".repeat(194)}`),
      bad("manageToken"),
    ),
    c(
      "a manageToken with a forged MAC",
      withToken((f) => forged(f.confirmed.manageToken)),
      notFound("manageToken"),
    ),
    c(
      "a manageToken with its version raised",
      withToken((f) => otherVersion(f.confirmed.manageToken)),
      notFound("manageToken"),
    ),
    c(
      "a manageToken of an unknown booking",
      withToken(() => `bk_unknown.1.${"A".repeat(43)}`),
      notFound("manageToken"),
    ),
    c(
      "another team's manageToken",
      withToken((f) => f.strangers.manageToken),
      notFound("manageToken"),
    ),
    c(
      "a manageToken with the other team's key",
      withToken((f) => f.confirmed.manageToken),
      { key: "stranger", ...notFound("manageToken") },
    ),
    c(
      "a manageToken after the meeting ended",
      withToken((f) => f.confirmed.manageToken),
      {
        now: at("10:30"),
        status: 410,
        code: "MANAGE_TOKEN_EXPIRED",
        field: "manageToken",
      },
    ),
  ];
}

/**
 * The reason a host or attendee gives, shown to the other side (in e-mails
 * and calendar invitations): several lines are fine, as in a long custom
 * field answer; other control characters, bidi controls and malformed
 * characters are not.
 */
function reasonCases(verb: string, valid: (f: Fixtures) => Record<string, unknown>): Case[] {
  const c = post(verb);
  const withReason = (reason: unknown) => (f: Fixtures) => ({ ...valid(f), reason });
  return [
    c("a reason of 1,001 characters", withReason("r".repeat(1001)), bad("reason")),
    c("a reason that is not a string", withReason(["late"]), bad("reason")),
    c("a reason with a NUL character", withReason("Sorry\u0000"), bad("reason")),
    c("a reason with an escape character", withReason("Sorry \u001b[31mred"), bad("reason")),
    c("a reason with a right-to-left override", withReason("Sorry \u202Egnp.exe"), bad("reason")),
    c("a reason with a lone surrogate", withReason("Sorry \uD800"), bad("reason")),
  ];
}

const cancel = post("cancel");
const reschedule = post("reschedule");
const approve = post("approve");
const decline = post("decline");
const find = post("find-by-manage-token");
const reissue = post("reissue-manage-token");

const cancelCases: Case[] = [
  ...bodyCases("cancel", (f) => ({ bookingId: f.confirmed.id })),
  ...bookingIdCases("cancel", () => ({})),
  ...manageTokenCases("cancel", {}),
  ...reasonCases("cancel", (f) => ({ bookingId: f.confirmed.id })),
  cancel("a declined booking", (f: Fixtures) => ({ bookingId: f.declined.id }), conflict("BOOKING_NOT_ACTIVE", "bookingId")),
  cancel("a rescheduled booking", (f: Fixtures) => ({ bookingId: f.rescheduled.id }), conflict("BOOKING_RESCHEDULED", "bookingId")),
  cancel("a booking whose meeting has started", (f: Fixtures) => ({ bookingId: f.confirmed.id }), {
    now: at("10:00"),
    ...conflict("BOOKING_STARTED", "bookingId"),
  }),
];

const rescheduleCases: Case[] = [
  ...bodyCases("reschedule", (f) => ({ bookingId: f.confirmed.id, startDateTime: at("13:00") })),
  ...bookingIdCases("reschedule", () => ({ startDateTime: at("13:00") })),
  ...manageTokenCases("reschedule", { startDateTime: at("13:00") }),
  ...[
    ["no startDateTime", undefined],
    ["startDateTime without an offset", "2026-12-08T13:00:00"],
    ["startDateTime that is only a date", "2026-12-08"],
    ["startDateTime that is not a date-time", "tomorrow at one"],
    ["startDateTime in the year 9999", "9999-12-08T13:00:00Z"],
    ["startDateTime as epoch milliseconds", Date.parse(at("13:00"))],
  ].map(([name, startDateTime]) =>
    reschedule(name as string, (f: Fixtures) => ({ bookingId: f.confirmed.id, startDateTime }), bad("startDateTime")),
  ),
  reschedule(
    "a durationId that is not an id",
    (f: Fixtures) => ({ bookingId: f.confirmed.id, startDateTime: at("13:00"), durationId: "60 min" }),
    bad("durationId"),
  ),
  reschedule(
    "a durationId of another link",
    (f: Fixtures) => ({ bookingId: f.confirmed.id, startDateTime: at("13:00"), durationId: durationId(approvalLink, 30) }),
    { status: 422, code: "UNKNOWN_DURATION", field: "durationId" },
  ),
  reschedule(
    "reason (not a reschedule's member)",
    (f: Fixtures) => ({ bookingId: f.confirmed.id, startDateTime: at("13:00"), reason: "x" }),
    bad("reason"),
  ),
  reschedule(
    "the booking's own time",
    (f: Fixtures) => ({ bookingId: f.confirmed.id, startDateTime: "2026-12-08T11:00:00+01:00" }),
    bad("startDateTime"),
  ),
  reschedule("a start off the slot grid", (f: Fixtures) => ({ bookingId: f.confirmed.id, startDateTime: at("13:10") }), {
    status: 422,
    code: "SLOT_NOT_OFFERED",
    field: "startDateTime",
  }),
  reschedule("a start in the past", (f: Fixtures) => ({ bookingId: f.confirmed.id, startDateTime: at("13:00", "2026-12-04") }), {
    status: 422,
    code: "SLOT_NOT_OFFERED",
    field: "startDateTime",
  }),
  reschedule("a start outside working hours", (f: Fixtures) => ({ bookingId: f.confirmed.id, startDateTime: at("20:00") }), {
    status: 422,
    code: "SLOT_NOT_OFFERED",
    field: "startDateTime",
  }),
  reschedule(
    "a 60-minute meeting running past working hours",
    (f: Fixtures) => ({
      bookingId: f.confirmed.id,
      startDateTime: at("16:30"),
      durationId: durationId(link, 60),
    }),
    { status: 422, code: "SLOT_NOT_OFFERED", field: "startDateTime" },
  ),
  reschedule(
    "a taken time",
    (f: Fixtures) => ({ bookingId: f.confirmed.id, startDateTime: at("15:00") }),
    conflict("SLOT_UNAVAILABLE", "startDateTime"),
  ),
  reschedule(
    "a cancelled booking",
    (f: Fixtures) => ({ bookingId: f.cancelled.id, startDateTime: at("13:00") }),
    conflict("BOOKING_NOT_ACTIVE", "bookingId"),
  ),
  reschedule(
    "a rescheduled booking",
    (f: Fixtures) => ({ bookingId: f.rescheduled.id, startDateTime: at("13:00") }),
    conflict("BOOKING_RESCHEDULED", "bookingId"),
  ),
  reschedule(
    "a cancelled booking by its token",
    (f: Fixtures) => ({ manageToken: f.cancelled.manageToken, startDateTime: at("13:00") }),
    conflict("BOOKING_NOT_ACTIVE", "manageToken"),
  ),
  reschedule("a booking whose meeting has started", (f: Fixtures) => ({ bookingId: f.confirmed.id, startDateTime: at("13:00") }), {
    now: at("10:00"),
    ...conflict("BOOKING_STARTED", "bookingId"),
  }),
];

const approveCases: Case[] = [
  ...bodyCases("approve", (f) => ({ bookingId: f.pending.id })),
  ...bookingIdCases("approve", () => ({})),
  approve("no bookingId", {}, bad("bookingId")),
  approve("a manage token instead of bookingId", (f: Fixtures) => ({ manageToken: f.pending.manageToken }), bad("bookingId")),
  approve("a reason (approve takes none)", (f: Fixtures) => ({ bookingId: f.pending.id, reason: "ok" }), bad("reason")),
  approve("a cancelled booking", (f: Fixtures) => ({ bookingId: f.cancelled.id }), conflict("BOOKING_NOT_ACTIVE", "bookingId")),
  approve("a declined booking", (f: Fixtures) => ({ bookingId: f.declined.id }), conflict("BOOKING_NOT_ACTIVE", "bookingId")),
  approve("a rescheduled booking", (f: Fixtures) => ({ bookingId: f.rescheduled.id }), conflict("BOOKING_RESCHEDULED", "bookingId")),
  approve("a booking whose meeting has started", (f: Fixtures) => ({ bookingId: f.pending.id }), {
    now: at("11:00"),
    ...conflict("BOOKING_STARTED", "bookingId"),
  }),
];

const declineCases: Case[] = [
  ...bodyCases("decline", (f) => ({ bookingId: f.pending.id })),
  ...bookingIdCases("decline", () => ({})),
  ...reasonCases("decline", (f) => ({ bookingId: f.pending.id })),
  decline("no bookingId", { reason: "full" }, bad("bookingId")),
  decline("a manage token instead of bookingId", (f: Fixtures) => ({ manageToken: f.pending.manageToken }), bad("bookingId")),
  decline("a confirmed booking", (f: Fixtures) => ({ bookingId: f.confirmed.id }), conflict("BOOKING_NOT_PENDING", "bookingId")),
  decline("a cancelled booking", (f: Fixtures) => ({ bookingId: f.cancelled.id }), conflict("BOOKING_NOT_ACTIVE", "bookingId")),
  decline("a rescheduled booking", (f: Fixtures) => ({ bookingId: f.rescheduled.id }), conflict("BOOKING_RESCHEDULED", "bookingId")),
  decline("a booking whose meeting has started", (f: Fixtures) => ({ bookingId: f.pending.id }), {
    now: at("11:00"),
    ...conflict("BOOKING_STARTED", "bookingId"),
  }),
];

const findCases: Case[] = [
  ...bodyCases("find-by-manage-token", (f) => ({ manageToken: f.confirmed.manageToken })),
  find("no manageToken", {}, bad("manageToken")),
  find("a manageToken that is a number", { manageToken: 7 }, bad("manageToken")),
  find("a 201-character manageToken", { manageToken: "A".repeat(201) }, bad("manageToken")),
  find("a bookingId instead of a token", (f: Fixtures) => ({ bookingId: f.confirmed.id }), bad("manageToken")),
  // Any string up to 200 characters is looked up; what is not a token is simply not found.
  find("an empty manageToken", { manageToken: "" }, notFound("manageToken")),
  find("a booking id as the token", (f: Fixtures) => ({ manageToken: f.confirmed.id }), notFound("manageToken")),
  find("a manageToken with a forged MAC", (f: Fixtures) => ({ manageToken: forged(f.confirmed.manageToken) }), notFound("manageToken")),
  find(
    "a manageToken with its version raised",
    (f: Fixtures) => ({ manageToken: otherVersion(f.confirmed.manageToken) }),
    notFound("manageToken"),
  ),
  find("another team's manageToken", (f: Fixtures) => ({ manageToken: f.strangers.manageToken }), notFound("manageToken")),
  find("a manageToken with the other team's key", (f: Fixtures) => ({ manageToken: f.confirmed.manageToken }), {
    key: "stranger",
    ...notFound("manageToken"),
  }),
  find("a manageToken after the meeting ended", (f: Fixtures) => ({ manageToken: f.confirmed.manageToken }), {
    now: at("10:30"),
    status: 410,
    code: "MANAGE_TOKEN_EXPIRED",
    field: "manageToken",
  }),
];

const reissueCases: Case[] = [
  ...bodyCases("reissue-manage-token", (f) => ({ bookingId: f.confirmed.id })),
  ...bookingIdCases("reissue-manage-token", () => ({})),
  reissue("no bookingId", {}, bad("bookingId")),
  reissue("a manage token instead of bookingId", (f: Fixtures) => ({ manageToken: f.confirmed.manageToken }), bad("bookingId")),
];

const list = (name: string, query: string | ((f: Fixtures) => string), expected: Expected): Case => ({
  name,
  method: "GET",
  path: (f: Fixtures) => `/v1/bookings?${typeof query === "string" ? query : query(f)}`,
  ...expected,
});

const listCases: Case[] = [
  ...["0", "-1", "1.5", "one", "", "1e3", "99999999999"].map((page) => list(`page=${page}`, `page=${page}`, bad("page"))),
  ...["0", "101", "1000", "ten"].map((size) => list(`pageSize=${size}`, `pageSize=${size}`, bad("pageSize"))),
  ...["BOGUS", "confirmed", "", "CONFIRMED,CANCELLED"].map((status) => list(`status=${status}`, `status=${status}`, bad("status"))),
  list("startTo before startFrom", `startFrom=${at("12:00")}&startTo=${at("11:59")}`, bad("startTo")),
  list("startFrom without an offset", "startFrom=2026-12-08T12:00:00", bad("startFrom")),
  list("startTo that is only a date", "startTo=2026-12-08", bad("startTo")),
  list("startFrom with its + left unencoded (a space)", "startFrom=2026-12-08T12:00:00+01:00", bad("startFrom")),
  list("startFrom in the year 9999", "startFrom=9999-01-01T00:00:00Z", bad("startFrom")),
  ...["vera@", "not an email", "%00@example.test", `${"a".repeat(250)}@example.test`].map((email) =>
    list(`attendeeEmail=${email.slice(0, 20)}`, `attendeeEmail=${encodeURIComponent(email)}`, bad("attendeeEmail")),
  ),
  list("bookingLinkId that is not an id", "bookingLinkId=bl%20x", bad("bookingLinkId")),
  list("hostUserId that is not an id", `hostUserId=${"u".repeat(65)}`, bad("hostUserId")),
  list("no key", "", { key: "none", status: 401, code: "UNAUTHENTICATED" }),
  list("an unknown key", "", { key: "unknown", status: 401, code: "UNAUTHENTICATED" }),
];

const get = (name: string, id: string | ((f: Fixtures) => string), expected: Expected): Case => ({
  name,
  method: "GET",
  path: (f: Fixtures) => `/v1/bookings/${typeof id === "string" ? id : id(f)}`,
  ...expected,
});

const getCases: Case[] = [
  get("an id with a dot", "bk_1.1", bad("id")),
  get("an id with a space", "bk%201", bad("id")),
  get("an id with a NUL", "bk%00", bad("id")),
  get("an id of 65 characters", "b".repeat(65), bad("id")),
  get("an id with SQL", "'%20or%201=1--", bad("id")),
  get("an id of non-ASCII letters", "%C3%A9t%C3%A9", bad("id")),
  get("an unknown id", "bk_unknown", notFound("id")),
  get("another team's booking", (f) => f.strangers.id, notFound("id")),
  get("a booking with another team's key", (f) => f.confirmed.id, { key: "stranger", ...notFound("id") }),
  get("a manage token as the id", (f) => f.confirmed.manageToken, bad("id")),
  get("no key", (f) => f.confirmed.id, { key: "none", status: 401, code: "UNAUTHENTICATED" }),
  ...["cancel", "reschedule", "approve", "decline", "find-by-manage-token", "reissue-manage-token"].map((verb) =>
    get(`GET of POST /v1/bookings/${verb}`, verb, { status: 405, code: "METHOD_NOT_ALLOWED" }),
  ),
];

const KEYS = { none: undefined, unknown: "sk_test_unknown", stranger: () => f.strangerKey };

async function send(c: Case): Promise<Response> {
  const key = c.key === undefined ? f.key : c.key === "stranger" ? KEYS.stranger() : KEYS[c.key];
  const path = typeof c.path === "string" ? c.path : c.path(f);
  const body = c.raw ?? (typeof c.body === "function" ? c.body(f) : c.body);
  if (c.method === "GET") return service.server.request("GET", path, { key });
  return service.server.request("POST", path, {
    key,
    body: body === undefined ? "" : body,
    headers: { "content-type": "application/json", ...c.headers },
  });
}

async function create(key: string, linkId: string, startDateTime: string): Promise<Created> {
  const res = await service.server.request("POST", "/v1/bookings/create", {
    key,
    body: { bookingLinkId: linkId, startDateTime, timezone: "Europe/Berlin", attendees: [visitor] },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Created;
}

async function change(verb: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await service.server.request("POST", `/v1/bookings/${verb}`, { key: f.key, body });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

describe.skipIf(!testDbAvailable)("the booking lifecycle endpoints reject bad input", () => {
  beforeAll(async () => {
    f.key = (await seedWorkspace(service.db, makeWorkspace([owner], [link, approvalLink]), new Date(NOW))).key;
    f.strangerKey = (await seedWorkspace(service.db, makeWorkspace([stranger], [strangersLink]), new Date(NOW))).key;
    f.confirmed = await create(f.key, link.id, at("10:00"));
    f.taken = await create(f.key, link.id, at("15:00"));
    f.pending = await create(f.key, approvalLink.id, at("11:00"));
    f.cancelled = await create(f.key, link.id, at("09:00"));
    await change("cancel", { bookingId: f.cancelled.id });
    f.declined = await create(f.key, approvalLink.id, at("12:00"));
    await change("decline", { bookingId: f.declined.id });
    f.rescheduled = await create(f.key, link.id, at("14:00"));
    await change("reschedule", { bookingId: f.rescheduled.id, startDateTime: at("16:00") });
    f.strangers = await create(f.strangerKey, strangersLink.id, at("10:00"));
  });

  // The cases start from valid requests; these show that they are.
  it("accepts the requests the cases start from", async () => {
    const get = await service.server.request("GET", `/v1/bookings/${f.confirmed.id}`, { key: f.key });
    expect(get.status).toBe(200);
    const listed = await service.server.request(
      "GET",
      `/v1/bookings?page=1&pageSize=100&status=CONFIRMED&startFrom=${encodeURIComponent("2026-12-08T11:00:00+01:00")}&startTo=${at("10:00")}&attendeeEmail=VERA@example.test&bookingLinkId=${link.id}&hostUserId=${owner.id}`,
      { key: f.key },
    );
    expect((await listed.json()).data.map((b: Created) => b.id)).toEqual([]); // startTo is exclusive
    const found = await service.server.request("POST", "/v1/bookings/find-by-manage-token", {
      key: f.key,
      body: { manageToken: f.confirmed.manageToken },
    });
    expect(found.status).toBe(200);
    // A reason of several lines, as long as allowed, is taken as given (trimmed).
    const other = await create(f.key, link.id, at("09:30", "2026-12-09"));
    const reason = `  Sorry,\r\n\tI am ill today.${" ".repeat(20)}${"x".repeat(954)}`;
    expect(reason).toHaveLength(1000);
    const cancelled = await change("cancel", { manageToken: other.manageToken, reason });
    expect(cancelled).toMatchObject({ status: "CANCELLED", cancellationReason: reason.trim() });
  });

  const all: [string, Case[]][] = [
    ["GET /v1/bookings", listCases],
    ["GET /v1/bookings/{id}", getCases],
    ["POST /v1/bookings/cancel", cancelCases],
    ["POST /v1/bookings/reschedule", rescheduleCases],
    ["POST /v1/bookings/approve", approveCases],
    ["POST /v1/bookings/decline", declineCases],
    ["POST /v1/bookings/find-by-manage-token", findCases],
    ["POST /v1/bookings/reissue-manage-token", reissueCases],
  ];
  describe.each(all)("%s", (_endpoint, cases) => {
    it.each(cases)("$name → $status $code", async (c) => {
      const [counts, rows] = [await service.rowCounts(), await service.bookingRows()];
      if (c.now) clock.set(c.now);
      await expectProblem(await send(c), c);
      clock.set(NOW);
      expect(await service.rowCounts()).toEqual(counts);
      expect(await service.bookingRows()).toEqual(rows);
      // The tokens given out still work: a refused request revokes nothing.
      const found = await service.server.request("POST", "/v1/bookings/find-by-manage-token", {
        key: f.key,
        body: { manageToken: f.confirmed.manageToken },
      });
      expect(found.status).toBe(200);
    });
  });
});
