import type { ConversationContext } from "./context.ts";
import { bundleFor } from "./list-picks.ts";
import { ADDS_MORE } from "./platform-thread.ts";
import { COUNT_WORD as N, NUMBER_WORDS } from "./count-patterns.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import { findPlatforms } from "./topics.ts";
import type { SiteFacts } from "./types.ts";

// A running tally of platforms kept by the visitor: after one platform was asked about, "and google drive as well, so
// that's two", "chuck in quickbooks and mailchimp too, 4 all up", "¿y le sumamos Sheets? serían dos", "thêm Calendly
// với Google Sheets nữa là bốn", "再加Gmail和Slack，一共四个". The count they close with is how many platforms they now
// connect, whatever the last answer's topic was: the bundle that covers that many answers it.

const NOUN = String.raw`(?:\s+(?:of them|platforms?|tools?|apps?|things?|plataformas?|herramientas?|cai|nen tang|cong cu|thu|ung dung))?`;
// The count closes the message ("…, so that's two", "…, 4 all up?"), a tag like "right" or "then" at most after it.
const END = String.raw`(?:\W+(?:right|then|yeah|now|entonces|verdad|nhe|nha|ha|roi))?\W*$`;
const TALLY_END = new RegExp(
  [
    String.raw`\b(?:thats|that s|that is|that makes|which makes|makes|making|so|total|totals|serian|seria|son|o sea|quedan|en total|la|vay la|thanh|tong cong(?: la)?|tat ca la)\s+${N}${NOUN}${END}`,
    String.raw`\b${N}${NOUN}\s+(?:all up|all told|in all|all together|altogether|total|in total|en total|en todo|tong cong|tat ca)${END}`,
  ].join("|"),
);
const TALLY_ZH = /(?:一共|总共|共|合计|就是|变成|算是?)\s*(\d{1,2}|[二两三四五六七八九十])\s*(?:个|样|套)?(?:平台|工具)?了?[^\p{L}\p{N}]*$/u;

/** The total the visitor closes the message with; 0 when there is none. */
function tallySaid(text: string): number {
  const said = text.match(TALLY_END)?.slice(1).find(Boolean) ?? text.match(TALLY_ZH)?.[1];
  return said ? Number(said) || NUMBER_WORDS[said] || 0 : 0;
}

/** "and google drive as well, so that's two" after a platform's setup fee: the bundle for the total they count. */
export function platformTally(message: string, base: ConversationContext, facts: SiteFacts): Resolved | null {
  const text = foldForRules(message);
  const named = findPlatforms(message, facts).length;
  // Platforms were named before, and this message adds some of its own to them.
  if (base.platforms.length === 0 || named === 0 || !ADDS_MORE.test(text)) return null;
  const total = tallySaid(text);
  // The total holds the platforms this message adds and at least one named before.
  if (total <= named || total > 20) return null;
  const answer = bundleFor(total, facts);
  return answer?.t === "bundle-for" ? { answers: [answer], topic: { kind: "bundle", key: answer.key }, intent: "bundles" } : null;
}
