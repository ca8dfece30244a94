import { packages } from "#common/content/packages.ts";
import type { PackageKey } from "#common/content/packages.ts";
import { wordsOf } from "./asked-words.ts";
import type { ConversationContext } from "./context.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { polarity } from "./knowledge/polarity.ts";
import { findMentions } from "./mentions.ts";
import { WEEKEND_MEETING } from "./contact-ask-patterns.ts";
import { MONTHLY_REPORTS } from "./question-patterns.ts";
import { asksPopular, ENTRY_LEVEL } from "./fit.ts";
import { asksUntickedBox } from "./form-texting.ts";
import { SINCE_STARTED } from "./since-started.ts";
import { ADD_ONTO, yesNoAsked } from "./yes-no-asked.ts";
import { asksPerAgent, featureLines, featureVerdict, packageLineNaming, stem } from "./package-feature-verdict.ts";
import { audienceVerdict, EN_MONTHS, ES_MONTHS, NO_SETUP, heardClaimVerdict, heardElsewhere, heardOnlyOne, heardPostCorrection } from "./hearsay.ts";
import { foldForRules } from "./text.ts";
import { asksYesNo } from "./needs.ts";
import { asksDeadline } from "./deadline.ts";
import { readProfile } from "./topics.ts";
import { renderAnswer } from "./render.ts";
import { ROUND_THE_CLOCK } from "./read-back.ts";
import { DOES_WHAT_ITS_LINE_SAYS } from "./addon-does.ts";
import { asksSold } from "./privacy-asks.ts";
import { mixed } from "./setup-mix.ts";
import { contradictsPost } from "./post-contradicts.ts";
import { answeredRoundTheClock } from "./night-answers.ts";
import type { Language, SiteFacts } from "./types.ts";

// "does growth come with the showing scheduler, yes or no", "¿Sí o no: el Foundation trae el chat…?", "Có hay không em: gói
// Growth có tích hợp CRM hông?", "Foundation有没有自动跟进？有还是没有？": a yes-or-no question gets its yes or no first, where
// the site's own fact decides it — a package's feature list, an add-on's setup fee and that it goes on any package, a
// bundle's number of platforms, a package's go-live time, the self-setup's terms, what a post says. Some true answers
// are no ("is there a success manager on Growth?": it is Enterprise's). Where the site decides nothing (a free trial,
// a discount) no word is said: the answer that admits the gap stands as it is.

// The FAQ's own language question: "can it answer my clients in Spanish?".
const SPANISH = /\b(?:spanish|espanol|castellano|tay ban nha)\b|西班牙/;



const SMALLEST = /\b(?:smallest|cheapest|goi (?:nho|re) nh[ua]t|(?:el|el paquete) (?:mas )?(?:chico|pequeno|barato|basico))\b|最小的|最便宜的|最基础的/;
const COMPARED_WITH = /\b(?:like|same as|as|como|igual que|nhu|giong(?: nhu)?)(?: (?:the|el|goi|cai|in))? (foundation|growth|enterprise)\b|(?:像|跟|和)(foundation|growth|enterprise)/;
const OWN_YES_NO = /^(Yes|No|Sí|Có|Không|是的|不包括|不是|没有|有)[.,。，]/u;
const POINTS_BACK = /\b(?:that one|this one|it|that|ese|esa|ese paquete|goi (?:do|nay|kia)|cai (?:do|nay))\b|它|这个套餐|那个套餐|那个|这个/;

function packageAsked(text: string, base: ConversationContext): PackageKey | null {
  // (An add-on named beside it, "…the 24/7 agent in Foundation?", may be a line of a package's list too.)
  const said = findMentions(text);
  if (said.bundle) return null;
  const named = packages.filter((p) => new RegExp(`\\b${p.key}\\b`).test(text));
  if (named.length > 1) return null;
  // "does that one come with a dashboard like Growth does?": the package named is only compared with.
  const compared = COMPARED_WITH.exec(text)?.slice(1).find(Boolean);
  if (compared && base.topic?.kind === "package" && base.topic.key !== compared && POINTS_BACK.test(text)) return base.topic.key as PackageKey;
  if (said.package) return said.package as PackageKey;
  // "gói nhỏ nhứt có báo cáo hàng tháng hông?": the smallest package is Foundation.
  if (ENTRY_LEVEL.test(text) || SMALLEST.test(text)) return "foundation";
  return base.topic?.kind === "package" && POINTS_BACK.test(text) ? (base.topic.key as PackageKey) : null;
}

