import type { ChatMessage, StoredConversation } from "./chat-storage.ts";
import { formatOpening } from "./chat-client.ts";
import type { TeamAvailability, VisitorConversation } from "#common/chat/live-types.ts";
import { cn } from "../../lib/utils.ts";
import { linkify } from "./linkify.tsx";
import { fill } from "#common/i18n/fill.ts";
import type { ChatPanelText } from "#common/i18n/chat-panel.ts";

// What the chat panel shows inside its log: the messages, and the note for a visitor waiting for a person.

/** Team replies and notes the widget does not show yet, in the server's order (docs/decisions/021). */
export function newTeamMessages(current: StoredConversation, server: VisitorConversation): ChatMessage[] {
  const have = new Set(current.messages.map((m) => m.id));
  return server.messages
    .filter((m) => (m.sender === "staff" || m.sender === "system") && !have.has(`srv-${m.id}`))
    .map((m) => ({ id: `srv-${m.id}`, sender: m.sender, content: m.content, timestamp: m.createdAt, ...(m.staffName ? { staffName: m.staffName } : {}) }));
}

export function Bubble({ message, text }: { message: ChatMessage; text: ChatPanelText }) {
  if (message.sender === "system") {
    return (
      <li id={`chat-msg-${message.id}`} className="text-center text-xs text-muted-foreground" data-testid="chat-system-note">
        {message.content}
      </li>
    );
  }
  const mine = message.sender === "visitor";
  const staff = message.sender === "staff";
  if (staff) {
    return (
      <li id={`chat-msg-${message.id}`} className="flex scroll-mt-3 flex-col items-start gap-0.5" data-testid="chat-staff-message">
        <span className="px-1 text-xs font-medium text-muted-foreground">{message.staffName ?? text.team} · {text.teamTag}</span>
        <p className="max-w-[85%] rounded-2xl rounded-bl-md border border-brand/30 bg-brand/10 px-3.5 py-2 text-sm leading-relaxed break-words whitespace-pre-line text-foreground">
          <span className="sr-only">{message.staffName ?? text.teamMember}: </span>
          {linkify(message.content)}
        </p>
      </li>
    );
  }
  return (
    <li id={`chat-msg-${message.id}`} className={cn("flex scroll-mt-3", mine ? "justify-end" : "justify-start")}>
      <p
        className={cn(
          "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words whitespace-pre-line",
          mine ? "rounded-br-md bg-navy-900 text-white" : "rounded-bl-md bg-muted text-foreground",
        )}
      >
        <span className="sr-only">{mine ? text.you : text.assistant}</span>
        {linkify(message.content)}
      </p>
    </li>
  );
}

/** What to expect while waiting for a person: someone is online, or when the team is back and what to leave meanwhile. */
export function WaitingNote({ availability, text, intl }: { availability: TeamAvailability | null; text: ChatPanelText["waitingNote"]; intl: string }) {
  if (availability?.teamOnline) return <>{text.online}</>;
  if (!availability) return <>{text.unknown}</>;
  const back =
    availability.officeOpen || !availability.nextOpenAt ? text.backSoon : fill(text.backAtOpening, { when: formatOpening(availability.nextOpenAt, text, intl) });
  return <>{fill(text.offline, { hours: availability.hours, back })}</>;
}
