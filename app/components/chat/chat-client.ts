import { apiRequest } from "../../lib/api.ts";
import { CHAT_EMPTY_RESPONSE_TEXT, chatFailureText, type ChatRequestBody } from "../../../common/chat/chat-types.ts";
import type { ChatMessage } from "./chat-storage.ts";

export function newMessage(sender: ChatMessage["sender"], content: string, labels: { intent?: string; sentiment?: string } = {}): ChatMessage {
  const id = typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
  return { id, content, sender, timestamp: new Date().toISOString(), ...labels };
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * POST /api/chat and the spec §8 rules: any failure (non-OK or network) becomes the apology with the contact
 * e-mail (intent error, sentiment neutral); an empty reply, missing intent or sentiment get their defaults.
 */
export async function requestReply(body: ChatRequestBody, contactEmail: string): Promise<{ reply: ChatMessage; conversationId: string | null }> {
  try {
    const res = await apiRequest("POST", "/api/chat", body);
    const data: unknown = await res.json();
    const fields = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
    const response = text(fields.response).trim();
    return {
      conversationId: text(fields.conversationId) || null,
      reply: newMessage("ai", response || CHAT_EMPTY_RESPONSE_TEXT, {
        intent: text(fields.intent) || "unknown",
        sentiment: text(fields.sentiment) || "neutral",
      }),
    };
  } catch {
    return { conversationId: null, reply: newMessage("ai", chatFailureText(contactEmail), { intent: "error", sentiment: "neutral" }) };
  }
}
