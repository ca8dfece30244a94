import { knowledgeOf, SENTENCE } from "./knowledge/passages.ts";
import { sitePassages } from "./knowledge/site-passage.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { HEARD } from "./heard.ts";
import { QUOTE } from "./quote-time.ts";
import { findMentions } from "./mentions.ts";
import { foldForRules } from "./text.ts";
import type { SiteFacts } from "./types.ts";

// "a buddy swears Voice AI runs $500 a month, is he right?", "Me contaron que con ustedes hay que firmar por dos años",
// "Có người nói bên em chỉ làm ở Dallas, có phải không?", "朋友说Email Commander不收安装费，是真的吗？": the visitor repeats
// what someone else said and asks whether it holds. The claim is put to the site's own facts: a yes or no where they
// decide it, with the fact that decides it beside it; what they do not decide is left to the ordinary answer (a package
// price to the consultation, a contract to "our site doesn't say"). Rules run on folded text.

// A Texas or American city other than ours, named as where we are or the only place we work.
const OTHER_CITY = /\b(?:austin|dallas|san antonio|fort worth|el paso|lubbock|amarillo|corpus christi|chicago|miami|atlanta|phoenix|los angeles|new york|california|florida)\b|达拉斯|奥斯汀|圣安东尼奥|沃斯堡|芝加哥|迈阿密|洛杉矶|纽约|加州/;
const HOUSTON = /\bhouston\b|休斯顿|休士顿/;

export const NO_SETUP = /\b(?:no (?:setup|set-up|set up|installation|install)(?: fee| cost| charge)?s?|without (?:a |any )?(?:setup|installation)|(?:setup|installation)(?: fee)? (?:is |are )?(?:free|waived)|sin (?:costo de |cargo de |cobro de )?instalacion|(?:la )?instalacion (?:es )?gratis|(?:khong|hong|ko) (?:co |mat |tinh |thu |can tra )?phi cai dat|mien phi cai dat)\b|不收安装费|没有安装费|免安装费|不用安装费|安装费全免|不要安装费|零安装费/;

// "the setup's always free", "la instalación siempre es gratis", "cài đặt lúc nào cũng miễn phí", "安装都是免费的".
const SETUP_WORD = /\b(?:setups?|set-up|set up|installation|install|instalacion|cai dat)\b|安装|设置/;
const ALWAYS_FREE = /\b(?:always|every time|siempre|luon|luc nao cung)\b.{0,20}\b(?:free|gratis|mien phi)\b|\b(?:free|gratis|mien phi)\b.{0,12}\b(?:always|siempre|luon)\b|都是免费|一律免费|永远免费|全部免费|都免费/;
const BY_THEMSELVES = /\b(?:myself|ourselves|themselves|yourself|yourselves|on (?:my|our|your) own|(?:yo|uno|nosotros) mism[oa]s?|por (?:mi|su|nuestra) cuenta|tu (?:noi|cai|lam|ket noi|gan)|tu minh)\b|自己/;
const STILL_PAYS = /\b(?:still|anyway|igual|de todos modos|aun asi|van|cung)\b.{0,30}\b(?:pay|fee|charge|paga\w*|cobr\w*|tra|phi)\b|也要交|也要付|还要交|还要付|也得交|照样收/;

const PLATFORMS = /\b(\d|two|three|four|five|six|dos|tres|cuatro|cinco|seis|hai|ba|bon|nam|sau)\s+(?:platforms?|plataformas?|nen tang)\b|([两二三四五六\d])\s*个?平台/;
const COUNT: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, hai: 2, ba: 3, bon: 4, nam: 5, sau: 6, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6 };

// "it takes y'all a couple weeks to send a quote": the FAQ's fixed quote within 24 hours.
const SLOW = /\b(?:weeks?|months?|semanas?|mes(?:es)?|tuan|thang)\b|周|星期|礼拜|个月/;

// "you only work with Follow Up Boss", "chỉ dùng Zapier thôi", "只会说英文": one named where the site names several.
const CHANNEL = /\b(?:sms|whatsapp|texts?|text messages?|calls?|phone calls?|e-?mails?|llamadas?|mensajes de texto|correos?|tin nhan|cuoc goi)\b|短信|电话|邮件/;
const ONLY = /\b(?:only|just|solo|solamente|unicamente|nada mas|chi|thoi)\b|只|仅/;

const LANGUAGE_TALK = /\b(?:languages?|idiomas?|lenguas?|ngon ngu|tieng (?:anh|tay ban nha|viet|trung|hoa|my)|english|spanish|ingles|espanol)\b|语言|语种|英文|英语|西班牙语|中文/;
const OF_POSTS = /\b(?:posts?|articles?|blog|articulos?|bai viet|website|site|pagina|trang web)\b|文章|博客|网站/;
const LANGUAGE_COUNT = /\b\d+\s*(?:languages|idiomas|lenguas|ngon ngu|thu tieng)\b|\d+\s*(?:种|门|國|国)(?:语言|语)/;
// "…y'all don't even work Houston", "…no habla español", "不会说中文": the claim denies it.
const NEGATED = /\b(?:dont|don t|doesnt|doesn t|cant|can t|cannot|not|never|no (?:habla|trabaja\w*|puede\w*|sirve)|khong)\b|不会|不能|不做|不在/;

