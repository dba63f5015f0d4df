// Options an embedding site passes (through embed.js) in the iframe's URL.
export interface EmbedOptions {
  theme: "light" | "dark" | "auto";
  hideDetails: boolean;
  transparent: boolean;
  /** Brand colour override, #rrggbb. */
  brand?: string;
  /** The embedding page's origin: embed events go there and nowhere else. */
  embedOrigin?: string;
  /** Tells several embeds on one page apart. */
  embedId?: string;
}

type Params = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function readEmbedOptions(params: Params): EmbedOptions {
  const theme = one(params.theme);
  const brand = one(params.brand);
  const origin = one(params.embedOrigin);
  const embedId = one(params.embedId);
  return {
    theme: theme === "light" || theme === "dark" ? theme : "auto",
    hideDetails: one(params.hideDetails) === "1",
    transparent: one(params.transparent) === "1",
    brand: brand && /^[0-9a-fA-F]{6}$/.test(brand) ? `#${brand}` : undefined,
    embedOrigin: origin && isOrigin(origin) ? origin : undefined,
    embedId: embedId && /^[A-Za-z0-9_-]{1,40}$/.test(embedId) ? embedId : undefined,
  };
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value;
  } catch {
    return false;
  }
}

/** The options as query parameters, so they survive every navigation inside the iframe. */
export function embedParams(options: EmbedOptions): Record<string, string> {
  const params: Record<string, string> = {};
  if (options.theme !== "auto") params.theme = options.theme;
  if (options.hideDetails) params.hideDetails = "1";
  if (options.transparent) params.transparent = "1";
  if (options.brand) params.brand = options.brand.slice(1);
  if (options.embedOrigin) params.embedOrigin = options.embedOrigin;
  if (options.embedId) params.embedId = options.embedId;
  return params;
}
