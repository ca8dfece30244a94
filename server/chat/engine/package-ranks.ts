// Our three packages named by their place in the line-up (Foundation, Growth, Enterprise, from the smallest to the
// largest) rather than by name, in the four languages: the rank is read as the package's own name, so a rank and a name
// mix ("Foundation or the middle one") as two names would. Two depths, as the words need:
// - asPackageNames, on the message as typed, before any rule reads it (engine.ts): Spanish sizes, which need their
//   articles ("el del medio"), and Chinese ranks and editions, read after the Chinese is made Mandarin and simplified;
// - ranksNamed, on folded text, where offerings are looked for (mentions.ts): English ranks and Vietnamese places.

// Spanish.
// Spanish names our three packages by their size on the page: "¿me quedo en el pequeñino o paso al del medio?", "¿viene
// en el paquete del medio o solo en el grande?", "el plan chico". Read as the names every rule knows (Foundation,
// Growth, Enterprise) before anything else reads the message, only where the noun is said with the size ("el paquete
// del medio") or two sizes are set side by side, so "el grande" of a house or a team is left alone. The superlatives
// ("el más chico", "el paquete más grande") are read by their own rules (smallest-package.ts, mentions.ts).

const ARTICLE = String.raw`(?<![\p{L}])(el|al|del)\s+(?:(paquete|plan)\s+)?`;
const SIZES: [string, RegExp][] = [
  ["Foundation", new RegExp(`${ARTICLE}(?:peque[nñ](?:o|ito|ino)|chic(?:o|uito|ito))(?![\\p{L}])`, "giu")],
  ["Growth", new RegExp(`${ARTICLE}(?:del\\s+medio|de\\s+en\\s+medio|mediano|intermedio)(?![\\p{L}])`, "giu")],
  ["Enterprise", new RegExp(`${ARTICLE}(?:grande|grandote)(?![\\p{L}])`, "giu")],
];

const LINEUP_TALK = /(?<![\p{L}])(?:paquetes?|planes?|(?:de )?los tres|m[aá]s (?:elegid[oa]|popular|pedid[oa]|vendid[oa]|escogid[oa]))(?![\p{L}])/iu;

function spanishSizesNamed(message: string): string {
  const sized = SIZES.filter(([, pattern]) => new RegExp(pattern.source, "iu").test(message));
  // One size alone is read only with its noun ("el paquete del medio"): "¿a cualquier paquete o nomás al grande?" asks
  // of every package against the biggest, which its own rules answer (feature-owner.ts).
  const both = sized.length >= 2;
  // "De los tres paquetes, ¿cuál es el del medio?", "el del medio, ese que marcan como el más elegido": the middle one
  // alone is Growth when the message speaks of the packages or of the one marked most chosen.
  const middle = (name: string): boolean => name === "Growth" && LINEUP_TALK.test(message);
  let out = message;
  for (const [name, pattern] of sized) out = out.replace(pattern, (said: string, article: string, noun: string | undefined) => (both || noun || middle(name) ? `${article} ${noun ? `${noun} ` : ""}${name}` : said));
  return out;
}

// Chinese.
// A package pointed at by its place in the line-up or by an edition name, not by its own name: "中间那个套餐" (the
// middle one), "最便宜的套餐和中间那个比" (the cheapest against the middle one), "企业版" (the enterprise edition). The
// site lists three packages, Foundation, Growth and Enterprise, from the smallest to the largest, so the middle one is
// Growth wherever a package is being talked about. The cheapest or the largest alone keeps its own rules (fit.ts's entry
// level, followups.ts's biggest bundle); beside another package named it is that package, compared.

const PACKAGE_WORD = /套餐|方案|配套|那档|一档|plan|package/i;
const MIDDLE = /中间(?:的|那个|那一个|那档|那一档|那款|这个|那种)?(?:套餐|方案|档)?/g;
const EDITIONS: [RegExp, string][] = [
  [/企业版|企业级(?:套餐|方案)|大公司(?:的|那个|那一个|用的)?(?:套餐|方案)/g, "Enterprise套餐"],
  [/成长版/g, "Growth套餐"],
  [/(?:基础版|入门版)(?:套餐|方案)?/g, "Foundation套餐"],
];
const CHEAPEST = /(?:最便宜|最小|最基础|最低)(?:的)?(?:那个|那一个|那档|那款)?(?:套餐|方案)?/g;
const LARGEST = /(?:最贵|最大|最高|最全)(?:的)?(?:那个|那一个|那档|那款)?(?:套餐|方案)?/g;

// The top of the line-up said with a package's noun, even alone: "最高级的那个套餐", "最全的、顶配的那个套餐", "最贵、功能
//最全的那档", "顶级方案" are Enterprise, as "the top package" is in English. "档" (tier) counts only where no setup row,
// bundle or add-on is spoken of ("最贵那一档安装费" is a setup tier); a superlative without a noun ("最贵的那个") keeps
// the rules of what was just listed (list-picks.ts, followups.ts).
const TOP_WORD = String.raw`(?:功能|配置)?(?:最高级|最高档|最高端|最高配|最高|最贵|最大|最全|最完整|最齐全|最豪华|最强|顶配|顶级|最顶级|最顶配|旗舰)`;
const TOP_RUN = String.raw`${TOP_WORD}(?:的)?(?:[、，,]|和|又|也)?(?:${TOP_WORD}(?:的)?)*(?:那个|那一个|那款|那种|这个|那)?`;
const TOP_NOUNED = new RegExp(`${TOP_RUN}(?:套餐|方案|配套|版本|版)`, "g");
const TOP_TIER = new RegExp(`${TOP_RUN}(?:一档|档)`, "g");
const NOT_PACKAGE_TIER = /安装|设置费|捆绑|组合包|附加|插件|bundle|setup|add-?on/i;

