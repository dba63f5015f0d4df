import { describe, expect, it } from "vitest";
import { allPages, PICKER_PAGE_SIZE } from "./all-pages";

/** What the service answers for a list of `total` items: page n of PICKER_PAGE_SIZE, and the pages asked for. */
function service(total: number) {
  const asked: number[] = [];
  const items = Array.from({ length: total }, (_, i) => i);
  const readPage = async (page: number) => {
    asked.push(page);
    return { total, data: items.slice((page - 1) * PICKER_PAGE_SIZE, page * PICKER_PAGE_SIZE) };
  };
  return { readPage, asked, items };
}

describe("every page of a list, for a picker", () => {
  it.each([0, 1, 100, 101, 500, 1_234])("%i items: each once, in the list's order, a request a page", async (total) => {
    const { readPage, asked, items } = service(total);
    expect(await allPages(readPage)).toEqual(items);
    expect([...asked].sort((a, b) => a - b)).toEqual(
      Array.from({ length: Math.max(1, Math.ceil(total / PICKER_PAGE_SIZE)) }, (_, i) => i + 1),
    );
  });

  it("stops at the limit, asking for no page past it", async () => {
    const { readPage, asked, items } = service(5_000);
    expect(await allPages(readPage, 250)).toEqual(items.slice(0, 250));
    expect(Math.max(...asked)).toBe(3);
  });

  it("fails as a page fails, rather than showing a list with a hole", async () => {
    const { readPage } = service(300);
    const failing = (page: number) => (page === 2 ? Promise.reject(new Error("page 2 refused")) : readPage(page));
    await expect(allPages(failing)).rejects.toThrow("page 2 refused");
  });
});
