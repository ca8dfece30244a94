import type { ConversationContext, Topic } from "./context.ts";
import type { SiteFacts } from "./types.ts";

// "I want AI answering in their language 24/7, what is it?" then "and the one that posts to social media?" then "the
// first one, any setup fee?": two add-ons asked one after the other, with no list in view, are the list "the first" and
// "the second" pick from, in the order asked (list-picks.ts), as two named in one message are.

/** The list key of the add-on just discussed and the one this turn moved to, or undefined. */
export function addonsAskedInTurn(base: ConversationContext, topic: Topic | null, facts: SiteFacts): string | undefined {
  if (base.list !== null || base.topic?.kind !== "addon" || topic?.kind !== "addon" || topic.key === base.topic.key) return undefined;
  const keys = facts.offerings.addOnServices.map((a) => a.key as string);
  const before = keys.indexOf(base.topic.key);
  const now = keys.indexOf(topic.key);
  return before >= 0 && now >= 0 ? `addon:${before},${now}` : undefined;
}
