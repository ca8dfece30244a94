import { MessageSquare } from "lucide-react";
import type { ContactListItem } from "#common/contacts/contact-types.ts";
import { TIMELINE_LABELS, type QualificationField } from "#common/contacts/qualification.ts";
import { PREFERRED_CHANNEL_LABELS, type PreferredChannel } from "#common/contacts/preferred-channels.ts";
import { ScoreBadge, ScoreReasons } from "./score-badge.tsx";

function Row({ label, field, fromChat, children }: { label: string; field: QualificationField; fromChat: readonly QualificationField[]; children: React.ReactNode }) {
  const empty = children === null || children === undefined || children === "";
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">
        {empty ? <span className="text-muted-foreground">—</span> : children}
        {!empty && fromChat.includes(field) && (
          <span className="ml-2 inline-flex items-center gap-1 text-xs text-muted-foreground" title="Learned from the visitor's chat messages">
            <MessageSquare aria-hidden="true" className="size-3" />
            from chat
          </span>
        )}
      </dd>
    </div>
  );
}

/** The seven qualification fields, the score and why (the CRM card and the live desk's side panel). */
export function QualificationDetails({ contact }: { contact: Pick<ContactListItem, "role" | "preferredChannel" | "qualification"> }) {
  const q = contact.qualification;
  const row = (label: string, field: QualificationField, value: React.ReactNode) => (
    <Row label={label} field={field} fromChat={q.fromChat}>
      {value}
    </Row>
  );
  return (
    <div className="grid gap-3" data-testid="qualification">
      <dl className="grid gap-2">
        {row("Role", "role", contact.role)}
        {row("Team size", "teamSize", q.teamSize === null ? null : `${q.teamSize} ${q.teamSize === 1 ? "person" : "people"}`)}
        {row("Market areas", "marketAreas", q.marketAreas.join(", "))}
        {row("CRM / tools", "tools", q.tools.join(", "))}
        {row("Main problem", "problem", q.problem)}
        {row("Timeline", "timeline", q.timeline ? TIMELINE_LABELS[q.timeline] : null)}
        {row("Channel", "preferredChannel", contact.preferredChannel ? (PREFERRED_CHANNEL_LABELS[contact.preferredChannel as PreferredChannel] ?? contact.preferredChannel) : null)}
      </dl>
      <div className="grid gap-1.5 rounded-md border border-border p-3">
        <div className="flex items-center justify-between gap-2 text-sm font-medium">
          <span>Lead score</span>
          <ScoreBadge qualification={q} />
        </div>
        <ScoreReasons qualification={q} />
      </div>
    </div>
  );
}
