import { asksSomething } from "./acts.ts";
import { readProfile } from "./topics.ts";
import type { Resolved } from "./resolved.ts";
import type { SiteFacts } from "./types.ts";

// The line-up of packages asked for as a whole, in English: "walk me through your three tiers", "what tiers do you
// have?", "tell me about your plans", "break down the three levels for me". Nothing else is asked of them, so once the
// request and its fillers are taken away, only the word for the packages is left. A request for detail (walk me
// through, explain, break down) gets each package with what it includes; a bare "what tiers do you have" gets the list.
// Rules run on folded text.

const LINEUP = /\b(?:packages?|plans|tiers|levels|options|pkgs|offerings|package options|plan options|service (?:tiers|levels))\b/;
const DETAIL_WORDS = String.raw`walk(?:ing)? (?:me|us) through|run(?:ning)? (?:me|us) through|take (?:me|us) through|go(?:ing)? (?:over|through)|break(?:ing)? (?:down|it down)|lay (?:out|it out)|explain|describe|tell (?:me|us) (?:more )?about|rundown|run-?down|overview|breakdown|compare|contrast`;
const DETAIL = new RegExp(String.raw`\b(?:${DETAIL_WORDS})\b`);
const ASIDE = new RegExp(
  String.raw`\b(?:${[
    DETAIL_WORDS,
    "can you|could you|would you|will you|pls|please|kindly|quick(?:ly)?|real quick|briefly|again|for me|for us|first|so|ok|okay|hey|hi|hello|and|then|now|i(?:d| would) like to (?:know|hear)|i want to (?:know|hear)",
    "what are|what r|whats|what is|which are|what|which|list|show (?:me|us)|give (?:me|us)|a|an|the|your|ur|y ?all ?s|yalls|you(?:r)? (?:guys|all)|you (?:have|offer|got|sell)|do you (?:have|offer|sell)|have you got|(?:is|are) there|you guys",
    "of|on|in|about|all|each|every|three|3|different|available|main|basic|kinds? of|types? of|of them|one by one|in plain english|in detail|briefly",
  ].join("|")})\b`,
  "g",
);

const lineupOnly = (said: string): boolean =>
  LINEUP.test(said) && /\b(?:packages|plans|tiers|levels|options|pkgs|offerings)\b/.test(said) && said.replace(ASIDE, " ").replace(LINEUP, " ").replace(/[^\p{L}\p{N}]+/gu, " ").trim() === "";

/** The package line-up asked for and nothing else; null otherwise. */
export function packagesLineup(text: string, facts: SiteFacts): Resolved | null {
  // "We're comparing a few agencies. Walk me through your tiers.": a sentence that sets the scene and asks nothing.
  const sentences = text.split(/(?<=[.!?;])\s+/).filter((s) => s.trim() !== "");
  const asked = sentences.filter(lineupOnly);
  // "I run a small team. What tiers do you have?": who they are, told beside it, asks which one fits (fit.ts).
  if (asked.length !== 1 || sentences.some((s) => !asked.includes(s) && (/[?]/.test(s) || asksSomething(s) || readProfile(s).size !== undefined))) return null;
  if (!DETAIL.test(text)) return { answers: [{ t: "entry", id: "packages" }], topic: { kind: "list", key: "package" }, intent: "packages" };
  const keys = facts.offerings.packages.map((p) => p.key).reverse();
  return { answers: keys.map((key) => ({ t: "package" as const, key, price: false })), topic: { kind: "list", key: `package:${keys.map((_, i) => keys.length - 1 - i).join(",")}` }, intent: "packages" };
}
