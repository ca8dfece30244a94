import { useState } from "react";
import { Download } from "lucide-react";
import { Button } from "../../ui/button.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../ui/select.tsx";
import { toast } from "../../ui/use-toast.ts";
import { errorMessage } from "#app/lib/api.ts";
import { LeadStatusSelect } from "./lead-status-select.tsx";
import { BulkBar } from "../lists/bulk-bar.tsx";
import type { ContactOwner } from "#common/contacts/contact-edit.ts";
import { downloadContactsCsv, useBulkContacts } from "./contacts-api.ts";

const UNOWNED = "none";

/** Actions on the selected contacts: status, owner, export, delete (asked first). */
export function ContactBulkBar({ ids, owners, onDone }: { ids: number[]; owners: readonly ContactOwner[]; onDone: () => void }) {
  const bulk = useBulkContacts();
  const [exporting, setExporting] = useState(false);
  const n = ids.length;
  const run = (body: Parameters<typeof bulk.mutateAsync>[0]) => bulk.mutateAsync(body).then(onDone);

  async function exportSelected() {
    setExporting(true);
    try {
      await downloadContactsCsv({ ids: ids.join(",") });
    } catch (error) {
      toast({ variant: "destructive", title: "Export failed", description: errorMessage(error, "Please try again.") });
    } finally {
      setExporting(false);
    }
  }

  return (
    <BulkBar
      count={n}
      className="rounded-lg border border-border"
      onClear={onDone}
      remove={{
        title: `Delete ${n} ${n === 1 ? "contact" : "contacts"}?`,
        description: "They and their notes, activity, workflow assignments and deliveries will be removed; deliveries not yet sent will never go out. This cannot be undone.",
        disabled: bulk.isPending,
        onConfirm: () => run({ action: "delete", ids }),
      }}
    >
      <LeadStatusSelect
        value=""
        placeholder="Set status"
        aria-label="Set status of the selected"
        className="w-40"
        disabled={bulk.isPending}
        onChange={(status) => void run({ action: "status", ids, status }).catch(() => undefined)}
      />
      <Select value="" onValueChange={(owner) => void run({ action: "owner", ids, ownerId: owner === UNOWNED ? null : Number(owner) }).catch(() => undefined)}>
        <SelectTrigger aria-label="Set owner of the selected" className="w-40" disabled={bulk.isPending}>
          <SelectValue placeholder="Set owner" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={UNOWNED}>Unowned</SelectItem>
          {owners.map((o) => (
            <SelectItem key={o.id} value={String(o.id)}>
              {o.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Button size="sm" variant="outline" onClick={exportSelected} disabled={exporting}>
        <Download aria-hidden="true" />
        {exporting ? "Exporting..." : "Export selected"}
      </Button>
    </BulkBar>
  );
}
