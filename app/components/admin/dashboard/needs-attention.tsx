import { AlertTriangle, Clock, MailWarning, MessageCircleWarning, Timer, Unplug } from "lucide-react";
import { ATTENTION_KEY, useNeedsAttention } from "../chat/chat-admin-api.ts";
import { waitedFor } from "../chat/conversation-list.tsx";
import { StatCard } from "../../ui/stat-card.tsx";
import { plural } from "#common/lib/plural.ts";

/** Refetched by the live stream (its prefix is /api/admin/chat), so it changes without a reload. */
export { ATTENTION_KEY };

const duration = (minutes: number) => (minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`);

/**
 * The dashboard's first strip: what needs a human now, and how fast leads get a first contact.
 * Each card shows only what the member's role may see (the API leaves the rest out).
 */
export function NeedsAttentionStrip() {
  const attention = useNeedsAttention();
  const a = attention.data;
  if (!a) return null;
  const oldestWait = a.waiting?.oldest[0];
  return (
    <section className="space-y-3" aria-label="Needs attention" data-testid="needs-attention">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <AlertTriangle className="size-5 text-warning" aria-hidden />
        Needs attention
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        {a.waiting && (
          <StatCard
            title="Waiting for a person"
            value={a.waiting.count}
            detail={oldestWait ? `Longest wait ${waitedFor(oldestWait.waitingSince)}` : "No one is waiting"}
            icon={MessageCircleWarning}
            href={oldestWait ? `/admin/chat?c=${encodeURIComponent(oldestWait.conversationId)}` : "/admin/chat"}
            hrefLabel={oldestWait ? "Answer" : "Inbox"}
          />
        )}
        {a.overdueLeads && (
          <StatCard
            title="Leads past 24 hours"
            value={a.overdueLeads.count}
            detail={a.overdueLeads.oldest[0] ? `Oldest: ${a.overdueLeads.oldest[0].name}` : "Every lead was contacted in time"}
            icon={Clock}
            href={a.overdueLeads.oldest[0] ? `/admin/contacts?contact=${a.overdueLeads.oldest[0].contactId}` : "/admin/contacts"}
            hrefLabel="Open"
          />
        )}
        {a.failingDeliveries !== null && (
          <StatCard title="Failed deliveries" value={a.failingDeliveries} detail="Gave up in the last 7 days" icon={MailWarning} href="/admin/contacts" hrefLabel="Review" />
        )}
        {a.unreachableN8n !== null && (
          <StatCard title="Unreachable n8n" value={a.unreachableN8n} detail="Active instances whose last sync failed" icon={Unplug} href="/admin/n8n" hrefLabel="Check" />
        )}
        {a.firstContact && (
          <StatCard
            title="Time to first contact"
            value={a.firstContact.medianMinutes === null ? "–" : duration(a.firstContact.medianMinutes)}
            detail={`Median, last 7 days (${plural(a.firstContact.leads, "lead")} contacted)`}
            icon={Timer}
          />
        )}
      </div>
    </section>
  );
}
