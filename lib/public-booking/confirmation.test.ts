import { describe, expect, it } from "vitest";
import { afterBooking, readConfirmation, redirectAfterBooking } from "./confirmation";

const KEY = "sk_test_key";
const link = { id: "bl_intro", redirectUrl: null };
const booking = { id: "bk_123", start: "2027-03-14T09:00:00.000Z", end: "2027-03-14T09:30:00.000Z", tz: "Asia/Kolkata", hours: "12" };

const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://app.test").searchParams);

describe("confirmation links", () => {
  it("send the visitor to a confirmation page whose parameters read back as the booking", () => {
    const url = afterBooking(link, booking, undefined, KEY);
    expect(url.startsWith("/book/bl_intro/booked?")).toBe(true);
    const query = queryOf(url);
    expect(query).toMatchObject({ booking: "bk_123", start: booking.start, end: booking.end, tz: "Asia/Kolkata", hours: "12" });
    expect(readConfirmation("bl_intro", query, KEY)).toEqual({ booking: "bk_123", start: booking.start, end: booking.end });
  });

  it("refuse parameters that this app did not sign", () => {
    const query = queryOf(afterBooking(link, booking, undefined, KEY));
    expect(readConfirmation("bl_intro", { ...query, start: "2027-03-15T09:00:00.000Z" }, KEY)).toBeUndefined();
    expect(readConfirmation("bl_intro", { ...query, end: "2027-03-14T11:00:00.000Z" }, KEY)).toBeUndefined();
    expect(readConfirmation("bl_intro", { ...query, booking: "bk_999" }, KEY)).toBeUndefined();
    expect(readConfirmation("bl_other", query, KEY)).toBeUndefined();
    expect(readConfirmation("bl_intro", query, "another key")).toBeUndefined();
    expect(readConfirmation("bl_intro", { ...query, sig: undefined }, KEY)).toBeUndefined();
    expect(readConfirmation("bl_intro", { ...query, sig: query.sig!.slice(1) }, KEY)).toBeUndefined();
    expect(readConfirmation("bl_intro", { ...query, start: "not a time" }, KEY)).toBeUndefined();
  });

  it("go straight to the link's redirect with the booking id and start only", () => {
    const url = afterBooking({ id: "bl_intro", redirectUrl: "https://example.com/thanks?from=cal" }, booking, undefined, KEY);
    expect(url).toBe("https://example.com/thanks?from=cal&booking_id=bk_123&start=2027-03-14T09%3A00%3A00.000Z");
  });

  it("in an embed, show the confirmation and take the redirect from the link, not from the URL", () => {
    const withRedirect = { id: "bl_intro", redirectUrl: "https://example.com/thanks" };
    const url = afterBooking(withRedirect, booking, { embed: "1", embedId: "e1" }, KEY);
    expect(url.startsWith("/embed/bl_intro/booked?")).toBe(true);
    const query = queryOf(url);
    expect(query).toMatchObject({ embed: "1", embedId: "e1" });
    expect(query).not.toHaveProperty("redirect");
    expect(query).not.toHaveProperty("pending");
    expect(readConfirmation("bl_intro", query, KEY)).toBeDefined();
    expect(redirectAfterBooking(withRedirect, { id: "bk_123", start: booking.start })).toBe("https://example.com/thanks?booking_id=bk_123&start=2027-03-14T09%3A00%3A00.000Z");
    expect(redirectAfterBooking(link, { id: "bk_123", start: booking.start })).toBeUndefined();
  });
});
