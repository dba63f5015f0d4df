import { describe, expect, it } from "vitest";
import { caseVariants } from "../testing/case-variants";
import { cachedFormatterCount, formatTime, MAX_FORMATTERS, timeZoneLabel } from "./format";

describe("the formatter cache", () => {
  it("keeps one formatter for 100,000 spellings of a zone", () => {
    const before = cachedFormatterCount();
    const spellings = caseVariants("America/Argentina/ComodRivadavia", 100_000);
    const times = new Set(spellings.map((zone) => formatTime("2026-12-08T10:00:00Z", "en-GB", zone, "24")));
    expect(times).toEqual(new Set(["7:00"]));
    expect(cachedFormatterCount() - before).toBeLessThanOrEqual(1);
  });

  it(`keeps at most ${MAX_FORMATTERS} formatters, however many zones and languages visitors bring`, () => {
    for (const locale of ["en-US", "de-DE", "es-ES", "ja-JP", "it-IT"]) {
      for (const zone of Intl.supportedValuesOf("timeZone")) timeZoneLabel(zone, locale);
    }
    expect(cachedFormatterCount()).toBeLessThanOrEqual(MAX_FORMATTERS);
    expect(timeZoneLabel("Europe/Berlin", "en-US")).toMatch(/^Europe\/Berlin \(GMT\+[12]\)$/);
  });
});
