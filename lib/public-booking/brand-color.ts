// The page's brand colour comes from the team's settings; text on it must stay
// readable whatever colour they chose.

/** The colour of a link without branding (brandingPreference OFF, or none set): the page's and its preview image's. */
export const DEFAULT_BRAND_COLOR = "#0f766e";

/**
 * Black or white, whichever reads better on `background` (#rgb or #rrggbb):
 * WCAG relative luminance, with the threshold at which both give the same
 * contrast ratio.
 */
export function readableTextColorOn(background: string): "#000000" | "#ffffff" {
  const full = background.length === 4 ? `#${[...background.slice(1)].map((c) => c + c).join("")}` : background;
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(full.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return luminance > 0.179 ? "#000000" : "#ffffff";
}
