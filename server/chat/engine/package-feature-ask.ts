import type { ConversationContext } from "./context.ts";
import { askedWords, inFeatureWords, saysFeatureOtherwise } from "./feature-owner.ts";
import { contentText } from "./knowledge/content-text.ts";
import { findMentions } from "./mentions.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import { LANGUAGES } from "./types.ts";
import type { SiteFacts } from "./types.ts";

// "Does that one come with a dedicated manager?", "¿y ese trae reportes?", "gói đó có quản lý riêng không?", "那个有没有
// 专属的经理？": a feature asked of the package just discussed, pointed at rather than named, is answered with that
// package's own feature list, when its list holds the thing asked at least as well as any other package's does.

const POINTS_BACK = /\b(?:it|that(?: one| package| plan| tier)?|this(?: one| package| plan| tier)?|ese|esa|eso|este|esta|ese paquete|ese plan|cai do|cai nay|goi do|goi nay|goi ay|no)\b|那个|这个|它|那套|这套|该套餐/u;
const DOES_IT_HAVE = /\b(?:does|do|will|would|is there|are there)\b.{0,30}?\b(?:come with|comes with|include|includes|have|has|get|offer|give)\b|\b(?:incluye|trae|tiene|viene con|ofrece)\b|\b(?:co|bao gom|di kem)\b(?=.{0,40}\b(?:khong|ko|k|hong|hok)\b)|有没有|包不包括|包括|包含|带|有(?=.{0,20}(?:吗|么))/u;
const HAN = /\p{Script=Han}/u;
const PURPOSE = /\b(?:para|pa|to|so (?:i|we) can|in order to|de)\s+(?:ver|see|track|check|follow|watch|revisar|seguir|monitor\w*|xem|theo doi)\b/;
// What is looked at, and the package pointed back at, name no feature ("what do the owners get to look at in that package?").
const NO_FEATURE = /\b(?:look at|to look|to see|see|view|in (?:that|this|the) (?:package|plan|tier)|package|plan|tier)\b/g;
const QUANTIFIER = /^(?:any|some|algun[oa]?s?|alguna|nao|gi)$/;

/** How many of the asked words a package's features hold (in all four languages), and which of its features hold most. */
function hits(stems: string[], key: string, facts: SiteFacts): { n: number; feature: string | undefined } {
  const pkg = facts.offerings.packages.find((p) => p.key === key);
  if (!pkg) return { n: 0, feature: undefined };
  const lines = pkg.features.map((_, i) => LANGUAGES.map((language) => foldForRules(contentText(language).pkg(pkg).features[i] ?? "")).join(" | "));
  const all = lines.join(" | ");
  const byLine = lines.map((line) => stems.filter((w) => line.includes(w)).length);
  const top = Math.max(0, ...byLine);
  return { n: stems.filter((w) => all.includes(w)).length, feature: top > 0 ? pkg.features[byLine.indexOf(top)] : undefined };
}

export function featureOfPackageShown(text: string, base: ConversationContext, facts: SiteFacts): Resolved | null {
  const topic = base.topic;
  if (topic?.kind !== "package") return null;
  const m = findMentions(text);
  if (m.package || m.addon || m.bundle || m.setup) return null;
  const verb = DOES_IT_HAVE.exec(text);
  // "¿Trae algún tablero…?", "¿Incluye reportes?", "有没有看板？": a message that opens with the verb leaves the package
  // unsaid, as Spanish and Chinese do; it is the one just discussed as much as "that one" is.
  const unsaid = verb !== null && /^\W*(?:(?:y|and|also|tambien|pero|but|va|con)\W+)?$/u.test(text.slice(0, verb.index));
  // A feature told in plain words ("Khách nhắn vào thì cậu ấy có biết liền không?") is asked of the package just
  // discussed, whoever the sentence is about; the words said before the verb ("what do the owners get…") count then.
  const plain = saysFeatureOtherwise(text);
  if (!plain && (!verb || (!POINTS_BACK.test(text) && !unsaid))) return null;
  // What is asked runs from the verb to the end of its sentence or an "or", unless the feature was told in plain words.
  const asked = plain || !verb ? text : (text.slice(verb.index + verb[0].length).split(/[?？.!！。]|\b(?:or|o|hay la|hoac)\b|还是|或者/u)[0] ?? "");
  // "algún tablero para ver los números": what the thing is for ("to see…", "para ver…", "để xem…") and "any", "algún"
  // name no feature; the thing asked does.
  const thing = inFeatureWords(plain ? text.replace(NO_FEATURE, " ") : (asked.split(PURPOSE)[0] ?? ""));
  // A Latin word's first six letters ("reportes" → "report"), a Chinese pair as it is ("经理").
  const stems = askedWords(thing).filter((w) => !QUANTIFIER.test(w)).map((w) => (HAN.test(w) ? w : w.length > 3 ? w.slice(0, 6) : "")).filter((w) => w !== "");
  if (stems.length === 0) return null;
  const own = hits(stems, topic.key, facts);
  const best = Math.max(...facts.offerings.packages.map((p) => hits(stems, p.key, facts).n));
  if (own.n === 0 || own.n < best || (!HAN.test(asked) && own.n * 2 <= stems.length)) return null;
  // The success manager has an answer of its own, which says yes and names the package that lists one.
  if (own.feature && /success manager/i.test(own.feature)) return { answers: [{ t: "entry", id: "success-manager" }], topic, intent: "packages" };
  return { answers: [{ t: "package", key: topic.key, price: false }], topic, intent: "packages" };
}
