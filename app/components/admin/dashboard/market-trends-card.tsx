import { TrendingUp } from "lucide-react";
import type { BlogSuggestionView } from "#common/ai/ai-api.ts";
import { useBlogSuggestions } from "../ai/ai-api.ts";
import { urgencyVariant } from "../ai/ai-summary.ts";
import { RefreshTrendsButton } from "../ai/refresh-trends-button.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";

const SHOWN = 4;
const KEYWORDS_SHOWN = 3;

function TrendItem({ suggestion, onPick }: { suggestion: BlogSuggestionView; onPick: (topic: string) => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={() => onPick(suggestion.topic)}
        className="relative w-full rounded-lg border p-3 text-left transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
      >
        {/* Named by its text (WCAG 2.5.3), which the hint only precedes. */}
        <span className="sr-only">Use topic: </span>
        <span className="flex items-start justify-between gap-2">
          <span className="text-sm font-medium">{suggestion.title}</span>
          <Badge variant={urgencyVariant(suggestion.urgency)} className="capitalize">
            {suggestion.urgency}
          </Badge>
        </span>
        <span className="mt-1 line-clamp-2 block text-xs text-muted-foreground">{suggestion.description}</span>
        <span className="mt-2 flex flex-wrap gap-1">
          {suggestion.keywords.slice(0, KEYWORDS_SHOWN).map((k) => (
            <Badge key={k} variant="outline" className="font-normal">
              {k}
            </Badge>
          ))}
        </span>
      </button>
    </li>
  );
}

/** Market Trending Topics: up to 4; a click fills the blog topic; empty state with 'Refresh Trends'. */
export function MarketTrendsCard({ onPick }: { onPick: (topic: string) => void }) {
  const suggestions = useBlogSuggestions();
  const items = (suggestions.data ?? []).slice(0, SHOWN);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TrendingUp className="size-5 text-primary" aria-hidden />
          Market Trending Topics
        </CardTitle>
        <CardDescription>Houston seasons and what your leads and chat ask about. Click one to use it.</CardDescription>
      </CardHeader>
      <CardContent>
        {suggestions.isLoading ? (
          <Skeleton className="h-48" />
        ) : items.length === 0 ? (
          <EmptyState icon={TrendingUp} title="No market trends available" className="py-8" action={<RefreshTrendsButton label="Refresh Trends" variant="outline" size="sm" />} />
        ) : (
          <ul className="space-y-2" aria-label="Market trending topics">
            {items.map((s) => (
              <TrendItem key={s.id} suggestion={s} onPick={onPick} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
