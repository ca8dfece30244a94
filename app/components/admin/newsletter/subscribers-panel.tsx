import { useState } from "react";
import { Download, FileJson, MailCheck } from "lucide-react";
import { NEWSLETTER_STATUS_LABELS, type NewsletterStatus } from "#common/newsletter/newsletter-schemas.ts";
import { SUBSCRIBER_SORTS_DESCENDING } from "#common/newsletter/subscriber-list.ts";
import type { ListParams } from "#common/lib/list-query.ts";
import { errorMessage } from "#app/lib/api.ts";
import { downloadSubscriber, downloadSubscribersCsv, useBulkSubscribers, useDeleteSubscriber, useSubscribersPage } from "./subscribers-api.ts";
import { Badge } from "../../ui/badge.tsx";
import { formatAdminDate } from "../content/datetime.ts";
import { ListPager } from "../lists/list-pager.tsx";
import { ListSearch } from "../lists/list-search.tsx";
import { SortHeader } from "../lists/sort-header.tsx";
import { BulkBar, useSelection } from "../lists/bulk-bar.tsx";
import { useListState } from "../lists/use-list-state.ts";
import { ConfirmDelete } from "../../ui/confirm-dialog.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Checkbox } from "../../ui/checkbox.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/use-toast.ts";
import { plural, pluralNoun } from "#common/lib/plural.ts";

const STATUS_BADGE: Record<NewsletterStatus, "success" | "secondary" | "outline" | "destructive"> = {
  confirmed: "success",
  pending: "secondary",
  unsubscribed: "outline",
  bounced: "destructive",
};

/** Exports as CSV (the download needs the bearer token, so it goes through fetch); errors as a toast. */
function useExport() {
  const [exporting, setExporting] = useState(false);
  async function run(params: ListParams) {
    setExporting(true);
    try {
      await downloadSubscribersCsv(params);
    } catch (error) {
      toast({ variant: "destructive", title: "Export failed", description: errorMessage(error, "Please try again.") });
    } finally {
      setExporting(false);
    }
  }
  return { exporting, run };
}

/** Newsletter subscribers, paged, sorted and searched on the server, with export and removal of the selected. */
export function SubscribersPanel() {
  const list = useListState({ prefix: "subscribers", sort: "created", descending: SUBSCRIBER_SORTS_DESCENDING });
  const subscribers = useSubscribersPage(list.query);
  const remove = useDeleteSubscriber();
  const bulk = useBulkSubscribers();
  const csv = useExport();
  const { selected, toggle, clear } = useSelection();

  if (subscribers.isLoading) return <Skeleton className="h-48" aria-label="Loading subscribers" />;
  if (subscribers.isError || !subscribers.data) {
    return (
      <Card className="p-6 text-center">
        <p className="text-sm text-destructive">{errorMessage(subscribers.error, "Failed to load subscribers")}</p>
        <Button variant="outline" className="mx-auto mt-3 w-fit" onClick={() => subscribers.refetch()}>
          Try Again
        </Button>
      </Card>
    );
  }
  const { items, total, pageSize } = subscribers.data;
  const n = selected.size;
  return (
    <Card className="gap-0 overflow-hidden py-0">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b px-5 py-4">
        <div>
          <h2 className="font-semibold">Newsletter subscribers</h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">{plural(total, "subscriber")}{list.search ? ` ${pluralNoun(total, "matches", "match")}` : ""}</p>
        </div>
        <Button variant="outline" onClick={() => void csv.run({ search: list.query.search, sort: list.sort, dir: list.dir })} disabled={csv.exporting || total === 0}>
          <Download />
          {csv.exporting ? "Exporting..." : "Export CSV"}
        </Button>
        <ListSearch label="Search subscribers" placeholder="Search by e-mail or source" value={list.search} onChange={(v) => (list.setSearch(v), clear())} />
      </div>
      {n > 0 && (
        <BulkBar
          count={n}
          className="border-b"
          onClear={clear}
          remove={{
            label: "Remove selected",
            title: `Remove ${plural(n, "subscriber")}?`,
            description: "They will no longer receive The AI Advantage Weekly. This cannot be undone.",
            confirmLabel: "Remove",
            pendingLabel: "Removing...",
            disabled: bulk.isPending,
            onConfirm: () => bulk.mutateAsync({ action: "delete", ids: [...selected] }).then(clear),
          }}
        >
          <Button size="sm" variant="outline" disabled={csv.exporting} onClick={() => void csv.run({ ids: [...selected].join(",") })}>
            <Download aria-hidden="true" />
            Export selected
          </Button>
        </BulkBar>
      )}
      {items.length === 0 ? (
        <EmptyState icon={MailCheck} title={list.search ? "No subscribers match your search" : "No subscribers yet"} description={list.search ? "Try another word." : "Signups from the blog's newsletter boxes appear here."} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left text-xs tracking-wide text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="w-10 px-3 py-2">
                  <Checkbox checked={items.every((s) => selected.has(s.id))} onCheckedChange={(on) => items.forEach((s) => toggle(s.id, on === true))} aria-label="Select all subscribers on this page" />
                </th>
                <SortHeader list={list} column="email" label="Email" />
                <th scope="col" className="px-3 py-2 font-medium">Status</th>
                <SortHeader list={list} column="source" label="Source" />
                <SortHeader list={list} column="created" label="Subscribed" />
                <th scope="col" className="px-3 py-2"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {items.map((s) => (
                <tr key={s.id}>
                  <td className="px-3 py-3">
                    <Checkbox checked={selected.has(s.id)} onCheckedChange={(on) => toggle(s.id, on === true)} aria-label={`Select ${s.email}`} />
                  </td>
                  <td className="min-w-44 px-3 py-3 font-medium break-all">{s.email}</td>
                  <td className="px-3 py-3">
                    <Badge variant={STATUS_BADGE[s.status]}>{NEWSLETTER_STATUS_LABELS[s.status]}</Badge>
                  </td>
                  <td className="px-3 py-3 text-muted-foreground">{s.source}</td>
                  <td className="px-3 py-3 whitespace-nowrap text-muted-foreground">{formatAdminDate(s.createdAt, true)}</td>
                  <td className="px-3 py-1.5 text-right whitespace-nowrap">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Export everything held about ${s.email}`}
                      title="Export (JSON)"
                      onClick={() => downloadSubscriber(s.id).catch((error: unknown) => toast({ variant: "destructive", title: "Export failed", description: errorMessage(error, "Please try again.") }))}
                    >
                      <FileJson />
                    </Button>
                    <ConfirmDelete what="subscriber" name={s.email} onConfirm={() => remove.mutateAsync(s.id)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPager label="Subscriber pages" page={list.page} pageSize={pageSize} total={total} onPage={(p) => (list.setPage(p), clear())} />
    </Card>
  );
}
