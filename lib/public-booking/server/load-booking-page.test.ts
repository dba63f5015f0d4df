// The booking page's first render for any address a visitor can type: values
// out of range or malformed are clamped or ignored, never an error.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fakeServiceFetch, makeCustomField, makeLinkResponse } from "../../testing/public-booking";
import { loadBookingPage } from "./load-booking-page";

const NOW = Date.parse("2026-12-07T08:00:00Z");
const link = makeLinkResponse({ id: "bl_page" });
const visitor = { acceptLanguage: null, timeZone: "UTC", locale: () => "en-GB" };
const load = (params: Record<string, string | string[]>) => loadBookingPage(link.id, params, visitor, NOW);

describe("loadBookingPage with hostile URL parameters", () => {
  beforeAll(() => vi.stubGlobal("fetch", fakeServiceFetch(link, NOW)));
  afterAll(() => vi.unstubAllGlobals());

  // Months run from the visitor's current one (2026-12) to 24 months later (2028-12).
  it.each<[string, Record<string, string | string[]>, { month: string; date?: string; slot?: string }]>([
    ["no parameters: the current month", {}, { month: "2026-12" }],
    ["a month in the window", { month: "2027-03" }, { month: "2027-03" }],
    ["month=9999-12: the last month", { month: "9999-12" }, { month: "2028-12" }],
    ["month=2199-12: the last month", { month: "2199-12" }, { month: "2028-12" }],
    [
      "month=2199-12 seen from New York (its end is past 2199 in UTC): the last month",
      { month: "2199-12", tz: "America/New_York" },
      { month: "2028-12" },
    ],
    [
      "month=1970-01 seen from Tokyo (its start is before 1970 in UTC): the current month",
      { month: "1970-01", tz: "Asia/Tokyo" },
      { month: "2026-12" },
    ],
    ["month=2029-01, one past the window: the last month", { month: "2029-01" }, { month: "2028-12" }],
    ["month=1969-12: the current month", { month: "1969-12" }, { month: "2026-12" }],
    ["month=0000-01: the current month", { month: "0000-01" }, { month: "2026-12" }],
    ["month=2026-11, last month: the current month", { month: "2026-11" }, { month: "2026-12" }],
    ["month=2026-00: ignored", { month: "2026-00" }, { month: "2026-12" }],
    ["month=2026-13: ignored", { month: "2026-13" }, { month: "2026-12" }],
    ["month=2026-1: ignored", { month: "2026-1" }, { month: "2026-12" }],
    ["month=+10000-01: ignored", { month: "+10000-01" }, { month: "2026-12" }],
    ["a 100 KB month: ignored", { month: "2027-01".repeat(15_000) }, { month: "2026-12" }],
    ["month given twice: the first", { month: ["2027-02", "2027-03"] }, { month: "2027-02" }],
    ["date=9999-12-31: the last month, no date", { date: "9999-12-31" }, { month: "2028-12" }],
    ["date=2026-02-30, a day that does not exist: ignored", { date: "2026-02-30" }, { month: "2026-12" }],
    ["date=2027-04-31: ignored", { date: "2027-04-31" }, { month: "2026-12" }],
    ["a real date: its month and day", { date: "2027-01-15" }, { month: "2027-01", date: "2027-01-15" }],
    ["a date outside the month asked for: ignored", { month: "2027-02", date: "2027-01-15" }, { month: "2027-02" }],
    ["slot=2026-13-01T00:00Z: ignored", { slot: "2026-13-01T00:00Z" }, { month: "2026-12" }],
    ["slot=2026-12-32T10:00Z: ignored", { slot: "2026-12-32T10:00Z" }, { month: "2026-12" }],
    ["slot=2026-02-30T10:00Z (Date.parse rolls it to March): ignored", { slot: "2026-02-30T10:00Z" }, { month: "2026-12" }],
    ["slot at 24:00: ignored", { slot: "2026-12-08T24:00Z" }, { month: "2026-12" }],
    ["slot=9999-12-31T23:59Z: not offered, the last month", { slot: "9999-12-31T23:59Z" }, { month: "2028-12" }],
    ["a slot with an offset: ignored", { slot: "2026-12-08T11:00+01:00" }, { month: "2026-12" }],
    [
      "an offered slot: kept, with its day",
      { slot: "2026-12-08T10:00Z" },
      { month: "2026-12", date: "2026-12-08", slot: "2026-12-08T10:00:00.000Z" },
    ],
    ["a slot that is not offered: ignored", { slot: "2026-12-08T11:00:00Z" }, { month: "2026-12" }],
    ["a 100 KB slot: ignored", { slot: "2026-12-08T10:00Z".repeat(6_000) }, { month: "2026-12" }],
    ["tz=Mars/Phobos: the visitor's zone", { tz: "Mars/Phobos", month: "9999-12" }, { month: "2028-12" }],
  ])("%s", async (_name, params, expected) => {
    const page = await load(params);
    expect(page.kind).toBe("ready");
    if (page.kind !== "ready") return;
    expect({ month: page.state.month, date: page.state.date, slot: page.state.slot }).toEqual({
      date: undefined,
      slot: undefined,
      ...expected,
    });
  });

  it("shows a zone under the name the picker knows, however the URL spells it", async () => {
    const page = await load({ tz: "asia/CALCUTTA" });
    expect(page.kind === "ready" && page.state.tz).toBe("Asia/Kolkata");
  });

  it("looks ahead for free times no further than the last month", async () => {
    const page = await load({ month: "2028-12" });
    expect(page.kind === "ready" && page.state.month).toBe("2028-12");
  });
});

