import type { ChatReplySource } from "#common/chat/chat-source.ts";
import type { Language, SiteFacts } from "../types.ts";
import type { Answer } from "./answer-types.ts";
import { heldGroups, retrievePassages } from "./passages.ts";
import type { PassageHit } from "./passages.ts";
import { asAnswer, withoutBlogWords } from "./passage-answer.ts";
import { renderAnswer } from "../render.ts";
import { foldForRules } from "../text.ts";
import { AMOUNT_OF, PRICE } from "../question-patterns.ts";
import { asksSomething } from "../acts.ts";
import { words } from "./sentence-pick.ts";

// A rule that reads one name in the question ("Excel" → the spreadsheet setup row, "OpenAI" → "yes, we work with
// OpenAI") answers before the site's passages are asked. When a passage of the site's own text (a post's paragraph, the
// privacy page, the FAQ) holds most of what is asked and clearly more than the rule's answer says, the visitor asked
// what that passage says: "can your team export the requests to an Excel file?" is the privacy page's staff portal, not
// the Data Tools setup fee. Both are weighed by one measure, the question's word groups (with their English glosses)
// each text holds, the rule's answer as it renders in English. Never a price asked (the setup row's fee is the rule's
// to give), nor a message that asks nothing.

/**
 * Rule answers a passage may replace: a platform or its setup row, which one name in the question reads ("Excel",
 * "OpenAI"). Not the offerings found for a need, read from a whole phrase ("answer my clients fast"), nor the site's
 * entries (hours, contact, languages…), which answer a fact asked in its own words however few of them they repeat.
 */
const OVERRIDABLE = new Set<Answer["t"]>(["setup", "platforms"]);
/**
 * The site's written passages; the offerings and entries are the rules' own answers said again, and so are the home
 * page's lines, which present the same offerings ("live market data" is the Market Dashboard).
 */
const WRITTEN = new Set<string>(["post", "privacy", "faq"]);
/**
 * The passage holds three quarters of the question and four of its word groups the rule's answer does not, which holds
 * one at most: a rule's answer sharing two of the question's words read more than a name.
 */
const MIN_COVERAGE = 0.75;
const MORE_THAN_RULE = 4;
const RULE_AT_MOST = 1;

const heldBy = (query: string, text: string): Set<string> => new Set(heldGroups(query, text).map((g) => g.join("|")));

/** The passage that answers `part` over the rule's `answers`, or null when the rule's answer says as much. */
export function passageOverRule(part: string, answers: readonly Answer[], facts: SiteFacts, language: Language): { answer: Answer; taught: false; source: ChatReplySource } | null {
  const text = foldForRules(part);
  // A detail given ("my WhatsApp is …") asks nothing of the site.
  if (answers.length === 0 || !answers.every((a) => OVERRIDABLE.has(a.t)) || (PRICE.test(text) && !AMOUNT_OF.test(text)) || !asksSomething(part)) return null;
  const query = withoutBlogWords(part);
  const best: PassageHit | undefined = retrievePassages(query, facts, language, 1)[0];
  if (!best || !WRITTEN.has(best.passage.kind) || best.passage.id.startsWith("entry:") || best.coverage < MIN_COVERAGE) return null;
  const said = heldBy(query, [best.passage.text.en ?? "", ...best.sentences].join("\n"));
  const ruleText = answers.map((a) => renderAnswer(a, "en", facts) ?? "").join("\n");
  const rule = heldBy(query, ruleText);
  const beyond = [...said].filter((g) => !rule.has(g)).length;
  // "the most common mess y'all end up cleaning up in somebody's CRM": the setup row holds "CRM" and "up" in the
  // visitor's own words and "common" only by a gloss ("includes"); the passage holds five more ("Duplicate contacts are
  // the most common mess we clean up"). A rule's answer holding two of the visitor's own words is outweighed by a passage
  // holding at least twice as many besides.
  const ruleWords = new Set(words(ruleText));
  const own = new Set(heldGroups(query, ruleText).filter((g) => ruleWords.has(g[0] ?? "")).map((g) => g.join("|")));
  const beyondOwn = [...said].filter((g) => !own.has(g)).length;
  if (rule.size > RULE_AT_MOST ? own.size > 2 || beyondOwn < Math.max(MORE_THAN_RULE, 2 * own.size + 1) : beyond < MORE_THAN_RULE) return null;
  const p = best.passage;
  return { answer: asAnswer(best, part, language, facts), taught: false, source: { kind: p.kind, id: p.id, title: p.title.slice(0, 300), ...(p.url ? { url: p.url } : {}) } };
}
