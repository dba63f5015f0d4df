// tools/call answered directly (lib/mcp/direct-tool-call.ts): byte for byte what the SDK's server and transport
// answer, and each request with its own key's answer when many run at once (shared caches, no shared caller).
import { beforeEach, describe, expect, it } from "vitest";
import { makeClock } from "../testing/clock";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const START = "2026-12-07T08:00:00Z"; // a Monday; hosts work 09:00-17:00 UTC on weekdays
const clock = makeClock(START);
const service = setUpTestService(clock);
beforeEach(() => clock.set(START));

const DAY = { startDate: "2026-12-08T00:00:00Z", endDate: "2026-12-08T23:59:59Z" };
const MCP = { accept: "application/json, text/event-stream" };

// biome-ignore lint/suspicious/noExplicitAny: the tests read answers of several shapes, checked by their assertions.
type Json = Record<string, any>;

/** POST /mcp with one tools/call; `meta` adds params._meta, which sends the call the SDK's way. */
async function toolCall(key: string, name: string, args: unknown, options: { id?: number | string; meta?: boolean } = {}) {
  const params = { name, arguments: args, ...(options.meta && { _meta: {} }) };
  const res = await service.server.request("POST", "/mcp", {
    key,
    body: { jsonrpc: "2.0", id: options.id ?? 1, method: "tools/call", params },
    headers: MCP,
  });
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
}

async function twoTeams() {
  const owner = makeMember({ role: "OWNER" });
  const mia = makeMember({ role: "MEMBER" });
  const ben = makeMember({ role: "MEMBER" });
  const miaLink = makeBookingLink([mia], { title: "Mia's call" });
  const benLink = makeBookingLink([ben], { title: "Ben's call" });
  const first = await seedWorkspace(service.db, makeWorkspace([owner, mia, ben], [miaLink, benLink]), new Date(START));
  const other = makeMember({ role: "OWNER" });
  const otherLink = makeBookingLink([other], { title: "Other team's call" });
  const second = await seedWorkspace(service.db, makeWorkspace([other], [otherLink]), new Date(START));
  for (const [link, email] of [
    [miaLink, "for-mia@example.test"],
    [benLink, "for-ben@example.test"],
  ] as const) {
    const res = await service.server.request("POST", "/v1/bookings/create", {
      key: first.key,
      body: {
        bookingLinkId: link.id,
        startDateTime: "2026-12-08T10:00:00Z",
        timezone: "UTC",
        attendees: [{ name: "Vera", email, isGuest: false }],
      },
    });
    expect(res.status).toBe(201);
  }
  return { mia: first.keyOf(mia), ben: first.keyOf(ben), other: second.key, miaLink, benLink, otherLink };
}

describe.skipIf(!testDbAvailable)("tools/call answered directly", () => {
  it("answers exactly what the SDK's server answers: results, tool errors, any id", async () => {
    const { mia, miaLink, otherLink } = await twoTeams();
    const calls: [string, unknown, number | string][] = [
      ["list_time_slots", { bookingLinkId: miaLink.id, ...DAY, timeZone: "Asia/Kolkata" }, 7],
      ["list_time_slots", { bookingLinkId: miaLink.id, ...DAY, timeZone: "Asia/Kolkata" }, "again"],
      ["get_booking_link", { bookingLinkId: miaLink.id }, 1],
      ["get_booking_link", { bookingLinkId: otherLink.id }, 2],
      ["list_bookings", { pageSize: 10 }, 3],
      ["list_bookings", { pageSize: "ten" }, 4],
      ["get_my_schedule", undefined, 5],
    ];
    for (const [name, args, id] of calls) {
      const direct = await toolCall(mia, name, args, { id });
      const sdk = await toolCall(mia, name, args, { id, meta: true });
      expect(direct).toEqual(sdk);
      expect(direct.status).toBe(200);
      expect(JSON.parse(direct.text)).toMatchObject({ jsonrpc: "2.0", id, result: { content: [{ type: "text" }] } });
    }
    expect(JSON.parse((await toolCall(mia, "get_booking_link", { bookingLinkId: otherLink.id })).text).result.isError).toBe(true);
  });

  it("gives each of many concurrent calls its own key's answer", async () => {
    const { mia, ben, other, miaLink, benLink, otherLink } = await twoTeams();
    const expected = {
      [mia]: { link: miaLink.title, email: "for-mia@example.test" },
      [ben]: { link: benLink.title, email: "for-ben@example.test" },
      [other]: { link: otherLink.title, email: undefined },
    };
    const linkOf = { [mia]: miaLink.id, [ben]: benLink.id, [other]: otherLink.id };
    const keys = Array.from({ length: 30 }, (_, i) => [mia, ben, other][i % 3]!);
    const answers = await Promise.all(
      keys.flatMap((key, i) => [
        toolCall(key, "get_booking_link", { bookingLinkId: linkOf[key] }, { id: i }).then((a) => ({ key, kind: "link", a })),
        toolCall(key, "list_bookings", {}, { id: i }).then((a) => ({ key, kind: "bookings", a })),
        toolCall(key, "list_time_slots", { bookingLinkId: linkOf[key], ...DAY }, { id: i }).then((a) => ({ key, kind: "slots", a })),
      ]),
    );
    for (const { key, kind, a } of answers) {
      const result = (JSON.parse(a.text) as Json).result;
      expect(result.isError).toBeUndefined();
      if (kind === "link") expect(result.structuredContent.title).toBe(expected[key]!.link);
      if (kind === "slots") expect(result.structuredContent.bookingLinkId).toBe(linkOf[key]);
      if (kind === "bookings") {
        const emails = (result.structuredContent.data as Json[]).flatMap((b) => b.attendees.map((x: Json) => x.email));
        expect(emails).toEqual(expected[key]!.email ? [expected[key]!.email] : []);
      }
    }
  });
});
