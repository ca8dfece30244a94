import type { Llm, LlmMessage } from "../integrations/llm.ts";
import { LlmError } from "../integrations/llm.ts";
import type { Logger } from "../lib/logger.ts";
import { buildLlmSystemPrompt, echoesPrompt } from "./engine/llm-prompt.ts";
import type { ConversationContext } from "./engine/context.ts";
import { findPackagePriceStatements, findUnpublishedFigures } from "./engine/price-guard.ts";
import type { Language, SiteFacts } from "./engine/types.ts";

/** Turns of earlier conversation given to the model: enough for "that one", short enough to stay cheap. */
export const MODEL_HISTORY_MESSAGES = 10;

export type LlmReplier = (input: { facts: SiteFacts; language: Language; history: LlmMessage[]; message: string; context?: ConversationContext }) => Promise<string | null>;

/**
 * The model's wording of a reply, or null when the offline reply must be used instead: no answer in time,
 * a provider error, an empty answer, or an answer that breaks the pricing policy. The visitor never sees why.
 */
export function createLlmReplier(llm: Llm | null, logger: Logger): LlmReplier | null {
  if (!llm) return null;
  return async ({ facts, language, history, message, context }) => {
    let text: string;
    const system = buildLlmSystemPrompt(facts, language, context);
    try {
      ({ text } = await llm.generateReply({ system, messages: [...history, { role: "user", content: message }] }));
    } catch (error) {
      const kind = error instanceof LlmError ? error.kind : "provider";
      logger.warn({ kind, error: error instanceof Error ? error.message : String(error) }, "chat model failed; offline reply used");
      return null;
    }
    const reply = text.trim();
    if (!reply) {
      logger.warn("chat model answered with empty text; offline reply used");
      return null;
    }
    // Models can be talked into things: the policy is enforced on the output, not only asked for in the prompt.
    const leaks = findPackagePriceStatements(reply);
    const invented = findUnpublishedFigures(reply, facts.offerings);
    if (leaks.length > 0 || invented.length > 0) {
      logger.warn({ leaks: leaks.length, invented }, "chat model reply stated a package or unpublished price; offline reply used");
      return null;
    }
    if (echoesPrompt(reply, facts)) {
      logger.warn("chat model reply repeated its instructions; offline reply used");
      return null;
    }
    return reply;
  };
}
