// The parser Next.js runs on a page's query before the page sees it.
import { searchParamsToUrlQuery } from "next/dist/shared/lib/router/utils/querystring";
import { describe, expect, it } from "vitest";
import {
  calendarStateFromUrl,
  clampMonth,
  MAX_PARAM_LENGTH,
  monthWindow,
  prefillOfValues,
  readDate,
  readSlot,
  readUrlState,
  utmParams,
  writeUrlState,
} from "./url-state";

describe("clampMonth", () => {
  const window = monthWindow("2026-12");

  it("runs 24 months past the current one", () => expect(window).toEqual({ first: "2026-12", last: "2028-12" }));

  it.each([
    ["2027-06", "2027-06"],
    ["2026-12", "2026-12"],
    ["2028-12", "2028-12"],
    ["2029-01", "2028-12"],
    ["9999-12", "2028-12"],
    ["2199-12", "2028-12"],
    ["2026-11", "2026-12"],
    ["1969-12", "2026-12"],
    ["0000-01", "2026-12"],
    ["2026-00", undefined],
    ["2026-13", undefined],
    ["2026-1", undefined],
    ["10000-01", undefined],
    ["-001-01", undefined],
    [" 2027-01", undefined],
    ["2027-01\n", undefined],
    ["", undefined],
    [null, undefined],
  ])("%j → %j", (month, expected) => expect(clampMonth(month, window)).toBe(expected));
});

describe("readDate", () => {
  it.each([
    ["2027-01-15", "2027-01-15"],
    ["2028-02-29", "2028-02-29"],
    ["2000-02-29", "2000-02-29"],
    ["2027-02-29", undefined],
    ["2100-02-29", undefined],
    ["2026-02-30", undefined],
    ["2027-04-31", undefined],
    ["2027-01-00", undefined],
    ["2027-01-32", undefined],
    ["2027-13-01", undefined],
    ["2027-1-01", undefined],
    ["2027-01-15T00:00Z", undefined],
    [null, undefined],
  ])("%j → %j", (date, expected) => expect(readDate(date)).toBe(expected));
});

describe("readSlot", () => {
  it.each([
    ["2026-12-08T10:00Z", "2026-12-08T10:00:00.000Z"],
    ["2026-12-08T10:00:30Z", "2026-12-08T10:00:30.000Z"],
    ["2026-12-08T10:00:00.5Z", "2026-12-08T10:00:00.500Z"],
    ["2026-13-01T00:00Z", undefined],
    ["2026-02-30T10:00Z", undefined],
    ["2026-12-08T24:00Z", undefined],
    ["2026-12-08T10:60Z", undefined],
    ["2026-12-08T10:00:60Z", undefined],
    ["2026-12-08T10:00+01:00", undefined],
    ["2026-12-08T10:00 01:00", undefined],
    ["2026-12-08T10:00", undefined],
    ["+275760-09-13T00:00Z", undefined],
    ["2026-12-08T10:00Z".repeat(100), undefined],
    [null, undefined],
  ])("%j → %j", (slot, expected) => expect(readSlot(slot)).toBe(expected));
});

// Custom field names are the link owner's text; these once made every view of the booking page fail.
const names = ["constructor", "__proto__", "toString", "valueOf", "company"];
const options = { customFieldNames: names, readTimeZone: (tz?: string) => tz };

describe("readUrlState with custom fields named like Object's own properties", () => {
  it("prefills nothing when the URL gives none of them", () => {
    expect(readUrlState({}, options).prefill.answers).toEqual([]);
  });

  it("prefills each from its own parameter", () => {
    // As a query string parses: __proto__ an own key, not the prototype.
    const params = Object.fromEntries(new URLSearchParams("constructor=Acme&__proto__=Proto&company=Initech"));
    expect(readUrlState(params, options).prefill.answers).toEqual([
      { name: "constructor", value: "Acme" },
      { name: "__proto__", value: "Proto" },
      { name: "company", value: "Initech" },
    ]);
  });

  it("reads them from the query as Next.js parses it for a page", () => {
    const params = searchParamsToUrlQuery(new URLSearchParams("toString=Platform&valueOf=5k&valueOf=6k&company=Initech"));
    expect(readUrlState(params, options).prefill.answers).toEqual([
      { name: "toString", value: "Platform" },
      { name: "valueOf", value: "5k" },
      { name: "company", value: "Initech" },
    ]);
  });

  it("writes them back to the URL", () => {
    const params = Object.fromEntries(new URLSearchParams("constructor=Acme&__proto__=Proto"));
    const query = writeUrlState({ prefill: readUrlState(params, options).prefill });
    expect(new URLSearchParams(query).toString()).toBe("constructor=Acme&__proto__=Proto");
  });
});

