import { Link } from "react-router";
import { Flag, UserCheck } from "lucide-react";
import type { ChatConversationSummary } from "../../../common/chat/chat-types.ts";
import { Badge } from "../ui/badge.tsx";
import { cn } from "../../lib/utils.ts";

export const LANGUAGE_NAMES: Record<string, string> = { en: "English", es: "Spanish", vi: "Vietnamese", zh: "Chinese" };

export const formatWhen = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The conversations, newest first; the selected one is the `c` search parameter so a transcript can be linked. */
export function ConversationList({ conversations, selectedId }: { conversations: readonly ChatConversationSummary[]; selectedId: string | null }) {
  return (
    <ul className="divide-y" aria-label="Conversations">
      {conversations.map((c) => {
        const selected = c.id === selectedId;
        return (
          <li key={c.id}>
            <Link
              to={`?c=${encodeURIComponent(c.id)}`}
              aria-current={selected ? "true" : undefined}
              className={cn("block space-y-1.5 px-4 py-3 transition-colors hover:bg-accent", selected && "bg-accent")}
            >
              <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
                <time dateTime={c.createdAt}>{formatWhen(c.createdAt)}</time>
                <span>
                  {c.messageCount} message{c.messageCount === 1 ? "" : "s"}
                </span>
              </div>
              <p className="line-clamp-2 text-sm font-medium">{c.preview || "(no visitor message)"}</p>
              <div className="flex flex-wrap gap-1.5">
                <Badge variant="outline">{LANGUAGE_NAMES[c.language] ?? c.language}</Badge>
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
