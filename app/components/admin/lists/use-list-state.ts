import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { DEFAULT_PAGE_SIZE, defaultDirection, type ListParams, type SortDirection } from "#common/lib/list-query.ts";

/** A value once typing pauses (the search box asks the server then, not on every key). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type Options = {
  /** Keeps two lists of one page apart in the URL ("s" → s.page, s.sort…); none for the page's main list. */
  prefix?: string;
  sort: string;
  /** Sorts that start newest or largest first. */
  descending: readonly string[];
  /** Filters this list has ("status", "category"…), "all" when unset. */
  filters?: readonly string[];
};

/**
 * A server-paged list's page, sort, search and filters, kept in the URL (a reload or a shared link shows the same
 * list). The search box's text is local; the URL and the query follow it once typing pauses.
 */
export function useListState({ prefix, sort: defaultSort, descending, filters = [] }: Options) {
  const [params, setParams] = useSearchParams();
  const key = (name: string) => (prefix ? `${prefix}.${name}` : name);
  const read = (name: string) => params.get(key(name)) ?? "";
  const page = Math.max(1, Number(read("page")) || 1);
  const sort = read("sort") || defaultSort;
  const dir = (read("dir") as SortDirection) || defaultDirection(sort, descending);
  const [search, setSearch] = useState(read("q"));
  const settled = useDebounced(search.trim(), 300);

  function update(changes: Record<string, string | number | null>) {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === "" || value === "all") next.delete(key(name));
          else next.set(key(name), String(value));
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  // The settled search goes to the URL and back to page 1.
  useEffect(() => {
    if (settled !== (params.get(key("q")) ?? "")) update({ q: settled || null, page: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the settled text changes
  }, [settled]);

  const filterValues = Object.fromEntries(filters.map((f) => [f, read(f) || "all"]));
  const query: ListParams = { page, pageSize: DEFAULT_PAGE_SIZE, sort, dir, search: read("q") || undefined, ...filterValues };
  return {
    query,
    page,
    sort,
    dir,
    search,
    filters: filterValues,
    setSearch,
    setPage: (next: number) => update({ page: next > 1 ? next : null }),
    /** A column header: the same column flips the direction, another starts in its natural direction. */
    sortBy: (column: string) => {
      const nextDir = column === sort ? (dir === "asc" ? "desc" : "asc") : defaultDirection(column, descending);
      update({ sort: column === defaultSort ? null : column, dir: nextDir === defaultDirection(column, descending) ? null : nextDir, page: null });
    },
    setFilter: (name: string, value: string) => update({ [name]: value, page: null }),
  };
}
export type ListState = ReturnType<typeof useListState>;
