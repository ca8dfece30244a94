import type { ConversationContext } from "./context.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { faq } from "./knowledge/site-knowledge.ts";
import { leftPick, otherPick, rankPick } from "./list-picks.ts";
import { findMentions } from "./mentions.ts";
import { foldForRules } from "./text.ts";
import type { Language, SiteFacts } from "./types.ts";
import type { Resolved } from "./resolved.ts";
import { PRICE, WHATS_IN } from "./question-patterns.ts";
import { readProfile } from "./topics.ts";

// The go-live time of one package. The FAQ answers "how long does it take to go live?" for all three packages at once
// (Foundation within two weeks, Growth in three to four, Enterprise in phases over six to eight), and that whole answer
// is what a question naming one package gets. Recommended in the same message ("which package is hers and how long till
// it's up?") or named right after the go-live answer ("dạ còn gói Growth thì sao em"), only that package's time is
// said, in the FAQ's own words and figures (knowledge/content-*.ts timeline).

const SAID: Record<Language, Record<string, string>> = {
  en: {
    foundation: "Most Foundation setups go live within two weeks.",
    growth: "Most Growth setups go live within three to four weeks.",
    enterprise: "Enterprise rollouts are planned with your leadership team, usually in phases over six to eight weeks.",
  },
  es: {
    foundation: "La mayoría de las instalaciones de Foundation están funcionando en dos semanas.",
    growth: "La mayoría de las instalaciones de Growth están funcionando en tres a cuatro semanas.",
    enterprise: "Las implementaciones de Enterprise se planean con su equipo directivo, normalmente por fases en seis a ocho semanas.",
  },
  vi: {
    foundation: "Phần lớn gói Foundation chạy được trong vòng hai tuần.",
    growth: "Phần lớn gói Growth chạy được trong ba đến bốn tuần.",
    enterprise: "Gói Enterprise được lên kế hoạch cùng ban lãnh đạo, thường triển khai theo giai đoạn trong sáu đến tám tuần.",
  },
  zh: {
    foundation: "大多数Foundation在两周内上线。",
    growth: "大多数Growth需要三到四周上线。",
    enterprise: "Enterprise会与您的管理团队一起规划，通常分阶段在六到八周内完成。",
  },
};

/** One package's go-live time in `language`; the whole FAQ answer for a package it does not know. */
export const packageTimeline = (language: Language, key: string): string => SAID[language][key] ?? faq("timeline", language);

/** The durations each sentence states, for the check that they are the FAQ's (package-timeline.test.ts). */
export const timelineSentences = (language: Language): Record<string, string> => SAID[language];

const timelineOf = (key: string): Answer => ({ t: "timeline", key });

// "if we go for Growth, how long before it's running?", "once we sign up for Foundation…": a package the visitor has
// chosen is theirs as a recommended one is, so its time alone is said.
const CHOSEN = /\b(?:if|once|when|say) (?:we|i|she|he|they|you) (?:go|went|sign|signed|start|started|pick|picked|choose|chose|opt|opted|take|took|get|got|buy|bought) (?:(?:for|with|on|up for|up with|in on) )?(?:the )?(foundation|growth|enterprise)\b/;

/**
 * The answers of one message with the go-live answer narrowed to the one package the same answers recommend: "which
 * package is hers and how long till it's up?" is Foundation and its two weeks, not all three packages' times. A package
 * only named ("how long does Growth take?") gets the FAQ's whole answer, which sets its time beside the others; one the
 * visitor says they chose ("if we go for Growth") is narrowed to as a recommended one is.
 */
export function narrowTimeline(answers: Answer[], message = ""): Answer[] {
  if (!answers.some((a) => a.t === "entry" && a.id === "timeline")) return answers;
  const chosen = CHOSEN.exec(foldForRules(message))?.[1];
  const keys = chosen ? [chosen] : [...new Set(answers.flatMap((a) => (a.t === "recommend" ? [a.key] : [])))];
  const [key] = keys;
  if (keys.length !== 1 || !key) return answers;
  return answers.map((a) => (a.t === "entry" && a.id === "timeline" ? timelineOf(key) : a));
}

// "dạ còn gói Growth thì sao em", "and Growth?", "¿y Enterprise?", "Enterprise thì sao, lâu hơn hông", "那Growth呢？": a
// short turn that names one package right after a go-live answer asks that package's time.
const AND_THAT = /^\W*(?:(?:and|what about|how about|y|e|con|va|vay|da|ok|okay|pues|entonces|and the|y el|y la|y del|y de)\s+)*/;
// "and Growth, what's in it?", "¿y Growth cuánto cuesta?": another question of that package, not its time.
const OTHER_ASK = new RegExp(`${PRICE.source}|${WHATS_IN.source}`);
const short = (text: string): boolean => (/\p{Script=Han}/u.test(text) ? text.replace(/\s+/g, "").length <= 18 : text.split(/\s+/).length <= 9);

