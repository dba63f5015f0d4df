// The fonts of the link preview image, read from their npm packages on this
// server (@fontsource/noto-sans and @fontsource/noto-sans-jp, SIL OFL). The
// booking page itself uses the visitor's system fonts, which a server has none
// of; Noto Sans draws the Latin, Greek and Cyrillic scripts, Noto Sans JP the
// Japanese, in one design. (Noto Sans JP's own Latin letters are not used:
// next/og spaces words that hold kerned pairs such as "ra" too wide with it.)
//
// next/og fetches any character its fonts lack from Google Fonts (emoji from a
// CDN) while it draws. Nothing is fetched here: the text is first cut down to
// the characters these fonts hold (drawableText), read from their own
// character maps, so a title with an emoji or a rare script loses that
// character in the image rather than making the server call out.
import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { PREVIEW_FONT_FAMILY } from "../link-preview";

type Weight = 400 | 700;
export interface PreviewFont {
  name: string;
  data: Buffer;
  weight: Weight;
  style: "normal";
}

// Where npm puts the packages: the server runs from the project folder (scripts/serve.ts, next start, next dev).
const fontFile = (family: string, subset: string, weight: Weight) =>
  path.join(process.cwd(), "node_modules", "@fontsource", family, "files", `${family}-${subset}-${weight}-normal.woff`);
const SUBSETS = ["latin", "latin-ext", "greek", "greek-ext", "cyrillic", "cyrillic-ext", "vietnamese"];

function readFonts(family: "noto-sans" | "noto-sans-jp", subsets: string[]): PreviewFont[] {
  return subsets.flatMap((subset) =>
    ([400, 700] as const).map((weight) => ({
      // A name per file: next/og takes one font per family name (the closest weight) and falls back to the
      // other names character by character; under one shared name the other files would never be used.
      name: subset === "latin" ? PREVIEW_FONT_FAMILY : `${family} ${subset}`,
      data: readFileSync(fontFile(family, subset, weight)),
      weight,
      style: "normal" as const,
    })),
  );
}

// Read once, and kept as the same arrays: next/og parses a font list once per array it is given.
let latinFonts: PreviewFont[] | undefined;
let allFonts: PreviewFont[] | undefined;
let covered: { latin: Ranges; all: Ranges } | undefined;

function load() {
  if (!latinFonts || !allFonts || !covered) {
    latinFonts = readFonts("noto-sans", SUBSETS);
    // The Japanese set (1.4 MB a weight) is parsed only for texts that need it.
    allFonts = [...latinFonts, ...readFonts("noto-sans-jp", ["japanese"])];
    covered = { latin: coverageOf(latinFonts), all: coverageOf(allFonts) };
  }
  return { latinFonts, allFonts, covered };
}

/** The fonts for a text already made drawable: the Japanese ones only when it has a character only they hold. */
export function previewFontsFor(text: string): PreviewFont[] {
  const { latinFonts, allFonts, covered } = load();
  return [...text].every((char) => holds(covered.latin, char.codePointAt(0)!)) ? latinFonts : allFonts;
}

/** The text without the characters no preview font holds (emoji, scripts other than Latin, Greek, Cyrillic and Japanese). */
export function drawableText(text: string): string {
  const { covered } = load();
  return [...text]
    .filter((char) => /\s/.test(char) || holds(covered.all, char.codePointAt(0)!))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/** Sorted, merged [first, last] code point ranges. */
type Ranges = [number, number][];

function holds(ranges: Ranges, code: number): boolean {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [first, last] = ranges[middle]!;
    if (code < first) high = middle - 1;
    else if (code > last) low = middle + 1;
    else return true;
  }
  return false;
}

function coverageOf(fonts: PreviewFont[]): Ranges {
  const ranges = fonts.flatMap((font) => characterRanges(woffTable(font.data, "cmap")));
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Ranges = [];
  for (const range of ranges) {
    const previous = merged.at(-1);
    if (previous && range[0] <= previous[1] + 1) previous[1] = Math.max(previous[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** One table of a WOFF 1.0 file (W3C WOFF §4–5: a 44-byte header, then 20-byte directory entries), inflated. */
function woffTable(woff: Buffer, tag: string): Buffer {
  const tables = woff.readUInt16BE(12);
  for (let i = 0; i < tables; i++) {
    const entry = 44 + i * 20;
    if (woff.toString("latin1", entry, entry + 4) !== tag) continue;
    const [offset, compressed, original] = [woff.readUInt32BE(entry + 4), woff.readUInt32BE(entry + 8), woff.readUInt32BE(entry + 12)];
    const data = woff.subarray(offset, offset + compressed);
    return compressed < original ? inflateSync(data) : data;
  }
  throw new Error(`font has no ${tag} table`);
}

/** The characters a cmap maps (OpenType cmap formats 12 and 4, the Unicode subtables every web font has). */
function characterRanges(cmap: Buffer): Ranges {
  const subtables = Array.from({ length: cmap.readUInt16BE(2) }, (_, i) => cmap.readUInt32BE(4 + i * 8 + 4));
  const full = subtables.find((offset) => cmap.readUInt16BE(offset) === 12);
  if (full !== undefined) {
    return Array.from({ length: cmap.readUInt32BE(full + 12) }, (_, i) => {
      const group = full + 16 + i * 12;
      return [cmap.readUInt32BE(group), cmap.readUInt32BE(group + 4)] as [number, number];
    });
  }
  const basic = subtables.find((offset) => cmap.readUInt16BE(offset) === 4);
  if (basic === undefined) throw new Error("font has no Unicode character map");
  const segments = cmap.readUInt16BE(basic + 6) / 2;
  const ends = basic + 14;
  const starts = ends + segments * 2 + 2;
  return Array.from(
    { length: segments },
    (_, i) => [cmap.readUInt16BE(starts + i * 2), cmap.readUInt16BE(ends + i * 2)] as [number, number],
  ).filter(([first]) => first !== 0xffff);
}
