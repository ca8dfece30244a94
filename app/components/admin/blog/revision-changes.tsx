import type { RevisionChanges } from "#common/blog/post-revisions.ts";
import { FIELD_LABELS } from "./revision-diff.tsx";

const FIELD_NAMES = { title: "Title", excerpt: "Excerpt", content: "Content" } as const;

const plural = (n: number) => `${n} ${n === 1 ? "word" : "words"}`;

/** Where the first change is: "Title", "Content line 4", "Excerpt line 2 removed". */
function whereLabel(change: NonNullable<RevisionChanges["firstChange"]>): string {
  const line = change.field === "title" ? "" : ` line ${change.line}`;
  return `${FIELD_NAMES[change.field]}${line}${change.removed ? " removed" : ""}`;
}

/** What one revision changed relative to the one kept before it: words in and out, the first changed line, other fields. */
export function RevisionChangesLine({ changes }: { changes: RevisionChanges }) {
  const { wordsAdded, wordsRemoved, firstChange, fields } = changes;
  const others = fields.map((f) => (f in FIELD_LABELS ? FIELD_LABELS[f as keyof typeof FIELD_LABELS] : f));
  const none = wordsAdded === 0 && wordsRemoved === 0 && firstChange === null && others.length === 0;
  return (
    <div className="grid gap-0.5 text-xs" data-testid="revision-changes">
      {none ? (
        <p className="text-muted-foreground">No changes</p>
      ) : (
        <p className="flex flex-wrap gap-x-2">
          <span className={wordsAdded ? "font-medium text-success" : "text-muted-foreground"}>+{plural(wordsAdded)}</span>
          <span className={wordsRemoved ? "font-medium text-destructive" : "text-muted-foreground"}>−{plural(wordsRemoved)}</span>
          {others.length > 0 && <span className="text-muted-foreground">· also changed: {others.join(", ")}</span>}
        </p>
      )}
      {firstChange && (
        <p className="line-clamp-2 min-w-0 break-words text-muted-foreground" title={firstChange.text}>
          <span className="font-medium text-foreground/80">{whereLabel(firstChange)}:</span>{" "}
          <span className={firstChange.removed ? "line-through" : undefined}>{firstChange.text ? `“${firstChange.text}”` : "(a blank line)"}</span>
        </p>
      )}
    </div>
  );
}
