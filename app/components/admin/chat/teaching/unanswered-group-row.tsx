import { Link } from "react-router";
import { UNANSWERED_REASON_LABELS, UNANSWERED_REASONS, type UnansweredGroup } from "#common/chat/taught-answers.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { LANGUAGE_NAMES } from "../conversation-list.tsx";
import { formatDateTime } from "#common/lib/format-date.ts";

const times = (n: number) => (n === 1 ? "once" : `${n.toLocaleString("en-US")} times`);

/** One group of similar questions: how often, in which languages, when last; an example conversation; "Answer this". */
export function UnansweredGroupRow({ group, onAnswer }: { group: UnansweredGroup; onAnswer: () => void }) {
  const others = group.questions.slice(1);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:p-5" data-testid="unanswered-group">
      <div className="min-w-0 flex-1 space-y-1.5">
        <h3 className="font-semibold wrap-anywhere text-foreground">{group.question}</h3>
        <p className="text-sm text-muted-foreground">
          Asked {times(group.count)} · {group.languages.map((l) => LANGUAGE_NAMES[l] ?? l).join(", ") || "language unknown"} · last{" "}
          <time dateTime={group.lastAskedAt}>{formatDateTime(group.lastAskedAt)}</time>
        </p>
        <div className="flex flex-wrap gap-1.5">
          {UNANSWERED_REASONS.filter((r) => group.reasons[r] > 0).map((r) => (
            <Badge key={r} variant="secondary">
              {UNANSWERED_REASON_LABELS[r]}: {group.reasons[r]}
            </Badge>
          ))}
          {group.answeredBy && <Badge variant="success">Answered</Badge>}
        </div>
        {others.length > 0 && (
          <details className="text-sm">
            <summary className="cursor-pointer text-muted-foreground">
              {others.length} other {others.length === 1 ? "way" : "ways"} it was asked
            </summary>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 wrap-anywhere">
              {others.map((q) => (
                <li key={q}>{q}</li>
              ))}
            </ul>
          </details>
        )}
        <Link to={`/admin/chat?c=${encodeURIComponent(group.example.conversationId)}`} className="inline-block text-sm text-brand underline-offset-2 hover:underline">
          View an example conversation
        </Link>
      </div>
      <div className="shrink-0">
        {group.answeredBy ? (
          <Button variant="outline" size="sm" asChild>
            <Link to={`?answer=${group.answeredBy.id}#taught-answer-${group.answeredBy.id}`}>See the answer</Link>
          </Button>
        ) : (
          <Button size="sm" onClick={onAnswer}>
            Answer this
          </Button>
        )}
      </div>
    </li>
  );
}
