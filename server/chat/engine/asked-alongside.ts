import type { Classifier } from "./classifier.ts";
import type { ConversationContext } from "./context.ts";
import type { ChatEntities, Intent, Language, SiteFacts } from "./types.ts";
import type { Turn } from "./whole-message.ts";
import { asksSomething } from "./acts.ts";
import { aiStopped } from "./policy-shapes.ts";
import { foldForRules } from "./text.ts";
import { readQuestions } from "./read-questions.ts";
import { postAskedToBeSent } from "./send-post.ts";
import { withoutChannelClauses } from "./channel-cues.ts";
import { findMentions, topicOf } from "./mentions.ts";
import { withoutIntroduction } from "./visitor-details.ts";

// A question asked beside a complaint or beside the visitor's details is answered after the reply to them (the engine
// renders these answers without selling).

export type Alongside = {
  message: string;
  found: ChatEntities;
  language: Language;
  facts: SiteFacts;
  base: ConversationContext;
  profile: ConversationContext["profile"];
  classifier: Classifier<Intent>;
};
/** The answers, and the topic they leave in view when it changes (a post given again leaves it as it was). */
type Asked = Pick<Turn, "answers" | "source"> & { topic?: Turn["topic"] };

/**
 * "…el chat me dijo que el Voice AI tenía instalación de mil quinientos y ahora no lo veo. ¿Cuánto es de verdad?": the
 * question asked with the complaint; null when nothing is asked or nothing of it is known.
 */
export function askedWithComplaint({ message, found, language, facts, base, profile, classifier }: Alongside): Asked | null {
  // ("nuestra IA dejó de contestar…, qué barbaridad": the AI stopped is all it says; no add-on is sold beside it.)
  if (!(/[?？]/u.test(message) || (asksSomething(message) && !aiStopped(foldForRules(message))))) return null;
  const asked = readQuestions(withoutIntroduction(message, found), language, facts, base, profile, classifier);
  return asked.act === "question" && asked.answers.some((a) => a.t !== "unknown") ? { answers: asked.answers, topic: asked.topic } : null;
}

/**
 * "Mándemelo al correo: …" right after a post: its link is given with the thanks (this chat sends no e-mail). "Quote for
 * Growth, my e-mail is …": the question is answered too. Null when the details ask nothing.
 */
export function askedWithDetails({ message, found, language, facts, base, profile, classifier }: Alongside, hasContact: boolean): Asked | null {
  const postSent = hasContact ? postAskedToBeSent(message, base.lastAnswers) : null;
  if (postSent) return { answers: [postSent] };
  const remaining = withoutChannelClauses(withoutIntroduction(message, found));
  const rest = readQuestions(remaining, language, facts, base, profile, classifier);
  const asksToo = asksSomething(remaining) || topicOf(findMentions(remaining)) !== null;
  if (!asksToo || rest.act !== "question" || rest.answers.every((a) => a.t === "unknown")) return null;
  return { answers: rest.answers, topic: rest.topic, ...(rest.source ? { source: rest.source } : {}) };
}
