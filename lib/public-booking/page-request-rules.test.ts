import { describe, expect, it } from "vitest";
import { answersMarkdownToo, refusePageRequest, varyWithAccept } from "./page-request-rules";

const noHeaders = () => undefined;

describe("refusePageRequest", () => {
  it("answers 400 to a page or app route address with a broken percent-escape", () => {
    for (const path of ["/book/%E0%A4%A", "/book/%", "/api/booking-links/%ZZ/slots", "/embed/bl_x%E0"]) {
      expect(refusePageRequest("GET", path, noHeaders)?.status, path).toBe(400);
    }
  });

  it("lets well-formed escapes, plain pages and the service's own paths through", () => {
    for (const path of ["/book/bl_demo_intro", "/book/%E0%A4%A4", "/api/booking-links/bl_demo_intro/slots", "/v1/%E0"]) {
      expect(refusePageRequest("GET", path, noHeaders), path).toBeUndefined();
    }
  });

  it("still answers 405 to methods no page takes and 403 to forms from another site", () => {
    expect(refusePageRequest("PUT", "/book/bl_demo_intro", noHeaders)?.status).toBe(405);
    const crossSite = (name: string) => ({ origin: "https://evil.example", host: "book.example" })[name];
    expect(refusePageRequest("POST", "/book/bl_demo_intro", crossSite)?.status).toBe(403);
  });
});

describe("pages that answer Markdown too", () => {
  it.each([
    ["/book/bl_demo_intro", true],
    ["/book/bl_demo_intro.md", true],
    ["/olivia", true],
    ["/olivia.md", true],
    ["/book/bl_demo_intro/booked", false],
    ["/booking/tok/ics", false],
    ["/", false],
  ])("%s: %s", (path, expected) => {
    expect(answersMarkdownToo(path)).toBe(expected);
  });

  it("adds Accept to Vary once", () => {
    expect(varyWithAccept(undefined)).toBe("Accept");
    expect(varyWithAccept("rsc, Accept-Encoding")).toBe("rsc, Accept-Encoding, Accept");
    expect(varyWithAccept("accept, rsc")).toBe("accept, rsc");
  });
});
