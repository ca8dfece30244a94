import { asksSomething } from "./acts.ts";
import type { ConversationContext } from "./context.ts";
import { foldForRules } from "./text.ts";
import { resolvePart } from "./resolve.ts";
import { SITE_MATTER } from "./question-patterns.ts";
import { namesArticle } from "./knowledge/named-post.ts";
import type { SiteFacts } from "./types.ts";

// The sentences of one part that ask something, when the others only mention the site's own matters.

// "I read the newsletter. What are your hours?": a sentence that only mentions the site's own matters (the
// newsletter, cookies) does not silence the question in the next one; other sentences stay together, the first often
// setting the scene the second asks about.
const ELLIPTIC_ASK = /^\W*(?:like what|such as|for example|for instance|which ones|like which|como que|como cuales|por ejemplo)\b/;
const SENTENCE_END = /(?<=[\p{L}\p{N})"”'’])\.\s+(?=\p{L})/u;
export function bySentence(part: string, facts: SiteFacts, base: ConversationContext, profile: ConversationContext["profile"]): string[] {
  const sentences = part.split(SENTENCE_END).map((s) => s.trim()).filter(Boolean);
  if (sentences.length < 2 || !SITE_MATTER.test(foldForRules(part))) return [part];
  // "That welcome post says it can't do some things. Like what?": the sentence naming the post says what is asked of.
  const elliptic = sentences.some((s) => ELLIPTIC_ASK.test(foldForRules(s)));
  const asked = sentences.filter((s) => asksSomething(s) || !SITE_MATTER.test(foldForRules(s)) || (elliptic && namesArticle(s)));
  if (asked.length === 0 || asked.length === sentences.length) return [part];
  return resolvePart({ part, facts, topic: base.topic, profile, list: base.list }).answers.length > 0 ? [part] : asked;
}
