import { clsx } from "clsx";

// Each category keeps one hue across the list, the post page and the admin (all pairs pass WCAG AA).
const TONES: Record<string, string> = {
  Strategy: "bg-teal-50 text-teal-800 ring-teal-600/20",
  Tools: "bg-cyan-50 text-cyan-800 ring-cyan-600/20",
  "Real Estate": "bg-amber-50 text-amber-800 ring-amber-600/25",
  News: "bg-navy-50 text-navy-700 ring-navy-600/20",
};

/** `label`: the category's name in the page's language (the category itself in English). */
export function CategoryBadge({ category, label, className }: { category: string; label?: string; className?: string }) {
  return (
    <span
      className={clsx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        TONES[category] ?? "bg-muted text-foreground ring-border",
        className,
      )}
    >
      {label ?? category}
    </span>
  );
}
