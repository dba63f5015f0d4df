// The MCP endpoint, driven by the SDK's own client over real HTTP: the tools
// answer what the /v1 routes answer, refuse what they refuse (as tool errors
// carrying the problem's code and field), and sit behind the same key,
// budget and body limit.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditEvents } from "../db/schema";
import { createRateLimiter } from "../rate-limit/rate-limits";
import { makeClock } from "../testing/clock";
import { durationId, makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { startTestServer } from "../testing/http";
import { setUpMcpClients } from "../testing/mcp-client";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const START = "2026-12-07T08:00:00Z"; // a Monday; hosts work 09:00-17:00 UTC on weekdays
const clock = makeClock(START);
const service = setUpTestService(clock);
beforeEach(() => clock.set(START));

const visitor = { name: "Vera Visitor", email: "vera@example.test", isGuest: false };
const DAY = { startDate: "2026-12-08T00:00:00Z", endDate: "2026-12-08T23:59:59Z" };

// biome-ignore lint/suspicious/noExplicitAny: the tests read answers of several shapes, checked by their assertions.
type Json = Record<string, any>;

const { connect, call } = setUpMcpClients("mcp-api-test");

/** The problem a tool error carries as its text. */
async function toolProblem(client: Client, name: string, args: Json) {
  const { result } = await call(client, name, args);
  expect(result.isError).toBe(true);
  return JSON.parse((result.content[0] as { text: string }).text) as Json;
}

async function v1(method: string, path: string, key: string, body?: unknown) {
  const res = await service.server.request(method, path, { key, body });
  return (await res.json()) as Json;
}

async function team() {
  const owner = makeMember({ role: "OWNER" });
  const host = makeMember({ role: "MEMBER" });
  const billing = makeMember({ role: "BILLING_ONLY" });
  const link = makeBookingLink([host], {
    durations: [
      { minutes: 30, isDefault: true },
      { minutes: 60, isDefault: false },
    ],
  });
  const seeded = await seedWorkspace(service.db, makeWorkspace([owner, host, billing], [link]), new Date(START));
  const client = await connect(service.server.url, seeded.key);
  const slotsArgs = { bookingLinkId: link.id, ...DAY };
  const book = async (startDateTime: string, extra: Json = {}) =>
    call(client, "create_booking", { bookingLinkId: link.id, startDateTime, timezone: "Asia/Kolkata", attendees: [visitor], ...extra });
  return { owner, host, billing, link, key: seeded.key, seeded, client, slotsArgs, book };
}

describe.skipIf(!testDbAvailable)("the MCP endpoint", () => {
  it("lists its tools with input and output schemas from the /v1 contract", async () => {
    const { client } = await team();
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      "get_booking_link",
      "list_time_slots",
      "create_booking",
      "list_bookings",
      "get_booking",
      "cancel_booking",
      "reschedule_booking",
      "list_my_booking_links",
      "update_booking_link",
      "get_my_schedule",
      "set_weekly_hours",
      "add_day_off",
    ]);
    const create = tools.find((tool) => tool.name === "create_booking")!;
    expect(create.inputSchema.required).toEqual(expect.arrayContaining(["bookingLinkId", "startDateTime", "timezone", "attendees"]));
    expect(create.inputSchema).toMatchObject({ additionalProperties: false });
    expect((create.inputSchema.properties as Json).startDateTime.description).toMatch(/Start of a slot/);
    expect(create.outputSchema?.properties).toHaveProperty("manageToken");
    expect(tools.find((tool) => tool.name === "get_booking_link")!.annotations).toMatchObject({ readOnlyHint: true });
    expect(client.getServerVersion()).toMatchObject({ name: "team-scheduling" });
  });

  it("reads a booking link as GET /v1/booking-links/:id answers it", async () => {
    const { client, link, key } = await team();
    const { result, data } = await call(client, "get_booking_link", { bookingLinkId: link.id });
    expect(result.isError).toBeFalsy();
    expect(data).toEqual(await v1("GET", `/v1/booking-links/${link.id}`, key));
    expect(JSON.parse((result.content[0] as { text: string }).text)).toEqual(data);
  });

  it("lists a day's slots for a duration, in UTC and in the asked zone", async () => {
    const { client, link, key, slotsArgs } = await team();
    const sixty = durationId(link, 60);
    const { data } = await call(client, "list_time_slots", { ...slotsArgs, durationId: sixty, timeZone: "Pacific/Chatham" });
    const http = await v1(
      "GET",
      `/v1/booking-links/${link.id}/time-slots?startDate=${DAY.startDate}&endDate=${DAY.endDate}&durationId=${sixty}`,
      key,
    );
    expect(data.availableSlots.map((s: Json) => ({ start: s.start, end: s.end }))).toEqual(http.availableSlots);
    expect(data.availableSlots[0]).toEqual({
      start: "2026-12-08T09:00:00.000Z",
      end: "2026-12-08T10:00:00.000Z",
      // Chatham is +13:45 in its summer.
      localStart: "2026-12-08T22:45:00+13:45",
      localEnd: "2026-12-08T23:45:00+13:45",
    });
    const kolkata = await call(client, "list_time_slots", { ...slotsArgs, timeZone: "Asia/Kolkata" });
    expect(kolkata.data.availableSlots[0].localStart).toBe("2026-12-08T14:30:00+05:30");
    expect(kolkata.data.timeZone).toBe("Asia/Kolkata");
  });

  it("books a listed slot, attributed to the key's user in the audit log, and the slot is gone", async () => {
    const { client, owner, key, slotsArgs, book } = await team();
    const { result, data } = await book("2026-12-08T10:00:00Z");
    expect(result.isError).toBeFalsy();
    expect(data).toMatchObject({ id: expect.stringMatching(/^bk_/), manageToken: expect.stringContaining(data.id), replayed: false });
    expect(await v1("GET", `/v1/bookings/${data.id}`, key)).toMatchObject({ status: "CONFIRMED", attendees: [visitor] });
    const after = await call(client, "list_time_slots", slotsArgs);
    expect(after.data.availableSlots.map((s: Json) => s.start)).not.toContain("2026-12-08T10:00:00.000Z");
    const events = await service.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "CALENDAR_EVENT_CREATED"), eq(auditEvents.actorUserId, owner.id)));
    expect(events).toHaveLength(1);
    expect(events[0]!.details).toMatchObject({ subject: { type: "booking", id: data.id } });
  });

  it("replays a booking retried with its idempotencyKey, and refuses the key with other arguments", async () => {
    const { client, link, key, book } = await team();
    const first = await book("2026-12-08T11:00:00Z", { idempotencyKey: "assistant-try-1" });
    const again = await book("2026-12-08T11:00:00Z", { idempotencyKey: "assistant-try-1" });
    expect(again.data).toEqual({ ...first.data, replayed: true });
    const other = await toolProblem(client, "create_booking", {
      bookingLinkId: link.id,
      startDateTime: "2026-12-08T12:00:00Z",
      timezone: "Asia/Kolkata",
      attendees: [visitor],
      idempotencyKey: "assistant-try-1",
    });
    expect(other).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED", status: 422 });
    // The key is the API key's: a booking made through /v1 with it is the one the tool answers.
    const body = { bookingLinkId: link.id, startDateTime: "2026-12-08T14:00:00Z", timezone: "Asia/Kolkata", attendees: [visitor] };
    const res = await service.server.request("POST", "/v1/bookings/create", {
      key,
      body,
      headers: { "idempotency-key": "made-over-http" },
    });
    const made = (await res.json()) as Json;
    expect((await call(client, "create_booking", { ...body, idempotencyKey: "made-over-http" })).data).toEqual({ ...made, replayed: true });
  });

  it("lists, reschedules and cancels bookings as the lifecycle routes do", async () => {
    const { client, link, key, book } = await team();
    const { data: made } = await book("2026-12-08T13:00:00Z");
    const listed = await call(client, "list_bookings", { bookingLinkId: link.id, pageSize: 10 });
    expect(listed.data).toMatchObject({ total: 1, pageSize: 10, pageNumber: 1, data: [{ id: made.id, status: "CONFIRMED" }] });
    expect((await call(client, "get_booking", { bookingId: made.id })).data).toEqual(await v1("GET", `/v1/bookings/${made.id}`, key));

    const moved = await call(client, "reschedule_booking", { bookingId: made.id, startDateTime: "2026-12-08T15:00:00Z" });
    expect(moved.data).toMatchObject({ status: "CONFIRMED", start: "2026-12-08T15:00:00.000Z", rescheduledFromBookingId: made.id });
    expect(await v1("GET", `/v1/bookings/${made.id}`, key)).toMatchObject({ status: "RESCHEDULED" });

    const cancelled = await call(client, "cancel_booking", { bookingId: moved.data.id, reason: "Plans changed" });
    expect(cancelled.data).toMatchObject({ status: "CANCELLED", cancellationReason: "Plans changed", cancelledBy: "HOST" });
    const slots = await call(client, "list_time_slots", { bookingLinkId: link.id, ...DAY });
    expect(slots.data.availableSlots.map((s: Json) => s.start)).toContain("2026-12-08T15:00:00.000Z");
    const actions = (await service.db.select().from(auditEvents)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["CALENDAR_EVENT_UPDATED", "CALENDAR_EVENT_DELETED"]));
  });
});