// Answers a feature verdict may stand before: the package's list, the recommendation, the success manager's answer.
const OF_PACKAGES = (a: Answer): boolean => a.t === "package" || a.t === "recommend" || (a.t === "entry" && ["success-manager", "success-manager-only", "packages"].includes(a.id)) || (a.t === "extra" && (a.id === "included" || a.id === "included-yes"));
// …and those it says better: what every package includes answers "does Foundation send me a monthly report?" only
// loosely (the package's own line says it of Foundation), the success manager's line said of another package.
const SUPERSEDED = (a: Answer): boolean => (a.t === "entry" && ["success-manager", "success-manager-only", "packages"].includes(a.id)) || (a.t === "extra" && (a.id === "included" || a.id === "included-yes"));

// ---- An add-on -----------------------------------------------------------------------------------------------------

const INCLUDED = /\b(?:included|include|includes|built in|free|for free|at no (?:extra )?cost|gratis|incluid[oa]s?|incluye|viene (?:incluid[oa]|con)|sin costo|co san|mien phi|kem theo|di kem|bao gom)\b|包含|包括|免费|自带|送的|白送/;
const SETUP_FEE = /\b(?:setup|set-up|set up|installation|install|instalacion|cai dat)\b.{0,24}\b(?:fee|fees|cost|charge|costo|cobro|cargo|phi|tien)\b|\b(?:fee|fees|costo|cargo|phi)\b.{0,24}\b(?:setup|set-up|set up|instalacion|cai dat)\b|安装费|设置费|开通费/;
const A_PACKAGE = /\b(?:(?:that|this|the|his|her|my|our|their) (?:package|plan)|(?:ese|este|el|su|mi) (?:paquete|plan)|goi (?:do|nay|kia|cua))\b|(?:他的|她的|我的|那个|这个)套餐|套餐上/;
const IT_HAS = /\b(?:does|do|will) (?:it|that|that one|this one|they) (?:have|come with|include|get)\b|\b(?:trae|tiene|incluye)\b/;
const EXISTS = /\b(?:is there|are there|do (?:you|y ?all|ya) (?:have|got|offer)|(?:you|y ?all) got|tienen|tiene|hay|ofrecen|co (?:dich vu|cai|gi|thu)|co ai)\b|有没有|有什么|有没/;

// Later on, or whenever the visitor likes.
const LATER = /\b(?:later|later on|down the road|down the line|afterwards?|mid-?year|next year|a mitad de(?:l)? ano|el (?:ano que viene|proximo ano)|sang nam|giua nam|at any time|anytime|any time|whenever|once (?:we|i) (?:get|grow|are)|mas adelante|despues|luego|en cualquier momento|cuando (?:quiera|crezca\w*)|a medida que (?:crece|crezca\w*|crecemos|vaya creciendo|va creciendo)|as (?:we|i|they|he|she|it) grows?|sau nay|sau do|luc do|khi do|hoi do|luc nao cung|bat cu luc nao|khi nao can)\b|以后|到时候|随时|后面再|之后|将来|明年|年中/;
// At night or round the clock.
const AT_NIGHT = /\b(?:(?:[1-5]|una|dos|tres|cuatro|cinco) de la (?:manana|madrugada)|at night|overnight|nights?|midnight|after hours|2 ?am|3 ?am|de noche|en la noche|por la noche|noche|madrugada|medianoche|ban dem|nua dem|dem khuya|khuya|24 ?\/ ?7|around the clock|round the clock|24 (?:hours|horas|gio|tieng))\b|半夜|晚上|夜里|深夜|凌晨|24小时|全天/;
// Answering, or being there to answer; and a cost asked instead.
const ANSWERS = /\b(?:answer\w*|repl\w*|respond\w*|pick(?:s|ing)? up|work\w*|available|awake|there|on duty|contest\w*|respond\w*|atiend\w*|funcion\w*|tra loi|nghe may|bat may|hoat dong|truc)\b|回|接|在吗|在不在|都在|工作|值班/;
const COSTS = /\b(?:cost\w*|price\w*|charge\w*|pay\w*|fee\w*|cobr\w*|cuest\w*|precio|mas caro|phi|tien|gia)\b|多少钱|收费|加钱|贵/;
// A weekday, or a day of the weekend, asked of our office.
const WEEKDAY = /\b(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|lunes|martes|miercoles|jueves|viernes|thu (?:hai|ba|tu|nam|sau|2|3|4|5|6))\b|(?:礼拜|星期|周)[一二三四五]/;
const WEEKEND_DAY = /\b(?:saturdays?|sundays?|weekends?|sabados?|domingos?|fin(?:es)? de semana|thu bay|chu nhat|cuoi tuan)\b|礼拜六|礼拜天|礼拜日|星期六|星期天|星期日|周六|周日|周末/;
// The add-ons our AI answers through.
const ANSWERED_BY_AI = new Set(["voice-ai", "enhanced-messaging", "customer-service-agent"]);

