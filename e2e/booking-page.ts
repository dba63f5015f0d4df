// Page object for the booking page: what a visitor does, in their words.
import { expect, type Page } from "@playwright/test";

export class BookingPage {
  constructor(readonly page: Page) {}

  async open(linkId: string, query = "") {
    await this.page.goto(`/book/${linkId}${query}`);
  }

  /** Picks the first day with times, then its first time; returns the time's label. */
  async pickFirstSlot(): Promise<string> {
    const day = this.page.locator("a.day-available").first();
    await day.click();
    const slot = this.page.locator("a.slot-button").first();
    await expect(slot).toBeVisible();
    const label = (await slot.getAttribute("aria-label")) ?? "";
    await slot.click();
    await expect(this.page.getByRole("heading", { name: /your details/i })).toBeVisible();
    return label;
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
    return this.page.locator("a.slot-button").allInnerTexts();
  }
}
