// Page object of a booking page (/<username>): its owner, its links in order, and the way into one.
import type { Locator, Page } from "@playwright/test";

export class ProfilePage {
  constructor(
    readonly page: Page,
    readonly base = "",
  ) {}

  open(username: string) {
    return this.page.goto(`${this.base}/${username}`);
  }

  get links(): Locator {
    return this.page.getByTestId("page-links").getByRole("link");
  }

  /** The links' titles, top to bottom. */
  async titles(): Promise<string[]> {
    return this.page.getByTestId("page-links").locator("a > span:first-child > span:first-child").allTextContents();
  }

  link(title: string): Locator {
    return this.links.filter({ hasText: title });
  }
}