describe("readUrlState reads the server's query and the browser's alike", () => {
  const query =
    "duration=d_30&month=2027-03&date=2027-03-04&slot=2027-03-04T09:00Z&tz=Europe/Berlin&hours=12&name=Ada&guests=a@x.org,%20b@x.org&company=Acme";
  const options = { customFieldNames: ["company"], readTimeZone: (tz?: string) => (tz === "Europe/Berlin" ? tz : undefined) };
  const expected = {
    duration: "d_30",
    month: "2027-03",
    date: "2027-03-04",
    slot: "2027-03-04T09:00:00.000Z",
    tz: "Europe/Berlin",
    hours: "12",
    utm: {},
    prefill: { name: "Ada", email: undefined, guests: ["a@x.org", "b@x.org"], answers: [{ name: "company", value: "Acme" }] },
  };

  it("from URLSearchParams (popstate)", () => expect(readUrlState(new URLSearchParams(query), options)).toEqual(expected));

  it.each([
    ["tz=Atlantis", "Atlantis"],
    ["tz=%20%20Atlantis%20", "Atlantis"],
    [`tz=${"x".repeat(300)}`, "x".repeat(100)],
    ["tz=Europe/Berlin", undefined],
    ["tz=", undefined],
    ["tz=%20", undefined],
    ["", undefined],
  ])("keeps %s, words that name no zone, for the picker to say so", (zoneQuery, unmatched) => {
    const url = readUrlState(new URLSearchParams(zoneQuery), options);
    expect(url.unmatchedTimeZone).toBe(unmatched);
    expect(url.tz).toBe(unmatched === undefined && zoneQuery === "tz=Europe/Berlin" ? "Europe/Berlin" : undefined);
  });

  it.each([
    ["tz=Atlantis&shownTz=Europe/Berlin", "Europe/Berlin", "Atlantis"],
    ["tz=Europe/Berlin&shownTz=Asia/Kolkata", "Europe/Berlin", undefined],
    ["tz=Atlantis&shownTz=Atlantis", undefined, "Atlantis"],
    ["shownTz=Europe/Berlin", undefined, undefined],
  ])("%s: words that find nothing keep the zone the picker showed", (zoneQuery, tz, unmatched) => {
    expect(readUrlState(new URLSearchParams(zoneQuery), options)).toMatchObject({ tz, unmatchedTimeZone: unmatched });
  });

  it("from Next.js's searchParams, the first of repeated values", () => {
    const params: Record<string, string | string[]> = Object.fromEntries(new URLSearchParams(query));
    params.month = ["2027-03", "2027-09"];
    expect(readUrlState(params, options)).toEqual(expected);
  });

  it("drops what is malformed, never throws", () => {
    const state = readUrlState(
      new URLSearchParams("duration=a%20b&month=2027-13&date=2027-02-30&slot=2027-02-30T09:00Z&tz=Mars/Base&hours=13"),
      options,
    );
    expect(state).toMatchObject({
      duration: undefined,
      month: undefined,
      date: undefined,
      slot: undefined,
      tz: undefined,
      hours: undefined,
    });
  });

  it("round-trips through writeUrlState", () => {
    const state = readUrlState(new URLSearchParams(query), options);
    expect(readUrlState(new URLSearchParams(writeUrlState(state)), options)).toEqual(state);
  });
});

describe("calendarStateFromUrl", () => {
  const initial = { duration: "d_30", month: "2027-03", tz: "Europe/Berlin", hours: "24" } as const;
  const shown = { duration: "d_60", month: "2027-05", date: "2027-05-02", tz: "Asia/Tokyo", hours: "12" } as const;
  const context = { initial, shown, months: monthWindow("2027-01") };
  const read = (query: string) => readUrlState(new URLSearchParams(query), { customFieldNames: [], readTimeZone: (tz) => tz });

  it("restores exactly the month, zone, duration and hour cycle the URL names", () => {
    expect(calendarStateFromUrl(read("duration=d_15&month=2027-04&tz=America/Lima&hours=24"), context)).toEqual({
      duration: "d_15",
      month: "2027-04",
      date: undefined,
      slot: undefined,
      tz: "America/Lima",
      hours: "24",
    });
  });

  it("falls back to the first view for duration and month, to the shown view for zone and hour cycle", () => {
    expect(calendarStateFromUrl(read(""), context)).toEqual({
      duration: "d_30",
      month: "2027-03",
      date: undefined,
      slot: undefined,
      tz: "Asia/Tokyo",
      hours: "12",
    });
  });

  it("clamps the month to the calendar's window", () => {
    expect(calendarStateFromUrl(read("month=2031-01"), context).month).toBe("2029-01");
  });

  it("keeps the first view's day for an address that names no month (the reschedule calendar on the booking's day)", () => {
    const opened = { ...initial, date: "2027-03-18" };
    expect(calendarStateFromUrl(read("step=reschedule"), { ...context, initial: opened }).date).toBe("2027-03-18");
    expect(calendarStateFromUrl(read("date=2027-03-20"), { ...context, initial: opened }).date).toBe("2027-03-20");
    // An address the page wrote names its month: without a day, none is open.
    expect(calendarStateFromUrl(read("month=2027-03"), { ...context, initial: opened }).date).toBeUndefined();
  });
});

