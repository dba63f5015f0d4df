// What an organizer changes through /v1 is what every visitor sees, on every instance, within a second: on the
// built server, a write made through instance A's /v1 shows on instance B's link page (/book/<id>), its /v1
// time-slots and the owner's booking page (/<username>), each of which B answers from a cache or a rendered copy
// until the change feed says otherwise (lib/http/write-route.ts publishes every /v1 write). On PostgreSQL two
// `node dist/serve.js` processes share one database made for the test; on the embedded database one process
// serves both roles.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Deployment, embeddedDeployment, postgresDeployment, postgresUrl, visitorAddress } from "./deployments";

const E2E_KEY = "sk_e2e_ana_7d1c3b9a5e2f4086a1b2";
/** Ben's own link (he is a MEMBER of Ana's team), on his booking page /e2e-ben. */
const BEN = { userId: "usr_e2e_ben", username: "e2e-ben", id: "bl_e2e_german", duration: "bl_e2e_german_30" };
/** A link of Ana's (the OWNER, whose key makes the changes; free around the clock), on her booking page /e2e-ana. */
const ANA = {
  username: "e2e-ana",
  bookingPage: "bp_e2e_ana",
  schedule: "sched_e2e_ana",
  id: "bl_e2e_single",
  duration: "bl_e2e_single_30",
};
/** What /book/<id> and /embed/<id> say of a link that takes no bookings (lib/i18n, en). */
const UNAVAILABLE = "This booking link is not available";
if (!postgresUrl) console.log("organizer changes across two instances on PostgreSQL: SKIPPED - TEST_DATABASE_URL is not set.");

const SERVER_ENV = {
  REDIS_URL: "",
  SEED_FILES: "seeds/demo.json,e2e/fixtures/e2e-seed.json",
  SCHEDULING_API_KEY: E2E_KEY,
  TRUST_PROXY_HOPS: "1",
};

interface Answer {
  status: number;
  body: string;
  /** x-page-cache: "hit" when B answered from a rendered copy. */
  copy: string | null;
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(url, { headers: { "x-forwarded-for": visitorAddress(), ...headers } });
  return { status: res.status, body: await res.text(), copy: res.headers.get("x-page-cache") };
}

async function organizer(base: string, path: string, body: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "x-api-key": E2E_KEY, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.text() };
}

/** An answer of B to watch, and how to tell that the change shows in it. */
interface Watched {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** A page B keeps rendered copies of: the watch is of a copy going stale, not of a fresh render. */
  copied?: boolean;
  shows: (answer: Answer) => boolean;
}

/** Milliseconds until each watched answer shows the change, polled every 25 ms for up to 3 s (Infinity if never). */
async function timesUntilShown(watched: Watched[]): Promise<Record<string, number>> {
  const began = performance.now();
  const times: Record<string, number> = {};
  let waiting = watched;
  while (waiting.length > 0 && performance.now() - began < 3_000) {
    const answers = await Promise.all(waiting.map((w) => get(w.url, w.headers)));
    const elapsed = performance.now() - began;
    waiting.forEach((w, i) => {
      if (w.shows(answers[i]!)) times[w.name] = elapsed;
    });
    waiting = waiting.filter((w) => times[w.name] === undefined);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  for (const w of waiting) times[w.name] = Number.POSITIVE_INFINITY;
  return times;
}

/** A month of the next three with free times of `link`, and its first free time. */
async function freeTime(base: string, link: { id: string; duration: string }): Promise<{ month: string; slot: string }> {
  const now = new Date();
  for (let ahead = 0; ahead < 3; ahead++) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1)).toISOString().slice(0, 7);
    const answer = await get(`${base}/api/booking-links/${link.id}/slots?month=${month}&tz=UTC&duration=${link.duration}`);
    const first = Object.values((JSON.parse(answer.body) as { days: Record<string, { start: string }[]> }).days).flat()[0];
    if (first) return { month, slot: first.start };
  }
  throw new Error("no free time in three months");
}

/** Whether a /v1 time-slots answer offers `slot`. */
function v1Offers(answer: Answer, slot: string): boolean {
  if (answer.status !== 200) return false;
  const slots = (JSON.parse(answer.body) as { availableSlots: { start: string }[] }).availableSlots;
  return slots.some((s) => Date.parse(s.start) === Date.parse(slot));
}

