import type { Resolved } from "./resolved.ts";
import type { Topic } from "./context.ts";
import type { SiteFacts } from "./types.ts";
import { bargainAsked } from "./haggle.ts";
import { neverSaidAsked } from "./never-said.ts";
import { foldForRules } from "./text.ts";
import { unstatedAsked } from "./unstated-asks.ts";
import { looksOffTopic } from "./off-topic.ts";
import { readExtra } from "./needs.ts";

// What resolve.ts reads of a part before anything can read it as off-topic: a gap of ours asked of our system, and a
// bargain. Both read the folded part (`text`).

const OUR_SYSTEM = /\b(?:can|could|will|would|does) it (?:also |even |ever )?(?=\w)|\b(?:that|the same|that same) (?:ai|assistant|bot|system)\b|你们(?:能|可以|会)(?:不能)?(?:帮|推荐|介绍)|\b(?:the|your|ur|y ?all s|this) (?:system|ai|bot|assistant|software|platform)\b|\b(?:el|su|tu) (?:sistema|asistente|bot)\b|\b(?:la|su|tu) ia\b|\b(?:he thong|ai (?:cua|ben) (?:ban|em|anh|chi))\b|(?:你们的|这个|那个)(?:系统|ai|机器人|助手)/;
// ("vs" is left out: typed for "với", with, in Vietnamese; "和 Follow Up Boss 对接" connects, it compares nothing.)
const RIVAL_COMPARED = /\b(?:better than|worse than|compared? (?:to|with)|versus|mejor(?:es)? que|peor(?:es)? que|comparad[oa]s? con|hon (?:no|ben|cai)|so voi)\b|\bhon\b.{0,12}\bcho nao\b|(?:你们|贵公司)[^，。？?]{0,10}(?:跟|和|同)[^，。？?]{1,16}比|比[^，。？?]{1,16}(?:哪个|谁)(?:好|强)/;
const RIVAL = /\b(?:structurely|ylopo|lofty|chime|sierra(?: interactive)?|boomtown|kvcore|follow up boss|fub|zillow|realscout|cinc|brivity|real geeks|ihomefinder)\b/;
const PAUSING = /\b(?:pause|suspend|pausar|suspender)\b|\btam (?:ngung|dung)\b|暂停/;

/**
 * "can the system keep track of my agents' continuing ed hours?", "can we pause it in december?": what the site never
 * says our system does, asked of it, is a gap of ours however far from the business the task sounds. A bargain
 * ("能不能便宜点？打个折吧"): the price named and no deal promised (haggle.ts); a discount the site's own gaps name, for a
 * referral or a kind of client, is worded by them later (unstated-asks.ts), here only when the part would otherwise read
 * as off-topic ("一次付一年的话，打个折吧？"), and a trial or a way to start keeps its own answer.
 */
export function askedOfOursFirst(part: string, text: string, facts: SiteFacts, topic: Topic | null): Resolved | null {
  const never = OUR_SYSTEM.test(text) || PAUSING.test(text) ? neverSaidAsked(text) : null;
  if (never) return never;
  // "¿Son mejores que Structurely o no?", "你们跟Ylopo比，哪个好？", "is y'all bot better than the ai that comes in FUB":
  // the site compares itself with no other product, so the comparison is a gap, nothing said of the other. (How we differ
  // from a general AI chat such as ChatGPT is the site's own answer.)
  if (RIVAL_COMPARED.test(text) && RIVAL.test(text)) return { answers: [{ t: "unknown" }], topic: null, intent: "unanswered" };
  const bargain = readExtra(text) ? null : bargainAsked(text, facts, topic);
  if (!bargain) return null;
  const gapNamed = unstatedAsked(text);
  return gapNamed ? (looksOffTopic(part) ? gapNamed : null) : bargain;
}

// "how long's the wait for base housing at Ellington, does your system know that?", "…学校评分比较高？你们的系统能告诉客户吗？":
// a gap told in one part and asked of our system in the next is that gap.
const ASKED_OF_OUR_SYSTEM = /^\W*(?:and |so |y |va )?(?:does|can|could|will|would|do) (?:your|the|y ?all s|yalls|this|that) (?:system|ai|bot|assistant|thing|chat)\b.{0,20}\b(?:know|tell|find|look|check|pull|say|answer)\b|^\W*(?:el|la|su) (?:sistema|ia|asistente) (?:lo |eso )?(?:sabe|puede (?:decir|saber|buscar))\b|^\W*(?:ai|he thong) (?:ben \w+ )?(?:co )?(?:biet|tra|tim|noi)\b|^\W*(?:你们的|这个|那个)?(?:系统|ai|助手)(?:能|会|可以)?(?:告诉|查|知道|查得到|回答)/;
export function gapToldThenAskedOfUs(parts: readonly string[], message: string): Resolved | null {
  return parts.length === 2 && ASKED_OF_OUR_SYSTEM.test(foldForRules(parts[1] ?? "")) ? neverSaidAsked(foldForRules(message)) : null;
}
