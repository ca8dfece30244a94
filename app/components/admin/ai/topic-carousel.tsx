import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { ChevronLeft, ChevronRight, Pause, Play, TrendingUp } from "lucide-react";
import type { BlogSuggestionView } from "#common/ai/ai-api.ts";
import { BLOG_SUGGESTIONS_MAX } from "#common/ai/blog-suggestion.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { urgencyVariant } from "./ai-summary.ts";

// Auto-advances 120 px every 4 seconds, pauses on hover (and, here, on keyboard focus and for
// people who ask for reduced motion); the arrows scroll 120 px.
export const CAROUSEL_STEP_PX = 120;
export const CAROUSEL_INTERVAL_MS = 4_000;

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

type Props = { suggestions: BlogSuggestionView[]; onPick: (topic: string) => void; action?: ReactNode };

export function TopicCarousel({ suggestions, onPick, action }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const items = suggestions.slice(0, BLOG_SUGGESTIONS_MAX);

  const scroll = useCallback((direction: 1 | -1, wrap = false) => {
    const el = track.current;
    if (!el) return;
    const behavior: ScrollBehavior = prefersReducedMotion() ? "auto" : "smooth";
    const atEnd = el.scrollLeft >= el.scrollWidth - el.clientWidth - 1;
    if (wrap && direction === 1 && atEnd) el.scrollTo({ left: 0, behavior });
    else el.scrollBy({ left: direction * CAROUSEL_STEP_PX, behavior });
  }, []);

  const paused = hovered || focused || stopped;
  useEffect(() => {
    if (paused || items.length < 2 || prefersReducedMotion()) return;
    const timer = setInterval(() => scroll(1, true), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, items.length, scroll]);

  if (items.length === 0) return <EmptyState icon={TrendingUp} title="No market trends available" className="py-8" action={action} />;

  return (
    <div
      className="space-y-2"
      data-paused={paused ? "true" : "false"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="flex items-center justify-end gap-1">
        <Button variant="ghost" size="icon" className="size-8" onClick={() => setStopped((s) => !s)} aria-label={stopped ? "Resume auto-scroll" : "Pause auto-scroll"}>
          {stopped ? <Play aria-hidden /> : <Pause aria-hidden />}
        </Button>
        <Button variant="outline" size="icon" className="size-8" onClick={() => scroll(-1)} aria-label="Previous topics">
          <ChevronLeft aria-hidden />
        </Button>
        <Button variant="outline" size="icon" className="size-8" onClick={() => scroll(1)} aria-label="Next topics">
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <div ref={track} className="flex gap-3 overflow-x-auto pb-2" role="list" aria-label="Trending topics" data-testid="topic-carousel">
        {items.map((s) => (
          <div role="listitem" key={s.id} className="w-64 flex-none">
            <button
              type="button"
              onClick={() => onPick(s.topic)}
              className="relative flex h-full w-full flex-col gap-2 rounded-lg border bg-card p-3 text-left transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            >
              {/* Named by its text (WCAG 2.5.3), which the hint only precedes. */}
              <span className="sr-only">Use topic: </span>
              <span className="flex items-center justify-between gap-2">
                <Badge variant={urgencyVariant(s.urgency)} className="capitalize">
                  {s.urgency}
                </Badge>
                <span className="text-xs text-muted-foreground">{s.category}</span>
              </span>
              <span className="text-sm font-medium">{s.title}</span>
              <span className="line-clamp-3 text-xs text-muted-foreground">{s.description}</span>
              <span className="mt-auto flex flex-wrap gap-1">
                {s.keywords.slice(0, 3).map((k) => (
                  <Badge key={k} variant="outline" className="font-normal">
                    {k}
                  </Badge>
                ))}
              </span>
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}