/** B's link page (a copy) and /v1 time-slots for the day of `slot`, each with what shows the change. */
function linkAnswers(b: string, link: { id: string; duration: string }, month: string, slot: string, page: (answer: Answer) => boolean) {
  const day = slot.slice(0, 10);
  return [
    { name: "/book/<id>", url: `${b}/book/${link.id}?month=${month}&tz=UTC&duration=${link.duration}`, copied: true, shows: page },
    {
      name: "/v1 time-slots",
      url: `${b}/v1/booking-links/${link.id}/time-slots?startDate=${day}T00:00:00Z&endDate=${day}T23:59:59Z`,
      headers: { "x-api-key": E2E_KEY },
      shows: (answer: Answer) => !v1Offers(answer, slot),
    },
  ];
}

/**
 * Checks that no watched answer shows the change yet (the pages answered from copies), makes the change through
 * A, and expects every watched answer of B to show it within 1 s.
 */
async function expectShownWithin1s(label: string, watched: Watched[], change: () => Promise<{ status: number; body: string }>) {
  for (const w of watched) {
    await get(w.url, w.headers);
    const answer = await get(w.url, w.headers);
    expect(w.shows(answer), `${w.name} before the change`).toBe(false);
    if (w.copied) expect(answer.copy, `${w.name} is answered from a copy before the change`).toBe("hit");
  }
  const done = await change();
  expect(done.status, done.body).toBe(200);
  const times = await timesUntilShown(watched);
  const rounded = Object.fromEntries(Object.entries(times).map(([what, ms]) => [what, Math.round(ms)]));
  console.log(`${label}: shown on B after ${JSON.stringify(rounded)} ms`);
  for (const w of watched) expect(times[w.name], `${w.name} did not show the change within 1 s`).toBeLessThan(1_000);
}

