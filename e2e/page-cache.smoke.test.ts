// The booking app's pages and slots route answered from rendered copies
// (lib/page-cache), on the built server: a booking or cancel made through one
// instance shows on every instance's pages and slots within a second, and
// visitors of different zones, languages and prefill values on one link get
// their own content and their own nonce and Idempotency-Key; booking pages
// (/<username>) likewise, gone once their owner leaves the team. On PostgreSQL
// two `node dist/serve.js` processes share one database made for the test; on
// the embedded database one process serves both roles.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCopyValues } from "../lib/public-booking/copy-values";
import { type Deployment, embeddedDeployment, postgresDeployment, postgresUrl, visitorAddress } from "./deployments";

const E2E_KEY = "sk_e2e_ana_7d1c3b9a5e2f4086a1b2";
const LINK = "bl_e2e_visitor_language";
const DURATION = "bl_e2e_visitor_language_30";
if (!postgresUrl) console.log("page cache across two instances on PostgreSQL: SKIPPED - TEST_DATABASE_URL is not set.");

const SERVER_ENV = {
  REDIS_URL: "",
  SEED_FILES: "seeds/demo.json,e2e/fixtures/e2e-seed.json",
  SCHEDULING_API_KEY: E2E_KEY,
  TRUST_PROXY_HOPS: "1",
  RATE_LIMIT_PUBLIC_PAGES: "30",
  RATE_LIMIT_PUBLIC_SLOTS: "30",
};

const visit = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers: { "x-forwarded-for": visitorAddress(), ...headers } });

async function text(url: string, headers: Record<string, string> = {}) {
  const res = await visit(url, headers);
  return {
    status: res.status,
    copy: res.headers.get("x-page-cache"),
    csp: res.headers.get("content-security-policy") ?? "",
    body: await res.text(),
  };
}

/** A month of the next three with free times, and its first free time. */
async function freeTime(base: string): Promise<{ month: string; slot: string }> {
  const now = new Date();
  for (let ahead = 0; ahead < 3; ahead++) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1)).toISOString().slice(0, 7);
    const res = await visit(`${base}/api/booking-links/${LINK}/slots?month=${month}&tz=UTC&duration=${DURATION}`);
    const days = ((await res.json()) as { days: Record<string, { start: string }[]> }).days;
    const first = Object.values(days).flat()[0];
    if (first) return { month, slot: first.start };
  }
  throw new Error("no free time in three months");
}

