import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InPlaceLink } from "./in-place-link";

// Unmount what each test rendered (Testing Library cleans up by itself only with vitest's globals on).
afterEach(cleanup);

function renderLink() {
  const onFollow = vi.fn();
  render(createElement(InPlaceLink, { href: "/book/bl_1?month=2027-04", onFollow }, "Next month"));
  return { onFollow, link: screen.getByRole("link", { name: "Next month" }) };
}

describe("InPlaceLink", () => {
  it("follows a plain left click in place", () => {
    const { onFollow, link } = renderLink();
    const followed = !fireEvent.click(link, { button: 0 });
    expect(onFollow).toHaveBeenCalledOnce();
    expect(followed).toBe(true); // default prevented: no page load
  });

  it.each([
    ["a cmd-click", { metaKey: true }],
    ["a ctrl-click", { ctrlKey: true }],
    ["a shift-click", { shiftKey: true }],
    ["an alt-click", { altKey: true }],
    ["a middle click", { button: 1 }],
  ])("leaves %s to the browser (new tab, window or download)", (_, init) => {
    const { onFollow, link } = renderLink();
    const browserDefault = fireEvent.click(link, { button: 0, ...init });
    expect(onFollow).not.toHaveBeenCalled();
    expect(browserDefault).toBe(true);
  });

  it("is a real link to the same view, for the page without JavaScript", () => {
    expect(renderLink().link.getAttribute("href")).toBe("/book/bl_1?month=2027-04");
  });
});
