import type { PackageKey } from "#common/content/packages.ts";
import { contentText } from "./knowledge/content-text.ts";
import { onlyEnterpriseHas, PACKAGE_ASKED, recommendation, WHICH_ONE_THAT } from "./fit.ts";
import { packageByDescribedFeatures, packageBySoleFeature } from "./features-described.ts";
import { readProfile } from "./topics.ts";
import { findMentions } from "./mentions.ts";
import { wordsOf } from "./asked-words.ts";
import { asksPerAgent } from "./package-feature-verdict.ts";
import { foldForRules } from "./text.ts";
import { LANGUAGES } from "./types.ts";
import type { SiteFacts } from "./types.ts";
import type { Answer } from "./knowledge/answer-types.ts";

// "Which package comes with a dedicated success manager?": not a request for a recommendation by size but for the
// package whose features list names that thing. Read against every package's features in all four languages, so the
// visitor's own words are compared with the site's own words in theirs.

const WHICH_PACKAGE_HAS = new RegExp(
  [
    // "which one of y'all's packages…" (folded "yalls"); "which of the three has…", the packages left unsaid after their count.
    String.raw`\b(?:which|what) (?:(?:one )?of (?:your|the|these|those|all|yalls|yall|ur) (?:\w+ )?)?(?:packages?|plans?|tiers?)(?: of yours)? (?:actually |really |exactly |also |even |then |already )?(?:comes? with|includes?|has|have|offers?|gets?|gives?|got|carry|carries|covers?|contains?|provides?)\b`,
    // "which of the two has…", "¿cuál de los dos trae…?": of the packages just compared.
    String.raw`\b(?:which|what) (?:one )?of (?:them|em)(?: (?:two|2|three|3))? (?:actually |really |exactly |also |even |then |already )?(?:comes? with|includes?|has|have|offers?|gets?|gives?|got)\b`,
    String.raw`\b(?:which|what) (?:one )?of (?:the|your|these|those|yalls|yall|ur) (?:two|2|three|3) (?:actually |really |exactly |also |even |then |already )?(?:comes? with|includes?|has|have|offers?|gets?|gives?|got)\b`,
    String.raw`\b(?:cual|cuales) de (?:los|las|estos|esos|esas|estas) (?:dos|2|tres|3) (?:es el que |de verdad |realmente )?(?:incluye|incluyen|trae|traen|tiene|tienen|ofrece|viene con)\b`,
    String.raw`\b(?:que|cual|cuales) (?:de (?:los|sus) (?:\w+ )?)?(?:paquetes?|plan(?:es)?) (?:es el que |es la que |de verdad |realmente |ya )?(?:incluye|incluyen|trae|traen|tiene|tienen|ofrece|ofrecen|viene con|vienen con)\b`,
    // "¿en qué paquete viene el agente multilingüe 24/7?": the package it comes in, named after the verb.
    String.raw`\ben (?:que|cual|cuales) (?:de (?:los|sus) (?:\w+ )?)?(?:paquetes?|plan(?:es)?) (?:viene|vienen|va|van|entra|entran|se incluye|se incluyen|esta incluid[oa]|estan incluid[oa]s)\b(?=.{3})`,
    // "chọn gói nào để có…": the package chosen in order to have it ("để").
    String.raw`\bgoi nao (?:thi |moi |that su |that ra |de |ma )?(?:co|bao gom|di kem|kem theo)\b`,
    // The package left unsaid: "which one comes with…", "which one's got…" (folded "which ones got"), "¿cuál es el que
    // trae…?", "gói có … tên gì?".
    String.raw`\b(?:which|what) (?:one|is the one that) (?:comes? with|includes?|has|gets?|gives?|(?:has )?got)\b|\bwhich ones got\b|\b(?:cual|que) es (?:el|la) (?:paquete |plan )?que (?:incluye|trae|tiene|ofrece|viene con)\b`,
    String.raw`\bgoi (?:co|bao gom|di kem)\b(?=.{0,120}\b(?:ten (?:la )?gi|goi nao|la goi gi)\b)`,
    String.raw`哪(?:一)?个(?:套餐|方案)?(?:才|真的|里面?|中)?(?:有|包括|包含|带|提供|附带)|哪(?:一)?个(?:套餐|方案)的(?!价|费|钱)`,
  ].join("|"),
);
// "executive dashboards: which plan is that in?", "¿en qué paquete viene eso?", "cái đó nằm trong gói nào?", "那个在哪个
// 套餐里？": what was said before asked by the package it sits in.
const WHICH_PACKAGE_HOLDS_IT = /\b(?:in )?(?:which|what) (?:packages?|plans?|tiers?) (?:is|are|would|does|do) (?:that|it|this|those|these|they|that feature|those features)(?: (?:be|come|fall|sit|live|belong))? (?:in|under|part of|included in|listed (?:in|under)|found in)\b|\b(?:en )?(?:que|cual) (?:paquete|plan) (?:esta|estan|viene|vienen|va|van|entra|entran|aparece|aparecen|cae|caen)(?: eso| esto| esa| ese)?\s*$|\b(?:nam|co|thuoc) (?:trong |o )goi nao\b|\b(?:nam|thuoc) goi nao\b|\bco goi nao\b(?! (?:cho|danh cho|hop voi|phu hop)\b)(?!.{0,40}\bkhong\b)|(?:在|属于)哪(?:一)?个(?:套餐|方案)|哪(?:一)?个(?:套餐|方案)(?:里|中)(?:有|才有)?(?:吗|呢)?[？?。！!\s]*$|(?<!(?:想要|需要|要有).{0,40})[，,]\s*(?:是|算|在)哪(?:一)?个(?:套餐|方案)(?:啊|呀|呢)?[？?。！!\s]*$|\bis (?:that|this|it|all that|all of that) (?:in )?(?:one of your (?:packages|plans|tiers)|(?:the|your) (?:middle|big|bigger|biggest|small|smaller|smallest|top|bottom|entry|basic) (?:one|package|plan|tier))\b|\bwhat(?: s|s| is) the (?:smallest|cheapest|simplest|most basic) (?:thing|package|plan|one|option|tier) (?:that|which) (?:does|covers|has|gets|gives) (?:that|it|all that|those|this)\b/;
// "do the owners get reporting screens in every package or only the top one?", "is X in all the plans or just the
// biggest?": the feature said before it, asked of the one package that has it.
// "¿viene en Growth o solo en Enterprise?", "is it in Foundation or only in Growth?": two packages set against each other
// ask the same (package-ranks.ts reads "el del medio o solo el grande" so).
const EVERY_OR_TOP = /\b(?:in|with|on) (?:every|each|all(?: the| of the| your| of your)?|any) (?:packages?|plans?|tiers?)\b.{0,6}\bor (?:only|just) (?:in |with )?(?:the )?(?:top|biggest|largest|highest|premium|big|priciest|most expensive|enterprise|one|some|certain ones|a few)(?: one| package| plan| tier)?\b|\b(?:en )?(?:todos|cada uno de) (?:los )?(?:paquetes|planes)\b.{0,6}\bo (?:solo|nada mas) (?:en )?(?:el )?(?:mas (?:grande|caro|alto)|de arriba|enterprise)\b|\b(?:in|en|with|con) (?:the |el )?(?:(?:package|paquete|plan) )?(?:foundation|growth)(?: (?:package|paquete|plan))?\b.{0,6}\b(?:or|o) (?:only|just|solo|nada mas|solamente|nomas) (?:in |en |with |con )?(?:the |el )?(?:(?:package|paquete|plan) )?(?:growth|enterprise)\b/;
const ADDON_ASKED = /\b(?:add-?ons?|addons?|complementos?|extras?|dich vu bo sung)\b|附加/;
// Words that point at the list itself rather than at a feature: "…has it in the feature list?", "…en su lista".
const THE_LIST = /\b(?:in|on|under) (?:the|its|your|their) (?:feature )?(?:list|lineup|features?)\b|\b(?:en|dentro de) (?:la|su) lista(?: de (?:funciones|caracteristicas))?\b|\btrong danh sach(?: tinh nang)?\b|功能(?:列表|清单)(?:里|中)?/g;