async function book(base: string, start: string): Promise<string> {
  const res = await fetch(`${base}/v1/bookings/create`, {
    method: "POST",
    headers: { "x-api-key": E2E_KEY, "content-type": "application/json" },
    body: JSON.stringify({
      bookingLinkId: LINK,
      startDateTime: start,
      timezone: "UTC",
      attendees: [{ name: "Cache Test", email: "cache@example.test", isGuest: false }],
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Milliseconds until `shows(body)` is `wanted` on every address, polled every 25 ms for up to 3 s. */
async function timeUntil(urls: string[], shows: (body: string) => boolean, wanted: boolean): Promise<number> {
  const began = performance.now();
  while (performance.now() - began < 3_000) {
    const bodies = await Promise.all(urls.map(async (url) => (await text(url)).body));
    if (bodies.every((body) => shows(body) === wanted)) return performance.now() - began;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Number.POSITIVE_INFINITY;
}

function suite(name: string, deploy: () => Promise<Deployment>) {
  describe(name, () => {
    let deployment: Deployment;
    beforeAll(async () => {
      deployment = await deploy();
    }, 180_000);
    afterAll(() => deployment?.stop());

    it("a booking through one instance leaves every page and slots answer within 1 s; its cancel brings the time back", async () => {
      const { a, b } = deployment;
      const { month, slot } = await freeTime(b);
      const page = `${b}/book/${LINK}?month=${month}&tz=UTC&duration=${DURATION}`;
      const slots = `${b}/api/booking-links/${LINK}/slots?month=${month}&tz=UTC&duration=${DURATION}`;
      const offered = (body: string) => body.includes(slot);
      // Both answers are copies before the booking, and offer the time.
      for (const url of [page, slots]) {
        await text(url);
        const copy = await text(url);
        expect(copy.copy).toBe("hit");
        expect(offered(copy.body)).toBe(true);
      }
      const pageOfA = page.replace(b, a);
      await text(pageOfA);
      const id = await book(a, slot);
      // Asked together of the instance that made it, which knew of it before answering: only a copy marked as
      // made before the change may still offer the time.
      const together = await Promise.all(Array.from({ length: 12 }, () => text(pageOfA)));
      for (const answer of together) if (answer.copy !== "stale") expect(offered(answer.body)).toBe(false);
      const gone = await timeUntil([page, slots], offered, false);
      console.log(`${name}: booked time gone from the other instance's page and slots after ${Math.round(gone)} ms`);
      expect(gone).toBeLessThan(1_000);

      const cancelled = await fetch(`${a}/v1/bookings/cancel`, {
        method: "POST",
        headers: { "x-api-key": E2E_KEY, "content-type": "application/json" },
        body: JSON.stringify({ bookingId: id, reason: "cache test" }),
      });
      expect(cancelled.status).toBe(200);
      expect(await timeUntil([page, slots], offered, true)).toBeLessThan(1_000);
    }, 30_000);

    it("visitors of different zones, languages and prefill values each get their own page, nonce and Idempotency-Key", async () => {
      const { b } = deployment;
      const { month } = await freeTime(b);
      const kolkata = {
        url: `${b}/book/${LINK}?month=${month}`,
        headers: { "accept-language": "de-DE,de;q=0.9", cookie: "tz=Asia%2FKolkata" },
      };
      const chatham = {
        url: `${b}/book/${LINK}?month=${month}&name=Ada%20Lovelace&email=ada%40example.test`,
        headers: { "accept-language": "ja", cookie: "tz=Pacific%2FChatham" },
      };
      await text(kolkata.url, kolkata.headers);
      const answers = await Promise.all(
        [kolkata, chatham, kolkata, chatham, kolkata, chatham].map(async (visitor) => ({
          visitor,
          ...(await text(visitor.url, visitor.headers)),
        })),
      );
      for (const { visitor, body, status } of answers) {
        expect(status).toBe(200);
        const own = visitor === kolkata;
        expect(body).toContain(own ? '<html lang="de"' : '<html lang="ja"');
        // The zone the page was rendered in (its first script; the page's data says it again).
        expect(body.includes('"zone":"Asia/Kolkata"')).toBe(own);
        expect(body.includes('"zone":"Pacific/Chatham"')).toBe(!own);
        expect(body.includes("Ada Lovelace")).toBe(!own);
        expect(body.includes("ada@example.test")).toBe(!own);
      }
      // The visitor without prefill was served copies; the one with it never was.
      expect(answers.filter((a) => a.visitor === kolkata).every((a) => a.copy === "hit")).toBe(true);
      expect(answers.filter((a) => a.visitor === chatham).every((a) => a.copy === null)).toBe(true);

      const nonces = answers.map((a) => /'nonce-([^']+)'/.exec(a.csp)![1]!);
      const keys = answers.map((a) => /idempotencyKey\\*":\\*"([0-9a-f-]{36})/.exec(a.body)?.[1]);
      expect(new Set(nonces).size).toBe(answers.length);
      expect(new Set(keys).size).toBe(answers.length);
      answers.forEach((answer, i) => {
        expect(answer.body).toContain(`nonce="${nonces[i]}"`);
        for (const [j, other] of nonces.entries()) if (j !== i) expect(answer.body).not.toContain(other);
      });
    }, 30_000);

    it("a real render names its copy values: the form's key everywhere the page carries it, its first time as the slots route has it", async () => {
      const { b } = deployment;
      const { month, slot } = await freeTime(b);
      const url = `${b}/book/${LINK}?month=${month}&tz=UTC&duration=${DURATION}&hours=12`;
      const rendered = await text(url);
      expect(rendered.copy).toBe("rendered");
      const values = readCopyValues(rendered.body);
      expect(values, "the booking page lost its copy values: the page cache copies none of its pages").toBeDefined();
      expect(values?.firstOfferedSlot).toBe(Date.parse(slot));
      const key = values!.idempotencyKey!;
      const places = rendered.body.split(key).length - 1;
      // The element itself, and the page's data the form posts from.
      expect(places).toBeGreaterThanOrEqual(2);
      const copy = await text(url);
      expect(copy.copy).toBe("hit");
      expect(copy.body).not.toContain(key);
      const own = readCopyValues(copy.body)!.idempotencyKey!;
      expect(own).not.toBe(key);
      expect(copy.body.split(own).length - 1).toBe(places);
    }, 30_000);

    it("booking pages (/<username>) are copies too, each answer with its own nonce, in the page's language", async () => {
      const { b } = deployment;
      const answers = [];
      for (const language of ["ja", "ja", "de-DE", "de-DE"]) answers.push(await text(`${b}/e2e-ana`, { "accept-language": language }));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(answers.map((a) => a.copy)).toEqual(["rendered", "hit", "rendered", "hit"]);
      for (const { body } of answers) expect(body).toContain('<html lang="en"');
      const nonces = answers.map((a) => /'nonce-([^']+)'/.exec(a.csp)![1]!);
      expect(new Set(nonces).size).toBe(answers.length);
      for (const [i, answer] of answers.entries()) expect(answer.body).toContain(`nonce="${nonces[i]}"`);
      const ben = await text(`${b}/e2e-ben`);
      expect(ben.body).toContain('<html lang="de"');
      expect((await text(`${b}/e2e-ben`)).copy).toBe("hit");
    }, 30_000);

    it("counts each visitor's budget before any copy: past it, 429", async () => {
      const { b } = deployment;
      const url = `${b}/book/${LINK}`;
      const headers = { "x-forwarded-for": visitorAddress() };
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++) statuses.push((await text(url, headers)).status);
      expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
      expect(statuses.slice(30)).toEqual([429, 429]);
    }, 30_000);

    // Last: it removes a member from this deployment's team.
    it("a booking page's copy follows the change feed: its owner removed from the team through one instance, it is gone within 1 s", async () => {
      const { a, b } = deployment;
      const page = `${b}/e2e-ben`;
      await text(page);
      expect((await text(page)).copy).toBe("hit");
      const revoked = await fetch(`${a}/v1/memberships/revoke`, {
        method: "POST",
        headers: { "x-api-key": E2E_KEY, "content-type": "application/json" },
        body: JSON.stringify({ userId: "usr_e2e_ben" }),
      });
      expect(revoked.status).toBe(200);
      const began = performance.now();
      while ((await text(page)).status !== 404 && performance.now() - began < 3_000)
        await new Promise((resolve) => setTimeout(resolve, 25));
      const gone = performance.now() - began;
      console.log(`${name}: booking page gone from the other instance after ${Math.round(gone)} ms`);
      expect(gone).toBeLessThan(1_000);
    }, 30_000);
  });
}

suite("embedded database, one instance", () => embeddedDeployment("page-cache", SERVER_ENV));

describe("health checks", () => {
  let deployment: Deployment;
  beforeAll(async () => {
    deployment = await embeddedDeployment("page-cache", SERVER_ENV);
  }, 180_000);
  afterAll(() => deployment?.stop());

  it("are answered by the server itself, before Next.js and its page headers (no nonce), with no visitor budget", async () => {
    const headers = { "x-forwarded-for": visitorAddress() };
    for (let i = 0; i < 40; i++) expect((await fetch(`${deployment.a}/healthz`, { headers })).status).toBe(200);
    const ready = await fetch(`${deployment.a}/readyz`, { headers });
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", ready: true, database: "ok", draining: false });
    expect(ready.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(ready.headers.get("cache-control")).toBe("no-store");
    // The service takes this deployment's key: said once the first question is answered.
    const keyState = async () =>
      ((await (await fetch(`${deployment.a}/readyz`, { headers })).json()) as { schedulingApi: string }).schedulingApi;
    await expect.poll(keyState).toBe("ok");
  });
});
if (postgresUrl) suite("PostgreSQL, two instances", () => postgresDeployment("page_cache", SERVER_ENV));
