import { describe, expect, it } from "vitest";
import { makeLinkResponse } from "../testing/public-booking";
import { linkPagePath, linkPreview, plainTextOf, previewImagePath, previewVersion } from "./link-preview";
import { toPublicLink } from "./server/to-public-link";

const link = (overrides: Parameters<typeof makeLinkResponse>[0] = {}) => toPublicLink(makeLinkResponse(overrides));

describe("plainTextOf", () => {
  it.each([
    ["<p>Hello <strong>there</strong></p><p>Second</p>", "Hello there Second"],
    ["Line<br>break<br/>here", "Line break here"],
    ["<ul><li>One</li><li>Two</li></ul>", "One Two"],
    ["Fish &amp; chips &lt;3 &quot;ok&quot; &#39;yes&#39; &#x1F600;", "Fish & chips <3 \"ok\" 'yes' 😀"],
    ["  \n <p>  spaced \t out </p> ", "spaced out"],
    ["&unknown; stays", "&unknown; stays"],
    ["<p></p>", ""],
  ])("%j → %j", (html, text) => {
    expect(plainTextOf(html, 200)).toBe(text);
  });

  it("cuts a long text at the last whole word, with an ellipsis", () => {
    const text = plainTextOf(`<p>${"word ".repeat(100)}</p>`, 50);
    expect(text).toBe(`${"word ".repeat(9).trim()}…`);
    expect(text.length).toBeLessThanOrEqual(50);
  });

  it("never leaves half of an emoji", () => {
    expect(plainTextOf(`${"x".repeat(48)}😀😀😀`, 50)).toBe(`${"x".repeat(48)}…`);
  });

  it("is empty for no description", () => expect(plainTextOf(null, 200)).toBe(""));
});

describe("linkPreview", () => {
  it("names the link and its hosts, its lengths shortest first, and the description as plain text", () => {
    const preview = linkPreview(
      link({
        title: "Intro call",
        description: "<p>Let's talk <em>pricing</em> &amp; plans.</p><script>x()</script>",
        bookingDurations: [
          { ...makeLinkResponse().bookingDurations[0]!, id: "d2", durationInMinutes: 60, isDefault: true },
          { ...makeLinkResponse().bookingDurations[0]!, id: "d1", durationInMinutes: 30, isDefault: false },
        ],
      }),
    );
    expect(preview).toMatchObject({
      pageTitle: "Intro call | Hana Host",
      title: "Intro call",
      hosts: "Hana Host",
      durations: "30 min · 1 h",
      description: "Let's talk pricing & plans.",
      brandColor: "#123456",
      language: "en",
    });
  });

  it("without a description, says the lengths and the hosts in the link's language", () => {
    const preview = linkPreview(link({ description: null, language: "DE", languagePreference: "CUSTOM" }));
    expect(preview.description).toBe("30 Min. · mit Hana Host");
    expect(preview.language).toBe("de");
  });

  it("has the same image address whatever the description, a new one when what the image draws changes", () => {
    const base = linkPreview(link());
    expect(previewVersion(linkPreview(link({ description: "<p>Other</p>" })))).toBe(previewVersion(base));
    expect(previewVersion(linkPreview(link({ title: "Other" })))).not.toBe(previewVersion(base));
    expect(previewVersion(linkPreview(link({ brandColor: "#654321" })))).not.toBe(previewVersion(base));
    expect(previewImagePath("bl_1", base)).toMatch(/^\/book\/bl_1\/preview\.png\?v=[0-9a-f]{8}$/);
    expect(linkPagePath("bl 1")).toBe("/book/bl%201");
  });
});