// "does the Foundation package come with a monthly report?", "¿Foundation incluye reportes?", "gói Foundation có báo cáo
// không?", "Foundation 套餐有月度报告吗？": a feature asked of a package named, answered with that package's own list.
// "gói Foundation có báo cáo hàng tháng không?": the Vietnamese verb ends at "có", so the feature asked follows it
// (the "không" closing the question is looked ahead for, not taken into the verb).
const DOES_IT_HAVE = /\b(?:does|do|will|would|is there|are there)\b.{0,30}\b(?:come with|comes with|include|includes|have|has|get|offer|give)\b|\b(?:incluye|trae|tiene|viene con|ofrece)\b|\b(?:co|bao gom|di kem)\b(?=.{0,40}\bkhong\b)|(?:有没有|包括|包含|带|有).{0,20}(?:吗|么|没有)/;

const HAN = /\p{Script=Han}/u;
// Only a word pointing back is left after "which package has": what it points at was said before.
// "which tier has that built in?": the thing pointed back at, said to come with the package.
const POINTS_BACK = /^\s*(?:that|this|it|those|these|them|all (?:that|this|of (?:that|this|them))|eso|esto|eso mismo|todo eso|cai do|cai nay|(?:dung |du )?(?:may|nhung|het) (?:cai|thu) (?:do|nay|tren)|nhu vay|这个|那个|这些|这样的)?\s*(?:one|thing|feature|ahi|nhe|a|吗|呢)?\s*(?:built in|baked in|included|out of the box|de serie|incluido)?\s*$/u;
// Words that say nothing of a feature ("the", "a", "de", "cho"...): only longer words count, less these.
const FILLER = new Set(["the", "and", "with", "your", "that", "this", "for", "one", "los", "las", "del", "con", "una", "que", "cho", "cua", "nhung", "khong", "package", "plan", "paquete", "goi"]);

