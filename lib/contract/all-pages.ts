// Every item of a /v1 list, for a client that shows them all: a team of 500 members fills five pages, and the
// dashboard's pickers, or the booking app's list of the team's pages, left out whoever was not on the first.
// Plain code over the envelope, so the browser's dashboard imports it as the app's server does.

export const PICKER_PAGE_SIZE = 100;

/** The pages of a list in order, the first read alone for the total, the rest at once; at most `limit` items. */
export async function allPages<T>(readPage: (page: number) => Promise<{ total: number; data: T[] }>, limit = 2_000): Promise<T[]> {
  const first = await readPage(1);
  const wanted = Math.min(first.total, limit);
  const pages = Math.ceil(wanted / PICKER_PAGE_SIZE);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => readPage(i + 2)));
  return [first, ...rest].flatMap((page) => page.data).slice(0, limit);
}