// Field names are the link owner's text; a field named constructor or __proto__ once made the page fail for everyone.
describe("loadBookingPage with custom fields named like Object's own properties", () => {
  const names = ["constructor", "__proto__", "toString"];
  const named = makeLinkResponse({ id: "bl_proto", customFields: names.map((name) => makeCustomField(name)) });
  const loadNamed = (params: Record<string, string>) => loadBookingPage(named.id, params, visitor, NOW);
  beforeAll(() => vi.stubGlobal("fetch", fakeServiceFetch(named, NOW)));
  afterAll(() => vi.unstubAllGlobals());

  it("shows the link and its fields", async () => {
    const page = await loadNamed({});
    expect(page.kind).toBe("ready");
    expect(page.kind === "ready" && page.prefill.answers).toEqual([]);
    expect(page.kind === "ready" && page.link.customFields.map((f) => f.name)).toEqual(names);
  });

  it("prefills such fields from their own URL parameters", async () => {
    const page = await loadNamed(Object.fromEntries(new URLSearchParams("__proto__=Proto&constructor=Acme")));
    expect(page.kind === "ready" && page.prefill.answers).toEqual([
      { name: "constructor", value: "Acme" },
      { name: "__proto__", value: "Proto" },
    ]);
  });
});

// The calendar opens only months the link can be booked in: "›" stops at its horizon, and no month before its first bookable day.
describe("loadBookingPage for a link with a booking window", () => {
  const stamp = { createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z" };
  const eightWeeks = { id: "period_8w", ...stamp, unit: "WEEK" as const, quantity: 8 };
  const windowed = makeLinkResponse({
    id: "bl_window",
    maxFuturePeriodId: eightWeeks.id,
    maxFuturePeriod: eightWeeks,
    minDate: "2027-01-10T00:00:00.000Z",
  });
  const loadWindowed = (params: Record<string, string>) => loadBookingPage(windowed.id, params, visitor, NOW);
  beforeAll(() => vi.stubGlobal("fetch", fakeServiceFetch(windowed, NOW)));
  afterAll(() => vi.unstubAllGlobals());

  // NOW is 2026-12-07: minDate opens January 2027, eight weeks end on 2027-02-01.
  it.each([
    ["no month: the first bookable one", {}, "2027-01"],
    ["month=2020-01: the first bookable one", { month: "2020-01" }, "2027-01"],
    ["month=2031-01, past the horizon: the horizon's month", { month: "2031-01" }, "2027-02"],
  ])("%s", async (_, params, month) => {
    const page = await loadWindowed(params);
    expect(page.kind === "ready" && page.state.month).toBe(month);
    expect(page.kind === "ready" && page.months).toEqual({ first: "2027-01", last: "2027-02" });
  });
});

// The week view's first HTML holds its whole week, also where the week reaches into the month before or after.
describe("loadBookingPage with layout=week", () => {
  beforeAll(() => vi.stubGlobal("fetch", fakeServiceFetch(link, NOW)));
  afterAll(() => vi.unstubAllGlobals());
  const weekPage = async (params: Record<string, string>, locale = "en-GB", layout?: "month" | "week") => {
    const page = await loadBookingPage(link.id, params, { ...visitor, locale: () => locale, layout }, NOW);
    if (page.kind !== "ready") throw new Error(page.kind);
    return page;
  };

  it.each([
    // 2026-12-30 is a Wednesday: its Monday week runs to 2027-01-03.
    ["a week reaching into the next month loads it", { layout: "week", date: "2026-12-30" }, "en-GB", "2027-01"],
    // 2027-01-01 is a Friday: its Monday week starts on 2026-12-28, its Sunday week on 2026-12-27.
    ["a week reaching back into the previous month loads it", { layout: "week", date: "2027-01-01" }, "en-GB", "2026-12"],
    ["by the locale's first day: a Sunday week", { layout: "week", date: "2027-01-02" }, "en-US", "2026-12"],
    ["a week inside its month loads no other", { layout: "week", date: "2027-01-13" }, "en-GB", undefined],
    ["the month layout loads no other", { layout: "month", date: "2026-12-30" }, "en-GB", undefined],
  ])("%s", async (_name, params, locale, adjacent) => {
    const page = await weekPage(params, locale);
    expect(page.state.layout).toBe(params.layout);
    expect(page.adjacentMonth?.month).toBe(adjacent);
    if (adjacent) expect(Object.keys(page.adjacentMonth!.days).every((day) => day.startsWith(adjacent))).toBe(true);
  });

  it("is the month layout by default, else the one the visitor last chose (cookie), and the URL's over both", async () => {
    expect((await weekPage({})).state.layout).toBe("month");
    expect((await weekPage({}, "en-GB", "week")).state.layout).toBe("week");
    expect((await weekPage({ layout: "month" }, "en-GB", "week")).state.layout).toBe("month");
    expect((await weekPage({ layout: "columns" })).state.layout).toBe("month");
  });

  it("loads no month before the visitor's current one", async () => {
    // NOW is Monday 2026-12-07; the Sunday week of 2026-12-01 starts on 2026-11-29, a month no one can book.
    expect((await weekPage({ layout: "week", date: "2026-12-01" }, "en-US")).adjacentMonth).toBeUndefined();
  });
});

// A deleted link's own pages are gone (404), while the pages of its bookings still read it.
describe("loadBookingPage for a deleted link", () => {
  const deleted = makeLinkResponse({ id: "bl_deleted", deletedAt: "2026-12-06T10:00:00.000Z" });
  const disabled = makeLinkResponse({ id: "bl_disabled", status: "DISABLED" });
  afterAll(() => vi.unstubAllGlobals());

  it("is not found, where a disabled link is unavailable", async () => {
    vi.stubGlobal("fetch", fakeServiceFetch(deleted, NOW));
    expect((await loadBookingPage(deleted.id, {}, visitor, NOW)).kind).toBe("not-found");
    vi.stubGlobal("fetch", fakeServiceFetch(disabled, NOW));
    expect((await loadBookingPage(disabled.id, {}, visitor, NOW)).kind).toBe("unavailable");
  });

  it("an enabled link on a DISABLED booking page is unavailable, as a disabled link is", async () => {
    const onDisabledPage = makeLinkResponse({ id: "bl_on_disabled_page", bookingPage: { ...link.bookingPage, status: "DISABLED" } });
    vi.stubGlobal("fetch", fakeServiceFetch(onDisabledPage, NOW));
    expect((await loadBookingPage(onDisabledPage.id, {}, visitor, NOW)).kind).toBe("unavailable");
  });
});
