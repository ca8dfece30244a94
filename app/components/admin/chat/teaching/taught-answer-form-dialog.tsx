import type { FormEvent } from "react";
import { TAUGHT_LANGUAGE_LABELS, TAUGHT_LANGUAGES, taughtAnswerInputSchema, type TaughtAnswerInput, type TaughtLanguage } from "#common/chat/taught-answers.ts";
import { useContentForm } from "../../content/use-content-form.ts";
import { FormActions } from "../../content/form-parts.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { AVOID_TOASTS } from "#app/components/ui/toast-placement.ts";
import type { FieldErrors } from "#common/lib/api-error.ts";

/** What the dialog starts from: a taught answer to change, or the questions of a group (or nothing) for a new one. */
export type TaughtAnswerDraft = { id: number | null; questions: readonly string[]; answers: Partial<Record<TaughtLanguage, string>> };

type Values = { questions: string } & Record<TaughtLanguage, string>;

const initial = (draft: TaughtAnswerDraft): Values => ({
  questions: draft.questions.join("\n"),
  ...(Object.fromEntries(TAUGHT_LANGUAGES.map((l) => [l, draft.answers[l] ?? ""])) as Record<TaughtLanguage, string>),
});

/** The questions' first message: the list's own ("add at least one") or the first line's ("Question is required"). */
const questionsError = (errors: FieldErrors) => errors.questions ?? Object.entries(errors).find(([key]) => key.startsWith("questions."))?.[1];

export type SaveTaughtAnswer = (id: number | null, input: TaughtAnswerInput) => Promise<unknown>;

export function TaughtAnswerFormDialog({ draft, onOpenChange, onSave }: { draft: TaughtAnswerDraft | null; onOpenChange: (open: boolean) => void; onSave: SaveTaughtAnswer }) {
  return (
    <Dialog open={draft !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{draft?.id ? "Edit Answer" : "Teach the Assistant"}</DialogTitle>
          <DialogDescription>Write the answer once, in any of the four languages: the assistant uses it at once for these questions and ones like them.</DialogDescription>
        </DialogHeader>
        {draft && <TaughtAnswerForm key={draft.id ?? draft.questions.join("\n")} draft={draft} onSave={onSave} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function TaughtAnswerForm({ draft, onSave, onDone }: { draft: TaughtAnswerDraft; onSave: SaveTaughtAnswer; onDone: () => void }) {
  const { values, errors, saving, text, submit } = useContentForm(() => initial(draft));
  // The answer's message stands until one language has text (each box clears only its own message as it changes).
  const answersError = TAUGHT_LANGUAGES.every((l) => values[l].trim() === "") ? errors.answers : undefined;
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      parse: (v) =>
        taughtAnswerInputSchema.safeParse({
          questions: v.questions.split("\n").map((q) => q.trim()).filter(Boolean),
          answers: Object.fromEntries(TAUGHT_LANGUAGES.map((l) => [l, v[l]])),
        }),
      save: async (data) => {
        await onSave(draft.id, data);
        onDone();
      },
      failure: { title: "Could not save the answer", fallback: "The answer could not be saved. Please try again." },
    });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={draft.id ? "Edit answer" : "New answer"} {...AVOID_TOASTS}>
      <FormField label="Questions" required error={questionsError(errors)} description="One per line: the ways visitors ask it.">
        <Textarea {...text("questions")} rows={4} />
      </FormField>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-medium">
          Answer <span className="font-normal text-muted-foreground">(at least one language)</span>
        </legend>
        {answersError && (
          <p id="taught-answer-error" role="alert" className="text-sm font-medium text-destructive">
            {answersError}
          </p>
        )}
        {TAUGHT_LANGUAGES.map((l) => (
          <FormField key={l} label={TAUGHT_LANGUAGE_LABELS[l]} error={errors[`answers.${l}`]}>
            <Textarea {...text(l)} rows={3} aria-describedby={answersError ? "taught-answer-error" : undefined} />
          </FormField>
        ))}
      </fieldset>
      <FormActions saving={saving} onCancel={onDone} submitLabel={draft.id ? "Save Changes" : "Save Answer"} />
    </form>
  );
}
