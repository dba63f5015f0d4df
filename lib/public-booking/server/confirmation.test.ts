import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_API_KEY } from "../../config/demo-key";
import { resetConfig } from "../../config/env";
import { afterBooking, readConfirmation, redirectAfterBooking } from "./confirmation";

const KEY = "sk_test_key";
const link = { id: "bl_intro", redirectUrl: null, requiresApproval: false };
const booking = {
  id: "bk_123",
  start: "2027-03-14T09:00:00.000Z",
  end: "2027-03-14T09:30:00.000Z",
  tz: "Asia/Kolkata",
  hours: "12" as const,
};

const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://app.test").searchParams);

describe("confirmation links", () => {
  it("send the visitor to a confirmation page whose parameters read back as the booking", () => {
    const url = afterBooking(link, booking, undefined, KEY);
    expect(url.startsWith("/book/bl_intro/booked?")).toBe(true);
    const query = queryOf(url);
    expect(query).toMatchObject({ booking: "bk_123", start: booking.start, end: booking.end, tz: "Asia/Kolkata", hours: "12" });
    expect(query).not.toHaveProperty("pending");
    expect(readConfirmation("bl_intro", query, KEY)).toEqual({ booking: "bk_123", start: booking.start, end: booking.end, pending: false });
  });

  it("carry, signed, that the booking awaits approval", () => {
    const query = queryOf(afterBooking({ ...link, requiresApproval: true }, booking, undefined, KEY));
    expect(query.pending).toBe("1");
    expect(readConfirmation("bl_intro", query, KEY)?.pending).toBe(true);
    expect(readConfirmation("bl_intro", { ...query, pending: undefined }, KEY)).toBeUndefined();
    const confirmed = queryOf(afterBooking(link, booking, undefined, KEY));
    expect(readConfirmation("bl_intro", { ...confirmed, pending: "1" }, KEY)).toBeUndefined();
  });

  it("write times the way the page reads them, whatever form the slot came in", () => {
    const query = queryOf(afterBooking(link, { ...booking, start: "2027-03-14T09:00Z", end: "2027-03-14T09:30:00Z" }, undefined, KEY));
    expect(query).toMatchObject({ start: "2027-03-14T09:00:00.000Z", end: "2027-03-14T09:30:00.000Z" });
    expect(readConfirmation("bl_intro", query, KEY)).toBeDefined();
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
    const url = afterBooking({ ...link, redirectUrl: "https://example.com/thanks?from=cal" }, booking, undefined, KEY);
    expect(url).toBe("https://example.com/thanks?from=cal&booking_id=bk_123&start=2027-03-14T09%3A00%3A00.000Z");
  });

  it("in an embed, show the confirmation and take the redirect from the link, not from the URL", () => {
    const withRedirect = { ...link, redirectUrl: "https://example.com/thanks" };
    const url = afterBooking(withRedirect, booking, { embedId: "e1", embedOrigin: "https://site.example" }, KEY);
    expect(url.startsWith("/embed/bl_intro/booked?")).toBe(true);
    const query = queryOf(url);
    expect(query).toMatchObject({ embedId: "e1", embedOrigin: "https://site.example" });
    expect(query).not.toHaveProperty("redirect");
    expect(readConfirmation("bl_intro", query, KEY)).toBeDefined();
    expect(redirectAfterBooking(withRedirect, { id: "bk_123", start: booking.start })).toBe(
      "https://example.com/thanks?booking_id=bk_123&start=2027-03-14T09%3A00%3A00.000Z",
    );
    expect(redirectAfterBooking(link, { id: "bk_123", start: booking.start })).toBeUndefined();
  });

  describe("signing key", () => {
    // An empty value counts as unset (lib/config/env.ts).
    const setEnv = (env: Record<string, string>) => {
      for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
      resetConfig();
    };
    afterEach(() => {
      vi.unstubAllEnvs();
      resetConfig();
    });

    it("is CONFIRMATION_SECRET when set, else the app's service key", () => {
      setEnv({ CONFIRMATION_SECRET: "secret-1-of-16-characters", SCHEDULING_API_KEY: "sk_live_1" });
      expect(readConfirmation("bl_intro", queryOf(afterBooking(link, booking)), "secret-1-of-16-characters")).toBeDefined();
      setEnv({ CONFIRMATION_SECRET: "" });
      expect(readConfirmation("bl_intro", queryOf(afterBooking(link, booking)), "sk_live_1")).toBeDefined();
    });

    it("is never the demo's published key", () => {
      setEnv({ CONFIRMATION_SECRET: "", SCHEDULING_API_KEY: "" });
      const query = queryOf(afterBooking(link, booking));
      expect(readConfirmation("bl_intro", query)).toBeDefined();
      expect(readConfirmation("bl_intro", query, DEMO_API_KEY)).toBeUndefined();
    });
  });
});
