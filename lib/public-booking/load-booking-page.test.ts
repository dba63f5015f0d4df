import { beforeEach, describe, expect, it, vi } from "vitest";
import { getBookingLink, getTimeSlots } from "../scheduling-client/client";
import { loadBookingPage } from "./load-booking-page";
import { makeCustomField, makeLinkResponse } from "./test-factories";

vi.mock("../scheduling-client/client", async (original) => ({
  ...(await original<typeof import("../scheduling-client/client")>()),
  getBookingLink: vi.fn(),
  getTimeSlots: vi.fn(),
}));

const NOW = Date.parse("2027-03-01T08:00:00Z");
const visitor = { acceptLanguage: "en", timeZone: "UTC", locale: () => "en-GB" };

beforeEach(() => {
  vi.mocked(getTimeSlots).mockResolvedValue({ availableSlots: [{ start: "2027-03-02T09:00:00.000Z", end: "2027-03-02T09:30:00.000Z" }] });
});

describe("loadBookingPage", () => {
  // Field names are the link owner's text; a field named constructor or __proto__ once made the page fail for everyone.
  it("shows a link whose custom fields are named like Object's own properties", async () => {
    vi.mocked(getBookingLink).mockResolvedValue(makeLinkResponse({ customFields: ["constructor", "__proto__", "toString"].map((name) => makeCustomField(name)) }));
    const page = await loadBookingPage("bl_1", {}, visitor, NOW);
    expect(page.kind).toBe("ready");
    expect(page.kind === "ready" && page.prefill.answers).toEqual([]);
    expect(page.kind === "ready" && page.link.customFields.map((f) => f.name)).toEqual(["constructor", "__proto__", "toString"]);
  });

  it("prefills such fields from their own URL parameters", async () => {
    vi.mocked(getBookingLink).mockResolvedValue(makeLinkResponse({ customFields: ["constructor", "__proto__"].map((name) => makeCustomField(name)) }));
    const params = Object.fromEntries(new URLSearchParams("__proto__=Proto&constructor=Acme"));
    const page = await loadBookingPage("bl_1", params, visitor, NOW);
    expect(page.kind === "ready" && page.prefill.answers).toEqual([
      { name: "constructor", value: "Acme" },
      { name: "__proto__", value: "Proto" },
    ]);
  });
});
