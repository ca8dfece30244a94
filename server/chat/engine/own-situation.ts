import type { ConversationContext } from "./context.ts";
import { addonList } from "./addon-list.ts";
import { addedLater, asksAddonOnto } from "./addon-onto.ts";
import { foldForRules } from "./text.ts";
import { heldAddonsSaid, heldCompareAsked, heldAndNewPriced, heldSumAsked } from "./held-addons.ts";
import { findMentions } from "./mentions.ts";
import { misreadLength } from "./misread-duration.ts";
import { doubtedAgain } from "./pushback.ts";
import { changeFromBefore, fasterThanShown, heldPackageSaid, packageBelow, packageChangeAsked, smallerThanShown } from "./package-change.ts";
import type { Turn } from "./read-questions.ts";
import type { SiteFacts } from "./types.ts";

// What the visitor has and what they make of our last answer, read over the turn the questions gave: the package they
// are on and a move from it (package-change.ts), a faster or lighter package than the one shown, the add-ons they
// have summed (held-addons.ts), a go-live length read back wrong (misread-duration.ts). The package and add-ons they
// say they have are kept with the conversation.

type Input = { message: string; base: ConversationContext; turn: Turn; facts: SiteFacts; optOut: boolean; free: boolean };

const BELOW_NAMED = /\b(?:smaller|cheaper|less|lower|more basic|simpler) than (?:the )?(?:growth|enterprise)\b|\bbelow (?:the )?(?:growth|enterprise)\b|\bmas (?:chico|pequeno|barato|basico|sencillo) que (?:el )?(?:growth|enterprise)\b|\b(?:nho|re|thap|co ban) hon (?:goi )?(?:growth|enterprise)\b|比(?:growth|enterprise)(?:更|还)?(?:小|便宜|基础|简单)/;

export function ownSituation({ message, base, turn, facts, optOut, free }: Input): { turn: Turn; heldPackage: ConversationContext["heldPackage"]; heldAddons: string[] } {
  const heldPackage = optOut ? base.heldPackage : (heldPackageSaid(message) ?? base.heldPackage);
  const heldAddons = optOut ? base.heldAddons : [...new Set([...base.heldAddons, ...heldAddonsSaid(message)])].slice(0, 8);
  const kept = { heldPackage, heldAddons };
  // ("换过去会少了什么？" is short and names nothing of ours: read as off-topic, it still asks of the move just shown.)
  const asks = free && (turn.act === "question" || turn.act === "off_topic");
  const named = findMentions(message).package;
  // "Would the new one sit on top of Growth as we are, or would we have to go up a package for it?" after an add-on asks
  // where the add-on goes (addon-onto.ts), not for a move.
  const addonOnto = asksAddonOnto(foldForRules(message), false, base.topic);
  // "真系咁平？你冇讲错吧？": the answer doubted is given again (pushback.ts).
  const doubted = asks && !optOut ? doubtedAgain(message, base.lastAnswers) : null;
  if (doubted) return { turn: { act: "question", answers: doubted, topic: base.topic, intent: base.lastIntent ?? "services" }, ...kept };
  const change = asks && !addonOnto ? (heldPackage !== null ? packageChangeAsked(message, heldPackage, base.topic, named) : changeFromBefore(message, base.recent, base.topic)) : null;
  // Read over the whole message: its parts alone ("…được không", "hay phải lên Enterprise mới có?") miss the either-or.
  const onto = addedLater(foldForRules(message));
  const answeredOnto = turn.answers.some((a) => a.t === onto.t && "id" in a && "id" in onto && a.id === onto.id);
  if (asks && !optOut && addonOnto && !answeredOnto) {
    return { turn: { act: "question", answers: [onto], topic: base.topic, intent: "addons" }, ...kept };
  }
  if (change) return { turn: { act: "question", answers: [change], topic: { kind: "package", key: change.to }, intent: "packages" }, ...kept };
  // "is there something smaller than growth with just the basics?": the step below the package named.
  const belowNamed = asks && !optOut && named && BELOW_NAMED.test(foldForRules(message)) ? packageBelow(named) : null;
  const faster = belowNamed ?? (asks && !optOut && !named ? (fasterThanShown(message, base.topic) ?? (heldPackage === null ? smallerThanShown(message, base.topic) : null)) : null);
  const misread = faster === null && free && !optOut && turn.act === "question" ? misreadLength(message, base.lastAnswers) : null;
  if (misread) return { turn: { act: "question", answers: misread, topic: base.topic, intent: "how_it_works" }, ...kept };
  const first = faster?.[0];
  // "¿Y el más chico cuánto tarda en estar andando?": the smaller one's go-live, when that is what the question asks.
  const goLive = turn.answers.some((a) => a.t === "entry" && a.id === "timeline") && !faster?.some((a) => a.t === "timeline");
  if (first?.t === "package") return { turn: { act: "question", answers: goLive ? [{ t: "timeline", key: first.key }] : (faster ?? []), topic: { kind: "package", key: first.key }, intent: "packages" }, ...kept };
  // (A comparison with nothing of ours named in it may have been read as off-topic: it still asks of what they have.)
  const heldSum = asks && !optOut ? (heldSumAsked(message, heldAddons, base.lastAnswers) ?? heldCompareAsked(message, heldAddons, base.lastAnswers) ?? heldAndNewPriced(message, heldAddons, base.lastAnswers)) : null;
  if (heldSum) return { turn: { act: "question", answers: heldSum, topic: addonList(heldSum.flatMap((a) => (a.t === "addon" ? [a.key] : [])), facts), intent: "addons" }, ...kept };
  return { turn, ...kept };
}
