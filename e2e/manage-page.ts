// Page object for a booking's manage address (/booking/<manage token>): what a
// visitor does there, in their words.
import { expect, type FrameLocator, type Page } from "@playwright/test";
import { slotLinks } from "./booking-page";

type Scope = Page | FrameLocator;

export class ManagePage {
  constructor(readonly scope: Scope) {}

  status() {
    return this.scope.getByTestId("manage-status");
  }

  when() {
    return this.scope.getByTestId("manage-when");
  }

  /** Opens the reschedule calendar and picks the first offered time other than `except` an hour or more ahead; returns its UTC start. */
  async rescheduleToAnotherTime(except: string): Promise<string> {
    await this.scope.getByRole("link", { name: "Reschedule" }).click();
    await expect(this.scope.getByRole("heading", { name: "Pick a new time" })).toBeVisible();
    await expect(slotLinks(this.scope).first()).toBeVisible();
    const slots = await slotLinks(this.scope).evaluateAll((links) =>
      links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get("slot")),
    );
    // At least an hour ahead: the next half hour could start, and no longer be offered, before the move is confirmed.
    const target = slots.find((slot) => slot && slot !== except && Date.parse(slot) > Date.now() + 3_600_000)!;
    // By its address, not its place in the list: the list may still change (the calendar settling on its day).
    await this.scope.locator(`a[href*="slot=${encodeURIComponent(target)}"]`).click();
    await expect(this.scope.getByTestId("new-time")).toBeVisible();
    await this.scope.getByRole("button", { name: "Confirm new time" }).click();
    await expect(this.scope.getByTestId("manage-outcome")).toContainText("moved");
    return target;
  }

  async cancel(reason: string) {
    await this.scope.getByRole("link", { name: "Cancel booking" }).click();
    await this.scope.getByLabel(/Reason for cancelling/).fill(reason);
    await this.scope.getByRole("button", { name: "Yes, cancel booking" }).click();
    await expect(this.status()).toHaveText("This booking is cancelled");
    await expect(this.scope.getByTestId("manage-outcome")).toContainText("cancelled");
  }
}
