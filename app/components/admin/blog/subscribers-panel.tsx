import { useState } from "react";
import { Download, FileJson, MailCheck } from "lucide-react";
import { NEWSLETTER_STATUS_LABELS, type NewsletterStatus } from "../../../../common/newsletter/newsletter-schemas.ts";
import { errorMessage } from "../../../lib/api.ts";
import { downloadSubscriber, downloadSubscribersCsv, useDeleteSubscriber, useSubscribers } from "./blog-api.ts";
import { Badge } from "../../ui/badge.tsx";
import { formatAdminDate } from "../content/datetime.ts";
import { ConfirmDelete } from "../../ui/confirm-dialog.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/use-toast.ts";

const STATUS_BADGE: Record<NewsletterStatus, "success" | "secondary" | "outline" | "destructive"> = {
  confirmed: "success",
  pending: "secondary",
  unsubscribed: "outline",
  bounced: "destructive",
};

/** Newsletter subscribers with a CSV export (the download needs the bearer token, so it goes through fetch). */
export function SubscribersPanel() {
  const subscribers = useSubscribers();
  const [exporting, setExporting] = useState(false);
  const remove = useDeleteSubscriber();

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadSubscribersCsv();
    } catch (error) {
      toast({ variant: "destructive", title: "Export failed", description: errorMessage(error, "Please try again.") });
    } finally {
      setExporting(false);
    }
  }

  if (subscribers.isLoading) return <Skeleton className="h-48" aria-label="Loading subscribers" />;
  if (subscribers.isError) {
    return (
      <Card className="p-6 text-center">
        <p className="text-sm text-destructive">{errorMessage(subscribers.error, "Failed to load subscribers")}</p>
        <Button variant="outline" className="mx-auto mt-3 w-fit" onClick={() => subscribers.refetch()}>
          Try Again
        </Button>
      </Card>
    );
  }
  const list = subscribers.data ?? [];
  return (
    <Card className="gap-0 overflow-hidden py-0">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b px-5 py-4">
        <div>
          <h2 className="font-semibold">Newsletter subscribers</h2>
          <p className="text-sm text-muted-foreground">{list.length === 1 ? "1 subscriber" : `${list.length} subscribers`}</p>
        </div>
        <Button variant="outline" onClick={exportCsv} disabled={exporting || list.length === 0}>
          <Download />
          {exporting ? "Exporting..." : "Export CSV"}
        </Button>
      </div>
      {list.length === 0 ? (
        <EmptyState icon={MailCheck} title="No subscribers yet" description="Signups from the blog's newsletter boxes appear here." />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left text-xs tracking-wide text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="px-5 py-3 font-medium">Email</th>
                <th scope="col" className="px-5 py-3 font-medium">Status</th>
                <th scope="col" className="hidden px-5 py-3 font-medium sm:table-cell">Source</th>
                <th scope="col" className="px-5 py-3 font-medium">Subscribed</th>
                <th scope="col" className="px-5 py-3"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {list.map((s) => (
                <tr key={s.id}>
                  <td className="min-w-44 px-5 py-3 font-medium break-all">{s.email}</td>
                  <td className="px-5 py-3">
                    <Badge variant={STATUS_BADGE[s.status]}>{NEWSLETTER_STATUS_LABELS[s.status]}</Badge>
                  </td>
                  <td className="hidden px-5 py-3 text-muted-foreground sm:table-cell">{s.source}</td>
                  <td className="px-5 py-3 whitespace-nowrap text-muted-foreground">{formatAdminDate(s.createdAt, true)}</td>
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
    </Card>
  );
}
