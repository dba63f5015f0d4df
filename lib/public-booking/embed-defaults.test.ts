// The floating button and the popup's labels: the link's colour, and the
// language its booking page will speak to this visitor.
import { describe, expect, it } from "vitest";
import type { BookingLinkResponse } from "../contract/booking-links";
import { makeLinkResponse } from "../testing/public-booking";
import { embedDefaults } from "./embed-defaults";
import { toPublicLink } from "./server/to-public-link";

const link = (overrides: Parameters<typeof makeLinkResponse>[0]) => toPublicLink(makeLinkResponse(overrides));

describe("embedDefaults", () => {
  it.each<[string, Partial<BookingLinkResponse>, string, string, string]>([
    ["a German link, whoever visits", { language: "DE", languagePreference: "CUSTOM" }, "en-US,en", "Termin buchen", "Schließen"],
    [
      "a link that follows the visitor, for a Spanish visitor",
      { languagePreference: "OFF" },
      "es-ES,es;q=0.9",
      "Reservar una cita",
      "Cerrar",
    ],
    ["a link that follows the visitor, for an unknown language", { languagePreference: "OFF" }, "fi-FI", "Book a meeting", "Close"],
  ])("%s", (_, overrides, acceptLanguage, buttonText, closeLabel) => {
    expect(embedDefaults(link(overrides), acceptLanguage)).toMatchObject({ buttonText, closeLabel });
  });

  it("gives the link's brand colour and title, and no colour when the link has none", () => {
    expect(embedDefaults(link({ brandColor: "#1d4ed8", title: "Workshop" }), null)).toMatchObject({
      brandColor: "#1d4ed8",
      title: "Workshop",
    });
    expect(embedDefaults(link({ brandingPreference: "OFF" }), null).brandColor).toBeNull();
  });
});
