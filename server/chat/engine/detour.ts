import type { ConversationContext, Topic } from "./context.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { foldForRules } from "./text.ts";

// Back to a topic from before a detour: "Right, back to the first thing I asked about. What was the monthly on that
// again?", "Quay lại cái cô hỏi đầu tiên ấy: tháng nào cũng phải trả bao nhiêu cho nó?", "volviendo a lo primero que le
// pregunté, ¿cuánto era al mes?", "回到一开始那个，它要安装费吗？". Another question came between (our hours, another add-on),
// so "that" and "it" point past the last answer to the one asked about first (or before the detour). The message is
// read as if that earlier answer were the last one. Rules run on folded text.

const FIRST = /\b(?:the first (?:thing|one|question)|(?:what|the thing) i (?:first|originally) asked|my (?:first|original) question|lo (?:primero|que (?:le |te )?pregunte primero)|mi primera pregunta|(?:cai|chuyen|cau|vu) (?:\w+ ){0,3}(?:dau tien|luc dau|ban dau))\b|一开始|最开始|第一个(?:问题|问的)?|最早(?:问的|那个)/;
const BACK = /\b(?:back to|going back to|returning to|volv\w* a|regres\w* a|retom\w*|quay (?:lai|ve)|tro lai)\b|回到|说回|再说回|返回/;
// What was asked back there: an offering's name or what it was about, not a bare "back to business".
const EARLIER = /\b(?:thing|one|question|asked|ask|pregunt\w*|lo (?:primero|de antes|anterior|otro)|cai|chuyen|cau|vu|hoi)\b|刚才|之前|前面|那个|一开始|最开始|第一个/;

/** The topic an answer is about, for the offerings a later "that" can point at. */
function topicOf(answers: readonly Answer[]): Topic | null {
  for (const a of answers) {
    if (a.t === "addon") return { kind: "addon", key: a.key };
    if (a.t === "need" && a.kind === "addon") return { kind: "addon", key: a.key };
    if (a.t === "package" || a.t === "recommend") return { kind: "package", key: a.key };
    if (a.t === "bundle") return { kind: "bundle", key: a.key };
    if (a.t === "setup") return { kind: "setup", key: a.key };
  }
  return null;
}

/** The conversation as it stood at the earlier answer the message goes back to; null when it goes back to none. */
export function backToEarlier(message: string, base: ConversationContext): ConversationContext | null {
  const text = foldForRules(message);
  if (!BACK.test(text) || !EARLIER.test(text) || base.recent.length < 2) return null;
  // The answers before the last one (the detour), the first of them when "the first thing" is meant.
  const before = base.recent.slice(0, -1);
  const picked = FIRST.test(text) ? before.find((answers) => topicOf(answers) !== null) : [...before].reverse().find((answers) => topicOf(answers) !== null);
  const topic = picked ? topicOf(picked) : null;
  if (!picked || !topic || (base.topic?.kind === topic.kind && base.topic.key === topic.key)) return null;
  return { ...base, topic, lastAnswers: picked };
}
