import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../ui/dialog.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { Input } from "../../ui/input.tsx";
import type { ContactListItem } from "#common/contacts/contact-types.ts";
import { useContactsPage, useMergeContacts } from "./contacts-api.ts";

const describe = (c: Pick<ContactListItem, "name" | "email" | "phone" | "company">) => [c.name, c.email || c.phone, c.company].filter(Boolean).join(" · ");

/** Merge this contact with another: pick the other, then the one to keep; the other's records move to it. */
export function ContactMergeDialog({ contact, open, onOpenChange }: { contact: ContactListItem; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [search, setSearch] = useState(contact.email || contact.name);
  const [other, setOther] = useState<ContactListItem | null>(null);
  const [keep, setKeep] = useState<"this" | "other">("this");
  const found = useContactsPage({ search, pageSize: 6 });
  const merge = useMergeContacts();
  const navigate = useNavigate();
  const candidates = (found.data?.items ?? []).filter((c) => c.id !== contact.id);

  function submit() {
    if (!other) return;
    const [kept, removed] = keep === "this" ? [contact, other] : [other, contact];
    merge.mutate(
      { keepId: kept.id, mergeId: removed.id },
      { onSuccess: () => (onOpenChange(false), navigate(`/admin/contacts?contact=${kept.id}`)) },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Merge {contact.name} with another contact</DialogTitle>
          <DialogDescription>The timeline, notes, workflows, deliveries and chat conversations of the one removed move to the one kept. This cannot be undone.</DialogDescription>
        </DialogHeader>
        <FormField label="Find the other contact">
          <Input type="search" value={search} onChange={(e) => (setSearch(e.target.value), setOther(null))} placeholder="Name, email, company or phone" />
        </FormField>
        <fieldset className="grid gap-2" aria-busy={found.isFetching}>
          <legend className="mb-1 text-sm font-medium">Other contact</legend>
          {candidates.length === 0 ? (
            <p className="text-sm text-muted-foreground">{found.isFetching ? "Searching..." : "No other contact matches."}</p>
          ) : (
            candidates.map((c) => (
              <label key={c.id} className="flex items-start gap-2 rounded-md border border-border p-2 text-sm has-checked:border-primary">
                <input type="radio" name="merge-other" className="mt-1" checked={other?.id === c.id} onChange={() => setOther(c)} />
                <span className="min-w-0 break-words">{describe(c)}</span>
              </label>
            ))
          )}
        </fieldset>
        {other && (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Keep</legend>
            {([["this", contact], ["other", other]] as const).map(([key, c]) => (
              <label key={key} className="flex items-start gap-2 text-sm">
                <input type="radio" name="merge-keep" className="mt-1" checked={keep === key} onChange={() => setKeep(key)} />
                <span className="min-w-0 break-words">{describe(c)}</span>
              </label>
            ))}
          </fieldset>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="button" onClick={submit} disabled={!other || merge.isPending}>
            {merge.isPending ? "Merging..." : "Merge contacts"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
