import { Link } from "react-router";
import { Flag, UserCheck } from "lucide-react";
import type { ChatConversationSummary } from "#common/chat/chat-types.ts";
import { CONVERSATION_STATUS_LABELS } from "#common/chat/live-types.ts";
import { Badge } from "../../ui/badge.tsx";
import { Checkbox } from "../../ui/checkbox.tsx";
import { cn } from "#app/lib/utils.ts";
import { formatDateTime } from "#common/lib/format-date.ts";
import { ChannelBadge } from "./channel-badge.tsx";

export const LANGUAGE_NAMES: Record<string, string> = { en: "English", es: "Spanish", vi: "Vietnamese", zh: "Chinese" };

/** "4 min", "2 h 5 min": how long a visitor has been waiting. */
export function waitedFor(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 1) return "less than a minute";
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

const STATUS_VARIANT = { open: "outline", waiting: "warning", assigned: "default", resolved: "secondary" } as const;

/** Ticked rows in the inbox's selection mode (bulk delete). */
export interface RowSelection {
  ticked: ReadonlySet<string>;
  toggle: (id: string, on: boolean) => void;
}

/**
 * The conversations, latest activity first; the selected one is the `c` search parameter so a transcript can be linked.
 * With `selection`, each row has a checkbox beside its link.
 */
export function ConversationList({
  conversations,
  selectedId,
  linkFor = (id) => `?c=${encodeURIComponent(id)}`,
  selection,
}: {
  conversations: readonly ChatConversationSummary[];
  selectedId: string | null;
  linkFor?: (id: string) => string;
  selection?: RowSelection;
}) {
  return (
    <ul className="divide-y" aria-label="Conversations">
      {conversations.map((c) => {
        const selected = c.id === selectedId;
        return (
          <li key={c.id} className={cn(selection && "flex items-start")}>
            {selection && (
              <span className="py-3.5 pl-4">
                <Checkbox
                  checked={selection.ticked.has(c.id)}
                  onCheckedChange={(on) => selection.toggle(c.id, on === true)}
                  aria-label={`Select the conversation of ${formatDateTime(c.lastActivityAt)}: ${c.preview || "no visitor message"}`}
                />
              </span>
            )}
            <Link
              to={linkFor(c.id)}
              aria-current={selected ? "true" : undefined}
              className={cn("block min-w-0 flex-1 space-y-1.5 px-4 py-3 transition-colors hover:bg-accent", selected && "bg-accent")}
            >
              <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
                <time dateTime={c.lastActivityAt}>{formatDateTime(c.lastActivityAt)}</time>
                <span>
                  {c.messageCount} message{c.messageCount === 1 ? "" : "s"}
                </span>
              </div>
              <p className="line-clamp-2 text-sm font-medium">{c.preview || "(no visitor message)"}</p>
              <div className="flex flex-wrap gap-1.5">
                <Badge variant={STATUS_VARIANT[c.status]} data-testid="conversation-status">
                  {c.status === "waiting" && c.waitingSince
                    ? `Waiting ${waitedFor(c.waitingSince)}`
                    : c.status === "assigned" && c.assignedTo
                      ? `Assigned: ${c.assignedTo.name}`
                      : CONVERSATION_STATUS_LABELS[c.status]}
                </Badge>
                <Badge variant="outline">{LANGUAGE_NAMES[c.language] ?? c.language}</Badge>
                <ChannelBadge channel={c.channel} phone={c.phone} />
                {c.lead && (
                  <Badge variant="success">
                    <UserCheck aria-hidden="true" />
                    Lead: {c.lead.name || c.lead.email || c.lead.phone}
                  </Badge>
                )}
                {c.handoff && (
                  <Badge variant="warning">
                    <Flag aria-hidden="true" />
                    Wants a person
                  </Badge>
                )}
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
