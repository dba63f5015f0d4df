import { describe, expect, it } from "vitest";
import { makeCustomField, makeLinkResponse } from "../testing/public-booking";
import { linkMarkdown, llmsTxt, localTime, pageMarkdown } from "./agent-markdown";
import type { PublicBookingPage } from "./public-page";
import { toPublicPageLink } from "./server/to-public-page";

const BASE = "https://book.example.com";
const SECRETS = ["secret", "@", "usr_", "sched", "cal_", "ws_", "bp_1", "<script"];

const link = toPublicPageLink(
  makeLinkResponse({
    title: "Intro *call* <b>",
    description: '<p>Hello <a href="https://x.example">agenda</a></p><script>alert(1)</script>',
    customFields: [makeCustomField("company"), makeCustomField("notes", { type: "LONG_TEXT", required: false, label: "Notes" })],
  }),
);
const page: PublicBookingPage = {
  username: "hana",
  owner: { name: "Hana Host", image: null },
  description: "Team lead.",
  branding: { brandColor: null, coverImageUrl: null },
  language: "en",
  links: [link],
};

describe("linkMarkdown", () => {
  const text = linkMarkdown({
    link,
    descriptionText: link.descriptionText,
    baseUrl: BASE,
    timeZone: "Pacific/Chatham",
    starts: ["2026-12-07T09:00:00.000Z"],
    horizonDays: 31,
  });

  it("writes the title escaped, the hosts, lengths and the description as text", () => {
    expect(text).toMatch(/^# Intro \\\*call\\\* \\<b\\>\n/);
    expect(text).toContain("- With: Hana Host");
    expect(text).toContain("- Durations: 30 min (default)");
    expect(text).toContain("Hello agenda (https://x.example)");
  });

  it("writes the next times in the zone asked for, each an address that opens the form at it", () => {
    // 09:00 UTC is 22:45 in Chatham (+13:45 in December).
    expect(text).toContain("## Next available times (Pacific/Chatham)");
    expect(text).toContain(
      "- Mon 2026-12-07 22:45–23:15 (2026-12-07T09:00:00.000Z): https://book.example.com/book/bl_1?duration=d1&slot=2026-12-07T09%3A00%3A00.000Z&tz=Pacific%2FChatham",
    );
  });

  it("lists the form's fields with their types and whether they are required, and how to prefill them", () => {
    expect(text).toContain("| email | Email | email address | yes |");
    expect(text).toContain("| guests | Guests | email addresses, comma-separated (up to 2) | no |");
    expect(text).toContain("| company | Label company | text (one line) | yes |");
    expect(text).toContain("| notes | Notes | text (several lines) | no |");
    expect(text).toContain("https://book.example.com/book/bl_1?name=Ada+Lovelace&email=ada%40example.com&company=Example");
  });

  it("passes on nothing private", () => {
    const all = [text, pageMarkdown(page, BASE), llmsTxt([page], BASE)].join("\n");
    for (const secret of SECRETS) expect(all.replaceAll("ada%40example.com", "")).not.toContain(secret);
  });

  it("says so when no time is free, and offers no form for a turned-off link", () => {
    const none = linkMarkdown({ link, descriptionText: null, baseUrl: BASE, timeZone: "UTC", starts: [], horizonDays: 93 });
    expect(none).toContain("No free time in the next 93 days.");
    const off = linkMarkdown({
      link: { ...link, bookable: false },
      descriptionText: null,
      baseUrl: BASE,
      timeZone: "UTC",
      starts: [],
      horizonDays: 0,
    });
    expect(off).toContain("turned off");
    expect(off).not.toContain("## Booking form");
  });
});

describe("pageMarkdown and llmsTxt", () => {
  it("list the page's links with their addresses, and llms.txt points to the Markdown pages", () => {
    expect(pageMarkdown(page, BASE)).toContain("- Times and form (Markdown): https://book.example.com/book/bl_1.md");
    const llms = llmsTxt([page], BASE);
    expect(llms).toMatch(/^# .+\n\n> /);
    expect(llms).toContain("- [Hana Host](https://book.example.com/hana.md): Team lead.");
    expect(llms).toContain("(https://book.example.com/book/bl_1.md)");
  });
});

describe("localTime", () => {
  it.each([
    ["Asia/Kolkata", "Mon 2026-12-07 14:30"],
    ["America/New_York", "Mon 2026-12-07 04:00"],
    ["Pacific/Chatham", "Mon 2026-12-07 22:45"],
  ])("writes 09:00 UTC in %s", (zone, expected) => {
    expect(localTime("2026-12-07T09:00:00.000Z", zone)).toBe(expected);
  });
});
