// The live desk's events and the inbox's contract (docs/decisions/021-live-lead-desk.md). No zod: the widget imports this.

/**
 * task_due: a CRM task reached its due time; it goes to its assignee only (staffId).
 * booking: a visitor booked, moved or cancelled a consultation (contactId; actor "booked" | "rescheduled" | "cancelled").
 * session: a member's sessions ended or their role or status changed (staffId); never sent to a client, it makes that
 * member's open streams check their session at once.
 */
export const LIVE_EVENT_KINDS = ["lead", "message", "handoff", "conversation", "typing", "delivery_failed", "task_due", "booking", "session"] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/** What a stream carries: ids and a kind, never content. The client refetches what it may see. */
export interface LiveEvent {
  id: number;
  kind: LiveEventKind;
  conversationId: string | null;
  contactId: number | null;
  /** visitor | staff | ai | system */
  actor: string | null;
  /** The one member the event is for (a task reminder); null or absent: every member whose role sees the kind. */
  staffId?: number | null;
}

export const CONVERSATION_STATUSES = ["open", "waiting", "assigned", "resolved"] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export const CONVERSATION_STATUS_LABELS: Record<ConversationStatus, string> = {
  open: "Open",
  waiting: "Waiting for staff",
  assigned: "Assigned",
  resolved: "Resolved",
};

/** The SSE event sent first on every (re)connection: the client refetches its lists then, so no event is missed. */
export const LIVE_READY_EVENT = "ready";
/** Typing signals (visitor ↔ staff) are sent at most this often, and shown this long after the last one. */
export const TYPING_SEND_MS = 3_000;
export const TYPING_SHOW_MS = 5_000;

export type { VisitorChatMessage, VisitorConversation } from "./chat-api-schemas.ts";

export const STAFF_MESSAGE_REQUIRED = "Please type a reply.";
export const STAFF_RATE_LIMIT_MESSAGE = "You're sending replies very fast. Please wait a moment and try again.";
export const LIVE_TOO_MANY_STREAMS = "Too many live connections are open. Close another tab and try again.";
/** Staff and visitors have separate budgets of streams per server, and a visitor's are capped per address and per chat. */
export const LIVE_STAFF_STREAMS_FULL = "The live desk has too many connections on this server right now. Please try again in a minute.";
export const LIVE_VISITOR_STREAMS_FULL = "Live chat updates are busy right now. Your messages still reach us; please try again in a minute.";
export const LIVE_ADDRESS_STREAMS_FULL = "Too many chats are open from your network. Close one and try again in a minute.";
export const LIVE_CONVERSATION_STREAMS_FULL = "This chat is open in too many tabs. Close one and try again.";
export const conversationTakenMessage = (name: string) => `${name} is already handling this conversation.`;

/** The system messages' texts, as the visitor and staff read them. */
export const systemMessageText = {
  joined: (name: string) => `${name} from the team joined the conversation.`,
  handedBack: (name: string) => `${name} handed the conversation back to the assistant.`,
  resolved: (name: string) => `${name} marked the conversation as resolved.`,
};

/** GET /api/admin/chat/attention: the dashboard's "needs attention" strip; a part is null for a role that may not see it. */
export interface NeedsAttention {
  waiting: { count: number; oldest: { conversationId: string; waitingSince: string }[] } | null;
  /** Leads still "new" after the promised 24 hours. */
  overdueLeads: { count: number; oldest: { contactId: number; name: string; createdAt: string }[] } | null;
  /** Deliveries that gave up in the last 7 days. */
  failingDeliveries: number | null;
  /** Active n8n instances whose last sync failed. */
  unreachableN8n: number | null;
  /** Lead arrival → first staff contact, median over the last 7 days (leads contacted so far). */
  firstContact: { medianMinutes: number | null; leads: number } | null;
}

/** GET /api/chat/availability: what the widget tells a visitor about the team (docs/decisions/021). */
export interface TeamAvailability {
  /** A member who can answer chats has the admin open now. */
  teamOnline: boolean;
  /** Within the office hours setting now. */
  officeOpen: boolean;
  /** The office hours line ("Monday - Friday, 8 AM - 6 PM CST"). */
  hours: string;
  /** When the office opens next (ISO), while it is closed. */
  nextOpenAt: string | null;
}

/** GET /api/admin/chat/alerts: which alerts the admin shows now (Settings → Notifications, quiet hours). */
export interface StaffAlertSettings {
  adminAlerts: boolean;
  desktopAlerts: boolean;
  quietNow: boolean;
}
