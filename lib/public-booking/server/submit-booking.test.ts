import { beforeEach, describe, expect, it, vi } from "vitest";
import { fetchBookingLink, postBooking, ServiceError } from "../../scheduling-client/client";
import { makeCustomField, makeLinkResponse } from "../../testing/public-booking";
import { submitBooking } from "./submit-booking";

vi.mock("../../scheduling-client/client", async (original) => ({
  ...(await original<typeof import("../../scheduling-client/client")>()),
  fetchBookingLink: vi.fn(),
  postBooking: vi.fn(),
}));

// Field names are the link owner's text; these are Object's own property names.
const fields = [makeCustomField("constructor"), makeCustomField("__proto__"), makeCustomField("toString", { required: false })];

/** The form as the booking page posts it. */
function post(answers: string[], guests: { name: string; email: string }[] = []) {
  const data = new FormData();
  const entries: Record<string, string> = {
    name: "Vera Visitor",
    email: "vera@example.test",
    slot: "2027-03-02T09:00:00.000Z",
    tz: "UTC",
    duration: "d1",
    idempotencyKey: "form-1",
  };
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  guests.forEach((g, i) => {
    data.set(`guests.${i}.name`, g.name);
    data.set(`guests.${i}.email`, g.email);
  });
  for (const [i, answer] of answers.entries()) data.set(`answers.${i}`, answer);
  return data;
}

beforeEach(() => {
  vi.mocked(fetchBookingLink).mockResolvedValue(makeLinkResponse({ customFields: fields, maxGuestsAllowed: 2 }));
  vi.mocked(postBooking).mockReset().mockResolvedValue({ id: "bk_1" });
});

describe("submitBooking", () => {
  it("sends the answers of fields named constructor and __proto__ as given", async () => {
    const result = await submitBooking("bl_1", post(["Acme", "Proto", ""]));
    expect(result).toHaveProperty("redirectTo");
    const [body] = vi.mocked(postBooking).mock.calls[0]!;
    expect(body.customFieldResponses.map((r) => [r.field.id, r.value])).toEqual([
      ["f_constructor", "Acme"],
      ["f___proto__", "Proto"],
    ]);
  });

  it("shows a required answer the service misses on its field", async () => {
    vi.mocked(postBooking).mockRejectedValue(
      new ServiceError(422, "CUSTOM_FIELD_REQUIRED", "Label __proto__ is required.", "customFields.__proto__"),
    );
    const result = await submitBooking("bl_1", post(["Acme", "Proto", ""]));
    expect(result).toMatchObject({ status: "invalid", fieldErrors: { "answers.1": "errorRequired" } });
  });

  it("books the visitor as the one attendee who is not a guest", async () => {
    await submitBooking(
      "bl_1",
      post(
        ["Acme", "Proto", ""],
        [
          { name: "Gus", email: "gus@example.test" },
          { name: "Gia", email: "gia@example.test" },
        ],
      ),
    );
    const [body] = vi.mocked(postBooking).mock.calls[0]!;
    expect(body.attendees).toEqual([
      { name: "Vera Visitor", email: "vera@example.test", isGuest: false },
      { name: "Gus", email: "gus@example.test", isGuest: true },
      { name: "Gia", email: "gia@example.test", isGuest: true },
    ]);
  });

  it("books with the visitor's hold, and drops a reservationId that is not one", async () => {
    const held = post(["Acme", "Proto", ""]);
    held.set("reservationId", "rs_5b0e2c1a-0000-4000-8000-000000000000");
    await submitBooking("bl_1", held);
    expect(vi.mocked(postBooking).mock.calls[0]![0].reservationId).toBe("rs_5b0e2c1a-0000-4000-8000-000000000000");

    const forged = post(["Acme", "Proto", ""]);
    forged.set("reservationId", "bk_1");
    await submitBooking("bl_1", forged);
    expect(vi.mocked(postBooking).mock.calls[1]![0]).not.toHaveProperty("reservationId");
  });

  it("says the hold ran out when the time was taken despite it", async () => {
    vi.mocked(postBooking).mockRejectedValue(new ServiceError(409, "SLOT_UNAVAILABLE", "taken", "startDateTime"));
    const held = post(["Acme", "Proto", ""]);
    held.set("reservationId", "rs_5b0e2c1a-0000-4000-8000-000000000000");
    expect(await submitBooking("bl_1", held)).toMatchObject({ formError: "errorHoldTaken", slotLost: true });
    expect(await submitBooking("bl_1", post(["Acme", "Proto", ""]))).toMatchObject({ formError: "errorSlotTaken", slotLost: true });
  });

  it("sends the campaign parameters the page kept in hidden inputs, and only those the service stores", async () => {
    const data = post(["Acme", "Proto", ""]);
    data.set("utm_source", "newsletter");
    data.set("utm_campaign", "winter");
    data.set("utm_medium", "x".repeat(201));
    data.set("utm_id", "7");
    await submitBooking("bl_1", data);
    expect(vi.mocked(postBooking).mock.calls[0]![0].utm).toEqual({ source: "newsletter", campaign: "winter" });
  });

  it("sends no utm when the page had none", async () => {
    await submitBooking("bl_1", post(["Acme", "Proto", ""]));
    expect(vi.mocked(postBooking).mock.calls[0]![0]).not.toHaveProperty("utm");
  });
});
