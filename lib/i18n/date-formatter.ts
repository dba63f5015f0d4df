// Intl.DateTimeFormat objects kept by locale and options: making one costs
// tens of microseconds, using one a few. The zone is the visitor's (or an
// e-mail recipient's), so the keys are bounded: lower-cased, as Intl reads
// locales and zone names regardless of case (every spelling of a zone shares
// one formatter), and the oldest formatter goes once MAX_FORMATTERS are kept.
// A page or an e-mail needs a handful.
export const MAX_FORMATTERS = 500;
const cache = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`.toLowerCase();
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    if (cache.size >= MAX_FORMATTERS) cache.delete(cache.keys().next().value!);
    cache.set(key, f);
  }
  return f;
}

/** How many formatters are kept; for tests of the bound. */
export const cachedFormatterCount = () => cache.size;
