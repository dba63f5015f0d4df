import { describe, expect, it } from "vitest";
import { afterBooking, redirectAfterBooking } from "./confirmation";

const link = { id: "bl_intro", redirectUrl: null };
const TOKEN = `bk_123.1.${"A".repeat(43)}`;
const booking = { id: "bk_123", start: "2027-03-14T09:00:00.000Z", manageToken: TOKEN, tz: "Asia/Kolkata", hours: "12" as const };

const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://app.test").searchParams);

describe("after booking", () => {
  it("the confirmation page's address names the booking by its manage token, with the visitor's zone and hours", () => {
    const url = afterBooking(link, booking);
    expect(url.startsWith("/book/bl_intro/booked?")).toBe(true);
    // Nothing else: the page reads the booking back (times, status) through the token.
    expect(queryOf(url)).toEqual({ token: TOKEN, tz: "Asia/Kolkata", hours: "12" });
  });

  it("goes straight to the link's redirect with the booking id and start only, never the manage token", () => {
    const url = afterBooking({ ...link, redirectUrl: "https://example.com/thanks?from=cal" }, booking);
    expect(url).toBe("https://example.com/thanks?from=cal&booking_id=bk_123&start=2027-03-14T09%3A00%3A00.000Z");
    expect(url).not.toContain(TOKEN.slice(10));
  });

  it("in an embed, shows the confirmation and takes the redirect from the link, not from the URL", () => {
    const withRedirect = { ...link, redirectUrl: "https://example.com/thanks" };
    const url = afterBooking(withRedirect, booking, { embedId: "e1", embedOrigin: "https://site.example" });
    expect(url.startsWith("/embed/bl_intro/booked?")).toBe(true);
    const query = queryOf(url);
    expect(query).toMatchObject({ token: TOKEN, embedId: "e1", embedOrigin: "https://site.example" });
    expect(query).not.toHaveProperty("redirect");
    expect(redirectAfterBooking(withRedirect, { id: "bk_123", start: booking.start })).toBe(
      "https://example.com/thanks?booking_id=bk_123&start=2027-03-14T09%3A00%3A00.000Z",
    );
    expect(redirectAfterBooking(link, { id: "bk_123", start: booking.start })).toBeUndefined();
  });
});
