// One pagination scheme for every list: page and pageSize in, the envelope
// { pageNumber, pageSize, total, data } out.
import { z } from "@hono/zod-openapi";

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 100;

const positiveInteger = z
  .string()
  .regex(/^[1-9][0-9]{0,8}$/, { message: "must be a whole number of 1 or more" })
  .transform(Number);

export const paginationQuery = z.object({
  page: positiveInteger.optional().openapi({ type: "integer", minimum: 1, description: "Default 1. Past the last page, data is empty." }),
  pageSize: positiveInteger
    .refine((n) => n <= MAX_PAGE_SIZE, { message: `must be at most ${MAX_PAGE_SIZE}` })
    .optional()
    .openapi({ type: "integer", minimum: 1, maximum: MAX_PAGE_SIZE, description: `Default ${DEFAULT_PAGE_SIZE}` }),
});

export interface PageRequest {
  page: number;
  pageSize: number;
}

export function pageRequest(query: { page?: number; pageSize?: number }): PageRequest {
  return { page: query.page ?? 1, pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE };
}

export const pageOffset = ({ page, pageSize }: PageRequest) => (page - 1) * pageSize;

/** The page as a statement's LIMIT and OFFSET (lib/db/reusable-query.ts). */
export const pageLimits = (page: PageRequest) => ({ limit: page.pageSize, offset: pageOffset(page) });

export function paginated<T extends z.ZodTypeAny>(item: T, name: string) {
  return z
    .object({
      pageNumber: z.number().int(),
      pageSize: z.number().int(),
      total: z.number().int().openapi({ description: "Items in the whole list" }),
      data: z.array(item),
    })
    .openapi(name);
}

export function envelope<T>(request: PageRequest, total: number, data: T[]) {
  return { pageNumber: request.page, pageSize: request.pageSize, total, data };
}
