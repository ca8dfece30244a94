import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../ui/button.tsx";

/** Previous / next through a list's server pages, with where you are; hidden when everything fits on one. */
export function ListPager({ label, page, pageSize, total, onPage }: { label: string; page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 px-3 py-3 text-sm sm:px-4">
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <span className="text-center text-muted-foreground tabular-nums">
        {first}–{Math.min(total, page * pageSize)} of {total.toLocaleString("en-US")} · page {Math.min(page, pages)} of {pages}
      </span>
      <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
