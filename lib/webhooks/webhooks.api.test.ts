// Webhooks end to end: made through /v1, fed by booking changes through the
// outbox, delivered over real HTTP to a receiver in the test process, and
// verified there with the Standard Webhooks library.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDispatcher } from "../notifications/dispatcher";
import { webhookSender } from "../notifications/webhook/webhook-sender";
import { makeClock } from "../testing/clock";
import { expectProblem } from "../testing/expect-problem";
import { makeBookingLink, makeMember, makeWorkspace, seedWorkspace } from "../testing/factories";
import { testDbAvailable } from "../testing/test-database";
import { setUpTestService } from "../testing/test-service";

const START = "2026-12-07T08:00:00Z";
const clock = makeClock(START);
const service = setUpTestService(clock, { allowPrivateWebhookTargets: true });

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
/** Status codes the receiver answers with, in turn; 200 once they run out. */
let answers: number[] = [];
let receiver: Server;
let receiverUrl = "";
beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(answers.shift() ?? 200, { "content-type": "text/plain" }).end("thanks");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(() => new Promise((resolve) => receiver.close(resolve)));
beforeEach(() => {
  clock.set(START);
  received.length = 0;
  answers = [];
});

const dispatcher = (allowPrivate = true) =>
  createDispatcher({
    getDb: async () => service.db,
    senders: { WEBHOOK: webhookSender({ getDb: async () => service.db, allowPrivate, timeoutMs: 2_000 }) },
    now: clock.now,
    baseDelayMs: 1_000,
    random: () => 1,
    log: () => {},
  });
const drain = async (d = dispatcher()) => {
  while ((await d.runOnce()) > 0);
};

async function call(method: string, path: string, key: string, body?: unknown) {
  const res = await service.server.request(method, path, { key, body });
  return { res, status: res.status, body: await res.clone().json() };
}

async function team() {
  const owner = makeMember({ role: "OWNER" });
  const member = makeMember({ role: "MEMBER" });
  const link = makeBookingLink([owner]);
  const seeded = await seedWorkspace(service.db, makeWorkspace([owner, member], [link]), new Date(START));
  const book = async (start = "2026-12-08T10:00:00Z") =>
    (
      await call("POST", "/v1/bookings/create", seeded.key, {
        bookingLinkId: link.id,
        startDateTime: start,
        timezone: "Pacific/Chatham",
        attendees: [{ name: "Vera", email: "vera@example.test" }],
      })
    ).body as { id: string };
  return { key: seeded.key, memberKey: seeded.keyOf(member), book };
}

