import { Newspaper } from "lucide-react";
import { errorMessage } from "#app/lib/api.ts";
import { formatAdminDate } from "../content/datetime.ts";
import { useIssues } from "./newsletter-api.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { plural } from "#common/lib/plural.ts";

/** The issues sent (or being sent), with each one's progress and counts; refreshed while one is sending. */
export function SentIssues() {
  const issues = useIssues();
  if (issues.isLoading) return <Skeleton className="h-40" aria-label="Loading sent issues" />;
  if (issues.isError) {
    return (
      <Card className="p-6 text-center">
        <p className="text-sm text-destructive">{errorMessage(issues.error, "Failed to load the sent issues")}</p>
        <Button variant="outline" className="mx-auto mt-3 w-fit" onClick={() => issues.refetch()}>
          Try Again
        </Button>
      </Card>
    );
  }
  const list = issues.data ?? [];
  return (
    <Card className="gap-0 overflow-hidden py-0">
      <div className="border-b px-5 py-4">
        <h2 className="font-semibold">Sent issues</h2>
      </div>
      {list.length === 0 ? (
        <EmptyState icon={Newspaper} title="No issues sent yet" description="Issues you send appear here with their delivery counts." />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left text-xs tracking-wide text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="px-5 py-3 font-medium">Issue</th>
                <th scope="col" className="px-5 py-3 font-medium">Status</th>
                <th scope="col" className="px-5 py-3 text-right font-medium">Sent</th>
                <th scope="col" className="px-5 py-3 text-right font-medium">Failed</th>
                <th scope="col" className="px-5 py-3 text-right font-medium">Unsubscribed after</th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {list.map((issue) => (
                <tr key={issue.id} data-issue={issue.id}>
                  <td className="px-5 py-3">
                    <div className="min-w-48 font-medium">{issue.subject}</div>
                    <div className="text-xs text-muted-foreground">
                      {issue.kind === "digest" ? "Digest" : "Post"} · {formatAdminDate(issue.createdAt, true)} · {plural(issue.recipients, "recipient")}
                    </div>
                  </td>
                  <td className="px-5 py-3 whitespace-nowrap">
                    {issue.status === "sending" ? (
                      <Badge variant="warning">
                        Sending {issue.recipients - issue.waiting}/{issue.recipients}
                      </Badge>
                    ) : (
                      <Badge variant="success">Sent</Badge>
                    )}
                    {issue.cancelled > 0 && <div className="mt-1 text-xs text-muted-foreground">{issue.cancelled} skipped (unsubscribed)</div>}
                  </td>
                  <td className="px-5 py-3 text-right tabular-nums">{issue.sent}</td>
                  <td className="px-5 py-3 text-right tabular-nums">{issue.failed}</td>
                  <td className="px-5 py-3 text-right tabular-nums">{issue.unsubscribedAfter}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
