import { afterEach, describe, expect, it, vi } from "vitest";
import { browserZoneRedirectScript, renderedZone, replaceWithBrowserZone, type ZoneRedirectWindow } from "./browser-zone-redirect";
import { CURRENT_NAMES } from "./time-zone-names";

/** The browser reports `zone` as its own, as Intl does. */
function browserIn(zone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone: zone };
  });
}

function pageAt(address: string, cookie: () => void = () => {}) {
  const url = new URL(address, "https://book.example");
  const calls: string[] = [];
  const cookies: string[] = [];
  const page: ZoneRedirectWindow = {
    location: { search: url.search, pathname: url.pathname, hash: url.hash, replace: (to) => void calls.push(`replace ${to}`) },
    document: {
      get cookie() {
        return cookies.join("; ");
      },
      set cookie(value: string) {
        cookie();
        cookies.push(value);
      },
    },
    stop: () => void calls.push("stop"),
  };
  return { page, calls, cookies };
}

afterEach(() => vi.restoreAllMocks());

/** A page rendered in `zone` on a clock no test process keeps (so the browser's zone decides). */
const renderedIn = (zone: string) => ({ zone, clock: [[0, 12345]] as [number, number][] });

describe("replaceWithBrowserZone", () => {
  it("stops the page, then replaces it by the same address in the browser's zone, remembered in the cookie", () => {
    browserIn("Asia/Kolkata");
    const { page, calls, cookies } = pageAt("/embed/bl_1?theme=dark&month=2026-12#top");
    replaceWithBrowserZone(renderedIn("America/New_York"), CURRENT_NAMES, page);
    expect(calls).toEqual(["stop", "replace /embed/bl_1?theme=dark&month=2026-12&tz=Asia%2FKolkata#top"]);
    expect(cookies).toEqual(["tz=Asia%2FKolkata; path=/; max-age=31536000; samesite=lax"]);
  });

  it.each([
    { case: "the address names a zone (also the second page: no loop)", address: "/book/bl_1?tz=Europe/Berlin", browser: "Asia/Kolkata" },
    { case: "an empty tz in the address", address: "/book/bl_1?tz=", browser: "Asia/Kolkata" },
    { case: "the browser's zone is the one rendered", address: "/book/bl_1", browser: "America/New_York" },
    { case: "... under its old name", address: "/book/bl_1", browser: "Asia/Calcutta", rendered: "Asia/Kolkata" },
    { case: "a zone the picker does not list", address: "/book/bl_1", browser: "Etc/Unknown" },
  ])("leaves the page as it is when $case", ({ address, browser, rendered = "America/New_York" }) => {
    browserIn(browser);
    const { page, calls, cookies } = pageAt(address);
    expect(replaceWithBrowserZone(renderedIn(rendered), CURRENT_NAMES, page)).toBeUndefined();
    expect(calls).toEqual([]);
    expect(cookies).toEqual([]);
  });

  it("leaves the page at once when the browser's clock reads as the page's zone, without Intl's formatter", () => {
    const now = Date.now();
    const clock: [number, number][] = [now, now + 20 * 86_400_000].map((t) => [t, new Date(t).getTimezoneOffset()]);
    const formatter = vi.spyOn(Intl, "DateTimeFormat");
    const { page, calls } = pageAt("/book/bl_1");
    expect(replaceWithBrowserZone({ zone: "Somewhere/Else", clock }, CURRENT_NAMES, page)).toBeUndefined();
    expect(calls).toEqual([]);
    expect(formatter).not.toHaveBeenCalled();
  });

  it("asks for the zone under the name the picker shows", () => {
    browserIn("Asia/Calcutta");
    const { page } = pageAt("/book/bl_1");
    expect(replaceWithBrowserZone(renderedIn("America/New_York"), CURRENT_NAMES, page)).toBe("/book/bl_1?tz=Asia%2FKolkata");
  });

  it("still goes when the frame refuses cookies: the address carries the zone", () => {
    browserIn("Asia/Tokyo");
    const { page, calls } = pageAt("/embed/bl_1", () => {
      throw new DOMException("sandboxed", "SecurityError");
    });
    replaceWithBrowserZone(renderedIn("UTC"), CURRENT_NAMES, page);
    expect(calls).toEqual(["stop", "replace /embed/bl_1?tz=Asia%2FTokyo"]);
  });
});

describe("browserZoneRedirectScript", () => {
  // The page sends the function as text: it must run with nothing but the browser's globals.
  const run = (script: string, page: ZoneRedirectWindow) => new Function("window", script)(page);

  it("runs on its own, with the rendered zone as data", () => {
    browserIn("Asia/Kolkata");
    const { page, calls } = pageAt("/book/bl_1?hours=24");
    run(browserZoneRedirectScript(renderedIn("America/New_York")), page);
    expect(calls).toEqual(["stop", "replace /book/bl_1?hours=24&tz=Asia%2FKolkata"]);
  });

  it("never lets a value close the script element, and swallows its own failures", () => {
    expect(browserZoneRedirectScript(renderedIn("</script><script>alert(1)//"))).not.toContain("</script");
    expect(() => run(browserZoneRedirectScript(renderedIn("UTC")), {} as ZoneRedirectWindow)).not.toThrow();
  });
});

describe("renderedZone", () => {
  it("reads the zone's clock now and at both ends of the month shown, as Date#getTimezoneOffset does", () => {
    const now = Date.parse("2026-11-24T12:00:00Z");
    expect(renderedZone("America/New_York", "2026-11", now)).toEqual({
      zone: "America/New_York",
      clock: [
        [now, 300],
        [Date.parse("2026-11-01T04:00:00Z"), 240],
        [Date.parse("2026-12-01T05:00:00Z") - 1, 300],
      ],
    });
  });
});
