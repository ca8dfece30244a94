import { diffLines } from "diff";
import type { PostSnapshot } from "#common/blog/post-revisions.ts";
import { cn } from "#app/lib/utils.ts";

export const FIELD_LABELS: Record<Exclude<keyof PostSnapshot, "content">, string> = {
  title: "Title",
  slug: "Slug",
  excerpt: "Excerpt",
  category: "Category",
  coverImage: "Cover image",
  author: "Author",
  tags: "Tags",
  seoTitle: "SEO title",
  seoDescription: "SEO description",
  isPublished: "Published",
  publishedAt: "Publish date",
};

const shown = (value: PostSnapshot[keyof PostSnapshot]) =>
  Array.isArray(value) ? value.join(", ") : typeof value === "boolean" ? (value ? "Yes" : "No") : value || "—";

/** Two versions of a post side by side: the fields that differ, then a line diff of the Markdown. */
export function RevisionDiff({ from, to, fromLabel, toLabel }: { from: PostSnapshot; to: PostSnapshot; fromLabel: string; toLabel: string }) {
  const fields = (Object.keys(FIELD_LABELS) as (keyof typeof FIELD_LABELS)[]).filter((k) => shown(from[k]) !== shown(to[k]));
  const parts = diffLines(from.content, to.content);
  const same = fields.length === 0 && parts.every((p) => !p.added && !p.removed);

  return (
    <div className="grid gap-4 text-sm" data-testid="revision-diff">
      <p className="text-muted-foreground">
        <span className="font-medium text-destructive">− {fromLabel}</span> · <span className="font-medium text-success">+ {toLabel}</span>
      </p>
      {same && <p>No differences.</p>}
      {fields.length > 0 && (
        <dl className="grid gap-2">
          {fields.map((k) => (
            <div key={k} className="grid gap-0.5 rounded-md border p-2">
              <dt className="text-xs font-medium text-muted-foreground">{FIELD_LABELS[k]}</dt>
              <dd className="break-words text-destructive line-through">{shown(from[k])}</dd>
              <dd className="break-words text-success">{shown(to[k])}</dd>
            </div>
          ))}
        </dl>
      )}
      {parts.some((p) => p.added || p.removed) && (
        <pre className="max-h-96 overflow-auto rounded-md border bg-muted/40 p-2 font-mono text-xs leading-relaxed whitespace-pre-wrap" aria-label="Content changes">
          {parts.map((part, i) => (
            <span
              key={i}
              className={cn("block", part.added && "bg-success/15 text-success", part.removed && "bg-destructive/10 text-destructive line-through", !part.added && !part.removed && "text-muted-foreground")}
            >
              {part.value
                .replace(/\n$/, "")
                .split("\n")
                .map((line) => `${part.added ? "+ " : part.removed ? "− " : "  "}${line}`)
                .join("\n")}
            </span>
          ))}
        </pre>
      )}
    </div>
  );
}
