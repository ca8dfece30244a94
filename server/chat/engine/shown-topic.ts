import type { Topic } from "./context.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { findMentions, packagesInOrder } from "./mentions.ts";
import type { SiteFacts } from "./types.ts";
import { pairPicked } from "./pair-choice.ts";

// What a later "the second one", "ese", "and for 6?" points back at: the list or pair shown, or the one package
// recommended.

const LIST_ENTRIES: Record<string, string> = { bundles: "bundle", packages: "package", addons: "addon", "setup-fees": "setup" };

/**
 * What "the second one", "and for 6?" will point back at: the packages compared in the visitor's order ("Foundation
 * vs Growth"), or a list of offerings shown (the bundles, even when a passage or the rules showed them).
 */
export function listShown(message: string, answers: Answer[], facts: SiteFacts): Topic | null {
  const compared = packagesInOrder(message);
  // "trabajo sola: ¿Foundation o Growth?" answered with one of the two (pair-choice.ts): that one is the topic; the pair
  // stays the list (engine.ts), so "¿y el otro?" is the other.
  const picked = pairPicked(message, answers);
  if (picked) return picked;
  if (compared.length >= 2) {
    const keys = facts.offerings.packages.map((p) => p.key as string);
    return { kind: "list", key: `package:${compared.map((k) => keys.indexOf(k)).join(",")}` };
  }
  const listed = answers.length === 1 && answers[0]?.t === "entry" ? LIST_ENTRIES[answers[0].id] : undefined;
  return listed ? { kind: "list", key: listed } : null;
}

/** "which package?" answered with one package and an add-on for a need the visitor did not name: "ese" is the package. */
export function recommended(message: string, answers: Answer[], topic: Topic | null): Topic | null {
  const recs = answers.flatMap((a) => (a.t === "recommend" ? [a.key] : []));
  return recs.length === 1 && recs[0] && topic?.kind === "addon" && !findMentions(message).addon ? { kind: "package", key: recs[0] } : topic;
}
