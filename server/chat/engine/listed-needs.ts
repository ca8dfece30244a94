import type { Answer } from "./knowledge/answer-types.ts";
import { addonList } from "./addon-list.ts";
import { readNeed, wantsAgentInTheirLanguage } from "./needs.ts";
import type { Resolved } from "./resolved.ts";
import type { SiteFacts } from "./types.ts";

// Several add-ons asked for in one list of needs: "AI to answer my calls, sort my e-mail and post to IG", "que conteste
// llamadas, ordene mis correos y publique en Instagram", "AI nghe điện thoại, phân loại email, đăng bài Facebook",
// "AI接电话、整理邮件，还有在脸书排程贴文". Each item of the list is read as its own need (needs.ts) and every add-on found
// is answered, in the order said, so "the third one" then picks the third named. Read on folded text.

// What separates the items of a list: commas, enumeration commas, "and", "also", "plus", "với", "还有".
const ITEM_BREAK = /[、，,;；]|\b(?:and|also|plus|as well as|y|ademas|tambien|va|voi|cung nhu|them)\b|还有|以及|另外|再加上/u;

type Need = Extract<Answer, { t: "need" }>;

/** The add-ons a list of needs asks for, in its order, when it asks for two or more; null otherwise. */
export function listedAddonNeeds(text: string, first: Need, facts: SiteFacts, also: readonly Answer[] = []): Resolved | null {
  if (first.kind !== "addon") return null;
  const keys: string[] = [];
  for (const item of text.split(ITEM_BREAK)) {
    const need = item.trim() ? readNeed(item) : null;
    // Tenants named only set the scene ("my tenants text me"): the round-the-clock agent is an item only as the first need,
    // or where the item asks for it by its own two words ("还有24小时用租客语言回复的客服": round the clock, in their language).
    if (need?.kind === "addon" && (need.key !== "customer-service-agent" || need.key === first.key || wantsAgentInTheirLanguage(item)) && !keys.includes(need.key)) keys.push(need.key);
  }
  if (!keys.includes(first.key)) keys.unshift(first.key);
  if (keys.length < 2) return null;
  return {
    answers: [...keys.map((key): Answer => ({ ...first, key })), ...also],
    topic: addonList(keys, facts),
    intent: "addons",
  };
}
