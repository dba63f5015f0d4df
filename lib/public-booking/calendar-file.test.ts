import { describe, expect, it } from "vitest";
import { icsEvent } from "./calendar-file";

const event = (title: string, location?: string) =>
  icsEvent({
    uid: "bk_1@scheduling",
    title,
    start: "2027-03-14T09:00:00.000Z",
    end: "2027-03-14T09:30:00.000Z",
    location,
    now: new Date("2027-03-01T00:00:00Z"),
  });
/** Content lines as a calendar client reads them: CRLF-separated, folds (CRLF and one space) undone. */
const contentLines = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n").slice(0, -1);
const propertyValue = (ics: string, property: string) =>
  contentLines(ics)
    .find((line) => line.startsWith(`${property}:`))
    ?.slice(property.length + 1);

const LONG_TITLE = "Réunion d'équipe 会議 🎉 ".repeat(12);

describe("icsEvent", () => {
  it.each([
    ["a bare CR", "Intro\rcall", "Introcall"],
    ["an LF", "Intro\ncall", "Intro\\ncall"],
    ["CRLF and a property after it", "Intro\r\nATTENDEE:mailto:x@evil", "Intro\\nATTENDEE:mailto:x@evil"],
    ["commas, semicolons and backslashes", "Coffee, tea; milk \\ sugar", "Coffee\\, tea\\; milk \\\\ sugar"],
    ["a tab and other control characters", "Intro\tcall\u0000\u0007\u001b\u007f\u0085\u009f", "Intro call"],
    ["a long multibyte title", LONG_TITLE, LONG_TITLE],
  ])("writes a title with %s as one escaped SUMMARY", (_name, title, summary) => {
    const ics = event(title, title);
    expect(propertyValue(ics, "SUMMARY")).toBe(summary);
    expect(propertyValue(ics, "LOCATION")).toBe(summary);
  });

  it.each([
    ["a bare CR", "x\rATTENDEE:mailto:x@evil"],
    ["an LF", "x\nATTENDEE:mailto:x@evil"],
    ["CRLF", "x\r\nATTENDEE:mailto:x@evil"],
    ["a long multibyte title", LONG_TITLE],
  ])("lets no line break or property in through a title with %s", (_name, title) => {
    const ics = event(title, title);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for control characters.
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    expect(contentLines(ics).map((line) => line.match(/^[A-Z-]+/)?.[0])).toEqual([
      "BEGIN",
      "VERSION",
      "PRODID",
      "CALSCALE",
      "METHOD",
      "BEGIN",
      "UID",
      "DTSTAMP",
      "DTSTART",
      "DTEND",
      "SUMMARY",
      "LOCATION",
      "END",
      "END",
    ]);
  });

  it("folds lines at 75 octets, never inside a character", () => {
    const lines = event(LONG_TITLE).split("\r\n").slice(0, -1);
    expect(lines.filter((line) => line.startsWith(" ")).length).toBeGreaterThan(2);
    for (const line of lines) {
      expect(line).toMatch(/^([A-Z-]+:| )/);
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(/\p{Cs}/u);
    }
  });
});
