import type { Db } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";
import { enforceLimits, limitKey, type RateLimitStore } from "../lib/rate-limit.ts";
import type { Llm } from "../integrations/llm.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import type { BlogPublicService } from "../blog/blog-public.service.ts";
import type { LeadInput } from "../contacts/lead-capture.ts";
import type { ChatRequest } from "../../common/chat/chat-request.ts";
import { CHAT_RATE_LIMIT_MESSAGE, type ChatResponse } from "../../common/chat/chat-types.ts";
import { getChatEngine } from "./engine-instance.ts";
import { createFactsSource } from "./site-facts.ts";
import { createChatStore } from "./chat-store.ts";
import { createLlmReplier, MODEL_HISTORY_MESSAGES } from "./llm-reply.ts";
import { leadFromReply } from "./chat-lead.ts";
import type { ChatReply } from "./engine/types.ts";

/** Acts whose reply a model may word; every other act is answered by the offline policy reply. */
const MODEL_ACTS = new Set<string>(["question", "greeting", "thanks", "goodbye", "off_topic", "details"]);
const OPT_OUT_NOTES = {
  optOut: "Asked in the chat not to be contacted: send no marketing messages.",
  deletion: "Asked in the chat for their information to be deleted (see the Privacy page's deletion steps).",
};

// A person types at most a few messages a minute; an office behind one address may hold several people.
export const CHAT_LIMITS = {
  visitorPerMinute: 12,
  ipPerMinute: 40,
  ipPerDay: 600,
} as const;

export interface ChatServiceDeps {
  db: Db;
  logger: Logger;
  rateLimits: RateLimitStore;
  settings: Pick<SettingsService, "publicSite">;
  blog: Pick<BlogPublicService, "listPublished">;
  captureLead: (input: LeadInput) => Promise<{ contact: { id: number }; created: boolean }>;
  /** Records an opt-out or deletion request on the contact, for staff (contact notes). */
  noteOnContact?: (contactId: number, body: string) => Promise<void>;
  llm: Llm | null;
  factsTtlMs?: number;
}

/** POST /api/chat: the offline engine decides intent, sentiment, context and leads; a model, when configured, words the reply. */
export function createChatService(deps: ChatServiceDeps) {
  const store = createChatStore(deps.db);
  const facts = createFactsSource({ settings: deps.settings, blog: deps.blog, ttlMs: deps.factsTtlMs });
  const log = deps.logger.child({ module: "chat" });
  const llmReply = createLlmReplier(deps.llm, log);

  async function captureLead(conversationId: string, lead: LeadInput): Promise<number | null> {
    try {
      return (await deps.captureLead(lead)).contact.id;
    } catch (error) {
      // The visitor still gets an answer; staff still have the transcript.
      log.error({ err: error, conversationId }, "chat lead capture failed");
      return null;
    }
  }

  async function recordOptOut(offline: ChatReply, contactId: number | null, conversationId: string): Promise<void> {
    const note = offline.act === "deletion" ? OPT_OUT_NOTES.deletion : offline.act === "opt_out" || (offline.leadDetails && offline.context.optOut) ? OPT_OUT_NOTES.optOut : null;
    if (!note || contactId === null || !deps.noteOnContact) return;
    try {
      await deps.noteOnContact(contactId, note);
    } catch (error) {
      // The conversation keeps the opt-out either way (its context and handoff flag): staff still see it.
      log.error({ err: error, conversationId }, "chat opt-out note failed");
    }
  }

  /** Answers one visitor message, checked against chatRequestSchema at the route. */
  async function reply(input: ChatRequest, opts: { ip: string }): Promise<ChatResponse> {
    await enforceLimits(deps.rateLimits, [
      { key: limitKey("chat:visitor", input.visitorId), limit: CHAT_LIMITS.visitorPerMinute, windowMs: 60_000, message: CHAT_RATE_LIMIT_MESSAGE },
      { key: limitKey("chat:ip", opts.ip), limit: CHAT_LIMITS.ipPerMinute, windowMs: 60_000, message: CHAT_RATE_LIMIT_MESSAGE },
      { key: limitKey("chat:ip-day", opts.ip), limit: CHAT_LIMITS.ipPerDay, windowMs: 24 * 60 * 60_000, message: CHAT_RATE_LIMIT_MESSAGE },
    ]);
    const [engine, siteFacts] = await Promise.all([getChatEngine(), facts.get()]);
    const known = input.conversationId ? await store.findConversation(input.conversationId, input.visitorId) : undefined;
    const history = known && llmReply ? await store.transcriptForModel(known.id, MODEL_HISTORY_MESSAGES) : [];

    const offline = engine.reply({ message: input.message, facts: siteFacts, context: known?.context ?? null });
    const conversation = known ?? (await store.startConversation(input.visitorId, offline.language));
    const labels = { intent: offline.intent, sentiment: offline.sentiment, language: offline.language };
    await store.addMessage({ conversationId: conversation.id, sender: "visitor", content: input.message, ...labels });

    const contactId = offline.leadDetails ? await captureLead(conversation.id, leadFromReply(offline, conversation.id)) : null;
    await recordOptOut(offline, contactId ?? known?.contactId ?? null, conversation.id);
    // Policy acts (injection, complaint, opt-out, deletion, asking for a person) and anything after an opt-out are
    // answered offline: their wording is the policy, and the model is never shown an attack.
    const modelText = llmReply && MODEL_ACTS.has(offline.act) && !offline.context.optOut
      ? await llmReply({ facts: siteFacts, language: offline.language, history, message: input.message, context: offline.context })
      : null;
    const response = modelText ?? offline.response;

    await store.addMessage({ conversationId: conversation.id, sender: "ai", content: response, ...labels });
    await store.finishTurn(conversation.id, { language: offline.language, context: offline.context, handoff: offline.handoff, contactId });
    if (offline.handoff) log.info({ conversationId: conversation.id }, "chat visitor asked for a person");
    return { conversationId: conversation.id, response, intent: offline.intent, sentiment: offline.sentiment };
  }

  return { reply, invalidateFacts: facts.invalidate };
}
export type ChatService = ReturnType<typeof createChatService>;
