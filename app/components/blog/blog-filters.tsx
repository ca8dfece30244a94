import { Link } from "react-router";
import { X } from "../ui/site-icons.tsx";
import { Search } from "../ui/blog-icons.tsx";
import { ALL_CATEGORIES, BLOG_CATEGORY_CHIPS } from "#common/blog/blog-rules.ts";
import { clsx } from "clsx";
import { blogEn, type BlogListText } from "#common/i18n/blog.ts";

/** "?category=…&q=…" without empty or default parts, so a plain /blog stays plain. */
export function blogSearch(category: string, q: string): string {
  const params = new URLSearchParams();
  if (category && category !== ALL_CATEGORIES) params.set("category", category);
  if (q.trim()) params.set("q", q.trim());
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * Category chips and the search box. Both work without JavaScript (links and a GET form);
 * with it, the page filters as the visitor types and keeps the URL in step.
 */
export function BlogFilters({
  category,
  q,
  onQueryChange,
  onSubmit,
  listPath = "/blog",
  text = blogEn.list,
}: {
  category: string;
  q: string;
  onQueryChange: (q: string) => void;
  onSubmit: () => void;
  /** The list's address in the page's language. */
  listPath?: string;
  text?: BlogListText;
}) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
      {/* Phones: one row that scrolls sideways, its edges fading where more chips are (scroll-hint). From sm on
          the chips wrap instead, so none is ever cut off. */}
      <nav aria-label={text.categoriesLabel} className="scroll-hint -mx-4 px-4 py-1 sm:mx-0 sm:overflow-x-visible sm:px-0 sm:[mask-image:none] sm:animate-none">
        <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
          {BLOG_CATEGORY_CHIPS.map((chip) => {
            const active = chip === category;
            return (
              <li key={chip}>
                <Link
                  to={{ pathname: listPath, search: blogSearch(chip, q) }}
                  replace
                  preventScrollReset
                  aria-current={active ? "true" : undefined}
                  className={clsx(
                    "ui-chip",
                    active ? "border-brand bg-accent text-accent-foreground" : "border-border bg-background text-foreground hover:border-brand hover:text-brand",
                  )}
                >
                  {text.categories[chip]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <form
        role="search"
        method="get"
        action={listPath}
        className="relative w-full lg:max-w-sm"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {category !== ALL_CATEGORIES && <input type="hidden" name="category" value={category} />}
        <label htmlFor="blog-search" className="sr-only">
          {text.searchLabel}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted-foreground" />
        <input
          id="blog-search"
          type="search"
          name="q"
          value={q}
          onChange={(e) => onQueryChange(e.target.value)}
          placeholder={text.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          className="h-11 w-full rounded-full border border-input bg-background pr-11 pl-11 text-base shadow-xs transition-colors placeholder:text-muted-foreground md:text-sm [&::-webkit-search-cancel-button]:hidden"
        />
        {q && (
          <button
            type="button"
            onClick={() => onQueryChange("")}
            className="absolute top-1/2 right-2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">{text.clearSearch}</span>
          </button>
        )}
      </form>
    </div>
  );
}
