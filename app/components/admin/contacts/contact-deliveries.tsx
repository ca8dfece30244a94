import { RotateCw } from "lucide-react";
import { DELIVERY_KIND_LABELS, type Delivery } from "#common/contacts/contact-types.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { DELIVERY_BADGE, formatDateTime } from "./contact-format.ts";
import { useRetryDelivery } from "./contacts-api.ts";
import { plural } from "#common/lib/plural.ts";

/** Where the lead was sent (staff e-mail, webhooks, HubSpot) and how that went, with the last error. */
export function ContactDeliveries({ contactId, deliveries, note }: { contactId: number; deliveries: Delivery[]; note: string | null }) {
  const retry = useRetryDelivery(contactId);
  if (deliveries.length === 0) {
    return <p className="text-sm text-muted-foreground" data-testid="delivery-note">{note}</p>;
  }
  return (
    <ul className="grid gap-2">
      {deliveries.map((d) => (
        <li key={d.id} className="rounded-md border border-border p-3 text-sm" data-testid="delivery">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{DELIVERY_KIND_LABELS[d.kind] ?? d.kind}</span>
            <Badge variant={DELIVERY_BADGE[d.status] ?? "outline"}>{d.status}</Badge>
            <span className="text-muted-foreground">
              {plural(d.attempts, "attempt")}
              {d.deliveredAt && ` · delivered ${formatDateTime(d.deliveredAt)}`}
              {d.status === "pending" && d.attempts > 0 && d.nextAttemptAt && ` · next try ${formatDateTime(d.nextAttemptAt)}`}
            </span>
            {(d.status === "failed" || d.status === "skipped" || (d.status === "pending" && d.attempts > 0)) && (
              <Button size="sm" variant="outline" className="ml-auto" disabled={retry.isPending} onClick={() => retry.mutate(d.id)}>
                <RotateCw aria-hidden="true" />
                Retry now
              </Button>
            )}
          </div>
          {d.lastError && <p className="mt-1 break-words text-destructive">{d.lastError}</p>}
        </li>
      ))}
    </ul>
  );
}