describe("prefillOfValues", () => {
  it("carries what was typed as prefill, answers by field name, and round-trips through the URL", () => {
    const prefill = prefillOfValues(
      {
        name: "Ada",
        email: "ada@example.com",
        guests: [{ email: "bob@example.com" }, { email: " " }],
        answers: ["Acme", "", "Two\nlines"],
      },
      ["company", "phone", "notes"],
    );
    expect(prefill).toEqual({
      name: "Ada",
      email: "ada@example.com",
      guests: ["bob@example.com"],
      answers: [
        { name: "company", value: "Acme" },
        { name: "notes", value: "Two\nlines" },
      ],
    });
    const read = readUrlState(new URLSearchParams(writeUrlState({ prefill })), {
      customFieldNames: ["company", "phone", "notes"],
      readTimeZone: () => undefined,
    });
    expect(read.prefill).toEqual(prefill);
  });

  it("leaves out an answer too long for an address rather than cutting it, and a field named like a reserved parameter", () => {
    const prefill = prefillOfValues({ name: "Ada", email: "", guests: [], answers: ["x".repeat(MAX_PARAM_LENGTH + 1), "7"] }, [
      "notes",
      "month",
    ]);
    expect(prefill).toEqual({ name: "Ada", email: undefined, guests: [], answers: [] });
  });
});

describe("layout", () => {
  const options = { customFieldNames: ["layout"], readTimeZone: (tz?: string) => tz };
  const read = (query: string) => readUrlState(new URLSearchParams(query), options);

  it.each([
    ["layout=week", "week"],
    ["layout=month", "month"],
    ["layout=WEEK", undefined],
    ["layout=column", undefined],
    ["layout=", undefined],
    ["", undefined],
  ])("%s reads as %s (anything else is ignored, like other bad values)", (query, layout) => {
    expect(read(query).layout).toBe(layout);
  });

  it("is no custom field's prefill", () => {
    expect(read("layout=week").prefill.answers).toEqual([]);
  });

  it("is written when the view has one, and left out when it has none (the reschedule calendar)", () => {
    expect(new URLSearchParams(writeUrlState({ month: "2027-03", layout: "week" })).get("layout")).toBe("week");
    expect(writeUrlState({ month: "2027-03" })).toBe("?month=2027-03");
  });

  const initial = { duration: "d_30", month: "2027-03", tz: "Europe/Berlin", hours: "24" } as const;
  const months = monthWindow("2027-01");

  it("Back and Forward restore the layout the URL names, else the first view's (the address the visitor arrived with)", () => {
    const shown = { ...initial, layout: "week" } as const;
    const first = { ...initial, layout: "month" } as const;
    expect(calendarStateFromUrl(read("layout=month"), { initial: first, shown, months }).layout).toBe("month");
    expect(calendarStateFromUrl(read("layout=week"), { initial: first, shown: first, months }).layout).toBe("week");
    expect(calendarStateFromUrl(read(""), { initial: first, shown, months }).layout).toBe("month");
  });

  it("stays out of a calendar without layouts, whatever the URL says", () => {
    expect(calendarStateFromUrl(read("layout=week"), { initial, shown: initial, months })).not.toHaveProperty("layout");
  });
});

describe("utm: the campaign parameters the visitor arrived with", () => {
  const options = { customFieldNames: ["utm_source", "company"], readTimeZone: () => undefined };

  it("reads the five utm_* parameters, and none of them prefills a field of that name", () => {
    const url = readUrlState(
      new URLSearchParams(
        "utm_source=newsletter&utm_medium=email&utm_campaign=winter&utm_term=team%20scheduling&utm_content=%C3%9C%20banner&utm_id=7&gclid=x",
      ),
      options,
    );
    expect(url.utm).toEqual({ source: "newsletter", medium: "email", campaign: "winter", term: "team scheduling", content: "Ü banner" });
    expect(url.prefill.answers).toEqual([]);
  });

  it.each([
    ["over 200 characters", `utm_source=${"x".repeat(201)}`],
    ["empty", "utm_source="],
    ["with a line break", "utm_source=a%0Ab"],
    ["with a right-to-left override", "utm_source=a%E2%80%AEb"],
    ["blank", "utm_source=%20%20"],
  ])("drops a value the service would refuse: %s", (_, query) => {
    expect(readUrlState(new URLSearchParams(query), options).utm).toEqual({});
  });

  it("keeps a value of exactly 200 characters, and the first of repeated ones", () => {
    const query = `utm_source=${"x".repeat(200)}&utm_medium=a&utm_medium=b`;
    expect(readUrlState(new URLSearchParams(query), options).utm).toEqual({ source: "x".repeat(200), medium: "a" });
  });

  it("round-trips as the parameters every address of the page keeps", () => {
    const utm = { source: "news", campaign: "a&b=c" };
    expect(utmParams(utm)).toEqual({ utm_source: "news", utm_campaign: "a&b=c" });
    const query = writeUrlState({ month: "2027-03" }, utmParams(utm));
    expect(readUrlState(new URLSearchParams(query), options).utm).toEqual(utm);
  });
});
