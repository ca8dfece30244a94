import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { clsx } from "clsx";
import type { ListState } from "./use-list-state.ts";

type SortProps = { list: Pick<ListState, "sort" | "dir" | "sortBy">; column: string; label: string };

/** Sorts the list on the server by this column; again flips the direction. */
export function SortButton({ list, column, label }: SortProps) {
  const active = list.sort === column;
  const Icon = !active ? ArrowUpDown : list.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => list.sortBy(column)}
      aria-label={`Sort by ${label}${active ? (list.dir === "asc" ? ", ascending" : ", descending") : ""}`}
      aria-pressed={active}
      className="inline-flex items-center gap-1 rounded-sm text-xs tracking-wide uppercase hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-pressed:text-foreground"
    >
      {label}
      <Icon aria-hidden="true" className={clsx("size-3.5", !active && "opacity-40")} />
    </button>
  );
}

/** A table's column header that sorts it (aria-sort tells which column orders the list and how). */
export function SortHeader({ className, ...props }: SortProps & { className?: string }) {
  const active = props.list.sort === props.column;
  return (
    <th scope="col" aria-sort={active ? (props.list.dir === "asc" ? "ascending" : "descending") : "none"} className={clsx("px-3 py-2 font-medium", className)}>
      <SortButton {...props} />
    </th>
  );
}