/** The words of what is asked that may name a feature: Chinese character pairs, or Latin words of three letters and more. */
export function askedWords(asked: string): string[] {
  return HAN.test(asked) ? wordsOf(asked) : wordsOf(asked).filter((w) => !FILLER.has(w));
}

/** The one package whose features hold what a "which package has …?" question names; null when none or several do. */
/** What a "which package has …?" question names: after the ask, or before it when the ask points back; null when none asked. */
// "…the performance dashboard, not just a report once a month?", "a live dashboard, not the whole brokerage kit":
// what the visitor sets aside names no feature they ask for.
const SET_ASIDE = /\b(?:not (?:just|only|merely|the whole|the full|the entire|all)|rather than|instead of)\b[^,;?.!]*/g;
function askedFeature(full: string): string | null {
  const text = full.replace(SET_ASIDE, " ");
  const match = WHICH_PACKAGE_HAS.exec(text);
  if (match) {
    // What the question names ends with its sentence ("…showing scheduler? My agents are always late"); "which package
    // has that?" names it in the sentence before ("a dedicated manager for my team: which package has that?").
    const after = (text.slice(match.index + match[0].length).split(/[?？.!！。]/u)[0] ?? "").replace(THE_LIST, " ");
    return POINTS_BACK.test(after) ? text.slice(0, match.index) : after;
  }
  // (An add-on asked so, "are the add-ons on every plan or only Enterprise?", goes on any package: no feature of one.)
  // "…in every package or just one?" asks which package holds it as much as "…or only the top one?".
  const either = EVERY_OR_TOP.exec(text);
  if (either) return ADDON_ASKED.test(text) || findMentions(text).addon ? null : text.slice(0, either.index);
  const holds = WHICH_PACKAGE_HOLDS_IT.exec(text);
  return holds ? text.slice(0, holds.index) : null;
}

// "what's that one called?", "which is the simple one", "¿eso en cuál viene?", "gói đó tên gì?", "叫什么套餐": a package
// asked for by what was just described, beside "which package" (fit.ts).
// "what would you set up if every lead source had its own ai…": what we would set up is the package for it.
// "有没有一个套餐能自动发跟进消息…？": a package asked for by what it does.
// "有没有按路况排看房的套餐？", "do you have a package that schedules showings around traffic?", "¿tienen algún paquete que…?",
// "có gói nào mà…": a package asked for by the one thing it does.
// "does one of your packages plan showings around traffic", "¿alguno de sus paquetes…?": one of them asked for by what it does.
const A_PACKAGE_THAT = /有没有(?:一个|哪个)?[^，。？！?]{2,20}的(?:套餐|方案)|\b(?:does|do|would|will|can) (?:one|any) of (?:your|the|y ?all s|yalls) (?:packages|plans|tiers)\b|\b(?:alguno|alguna|cual) de (?:sus|los|tus) (?:paquetes|planes)\b|\bgoi nao (?:ben (?:em|anh|chi|ban) )?co\b|\b(?:do (?:you|y ?all) have|is there|have you got|(?:you|y ?all) got|got) (?:a|any) (?:package|plan|tier) (?:that|which|with|where)\b|\b(?:tienen|hay) (?:algun|un) (?:paquete|plan) (?:que|con)\b|\bco goi nao (?:ma )?\b/;
const NAMED_BY_WHAT_IT_DOES = /有没有(?:一个|哪个)?(?:套餐|方案)(?:能|可以|会|包括|包含|有|带)|\bwhat(?: s|s| is| would)? (?:that|this|it|the (?:one|package|plan))(?: one)? (?:be )?called\b|\bwhat (?:would|do|will) (?:you|u|yall|you guys) (?:set up|put (?:us|me|them|him|her) on|go with)\b|\bwhich is the \w+ one\b|\bis there one (?:where|that|with)\b|\ben cual (?:viene|va|esta|entra)\b|\beso (?:cual|que paquete) es\b|\bcual es (?:ese|esa|eso)(?:\s*[?.!])*\s*$|\bis (?:that|it|this|all (?:that|this))(?: all)? (?:in )?(?:one|a single) (?:package|plan)\b|\b(?:one|a single) (?:package|plan) or\b|最简单的(?:那个|是哪个|是啥)|(?:那个|这个)(?:是啥|叫啥)|\bcomo se llama (?:ese|el) (?:paquete|plan)\b|\bgoi (?:do|nay|kia) (?:ten|la) gi\b|\bten goi (?:la )?gi\b|叫什么|是什么套餐/;

