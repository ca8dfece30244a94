import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { clientIp } from "../lib/client-ip.ts";
import { enforceLimits, limitKey } from "../lib/rate-limit.ts";
import { notFound } from "../lib/errors.ts";
import { z } from "#common/lib/zod.ts";
import { chatRequestSchema } from "#common/chat/chat-request.ts";
import { CHAT_RATE_LIMIT_MESSAGE, CHAT_VISITOR_ID_INVALID, VISITOR_ID_PATTERN } from "#common/chat/chat-types.ts";
import { openLiveStream } from "../live/live-stream.ts";
import { visitorStreamCaps } from "../live/live-budgets.ts";
import { CHAT_LIMITS } from "./chat.service.ts";
import { chatResponseSchema, teamAvailabilitySchema, visitorConversationSchema, visitorDetailsSchema, afterBookingSchema } from "#common/chat/chat-api-schemas.ts";
import { route, EVENT_STREAM } from "../openapi/route-contract.ts";

// A body that is not an object (a bare string, null) is checked as an empty one: the visitor reads "type a message".
const chatBody = z.preprocess((raw) => (raw && typeof raw === "object" ? raw : {}), chatRequestSchema);

/** The visitor's own conversation: its id and the visitor id the widget keeps (both must match). */
const ownConversation = z.object({
  conversationId: z.string({ error: "The conversation is missing." }).min(1, { error: "The conversation is missing." }).max(100),
  visitorId: z.string({ error: CHAT_VISITOR_ID_INVALID }).regex(VISITOR_ID_PATTERN, { error: CHAT_VISITOR_ID_INVALID }),
});


/**
 * POST /api/chat: {message, visitorId, conversationId?} → {conversationId, response, intent, sentiment}.
 * The live desk (docs/decisions/021): the visitor's conversation as stored (staff replies included), its event
 * stream, and the typing indicator — each only for the visitor who started the conversation.
 */
export function chatRoutes(deps: AppDeps) {
  const chat = deps.services.chat;
  // The widget shows one sentence: the first field's own message says what is wrong.
  const firstField = { message: "first-field" } as const;
  const streamDoc = "Server-sent events: the conversation's staff replies, status changes and typing, as ids to refetch.";
  return new Hono<AppEnv>()
    .post(...route("/", { summary: "Ask the chat assistant", body: chatBody, ...firstField, responses: { 200: chatResponseSchema }, errors: [429] }, async (c) => {
    const input = c.req.valid("json");
    return c.json(await chat.reply(input, { ip: clientIp(c, deps.env.TRUST_PROXY), userAgent: c.req.header("user-agent") ?? "" }));
  }))

    // Whether someone from the team is online, and the office hours otherwise: nothing personal, the same for everyone.
    .get(...route("/availability", { summary: "Whether someone from the team is online, and the office hours", responses: { 200: teamAvailabilitySchema } }, async (c) =>
    c.json(await deps.services.teamAvailability.get()),
  ))

    .get(...route("/conversation", { summary: "The visitor's conversation as stored", query: ownConversation, ...firstField, responses: { 200: visitorConversationSchema }, errors: [404, 429] }, async (c) => {
    const { conversationId, visitorId } = c.req.valid("query");
    // The widget reads it on each team message or status change: generous, but not a free lookup service.
    await enforceLimits(deps.rateLimits, [
      { key: limitKey("chat:read-ip", clientIp(c, deps.env.TRUST_PROXY)), limit: CHAT_LIMITS.readsPerMinute, windowMs: 60_000, message: CHAT_RATE_LIMIT_MESSAGE },
    ]);
    const conversation = await chat.conversation(conversationId, visitorId);
    if (!conversation) throw notFound("Conversation");
    return c.json(conversation);
  }))

    // The booking flow opened in the chat starts with what the visitor told this conversation: only theirs, never a
    // lookup of anyone else's (the conversation id and the widget's visitor id must both match).
    .get(...route("/visitor-details", { summary: "The visitor's own name, e-mail and phone as the conversation knows them", query: ownConversation, ...firstField, responses: { 200: visitorDetailsSchema }, errors: [404, 429] }, async (c) => {
    const { conversationId, visitorId } = c.req.valid("query");
    await enforceLimits(deps.rateLimits, [
      { key: limitKey("chat:read-ip", clientIp(c, deps.env.TRUST_PROXY)), limit: CHAT_LIMITS.readsPerMinute, windowMs: 60_000, message: CHAT_RATE_LIMIT_MESSAGE },
    ]);
    const details = await chat.visitorDetails(conversationId, visitorId);
    if (!details) throw notFound("Conversation");
    return c.json(details);
  }))

    // After a booking made in the chat: the assistant's one question about the visitor's business, when it fits.
    .post(...route("/booked", { summary: "The assistant's follow-up after a booking made in the chat", body: ownConversation, ...firstField, responses: { 200: afterBookingSchema }, errors: [404, 429] }, async (c) => {
    const { conversationId, visitorId } = c.req.valid("json");
    const result = await chat.afterBooking(conversationId, visitorId);
    if (!result) throw notFound("Conversation");
    return c.json(result);
  }))

    .get(...route("/events", { summary: "The visitor's live event stream", description: streamDoc, query: ownConversation, ...firstField, responses: { 200: EVENT_STREAM }, errors: [404, 429] }, async (c) => {
    const { conversationId, visitorId } = c.req.valid("query");
    const ip = clientIp(c, deps.env.TRUST_PROXY);
    await enforceLimits(deps.rateLimits, [
      { key: limitKey("chat:stream", visitorId), limit: CHAT_LIMITS.streamsPerMinute, windowMs: 60_000, message: CHAT_RATE_LIMIT_MESSAGE },
      { key: limitKey("chat:stream-ip", ip), limit: CHAT_LIMITS.ipPerMinute, windowMs: 60_000, message: CHAT_RATE_LIMIT_MESSAGE },
    ]);
    // Someone else's conversation (or an unknown one) looks the same: not found.
    if (!(await chat.owns(conversationId, visitorId))) throw notFound("Conversation");
    return openLiveStream(c, deps.services.live, {
      caps: visitorStreamCaps(deps.env, ip, conversationId),
      // A widget left open somewhere holds no slot for long: the stream ends when quiet, the widget reconnects if shown.
      idleMs: deps.env.LIVE_VISITOR_IDLE_MS,
      // Its own conversation only: staff replies, status changes, a member typing. Never leads or other chats.
      accepts: (e) =>
        e.conversationId === conversationId && (e.kind === "message" || e.kind === "conversation" || (e.kind === "typing" && e.actor === "staff")),
    });
  }))

    .post(...route("/typing", { summary: "The visitor is typing", body: ownConversation, responses: { 200: z.object({ ok: z.literal(true) }) }, errors: [404] }, async (c) => {
    const { conversationId, visitorId } = c.req.valid("json");
    if (!(await chat.visitorTyping(conversationId, visitorId))) throw notFound("Conversation");
    return c.json({ ok: true });
  }));
}