const FOR_WHOM = /\b(?:package|plan|paquete|goi|for|para|cho)\b|套餐|方案|给/;
const FASTEST = /\b(?:fastest|quickest|soonest|(?:el )?mas rapido|(?:xong |chay |nhanh )?nhanh nhat|som nhat)\b|最快/;
const SLOWEST = /\b(?:slowest|longest|(?:el )?mas lento|lau nhat|cham nhat)\b|最慢|最久/;
const PLANNED = /\b(?:who(?:'s| is)? (?:plans|planning|does the planning|organi[sz]es|coordinates|schedules)|(?:how|who) (?:is it|it's|it is|will it be|does it get) (?:planned|rolled out|scheduled)|quien (?:lo |la )?(?:planea|planifica|organiza|coordina)|como se (?:planea|planifica|organiza)|ai (?:len|lap) ke hoach|len ke hoach (?:the nao|ra sao))\b|谁(?:来)?(?:规划|计划|安排|策划)|怎么(?:规划|安排)/;
// "and the other one?", "¿y el más grande?" of two packages compared: the package it picks, named otherwise.
export function timelineFollowUp(part: string, base: ConversationContext, facts: SiteFacts): Resolved | null {
  const afterTimeline = base.lastAnswers.some((a) => a.t === "timeline" || (a.t === "entry" && a.id === "timeline"));
  if (!afterTimeline) return null;
  const text = foldForRules(part).replace(AND_THAT, "");
  const { package: named, addon, bundle } = findMentions(part);
  const picked = named ? null : (leftPick(foldForRules(part), base.topic, facts, base.list) ?? otherPick(foldForRules(part), base.topic, facts, base.list) ?? rankPick(foldForRules(part), base.topic, facts, base.list));
  // "which of the three is done fastest?": the smallest package, the site's last (its times grow with the package).
  const keys = facts.offerings.packages.map((p) => p.key as string);
  const fastest = named || picked ? undefined : FASTEST.test(text) ? keys[keys.length - 1] : SLOWEST.test(text) ? keys[0] : undefined;
  // "còn gói cho người làm một mình thì sao?", "and the plan for a solo agent?": the package for one agent, the smallest.
  const forOne = !named && !picked && !fastest && FOR_WHOM.test(text) && readProfile(text).size === "solo" ? keys[keys.length - 1] : undefined;
  // "and who plans it, do you just show up one day?": how the package just timed is rolled out, said with its time.
  if (!named && !addon && !bundle && PLANNED.test(text) && base.topic?.kind === "package") return { answers: [timelineOf(base.topic.key)], topic: base.topic, intent: "packages" };
  const key = named ?? (picked?.kind === "package" ? picked.key : (fastest ?? forOne));
  if (!key || addon || bundle || (!short(text) && !fastest) || OTHER_ASK.test(text)) return null;
  return { answers: [timelineOf(key)], topic: { kind: "package", key }, intent: "packages" };
}

// "Gói Growth chắc cũng chỉ hai tuần là xong chứ gì?", "Enterprise总不会也是两周就上线吧？", "her Foundation setup's not gonna take
// more than a month, is it?", "¿el Growth queda listo en una semana, verdad?": a time guessed for one package named, the
// guess checked against the package's own go-live time (whatever the yes or no the guess hoped for).
const DURATION = /\b(?:\d+|a|an|one|two|three|four|five|six|eight|un|una|dos|tres|cuatro|seis|ocho|mot|hai|ba|bon|sau|tam)\s+(?:weeks?|months?|days?|semanas?|mes(?:es)?|dias?|tuan|thang|ngay)\b|(?:两|[一二三四五六七八九十\d])(?:个)?(?:周|星期|礼拜|月|天)/;
const GOES_LIVE = /\b(?:take|takes|taking|live|running|up|ready|done|set ?up|setup|listo|lista|funcionando|instalad[oa]|xong|chay|trien khai|hoat dong)\b|上线|弄好|装好|搞定|能用/;

/** The go-live time of the one package named, when a time for it is guessed; null otherwise. */
export function timeGuessedFor(part: string): Resolved | null {
  const text = foldForRules(part);
  const { package: named, addon, bundle } = findMentions(part);
  if (!named || addon || bundle || !DURATION.test(text) || !GOES_LIVE.test(text) || OTHER_ASK.test(text)) return null;
  return { answers: [timelineOf(named)], topic: { kind: "package", key: named }, intent: "packages" };
}
