import type { ChatSender } from "#common/chat/chat-types.ts";
import { CONVERSATION_KEY, WITH_TEAM_KEY, read } from "./chat-stored.ts";

/** A chat message as the browser keeps it. */
export interface ChatMessage {
  id: string;
  content: string;
  sender: ChatSender;
  /** ISO date. */
  timestamp: string;
  intent?: string;
  sentiment?: string;
  /** A team member's reply or note: their name. */
  staffName?: string;
  /** An assistant reply to a visitor wanting a consultation: the chat offers its booking times under it. */
  offer?: "booking";
  /** The conversation's language when the reply offers booking (the booking flow speaks it). */
  language?: string;
}

// localStorage, not sessionStorage: the conversation survives navigation, reloads and a closed tab.
const VISITOR_KEY = "chat_visitor_id";
const MESSAGES_KEY = "chat_messages";
/** Enough to scroll back through a long conversation without letting storage grow without end. */
const KEPT_MESSAGES = 60;

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage full or blocked: nothing to do
  }
}

function randomString(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => (b % 36).toString(36)).join("");
}

/** A prefix, a timestamp and a random string, created once per browser. */
export function visitorId(): string {
  const stored = read(VISITOR_KEY);
  if (stored && /^visitor_\d{10,15}_[a-z0-9]{6,32}$/.test(stored)) return stored;
  const id = `visitor_${Date.now()}_${randomString(10)}`;
  write(VISITOR_KEY, id);
  return id;
}

function isMessage(value: unknown): value is ChatMessage {
  if (!value || typeof value !== "object") return false;
  const m = value as Record<string, unknown>;
  return typeof m.id === "string" && typeof m.content === "string" && (m.sender === "visitor" || m.sender === "ai" || m.sender === "staff" || m.sender === "system") && typeof m.timestamp === "string";
}

export interface StoredConversation {
  conversationId: string | null;
  messages: ChatMessage[];
}

export function loadConversation(): StoredConversation {
  let messages: ChatMessage[] = [];
  try {
    const parsed: unknown = JSON.parse(read(MESSAGES_KEY) ?? "[]");
    if (Array.isArray(parsed)) messages = parsed.filter(isMessage);
  } catch {
    messages = [];
  }
  return { conversationId: read(CONVERSATION_KEY), messages };
}

export function saveConversation(conversation: StoredConversation): void {
  write(CONVERSATION_KEY, conversation.conversationId);
  write(MESSAGES_KEY, JSON.stringify(conversation.messages.slice(-KEPT_MESSAGES)));
}

export function saveWithTeam(withTeam: boolean): void {
  write(WITH_TEAM_KEY, withTeam ? "1" : null);
}
