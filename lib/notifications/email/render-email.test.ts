import { describe, expect, it } from "vitest";
import { cachedFormatterCount } from "../../i18n/date-formatter";
import { formatSpan } from "./render-email";

describe("the time an e-mail shows", () => {
  it.each([
    // 30 minutes across the night New York falls back: 01:30 EDT, then 01:00 EST.
    [
      "2026-11-01T05:30:00Z",
      "2026-11-01T06:30:00Z",
      "America/New_York",
      "en",
      "Sunday, November 1, 2026, 1:30 AM – 1:30 AM (America/New_York)",
    ],
    // Lord Howe springs forward by half an hour at 02:00 (+10:30 → +11): an hour shows as 1:30 – 3:00.
    [
      "2026-10-03T15:00:00Z",
      "2026-10-03T16:00:00Z",
      "Australia/Lord_Howe",
      "en",
      "Sunday, October 4, 2026, 1:30 AM – 3:00 AM (Australia/Lord_Howe)",
    ],
    // Chatham is 13:45 ahead in its summer: late on the same day there.
    [
      "2026-12-08T10:00:00Z",
      "2026-12-08T10:30:00Z",
      "Pacific/Chatham",
      "de",
      "Dienstag, 8. Dezember 2026, 23:45 – 00:15 (Pacific/Chatham)",
    ],
    ["2026-12-08T10:00:00Z", "2026-12-08T10:30:00Z", "Asia/Kolkata", "ja", "2026年12月8日火曜日, 15:30 – 16:00 (Asia/Kolkata)"],
  ])("%s–%s in %s (%s)", (start, end, zone, language, expected) => {
    expect(formatSpan(start, end, zone, language)).toBe(expected);
  });

  // Making a formatter costs tens of microseconds on the thread that also serves the booking pages.
  it("reuses its formatters: a thousand e-mails in one zone and language make two", () => {
    const before = cachedFormatterCount();
    for (let i = 0; i < 1_000; i++) formatSpan("2026-12-08T10:00:00Z", "2026-12-08T10:30:00Z", "America/St_Johns", "it");
    expect(cachedFormatterCount() - before).toBe(2);
  });
});
