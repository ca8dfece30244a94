import { z } from "../lib/zod.ts";
import { firstTouchField } from "../analytics/lead-source.ts";
import { visitorTimeZoneField } from "../settings/visitor-time-zone.ts";
import {
  CHAT_MAX_MESSAGE_LENGTH,
  CHAT_MESSAGE_REQUIRED,
  CHAT_MESSAGE_TOO_LONG,
  CHAT_VISITOR_ID_INVALID,
  VISITOR_ID_PATTERN,
} from "./chat-types.ts";

/** POST /api/chat body. An unknown or malformed conversationId is not an error: it starts a new conversation. */
export const chatRequestSchema = z.object({
  message: z
    .string({ error: CHAT_MESSAGE_REQUIRED })
    .trim()
    .min(1, { error: CHAT_MESSAGE_REQUIRED })
    .max(CHAT_MAX_MESSAGE_LENGTH, { error: CHAT_MESSAGE_TOO_LONG }),
  visitorId: z.string({ error: CHAT_VISITOR_ID_INVALID }).regex(VISITOR_ID_PATTERN, { error: CHAT_VISITOR_ID_INVALID }),
  conversationId: z
    .string()
    .max(100)
    .nullish()
    .catch(undefined)
    .transform((v) => v ?? undefined),
  /** The visit that brought the visitor (kept with the lead if the chat captures one): docs/decisions/031. */
  firstTouch: firstTouchField,
  /** The browser's IANA zone, kept on a lead the chat captures (quiet hours of texts); an unknown one is dropped. */
  timeZone: visitorTimeZoneField,
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;