export const heardElsewhere = (text: string): boolean => HEARD.test(text);
/** "your automation post only uses Zapier, right?": a heard claim that a post names one thing only. */
export const heardOnlyOne = (text: string): boolean => HEARD.test(text) && ONLY.test(text);

function platformsClaimed(text: string): number | null {
  const m = PLATFORMS.exec(text);
  const said = m?.[1] ?? m?.[2];
  if (!said) return null;
  return /^\d$/.test(said) ? Number(said) : (COUNT[said] ?? null);
}

/** A claim heard elsewhere with the site's verdict first, where one of its facts decides it; null otherwise. */
export function heardClaimVerdict(text: string, message: string, answers: readonly Answer[], facts: SiteFacts, verdict: (yes: boolean) => Answer): Answer[] | null {
  if (!HEARD.test(text)) return null;
  const said = findMentions(message);
  // Where we are: Houston, whichever other city the claim puts us in.
  if (OTHER_CITY.test(text) && !said.addon && !said.package) return [verdict(HOUSTON.test(text) && !ONLY.test(text) && !NEGATED.test(text)), { t: "entry", id: "areas" }];
  // An add-on said to come without a setup fee.
  const addon = said.addon ? facts.offerings.addOnServices.find((a) => a.key === said.addon) : undefined;
  if (addon && NO_SETUP.test(text)) return [verdict(!addon.setup), { t: "addon", key: addon.key }];
  // An add-on said to work on one channel only where its own line names two ("Enhanced Messaging is only for SMS").
  const channels = addon ? (foldForRules(addon.description).match(new RegExp(CHANNEL.source, "g")) ?? []) : [];
  if (addon && ONLY.test(text) && new Set(channels).size >= 2 && CHANNEL.test(text)) return [verdict(false), { t: "addon", key: addon.key }];
  // A bundle said to cover so many platforms.
  const bundle = said.bundle ? facts.offerings.bundles.find((b) => b.key === said.bundle) : undefined;
  const claimed = bundle ? platformsClaimed(text) : null;
  if (bundle && claimed !== null) {
    const covers = Number(/\d+/.exec(bundle.platforms)?.[0] ?? 0);
    const upTo = /up to|hasta/i.test(bundle.platforms);
    return [verdict(upTo ? claimed <= covers : claimed === covers), { t: "bundle", key: bundle.key }];
  }
  // The setup always free, or a fee paid even when the visitor connects the platforms: the free self-setup has none,
  // setup done for them is priced per platform.
  if (SETUP_WORD.test(text) && !addon && !said.package) {
    if (ALWAYS_FREE.test(text) && !BY_THEMSELVES.test(text)) return [verdict(false), { t: "entry", id: "setup-fees" }];
    if (BY_THEMSELVES.test(text) && STILL_PAYS.test(text)) return [verdict(false), { t: "entry", id: "self-setup" }];
  }
  // The quote takes weeks: within a day of the consultation, as the FAQ says.
  if (QUOTE.test(text) && SLOW.test(text)) {
    const faq = sitePassages(["faq:why-no-prices"], facts)[0];
    if (faq) return [{ ...faq, lead: "no" }];
  }
  // The languages the AI speaks: English, Spanish and more (the FAQ); "only English" is a no, a count the site never
  // gives ("20 languages") gets the FAQ's line and no word on the count.
  if (LANGUAGE_TALK.test(text) && !said.addon && !said.package && !OF_POSTS.test(text)) {
    const faq = sitePassages(["faq:spanish"], facts)[0];
    if (faq) return [ONLY.test(text) || NEGATED.test(text) ? { ...faq, lead: "no" } : LANGUAGE_COUNT.test(text) ? faq : { ...faq, lead: "yes" }];
  }
  // "you only connect with Follow Up Boss": the FAQ names HubSpot, Follow Up Boss, kvCORE, Salesforce and other CRMs.
  const first = answers[0];
  if (ONLY.test(text) && first && (first.t === "platforms" || (first.t === "entry" && ["integrations", "crm-mls", "mls"].includes(first.id)))) {
    const faq = sitePassages(["faq:crm-mls"], facts)[0];
    if (faq) return [{ ...faq, lead: "no" }];
  }
  return null;
}


