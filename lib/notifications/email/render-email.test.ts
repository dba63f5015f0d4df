import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../i18n";
import { cachedFormatterCount } from "../../i18n/date-formatter";
import { BOOKING_EVENTS, type EmailPayload } from "../events";
import { formatSpan, renderEmail } from "./render-email";

function payload(overrides: Partial<EmailPayload> = {}, booking: Partial<EmailPayload["booking"]> = {}): EmailPayload {
  return {
    event: "booking.created",
    workspaceId: "ws_1",
    at: Date.parse("2026-12-01T00:00:00Z"),
    audience: "ATTENDEE",
    name: "Vera Visitor",
    timeZone: "Europe/Berlin",
    ...overrides,
    booking: {
      id: "bk_1",
      title: "Intro",
      linkTitle: "Intro",
      status: "CONFIRMED",
      start: "2026-12-08T10:00:00.000Z",
      end: "2026-12-08T10:30:00.000Z",
      timezone: "Europe/Berlin",
      hosts: [{ userId: "usr_h", name: "Hana Host", email: "hana@example.test", timeZone: "UTC" }],
      attendees: [
        { name: "Vera Visitor", email: "vera@example.test", isGuest: false },
        { name: "Gus Guest", email: "gus@example.test", isGuest: true },
      ],
      answers: [],
      location: null,
      reason: null,
      ical: { uid: "bk_1", sequence: 0 },
      language: "en",
      ...booking,
    },
  };
}

const render = (p: EmailPayload) => renderEmail(p, { from: "Bookings <bookings@example.test>", manageUrl: "https://book.example.test/m" });

describe("an e-mail's words", () => {
  it.each([
    ["en", "Confirmed: Intro", "Your meeting is booked.", "Who: Hana Host, Vera Visitor, and Gus Guest (guest)"],
    ["de", "Bestätigt: Intro", "Ihr Termin ist gebucht.", "Wer: Hana Host, Vera Visitor und Gus Guest (Gast)"],
    ["es", "Confirmada: Intro", "Tu reunión está reservada.", "Quién: Hana Host, Vera Visitor y Gus Guest (invitado)"],
    ["it", "Confermato: Intro", "Il tuo incontro è prenotato.", "Chi: Hana Host, Vera Visitor e Gus Guest (ospite)"],
    ["ja", "確定: Intro", "ミーティングが予約されました。", "参加者: Hana Host、Vera Visitor、Gus Guest (ゲスト)"],
  ])("are in the link's language: %s", (language, subject, lead, who) => {
    const mail = render(payload({}, { language }));
    expect(mail.subject).toBe(subject);
    expect(mail.text.split("\n")[0]).toBe(lead);
    expect(mail.text).toContain(who);
    expect(mail.html).toContain(lead);
  });

  it("says every change in every language, to the visitor and to the host, with a subject and a first line of its own", () => {
    for (const language of LANGUAGES) {
      for (const audience of ["ATTENDEE", "HOST"] as const) {
        const said = [
          ...BOOKING_EVENTS.map((event) => payload({ event, audience }, { language })),
          payload({ event: "booking.rescheduled", audience }, { language, status: "PENDING" }),
        ].map(render);
        for (const mail of said) {
          expect(mail.subject, `${language} ${audience}`).toMatch(/^\S.*: Intro$/);
          expect(mail.text.split("\n")[0], `${language} ${audience}`).not.toBe("");
          expect(mail.text).not.toMatch(/[{}]/);
        }
        // A move awaiting approval is said as a request, not as the new time.
        const moved = said[BOOKING_EVENTS.indexOf("booking.rescheduled")]!;
        const pending = said.at(-1)!;
        expect(pending.text.split("\n")[0], `${language} ${audience}`).not.toBe(moved.text.split("\n")[0]);
      }
    }
  });

  it("keeps the title as it is, braces and apostrophes too", () => {
    expect(render(payload({}, { title: "Ann's {budget} 'review'" })).subject).toBe("Confirmed: Ann's {budget} 'review'");
  });

  it("falls back to English for a language the catalogue does not have", () => {
    expect(render(payload({}, { language: "fr" })).subject).toBe("Confirmed: Intro");
  });
});

describe("the time an e-mail shows", () => {
  it.each([
    // 30 minutes across the night New York falls back: 01:30 EDT, then 01:00 EST.
    [
      "2026-11-01T05:30:00Z",
      "2026-11-01T06:30:00Z",
      "America/New_York",
      "en",
      "Sunday, November 1, 2026, 1:30 AM – 1:30 AM (America/New_York)",
    ],
    // Lord Howe springs forward by half an hour at 02:00 (+10:30 → +11): an hour shows as 1:30 – 3:00.
    [
      "2026-10-03T15:00:00Z",
      "2026-10-03T16:00:00Z",
      "Australia/Lord_Howe",
      "en",
      "Sunday, October 4, 2026, 1:30 AM – 3:00 AM (Australia/Lord_Howe)",
    ],
    // Chatham is 13:45 ahead in its summer: late on the same day there.
    [
      "2026-12-08T10:00:00Z",
      "2026-12-08T10:30:00Z",
      "Pacific/Chatham",
      "de",
      "Dienstag, 8. Dezember 2026, 23:45 – 00:15 (Pacific/Chatham)",
    ],
    ["2026-12-08T10:00:00Z", "2026-12-08T10:30:00Z", "Asia/Kolkata", "ja", "2026年12月8日火曜日, 15:30 – 16:00 (Asia/Kolkata)"],
  ])("%s–%s in %s (%s)", (start, end, zone, language, expected) => {
    expect(formatSpan(start, end, zone, language)).toBe(expected);
  });

  // Making a formatter costs tens of microseconds on the thread that also serves the booking pages.
  it("reuses its formatters: a thousand e-mails in one zone and language make two", () => {
    const before = cachedFormatterCount();
    for (let i = 0; i < 1_000; i++) formatSpan("2026-12-08T10:00:00Z", "2026-12-08T10:30:00Z", "America/St_Johns", "it");
    expect(cachedFormatterCount() - before).toBe(2);
  });
});
