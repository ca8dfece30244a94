import { Pencil } from "lucide-react";
import { TAUGHT_LANGUAGE_LABELS, TAUGHT_LANGUAGES } from "#common/chat/taught-answers.ts";
import { ConfirmDelete } from "#app/components/ui/confirm-dialog.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { formatDateTime } from "#common/lib/format-date.ts";
import type { TaughtAnswerView } from "./taught-answers-api.ts";

export function TaughtAnswerRow({ answer, highlighted, onEdit, onDelete }: { answer: TaughtAnswerView; highlighted: boolean; onEdit: () => void; onDelete: () => Promise<unknown> }) {
  const title = answer.questions[0] ?? "";
  const first = TAUGHT_LANGUAGES.find((l) => answer.answers[l]);
  return (
    <li id={`taught-answer-${answer.id}`} className={cn("flex scroll-mt-24 gap-4 p-4 sm:p-5", highlighted && "bg-brand/10")} data-testid="taught-answer">
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold wrap-anywhere text-foreground">{title}</h3>
          {TAUGHT_LANGUAGES.filter((l) => answer.answers[l]).map((l) => (
            <Badge key={l} variant="outline">
              {TAUGHT_LANGUAGE_LABELS[l]}
            </Badge>
          ))}
        </div>
        {first && <p className="line-clamp-3 text-sm whitespace-pre-line wrap-anywhere text-muted-foreground">{answer.answers[first]}</p>}
        <p className="text-xs text-muted-foreground">
          {answer.questions.length > 1 && <>For {answer.questions.length} questions · </>}
          {answer.updatedBy || answer.createdBy ? `By ${answer.updatedBy ?? answer.createdBy} · ` : ""}
          updated <time dateTime={answer.updatedAt}>{formatDateTime(answer.updatedAt)}</time>
        </p>
      </div>
      <div className="flex shrink-0 items-start">
        <Button variant="ghost" size="icon" className="text-muted-foreground" onClick={onEdit} aria-label={`Edit “${title}”`}>
          <Pencil />
        </Button>
        <ConfirmDelete what="answer" name={title} onConfirm={onDelete} />
      </div>
    </li>
  );
}