// "Foundation is only for individual agents, right?", "听人说Foundation是专门给个人经纪用的": whom a package is for, by its
// own line (Foundation for individual agents, Growth for growing agents and teams, Enterprise for brokerages and large teams).
const MEANT_FOR = /\b(?:for|meant for|made for|built for|aimed at|para|pensad[oa] para|danh cho|hop voi)\b|给.{0,8}用|适合|专门|针对|面向/;
const AUDIENCES: [RegExp, string][] = [
  [/\b(?:brokerages?|brokers?|large teams?|big teams?|big offices?|corredurias?|inmobiliarias?|agencias?|cong ty(?: moi gioi)?|san (?:lon|giao dich)|chu san)\b|经纪公司|大团队|大公司|公司/, "enterprise"],
  [/\b(?:teams?|equipos?|nhom|doi nhom)\b|团队/, "growth"],
  [/\b(?:individual|individuals|solo|single agents?|one agent|new agents?|independ\w*|agentes? individual\w*|por su cuenta|ca nhan|doc lap|mot minh)\b|个人|独立|单干|一个人|自己做/, "foundation"],
];

/** Whether the package named is for the kind of business the message names; null where it names none. */
export function audienceVerdict(text: string, key: string): boolean | null {
  if (!MEANT_FOR.test(text)) return null;
  const named = AUDIENCES.find(([p]) => p.test(text.replace(/\b(?:foundation|growth|enterprise)\b/g, " ")))?.[1];
  return named === undefined ? null : named === key;
}

// ---- What a post says ----------------------------------------------------------------------------------------------

/** The months by name, in the order of the year (yes-no.ts reads a post's months with them too). */
export const EN_MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
export const ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"];
// ("may" is a month only where it cannot be the verb, and is left out.)
const MONTHS = EN_MONTHS.filter((m) => m !== "may");
const VI_MONTH = /\bthang (\d{1,2}|mot|hai|ba|tu|nam|sau|bay|tam|chin|muoi(?: mot| hai)?)\b/;
const VI_MONTHS: Record<string, number> = { mot: 1, hai: 2, ba: 3, tu: 4, nam: 5, sau: 6, bay: 7, tam: 8, chin: 9, muoi: 10, "muoi mot": 11, "muoi hai": 12 };
const ZH_MONTH = /(十[一二]?|[一二三四五六七八九]|1[0-2]|[1-9])月/;
const ZH_MONTHS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10, 十一: 11, 十二: 12 };

/** The month a claim names ("August", "agosto", "tháng 8", "十月"), as the English post writes it. */
function monthClaimed(text: string, message: string): string | null {
  const en = MONTHS.find((m) => new RegExp(`\\b${m}\\b`).test(text));
  if (en) return en;
  const es = ES_MONTHS.findIndex((m) => m !== "mayo" && new RegExp(`\\b${m}\\b`).test(text));
  if (es >= 0) return EN_MONTHS[es] ?? null;
  const vi = VI_MONTH.exec(text)?.[1];
  const zh = ZH_MONTH.exec(message)?.[1];
  const n = vi ? (/^\d+$/.test(vi) ? Number(vi) : VI_MONTHS[vi]) : zh ? (/^\d+$/.test(zh) ? Number(zh) : ZH_MONTHS[zh]) : undefined;
  return n ? (EN_MONTHS[n - 1] ?? null) : null;
}

const YEAR = /\b(?:19|20)\d{2}\b/;
const LONG_WORD = /[a-z]{5,}/g;

/**
 * "my sister says your hurricane post says the season starts in August", "…desde 2017, ¿es cierto?": a month or a year
 * put to a post the answer quotes. Where the post's own sentence on it names another, the answer is no, with that
 * sentence; null where the post holds the claim's month or year, or says nothing of one.
 */
export function heardPostCorrection(text: string, message: string, answer: Extract<Answer, { t: "passage" }>, facts: SiteFacts): Extract<Answer, { t: "passage" }> | null {
  if (answer.kind !== "post" || !HEARD.test(text)) return null;
  const month = monthClaimed(text, message);
  const year = YEAR.exec(text)?.[0];
  if (!month && !year) return null;
  // ("may" is a month only where it cannot be the verb: "may affect the area" names none.)
  const same = (s: string): boolean => (month ? MONTHS.some((m) => new RegExp(`\\b${m}\\b`).test(s)) : YEAR.test(s));
  const holds = (s: string): boolean => (month ? s.includes(month) : s.includes(year ?? ""));
  const words = new Set(text.match(LONG_WORD) ?? []);
  const shared = (s: string): number => (s.match(LONG_WORD) ?? []).filter((w) => words.has(w)).length;
  const own = knowledgeOf(facts).passages.filter((p) => p.kind === "post" && p.url === answer.url && !p.only);
  const sentences = [
    ...answer.sentences.map((s) => ({ s, id: answer.id, rank: 100 })),
    ...own.flatMap((p) => (p.text.en ?? "").split(SENTENCE).map((s) => ({ s: s.trim(), id: p.id, rank: shared(foldForRules(s)) }))),
  ].filter((x) => x.s !== "" && same(foldForRules(x.s)));
  if (sentences.some((x) => holds(foldForRules(x.s)) && x.rank > 0)) return null;
  const best = sentences.sort((a, b) => b.rank - a.rank)[0];
  if (!best || best.rank === 0) return null;
  return { ...answer, id: best.id, sentences: [best.s], lang: best.rank === 100 ? answer.lang : "en", lead: "no" };
}
