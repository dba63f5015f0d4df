// Every way a booking request can be wrong: the exact status and code, the
// offending field, and no row written anywhere.
import { beforeAll, describe, expect, it } from "vitest";
import { expectProblem } from "../testing/expect-problem";
import { makeBookingLink, makeBusyTime, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const NOW = new Date("2026-12-07T08:00:00Z"); // a Monday
const TUESDAY_10 = "2026-12-08T10:00:00Z";
const service = setUpTestService(NOW);

const member = makeMember({ role: "OWNER" });
member.busyTimes = [makeBusyTime("2026-12-08T12:00:00Z", "2026-12-08T13:00:00Z")]; // lunch
const basic = makeBookingLink([member], {
  customFields: [
    { id: "company", name: "company", type: "SHORT_TEXT", label: "Company", required: true, placeholder: "" },
    { id: "phone", name: "phone", type: "PHONE", label: "Phone", required: false, placeholder: "" },
    { id: "agenda", name: "agenda", type: "LONG_TEXT", label: "Agenda", required: false, placeholder: "" },
  ],
});
const withGuests = makeBookingLink([member], { allowGuestInvitations: true, maxGuestsAllowed: 2 });
const withNotice = makeBookingLink([member], { minNoticePeriod: { unit: "HOUR", quantity: 48 } });
const withMaxDate = makeBookingLink([member], { maxDate: "2026-12-08T09:00:00Z" });
const disabled = makeBookingLink([member], { status: "DISABLED" });
const deleted = makeBookingLink([member], { deletedAt: "2026-12-01T00:00:00Z" });
const stranger = makeMember();
const strangersLink = makeBookingLink([stranger]);
let key = "";

const visitor = { name: "Vera Visitor", email: "vera@example.test", isGuest: false };
const guest = (n: number) => ({ name: `Guest ${n}`, email: `guest${n}@example.test`, isGuest: true });
const valid = () => ({
  bookingLinkId: basic.id,
  startDateTime: TUESDAY_10,
  timezone: "UTC",
  attendees: [visitor],
  customFieldResponses: [{ field: { id: "company" }, value: "Acme" }],
});

/** The valid body as bytes, its attendee's name replaced by these bytes (which need not be UTF-8). */
const nameWithBytes = (name: number[]) => {
  const [before, after] = JSON.stringify(valid()).split("Vera Visitor");
  return Buffer.concat([Buffer.from(before!), Buffer.from(name), Buffer.from(after!)]);
};

interface Case {
  name: string;
  body?: unknown;
  raw?: string;
  /** A body sent as these bytes exactly (for bytes that are not UTF-8). */
  bytes?: Uint8Array;
  headers?: Record<string, string>;
  status: number;
  code: string;
  field?: string;
}

const cases: Case[] = [
  {
    name: "no bookingLinkId",
    body: { ...valid(), bookingLinkId: undefined },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "bookingLinkId",
  },
  {
    name: "a bookingLinkId that is not an id",
    body: { ...valid(), bookingLinkId: "bl nope; --" },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "bookingLinkId",
  },
  { name: "unknown bookingLinkId", body: { ...valid(), bookingLinkId: "bl_nope" }, status: 404, code: "NOT_FOUND", field: "bookingLinkId" },
  {
    name: "another team's link",
    body: { ...valid(), bookingLinkId: strangersLink.id },
    status: 404,
    code: "NOT_FOUND",
    field: "bookingLinkId",
  },
  {
    name: "a DISABLED link",
    body: { ...valid(), bookingLinkId: disabled.id, customFieldResponses: [] },
    status: 409,
    code: "BOOKING_LINK_UNAVAILABLE",
    field: "bookingLinkId",
  },
  {
    name: "a deleted link",
    body: { ...valid(), bookingLinkId: deleted.id, customFieldResponses: [] },
    status: 409,
    code: "BOOKING_LINK_UNAVAILABLE",
    field: "bookingLinkId",
  },
  {
    name: "startDateTime that is not a date-time",
    body: { ...valid(), startDateTime: "next tuesday" },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "startDateTime",
  },
  {
    name: "startDateTime without an offset",
    body: { ...valid(), startDateTime: "2026-12-08T10:00:00" },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "startDateTime",
  },
  {
    name: "a start in the year 9999",
    body: { ...valid(), startDateTime: "9999-12-08T10:00:00Z" },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "startDateTime",
  },
  {
    name: "a start off the slot grid",
    body: { ...valid(), startDateTime: "2026-12-08T10:10:00Z" },
    status: 422,
    code: "SLOT_NOT_OFFERED",
    field: "startDateTime",
  },
  {
    name: "a start in the past",
    body: { ...valid(), startDateTime: "2026-12-04T10:00:00Z" },
    status: 422,
    code: "SLOT_NOT_OFFERED",
    field: "startDateTime",
  },
  {
    name: "a start outside working hours",
    body: { ...valid(), startDateTime: "2026-12-08T20:00:00Z" },
    status: 422,
    code: "SLOT_NOT_OFFERED",
    field: "startDateTime",
  },
  {
    name: "a start inside the notice period",
    body: { ...valid(), bookingLinkId: withNotice.id, customFieldResponses: [] },
    status: 422,
    code: "SLOT_NOT_OFFERED",
    field: "startDateTime",
  },
  {
    name: "a start past maxDate",
    body: { ...valid(), bookingLinkId: withMaxDate.id, customFieldResponses: [] },
    status: 422,
    code: "SLOT_NOT_OFFERED",
    field: "startDateTime",
  },
  {
    name: "a start during a calendar event",
    body: { ...valid(), startDateTime: "2026-12-08T12:30:00Z" },
    status: 409,
    code: "SLOT_UNAVAILABLE",
    field: "startDateTime",
  },
  {
    name: "timezone Mars/Phobos",
    body: { ...valid(), timezone: "Mars/Phobos" },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "timezone",
  },
  {
    name: "an offset instead of a zone name",
    body: { ...valid(), timezone: "+05:30" },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "timezone",
  },
  { name: "no attendees field", body: { ...valid(), attendees: undefined }, status: 400, code: "VALIDATION_FAILED", field: "attendees" },
  { name: "an empty attendee list", body: { ...valid(), attendees: [] }, status: 422, code: "ATTENDEE_REQUIRED", field: "attendees" },
  {
    name: "guests only",
    body: { ...valid(), bookingLinkId: withGuests.id, attendees: [guest(1)], customFieldResponses: [] },
    status: 422,
    code: "ATTENDEE_REQUIRED",
    field: "attendees",
  },
  {
    name: "a second attendee who is not a guest",
    body: { ...valid(), bookingLinkId: withGuests.id, attendees: [visitor, { ...guest(1), isGuest: false }], customFieldResponses: [] },
    status: 422,
    code: "TOO_MANY_SCHEDULERS",
    field: "attendees.1.isGuest",
  },
  {
    name: "a second attendee with isGuest left out",
    body: {
      ...valid(),
      bookingLinkId: withGuests.id,
      attendees: [guest(1), visitor, { name: "Nora", email: "nora@example.test" }],
      customFieldResponses: [],
    },
    status: 422,
    code: "TOO_MANY_SCHEDULERS",
    field: "attendees.2.isGuest",
  },
  {
    name: "ten non-guests on a link without guests",
    body: { ...valid(), attendees: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => ({ ...guest(n), isGuest: false })) },
    status: 422,
    code: "TOO_MANY_SCHEDULERS",
    field: "attendees.1.isGuest",
  },
  {
    name: "a guest on a link without guests",
    body: { ...valid(), attendees: [visitor, guest(1)] },
    status: 422,
    code: "GUESTS_NOT_ALLOWED",
    field: "attendees",
  },
  {
    name: "one guest too many",
    body: { ...valid(), bookingLinkId: withGuests.id, attendees: [visitor, guest(1), guest(2), guest(3)], customFieldResponses: [] },
    status: 422,
    code: "TOO_MANY_GUESTS",
    field: "attendees",
  },
  {
    name: "an invalid email",
    body: { ...valid(), attendees: [{ ...visitor, email: "vera@" }] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "attendees.0.email",
  },
  {
    name: "a 400-character email",
    body: { ...valid(), attendees: [{ ...visitor, email: `${"a".repeat(390)}@example.test` }] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "attendees.0.email",
  },
  {
    name: "the same email twice in other case",
    body: {
      ...valid(),
      bookingLinkId: withGuests.id,
      attendees: [visitor, { ...guest(1), email: "VERA@Example.TEST" }],
      customFieldResponses: [],
    },
    status: 422,
    code: "DUPLICATE_ATTENDEE",
    field: "attendees.1.email",
  },
  {
    name: "an empty name",
    body: { ...valid(), attendees: [{ ...visitor, name: "  " }] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "attendees.0.name",
  },
  {
    name: "a 10,000-character name",
    body: { ...valid(), attendees: [{ ...visitor, name: "n".repeat(10_000) }] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "attendees.0.name",
  },
  {
    name: "a 100 KB name",
    body: { ...valid(), attendees: [{ ...visitor, name: "n".repeat(102_400) }] },
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
  },
  {
    name: "a name with CR/LF",
    body: { ...valid(), attendees: [{ ...visitor, name: "Vera\r\nBcc: x@evil.test" }] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "attendees.0.name",
  },
  {
    name: "a name with NEL (U+0085)",
    body: { ...valid(), attendees: [{ ...visitor, name: "Vera\u0085Bcc: x@evil.test" }] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "attendees.0.name",
  },
  {
    name: "a name with LINE SEPARATOR (U+2028)",
    body: { ...valid(), attendees: [{ ...visitor, name: "Vera\u2028Visitor" }] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "attendees.0.name",
  },
  {
    name: "a name with PARAGRAPH SEPARATOR (U+2029)",
    body: { ...valid(), attendees: [{ ...visitor, name: "Vera\u2029Visitor" }] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "attendees.0.name",
  },
  {
    name: "a name with a right-to-left override",
    body: { ...valid(), attendees: [{ ...visitor, name: "Vera \u202Egnp.exe" }] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "attendees.0.name",
  },
  {
    name: "a name with a left-to-right embedding",
    body: { ...valid(), attendees: [{ ...visitor, name: "\u202AVera" }] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "attendees.0.name",
  },
  {
    name: "a name with a first-strong isolate",
    body: { ...valid(), attendees: [{ ...visitor, name: "Vera\u2068 Visitor\u2069" }] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "attendees.0.name",
  },
  {
    name: "a name of zero-width characters only",
    body: { ...valid(), attendees: [{ ...visitor, name: "\u200B\u200C\u200D\u2060\uFEFF" }] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "attendees.0.name",
  },
  {
    name: "a name of Hangul fillers only",
    body: { ...valid(), attendees: [{ ...visitor, name: "\u3164\u3164" }] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "attendees.0.name",
  },
  {
    name: "a guest's name of a soft hyphen and a no-break space",
    body: {
      ...valid(),
      bookingLinkId: withGuests.id,
      attendees: [visitor, { ...guest(1), name: "\u00AD\u00A0" }],
      customFieldResponses: [],
    },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "attendees.1.name",
  },
  {
    name: "a name with a lone surrogate",
    raw: JSON.stringify(valid()).replace('"Vera Visitor"', '"Vera\\ud800"'),
    status: 400,
    code: "VALIDATION_FAILED",
    field: "attendees.0.name",
  },
  {
    name: "a name that is not UTF-8",
    bytes: nameWithBytes([0x56, 0x65, 0x72, 0x61, 0xff]),
    status: 400,
    code: "VALIDATION_FAILED",
    field: "attendees.0.name",
  },
  {
    name: "an unknown member of an attendee",
    body: { ...valid(), attendees: [{ ...visitor, role: "x" }] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "attendees.0.role",
  },
  {
    name: "an unknown member of a custom field answer",
    body: { ...valid(), customFieldResponses: [{ field: { id: "company" }, value: "Acme", label: "x" }] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "customFieldResponses.0.label",
  },
  {
    name: "isGuest that is not a boolean",
    body: { ...valid(), attendees: [{ ...visitor, isGuest: "no" }] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "attendees.0.isGuest",
  },
  {
    name: "a durationId of another link",
    body: { ...valid(), durationId: withGuests.durations[0]!.id },
    status: 422,
    code: "UNKNOWN_DURATION",
    field: "durationId",
  },
  {
    name: "a required custom field left out",
    body: { ...valid(), customFieldResponses: undefined },
    status: 422,
    code: "CUSTOM_FIELD_REQUIRED",
    field: "customFields.company",
  },
  {
    name: "a required custom field left blank",
    body: { ...valid(), customFieldResponses: [{ field: { id: "company" }, value: "   " }] },
    status: 422,
    code: "CUSTOM_FIELD_REQUIRED",
    field: "customFields.company",
  },
  {
    name: "a NUL character in an answer",
    raw: JSON.stringify(valid()).replace('"Acme"', '"Ac\\u0000me"'),
    status: 400,
    code: "VALIDATION_FAILED",
    field: "customFieldResponses.0.value",
  },
  {
    name: "an unknown custom field",
    body: { ...valid(), customFieldResponses: [...valid().customFieldResponses, { field: { id: "shoe_size" }, value: "44" }] },
    status: 422,
    code: "UNKNOWN_CUSTOM_FIELD",
    field: "customFieldResponses.1.field.id",
  },
  {
    name: "a custom field answered twice",
    body: { ...valid(), customFieldResponses: [...valid().customFieldResponses, { field: { id: "company" }, value: "B" }] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "customFieldResponses.1.field.id",
  },
  {
    name: "a phone field that is not a phone number",
    body: { ...valid(), customFieldResponses: [...valid().customFieldResponses, { field: { id: "phone" }, value: "<script>" }] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "customFieldResponses.1.value",
  },
  {
    name: "a short text with LINE SEPARATOR",
    body: { ...valid(), customFieldResponses: [{ field: { id: "company" }, value: "A\u2028B" }] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "customFieldResponses.0.value",
  },
  {
    name: "a short text with a right-to-left override",
    body: { ...valid(), customFieldResponses: [{ field: { id: "company" }, value: "Acme\u202E" }] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "customFieldResponses.0.value",
  },
  {
    name: "a short text of zero-width spaces only",
    body: { ...valid(), customFieldResponses: [{ field: { id: "company" }, value: "\u200B\u200B" }] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "customFieldResponses.0.value",
  },
  {
    name: "a long text with a right-to-left override",
    body: {
      ...valid(),
      customFieldResponses: [...valid().customFieldResponses, { field: { id: "agenda" }, value: "Pricing\n\u202Etxt.exe" }],
    },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "customFieldResponses.1.value",
  },
  {
    name: "a long text with a lone surrogate",
    body: { ...valid(), customFieldResponses: [...valid().customFieldResponses, { field: { id: "agenda" }, value: "A\uD800B" }] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "customFieldResponses.1.value",
  },
  {
    name: "a long text with a control character",
    body: { ...valid(), customFieldResponses: [...valid().customFieldResponses, { field: { id: "agenda" }, value: "A\u001bB" }] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "customFieldResponses.1.value",
  },
  {
    name: "a multi-line short text",
    body: { ...valid(), customFieldResponses: [{ field: { id: "company" }, value: "A\nB" }] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "customFieldResponses.0.value",
  },
  {
    name: "a custom field value that is not a string",
    body: { ...valid(), customFieldResponses: [{ field: { id: "company" }, value: 42 }] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "customFieldResponses.0.value",
  },
  {
    name: "an unknown top-level field",
    body: { ...valid(), durationID: "x" },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "durationID",
  },
  // The utm extension: five optional one-line strings of at most 200 characters, nothing else.
  ...(
    [
      ["a utm value of 201 characters", { source: "x".repeat(201) }, "utm.source"],
      ["an empty utm value", { medium: "" }, "utm.medium"],
      ["a utm value with a line break", { campaign: "spring\nsale" }, "utm.campaign"],
      ["a utm value with a right-to-left override", { term: "a\u202Eb" }, "utm.term"],
      ["a utm value that is not a string", { content: 42 }, "utm.content"],
      ["a utm key spelt as the URL parameter", { utm_source: "news" }, "utm.utm_source"],
      ["an unknown utm key", { source: "news", gclid: "x" }, "utm.gclid"],
      ["utm that is not an object", "news", "utm"],
    ] as const
  ).map(([name, utm, field]) => ({ name, body: { ...valid(), utm }, status: 400, code: "VALIDATION_FAILED", field })),
  { name: "a JSON array body", body: [valid()], status: 400, code: "VALIDATION_FAILED" },
  { name: "malformed JSON", raw: '{"bookingLinkId": ', status: 400, code: "INVALID_JSON" },
  { name: "an empty body", raw: "", status: 400, code: "INVALID_JSON" },
  {
    name: "a form-encoded body",
    raw: "bookingLinkId=x",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
  },
  { name: "no content type", raw: JSON.stringify(valid()), headers: { "content-type": "" }, status: 415, code: "UNSUPPORTED_MEDIA_TYPE" },
  {
    name: "a 1,000-deep nested value",
    raw: JSON.stringify({ ...valid(), durationId: undefined }).replace(/}$/, `,"durationId":${"[".repeat(1000)}${"]".repeat(1000)}}`),
    status: 400,
    code: "VALIDATION_FAILED",
    field: "body",
  },
  {
    name: "an Idempotency-Key with spaces",
    body: valid(),
    headers: { "idempotency-key": "a b" },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "idempotency-key",
  },
];

describe.skipIf(!testDbAvailable)("POST /v1/bookings/create rejects bad input", () => {
  beforeAll(async () => {
    const team = await seedWorkspace(
      service.db,
      makeWorkspace([member], [basic, withGuests, withNotice, withMaxDate, disabled, deleted]),
      NOW,
    );
    await seedWorkspace(service.db, makeWorkspace([stranger], [strangersLink]), NOW);
    key = team.key;
  });

  it("accepts the valid request the cases start from (checked on a copy of the link)", async () => {
    const copy = { ...valid(), startDateTime: "2026-12-09T10:00:00Z" };
    const res = await service.server.request("POST", "/v1/bookings/create", { key, body: copy });
    expect(res.status).toBe(201);
  });

  it.each(cases)("$name → $status $code", async ({ body, raw, bytes, headers, status, code, field }) => {
    const before = await service.rowCounts();
    const res = await service.server.request("POST", "/v1/bookings/create", {
      key,
      body: bytes ?? raw ?? body,
      headers: { "content-type": "application/json", ...headers },
    });
    await expectProblem(res, { status, code, field });
    expect(await service.rowCounts()).toEqual(before);
  });
});

describe.skipIf(!testDbAvailable)("routing errors", () => {
  it.each([
    ["GET", "/v1/nothing-here", 404, "ROUTE_NOT_FOUND"],
    ["GET", "/v1/bookings/create", 405, "METHOD_NOT_ALLOWED"],
    ["DELETE", "/v1/booking-links/abc", 405, "METHOD_NOT_ALLOWED"],
  ])("%s %s → %i %s", async (method, path, status, code) => {
    const res = await service.server.request(method, path, { key });
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ status, code });
    if (status === 405) expect(res.headers.get("allow")).toMatch(/GET|POST/);
  });
});
