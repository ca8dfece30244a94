import { grownProfile, recommendation } from "./fit.ts";
import { packagesInOrder } from "./mentions.ts";
import type { Resolved } from "./resolved.ts";
import { readProfile } from "./topics.ts";
import type { Profile } from "./topics.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import type { Topic } from "./context.ts";
import type { SiteFacts } from "./types.ts";

// Two packages set against each other as a choice by a visitor whose size is known, said now or before: "I work alone:
// Foundation or Growth?", "somos 6 agentes, ¿Growth o Enterprise?", "em làm một mình, Foundation hay Growth?",
// "就我一个人，Foundation还是Growth？". The one of the two that fits them answers, not the overview of all three. Asked
// what they cost, how long they take or how they differ, the pair is another question (package-compare.ts and the rest).
// Rules run on folded text.

const OR = /\b(?:or|o|u|hay|hoac|hay la)\b|还是|或者|或是|或/;
const OTHER_ASK = /\b(?:price|prices|pricing|cost|costs|how much|how long|difference|differences|vs|versus|compare\w*|include\w*|cuanto|cuesta|cuestan|precios?|diferencias?|comparar|incluye\w*|tarda|gia|bao nhieu|bao lau|khac|so sanh|gom)\b|多少|区别|多久|包括|包含|比较/;

/** The package of the pair that fits the visitor's size, or null when no size is known or it fits neither. */
export function pairChoice(part: string, text: string, profile: Profile): Resolved | null {
  const keys = packagesInOrder(part);
  if (keys.length !== 2 || !OR.test(text) || OTHER_ASK.test(text)) return null;
  // "Empiezo sola pero el año que viene quiero meter 3 agentes. ¿Foundation o Growth?", "I'm solo now but hiring two
  // agents: Foundation or Growth?": the hires said grow the size said beside them, as they do when no pair is set.
  const known = { ...profile, ...readProfile(part), ...grownProfile(profile, part) };
  if (known.size === undefined) return null;
  const answer = recommendation(known, text);
  if (answer.t !== "recommend" || !keys.includes(answer.key)) return null;
  return { answers: [answer], topic: { kind: "package", key: answer.key }, intent: "packages" };
}

/** The packages named together in the message as the list "the other one" picks from ("package:2,1"), or null. */
export function pairList(message: string, facts: SiteFacts): string | null {
  const named = packagesInOrder(message);
  const keys = facts.offerings.packages.map((p) => p.key as string);
  return named.length >= 2 ? `package:${named.map((k) => keys.indexOf(k)).join(",")}` : null;
}

/** The one of the packages compared that the answer recommends, alone: the topic "and the other one?" turns from. */
export function pairPicked(message: string, answers: readonly Answer[]): Topic | null {
  const [only] = answers;
  return answers.length === 1 && only?.t === "recommend" && packagesInOrder(message).includes(only.key) ? { kind: "package", key: only.key } : null;
}
