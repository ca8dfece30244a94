import { useState, type FormEvent } from "react";
import type { ContactActivity, ContactNote } from "#common/contacts/contact-types.ts";
import { contactNoteSchema } from "#common/contacts/contact-types.ts";
import { Button } from "../../ui/button.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { Textarea } from "../../ui/textarea.tsx";
import { AVOID_TOASTS } from "../../ui/toast-placement.ts";
import { formatDateTime } from "./contact-format.ts";
import { useAddNote } from "./contacts-api.ts";

/** Notes (form and list) and the activity timeline (created, deliveries, status changes, notes, workflows), newest first. */
export function ContactTimeline({ contactId, notes, activities }: { contactId: number; notes: ContactNote[]; activities: ContactActivity[] }) {
  const addNote = useAddNote(contactId);
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = contactNoteSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please write a note");
      return;
    }
    setError(null);
    addNote.mutate(parsed.data.body, { onSuccess: () => setBody("") });
  }

  return (
    <div className="grid gap-4">
      <form onSubmit={onSubmit} noValidate className="grid gap-2" {...AVOID_TOASTS}>
        <FormField id={`note-${contactId}`} label="Add a note" error={error}>
          <Textarea rows={2} value={body} placeholder="Called, left a voicemail..." onChange={(e) => setBody(e.target.value)} disabled={addNote.isPending} />
        </FormField>
        <Button type="submit" size="sm" className="justify-self-start" disabled={addNote.isPending}>
          {addNote.isPending ? "Saving..." : "Add Note"}
        </Button>
      </form>
      {notes.length > 0 && (
        <ul className="grid gap-2" aria-label="Notes">
          {notes.map((n) => (
            <li key={n.id} className="rounded-md bg-muted/60 p-3 text-sm">
              <p className="whitespace-pre-line break-words">{n.body}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {n.author} · {formatDateTime(n.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <ol className="relative grid gap-3 border-l border-border pl-4" aria-label="Activity timeline">
        {activities.map((a) => (
          <li key={a.id} className="relative text-sm">
            <span aria-hidden="true" className="absolute top-1.5 -left-[21px] size-2.5 rounded-full border-2 border-background bg-brand" />
            <p className="break-words">{a.description}</p>
            <p className="text-xs text-muted-foreground">{formatDateTime(a.createdAt)}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