function suite(name: string, deploy: () => Promise<Deployment>) {
  describe(name, () => {
    let deployment: Deployment;
    beforeAll(async () => {
      deployment = await deploy();
    }, 180_000);
    afterAll(() => deployment?.stop());

    it("a booking link updated through A: its title and notice show on B's /book/<id>, /v1 time-slots and /<username> within 1 s", async () => {
      const { a, b } = deployment;
      const { month, slot } = await freeTime(b, ANA);
      const title = `Visibility check ${randomBytes(3).toString("hex")}`;
      const read = JSON.parse((await get(`${a}/v1/booking-links/${ANA.id}`, { "x-api-key": E2E_KEY })).body) as { updatedAt: string };
      const watched: Watched[] = [
        ...linkAnswers(b, ANA, month, slot, (answer) => answer.body.includes(title) && !answer.body.includes(slot)),
        { name: "/<username>", url: `${b}/${ANA.username}`, copied: true, shows: (answer) => answer.body.includes(title) },
      ];
      // A new title, and a notice of three days that takes the first free time off.
      const update = { bookingLinkId: ANA.id, updatedAt: read.updatedAt, title, minNoticePeriod: { unit: "DAY", quantity: 3 } };
      await expectShownWithin1s(`${name}, booking link updated`, watched, () => organizer(a, "/v1/booking-links/update", update));
    }, 30_000);

    it("a day off set through A on the host's schedule takes that day's times off B's /book/<id> and /v1 time-slots within 1 s", async () => {
      const { a, b } = deployment;
      // Not bl_e2e_single, whose notice the case above lengthened.
      const link = { id: "bl_e2e_durations", duration: "bl_e2e_durations_30" };
      const { month, slot } = await freeTime(b, link);
      const listed = JSON.parse((await get(`${a}/v1/schedules`, { "x-api-key": E2E_KEY })).body) as {
        data: { id: string; updatedAt: string }[];
      };
      const schedule = listed.data.find((s) => s.id === ANA.schedule)!;
      const watched = linkAnswers(b, link, month, slot, (answer) => !answer.body.includes(slot));
      // Ana's schedule is in UTC: the day of the first free time, off.
      const update = { scheduleId: schedule.id, updatedAt: schedule.updatedAt, overrides: [{ date: slot.slice(0, 10), ranges: [] }] };
      await expectShownWithin1s(`${name}, day off`, watched, () => organizer(a, "/v1/schedules/update", update));
    }, 30_000);

    it("a booking page updated through A: its new description shows on B's /<username> within 1 s", async () => {
      const { a, b } = deployment;
      const text = `Visibility check ${randomBytes(3).toString("hex")}`;
      const page = `/v1/booking-pages/${ANA.bookingPage}`;
      const read = JSON.parse((await get(`${a}${page}`, { "x-api-key": E2E_KEY })).body) as { updatedAt: string };
      const watched: Watched[] = [
        { name: "/<username>", url: `${b}/${ANA.username}`, copied: true, shows: (answer) => answer.body.includes(text) },
      ];
      // "descripton": the interface's spelling.
      const update = { bookingPageId: ANA.bookingPage, updatedAt: read.updatedAt, descripton: `<p>${text}</p>` };
      await expectShownWithin1s(`${name}, booking page updated`, watched, () => organizer(a, "/v1/booking-pages/update", update));
    }, 30_000);

    it("a booking page disabled through A: B's /<username> is 404 and its link takes no bookings within 1 s, and back", async () => {
      const { a, b } = deployment;
      const { month, slot } = await freeTime(b, ANA);
      const query = `month=${month}&tz=UTC&duration=${ANA.duration}`;
      const page = `${a}/v1/booking-pages/${ANA.bookingPage}`;
      const setStatus = async (status: "ENABLED" | "DISABLED") => {
        const read = JSON.parse((await get(page, { "x-api-key": E2E_KEY })).body) as { updatedAt: string };
        return organizer(a, "/v1/booking-pages/update", { bookingPageId: ANA.bookingPage, updatedAt: read.updatedAt, status });
      };
      /** The link's page and embed, its slots route and /v1 time-slots: offering `slot`, or saying the link is off. */
      const linkViews = (on: boolean): Watched[] => {
        const shows = (answer: Answer) =>
          on ? answer.body.includes(slot) : answer.body.includes(UNAVAILABLE) && !answer.body.includes(slot);
        return [
          { name: "/book/<id>", url: `${b}/book/${ANA.id}?${query}`, copied: true, shows },
          { name: "/embed/<id>", url: `${b}/embed/${ANA.id}?${query}`, copied: true, shows },
          {
            name: "slots route",
            url: `${b}/api/booking-links/${ANA.id}/slots?${query}`,
            copied: true,
            shows: (answer) => answer.body.includes(slot) === on,
          },
          {
            name: "/v1 time-slots",
            url: `${b}/v1/booking-links/${ANA.id}/time-slots?startDate=${slot.slice(0, 10)}T00:00:00Z&endDate=${slot.slice(0, 10)}T23:59:59Z`,
            headers: { "x-api-key": E2E_KEY },
            shows: (answer) => v1Offers(answer, slot) === on,
          },
        ];
      };
      const profile = (status: number): Watched => ({
        name: "/<username>",
        url: `${b}/${ANA.username}`,
        // Before it is disabled, the page is answered from a copy; a 404 is never copied.
        copied: status === 404,
        shows: (answer) => answer.status === status,
      });
      await expectShownWithin1s(`${name}, booking page disabled`, [...linkViews(false), profile(404)], () => setStatus("DISABLED"));
      await expectShownWithin1s(`${name}, booking page enabled`, [...linkViews(true), profile(200)], () => setStatus("ENABLED"));
    }, 30_000);

    // Further organizer writes that change what visitors see go here, each through expectShownWithin1s.

    // Last: it removes Ben from this deployment's team.
    it("a member revoked through A: their link's page, its /v1 time-slots and their booking page change on B within 1 s", async () => {
      const { a, b } = deployment;
      const { month, slot } = await freeTime(b, BEN);
      const watched: Watched[] = [
        ...linkAnswers(b, BEN, month, slot, (answer) => !answer.body.includes(slot)),
        { name: "/<username>", url: `${b}/${BEN.username}`, copied: true, shows: (answer) => answer.status === 404 },
      ];
      const revoke = () => organizer(a, "/v1/memberships/revoke", { userId: BEN.userId });
      await expectShownWithin1s(`${name}, member revoked`, watched, revoke);
    }, 30_000);
  });
}

suite("embedded database, one instance", () => embeddedDeployment("organizer", SERVER_ENV));
if (postgresUrl) suite("PostgreSQL, two instances", () => postgresDeployment("organizer", SERVER_ENV));
