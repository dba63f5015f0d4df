import { describe, expect, it } from "vitest";
import { newestFirstItems, newestFirstWindow } from "./newest-first";

/** What the service answers: items 0..total-1 oldest first, `size` a page. */
const servicePage = (total: number, size: number) => (page: number) =>
  Array.from({ length: total }, (_, i) => i).slice((page - 1) * size, page * size);

describe("newest-first pages over an oldest-first list", () => {
  it.each([
    [0, 20],
    [1, 20],
    [20, 20],
    [21, 20],
    [45, 20],
    [100, 20],
    [7, 3],
  ])("%i items, %i a page: every item once, newest first", (total, size) => {
    const read = servicePage(total, size);
    const shown: number[] = [];
    const pages = Math.max(1, Math.ceil(total / size));
    for (let page = 1; page <= pages; page++) {
      const window = newestFirstWindow(total, page, size);
      expect(window.servicePages.length).toBeLessThanOrEqual(2);
      const items = newestFirstItems(window, window.servicePages.map(read));
      expect(items.length).toBe(Math.min(size, total - (page - 1) * size));
      shown.push(...items);
    }
    expect(shown).toEqual(Array.from({ length: total }, (_, i) => total - 1 - i));
  });

  it("45 items, 20 a page: page 1 is the newest 20, from the service's pages 2 and 3", () => {
    const window = newestFirstWindow(45, 1, 20);
    expect(window).toEqual({ servicePages: [2, 3], from: 5, to: 25 });
    expect(newestFirstItems(window, [servicePage(45, 20)(2), servicePage(45, 20)(3)])).toEqual(
      Array.from({ length: 20 }, (_, i) => 44 - i),
    );
  });

  it("a page past the end reads nothing", () => {
    expect(newestFirstWindow(10, 3, 20)).toEqual({ servicePages: [], from: 0, to: 0 });
  });
});
