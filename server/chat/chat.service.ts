import { isLocale } from "#common/i18n/locales.ts";
import type { Db } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";
import { enforceLimits, limitKey, type RateLimitStore } from "../lib/rate-limit.ts";
import type { Llm } from "../integrations/llm.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import type { BlogPublicService } from "../blog/blog-public.service.ts";
import type { TaughtAnswersService } from "./taught/taught-answers.service.ts";
import type { LeadInput } from "../contacts/lead-capture.ts";
import type { ChatRequest } from "#common/chat/chat-request.ts";
import { CHAT_RATE_LIMIT_MESSAGE, type ChatResponse } from "#common/chat/chat-types.ts";
import { getChatEngine } from "./engine-instance.ts";
import { createFactsSource } from "./site-facts.ts";
import { createChatStore, type ConversationRow } from "./chat-store.ts";
import type { ChatReplySource } from "#common/chat/chat-source.ts";
import { createModelReplier, MODEL_HISTORY_MESSAGES } from "./llm-reply.ts";
import { leadFromReply } from "./chat-lead.ts";
import { recordOptOutContact } from "../contacts/contact-opt-out.ts";
import { claimConversation } from "../contacts/contact-conversation.ts";
import { extractQualification, statesAnything, type ExtractedQualification } from "../contacts/qualification/extract.ts";
import type { ChatReply } from "./engine/types.ts";
import { parseContext } from "./engine/context.ts";
import { nextQuestion } from "./engine/qualify.ts";
import type { LiveHub } from "../live/live-hub.ts";
import { sourceOf, type FirstTouch } from "#common/analytics/first-touch.ts";
import { noMetrics, secondsSince, type Metrics } from "../metrics/metrics.ts";
import { qualificationOnContact, visitorDetails as readVisitorDetails } from "./visitor-details.ts";
import type { VisitorDetails } from "#common/chat/chat-api-schemas.ts";

/** Acts whose reply a model may word; every other act is answered by the offline policy reply. */
const MODEL_ACTS = new Set<string>(["question", "greeting", "thanks", "goodbye", "off_topic", "details"]);
/**
 * Whether this reply comes with the chat's booking times (booking on the site is checked by the caller): the visitor
 * asked to book, or took the consultation the previous reply offered ("sí, agendemos"; the engine reads that against
 * the conversation, server/chat/engine/accept.ts).
 */
export const offersBooking = (intent: string): boolean => intent === "booking";

const OPT_OUT_NOTES = {
  optOut: "Asked in the chat not to be contacted: send no marketing messages.",
  deletion: "Asked in the chat for their information to be deleted (see the Privacy page's deletion steps).",
};

// A person types at most a few messages a minute; an office behind one address may hold several people.
export const CHAT_LIMITS = {
  visitorPerMinute: 12,
  ipPerMinute: 40,
  ipPerDay: 600,
  /** Typing indicators: the widget sends one every few seconds while the visitor types. */
  typingPerMinute: 30,
  /** Reads of the visitor's own conversation per address (the widget catches up on every live event). */
  readsPerMinute: 120,
  /** Event streams a visitor may open per minute (reconnects included). */
  streamsPerMinute: 20,
} as const;

export interface ChatServiceDeps {
  db: Db;
  logger: Logger;
  rateLimits: RateLimitStore;
  settings: Pick<SettingsService, "publicSite">;
  blog: Pick<BlogPublicService, "listPublishedForAssistant">;
  /** Answers staff taught the assistant, read with the site's facts. */
  taught: Pick<TaughtAnswersService, "forAssistant">;
  captureLead: (input: LeadInput) => Promise<{ contact: { id: number }; created: boolean }>;
  /** A new chat lead counts as a conversion of the visitor (analytics); errors are the callee's to log. */
  onNewLead?: (visitor: { ip: string; userAgent: string }, touch: FirstTouch | undefined) => Promise<unknown>;
  /** Stores what the visitor's messages state of their business (role, team, markets…) on their contact. */
  learnQualification?: (contactId: number, findings: ExtractedQualification[]) => Promise<unknown>;
  /** Records an opt-out or deletion request on the contact, for staff (contact notes). */
  noteOnContact?: (contactId: number, body: string) => Promise<void>;
  llm: Llm | null;
  /** A visitor asked for a person or complained: e-mail and webhook alerts, as staff switched them on in Settings. */
  notifyHandoff?: (alert: { conversationId: string; reason: string; message: string; language: string }) => Promise<void>;
  /** The live desk: staff are told of messages and requests for a person. */
  live?: Pick<LiveHub, "publish">;
  factsTtlMs?: number;
  /** Replies by mode (engine, model, model failed, staff) and the time to answer. */
  metrics?: Pick<Metrics, "chatReply">;
}