function addonKey(answers: readonly Answer[]): string | null {
  const a = answers[0];
  return a?.t === "addon" ? a.key : a?.t === "need" && a.kind === "addon" && !a.yes ? a.key : null;
}


const POINTED = /\b(?:it|that|that one|this|eso|ese|esa|este|esta|no|cai do|cai nay|cai scheduler do)\b|它|那个|这个/;

function addonVerdict(text: string, key: string, facts: SiteFacts, explicit: boolean): boolean | null {
  const addon = facts.offerings.addOnServices.find((a) => a.key === key);
  if (!addon) return null;
  const named = findMentions(text).package;
  // "is it included free in Foundation?": in the package's own list (the 24/7 agent is Enterprise's), else an add-on.
  if (named && INCLUDED.test(text)) {
    const said = wordsOf(foldForRules(addon.name)).filter((w) => w.length > 3).map(stem);
    const inList = featureLines().some((l) => l.key === named && said.filter((s) => l.stems.has(s)).length >= 2);
    return inList;
  }
  // "Social Scheduler是197一个月吗？", "is voice ai 197 a month?": the figure guessed against the add-on's own.
  // (A count is no price guessed: "I manage about 150 rental units"; nor an hour: "a las 11 de la noche".)
  const guessed = [...text.replace(ROUND_THE_CLOCK, " ").matchAll(/(?<![\d.,])\$?(\d{1,3}(?:[,.]\d{3})(?![.,]?\d)|\d{2,4})(?![\d%])(?!\s*(?:de la (?:noche|manana|madrugada|tarde)|pm\b|am\b|p m\b|a m\b|gio\b|o ?clock|at night|rental|units?|doors?|agents?|homes?|houses?|people|properties|listings?|leads?|tenants?|casas|puertas|agentes|personas|can|nha|nguoi|agent|个|套|间|位|名|人))/g)].map((m) => (m[1] ?? "").replace(/[,.]/g, ""));
  if (guessed.length === 1) {
    const own = [...`${addon.setup ?? ""} ${addon.price}`.matchAll(/\$([\d,]+)/g)].map((m) => (m[1] ?? "").replace(/,/g, ""));
    return own.includes(guessed[0] ?? "");
  }
  // "Email Commander thì hông có phí cài đặt, đúng hông?": no setup fee said is a yes only where it has none.
  if (NO_SETUP.test(text)) return !addon.setup;
  if (SETUP_FEE.test(text)) return Boolean(addon.setup);
  // "could we stick voice ai on that one later on?", "¿se lo puedo sumar al Growth después?": any add-on goes on any
  // package, at any time (the FAQ's "Any time").
  // ("Đổi lên gói đó rồi thêm Voice AI được hông?", "那个可以加在他的套餐上吗？": onto a package pointed at, any package.)
  if (ADD_ONTO.test(text) && (LATER.test(text) || SINCE_STARTED.test(text) || findMentions(text).package !== undefined || A_PACKAGE.test(text)) && !COSTS.test(text) && !INCLUDED.test(text)) return true;
  // "¿les contesta a mis inquilinos por WhatsApp aunque sea de noche?", "它半夜也回吗？": an add-on the AI answers through
  // answers around the clock.
  // ("does voice ai cost more at night?" asks a price the site does not give: no word.)
  if (ANSWERED_BY_AI.has(key) && AT_NIGHT.test(text) && ANSWERS.test(text) && !COSTS.test(text)) return true;
  // "does the social scheduler write the posts for me?", "¿se puede dejar programado con semanas de anticipación?", "它能
  // 自己写帖子不？": asked whether it does what its own line says (created and scheduled; sorts, drafts and follows up;
  // answers and qualifies calls), yes.
  // (Named or pointed at: "有没有帮忙接听、筛选来电的服务？" asks for one by its use, answered without a yes before it.)
  if (DOES_WHAT_ITS_LINE_SAYS[key]?.test(text) && !COSTS.test(text) && (findMentions(text).addon === key || POINTED.test(text))) return true;
  // "is there an add-on that takes those calls, and what's the monthly fee?": the add-on named answers; a yes before it
  // only where the visitor asked for one.
  if (explicit && (ADD_ONTO.test(text) || EXISTS.test(text))) return true;
  return null;
}

