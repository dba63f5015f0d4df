import { describe, expect, it } from "vitest";
import { caseVariants } from "../testing/case-variants";
import { utc } from "./test-factories";
import { cachedZoneNameCount, canonicalTimeZone, isValidTimeZone, localDateAt, localIsoString, wallTimeToInstant } from "./zoned-time";

describe("wallTimeToInstant", () => {
  it.each([
    ["America/New_York", "2026-03-08", "02:30", "2026-03-08T07:30Z", "gap: moves forward by the gap (03:30 EDT)"],
    ["America/New_York", "2026-11-01", "01:30", "2026-11-01T05:30Z", "overlap: the earlier 01:30 (EDT)"],
    ["America/New_York", "2026-11-01", "02:00", "2026-11-01T07:00Z", "just after the overlap: EST"],
    ["Europe/London", "2026-03-29", "01:30", "2026-03-29T01:30Z", "gap 01:00-02:00: 01:30 GMT is 02:30 BST"],
    ["Australia/Lord_Howe", "2026-10-04", "02:15", "2026-10-03T15:45Z", "30-minute gap: read at +10:30"],
    ["Australia/Lord_Howe", "2026-04-05", "01:45", "2026-04-04T14:45Z", "30-minute overlap: the earlier (+11)"],
    ["Pacific/Chatham", "2026-09-27", "03:00", "2026-09-26T14:15Z", "Chatham gap 02:45-03:45: read at +12:45"],
    ["Asia/Kolkata", "2026-06-01", "00:00", "2026-05-31T18:30Z", "half-hour offset"],
  ])("%s %s %s → %s (%s)", (zone, date, time, expected) => {
    const [year, month, day] = date.split("-").map(Number) as [number, number, number];
    const [h, m] = time.split(":").map(Number) as [number, number];
    expect(wallTimeToInstant(zone, { year, month, day }, h * 60 + m)).toBe(utc(expected));
  });

  it("finds the local date of an instant", () => {
    expect(localDateAt("Pacific/Chatham", utc("2026-07-14T11:15Z"))).toEqual({ year: 2026, month: 7, day: 15 });
    expect(localDateAt("America/Los_Angeles", utc("2026-07-14T06:59Z"))).toEqual({ year: 2026, month: 7, day: 13 });
  });
});

describe("localIsoString", () => {
  it.each([
    ["Asia/Kolkata", "2026-12-08T09:00Z", "2026-12-08T14:30:00+05:30", "half-hour offset"],
    ["Pacific/Chatham", "2026-12-08T09:00Z", "2026-12-08T22:45:00+13:45", "Chatham summer"],
    ["Pacific/Chatham", "2026-07-14T11:15Z", "2026-07-15T00:00:00+12:45", "Chatham winter, the next day"],
    ["America/New_York", "2026-11-01T05:30Z", "2026-11-01T01:30:00-04:00", "the first 01:30 of the fall-back day"],
    ["America/New_York", "2026-11-01T06:30Z", "2026-11-01T01:30:00-05:00", "the second one"],
    ["America/New_York", "2026-03-08T07:00Z", "2026-03-08T03:00:00-04:00", "just after the spring gap"],
    ["Australia/Lord_Howe", "2026-10-03T15:15Z", "2026-10-04T01:45:00+10:30", "before a half-hour gap"],
    ["Australia/Lord_Howe", "2026-10-03T15:45Z", "2026-10-04T02:45:00+11:00", "after it (02:00 became 02:30)"],
    ["Europe/London", "2026-01-15T10:00Z", "2026-01-15T10:00:00Z", "zero offset"],
    ["UTC", "2026-12-08T23:59Z", "2026-12-08T23:59:00Z", "UTC itself"],
  ])("%s %s → %s (%s)", (zone, instant, expected) => {
    expect(localIsoString(zone, utc(instant))).toBe(expected);
  });

  it("reads a zone's spellings alike without a formatter for each", () => {
    const spellings = caseVariants("Asia/Kolkata", 1_000);
    const strings = new Set<string>();
    const made = countFormatters(() => {
      for (const zone of spellings) strings.add(localIsoString(zone, utc("2026-06-01T00:00Z")));
    });
    expect(made).toBeLessThanOrEqual(2);
    expect(strings).toEqual(new Set(["2026-06-01T05:30:00+05:30"]));
  });
});

describe("isValidTimeZone", () => {
  it.each([
    ["Europe/Berlin", true],
    ["UTC", true],
    ["America/Argentina/Buenos_Aires", true],
    ["Etc/GMT+5", true],
    ["Mars/Phobos", false],
    ["+05:30", false],
    ["", false],
    ["Europe/Berlin; drop table", false],
  ])("%s → %s", (zone, valid) => expect(isValidTimeZone(zone)).toBe(valid));
});

/** Counts the Intl.DateTimeFormat objects made while `run` runs. */
function countFormatters(run: () => void): number {
  const original = Intl.DateTimeFormat;
  let made = 0;
  Intl.DateTimeFormat = new Proxy(original, {
    construct: (target, args) => {
      made++;
      return Reflect.construct(target, args);
    },
  });
  try {
    run();
  } finally {
    Intl.DateTimeFormat = original;
  }
  return made;
}

describe("time-zone caches fed names a client chose", () => {
  // Intl reads zone names case-insensitively: 2^30 spellings of this one are valid.
  const ZONE = "America/Argentina/ComodRivadavia";

  it("keep one entry for 100,000 spellings of a zone, and none for 100,000 names that are not zones", () => {
    const before = cachedZoneNameCount();
    const spellings = caseVariants(ZONE, 100_000);
    expect(new Set(spellings).size).toBe(100_000);
    expect(spellings.every(isValidTimeZone)).toBe(true);
    for (let i = 0; i < 100_000; i++) expect(isValidTimeZone(`Mars/Phobos_${i}`)).toBe(false);
    expect(cachedZoneNameCount() - before).toBeLessThanOrEqual(1);
    expect(cachedZoneNameCount()).toBeLessThanOrEqual(1_000);
    // One spelling goes on to every cache keyed by zone.
    expect(new Set(spellings.map(canonicalTimeZone))).toEqual(new Set(["America/Catamarca"]));
  });

  it("make no formatter per spelling when converting times (@date-fns/tz keeps each one for good)", () => {
    const spellings = caseVariants("Pacific/Chatham", 1_000);
    const made = countFormatters(() => {
      for (const zone of spellings) wallTimeToInstant(zone, { year: 2026, month: 6, day: 1 }, 0);
    });
    expect(made).toBeLessThanOrEqual(2);
    expect(new Set(spellings.map((zone) => wallTimeToInstant(zone, { year: 2026, month: 6, day: 1 }, 0))).size).toBe(1);
  });
});
