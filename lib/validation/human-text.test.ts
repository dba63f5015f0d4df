import { describe, expect, it } from "vitest";
import { type LineProblem, lineProblem, normalizeText } from "./human-text";

const bidiControls = ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"];

describe("lineProblem", () => {
  it.each<[string, string, LineProblem | undefined]>([
    ["a plain name", "Vera Visitor", undefined],
    ["accents and other scripts", "Zoë Ørsted 山田 태희 محمد", undefined],
    ["a Persian name with ZWNJ", "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645", undefined],
    ["an emoji joined by ZWJ", "Ana \u{1F469}\u200d\u{1F4BB}", undefined],
    ["the empty string (emptiness is the caller's rule)", "", undefined],
    ["LF", "a\nb", "lineBreak"],
    ["a bare CR", "a\rb", "lineBreak"],
    ["TAB", "a\tb", "lineBreak"],
    ["DEL", "a\u007fb", "lineBreak"],
    ["NEL (U+0085)", "a\u0085b", "lineBreak"],
    ["LINE SEPARATOR", "a\u2028b", "lineBreak"],
    ["PARAGRAPH SEPARATOR", "a\u2029b", "lineBreak"],
    ...bidiControls.map((c): [string, string, LineProblem] => [
      `bidi control U+${c.codePointAt(0)!.toString(16).toUpperCase()}`,
      `a${c}b`,
      "hidden",
    ]),
    ["a lone high surrogate", "a\ud800", "hidden"],
    ["a lone low surrogate", "\udc00a", "hidden"],
    ["U+FFFD from bytes that were not UTF-8", "a\ufffd", "hidden"],
    ["zero-width characters only", "\u200b\u200c\u200d\u2060\ufeff", "blank"],
    ["Hangul fillers only", "\u3164\u115f\u1160\uffa0", "blank"],
    ["a soft hyphen and no-break spaces", "\u00ad\u00a0\u202f", "blank"],
    ["combining marks only", "\u0301\u0308", "blank"],
    ["the braille blank", "\u2800", "blank"],
  ])("%s", (_name, value, expected) => {
    expect(lineProblem(value)).toBe(expected);
  });
});

describe("normalizeText", () => {
  it("composes to NFC and trims", () => {
    expect(normalizeText("  Zoe\u0308 \n")).toBe("Zoë");
  });
});
