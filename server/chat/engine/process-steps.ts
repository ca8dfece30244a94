import type { Resolved } from "./resolved.ts";
import { entry } from "./resolved.ts";
import { recommendation } from "./fit.ts";
import type { ConversationContext, Topic } from "./context.ts";
import { TIMELINE } from "./question-patterns.ts";

// The way from a first call to a running system, asked one step at a time: "Say I book the free consultation. What do
// I walk away with after that call?" (a fixed quote within a day, the FAQ says), "once we sign off on that, how long
// till it's running for us?" (the go-live time of the package their size fits), "then what, y'all hand it over and
// disappear?" (onboarding, training and monthly tuning: they are not left alone). Rules run on folded text.

const CONSULT = String.raw`(?:call|consult\w*|meeting|chat|consulta|platica|llamada|reunion|cita|buoi tu van|tu van|cuoc goi)`;
const CONSULT_OUTCOME = new RegExp(
  [
    String.raw`\bwhat (?:do|will|would|does|did) (?:i|we|you|y ?all)(?: \w+)?\b.{0,12}\b(?:get|walk away with|come away with|leave with|come out with|hand (?:me|us)|give (?:me|us))\b.{0,30}\b(?:after|from|out of|at the end of) (?:the|that|this|a|your) (?:free )?${CONSULT}`,
    String.raw`\b(?:after|from|out of|at the end of) (?:the|that|this|a|your) (?:free )?${CONSULT}\b.{0,40}\bwhat (?:do|will|would) (?:i|we) (?:\w+ )?(?:get|walk away with|come away with|leave with|have)\b`,
    String.raw`\bque (?:me|nos) (?:llevo|llevamos|dan|entregan|queda)\b.{0,30}\b(?:de|despues de|en) (?:la|esa|esta|su) (?:${CONSULT})|\b(?:de|despues de) (?:la|esa|esta) (?:consulta|platica|llamada|reunion)\b.{0,30}\bque (?:me|nos) (?:llevo|llevamos|dan|entregan|queda)\b|\bahi mismo me dan (?:el )?precio\b`,
    String.raw`\b(?:sau|xong|het) (?:buoi |cuoc )?(?:tu van|goi|noi chuyen)\b.{0,30}\b(?:duoc (?:gi|chi|cai gi)|co (?:gi|chi)|nhan (?:duoc )?(?:gi|chi))\b`,
    "(?:咨询|谈|聊|通话)(?:完|过|结束)(?:之后|以后|后)?[^。？?]{0,10}(?:拿到|得到|收到|有|给我)(?:些)?(?:什么|啥)",
  ].join("|"),
);

// "then what, y'all hand it over and disappear?", "¿quién me lo cuida? ¿o me dejan solo?", "上线以后呢？就没你们的事了？".
const LEFT_AFTER_LIVE = new RegExp(
  [
    String.raw`\bhand (?:it|that|everything) (?:over|off) and (?:disappear|leave|walk away|vanish|ghost|run)\b|\b(?:then|and then|after that) (?:you|y ?all|yall|you guys) (?:just )?(?:disappear|walk away|vanish|leave us|leave me|are gone)\b|\b(?:once|after|when) (?:it s|its|it is|it goes|we re|were|we go|everything s|everythings) (?:live|running|up|launched)\b.{0,25}\b(?:you|y ?all|yall|you guys)\b.{0,10}\b(?:disappear|walk away|vanish|leave us|leave me|ghost|are gone|go away)\w*\b`,
    String.raw`\bquien (?:me|nos) lo (?:cuida|atiende|mantiene|vigila)\b|\b(?:me|nos) dejan sol[oa]s?\b`,
    String.raw`\b(?:chay|xong|len song) roi\b.{0,20}\b(?:ai (?:lo|coi|trong)|bo (?:mac|do|luon))\b`,
    String.raw`\b(?:after (?:it goes|it s|its|it is) live|once (?:it s|its|it is) (?:live|running|up)),? (?:then )?what\b|\by (?:ya )?(?:despues|luego) de (?:lanzarlo|que (?:este|quede) (?:andando|funcionando|listo))\b`,
    "(?:上线|用上|弄好|装好)(?:了)?(?:以后|之后)[^。？?]{0,10}(?:没你们的事|不管了|不管我们|就走了|谁管|谁负责)|没你们的事了|^(?:那)?(?:上线|用上|弄好)(?:了)?(?:以后|之后)(?:呢|怎么办|怎么样)$",
  ].join("|"),
);

// "how long till it's actually running for us?": the go-live time of the package the size they gave fits.
const FOR_US = /\b(?:for us|for me|for my (?:team|office|crew|agents|people)|para (?:nosotros|mi equipo|mis (?:\d+ )?agentes|mi gente)|cho (?:nhom|doi|van phong) (?:chi|anh|em|minh|toi))\b|(?:我们|我的|咱们)?(?:团队|几个人|七个人|[\d一二两三四五六七八九十]+个人)/;

/** The next step of the way in, asked of the last: what the consultation gives, how soon, what happens after. */
export function processStep(text: string, topic: Topic | null, profile: ConversationContext["profile"], named: boolean): Resolved | null {
  if (CONSULT_OUTCOME.test(text)) return entry("why-no-prices");
  if (LEFT_AFTER_LIVE.test(text)) return { answers: [{ t: "extra", id: "after-care" }], topic: null, intent: "services" };
  const asksWhen = TIMELINE.test(text) || /\bcuanto tarda\w*|\bdespues que sigue\b/.test(text);
  if (asksWhen && !named && topic?.kind !== "package" && profile.size !== undefined && FOR_US.test(text)) {
    const fit = recommendation(profile, text);
    if (fit.t === "recommend") return { answers: [{ t: "timeline", key: fit.key }], topic: { kind: "package", key: fit.key }, intent: "how_it_works" };
  }
  return null;
}
