import { asc, desc, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { SortDirection } from "#common/lib/list-query.ts";

// Shared pieces of the admin lists read on the server (docs/decisions/028).

/** A LIKE pattern for "contains", with the user's % _ and \ taken literally. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export const pageWindow = (query: { page: number; pageSize: number }) => ({ limit: query.pageSize, offset: (query.page - 1) * query.pageSize });

/** Orders by a column in the chosen direction; nulls always last, so an empty date never heads a list. */
export const ordered = (column: SQL | AnyColumn, dir: SortDirection): SQL => (dir === "asc" ? sql`${asc(column)} nulls last` : sql`${desc(column)} nulls last`);
