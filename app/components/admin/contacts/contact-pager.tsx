import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../ui/button.tsx";

/** Previous / next through the server's pages; hidden when everything fits on one. */
export function ContactPager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Contact pages" className="flex items-center justify-between gap-3 text-sm">
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <span className="text-muted-foreground tabular-nums">
        Page {Math.min(page, pages)} of {pages}
      </span>
      <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