// ---- A bundle, a go-live time, the self-setup ----------------------------------------------------------------------

const NUMBER: Record<string, number> = { one: 1, a: 1, an: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, un: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, mot: 1, hai: 2, ba: 3, bon: 4, nam: 5, sau: 6, bay: 7, tam: 8 };
const ZH_NUMBER: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8 };
const DURATION = /\b(\d+|one|a|an|two|three|four|five|six|seven|eight|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|mot|hai|ba|bon|nam|sau|bay|tam)(?:\s*(?:-|to|or|a|o|den|toi|hoac)\s*(\d+|two|three|four|five|six|seven|eight|dos|tres|cuatro|cinco|seis|siete|ocho|hai|ba|bon|nam|sau|bay|tam))?\s+(weeks?|months?|days?|semanas?|mes(?:es)?|dias?|tuan|thang|ngay)\b/;
const ZH_DURATION = /([一两二三四五六七八\d])(?:到|至|-)?([一两二三四五六七八\d])?(?:个)?(周|星期|礼拜|月|天)/;
// A bound rather than a time ("more than a month", "under 3 weeks"): no plain yes or no from the go-live time.
const BOUND = /\b(?:more than|less than|under|over|longer than|at least|at most|mas de|menos de|hon|duoi|it nhat|toi da)\b|超过|不到|以上|以内|至少|最多/;
const WEEKS: Record<string, [number, number]> = { foundation: [1, 2], growth: [3, 4], enterprise: [6, 8] };

function guessedWeeks(text: string): [number, number] | null {
  const m = DURATION.exec(text);
  const z = m ? null : ZH_DURATION.exec(text);
  const n = (s: string | undefined): number | undefined => (s === undefined ? undefined : /^\d+$/.test(s) ? Number(s) : (NUMBER[s] ?? ZH_NUMBER[s]));
  const [from, to, unit] = m ? [n(m[1]), n(m[2]), m[3] ?? ""] : z ? [n(z[1]), n(z[2]), z[3] ?? ""] : [undefined, undefined, ""];
  if (from === undefined) return null;
  const per = /^(?:month|mes|thang|月)/.test(unit) ? 4 : /^(?:day|dia|ngay|天)/.test(unit) ? 1 / 7 : 1;
  return [from * per, (to ?? from) * per];
}

// ("faltan tres semanas… ¿me da tiempo?": the weeks left before their date are no length read back; whether it is met
// is theirs to count, deadline.ts.)
function timelineVerdict(text: string, key: string): boolean | null {
  const weeks = WEEKS[key];
  const guess = BOUND.test(text) || asksDeadline(text) ? null : guessedWeeks(text);
  if (!weeks || !guess) return null;
  return guess[0] <= weeks[1] && guess[1] >= weeks[0];
}

