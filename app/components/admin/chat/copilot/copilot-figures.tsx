import { Sparkles } from "lucide-react";
import { useCopilotStats } from "./copilot-api.ts";

/** "Copilot drafts (last 30 days): N sent unchanged, N edited, N discarded", for staff judging the drafts. */
export function CopilotFigures() {
  const stats = useCopilotStats();
  if (!stats.data) return null;
  const { days, sentUnchanged, sentEdited, discarded } = stats.data;
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="copilot-figures">
      <Sparkles className="size-4 shrink-0" aria-hidden />
      <span>
        Copilot drafts (last {days} days): {sentUnchanged} sent unchanged, {sentEdited} edited, {discarded} discarded
      </span>
    </p>
  );
}
