import type { ConversationContext, Topic } from "./context.ts";
import type { SiteFacts } from "./types.ts";

// Two offerings of one kind asked about one turn after the other are the list a later "the first one", "the second" or
// "which of the two…?" picks from, in the order asked (list-picks.ts reads "addon:3,5", "package:1,0"), as two named in
// one message are. Add-ons: "I want AI answering in their language 24/7, what is it?" then "and the one that posts to
// social media?" then "the first one, any setup fee?" — only when no list is in view. Packages: "What's in Growth?" then
// "and Enterprise, what does it add?" then "which of the two goes live faster?" (package-pair.ts) — over no list or a
// list of packages: a list of add-ons or bundles shown stays what "the second" picks.

/** The list key of the offering discussed the turn before and the other one of its kind this turn moved to, or undefined. */
export function pairAskedInTurn(base: ConversationContext, now: Topic | null, facts: SiteFacts): string | undefined {
  const before = base.topic;
  if (!before || !now || before.kind !== now.kind || before.key === now.key) return undefined;
  if (now.kind === "addon" ? base.list !== null : now.kind !== "package" || (base.list !== null && !base.list.startsWith("package"))) return undefined;
  const keys = (now.kind === "addon" ? facts.offerings.addOnServices : facts.offerings.packages).map((o) => o.key as string);
  const at = [keys.indexOf(before.key), keys.indexOf(now.key)];
  return at.every((i) => i >= 0) ? `${now.kind}:${at.join(",")}` : undefined;
}