const SELF_FREE = /\b(?:free|for free|without (?:a |the |any )?(?:setup |set-up |installation )?(?:fee|cost|charge)|no (?:setup |set-up |installation )?(?:cost|charge|fee)s?|gratis|sin (?:costo|cargo|pagar)|mien phi|khong (?:mat|ton) (?:phi|tien))\b|免费|不收费|不要钱/;
const SELF_CHECKED = /\b(?:check|checks|review|reviews|look over|verify|revisa\w*|verifica\w*|chequea\w*|kiem tra|xem lai|duyet)\b|检查|审核|核对|看一下/;
const SELF_FEE = /\b(?:fee|fees|charge|cost|pay|cobran?|cuesta|costo|pagar|phi|tra tien|mat tien|ton tien)\b|收费|费用|付钱|要钱|安装费/;

const SELF_DONE = /\b(?:myself|ourselves|on (?:my|our) own|by myself|(?:yo|nosotros) mism[oa]s?|por (?:mi|nuestra) cuenta|tu (?:noi|cai|lam|ket noi|gan)|tu minh (?:noi|cai|lam))\b|自己(?:装|弄|接|连|设置|安装)/;

// ("do I have to do it myself?" is the FAQ's no; "is there still a fee if I do it myself?" the fee's no; "can she do it
// herself and skip the fee?", "¿puedo conectarlas yo misma?", "nó tự cài được hông?" the self-setup's yes.)
const HAVE_TO = /\b(?:do|does|will|would|must) (?:i|we|she|he|they) (?:have|need|got) to\b|\b(?:tengo|tenemos|tiene|tienen|hay) que\b|\b(?:phai|bat buoc)\b|必须|得自己|要(?:我|我们)自己/;
const FEE_STILL = /\b(?:is there|are there) (?:still |any |a |some )*(?:fee|fees|charge|cost)|\b(?:do|would|will) (?:i|we) (?:still )?(?:pay|get charged)\b|\b(?:hay|habria) (?:algun )?(?:cobro|costo|cargo)\b|\bse cobra\b|\bco (?:mat|ton) (?:phi|tien)\b|还(?:要|收)(?:钱|费)/;
const SKIPS_FEE = /\b(?:skip|avoid|save|dodge|get out of|ahorr\w*|evit\w*|saltar\w*|khoi|tiet kiem|do (?:ton|mat))\b|省/;
const CAN_DO = /\b(?:can|could|may) (?:i|we|she|he|they|my \w+|our \w+)\b|\b(?:puedo|podemos|puede|pueden|podria|podriamos|se puede)\b|\b(?:duoc (?:khong|hong|ko)|co the)\b|可以|能不能|能否|行不行/;

function selfSetupVerdict(text: string): boolean | null {
  if (HAVE_TO.test(text)) return false;
  if (FEE_STILL.test(text)) return false;
  if (SELF_CHECKED.test(text) || SELF_FREE.test(text) || SKIPS_FEE.test(text) || CAN_DO.test(text)) return true;
  return SELF_FEE.test(text) ? false : null;
}

// ---- What a post says ----------------------------------------------------------------------------------------------

