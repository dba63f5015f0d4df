import { describe, expect, it } from "vitest";
import { cachedFormatterCount, MAX_FORMATTERS } from "../i18n/date-formatter";
import { caseVariants } from "../testing/case-variants";
import { formatDate, formatDateRange, formatMeeting, formatMonthTitle, formatTime, timeZoneLabel } from "./format";

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

describe("text the server renders and the browser hydrates", () => {
  // Node's ICU writes thin (U+2009) and narrow no-break (U+202F) spaces where browsers' ICU writes plain ones (or the
  // other way round): React then finds another text than the server's and renders the whole page again.
  it.each(["en-US", "en-GB", "de-DE", "ja-JP"])("has plain spaces in %s", (locale) => {
    const texts = [
      formatDateRange("2026-11-29", "2026-12-05", locale),
      formatDateRange("2026-11-22", "2026-11-28", locale),
      formatTime("2026-12-08T22:30:00Z", locale, "America/New_York", "12"),
      formatDate("2026-12-08", locale),
      formatMonthTitle("2026-12", locale),
      formatMeeting("2026-12-08T22:30:00Z", "2026-12-08T23:00:00Z", locale, "America/New_York", "12"),
    ];
    for (const text of texts) expect(text).not.toMatch(/[\u2009\u202f]/);
  });

  it("still reads as the locale writes it", () => {
    expect(formatDateRange("2026-11-22", "2026-11-28", "en-US")).toBe("Nov 22 – 28, 2026");
    expect(formatTime("2026-12-08T22:30:00Z", "en-US", "America/New_York", "12")).toBe("5:30 PM");
  });
});