/** Whether the folded text asks for a package by what it has or does ("what's that one called?", "which plan has…"). */
export const asksPackageByWhatItDoes = (text: string): boolean => PACKAGE_ASKED.test(text) || WHICH_ONE_THAT.test(text) || NAMED_BY_WHAT_IT_DOES.test(text);

export function packageWithFeature(text: string, facts: SiteFacts): PackageKey | null {
  return featureOwner(text, facts)?.key ?? null;
}

/** The package holding what is asked, and whether it was found only by the features described (not by the list's words). */
function featureOwner(text: string, facts: SiteFacts): { key: PackageKey; describedOnly: boolean } | null {
  const asked = askedFeature(text);
  // The features described in the visitor's own words name the package when they hold two of one list or more
  // (features-described.ts); asked only as "which package?" beside a size, the recommendation by size answers (fit.ts).
  // "…a separate ai on every lead source … what's that one called": asked for by name after what it does, the features
  // name the package whatever size was told beside them.
  const described = (asked !== null || NAMED_BY_WHAT_IT_DOES.test(text) || ((PACKAGE_ASKED.test(text) || WHICH_ONE_THAT.test(text)) && readProfile(text).size === undefined) ? packageByDescribedFeatures(text.replace(SET_ASIDE, " ")) : null) ?? (A_PACKAGE_THAT.test(text) || NAMED_BY_WHAT_IT_DOES.test(text) ? packageBySoleFeature(text) : null);
  // ("…业绩看板，老板可以看每个经纪人跟进线索的情况？": each agent's numbers are Growth's performance dashboard.)
  if (asked !== null && asksPerAgent(text)) return { key: "growth", describedOnly: false };
  const byWords = asked === null ? null : ownerByWords(text, asked, facts);
  if (described) return { key: described, describedOnly: byWords === null };
  return byWords ? { key: byWords, describedOnly: false } : null;
}

const BASIC = /\b(?:basic|basico|basica|co ban)\b|基础/;

function ownerByWords(text: string, asked: string, facts: SiteFacts): PackageKey | null {
  // "which plan comes with an account exec of our own?": a success manager by another name (fit.ts) is Enterprise's.
  if (onlyEnterpriseHas(text)) return "enterprise";
  const words = askedWords(inFeatureWords(asked.replace(THE_LIST, " ")));
  if (words.length === 0) return null;
  const scored = facts.offerings.packages.map((p) => {
    const features = LANGUAGES.flatMap((language) => contentText(language).pkg(p).features).map(foldForRules).join(" | ");
    // Two words asked side by side as the list says them ("a live performance dashboard") weigh one more than the same
    // words strewn across other lines ("executive dashboards", "the whole team").
    const pairs = words.slice(1).filter((w, i) => features.includes(`${words[i]} ${w}`)).length;
    // ("哪个套餐有自动跟进的功能？": Growth's follow-up sequences before Foundation's basic follow-up, which only matches too.)
    const lines = features.split(" | ").filter((line) => words.some((w) => line.includes(w)));
    const basicOnly = lines.length > 0 && lines.every((line) => BASIC.test(line));
    return { key: p.key, score: words.filter((w) => features.includes(w)).length + pairs - (basicOnly ? 0.5 : 0) };
  });
  const [best, next] = scored.sort((a, b) => b.score - a.score);
  const enough = Math.min(2, words.length);
  return best && best.score >= enough && best.score > (next?.score ?? 0) ? best.key : null;
}

