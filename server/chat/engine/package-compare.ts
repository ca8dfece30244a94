import type { Topic } from "./context.ts";
import { packagesInOrder } from "./mentions.ts";
import type { Resolved } from "./resolved.ts";
import type { SiteFacts } from "./types.ts";

// Two packages compared or asked about together ("what's the difference between Growth and Enterprise?", "¿qué
// diferencia hay entre Foundation y Growth?", "gói Foundation với Growth khác nhau chỗ nào", "Growth和Enterprise有什么区别"):
// each package named, with what it includes, in the visitor's order, so the difference is there to read. Which one fits
// them, a price, a timeline or the bundles are other questions; what one adds over the other is their difference too
// ("what separates X from Y", "what do I gain going from X to Y", "what's in X that Y lacks") ("¿cuál es la diferencia…?" still compares) ("compare them for me quick" asks no fit; "what does
// Enterprise have that Growth doesn't?" and "Enterprise比Growth多了什么" compare; so does how far apart they are, "在跟进上差多少"). Rules run on folded text.

const TOGETHER =
  /\b(?:difference|differences|differ|different|diff|diffs|vs|versus|compare\w*|comparison|tell me (?:about|more about)|whats? in|what (?:do|does) (?:i|you|we|each) get|(?:have|has|get|gets|include|includes) that (?:the )?\w+(?: (?:one|package|plan|tier))? (?:doesnt|does not|dont|do not|lacks?)|that (?:the )?\w+(?: (?:one|package|plan|tier))? (?:lacks?|is missing|doesnt have|does not have)|separates?|sets? (?:\w+ ){0,3}apart|gain(?:s|ed|ing)?|extra|(?:going|go|moving|move|stepping|step|upgrad\w*|switch\w*|jump\w*) (?:up )?from (?:the )?\w+(?: (?:one|package|plan|tier))? (?:up )?to|diferencias?|diferente|distingue|comparar|comparacion|que (?:incluyen?|traen?|tiene)|khac nhau|khac gi|khac biet|so sanh|gom (?:nhung )?gi|co (?:nhung )?gi)\b|区别|差别|不同|比较|对比|差在哪|不一样|介绍|包括什么|包含什么|都有什么|有什么|(?:多|少)(?:了|出|出来)?(?:些)?(?:什么|哪些|啥)|差(?:多少|几多|得多|很多|一点|一些|多远)|相差/;
const OTHER_ASK =
  /\b(?:better|best|recommend\w*|should (?:i|we)|(?:for|fits?|suits?) (?:me|us|my|our)(?! (?:quick|quickly|real quick|fast|please|pls)\b)|which (?:one|is)|mejor|conviene|recomienda\w*|cual (?:me|nos|es)(?! las? diferencias?\b)|nen|phu hop|hop (?:voi|hon)|price|prices|pricing|cost|costs|how much|precios?|cuestan?|cuanto|gia|bao nhieu|how long|cuanto tarda|bao lau|bundles?|platforms?|plataformas?)\b|适合|推荐|哪个好|选哪|价格|多少钱|多久|捆绑|平台/;

export function packagesTogether(text: string, facts: SiteFacts): Resolved | null {
  if (!TOGETHER.test(text) || OTHER_ASK.test(text)) return null;
  const keys = packagesInOrder(text);
  if (keys.length < 2) return null;
  const all: readonly string[] = facts.offerings.packages.map((p) => p.key);
  const topic: Topic = { kind: "list", key: `package:${keys.map((k) => all.indexOf(k)).join(",")}` };
  return { answers: keys.map((key) => ({ t: "package" as const, key, price: false })), topic, intent: "packages" };
}
