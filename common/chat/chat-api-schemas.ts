// Response shapes of the public chat API (docs/decisions/021) as zod schemas for the API document.
// chat-types.ts and live-types.ts export their types only, so the widget's chunk stays without zod.
import { z } from "../lib/zod.ts";
import { isoTime } from "../lib/api-shapes.ts";
import { CONVERSATION_STATUSES } from "./live-types.ts";
import { BOOKING_LANGUAGES } from "../booking/booking-schemas.ts";

/** The fields the widget reads from POST /api/chat. */
export const chatResponseSchema = z.object({
  conversationId: z.string(),
  response: z.string(),
  intent: z.string(),
  sentiment: z.string(),
  /** A team member is handling the conversation: the assistant did not answer (response is empty); staff reply live. */
  staffHandling: z.boolean().optional(),
  /** The visitor asked to book (or said yes to the offer) and booking is on the site: the widget offers its times. */
  offer: z.literal("booking").optional(),
  /** The conversation's language (the booking flow is shown in it). */
  language: z.enum(BOOKING_LANGUAGES).optional(),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** GET /api/chat/visitor-details: what the visitor already told this conversation, for the booking flow's fields. */
export const visitorDetailsSchema = z.object({
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
});
export type VisitorDetails = z.infer<typeof visitorDetailsSchema>;

/** POST /api/chat/booked: the assistant's one question after a booking made in the chat (null: none this time). */
export const afterBookingSchema = z.object({ question: z.string().nullable() });
export type AfterBooking = z.infer<typeof afterBookingSchema>;

/** A message as the visitor's widget shows it (GET /api/chat/conversation). */
export const visitorChatMessageSchema = z.object({
  id: z.number(),
  sender: z.enum(["visitor", "ai", "staff", "system"]),
  content: z.string(),
  /** A staff or system message: the member's name. */
  staffName: z.string().nullable(),
  createdAt: isoTime,
});
export type VisitorChatMessage = z.infer<typeof visitorChatMessageSchema>;

export const visitorConversationSchema = z.object({
  conversationId: z.string(),
  status: z.enum(CONVERSATION_STATUSES),
  /** The member handling the conversation now, when one is. */
  staffName: z.string().nullable(),
  messages: z.array(visitorChatMessageSchema),
});
export type VisitorConversation = z.infer<typeof visitorConversationSchema>;

/** GET /api/chat/availability (live-types.ts TeamAvailability). */
export const teamAvailabilitySchema = z.object({
  teamOnline: z.boolean(),
  officeOpen: z.boolean(),
  hours: z.string(),
  nextOpenAt: isoTime.nullable(),
});

/** GET /api/admin/chat/alerts (live-types.ts StaffAlertSettings). */
export const staffAlertSettingsSchema = z.object({
  adminAlerts: z.boolean(),
  desktopAlerts: z.boolean(),
  quietNow: z.boolean(),
});