describe.skipIf(!testDbAvailable)("what the MCP endpoint refuses", () => {
  it("answers 401 without a key or with a wrong one, before any tool runs", async () => {
    for (const key of [undefined, "sk_not_a_real_key_0000000000000000"]) {
      const refused = connect(service.server.url, key);
      await expect(refused).rejects.toMatchObject({ code: 401 });
      await expect(refused).rejects.toThrow(/UNAUTHENTICATED/);
    }
  });

  it("does not let one team read or book another team's link", async () => {
    const { client } = await team();
    const other = await team();
    const read = await toolProblem(client, "get_booking_link", { bookingLinkId: other.link.id });
    expect(read).toMatchObject({ code: "NOT_FOUND", status: 404, field: "bookingLinkId" });
    const slots = await toolProblem(client, "list_time_slots", { bookingLinkId: other.link.id });
    expect(slots).toMatchObject({ code: "NOT_FOUND", field: "bookingLinkId" });
    const booked = await toolProblem(client, "create_booking", {
      bookingLinkId: other.link.id,
      startDateTime: "2026-12-08T10:00:00Z",
      timezone: "UTC",
      attendees: [visitor],
    });
    expect(booked).toMatchObject({ code: "NOT_FOUND", field: "bookingLinkId" });
    const { data: theirs } = await other.book("2026-12-08T10:00:00Z");
    expect(await toolProblem(client, "cancel_booking", { bookingId: theirs.id })).toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses a start that is not one of the link's slots, and a taken one, changing nothing", async () => {
    const { book } = await team();
    const before = await service.rowCounts();
    const offGrid = await book("2026-12-08T10:07:00Z");
    expect(offGrid.result.isError).toBe(true);
    expect(JSON.parse((offGrid.result.content[0] as { text: string }).text)).toMatchObject({
      code: "SLOT_NOT_OFFERED",
      status: 422,
      field: "startDateTime",
    });
    expect(await service.rowCounts()).toEqual(before);
    await book("2026-12-08T10:00:00Z");
    const taken = await book("2026-12-08T10:00:00Z");
    expect(JSON.parse((taken.result.content[0] as { text: string }).text)).toMatchObject({ code: "SLOT_UNAVAILABLE", status: 409 });
  });

  it("answers bad arguments with VALIDATION_FAILED naming the field", async () => {
    const { client, link } = await team();
    const cases: [string, Json, string][] = [
      ["get_booking_link", {}, "bookingLinkId"],
      ["get_booking_link", { bookingLinkId: "no spaces allowed" }, "bookingLinkId"],
      ["list_time_slots", { bookingLinkId: link.id, timeZone: "Mars/Olympus" }, "timeZone"],
      ["list_time_slots", { bookingLinkId: link.id, startDate: "tomorrow" }, "startDate"],
      [
        "create_booking",
        { bookingLinkId: link.id, startDateTime: "2026-12-08T10:00:00Z", timezone: "UTC", attendees: [{ name: "A", email: "not-mail" }] },
        "attendees.0.email",
      ],
      [
        "create_booking",
        { bookingLinkId: link.id, startDateTime: "2026-12-08T10:00:00Z", timezone: "UTC", attendees: [visitor], colour: "red" },
        "colour",
      ],
      ["list_bookings", { pageSize: 1000 }, "pageSize"],
      ["cancel_booking", { reason: "no target" }, "bookingId"],
    ];
    for (const [tool, args, field] of cases) {
      expect(await toolProblem(client, tool, args), `${tool} ${JSON.stringify(args)}`).toMatchObject({
        code: "VALIDATION_FAILED",
        status: 400,
        field,
      });
    }
  });

  it("applies the key's role: a BILLING_ONLY key reads no bookings", async () => {
    const { seeded, billing } = await team();
    const client = await connect(service.server.url, seeded.keyOf(billing));
    expect(await toolProblem(client, "list_bookings", {})).toMatchObject({ code: "FORBIDDEN", status: 403 });
  });

  it("answers an unknown tool with a protocol error", async () => {
    const { client } = await team();
    await expect(client.callTool({ name: "delete_everything", arguments: {} })).rejects.toThrow(/Unknown tool: delete_everything/);
  });

  it("is stateless: JSON answers without a session, GET 405, batches refused", async () => {
    const { key } = await team();
    const post = (body: unknown) =>
      service.server.request("POST", "/mcp", { key, body, headers: { accept: "application/json, text/event-stream" } });
    const init = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "curl", version: "1" } },
    };
    const res = await post(init);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("mcp-session-id")).toBeNull();
    expect(res.headers.get("ratelimit-limit")).not.toBeNull();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await res.json()).toMatchObject({ id: 1, result: { serverInfo: { name: "team-scheduling" }, capabilities: { tools: {} } } });
    // Any request stands alone: tools/call without an initialize before it on this "connection".
    const listed = await post({ jsonrpc: "2.0", id: 2, method: "tools/list" });
    expect(((await listed.json()) as Json).result.tools).toHaveLength(12);
    const get = await service.server.request("GET", "/mcp", { key, headers: { accept: "text/event-stream" } });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect(await (await post([init])).json()).toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
    // The transport's rule: clients say they take both kinds of answer.
    expect((await service.server.request("POST", "/mcp", { key, body: init })).status).toBe(406);
    const notJson = await service.server.request("POST", "/mcp", { key, body: "{", headers: { "content-type": "application/json" } });
    expect(await notJson.json()).toMatchObject({ status: 400, code: "INVALID_JSON" });
  });

  it("refuses bodies over the /v1 limit with 413 PAYLOAD_TOO_LARGE", async () => {
    const { client, link } = await team();
    const huge = {
      bookingLinkId: link.id,
      startDateTime: "2026-12-08T10:00:00Z",
      timezone: "UTC",
      attendees: [{ ...visitor, name: "x".repeat(200_000) }],
    };
    await expect(client.callTool({ name: "create_booking", arguments: huge })).rejects.toMatchObject({ code: 413 });
    await expect(client.callTool({ name: "create_booking", arguments: huge })).rejects.toThrow(/PAYLOAD_TOO_LARGE/);
  });
});

describe.skipIf(!testDbAvailable)("the MCP endpoint's request budget", () => {
  it("is the key's /v1 budget: spent on /v1, MCP calls answer 429 RATE_LIMITED", async () => {
    const limiter = createRateLimiter({ limits: { "api-key": { points: 5, seconds: 60 } } });
    const server = await startTestServer({ getDb: async () => service.db, now: clock.now, rateLimiter: limiter });
    try {
      const { key, link } = await team();
      const client = await connect(server.url, key);
      let answered = 0;
      const over = await (async () => {
        for (let i = 0; i < 6; i++) {
          try {
            await client.callTool({ name: "get_booking_link", arguments: { bookingLinkId: link.id } });
            answered++;
          } catch (error) {
            return error;
          }
        }
      })();
      expect(over).toMatchObject({ code: 429 });
      expect(String(over)).toMatch(/RATE_LIMITED/);
      expect(answered).toBeLessThan(5);
      // The same budget: /v1 is refused too.
      expect((await server.request("GET", `/v1/booking-links/${link.id}`, { key })).status).toBe(429);
    } finally {
      await server.close();
      await limiter.close();
    }
  });
});
