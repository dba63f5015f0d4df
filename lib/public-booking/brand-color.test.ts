import { describe, expect, it } from "vitest";
import { readableTextColorOn } from "./brand-color";

describe("readableTextColorOn", () => {
  it.each([
    ["#0f766e", "#ffffff"], // the default teal
    ["#000000", "#ffffff"],
    ["#ffffff", "#000000"],
    ["#fde047", "#000000"], // light yellow
    ["#1d4ed8", "#ffffff"],
    ["#fff", "#000000"], // short form
    ["#123", "#ffffff"],
  ])("on %s: %s", (background, text) => expect(readableTextColorOn(background)).toBe(text));
});