// The visitor's words for a feature said as the site's lists say it, in the four languages: "un informe cada mes" is its
// "reporte mensual", "a report every month" its "monthly report", "跟进序列" its "跟进流程" (follow-up sequences).
// "có số liệu cho ban giám đốc xem không?", "numbers for the directors": the features' own words for them (the
// leadership's analytics, "bảng phân tích cho ban lãnh đạo", "executive analytics dashboards").
// Told in plain words rather than the feature's own: knowing at once when a client writes ("cậu ấy có biết liền không",
// "does he hear about it right away") is the instant notifications; numbers sent now and then ("gửi số liệu … định kỳ",
// "send me the numbers regularly") the monthly report.
// Each entry: the visitor's words, the lists' words in Latin letters, and in Chinese (a Latin word beside Chinese ones
// is dropped by the word reader, so Chinese is rewritten in Chinese).
const FEATURE_SAID: readonly [RegExp, string, string?][] = [
  // Many languages, round the clock, a person of ours for the account: the 24/7 multilingual agent and the success manager.
  [/\b(?:varios|muchos|distintos|diferentes) idiomas\b|\ben su (?:propio )?idioma\b|\b(?:multiple|many|several|other|their own) languages?\b|\bnhieu (?:thu tieng|ngon ngu)\b|多种语言|多语言|各种语言/g, "multilingual multilingue da ngon ngu", "多语言"],
  [/\b(?:a cualquier hora(?: del dia)?|a toda hora|dia y noche|las 24 horas|day and night|round the clock|around the clock|any hour|suot ngay dem|ca ngay lan dem|ngay dem)\b|全天候|日夜/g, "customer service servicio cliente cham soc khach hang", "客服"],
  [/\b(?:point person|single point of contact|account manager|dedicated (?:person|contact|rep)|nguoi (?:phu trach|quan ly) rieng)\b|专门对接(?:我们)?的/g, "dedicated success manager gerente exito quan ly thanh cong rieng", "专属"],
  [/\bban (?:giam doc|dieu hanh)\b|\bgiam doc\b|\b(?:the )?(?:directors|bosses|owners|leadership)\b/g, "lanh dao executive"],
  [/\b(?:gui|send\w*|envi\w*|mand\w*) (?:\w+ ){0,2}(?:so lieu|numbers|stats|numeros|cifras)\b(?=.{0,30}\b(?:dinh ky|regularly|every month|each month|periodic\w*|cada mes|cada cierto tiempo|hang thang|moi thang)\b)/g, "bao cao report"],
  [/\b(?:dinh ky|regularly|periodic\w*|cada cierto tiempo|periodicamente)\b|定期/g, "hang thang monthly"],
  [/\bso lieu\b|\b(?:numbers|stats|metrics)\b/g, "phan tich analytics"],
  // "a summary every month on how it's going", "¿cómo sé yo si está funcionando?", "每个月能看到效果数据吗": the monthly report.
  [/\b(?:summary|recap|update|numbers|results|report)\b.{0,20}\b(?:every|each|a) month\b|\b(?:every|each) month\b.{0,30}\b(?:summary|recap|update|numbers|results|how (?:it|its|it s) (?:is )?going)\b|\bhow (?:do|would|will) (?:i|we|she|he) know (?:if |whether )?(?:it|its|it s) (?:is )?working\b|\bcomo (?:se|sabre|sabemos|sabria)(?: yo)? si (?:esta|estan|va) (?:funcionando|sirviendo|dando resultados?)\b|(?:每个月|每月).{0,8}(?:数据|效果|报告|结果)/g, "hang thang bao cao monthly report", "每月报告"],
  // "客户不回消息的话，系统会不会自己再去联系？", "if they don't answer, does it chase them by itself?": the follow-up sequences.
  [/\b(?:chase|follow up with|write to|text) (?:them|him|her|the client) (?:again )?(?:by itself|on its own|automatically)\b|(?:不回|没回)(?:消息|复)?.{0,12}(?:自己|自动)(?:再)?(?:去)?(?:联系|跟进|发)/g, "cham soc tu dong follow-up automated", "自动跟进"],
  [/\b(?:biet|bao) (?:lien|ngay|lien luon|ngay lap tuc)\b|\b(?:know|hear|find out)\w* (?:about it )?(?:right away|at once|immediately|straight away)\b|\b(?:se entera|me entero|sabe|avisa\w*) (?:al (?:instante|momento)|enseguida|de inmediato)\b|(?:马上|立刻|立即)(?:知道|收到)/g, "thong bao tuc thi notification instant", "即时通知"],
  // "…para ver cómo va cada agente con sus prospectos", "老板可以看每个经纪人跟进线索的情况": each agent's numbers are the
  // performance dashboard's, not the lead sources or agents of Enterprise's lines.
  [/\b(?:(?:ver|saber) )?como (?:va|van|le va) cada (?:agente|asesor|vendedor)(?: con sus (?:prospectos|clientes))?\b|(?:看|查看|看到)?每个(?:经纪人|同事|人)(?:跟进线索|的业绩|的表现|的数据)(?:的情况)?/g, "desempeno performance", "业绩看板"],
  // "Gói nào có cái sắp lịch đó?": showings set around the traffic are the list's "Lịch xem nhà tính đến giao thông".
  [/\b(?:sap|xep) lich(?: (?:xem nha|hen))?\b/g, "lich xem nha giao thong"],
  // Last, single words said otherwise (the longer phrasings above hold some of them).
  [/序列/gu, "流程", "流程"],
  // "带看排程会看塞车的": showings scheduled around jams are the list's "考虑交通的看房日程".
  [/(?:堵车|塞车|塞車|路况)/gu, "traffic", "交通"],
  [/排程|排期/gu, "scheduler", "日程"],
  [/带看/gu, "showing", "看房"],
  [/仪表(?:板|盘)|面板/gu, "dashboard", "看板"],
  [/\b(?:cada mes|al mes|por mes|todos los meses)\b/g, "mensual"],
  [/\binformes?\b/g, "reporte"],
  [/\b(?:every|each|per|a) month\b|\bmoi thang\b/g, "monthly hang thang"],
];
/** Whether the folded text says a feature in other words than its list's. */
const FEATURE_SAID_TESTS = FEATURE_SAID.map(([words]) => new RegExp(words.source, words.flags.replace("g", "")));
export const saysFeatureOtherwise = (text: string): boolean => FEATURE_SAID_TESTS.some((words) => words.test(text));
/** The folded text with a feature's other words said as its list says them. */
export const inFeatureWords = (text: string): string => {
  const han = HAN.test(text);
  return FEATURE_SAID.reduce((said, [words, own, ownHan]) => said.replace(words, han && ownHan ? ownHan : own), text);
};

