import { Check, Lightbulb, X } from "lucide-react";
import { WORKFLOW_SUGGESTIONS_SHOWN } from "#common/ai/workflow-suggestion.ts";
import type { WorkflowSuggestionView } from "#common/ai/ai-api.ts";
import { errorMessage } from "#app/lib/api.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/use-toast.ts";
import { useSetSuggestionStatus, useWorkflowSuggestions } from "./ai-api.ts";
import { GenerateWorkflowsButton } from "./generate-workflows-button.tsx";

const PRIORITY_VARIANT = { critical: "destructive", high: "destructive", medium: "default", low: "secondary" } as const;

function SuggestionCard({ s }: { s: WorkflowSuggestionView }) {
  const setStatus = useSetSuggestionStatus();
  const decide = (status: "accepted" | "dismissed") =>
    setStatus.mutate(
      { id: s.id, status },
      {
        onSuccess: () => toast({ title: status === "accepted" ? "Suggestion Accepted" : "Suggestion Dismissed", description: `"${s.title}"` }),
        onError: (error) => toast({ title: "Update Failed", description: errorMessage(error, "Please try again."), variant: "destructive" }),
      },
    );
  return (
    <li className="space-y-2 rounded-lg border p-4" aria-label={s.title} data-status={s.status}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="font-medium">{s.title}</h2>
        <div className="flex flex-wrap gap-1">
          <Badge variant={PRIORITY_VARIANT[s.priority] ?? "secondary"} className="capitalize">
            {s.priority}
          </Badge>
          {s.status !== "suggested" && (
            <Badge variant={s.status === "accepted" ? "success" : "outline"} className="capitalize">
              {s.status}
            </Badge>
          )}
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{s.description}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">Confidence</dt>
          <dd className="font-medium tabular-nums">{s.aiConfidence}%</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Difficulty</dt>
          <dd className="font-medium">{s.difficulty}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-muted-foreground">Category</dt>
          <dd className="font-medium">{s.category}</dd>
        </div>
        <div className="col-span-2 sm:col-span-4">
          <dt className="text-muted-foreground">Estimated impact</dt>
          <dd className="font-medium">{s.estimatedImpact}</dd>
        </div>
      </dl>
      {s.rationale && (
        <p className="rounded-md bg-muted px-3 py-2 text-xs">
          <span className="font-medium">Why: </span>
          {s.rationale}
        </p>
      )}
      {s.status === "suggested" && (
        <div className="flex gap-2">
          <Button size="sm" onClick={() => decide("accepted")} disabled={setStatus.isPending} aria-label={`Accept ${s.title}`}>
            <Check aria-hidden />
            Accept
          </Button>
          <Button size="sm" variant="outline" onClick={() => decide("dismissed")} disabled={setStatus.isPending} aria-label={`Dismiss ${s.title}`}>
            <X aria-hidden />
            Dismiss
          </Button>
        </div>
      )}
    </li>
  );
}

/** The Workflows tab: the first 6 suggestions, with the figures that led to each. */
export function WorkflowSuggestionList() {
  const suggestions = useWorkflowSuggestions();
  if (suggestions.isLoading) return <Skeleton className="h-64" />;
  const items = (suggestions.data ?? []).slice(0, WORKFLOW_SUGGESTIONS_SHOWN);
  if (items.length === 0) {
    return <EmptyState icon={Lightbulb} title="No workflow suggestions yet" description="Generate suggestions from your leads, chat questions and n8n workflows." action={<GenerateWorkflowsButton variant="outline" />} />;
  }
  return (
    <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2" aria-label="Workflow suggestions">
      {items.map((s) => (
        <SuggestionCard key={s.id} s={s} />
      ))}
    </ul>
  );
}
