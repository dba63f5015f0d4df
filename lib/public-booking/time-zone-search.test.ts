import { describe, expect, test } from "vitest";
import { findTimeZone, formatOffset, searchTimeZones, timeZoneChoices } from "./time-zone-search";

describe("findTimeZone: what a visitor types finds the zone they mean", () => {
  test.each([
    ["New York", "America/New_York"],
    ["new york city", "America/New_York"],
    ["london", "Europe/London"],
    ["IST", "Asia/Kolkata"],
    ["PST", "America/Los_Angeles"],
    ["pdt", "America/Los_Angeles"],
    ["Eastern Time", "America/New_York"],
    ["Mumbai", "Asia/Kolkata"],
    ["sao paulo", "America/Sao_Paulo"],
    ["Asia/Kathmandu", "Asia/Kathmandu"],
    ["asia/calcutta", "Asia/Kolkata"],
    ["Berlin", "Europe/Berlin"],
    ["Germany", "Europe/Berlin"],
    ["UTC", "UTC"],
    ["Chatham", "Pacific/Chatham"],
  ])("%s → %s", (text, zone) => {
    expect(findTimeZone(text)).toBe(zone);
  });

  test.each(["", "   ", "Atlantis", "zzzz"])("%j finds nothing", (text) => {
    expect(findTimeZone(text)).toBeUndefined();
  });
});

test("an ambiguous abbreviation lists its other zones after the one most meant", () => {
  const zones = searchTimeZones(timeZoneChoices(), "IST").map((c) => c.zone);
  expect(zones[0]).toBe("Asia/Kolkata");
  expect(zones).toEqual(expect.arrayContaining(["Asia/Jerusalem", "Europe/Dublin"]));
});

test("choices carry names in the page's language and keep English words searchable", () => {
  const german = timeZoneChoices("de");
  const newYork = german.find((c) => c.zone === "America/New_York")!;
  expect(newYork.country).toBe("Vereinigte Staaten");
  expect(searchTimeZones(german, "Eastern Time")[0]?.zone).toBe("America/New_York");
});

test.each([
  [0, "GMT"],
  [330, "GMT+5:30"],
  [-480, "GMT−8"],
  [765, "GMT+12:45"],
])("formatOffset(%i) = %s", (minutes, text) => {
  expect(formatOffset(minutes)).toBe(text);
});