/** A channel's text for the assistant (chat.service answerChannel). */
export interface ChannelTurn {
  conversationId: string;
  message: string;
  /** The number the conversation threads on: a lead the text gives is that contact's. */
  phone?: string;
  /** Labels the stored text with what the engine read. */
  label: (labels: { intent: string; sentiment: string; language: string }) => Promise<void>;
  /** Stores the reply with its send; the adapter renders it for its channel. */
  deliver: (reply: { text: string; language: string; offerBooking: boolean; labels: { intent: string; sentiment: string; language: string; source: ChatReplySource | null } }) => Promise<void>;
}
export interface ChannelAnswer {
  language: string;
  handoff: boolean;
  startedWaiting: boolean;
}

/** POST /api/chat: the offline engine decides intent, sentiment, context and leads; a model, when configured, words the reply. */
export function createChatService(deps: ChatServiceDeps) {
  const store = createChatStore(deps.db);
  const facts = createFactsSource({ settings: deps.settings, blog: deps.blog, taught: deps.taught, ttlMs: deps.factsTtlMs });
  const log = deps.logger.child({ module: "chat" });
  const llmReply = createModelReplier(deps.llm, log);
  const metrics = deps.metrics ?? noMetrics;

  async function publish(event: Parameters<LiveHub["publish"]>[0]): Promise<void> {
    try {
      await deps.live?.publish(event);
    } catch (error) {
      // The conversation is stored: the inbox shows it on its next refetch.
      log.error({ err: error, conversationId: event.conversationId }, "chat live event failed");
    }
  }

  async function captureLead(conversationId: string, lead: LeadInput, visitor: { ip: string; userAgent?: string }): Promise<number | null> {
    try {
      const { contact, created } = await deps.captureLead(lead);
      if (created && deps.onNewLead) await deps.onNewLead({ ip: visitor.ip, userAgent: visitor.userAgent ?? "" }, lead.firstTouch);
      return contact.id;
    } catch (error) {
      // The visitor still gets an answer; staff still have the transcript.
      log.error({ err: error, conversationId }, "chat lead capture failed");
      return null;
    }
  }

  async function recordOptOut(offline: ChatReply, conversationId: string): Promise<number | null> {
    try {
      return await recordOptOutContact(deps.db, offline.context.lead, conversationId);
    } catch (error) {
      // The conversation keeps the opt-out in its context either way: staff still see it there.
      log.error({ err: error, conversationId }, "chat opt-out contact not recorded");
      return null;
    }
  }

  async function noteOptOut(offline: ChatReply, contactId: number | null, conversationId: string): Promise<void> {
    const note = offline.act === "deletion" ? OPT_OUT_NOTES.deletion : offline.act === "opt_out" || (offline.leadDetails && offline.context.optOut) ? OPT_OUT_NOTES.optOut : null;
    if (!note || contactId === null || !deps.noteOnContact) return;
    try {
      await deps.noteOnContact(contactId, note);
    } catch (error) {
      // The conversation keeps the opt-out either way (its context and handoff flag): staff still see it.
      log.error({ err: error, conversationId }, "chat opt-out note failed");
    }
  }

  /**
   * What this message states of the visitor's business (or answers to the assistant's question) goes on their contact;
   * when the conversation has only now got its contact, what the earlier messages and answers stated too. Never
   * changes the reply; a failure is logged, not the visitor's.
   */
  async function learn(conversationId: string, contactId: number | null, now: ExtractedQualification | undefined, newlyLinked: boolean, answers: ExtractedQualification = {}): Promise<void> {
    if (contactId === null || !deps.learnQualification) return;
    try {
      const earlier = newlyLinked ? [...(await store.visitorMessages(conversationId)).map(extractQualification), answers] : [];
      const findings = [...earlier, ...(now ? [now] : [])].filter(statesAnything);
      if (findings.length) await deps.learnQualification(contactId, findings);
    } catch (error) {
      log.error({ err: error, conversationId }, "chat qualification not stored");
    }
  }

  /** Answers one visitor message, checked against chatRequestSchema at the route. */
  async function reply(input: ChatRequest, opts: { ip: string; userAgent?: string }): Promise<ChatResponse> {
    const started = performance.now();
    await enforceLimits(deps.rateLimits, [
      { key: limitKey("chat:visitor", input.visitorId), limit: CHAT_LIMITS.visitorPerMinute, windowMs: 60_000, message: CHAT_RATE_LIMIT_MESSAGE },
      { key: limitKey("chat:ip", opts.ip), limit: CHAT_LIMITS.ipPerMinute, windowMs: 60_000, message: CHAT_RATE_LIMIT_MESSAGE },
      { key: limitKey("chat:ip-day", opts.ip), limit: CHAT_LIMITS.ipPerDay, windowMs: 24 * 60 * 60_000, message: CHAT_RATE_LIMIT_MESSAGE },
    ]);
    const known = input.conversationId ? await store.findConversation(input.conversationId, input.visitorId) : undefined;
    if (known?.status === "assigned") {
      // A team member is handling it: the message is theirs to answer, and no model or engine sees it.
      await store.addMessage({ conversationId: known.id, sender: "visitor", content: input.message, intent: "", sentiment: "", language: known.language });
      await store.visitorMessageToStaff(known.id);
      await learn(known.id, known.contactId, extractQualification(input.message), false);
      await publish({ kind: "message", conversationId: known.id, actor: "visitor" });
      metrics.chatReply("staff", secondsSince(started));
      return { conversationId: known.id, response: "", intent: "staff", sentiment: "neutral", staffHandling: true };
    }
    const think = await decide({ known, message: input.message, lead: { firstTouch: input.firstTouch, timeZone: input.timeZone }, visitor: opts });
    const { offline } = think;
    const conversation = known ?? (await store.startConversation(input.visitorId, offline.language, input.firstTouch ? sourceOf(input.firstTouch) : null));
    await store.addMessage({ conversationId: conversation.id, sender: "visitor", content: input.message, ...think.labels });
    const { response } = await finishDecision(think, conversation.id);
    await store.addMessage({ conversationId: conversation.id, sender: "ai", content: response, ...think.labels, source: think.source });
    await afterTurn(think, conversation.id, known, input.message, started);
    const offer = offersBooking(offline.intent) && (await bookingOnSite()) ? ({ offer: "booking", language: offline.language } as const) : {};
    return { conversationId: conversation.id, response, intent: offline.intent, sentiment: offline.sentiment, ...offer };
  }

  /**
   * The engine's reading of a message against the conversation so far, and the lead or opt-out it carries. The
   * conversation may not exist yet (a web chat's first message): the model's wording waits for its id (finishDecision).
   */
  async function decide(turn: { known: ConversationRow | undefined; message: string; lead: Partial<LeadInput>; visitor: { ip: string; userAgent?: string }; stored?: boolean }) {
    const { known, message } = turn;
    const [engine, siteFacts] = await Promise.all([getChatEngine(), facts.get()]);
    // What the contact already holds is never asked again (staff may have filled it in).
    const knownOnContact = await qualificationOnContact(deps.db, known?.contactId ?? null);
    const offline = engine.reply({ message, facts: siteFacts, context: known?.context ?? null, knownOnContact });
    const labels = { intent: offline.intent, sentiment: offline.sentiment, language: offline.language };
    // The transcript before this message (a channel's text is stored already: it is the message, not its history).
    const transcript = known && llmReply ? await store.transcriptForModel(known.id, MODEL_HISTORY_MESSAGES + (turn.stored ? 1 : 0)) : [];
    const history = turn.stored && transcript.at(-1)?.role === "user" ? transcript.slice(0, -1) : transcript;
    return { offline, siteFacts, labels, history, known, message, lead: turn.lead, visitor: turn.visitor, source: offline.source ?? null, contactId: null as number | null, askModel: false, modelText: null as string | null };
  }
  type Decision = Awaited<ReturnType<typeof decide>>;

  /** The lead or opt-out the message carries, recorded; then the reply's wording (a model's, when configured and allowed). */
  async function finishDecision(think: Decision, conversationId: string): Promise<{ response: string }> {
    const { offline, known, siteFacts, history } = think;
    // An opt-out that carries a phone or e-mail is recorded on that contact as opted out, never captured as a new lead.
    const optingOut = offline.act === "opt_out" || offline.context.optOut;
    think.contactId = optingOut
      ? await recordOptOut(offline, conversationId)
      : offline.leadDetails
        ? // The lead keeps the language the visitor writes in (issue 39): their e-mails and staff's replies follow it.
          await captureLead(conversationId, { ...leadFromReply(offline, conversationId), ...think.lead, language: isLocale(offline.language) ? offline.language : undefined }, think.visitor)
        : null;
    await noteOptOut(offline, think.contactId ?? known?.contactId ?? null, conversationId);
    // Policy acts (injection, complaint, opt-out, deletion, asking for a person) and anything after an opt-out are
    // answered offline: their wording is the policy, and the model is never shown an attack.
    // A staff-taught answer is given as staff wrote it.
    think.askModel = llmReply !== null && MODEL_ACTS.has(offline.act) && !offline.context.optOut && offline.source?.kind !== "taught";
    const modelReply = think.askModel
      ? await llmReply!({ facts: siteFacts, language: offline.language, history, message: think.message, context: offline.context, conversationId })
      : null;
    // The assistant's one qualification question follows a model's wording as it follows the engine's.
    think.modelText = modelReply?.text ? (offline.followUp ? `${modelReply.text}\n\n${offline.followUp}` : modelReply.text) : null;
    if (modelReply) think.source = modelReply.source ?? think.source;
    return { response: think.modelText ?? offline.response };
  }

  /** After the reply is stored: the conversation's state, what was learnt, the desk's event and a handoff's alerts. */
  async function afterTurn(think: Decision, conversationId: string, known: ConversationRow | undefined, message: string, started: number): Promise<{ startedWaiting: boolean }> {
    const { offline, contactId } = think;
    const optingOut = offline.act === "opt_out" || offline.context.optOut;
    const { startedWaiting } = await store.finishTurn(conversationId, { language: offline.language, context: offline.context, handoff: offline.handoff, contactId });
    if (!optingOut) await learn(conversationId, contactId ?? known?.contactId ?? null, offline.qualification, contactId !== null && contactId !== known?.contactId, offline.context.qualify.answers);
    if (offline.handoff) log.info({ conversationId }, "chat visitor asked for a person");
    await publish({ kind: startedWaiting ? "handoff" : "message", conversationId, actor: "visitor" });
    if (startedWaiting && deps.notifyHandoff) {
      try {
        await deps.notifyHandoff({ conversationId, reason: offline.act === "complaint" ? "complaint" : "handoff", message, language: offline.language });
      } catch (error) {
        // The inbox and its live event still show the request.
        log.error({ err: error, conversationId }, "chat handoff alert failed");
      }
    }
    metrics.chatReply(think.modelText ? "llm" : think.askModel ? "llm_fallback" : "local", secondsSince(started));
    return { startedWaiting };
  }

  /**
   * A text that came in on a channel (SMS, WhatsApp) and is already stored: the same assistant answers it, unless a
   * member handles the conversation. The adapter renders the reply for its channel and stores it with its send
   * (`deliver`, in one transaction with the message). Returns null when the assistant stays silent.
   */
  async function answerChannel(turn: ChannelTurn): Promise<ChannelAnswer | null> {
    const started = performance.now();
    const known = await store.byId(turn.conversationId);
    if (!known || known.status === "assigned") return null;
    const think = await decide({ known, message: turn.message, lead: turn.phone ? { phone: turn.phone } : {}, visitor: { ip: "" }, stored: true });
    const { offline } = think;
    await turn.label(think.labels);
    if (offline.leadDetails && known.contactId !== null) await claimConversation(deps.db, known.contactId, known.id);
    const { response } = await finishDecision(think, known.id);
    const offerBooking = offersBooking(offline.intent) && (await bookingOnSite());
    await turn.deliver({ text: response, language: offline.language, offerBooking, labels: { ...think.labels, source: think.source } });
    const { startedWaiting } = await afterTurn(think, known.id, known, turn.message, started);
    return { language: offline.language, handoff: offline.handoff, startedWaiting };
  }

  async function bookingOnSite(): Promise<boolean> {
    try {
      return (await deps.settings.publicSite()).bookingOnSite;
    } catch (error) {
      // The reply still goes out, with the link it carries.
      log.error({ err: error }, "chat booking setting not read");
      return false;
    }
  }

  /** The visitor's own conversation (widget reloads and live events); null for someone else's or an unknown id. */
  const conversation = (id: string, visitorId: string) => store.forVisitor(id, visitorId);

  /** The visitor's own name, e-mail and phone as this conversation knows them (the booking flow's fields); null: not theirs. */
  async function visitorDetails(id: string, visitorId: string): Promise<VisitorDetails | null> {
    const row = await store.findConversation(id, visitorId);
    return row ? readVisitorDetails(deps.db, row) : null;
  }

  /**
   * Right after a booking made in the chat: the assistant may ask its one question about the visitor's business
   * (qualify.ts decides; never twice in a row, never after an opt-out or a request for a person). The question is
   * stored as the assistant's message and the visitor's next message is read as its answer. null: not theirs.
   */
  async function afterBooking(id: string, visitorId: string): Promise<{ question: string | null } | null> {
    await enforceLimits(deps.rateLimits, [
      { key: limitKey("chat:visitor", visitorId), limit: CHAT_LIMITS.visitorPerMinute, windowMs: 60_000, message: CHAT_RATE_LIMIT_MESSAGE },
    ]);
    const row = await store.findConversation(id, visitorId);
    if (!row) return null;
    const context = parseContext(row.context);
    if (!context || context.optOut || context.handoff || row.status !== "open" || !(await store.hasBooking(id))) return { question: null };
    const onContact = await qualificationOnContact(deps.db, row.contactId);
    const state = { ...context.qualify, known: [...new Set([...context.qualify.known, ...onContact])] };
    const ask = nextQuestion({ state, turn: context.turns, language: context.language, intent: "booking", plainAnswer: false, sentiment: "neutral", stated: false, justBooked: true, replyAsks: false });
    if (!ask.question) return { question: null };
    await store.assistantNote(id, { content: ask.question, intent: "booking", language: context.language, context: { ...context, qualify: ask.state, offered: false } });
    await publish({ kind: "message", conversationId: id, actor: "visitor" });
    return { question: ask.question };
  }

  /** Whether this visitor owns this conversation (its event stream and typing indicator are scoped to it). */
  const owns = async (id: string, visitorId: string) => (await store.findConversation(id, visitorId)) !== undefined;

  /** "The visitor is typing", at most a few times a minute per visitor. */
  async function visitorTyping(id: string, visitorId: string): Promise<boolean> {
    await enforceLimits(deps.rateLimits, [
      { key: limitKey("chat:typing", visitorId), limit: CHAT_LIMITS.typingPerMinute, windowMs: 60_000, message: CHAT_RATE_LIMIT_MESSAGE },
    ]);
    if (!(await owns(id, visitorId))) return false;
    await publish({ kind: "typing", conversationId: id, actor: "visitor" });
    return true;
  }

  // The staff copilot reads the same cached facts (server/chat/copilot).
  return { reply, answerChannel, conversation, owns, visitorTyping, visitorDetails, afterBooking, siteFacts: facts.get, invalidateFacts: facts.invalidate, followContentVersion: facts.follow };
}
export type ChatService = ReturnType<typeof createChatService>;
