/** `count` distinct spellings of `name` that differ only in the case of its letters (as many as 2^letters). */
export function caseVariants(name: string, count: number): string[] {
  const letters = [...name].flatMap((c, i) => (/[a-z]/i.test(c) ? [i] : []));
  return Array.from({ length: count }, (_, n) => {
    const chars = [...name];
    letters.forEach((at, bit) => {
      const c = chars[at]!;
      if ((n >> bit) & 1) chars[at] = c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase();
    });
    return chars.join("");
  });
}
