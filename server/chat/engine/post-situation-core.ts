import type { Answer } from "./knowledge/answer-types.ts";
import { asAnswer } from "./knowledge/passage-answer.ts";
import { retrievePassages } from "./knowledge/passages.ts";
import type { Language, SiteFacts } from "./types.ts";

// What the situations asked of our posts share, whatever the language they are read in (post-situations.ts in English,
// post-situations-zh.ts in Chinese): a situation is read by what is asked and of what (`asked`, on folded text), and
// answered from its post's paragraph, found with the post's own words for it (`siteWords`): the visitor's words share
// few with it, and an offering word beside them would answer instead.

/**
 * `no`: the paragraph forbids what is asked, so a yes-or-no question of it is answered no (polarity.ts reads "Steering …
 * is a fair housing violation" as a yes). `yes`: the paragraph is what is asked for, so a question of whether it is done
 * ("does it tell him what the client already asked?") is answered yes.
 */
export type Situation = { slug: string; asked: (text: string) => boolean; siteWords: (text: string) => string; no?: (text: string) => boolean; yes?: (text: string) => boolean };

export const TRAFFIC = "traffic-aware-showings-scheduling-around-i-10-610-and-beltway-8";
export const SPEED = "speed-to-lead-answer-every-houston-inquiry-within-minutes";
export const STACK = "your-houston-automation-stack-connecting-mls-crm-and-calendar";
export const STORMS = "hurricane-season-playbook-for-houston-property-managers";
export const BILINGUAL = "bilingual-client-care-ai-assistants-that-speak-your-clients-language";
export const WELCOME = "welcome-to-the-ai-advantage-weekly";
// Where to send a question to be answered in a future issue: the welcome post's last paragraph (the chat, or /contact).
export const FUTURE_ISSUE_WORDS = "Have a question you want answered in a future issue? Use the chat on this site or send us a note";
/** The speed-to-lead post's line introducing when a person takes over (its hand-off triggers). */
export const HANDOFF_TRIGGERS = "Set clear handoff triggers so a person takes over when";
/** The table of drive buffers, when no condition of it is named. */
export const BUFFER_TABLE = "Build buffers from real drive times: Situation; Suggested buffer";

/** The paragraph of the first situation `text` (folded) asks, quoted for `part`; null when none is asked or its post is gone. */
export function situationAnswer(situations: readonly Situation[], part: string, text: string, facts: SiteFacts, language: Language): Answer | null {
  const situation = situations.find((s) => s.asked(text));
  if (!situation || !facts.posts.some((p) => p.slug === situation.slug)) return null;
  const [hit] = retrievePassages(situation.siteWords(text), facts, language, 1, ["post"], [`/blog/${situation.slug}`]);
  if (!hit) return null;
  const answer = asAnswer(hit, part, language, facts);
  if (situation.yes?.(text)) return { ...answer, lead: "yes" };
  if (!situation.no) return answer;
  const { lead: _lead, ...rest } = answer;
  return situation.no(text) ? { ...rest, lead: "no" } : rest;
}