/**
 * The package holding what was asked (packageWithFeature), as the answer: found only by the features described, the fit
 * rules' suggestion when they suggest the same package (it says why), else the package with its list.
 */
export function featureOwnerAnswer(text: string, facts: SiteFacts): Extract<Answer, { t: "package" | "recommend" }> | null {
  const owner = featureOwner(text, facts);
  if (!owner) return null;
  const fit = owner.describedOnly ? recommendation(readProfile(text), text) : null;
  return fit?.t === "recommend" && fit.key === owner.key ? fit : { t: "package", key: owner.key, price: false };
}

/** A package named with a feature asked of it ("does Foundation come with a monthly report?"): that package, when its own features name most of what is asked. */
export function featureOfNamedPackage(text: string, named: string | undefined, facts: SiteFacts): PackageKey | null {
  const pkg = facts.offerings.packages.find((p) => p.key === named);
  const verb = DOES_IT_HAVE.exec(text);
  if (!pkg || !verb || WHICH_PACKAGE_HAS.test(text)) return null;
  // What is asked runs from the verb to the end of its sentence or an "or" ("…a monthly report or is reporting only in…").
  const asked = text.slice(verb.index + verb[0].length).split(/[?？.!！。]|\b(?:or|o|hay la|hoac)\b|还是|或者/u)[0] ?? "";
  const name = foldForRules(pkg.name);
  const words = askedWords(inFeatureWords(asked)).filter((w) => w !== name);
  const features = LANGUAGES.flatMap((language) => contentText(language).pkg(pkg).features).map(foldForRules).join(" | ");
  // A Latin word's first six letters ("reportes" → "report"), a Chinese pair as it is ("报告").
  const stem = (w: string): string => (HAN.test(w) ? w : w.length > 3 ? w.slice(0, 6) : "");
  const stems = words.map(stem).filter((w) => w !== "");
  const hits = stems.filter((w) => features.includes(w)).length;
  return hits > 0 && (HAN.test(asked) || hits * 2 > stems.length) ? pkg.key : null;
}
