import type { Llm, LlmMessage } from "../integrations/llm.ts";
import { LlmError } from "../integrations/llm.ts";
import type { Logger } from "../lib/logger.ts";
import type { ChatReplySource } from "#common/chat/chat-source.ts";
import { TECHNOLOGIES } from "#common/content/solutions-facts.ts";
import { PRIVACY_PATH } from "#common/content/privacy-meta.ts";
import { buildLlmSystemPrompt, echoesPrompt, factsSection, passageText } from "./engine/llm-prompt.ts";
import type { ConversationContext } from "./engine/context.ts";
import { findUngrounded } from "./engine/grounding.ts";
import { retrievePassages, type PassageHit } from "./engine/knowledge/passages.ts";
import { findPackagePriceStatements, findUnpublishedFigures } from "./engine/price-guard.ts";
import type { Language, SiteFacts } from "./engine/types.ts";

/** Turns of earlier conversation given to the model: enough for "that one", short enough to stay cheap. */
export const MODEL_HISTORY_MESSAGES = 10;
/** Passages of the site shown to the model for the visitor's message. */
export const MODEL_PASSAGES = 4;

export type LlmReplyInput = {
  facts: SiteFacts;
  language: Language;
  history: LlmMessage[];
  message: string;
  context?: ConversationContext;
  /** Only for the log: which conversation a rejected reply belonged to. */
  conversationId?: string;
};

/** The model's wording, the passages it was given, and the source to show beside the reply in the conversation log. */
export type ModelReply = { text: string; passages: readonly PassageHit[]; source: ChatReplySource };
export type ModelReplier = (input: LlmReplyInput) => Promise<ModelReply | null>;
export type LlmReplier = (input: LlmReplyInput) => Promise<string | null>;

/** The site's own pages, which a reply may point to whatever the passages were. */
const SITE_PAGES = ["/solutions", "/blog", "/contact", PRIVACY_PATH].join(" ");

/** Names that read the same in every language: left out when the reply's language is judged. */
function namesOf(facts: SiteFacts, passages: readonly PassageHit[], context: ConversationContext | undefined): string[] {
  const o = facts.offerings;
  return [
    facts.siteName,
    o.blogName,
    ...o.services.map((s) => s.title),
    ...o.differentiators.map((d) => d.title),
    ...o.packages.map((p) => p.name),
    ...o.addOnServices.map((a) => a.name),
    ...o.setupAddOns.flatMap((s) => [s.type, ...s.examples.split(/,\s*/)]),
    ...o.bundles.map((b) => b.name),
    ...o.serviceAreas,
    ...TECHNOLOGIES,
    ...facts.posts.map((p) => p.title),
    ...passages.map((h) => h.passage.title),
    context?.lead.name ?? "",
    context?.lead.company ?? "",
  ].filter(Boolean);
}

/** What a reply may quote: the passages as shown, the site's facts, and what the visitor and this conversation said. */
function groundingSources(input: LlmReplyInput, passages: readonly PassageHit[]): string[] {
  const lead = input.context?.lead;
  return [
    ...passages.map((h) => `${h.passage.title} ${h.passage.url} ${passageText(h, input.language)}`),
    factsSection(input.facts),
    SITE_PAGES,
    input.message,
    ...input.history.map((m) => m.content),
    ...[lead?.name, lead?.email, lead?.phone, lead?.company, lead?.budget].filter((v): v is string => Boolean(v)),
  ];
}

function modelSource(passages: readonly PassageHit[], facts: SiteFacts): ChatReplySource {
  const top = passages[0]?.passage;
  if (!top) return { kind: "model", title: `${facts.siteName}: site facts`.slice(0, 300) };
  return { kind: "model", id: top.id.slice(0, 200), title: top.title.slice(0, 300), ...(top.url ? { url: top.url.slice(0, 500) } : {}) };
}

/**
 * The model's wording of a reply, with the passages it was grounded in, or null when the offline reply must be used
 * instead: no answer in time, a provider error, an empty answer, an answer that breaks the pricing policy, repeats its
 * instructions, states a figure, link or contact detail the site and the visitor did not give, or is in another
 * language. The visitor never sees why; the log says which, without the visitor's words.
 */
export function createModelReplier(llm: Llm | null, logger: Logger): ModelReplier | null {
  if (!llm) return null;
  return async (input) => {
    const { facts, language, history, message, context, conversationId } = input;
    const passages = retrievePassages(message, facts, language, MODEL_PASSAGES);
    let text: string;
    const system = buildLlmSystemPrompt(facts, language, context, passages);
    try {
      ({ text } = await llm.generateReply({ system, messages: [...history, { role: "user", content: message }] }));
    } catch (error) {
      const kind = error instanceof LlmError ? error.kind : "provider";
      logger.warn({ conversationId, kind, error: error instanceof Error ? error.message : String(error) }, "chat model failed; offline reply used");
      return null;
    }
    const reply = text.trim();
    if (!reply) {
      logger.warn({ conversationId }, "chat model answered with empty text; offline reply used");
      return null;
    }
    // Models can be talked into things: the policy is enforced on the output, not only asked for in the prompt.
    const leaks = findPackagePriceStatements(reply);
    const invented = findUnpublishedFigures(reply, facts.offerings);
    if (leaks.length > 0 || invented.length > 0) {
      logger.warn({ conversationId, leaks: leaks.length, invented }, "chat model reply stated a package or unpublished price; offline reply used");
      return null;
    }
    if (echoesPrompt(reply, facts)) {
      logger.warn({ conversationId }, "chat model reply repeated its instructions; offline reply used");
      return null;
    }
    const problems = findUngrounded({ reply, language, sources: groundingSources(input, passages), names: namesOf(facts, passages, context) });
    if (problems.length > 0) {
      // Kinds only: the log carries no conversation text.
      const ungrounded = [...new Set(problems.map((p) => p.kind))];
      logger.warn({ conversationId, ungrounded, count: problems.length }, "chat model reply not grounded in the site's passages and facts; offline reply used");
      return null;
    }
    return { text: reply, passages, source: modelSource(passages, facts) };
  };
}

/** The model's wording alone (see createModelReplier for what it is checked against). */
export function createLlmReplier(llm: Llm | null, logger: Logger): LlmReplier | null {
  const model = createModelReplier(llm, logger);
  if (!model) return null;
  return async (input) => (await model(input))?.text ?? null;
}
