import { Link } from "react-router";
import { Flag, Mail, Phone } from "lucide-react";
import type { ChatTranscript } from "#common/chat/chat-types.ts";
import type { ChatReplySource } from "#common/chat/chat-source.ts";
import { Badge } from "../../ui/badge.tsx";
import { cn } from "#app/lib/utils.ts";
import { LANGUAGE_NAMES } from "./conversation-list.tsx";
import { formatDateTime } from "#common/lib/format-date.ts";
import { LeadQualification } from "../contacts/qualification/lead-qualification.tsx";
import { ChannelBadge, DeliveryLine } from "./channel-badge.tsx";

/** A taught answer opens in the Unanswered view; a page, post or FAQ at its place on the public site. */
function AnsweredFrom({ source }: { source: ChatReplySource }) {
  const taughtId = source.kind === "taught" ? source.id?.match(/(\d+)$/)?.[1] : undefined;
  const label = source.kind === "model" ? "AI model" : source.title || source.kind;
  return (
    <p className="text-xs text-muted-foreground" data-testid="answered-from">
      Answered from:{" "}
      {taughtId ? (
        <Link to={`/admin/chat/unanswered?answer=${taughtId}#taught-answer-${taughtId}`} className="text-brand underline-offset-2 hover:underline">
          {label} (taught answer)
        </Link>
      ) : source.url ? (
        <>
          {source.kind === "model" ? `${label}, grounded in ` : ""}
          <a href={source.url} target="_blank" rel="noreferrer" className="text-brand underline-offset-2 hover:underline">
            {source.kind === "model" ? source.url : label}
          </a>
        </>
      ) : (
        label
      )}
    </p>
  );
}

/** One conversation as staff read it: who the lead is, whether they asked for a person, and every message with its labels. */
export function TranscriptView({ transcript, actions, footer }: { transcript: ChatTranscript; actions?: React.ReactNode; footer?: React.ReactNode }) {
  const { lead } = transcript;
  return (
    <article aria-label="Transcript" className="space-y-4">
      <header className="space-y-2 border-b pb-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <ChannelBadge channel={transcript.channel} phone={transcript.phone} />
            <p className="text-sm text-muted-foreground">
              Started {formatDateTime(transcript.createdAt)} · {LANGUAGE_NAMES[transcript.language] ?? transcript.language} · {transcript.messageCount} messages
            </p>
          </div>
          {actions}
        </div>
        {transcript.handoff && (
          <p className="flex items-center gap-2 text-sm font-medium text-warning">
            <Flag aria-hidden="true" className="size-4" />
            The visitor asked to talk to a person.
          </p>
        )}
        {lead ? (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <Link to={`/admin/contacts?contact=${lead.contactId}`} className="font-semibold underline-offset-2 hover:underline">
              Lead: {lead.name || "(no name)"}
            </Link>
            {lead.email && (
              <a href={`mailto:${lead.email}`} className="inline-flex items-center gap-1 underline-offset-2 hover:underline">
                <Mail aria-hidden="true" className="size-3.5" />
                {lead.email}
              </a>
            )}
            {lead.phone && (
              <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`} className="inline-flex items-center gap-1 underline-offset-2 hover:underline">
                <Phone aria-hidden="true" className="size-3.5" />
                {lead.phone}
              </a>
            )}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">No contact details given.</p>
        )}
        {lead && (
          <LeadQualification contactId={lead.contactId} />
        )}
      </header>
      <ol aria-label="Messages" className="space-y-3">
        {transcript.messages.map((m) => {
          // An automatic text (a STOP's confirmation) is a system message that went out: shown as sent, with its status.
          if (m.sender === "system" && !m.deliveryStatus) {
            return (
              <li key={m.id} className="text-center text-xs text-muted-foreground">
                {m.content} · <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
              </li>
            );
          }
          const visitor = m.sender === "visitor";
          const staff = m.sender === "staff";
          return (
            <li key={m.id} className={cn("flex flex-col gap-1", visitor ? "items-start" : "items-end")}>
              <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                <span className="font-medium text-foreground">
                  {visitor ? "Visitor" : staff ? `${m.staffName ?? "Staff"} (team)` : m.sender === "system" ? "Automatic text" : "Assistant"}
                </span>
                <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                {visitor && m.intent && <Badge variant="secondary">{m.intent.replace(/_/g, " ")}</Badge>}
                {visitor && m.sentiment && m.sentiment !== "neutral" && (
                  <Badge variant={m.sentiment === "negative" ? "destructive" : "success"}>{m.sentiment}</Badge>
                )}
              </div>
              <p
                className={cn(
                  "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed wrap-anywhere whitespace-pre-line",
                  visitor ? "rounded-tl-md bg-muted" : staff ? "rounded-tr-md border border-brand/40 bg-brand/10 text-foreground" : "rounded-tr-md bg-navy-900 text-white",
                )}
              >
                {m.content}
              </p>
              {m.sender === "ai" && m.source && <AnsweredFrom source={m.source} />}
              {!visitor && m.deliveryStatus && <DeliveryLine status={m.deliveryStatus} error={m.deliveryError} />}
            </li>
          );
        })}
      </ol>
      {footer}
    </article>
  );
}
