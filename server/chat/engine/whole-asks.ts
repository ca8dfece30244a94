import { formContactChoices } from "./form-choices.ts";
import { sharedCopies } from "./own-data.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import type { Resolved } from "./resolved.ts";
import type { ChatReplySource } from "#common/chat/chat-source.ts";
import { setupOptionFor } from "./setup-choice-ask.ts";
import { privacyMatter } from "./privacy-matter.ts";
import { chatModelAsked } from "./chat-model-ask.ts";
import { formTexting } from "./form-texting.ts";
import { foldForRules } from "./text.ts";
import type { Language, SiteFacts } from "./types.ts";

// A thing of the site named in one part and what is asked of it in the next ("the done-for-you setup, who's that meant
// for", "on your contact form, which ways can I pick?", "when I send the form, who else gets a copy?"): the whole message asks, neither part alone does.

// "when the AI model is on, how many earlier messages does it get?", "on the form I pick WhatsApp, how do I stop the texts?" too.
const ask = (text: string, facts: SiteFacts, language: Language): Resolved | null =>
  setupOptionFor(text, facts) ?? formTexting(text, facts, language) ?? formContactChoices(text, language) ?? sharedCopies(text, facts, language) ?? chatModelAsked(foldForRules(text));

/** The answer to a message of two parts read as one, when only the whole of it asks one of these; otherwise null. */
export function askedAcrossParts(message: string, parts: readonly string[], facts: SiteFacts, language: Language): Resolved | null {
  // "to subscribe to the newsletter, how many steps? do I get something to confirm?": the thing in one part, the rest asked of it.
  const matter = parts.length > 1 ? privacyMatter(message, facts, language) : null;
  if (matter && !parts.some((p) => privacyMatter(p, facts, language))) return matter;
  if (parts.length !== 2) return null;
  const whole = ask(message, facts, language);
  return whole && !parts.some((p) => ask(p, facts, language)) ? whole : null;
}

/** A privacy section a rule chose ("who else gets what I fill in?") is where the reply came from, as a passage found would be. */
export function privacySource(answers: readonly Answer[]): ChatReplySource | undefined {
  const [only] = answers;
  return answers.length === 1 && only?.t === "passage" && only.kind === "privacy" ? { kind: "privacy", id: only.id, title: only.title, url: only.url } : undefined;
}