/** The figures and months the question names, as the English post would write them. */
function figuresAsked(text: string): string[] {
  const figures = [...text.matchAll(/(?<![\d/])\d+(?![\d/])/g)].map((m) => m[0]);
  const months = [...ES_MONTHS.flatMap((m, i) => (new RegExp(`\\b${m}\\b`).test(text) ? [EN_MONTHS[i] ?? ""] : [])), ...EN_MONTHS.filter((m) => m !== "may" && new RegExp(`\\b${m}\\b`).test(text))];
  return [...figures, ...months];
}
const PERMITTED = /\b(?:fine|ok|okay|alright|allowed|legal|can (?:i|we|you)|could (?:i|we)|se puede|puedo|esta bien|duoc (?:khong|ko|hong)|co duoc)\b|可以|能不能|能否|行不行|可不可以/;
const TEXTED = /\b(?:text|texts|message|sms|whatsapp|mensaj\w*|nhan tin)\b(?!.{0,20}\b(?:call|llam\w*|goi dien)\b)|短信|发消息/;
const POST_SAYS = /\b(?:does|do|did)\b.{0,30}\b(?:post|article|blog|it)\b (?:say|mention|tell)\w*\b|\bdice (?:el|la|ese|esa) (?:articulo|post|nota)\b|\bbai (?:viet |do )?(?:co )?(?:noi|ghi)\b|(?:文章|那篇|这篇)(?:里)?(?:有没有)?(?:说|讲|写)/;
const MUST_NOT = /\b(?:must not|never|not|don'?t|doesn'?t|shouldn'?t|avoid)\b/;

function postVerdict(question: string, text: string, language: Language, answer: Extract<Answer, { t: "passage" }>, explicit: boolean): "yes" | "no" | null {
  if (answer.kind !== "post") return null;
  const sentences = answer.sentences.map((s) => foldForRules(s));
  // ("does the article say the AI should make the client pick off a menu?": what its sentence rules out, a no, whatever
  // yes the passage's own reading gave it.)
  if (contradictsPost(text, sentences)) return "no";
  if (answer.lead) return null;
  const asked = figuresAsked(text);
  if (asked.length > 0) {
    const holding = sentences.find((s) => asked.every((f) => s.includes(f)));
    if (!holding) return null;
    // The sentence's own clause holding the figure decides: "What it must not do: promise repair dates" is a no.
    const clause = holding.split(/[;:]/).find((c) => asked.some((f) => c.includes(f))) ?? holding;
    return MUST_NOT.test(clause) ? "no" : "yes";
  }
  // "does it say it's fine to just scrape listings off HAR?", "可以直接去HAR网站上抓吗？": what the post says not to do is a
  // no to whether it may be done.
  // ("¿ustedes sacan los listados con scraping?", "can y'all just scrape HAR.com?": done or may be done, the same no; whether
  // the post says so is asked of its words.)
  if (sentences[0] !== undefined && /^(?:do not|don ?t|never|avoid)\b/.test(sentences[0]) && (PERMITTED.test(text) || !POST_SAYS.test(text))) return "no";
  // Without a figure, only a yes or no asked for in so many words: a loosely matched paragraph says what it says.
  return explicit ? polarity(question, language, sentences[0], true) : null;
}

// ---- The verdict ---------------------------------------------------------------------------------------------------

/** The answers of a yes-or-no question with its yes or no said first, where the site's fact decides it. */
export function withVerdict(input: { message: string; language: Language; answers: Answer[]; facts: SiteFacts; base: ConversationContext }): Answer[] {
  const { message, language, answers, facts, base } = input;
  const first = answers[0];
  if (!first || first.t === "verdict") return answers;
  const text = foldForRules(message);
  // ("¿El asistente puede contestar a los que escriben en la noche cuando la oficina ya cerró?": asked whether, with a
  // "cuando" of the time, not of a question.)
  const nightFaq = first.t === "passage" && first.id === "faq:spanish" && answeredRoundTheClock(text) && asksYesNo(text);
  const ask = yesNoAsked(message, language) ?? (nightFaq ? { explicit: false, verb: "can" as const } : null);
  if (!ask) return answers;
  const said = (yes: boolean): Answer => ({ t: "verdict", yes, ...(language === "zh" ? { verb: ask.verb } : {}) });
  const verdict = (yes: boolean, rest: Answer[] = answers): Answer[] => [said(yes), ...rest];
  // "a buddy said Voice AI runs $500, is he right?": a claim heard elsewhere, put to the site's facts.
  const heard = heardClaimVerdict(text, message, answers, facts, said);
  if (heard) return heard;
  // "can we do a few of the hookups ourselves and have y'all do the rest?": the Solutions page's cards end on "most
  // clients mix both".
  if (first.t === "passage" && first.id === "page:setup-done-for-you" && mixed(text)) return [{ ...first, lead: "yes" }, ...answers.slice(1)];
  // "if I don't tick the box, will you text me?": the form's own words say we won't.
  if (first.t === "passage" && first.id === "page:contact-consent" && asksUntickedBox(text) && TEXTED.test(text)) return [{ ...first, lead: "no" }, ...answers.slice(1)];
  // "if a client texts at 2 a.m., does anyone answer?", "…does it pass them to me?": the FAQ's "around the clock" and hand-off.
  // "AI có nói chuyện với khách bằng tiếng Tây Ban Nha được không?": the FAQ's own question, in Spanish, is a yes.
  if (first.t === "passage" && first.id === "faq:spanish" && (answeredRoundTheClock(text) || (SPANISH.test(text) && !heardOnlyOne(text)))) return [{ ...first, lead: "yes" }, ...answers.slice(1)];
  if (first.t === "passage") {
    // "…your hurricane post says the season starts in August, true?": the post's own month, and no.
    const corrected = heardPostCorrection(text, message, first, facts);
    if (corrected) return [corrected, ...answers.slice(1)];
    if (first.kind === "post" && heardOnlyOne(text)) return [{ ...first, lead: "no" }, ...answers.slice(1)];
    const lead = postVerdict(message, text, language, first, ask.explicit || heardElsewhere(text));
    return lead ? [{ ...first, lead }, ...answers.slice(1)] : answers;
  }
  // "微信上有篇帖子说Growth套餐里已经包含24/7客服代理": an add-on heard to come with a package, whatever the answer found.
  const heardOf = heardElsewhere(text) ? findMentions(message) : null;
  if (heardOf?.addon && heardOf.package && INCLUDED.test(text)) {
    const yes = addonVerdict(text, heardOf.addon, facts, ask.explicit);
    if (yes !== null) return verdict(yes, [{ t: "addon", key: heardOf.addon }]);
  }
  // "你们的Enterprise有没有executive dashboard？" then "那有没有24/7的multilingual customer service？": an add-on's name asked of
  // the package just talked about, whose own list holds it, is that package's line.
  const held = first.t === "addon" && base.topic?.kind === "package" && !findMentions(message).package && (EXISTS.test(text) || IT_HAS.test(text)) ? packageLineNaming(base.topic.key as PackageKey, first.key, facts) : null;
  if (held !== null && base.topic?.kind === "package") return [{ t: "verdict", yes: true, ...(language === "zh" ? { verb: ask.verb } : {}), feature: { asked: base.topic.key as PackageKey, owner: base.topic.key as PackageKey, index: held } }];
  // Only what the site's answer already holds is decided; a gap ("our site doesn't say") gets no word.
  if (answers.some((a) => a.t === "unknown" || a.t === "not-offered")) return answers;
  // "is Growth the one most folks pick? looks like it's marked most popular": the package the site marks most popular.
  const popular = first.t === "package" && asksPopular(text) ? packages.find((p) => p.popular)?.key : undefined;
  if (first.t === "package" && popular) return verdict(first.key === popular);
  // (Not when a size is told: "¿me alcanza el Foundation si contrato a dos asistentes?" asks whether it fits them.)
  // (A size told in a sentence of its own, "I manage 45 doors by myself. does Foundation come with a chat assistant?",
  // leaves the feature asked.)
  const asking = message.split(/(?<=[.!?。！？])\s+/u).filter((s) => /[?？]/u.test(s) || findMentions(s).package).join(" ") || message;
  // ("does Growth have a dashboard where a team lead sees each agent's numbers?": the team is whose numbers, no size.)
  const asked = OF_PACKAGES(first) && (readProfile(asking).size === undefined || asksPerAgent(text)) ? packageAsked(text, base) : null;
  // ("we already got Growth…, can we add the 24/7 customer service agent on top?": an add-on named to be added is the add-on's
  // question, not whether the package's own list holds a feature of that name.)
  const addedOn = findMentions(message).addon !== undefined && ADD_ONTO.test(text);
  const feature = asked && !addedOn ? featureVerdict(text, asked, language) : null;
  // ("does Growth send a monthly report?": every package includes "monitoring, monthly tuning and performance reports";
  // Foundation's own line naming its report does not make the others' a no.)
  if (feature && !feature.yes && MONTHLY_REPORTS.test(text)) return verdict(true, [{ t: "extra", id: "included-yes" }]);
  if (feature) {
    const { yes, ...which } = feature;
    // The success manager's own answer for the package asked ("No. Only Enterprise includes…") stands when it agrees.
    const own = first.t === "entry" && first.id.startsWith("success-manager") ? OWN_YES_NO.exec(renderAnswer(first, language, facts) ?? "")?.[1] : undefined;
    if (own !== undefined && /^(?:Yes|Sí|Có|是|有)/u.test(own) === yes) return answers;
    return [{ t: "verdict", yes, ...(language === "zh" ? { verb: ask.verb } : {}), feature: which }, ...answers.filter((a) => !SUPERSEDED(a))];
  }
  // "is Foundation just for individual agents?": whom the package named is for, by its own line.
  const forWhom = OF_PACKAGES(first) ? findMentions(message).package : undefined;
  const audience = forWhom && (readProfile(message).size === undefined || heardElsewhere(text)) ? audienceVerdict(text, forWhom) : null;
  if (audience !== null) return verdict(audience);
  // "¿Pero viene incluido gratis en el Foundation?", "is it included for free in growth?" right after an add-on: the
  // add-on asked of the package named, whatever a word of it found ("free" finds the self-setup).
  const ofTopic = base.topic?.kind === "addon" && INCLUDED.test(text) && findMentions(text).package !== undefined && !findMentions(text).addon ? base.topic.key : null;
  // ("can I tack the Social Scheduler onto Growth later?": the package and the add-on both named, the add-on is asked of.)
  const second = answers[1];
  const named = first.t === "package" && second?.t === "addon" && findMentions(message).addon === second.key ? second.key : null;
  const addon = ofTopic ?? addonKey(answers) ?? named ?? (base.topic?.kind === "addon" && first.t === "package" && POINTS_BACK.test(text) ? base.topic.key : null);
  if (addon) {
    const yes = addonVerdict(text, addon, facts, ask.explicit);
    // The add-on's own price says why not.
    if (yes !== null) return verdict(yes, ofTopic || first.t === "package" ? [{ t: "addon", key: addon }] : answers);
  }
  // "礼拜六开门吗？", "are y'all open Sundays?": our days say it.
  if (first.t === "entry" && first.id === "hours" && WEEKEND_DAY.test(text) && !WEEKEND_MEETING.test(text)) return verdict(/\b(?:sat|sun)/i.test(facts.hours));
  // "Văn phòng bên em có làm việc tới thứ Sáu hông?", "are y'all open Fridays?": a weekday inside our days is a yes.
  if (first.t === "entry" && first.id === "hours" && WEEKDAY.test(text) && /\bmon\w*\s*-\s*fri/i.test(facts.hours)) return verdict(true);
  // "can we add services later on?": any time, as the FAQ says.
  if (first.t === "entry" && first.id === "add-later") return /^(?:Yes|Sí|Có|可以|能)/u.test(renderAnswer(first, language, facts) ?? "") ? answers : verdict(true);
  // "¿Y eso se lo venden a alguien?" of the visitor's data: never sold.
  if (first.t === "entry" && first.id === "data-safety" && asksSold(text)) return verdict(false);
  if (first.t === "bundle-for") {
    // "Y el Pro Bundle era para 6 plataformas, ¿verdad?": the bundle named is not the one for that count.
    const named = findMentions(message).bundle;
    if (named && named !== first.key) return verdict(false, [{ t: "bundle", key: named }, ...answers]);
    // "那它能不能接六个平台？" of the bundle just given: another bundle for that count is a no for the one asked of.
    const of = base.topic?.kind === "bundle" && POINTS_BACK.test(text) ? base.topic.key : null;
    return verdict(of === null || of === first.key);
  }
  const timeline = answers.find((a) => a.t === "timeline");
  if (timeline?.t === "timeline") {
    const yes = timelineVerdict(text, timeline.key);
    if (yes !== null) return verdict(yes);
  }
  // "nếu chị tự nối Follow Up Boss thì có mất phí cài đặt hông?": a platform connected by the visitor costs no setup fee.
  if (first.t === "setup" && SELF_DONE.test(text) && SELF_FEE.test(text)) return verdict(false, [{ t: "entry", id: "self-setup" }]);
  if (first.t === "entry" && first.id === "self-setup") {
    const yes = selfSetupVerdict(text);
    if (yes !== null) return verdict(yes);
  }
  return answers;
}
