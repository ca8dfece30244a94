import { z } from "./zod.ts";

// The admin lists' paging, sorting and search, read on the server (docs/decisions/028).
// Every list answers `{items, total, page, pageSize}`; each list adds its own sort keys and filters.

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Query-string fields every paged list takes. */
export const pagingFields = {
  page: z.coerce.number({ message: "Page must be a number" }).int({ message: "Page must be a whole number" }).min(1, { message: "Pages start at 1" }).default(1),
  pageSize: z.coerce
    .number({ message: "Page size must be a number" })
    .int({ message: "Page size must be a whole number" })
    .min(1, { message: `Page size is 1 to ${MAX_PAGE_SIZE}` })
    .max(MAX_PAGE_SIZE, { message: `Page size is 1 to ${MAX_PAGE_SIZE}` })
    .default(DEFAULT_PAGE_SIZE),
  dir: z.enum(SORT_DIRECTIONS, { message: "Direction is asc or desc" }).optional(),
  search: z.string().trim().max(200, { message: "Search is at most 200 characters" }).optional(),
};

/** `page` for a route whose bare call keeps the spec's array: given, the answer is a page (no default). */
export const optionalPage = z.coerce
  .number({ message: "Page must be a number" })
  .int({ message: "Page must be a whole number" })
  .min(1, { message: "Pages start at 1" })
  .optional()
  .meta({ description: "Given: the answer is a page {items,total,page,pageSize}; absent: the spec's array" });

const listWords = (values: readonly string[]) => (values.length < 2 ? values.join("") : `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`);

/** A list's sort key: one of its columns, the default when absent. */
export const sortField = <S extends readonly [string, ...string[]]>(sorts: S, fallback: S[number]) =>
  z.enum(sorts, { message: `Sort by ${listWords(sorts)}` }).default(fallback as never);

/** "all" or empty means "no filter" (the page's selects send "all"). */
export const anyMeansNone = (v: unknown) => (v === "all" || v === "" ? undefined : v);

/** A page of a list: its items, how many match the filters (all pages), and which page this is. */
export const listPageSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
export type ListPage<T> = { items: T[]; total: number; page: number; pageSize: number };

/** Values of a list's query string as the page keeps them (URL state): unset, "all" and empty are left out. */
export type ListParams = Record<string, string | number | undefined>;
export function listSearch(params: ListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "" && value !== "all") search.set(key, String(value));
  return search.toString();
}

/** The direction a sort starts in: dates newest first, words A to Z. */
export const defaultDirection = (sort: string, descending: readonly string[]): SortDirection => (descending.includes(sort) ? "desc" : "asc");
