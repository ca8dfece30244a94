import { useState, type FormEvent } from "react";
import { ScrollText } from "lucide-react";
import { AdminPageHeader } from "../../components/admin/admin-page.tsx";
import { useStaff } from "../../components/admin/staff/staff-api.ts";
import { ALL, NO_FILTERS, useAuditLog, type AuditFilters } from "../../components/admin/audit/audit-api.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { errorMessage } from "../../lib/api.ts";
import { adminMeta } from "../../lib/page-title.ts";
import { AUDIT_ACTIONS, type AuditAction, type AuditEntryView } from "#common/audit/audit-actions.ts";
import { formatDateTime } from "#common/lib/format-date.ts";

export const meta = () => adminMeta("Audit Log");

const when = (iso: string) => formatDateTime(iso, { seconds: true });
const detailText = (d: AuditEntryView["details"]) =>
  d ? Object.entries(d).map(([k, v]) => `${k}: ${String(v)}`).join(" · ") : "";

export default function AdminAuditPage() {
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const staff = useStaff();
  const log = useAuditLog(filters, page);
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  }
  const set = (key: keyof AuditFilters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  return (
    <div className="space-y-6">
      <AdminPageHeader title="Audit Log" description="Sign-ins, staff and role changes, settings changes, deletions and exports: who, when and from where. Kept for one year." />
      <Card className="p-4">
        <form onSubmit={apply} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end" aria-label="Filter the audit log">
          <FormField label="Action" className="lg:col-span-1">
            {(control) => (
              <Select value={draft.action} onValueChange={set("action")}>
                <SelectTrigger {...control} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ALL}>All actions</SelectItem>
                  {(Object.keys(AUDIT_ACTIONS) as AuditAction[]).map((a) => (
                    <SelectItem key={a} value={a}>
                      {AUDIT_ACTIONS[a]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <FormField label="Person">
            {(control) => (
              <Select value={draft.actorId} onValueChange={set("actorId")}>
                <SelectTrigger {...control} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ALL}>Everyone</SelectItem>
                  {(staff.data?.members ?? []).map((m) => (
                    <SelectItem key={m.id} value={String(m.id)}>
                      {m.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <FormField label="Text (e-mail or target)">
            <Input type="search" value={draft.q} onChange={(e) => set("q")(e.target.value)} placeholder="e.g. contact 12" />
          </FormField>
          <FormField label="From">
            <Input type="date" value={draft.from} onChange={(e) => set("from")(e.target.value)} />
          </FormField>
          <FormField label="To">
            <Input type="date" value={draft.to} onChange={(e) => set("to")(e.target.value)} />
          </FormField>
          <div className="flex gap-2">
            <Button type="submit">Apply</Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setDraft(NO_FILTERS);
                setFilters(NO_FILTERS);
                setPage(1);
              }}
            >
              Clear
            </Button>
          </div>
        </form>
      </Card>
      {log.isLoading ? (
        <Skeleton className="h-64" aria-label="Loading the audit log" />
      ) : log.isError || !log.data ? (
        <Card className="p-6 text-center">
          <p className="text-sm text-destructive">{errorMessage(log.error, "Failed to load the audit log")}</p>
          <Button variant="outline" className="mx-auto mt-3 w-fit" onClick={() => log.refetch()}>
            Try Again
          </Button>
        </Card>
      ) : log.data.entries.length === 0 ? (
        <Card>
          <EmptyState icon={ScrollText} title="Nothing found" description="No audit lines match these filters." />
        </Card>
      ) : (
        <Card className="gap-0 py-0">
          <ul className="divide-y" aria-label="Audit lines">
            {log.data.entries.map((e) => (
              <li key={e.id} className="grid gap-1 p-4 text-sm md:grid-cols-[12rem_1fr_auto] md:gap-4">
                <time dateTime={e.at} className="text-muted-foreground">
                  {when(e.at)}
                </time>
                <div className="min-w-0">
                  <p className="font-medium">
                    {AUDIT_ACTIONS[e.action] ?? e.action}
                    {e.target ? <span className="font-normal text-muted-foreground"> · {e.target}</span> : null}
                  </p>
                  <p className="truncate text-muted-foreground">
                    {e.actorName ?? e.actorEmail ?? "System"}
                    {e.actorName && e.actorEmail ? ` (${e.actorEmail})` : ""}
                    {e.details ? ` · ${detailText(e.details)}` : ""}
                  </p>
                </div>
                <p className="text-muted-foreground md:text-right" title={e.userAgent ?? undefined}>
                  {e.ip ?? "—"}
                </p>
              </li>
            ))}
          </ul>
          <div className="flex items-center justify-between border-t p-3 text-sm">
            <span className="text-muted-foreground">
              {log.data.total} {log.data.total === 1 ? "line" : "lines"} · page {page} of {pages}
            </span>
            <div className="flex gap-2">
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous
              </Button>
              <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                Next
              </Button>
            </div>
          </div>
        </Card>
      )}
    </div>
  );
}
