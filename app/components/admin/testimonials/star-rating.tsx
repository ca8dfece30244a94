import { Star } from "lucide-react";
import { MAX_RATING } from "#common/testimonials/testimonial-schemas.ts";
import { cn } from "#app/lib/utils.ts";
import { plural } from "#common/lib/plural.ts";

export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of ${MAX_RATING}`} className={cn("inline-flex gap-0.5", className)}>
      {Array.from({ length: MAX_RATING }, (_, i) => (
        <Star key={i} aria-hidden="true" className={cn("size-4", i < rating ? "fill-amber-400 text-amber-400" : "fill-transparent text-muted-foreground/40")} />
      ))}
    </span>
  );
}

/** Five radio buttons drawn as stars: arrow keys move between them like any radio group. */
export function StarRatingInput({ value, onChange, name, invalid }: { value: number; onChange: (rating: number) => void; name: string; invalid?: boolean }) {
  return (
    <div role="radiogroup" aria-label="Rating" aria-invalid={invalid || undefined} className="flex items-center gap-1">
      {Array.from({ length: MAX_RATING }, (_, i) => {
        const rating = i + 1;
        return (
          <label key={rating} className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring">
            <input type="radio" name={name} value={rating} checked={value === rating} onChange={() => onChange(rating)} className="sr-only" />
            <Star aria-hidden="true" className={cn("size-7 transition-colors", rating <= value ? "fill-amber-400 text-amber-400" : "fill-transparent text-muted-foreground/50 hover:text-amber-400")} />
            <span className="sr-only">{plural(rating, "star")}</span>
          </label>
        );
      })}
      <span className="ml-2 text-sm text-muted-foreground">{value} / {MAX_RATING}</span>
    </div>
  );
}