function chineseTopNamed(text: string): string {
  const named = text.replace(TOP_NOUNED, "Enterprise套餐");
  return NOT_PACKAGE_TIER.test(named) ? named : named.replace(TOP_TIER, "Enterprise套餐");
}

function chineseRanksNamed(text: string): string {
  let named = chineseTopNamed(text);
  for (const [pattern, name] of EDITIONS) named = named.replace(pattern, name);
  if (!PACKAGE_WORD.test(named) || !named.includes("中间")) return named;
  named = named.replace(MIDDLE, "Growth套餐");
  // With the middle one named, the other rank said beside it is the package at that end.
  return named.replace(CHEAPEST, "Foundation套餐").replace(LARGEST, "Enterprise套餐");
}

// English.
// A package named by its rank among the three rather than by its name: "the top package" (Enterprise), "the middle
// tier" (Growth), "the entry package" (Foundation); "the middle one" and "the top one" too when the message speaks of
// packages, plans or tiers ("start on the entry package, what's she gaining going to the middle one?"). The rank is read
// as the package's own name, so a rank and a name mix ("Foundation or the middle one") as two names would. English, on
// folded text. ("Entry-level", "cheapest" and "smallest" ask for the way in, which fit.ts reads: not renamed here.)

const TIER = String.raw`(?:package|plan|tier)`;
const PACKAGE_TALK = /\b(?:packages?|plans?|tiers?)\b|\bfrom (?:that|this|the \w+) one to the\b|\b(?:move|moving|step|stepping|upgrad\w*|bump\w*|go|going) up to the\b/;
const RANKS: [string, RegExp, RegExp][] = [
  ["enterprise", new RegExp(String.raw`\b(?:top|highest|premium|top[- ]end|high[- ]end|priciest|most expensive|fanciest)(?:[- ]tier)? ${TIER}\b`, "g"), /\b(?:top|highest|priciest|fanciest) one\b/g],
  ["growth", new RegExp(String.raw`\b(?:middle|mid|mid[- ]tier|mid[- ]?range|in[- ]between|second[- ]tier)(?: of the three)? ${TIER}\b`, "g"), /\b(?:middle|mid|in[- ]between) one\b/g],
  ["foundation", new RegExp(String.raw`\b(?:entry|bottom|base|bottom[- ]tier|first[- ]tier) ${TIER}\b`, "g"), /\b(?:bottom|entry|base) one\b/g],
];

// Two different ranks set side by side ("the top one, what's in it that the middle one lacks?", "bottom one vs the
// middle one") speak of the line-up as the Spanish sizes do: each "one" is the package of that rank.
const ONES = [/\b(?:top|highest|priciest|fanciest) one\b/, /\b(?:middle|mid|in[- ]between) one\b/, /\b(?:bottom|entry|cheapest|smallest|base) one\b/];

// The line-up spoken of as a ladder ("the bottom rung of your packages", "the lowest step of the plans", "the top
// level of your tiers", "the entry level one"): the rung is the package of that rank, wherever the message speaks of
// packages, as "the bottom one" is. The rung's own "of your packages" goes with it, so the package is named once.
// Said with "the" only: "at a top level" or "a first step" speak of something else.
const LADDER = String.raw`(?:rung|step|level|end|one)(?: of (?:your|the|these|those|all|all your|all the) (?:three )?(?:packages|plans|tiers|options|line-?up))?`;
const LADDER_RANKS: [string, RegExp][] = [
  ["enterprise", new RegExp(String.raw`\bthe (?:very )?(?:top|highest|uppermost)(?:[- ]most)? ${LADDER}\b`, "g")],
  ["growth", new RegExp(String.raw`\bthe (?:middle|mid) ${LADDER}\b`, "g")],
  ["foundation", new RegExp(String.raw`\bthe (?:very )?(?:bottom|lowest|entry[- ]level|entry)(?:[- ]most)? ${LADDER}\b`, "g")],
];

function englishRanksNamed(text: string): string {
  const talk = PACKAGE_TALK.test(text) || ONES.filter((one) => one.test(text)).length >= 2;
  const laddered = talk ? LADDER_RANKS.reduce((t, [key, rung]) => t.replace(rung, `the ${key} package`), text) : text;
  return RANKS.reduce((t, [key, ranked, one]) => {
    const named = t.replace(ranked, `${key} package`);
    return talk ? named.replace(one, `${key} package`) : named;
  }, laddered);
}

// Vietnamese.
// A package named by its place among the three, in Vietnamese ("gói nhỏ nhất" the smallest, "gói ở giữa" the middle
// one, "gói lớn nhất" the biggest): the package of that place, so "so sánh gói nhỏ nhất với gói ở giữa" (compare the
// smallest with the middle one) compares Foundation and Growth as their names would. Rules run on folded text.

const PLACES: [RegExp, string][] = [
  [/\bgoi (?:nho nhat|co ban nhat|thap nhat|re nhat)\b/g, "goi foundation"],
  [/\bgoi (?:o )?(?:chinh )?(?:giua|tam trung|trung binh|hang trung)\b/g, "goi growth"],
  [/\bgoi (?:lon nhat|to nhat|cao nhat)\b/g, "goi enterprise"],
];

const vietnamesePlacesNamed = (folded: string): string => PLACES.reduce((text, [place, name]) => text.replace(place, name), folded);

/** The message as typed with packages named by size or rank (Spanish, Chinese) named by name. */
export const asPackageNames = (message: string): string => chineseRanksNamed(spanishSizesNamed(message));

/** The folded message with packages named by rank or place (English, Vietnamese) named by name. */
export const ranksNamed = (folded: string): string => vietnamesePlacesNamed(englishRanksNamed(folded));
