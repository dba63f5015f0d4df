// /v1/bookings lists oldest first, in numbered pages; the dashboard shows past bookings newest first. Page `page`
// of `size`, newest first, is the slice [total - page × size, total - (page - 1) × size) of the service's order,
// reversed: it lies in at most two of the service's pages of the same size.

export interface NewestFirstWindow {
  /** The service's pages to read (1-based, ascending); none past the last item. */
  servicePages: number[];
  /** The slice of those pages' items, joined in order, that the page shows (reversed). */
  from: number;
  to: number;
}

export function newestFirstWindow(total: number, page: number, size: number): NewestFirstWindow {
  const end = Math.max(0, total - (page - 1) * size);
  const start = Math.max(0, end - size);
  if (end === start) return { servicePages: [], from: 0, to: 0 };
  const first = Math.floor(start / size) + 1;
  const last = Math.floor((end - 1) / size) + 1;
  const offset = (first - 1) * size;
  return { servicePages: first === last ? [first] : [first, last], from: start - offset, to: end - offset };
}

/** The items of newest-first page `page`, from the service's pages that `window` named, read in its order. */
export function newestFirstItems<T>(window: NewestFirstWindow, pages: T[][]): T[] {
  return pages.flat().slice(window.from, window.to).reverse();
}
