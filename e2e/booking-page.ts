// Page object for the booking page: what a visitor does, in their words.
import { expect, type FrameLocator, type Page } from "@playwright/test";

/** The month grid's days with times: its only links. */
export const dayLinks = (scope: Page | FrameLocator) => scope.getByRole("table").getByRole("link");
/** The open day's times, in the region the English page names "Times on …". */
export const slotLinks = (scope: Page | FrameLocator) => scope.getByRole("region", { name: /^Times on / }).getByRole("link");

/**
 * Opens the next month, picks its first day with times and that day's time at `index`, and waits for the form.
 * Not today's first time: the e2e links are open around the clock, so that one can start while the test runs. And a
 * test that books right after another on the same link takes a later index than the one before it took: a time booked
 * a moment ago may still be listed for up to a second (docs/booking-app.md, "Served from memory"), and its hold is
 * refused, which sends the visitor back to the times.
 */
export async function pickTimeNextMonth(scope: Page | FrameLocator, index: number) {
  await scope.getByRole("link", { name: "Next month" }).click();
  // The first month has no link back: this one shows once the next month does.
  await expect(scope.getByRole("link", { name: "Previous month" })).toBeVisible();
  await dayLinks(scope).first().click();
  await slotLinks(scope).nth(index).click();
  await expect(scope.getByLabel("Name", { exact: true })).toBeVisible();
}

/** The date (UTC, YYYY-MM-DD) `days` days from now. */
export const dateDaysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Next month (UTC, YYYY-MM). */
export function monthAhead() {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
}

export class BookingPage {
  constructor(readonly page: Page) {}

  async open(linkId: string, query = "") {
    await this.page.goto(`/book/${linkId}${query}`);
  }

  /** Picks the first day with times, then its first time; returns the time's label. */
  async pickFirstSlot(): Promise<string> {
    const day = dayLinks(this.page).first();
    await day.click();
    return this.pickFirstShownSlot();
  }

  /** Picks the first time the chosen day shows; returns its label once the form is open. */
  private async pickFirstShownSlot(): Promise<string> {
    const slot = slotLinks(this.page).first();
    await expect(slot).toBeVisible();
    const label = (await slot.getAttribute("aria-label")) ?? "";
    await slot.click();
    await expect(this.page.getByRole("heading", { name: /your details/i })).toBeVisible();
    return label;
  }

  /**
   * Opens the link on a day `daysAhead` days from now (UTC) and picks its first time: a time that cannot start
   * while the test runs, as the first free time of a link open around the clock (the next half hour) can.
   */
  async pickFirstSlotDaysAhead(linkId: string, daysAhead: number, query = ""): Promise<string> {
    await this.openDaysAhead(linkId, daysAhead, query);
    return this.pickFirstShownSlot();
  }

  /**
   * Opens the link on the day `daysAhead` days from now (UTC), its month shown: a whole day of times whatever the
   * hour the test runs, where today may hold one time or none and this month one day or none.
   */
  async openDaysAhead(linkId: string, daysAhead: number, query = "") {
    const date = dateDaysAhead(daysAhead);
    await this.open(linkId, `?date=${date}&month=${date.slice(0, 7)}${query ? `&${query.replace(/^\?/, "")}` : ""}`);
  }

  async fillDetails(details: { name: string; email: string }) {
    await this.page.getByLabel("Name", { exact: true }).fill(details.name);
    await this.page.getByLabel("Email", { exact: true }).fill(details.email);
  }

  /** Books the first free time of a link with these details; the confirmation (or the refusal) is the caller's to check. */
  async bookFirstSlot(linkId: string, details: { name: string; email: string }) {
    await this.open(linkId);
    await this.pickFirstSlot();
    await this.fillDetails(details);
    await this.submit();
  }

  async submit() {
    await this.page.getByRole("button", { name: /confirm booking|request booking/i }).click();
  }

  slotTimes() {
    return slotLinks(this.page).allInnerTexts();
  }
}

/**
 * The week view (layout=week): its heading names the week's dates ("Nov 29 – Dec 5, 2026"), the only level-2
 * heading with a dash; the days are a list named by it, each day's times a list named by its full date.
 */
export const weekHeading = (scope: Page | FrameLocator) => scope.getByRole("heading", { level: 2, name: /–/ });
export const weekSlotLinks = (scope: Page | FrameLocator) => scope.getByRole("list", { name: /–/ }).getByRole("link");
export const weekDayHeadings = (scope: Page | FrameLocator) => scope.getByRole("heading", { level: 3 });
/** One day's times; the name may start with "Today, ". */
export const weekDaySlotLinks = (scope: Page | FrameLocator, date: string) =>
  scope.getByRole("list", { name: new RegExp(`${fullDate(date)}$`) }).getByRole("link");

/** "Sunday, November 29, 2026": a date as the English page names a day for screen readers. */
export const fullDate = (date: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", year: "numeric", month: "long", day: "numeric" }).format(
    new Date(`${date}T12:00:00Z`),
  );
