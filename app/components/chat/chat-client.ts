import { apiRequest, readJson } from "../../lib/api.ts";
import type { ApiOutput } from "../../lib/typed-api.ts";
import type { ChatRequestBody } from "#common/chat/chat-types.ts";
import type { TeamAvailability, VisitorConversation } from "#common/chat/live-types.ts";
import type { ChatMessage } from "./chat-storage.ts";
import { dayKey, formatTime, formatWeekday, localeFormatter } from "#common/lib/format-date.ts";
import { fill } from "#common/i18n/fill.ts";
import type { ChatPanelText } from "#common/i18n/chat-panel.ts";

type Labels = Pick<ChatMessage, "intent" | "sentiment" | "offer" | "language">;

export function newMessage(sender: ChatMessage["sender"], content: string, labels: Labels = {}): ChatMessage {
  const id = typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
  return { id, content, sender, timestamp: new Date().toISOString(), ...labels };
}

const str = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * POST /api/chat: any failure (non-OK or network) becomes the apology with the contact
 * e-mail (intent error, sentiment neutral); an empty reply, missing intent or sentiment get their defaults. Both
 * notes are in the panel's language (`text`).
 */
export async function requestReply(
  body: ChatRequestBody,
  contactEmail: string,
  text: Pick<ChatPanelText, "failure" | "empty">,
): Promise<{ reply: ChatMessage | null; conversationId: string | null }> {
  try {
    const res = await apiRequest("POST", "/api/chat", body);
    const data: unknown = await res.json();
    const fields = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
    // A team member is handling the conversation: they answer live, the assistant says nothing.
    if (fields.staffHandling === true) return { conversationId: str(fields.conversationId) || null, reply: null };
    const response = str(fields.response).trim();
    return {
      conversationId: str(fields.conversationId) || null,
      reply: newMessage("ai", response || text.empty, {
        intent: str(fields.intent) || "unknown",
        sentiment: str(fields.sentiment) || "neutral",
        ...(fields.offer === "booking" ? { offer: "booking" as const, language: str(fields.language) || "en" } : {}),
      }),
    };
  } catch {
    return { conversationId: null, reply: newMessage("ai", fill(text.failure, { email: contactEmail }), { intent: "error", sentiment: "neutral" }) };
  }
}

const ownQuery = (conversationId: string, visitorId: string) =>
  `conversationId=${encodeURIComponent(conversationId)}&visitorId=${encodeURIComponent(visitorId)}`;

/** The conversation as the server keeps it (team replies included); null when it is unknown or unreachable. */
export async function fetchConversation(conversationId: string, visitorId: string): Promise<VisitorConversation | null> {
  try {
    const res = await fetch(`/api/chat/conversation?${ownQuery(conversationId, visitorId)}`, { cache: "no-store" });
    return res.ok ? await readJson<ApiOutput<"/api/chat", "GET", "/conversation">>(res) : null;
  } catch {
    return null;
  }
}

/** The conversation's live events: team replies, a member joining or leaving, a member typing. */
export const conversationEventsUrl = (conversationId: string, visitorId: string) => `/api/chat/events?${ownQuery(conversationId, visitorId)}`;

export function sendTyping(conversationId: string, visitorId: string): void {
  void fetch("/api/chat/typing", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ conversationId, visitorId }) }).catch(() => undefined);
}

/** Whether someone from the team is online, and the office hours otherwise; null when the server cannot say. */
export async function fetchAvailability(): Promise<TeamAvailability | null> {
  try {
    const res = await fetch("/api/chat/availability", { cache: "no-store" });
    return res.ok ? await readJson<ApiOutput<"/api/chat", "GET", "/availability">>(res) : null;
  } catch {
    return null;
  }
}

/**
 * "Monday at 8:00 AM" in the visitor's own time zone (today or tomorrow said as such): the visitor plans by it. In the
 * panel's language: its words, and its Intl locale for the day and time (English keeps the site's own formats).
 */
export function formatOpening(iso: string, words: Pick<ChatPanelText["waitingNote"], "today" | "tomorrow" | "onDay">, intl = "en-US", now = new Date()): string {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const english = intl === "en-US";
  const time = english ? formatTime(iso, { timeZone }) : localeFormatter(intl, { hour: "numeric", minute: "2-digit" }, timeZone).format(new Date(iso));
  const day = dayKey(iso, { timeZone });
  if (day === dayKey(now, { timeZone })) return fill(words.today, { time });
  if (day === dayKey(now.getTime() + 86_400_000, { timeZone })) return fill(words.tomorrow, { time });
  const weekday = english ? formatWeekday(iso, { timeZone }) : localeFormatter(intl, { weekday: "long" }, timeZone).format(new Date(iso));
  return fill(words.onDay, { day: weekday, time });
}
