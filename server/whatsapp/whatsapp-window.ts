import { and, eq, max } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { chatConversations, chatMessages } from "../db/schema.ts";
import { formatDateTime } from "#common/lib/format-date.ts";

// WhatsApp's customer service window: a business may send free-form messages only within 24 hours of the customer's
// last message to it; after that only approved templates (Meta: "Customer service windows"). Counted from when the
// customer sent their latest message (its WhatsApp timestamp, stored as the message's time).

export const WINDOW_MS = 24 * 60 * 60 * 1000;

export interface ServiceWindow {
  open: boolean;
  /** When the customer last wrote on WhatsApp from this number; null if never. */
  lastInboundAt: Date | null;
  /** When the window closes (or closed); null if it never opened. */
  closesAt: Date | null;
}

export function windowAt(lastInboundAt: Date | null, now: Date = new Date()): ServiceWindow {
  const closesAt = lastInboundAt ? new Date(lastInboundAt.getTime() + WINDOW_MS) : null;
  return { open: closesAt !== null && closesAt.getTime() > now.getTime(), lastInboundAt, closesAt };
}

/** The window for a WhatsApp number: its latest inbound message in any of its conversations. */
export async function serviceWindow(q: DbOrTx, phone: string, now: Date = new Date()): Promise<ServiceWindow> {
  const [row] = await q
    .select({ last: max(chatMessages.createdAt) })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(and(eq(chatConversations.channel, "whatsapp"), eq(chatConversations.phone, phone), eq(chatMessages.sender, "visitor")));
  return windowAt(row?.last ? new Date(row.last) : null, now);
}

/** Why a free-form message may not go out (the time in UTC: the same words for everyone, in the desk and in logs). */
export const windowClosedReason = (w: ServiceWindow) =>
  w.closesAt
    ? `Not sent: WhatsApp's 24-hour window closed on ${formatDateTime(w.closesAt, { timeZone: "UTC", zoneName: true })}, 24 hours after the contact's last message. Only an approved template can be sent now.`
    : "Not sent: this contact has never written on WhatsApp, so only an approved template can be sent.";