describe.skipIf(!testDbAvailable)("webhooks", () => {
  it("are made and listed by OWNER and ADMIN keys only; the secret is shown once", async () => {
    const t = await team();
    await expectProblem((await call("POST", "/v1/webhooks/create", t.memberKey, { url: receiverUrl, events: ["booking.created"] })).res, {
      status: 403,
      code: "FORBIDDEN",
    });
    const made = await call("POST", "/v1/webhooks/create", t.key, { url: receiverUrl, events: ["booking.created"], description: "CRM" });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      id: expect.stringMatching(/^wh_/),
      url: receiverUrl,
      events: ["booking.created"],
      description: "CRM",
    });
    expect(made.body.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    const list = await call("GET", "/v1/webhooks", t.key);
    expect(list.body).toMatchObject({ total: 1, data: [{ id: made.body.id }] });
    expect(JSON.stringify(list.body)).not.toContain("whsec_");
    await expectProblem((await call("GET", "/v1/webhooks", t.memberKey)).res, { status: 403, code: "FORBIDDEN" });
    const stranger = await team();
    await expectProblem((await call("POST", "/v1/webhooks/delete", stranger.key, { webhookId: made.body.id })).res, {
      status: 404,
      code: "NOT_FOUND",
      field: "webhookId",
    });
  });

  it("delivers each subscribed change, signed, with the booking as GET /v1/bookings/{id} shows it", async () => {
    const t = await team();
    const made = await call("POST", "/v1/webhooks/create", t.key, { url: receiverUrl, events: ["booking.created", "booking.cancelled"] });
    const booking = await t.book();
    await call("POST", "/v1/bookings/reschedule", t.key, { bookingId: booking.id, startDateTime: "2026-12-08T11:00:00Z" }); // not subscribed
    const moved = (await call("GET", `/v1/bookings?attendeeEmail=vera@example.test&status=CONFIRMED`, t.key)).body.data[0];
    await call("POST", "/v1/bookings/cancel", t.key, { bookingId: moved.id });
    await drain();
    expect(received.map((r) => JSON.parse(r.body).type)).toEqual(["booking.created", "booking.cancelled"]);
    const verifier = new Webhook(made.body.secret);
    for (const r of received) expect(() => verifier.verify(r.body, r.headers as Record<string, string>)).not.toThrow();
    const [created, cancelled] = received.map((r) => JSON.parse(r.body));
    expect(created.timestamp).toBe("2026-12-07T08:00:00.000Z");
    const now = (await call("GET", `/v1/bookings/${booking.id}`, t.key)).body;
    expect(created.data).toEqual({ ...now, status: "CONFIRMED", rescheduledToBookingId: null, updatedAt: created.data.updatedAt });
    expect(cancelled.data).toEqual((await call("GET", `/v1/bookings/${moved.id}`, t.key)).body);
    expect(received[0]!.headers["webhook-id"]).toMatch(/^msg_/);
  });

  it("retries a receiver that answered 500 with the same webhook-id, and lists the attempts", async () => {
    const t = await team();
    const made = await call("POST", "/v1/webhooks/create", t.key, { url: receiverUrl, events: ["booking.created"] });
    answers = [500];
    await t.book();
    await drain();
    clock.advance(1_000);
    await drain();
    expect(received).toHaveLength(2);
    expect(received[1]!.headers["webhook-id"]).toBe(received[0]!.headers["webhook-id"]);
    const deliveries = await call("GET", `/v1/webhooks/${made.body.id}/deliveries`, t.key);
    expect(deliveries.body.data.map((d: { attempt: number; statusCode: number; ok: boolean }) => [d.attempt, d.statusCode, d.ok])).toEqual([
      [2, 200, true],
      [1, 500, false],
    ]);
    expect(deliveries.body.data[1]).toMatchObject({ response: "HTTP 500: thanks", deliveryStatus: "SENT", nextAttemptAt: null });
    expect(deliveries.body.total).toBe(2);
    const older = await call("GET", `/v1/webhooks/${made.body.id}/deliveries?pageSize=1&page=2`, t.key);
    expect(older.body).toMatchObject({ pageNumber: 2, total: 2, data: [{ attempt: 1, statusCode: 500, event: "booking.created" }] });
    const other = await call("POST", "/v1/webhooks/create", t.key, { url: receiverUrl, events: ["booking.created"] });
    expect((await call("GET", `/v1/webhooks/${other.body.id}/deliveries`, t.key)).body).toMatchObject({ total: 0, data: [] });
  });

  it("refuses at delivery a name that resolves to a private address, and sends nothing after a delete", async () => {
    const t = await team();
    const local = receiverUrl.replace("127.0.0.1", "localhost");
    const made = await call("POST", "/v1/webhooks/create", t.key, { url: local, events: ["booking.created"] });
    await t.book();
    await drain(dispatcher(false));
    expect(received).toEqual([]);
    const [attempt] = (await call("GET", `/v1/webhooks/${made.body.id}/deliveries`, t.key)).body.data;
    expect(attempt).toMatchObject({
      ok: false,
      statusCode: null,
      deliveryStatus: "PENDING",
      response: expect.stringContaining("private address"),
    });
    await call("POST", "/v1/webhooks/delete", t.key, { webhookId: made.body.id });
    clock.advance(60_000);
    await drain();
    expect(received).toEqual([]);
  });
});

describe.skipIf(!testDbAvailable)("webhooks outside local tests", () => {
  const strict = setUpTestService(new Date(START), { allowPrivateWebhookTargets: false });
  it.each([
    ["http://hooks.example.com/x", "url"],
    ["https://127.0.0.1/x", "url"],
    ["https://localhost/x", "url"],
  ])("refuses %s", async (url, field) => {
    const owner = makeMember({ role: "OWNER" });
    const seeded = await seedWorkspace(strict.db, makeWorkspace([owner]), new Date(START));
    const res = await strict.server.request("POST", "/v1/webhooks/create", { key: seeded.key, body: { url, events: ["booking.created"] } });
    await expectProblem(res, { status: 400, code: "VALIDATION_FAILED", field });
  });
});
