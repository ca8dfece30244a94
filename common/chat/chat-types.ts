import type { FirstTouch } from "../analytics/first-touch.ts";
// The chat contract shared by the widget, the API and the admin.
// No zod here: the widget imports this file, and its chunk should stay small.
import type { ConversationStatus } from "./live-types.ts";
import type { ChatChannel, MessageDeliveryStatus } from "./channels.ts";
import type { ChatReplySource } from "./chat-source.ts";

export const CHAT_MAX_MESSAGE_LENGTH = 2000;

/** A prefix, a timestamp and a random string, e.g. "visitor_1767225600000_k3j9x0q2a". */
export const VISITOR_ID_PATTERN = /^visitor_\d{10,15}_[a-z0-9]{6,32}$/;

/** staff: a team member's reply; system: a member joined, handed back or resolved (docs/decisions/021). */
export type ChatSender = "visitor" | "ai" | "staff" | "system";

export type { ChatResponse } from "./chat-api-schemas.ts";

export interface ChatRequestBody {
  message: string;
  visitorId: string;
  conversationId?: string;
  firstTouch?: FirstTouch;
  /** The browser's IANA zone (kept on a lead the chat captures). */
  timeZone?: string;
}

/** The apology a failed reply shows; the widget and the server must say the same. */
export const chatFailureText = (email: string) =>
  `I apologize, but I'm having trouble responding right now. Please try again or contact us directly at ${email} for immediate assistance.`;
export const CHAT_EMPTY_RESPONSE_TEXT = "I'm sorry, I couldn't generate a response. Please try again.";

export const CHAT_MESSAGE_REQUIRED = "Please type a message.";
export const CHAT_MESSAGE_TOO_LONG = `Your message is too long: please keep it to ${CHAT_MAX_MESSAGE_LENGTH.toLocaleString("en-US")} characters or fewer.`;
export const CHAT_VISITOR_ID_INVALID = "The chat could not identify this browser. Please reload the page and try again.";
export const CHAT_RATE_LIMIT_MESSAGE =
  "You're sending messages faster than I can keep up with. Please wait a minute and try again, or call us directly.";

/** GET /api/admin/chat/conversations: one row per conversation, newest first. */
export interface ChatConversationSummary {
  id: string;
  createdAt: string;
  updatedAt: string;
  language: string;
  messageCount: number;
  handoff: boolean;
  status: ConversationStatus;
  /** The member handling it now (status assigned). */
  assignedTo: { id: number; name: string } | null;
  /** Since when the visitor has been waiting for a person (status waiting). */
  waitingSince: string | null;
  lastActivityAt: string;
  /** The first thing the visitor wrote, shortened: tells conversations apart in the list. */
  preview: string;
  lead: { contactId: number; name: string; email: string; phone: string } | null;
  /** Where the visitor writes from (web chat, SMS, WhatsApp). */
  channel: ChatChannel;
  /** An SMS or WhatsApp conversation: the number it threads on (E.164); null on the web. */
  phone: string | null;
}

export interface ChatTranscriptMessage {
  id: number;
  sender: ChatSender;
  content: string;
  /** A staff or system message: the member's name. */
  staffName: string | null;
  intent: string | null;
  sentiment: string | null;
  language: string | null;
  /** An assistant reply: what it was answered from (a taught answer, a page, a post, the model). */
  source: ChatReplySource | null;
  /** A message sent on SMS or WhatsApp: what became of it; null on the web and for received messages. */
  deliveryStatus: MessageDeliveryStatus | null;
  /** Why it failed or was blocked. */
  deliveryError: string | null;
  createdAt: string;
}

export interface ChatTranscript extends ChatConversationSummary {
  messages: ChatTranscriptMessage[];
}

export interface ChatStats {
  conversations: number;
  handoffs: number;
  leads: number;
  /** Conversations waiting for a person now (the sidebar badge). */
  waiting: number;
}
