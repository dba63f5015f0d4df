import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { googleCalendarUrl, icsEvent, outlookCalendarUrl } from "./calendar-file";

const entry = { start: "2027-03-14T09:00:00.000Z", end: "2027-03-14T09:30:00.000Z" };
const event = (title: string, location?: string, status: "CONFIRMED" | "TENTATIVE" = "CONFIRMED") =>
  icsEvent({ uid: "bk_1@team-scheduling", sequence: 0, title, ...entry, location, status });
/** Content lines as a calendar client reads them: CRLF-separated, folds (CRLF and one space or tab) undone. */
const contentLines = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .slice(0, -1);
const propertyValue = (ics: string, property: string) =>
  contentLines(ics)
    .find((line) => line.startsWith(`${property}:`))
    ?.slice(property.length + 1);
/** The event as a calendar library reads it back. */
const parsed = (ics: string) => new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);

const LONG_TITLE = "Réunion d'équipe 会議 🎉 ".repeat(12);

describe("icsEvent", () => {
  it.each([
    ["a bare CR", "Intro\rcall", "Introcall"],
    ["an LF", "Intro\ncall", "Intro\ncall"],
    ["CRLF and a property after it", "Intro\r\nATTENDEE:mailto:x@evil", "Intro\nATTENDEE:mailto:x@evil"],
    ["commas, semicolons and backslashes", "Coffee, tea; milk \\ sugar", "Coffee, tea; milk \\ sugar"],
    ["a tab and other control characters", "Intro\tcall\u0000\u0007\u001b\u007f\u0085\u009f", "Intro call"],
    ["a long multibyte title", LONG_TITLE, LONG_TITLE],
  ])("writes a title with %s as one SUMMARY that reads back as given", (_name, title, summary) => {
    const read = parsed(event(title, title));
    expect(read.summary).toBe(summary);
    expect(read.location).toBe(summary);
  });

  it.each([
    ["a bare CR", "x\rATTENDEE:mailto:x@evil"],
    ["an LF", "x\nATTENDEE:mailto:x@evil"],
    ["CRLF", "x\r\nATTENDEE:mailto:x@evil"],
    ["a long multibyte title", LONG_TITLE],
  ])("lets no line break or property in through a title with %s", (_name, title) => {
    const ics = event(title, title);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for control characters.
    expect(ics.replace(/\r\n[ \t]/g, "").replace(/\r\n/g, "")).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    const names = contentLines(ics).map((line) => line.match(/^[A-Z-]+/)?.[0]);
    expect(names.filter((name) => name === "ATTENDEE")).toEqual([]);
    expect(names.filter((name) => name === "SUMMARY")).toHaveLength(1);
  });

  it("folds long lines, never inside a character", () => {
    const lines = event(LONG_TITLE).split("\r\n").slice(0, -1);
    expect(lines.filter((line) => /^[ \t]/.test(line)).length).toBeGreaterThan(2);
    for (const line of lines) expect(line).not.toMatch(/\p{Cs}/u);
  });

  it("says CONFIRMED or TENTATIVE (awaiting approval)", () => {
    expect(propertyValue(event("Intro"), "STATUS")).toBe("CONFIRMED");
    expect(propertyValue(event("Intro", undefined, "TENTATIVE"), "STATUS")).toBe("TENTATIVE");
    expect(parsed(event("Intro")).startDate.toJSDate().toISOString()).toBe(entry.start);
  });
});

describe("calendar links", () => {
  const booking = { title: "Vera & Ana: 30 min", ...entry, location: "Video call" };

  it("opens Google Calendar with the title, the UTC times and the place", () => {
    const url = new URL(googleCalendarUrl(booking));
    expect(url.host).toBe("calendar.google.com");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: "TEMPLATE",
      text: "Vera & Ana: 30 min",
      dates: "20270314T090000Z/20270314T093000Z",
      location: "Video call",
    });
  });

  it.each([
    ["outlook.com", "outlook.live.com"],
    ["office365", "outlook.office.com"],
  ] as const)("opens %s's compose form with the title, the UTC times and the place", (service, host) => {
    const url = new URL(outlookCalendarUrl(booking, service));
    expect(url.host).toBe(host);
    expect(url.searchParams.get("subject")).toBe("Vera & Ana: 30 min");
    expect(url.searchParams.get("startdt")).toBe(entry.start);
    expect(url.searchParams.get("enddt")).toBe(entry.end);
    expect(url.searchParams.get("location")).toBe("Video call");
  });
});
