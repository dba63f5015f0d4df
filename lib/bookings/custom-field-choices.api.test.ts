// SELECT, MULTI_SELECT and CHECKBOX custom fields (extensions): set on a link through the API, answered at
// booking as strings (an option's value, a JSON array of values, "true"/"false"), read back as sent.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingLinkSchema } from "../contract/booking-links";
import { outboxMessages } from "../db/schema";
import { makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const NOW = new Date("2026-12-07T08:00:00Z");
const service = setUpTestService(NOW);

const FIELDS = [
  {
    id: "plan",
    name: "plan",
    type: "SELECT",
    label: "Plan",
    required: true,
    placeholder: "",
    options: [
      { value: "basic", label: "Basic" },
      { value: "pro", label: "Pro" },
    ],
  },
  {
    id: "topics",
    name: "topics",
    type: "MULTI_SELECT",
    label: "Topics",
    required: false,
    placeholder: "",
    options: [
      { value: "a", label: "Apples" },
      { value: "b", label: "Bananas" },
    ],
  },
  { id: "consent", name: "consent", type: "CHECKBOX", label: "I agree", required: true, placeholder: "" },
  { id: "news", name: "news", type: "CHECKBOX", label: "Newsletter", required: false, placeholder: "" },
];

async function setUp() {
  const member = makeMember({ role: "OWNER" });
  const team = await seedWorkspace(service.db, makeWorkspace([member]), NOW);
  const key = team.keyOf(member);
  const res = await service.server.request("POST", "/v1/booking-links/create", {
    key,
    body: { slug: "choices", title: "Choices", bookingDurations: [{ durationInMinutes: 30, isDefault: true }], customFields: FIELDS },
  });
  expect(res.status).toBe(201);
  const link = bookingLinkSchema.parse(await res.json());
  let hour = 9;
  const book = (answers: Record<string, string>) =>
    service.server.request("POST", "/v1/bookings/create", {
      key,
      body: {
        bookingLinkId: link.id,
        startDateTime: `2026-12-08T${String(hour++).padStart(2, "0")}:00:00Z`,
        timezone: "UTC",
        attendees: [{ name: "Vera Visitor", email: "vera@example.test" }],
        customFieldResponses: Object.entries(answers).map(([id, value]) => ({ field: { id }, value })),
      },
    });
  return { key, link, book };
}

describe.skipIf(!testDbAvailable)("SELECT, MULTI_SELECT and CHECKBOX custom fields", () => {
  it("keeps the options on the link and the answers as strings", async () => {
    const { key, link, book } = await setUp();
    expect(link.customFields).toEqual(FIELDS);
    const res = await book({ plan: "pro", topics: '["a","b"]', consent: "true", news: "false" });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const read = await (await service.server.request("GET", `/v1/bookings/${id}`, { key })).json();
    expect(read.customFieldResponses.map((r: { fieldId: string; value: string }) => [r.fieldId, r.value])).toEqual([
      ["plan", "pro"],
      ["topics", '["a","b"]'],
      ["consent", "true"],
      ["news", "false"],
    ]);
    // What e-mails show: options by their labels, boxes as ticks; webhooks keep the values above.
    const [change] = await service.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.bookingId, id), eq(outboxMessages.channel, "CHANGE")));
    const payload = change!.payload as { change: { booking: { answers: unknown } } };
    expect(payload.change.booking.answers).toEqual([
      { label: "Plan", value: "Pro" },
      { label: "Topics", value: "Apples, Bananas" },
      { label: "I agree", value: "✓" },
      { label: "Newsletter", value: "✗" },
    ]);
  });

  it.each([
    ["a SELECT value that is no option", { plan: "gold", consent: "true" }, 400, "VALIDATION_FAILED", "customFieldResponses.0.value"],
    ["a SELECT label instead of its value", { plan: "Pro", consent: "true" }, 400, "VALIDATION_FAILED", "customFieldResponses.0.value"],
    ["MULTI_SELECT not JSON", { plan: "pro", topics: "a,b", consent: "true" }, 400, "VALIDATION_FAILED", "customFieldResponses.1.value"],
    [
      "MULTI_SELECT a JSON string",
      { plan: "pro", topics: '"a"', consent: "true" },
      400,
      "VALIDATION_FAILED",
      "customFieldResponses.1.value",
    ],
    [
      "MULTI_SELECT an unknown value",
      { plan: "pro", topics: '["a","z"]', consent: "true" },
      400,
      "VALIDATION_FAILED",
      "customFieldResponses.1.value",
    ],
    [
      "MULTI_SELECT a value twice",
      { plan: "pro", topics: '["a","a"]', consent: "true" },
      400,
      "VALIDATION_FAILED",
      "customFieldResponses.1.value",
    ],
    ["MULTI_SELECT numbers", { plan: "pro", topics: "[1]", consent: "true" }, 400, "VALIDATION_FAILED", "customFieldResponses.1.value"],
    ["CHECKBOX yes", { plan: "pro", consent: "yes" }, 400, "VALIDATION_FAILED", "customFieldResponses.1.value"],
    ["a required CHECKBOX unticked", { plan: "pro", consent: "false" }, 422, "CUSTOM_FIELD_REQUIRED", "customFields.consent"],
    ["a required SELECT unanswered", { consent: "true" }, 422, "CUSTOM_FIELD_REQUIRED", "customFields.plan"],
  ])("refuses %s", async (_name, answers, status, code, field) => {
    const { book } = await setUp();
    const res = await book(answers);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ code, field });
  });

  it("accepts an empty MULTI_SELECT when it is optional", async () => {
    const { book } = await setUp();
    expect((await book({ plan: "basic", topics: "[]", consent: "true" })).status).toBe(201);
  });

  it.each([
    ["SELECT without options", [{ name: "p", type: "SELECT", label: "P", required: false }], "customFields.0.options"],
    [
      "MULTI_SELECT with empty options",
      [{ name: "p", type: "MULTI_SELECT", label: "P", required: false, options: [] }],
      "customFields.0.options",
    ],
    [
      "an option value twice",
      [
        {
          name: "p",
          type: "SELECT",
          label: "P",
          required: false,
          options: [
            { value: "x", label: "X" },
            { value: "x", label: "Y" },
          ],
        },
      ],
      "customFields.0.options.1.value",
    ],
    [
      "options on a SHORT_TEXT",
      [{ name: "p", type: "SHORT_TEXT", label: "P", required: false, options: [{ value: "x", label: "X" }] }],
      "customFields.0.options",
    ],
    [
      "an option without label",
      [{ name: "p", type: "SELECT", label: "P", required: false, options: [{ value: "x" }] }],
      "customFields.0.options.0.label",
    ],
    [
      "an empty option value",
      [{ name: "p", type: "SELECT", label: "P", required: false, options: [{ value: "", label: "X" }] }],
      "customFields.0.options.0.value",
    ],
  ])("refuses a link with %s", async (_name, customFields, field) => {
    const { key } = await setUp();
    const res = await service.server.request("POST", "/v1/booking-links/create", {
      key,
      body: { slug: "bad-fields", title: "Bad", bookingDurations: [{ durationInMinutes: 30, isDefault: true }], customFields },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "VALIDATION_FAILED", field });
  });
});
