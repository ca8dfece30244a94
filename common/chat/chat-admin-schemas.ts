// Response shapes of the admin's chat API (/api/admin/chat, docs/decisions/021) for the API document. The types stay
// in chat-types.ts and live-types.ts (the widget imports them without zod); each schema is checked against its type.
import { z } from "../lib/zod.ts";
import { isoTime, type SameShape } from "../lib/api-shapes.ts";
import type { ChatConversationSummary, ChatStats, ChatTranscript } from "./chat-types.ts";
import { CONVERSATION_STATUSES, LIVE_EVENT_KINDS, type LiveEvent, type NeedsAttention } from "./live-types.ts";
import { chatReplySourceSchema } from "./chat-source.ts";
import { CHAT_CHANNELS, MESSAGE_DELIVERY_STATUSES } from "./channels.ts";

export const chatConversationSummarySchema = z.object({
  id: z.string(),
  createdAt: isoTime,
  updatedAt: isoTime,
  language: z.string(),
  messageCount: z.number().int(),
  handoff: z.boolean(),
  status: z.enum(CONVERSATION_STATUSES),
  assignedTo: z.object({ id: z.number().int(), name: z.string() }).nullable().meta({ description: "The member handling it now (status assigned)" }),
  waitingSince: isoTime.nullable().meta({ description: "Since when the visitor has been waiting for a person (status waiting)" }),
  lastActivityAt: isoTime,
  preview: z.string().meta({ description: "The first thing the visitor wrote, shortened" }),
  lead: z.object({ contactId: z.number().int(), name: z.string(), email: z.string(), phone: z.string() }).nullable(),
  channel: z.enum(CHAT_CHANNELS),
  phone: z.string().nullable().meta({ description: "An SMS or WhatsApp conversation: the number it threads on (E.164)" }),
});

export const chatTranscriptSchema = chatConversationSummarySchema.extend({
  messages: z.array(
    z.object({
      id: z.number().int(),
      sender: z.enum(["visitor", "ai", "staff", "system"]),
      content: z.string(),
      staffName: z.string().nullable(),
      intent: z.string().nullable(),
      sentiment: z.string().nullable(),
      language: z.string().nullable(),
      source: chatReplySourceSchema.nullable().meta({ description: "An assistant reply: what it was answered from" }),
      deliveryStatus: z.enum(MESSAGE_DELIVERY_STATUSES).nullable().meta({ description: "A message sent on SMS or WhatsApp: what became of it" }),
      deliveryError: z.string().nullable().meta({ description: "Why it failed or was blocked" }),
      createdAt: isoTime,
    }),
  ),
});

export const chatStatsSchema = z.object({
  conversations: z.number().int(),
  handoffs: z.number().int(),
  leads: z.number().int(),
  waiting: z.number().int().meta({ description: "Conversations waiting for a person now" }),
});

const oldest = <T extends z.ZodRawShape>(shape: T) => z.object({ count: z.number().int(), oldest: z.array(z.object(shape)) });

/** GET /api/admin/chat/attention: each part is null when the member's role may not see it. */
export const needsAttentionSchema = z.object({
  waiting: oldest({ conversationId: z.string(), waitingSince: isoTime }).nullable(),
  overdueLeads: oldest({ contactId: z.number().int(), name: z.string(), createdAt: isoTime }).nullable().meta({ description: "Leads still new after the promised 24 hours" }),
  failingDeliveries: z.number().int().nullable().meta({ description: "Deliveries that gave up in the last 7 days" }),
  unreachableN8n: z.number().int().nullable().meta({ description: "Active n8n instances whose last sync failed" }),
  firstContact: z.object({ medianMinutes: z.number().nullable(), leads: z.number().int() }).nullable(),
});

/** One event of the staff's live stream (/api/admin/chat/events): ids and a kind, never content. */
export const liveEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LIVE_EVENT_KINDS),
  conversationId: z.string().nullable(),
  contactId: z.number().int().nullable(),
  actor: z.string().nullable(),
  staffId: z.number().int().nullable().optional(),
});

export const _CHAT_ADMIN_SHAPES: [
  SameShape<z.infer<typeof chatConversationSummarySchema>, ChatConversationSummary>,
  SameShape<z.infer<typeof chatTranscriptSchema>, ChatTranscript>,
  SameShape<z.infer<typeof chatStatsSchema>, ChatStats>,
  SameShape<z.infer<typeof needsAttentionSchema>, NeedsAttention>,
  SameShape<z.infer<typeof liveEventSchema>, LiveEvent>,
] = [true, true, true, true, true];
