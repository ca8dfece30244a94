import { trainClassifier } from "./classifier.ts";
import type { Classifier, Prediction } from "./classifier.ts";
import { composeReply, templatesFor } from "./compose.ts";
import { newContext, newLeadFields, parseContext } from "./context.ts";
import type { ConversationContext } from "./context.ts";
import { trainingExamples } from "./corpus.ts";
import { extractEntities } from "./entities.ts";
import { looksLikeInjection } from "./injection.ts";
import { detectLanguage } from "./language.ts";
import { findMentions, topicOf } from "./mentions.ts";
import type { Mentions } from "./mentions.ts";
import { findPackagePriceStatements } from "./price-guard.ts";
import { classifySentiment } from "./sentiment.ts";
import { INTENTS } from "./types.ts";
import type { ChatEntities, ChatEngine, ChatInput, ChatReply, Intent } from "./types.ts";

export const MAX_MESSAGE_LENGTH = 2000;

// Intents that carry no question of their own: when the visitor introduces themselves with one of these
// ("Hi, I'm Brian with Montrose Realty"), the introduction is what matters.
const SMALL_TALK = new Set<Intent>(["greeting", "thanks", "goodbye", "off_topic", "about"]);
const NOT_SECONDARY = new Set<Intent>([...SMALL_TALK, "lead_details", "injection"]);
const SECONDARY_MIN_CONFIDENCE = 0.3;
const OPENERS = new Set<Intent>(["greeting", "thanks"]);

function decideIntent(message: string, prediction: Prediction<Intent>, found: ChatEntities): Intent {
  if (looksLikeInjection(message)) return "injection";
  if (found.email || found.phone) return "lead_details";
  const introduces = found.name !== undefined || found.company !== undefined;
  if (introduces && (SMALL_TALK.has(prediction.label) || prediction.label === "lead_details")) return "lead_details";
  if (OPENERS.has(prediction.label)) {
    // "Hello there! What are your hours?": the question needs the answer, not the greeting.
    const question = prediction.ranking.find((r) => !NOT_SECONDARY.has(r.label));
    if (question && question.p >= SECONDARY_MIN_CONFIDENCE) return question.label;
  }
  if (prediction.label === "lead_details") {
    // The classifier heard an introduction the extractors could not read: answer the next best intent.
    return prediction.ranking.find((r) => r.label !== "lead_details")?.label ?? "off_topic";
  }
  return prediction.label;
}

function secondaryIntent(prediction: Prediction<Intent>, mentions: Mentions): Intent | null {
  const next = prediction.ranking.find((r) => !NOT_SECONDARY.has(r.label));
  if (next && next.p >= SECONDARY_MIN_CONFIDENCE) return next.label;
  // "Quote for Growth, my e-mail is …": a named offering is worth answering even when the classifier is unsure.
  return topicOf(mentions) ? "pricing" : null;
}

function withoutInterest(fields: ChatEntities): number {
  return Object.keys(fields).filter((k) => k !== "interest").length;
}

export function createEngineFrom(classifier: Classifier<Intent>): ChatEngine {
  return {
    reply({ message: raw, facts, context }: ChatInput): ChatReply {
      const message = raw.trim().slice(0, MAX_MESSAGE_LENGTH);
      const previous: ConversationContext | null = context === null ? null : parseContext(context);
      const language = detectLanguage(message, previous?.language ?? null);
      const found = extractEntities(message);
      const prediction = classifier.predict(message);
      const intent = decideIntent(message, prediction, found);
      const sentiment = classifySentiment(message);
      const mentions = findMentions(message);

      const known = previous?.lead ?? {};
      const lead: ChatEntities = { ...known, ...found };
      const leadDetails = withoutInterest(newLeadFields(known, found)) > 0 && Boolean(lead.email ?? lead.phone);
      const handoff = intent === "handoff";

      let response = composeReply({
        intent,
        secondaryIntent: intent === "lead_details" ? secondaryIntent(prediction, mentions) : null,
        message,
        language,
        sentiment,
        facts,
        mentions,
        previous,
        lead,
        leadDetails,
      });
      // Templates never hold a package figure; this guard keeps it that way if facts or templates change.
      if (findPackagePriceStatements(response).length > 0) response = templatesFor(language).pricingGeneral(facts);

      const base = previous ?? newContext(language);
      return {
        response,
        intent,
        sentiment,
        language,
        entities: found,
        handoff,
        leadDetails,
        context: {
          version: 1,
          language,
          turns: base.turns + 1,
          lastIntent: intent,
          topic: topicOf(mentions) ?? base.topic,
          lead,
          handoff: base.handoff || handoff,
        },
      };
    },
  };
}

/** Trains the intent classifier from the corpus in the repository (a few hundred milliseconds) and returns the engine. */
export async function createChatEngine(): Promise<ChatEngine> {
  return createEngineFrom(trainClassifier(trainingExamples(), INTENTS));
}
