import type { Answer } from "./knowledge/answer-types.ts";
import { numbersAsDigits } from "./knowledge/number-words.ts";
import { foldForRules } from "./text.ts";
import type { Language, SiteFacts } from "./types.ts";

// A monthly budget for add-ons: "we could swing maybe $200 a month for one extra, which of your add-ons come in under
// that?", "tengo como 150 palos al mes para un adicional, ¿cuáles me alcanzan?", "每个月加购服务的预算就两百美金上下，
// 哪几个够得着？" → the add-ons whose listed monthly price is within it. The budget stays with the conversation
// (context.addonBudget), so "say we scrape together fifty more a month, does anything else open up?", "¿y si estiro a
// 200?", "要是预算翻一倍呢？" are read against it. The reply never repeats the budget as a figure of ours: it is theirs.

const MONTH = String.raw`(?:a month|per month|monthly|each month|every month|a mo|\/mo|\/month|al mes|por mes|mensual(?:es)?|cada mes|mot thang|moi thang|hang thang|\/thang|thang)`;
const MONEY = String.raw`\$?\s?(\d{2,5})(?:\.\d{2})?\s?(?:dollars?|bucks|usd|dolares|palos|lucas|pesos|do(?: la)?)?`;
const AMOUNT_NEAR_MONTH = new RegExp(String.raw`${MONEY}\s?(?:\w+ ){0,4}?${MONTH}\b|${MONTH} (?:\w+ ){0,5}?${MONEY}`);
const ZH_AMOUNT = /(?:每个?月|一个月|每月|月)[^，。？?]{0,16}?(\d{2,5})\s?(?:美金|美元|块|刀|元|dollars?)?|(\d{2,5})\s?(?:美金|美元|块|刀)[^，。？?]{0,8}?(?:每个?月|一个月|每月|一月)/u;
// Which add-ons the amount reaches ("which come in under that", "cuáles me alcanzan", "cái nào vừa túi", "哪几个够得着").
const WHICH_FIT = new RegExp(
  [
    String.raw`\b(?:which|what)\b.{0,40}\b(?:under|within|below|fit|fits|come in|comes in|covers?|afford|stay under|get for|buy|swing)\b`,
    String.raw`\b(?:anything|something|what) (?:\w+ ){0,3}(?:under|within|below|for that|for that much)\b`,
    String.raw`\b(?:cual(?:es)?|que)\b.{0,40}\b(?:alcanza\w*|me entra\w*|entran|cabe\w*|me da|caben|dentro|por debajo|menos de|alcanz\w*)\b`,
    String.raw`\b(?:cai|goi|dich vu|mon) nao\b.{0,30}\b(?:vua|du|trong tam|duoi|khong qua|lot)\b|\b(?:vua|du|trong tam|duoi|khong qua)\b.{0,30}\b(?:cai|goi|dich vu|mon) nao\b`,
    // "…dư khoảng 150 đô cho dịch vụ thêm, chọn được cái chi?", "…预算大概150美元，能选啥？": what can be picked with it.
    String.raw`\b(?:chon|lay|xai|mua|them)\b (?:duoc )?(?:cai|goi|dich vu|mon) (?:nao|gi|chi)\b`,
    "(?:能|可以)(?:选|挑|买|加|用)(?:啥|什么|哪些|哪个|哪几个)",
    "哪(?:几|些|个).{0,8}(?:够得着|够|买得起|用得起|加得起|负担得起|在(?:这个)?预算|以内|之内|放得下|装得下|塞得下)|(?:够得着|够用|以内|之内|负担得起).{0,8}哪(?:几|些|个)",
    // "仲有冇其他加购一个月低过150美金？" (Cantonese "lower than"), "有没有…低于150的": any add-on under the amount.
    "(?:有冇|有没有|有無|还有|仲有).{0,12}(?:低过|低于|少过|少于|平过|便宜过|不到|以下|以内)",
  ].join("|"),
  "u",
);
const ADDON_WORD = /\b(?:add ?-?ons?|extras?|extra|complementos?|adicional(?:es)?|servicios? (?:adicionales|extra)|dich vu (?:bo sung|them)|goi (?:bo sung|them)|mon (?:them|bo sung))\b|加购|附加|增值/u;
const BUDGET_WORD = /\b(?:budget|presupuesto|ngan sach|swing|spend|afford|gastar|tengo|tenemos|have|got)\b|预算|只有|就/u;

// The budget raised or lowered, after one was given: "fifty more", "another $50", "si estiro a 200", "翻一倍", "thêm 50".
const MORE = /\b(?:(\d{2,5}) (?:more|extra)|another \$?\s?(\d{2,5})|(\d{2,5}) (?:mas|adicionales)|otros (\d{2,5})|them (\d{2,5}))\b|(?:再|多)(?:加|出|拿)?(\d{2,5})/u;
const UP_TO = /\b(?:(?:up|raise it|go|stretch(?: it)?|bump(?: it)?|push(?: it)?) to \$?\s?(\d{2,5})|(?:estir\w*|sub\w*|llego|llegamos|lleg\w*) (?:a|hasta) \$?\s?(\d{2,5})|(?:len|toi|tang len) (\d{2,5}))\b|(?:提到|加到|涨到|升到|到)(\d{2,5})/u;
const DOUBLE = /\b(?:double(?:d)?(?: it| that| the budget)?|twice (?:that|as much)|el doble|doblo|doblamos|duplic\w*|gap doi|nhan doi)\b|翻(?:一|个)?倍|加倍|两倍/u;
// "the budget I gave you", "ese presupuesto que le dije", "ngân sách chị nói lúc nãy", "我刚才说的那个预算".
const SAME_BUDGET = /\b(?:(?:the|that|my) budget (?:i|we) (?:said|gave|told|mentioned)|(?:that|my|the same) budget|(?:ese|el|mi|mismo) presupuesto|ngan sach (?:do|ay|luc nay|(?:chi|anh|em|toi|minh) (?:noi|dua)))\b|(?:刚才|之前|前面)(?:说|讲|提)的(?:那个)?预算|那个预算/u;
const ELSE_ASKED = /\b(?:else|more|open up|opens up|other|que mas|mas|otro|otra|nua|khac)\b|还能|还有|别的|其他|多加/u;

/** Monthly prices of the add-ons that have one ("$149/month", "$1,500 setup + $197/month"); hourly rates have none. */
export function monthlyPrice(price: string): number | null {
  const m = /\$([\d,]+)(?:\.\d{2})?\s?\/\s?month/.exec(price);
  return m ? Number((m[1] ?? "").replace(/,/g, "")) : null;
}

function amountSaid(text: string, message: string): number | null {
  const latin = AMOUNT_NEAR_MONTH.exec(text);
  const raw = latin ? (latin[1] ?? latin[2]) : undefined;
  const zh = raw === undefined ? ZH_AMOUNT.exec(numbersAsDigits(message)) : null;
  const n = Number(raw ?? zh?.[1] ?? zh?.[2] ?? NaN);
  return Number.isFinite(n) && n >= 20 && n <= 20000 ? n : null;
}

/** The monthly add-on budget the message sets, given the one before (null when it sets none). */
export function addonBudgetSaid(message: string, before: number | null): number | null {
  const text = numbersAsDigits(foldForRules(message));
  if (before !== null && ELSE_ASKED.test(text)) {
    const more = MORE.exec(text);
    const added = more ? Number(more.slice(1).find((g) => g !== undefined) ?? NaN) : NaN;
    if (Number.isFinite(added)) return before + added;
    const upTo = UP_TO.exec(text);
    const to = upTo ? Number(upTo.slice(1).find((g) => g !== undefined) ?? NaN) : NaN;
    if (Number.isFinite(to) && to > 0) return to;
    if (DOUBLE.test(text)) return before * 2;
  }
  if (!WHICH_FIT.test(text) || !(ADDON_WORD.test(text) || BUDGET_WORD.test(text))) return null;
  // "在我刚才说的那个预算里…还有哪个放得下？", "within the budget I gave you": the amount told before, in an earlier message.
  return amountSaid(text, message) ?? (before !== null && SAME_BUDGET.test(text) ? before : null);
}

// "附加服务我一个月最多花200美元，有没有能帮我接电话的？", "I can spend $200 a month on add-ons at most": a cap told beside
// another question; it is kept for a later "which fit in that budget?", not answered now.
const CAP = /\b(?:at most|max(?:imum)?|up to|no more than|tops|budget|presupuesto|maximo|como mucho|hasta|toi da|khong qua|ngan sach)\b|最多|顶多|预算|不超过/u;
export const addonBudgetTold = (message: string): number | null => {
  const text = numbersAsDigits(foldForRules(message));
  return CAP.test(text) && (ADDON_WORD.test(text) || BUDGET_WORD.test(text)) ? amountSaid(text, message) : null;
};

/** The add-ons within a monthly budget, cheapest first; the cheapest of all when none is. */
export function withinBudget(budget: number, facts: SiteFacts): Answer[] {
  const priced = facts.offerings.addOnServices
    .map((a) => ({ key: a.key, monthly: monthlyPrice(a.price) }))
    .filter((a): a is { key: typeof a.key; monthly: number } => a.monthly !== null)
    .sort((a, b) => a.monthly - b.monthly);
  const fitting = priced.filter((a) => a.monthly <= budget);
  const shown = fitting.length > 0 ? fitting : priced.slice(0, 1);
  return [{ t: "within-budget", fits: fitting.length }, ...shown.map((a): Answer => ({ t: "addon", key: a.key }))];
}

const LEAD: Record<Language, [string, string]> = {
  en: ["These add-ons fit within that monthly budget:", "None of our add-ons fits within that monthly budget. The lowest-priced one is:"],
  es: ["Estos complementos caben en ese presupuesto mensual:", "Ninguno de nuestros complementos cabe en ese presupuesto mensual. El de menor precio es:"],
  vi: ["Những dịch vụ bổ sung này nằm trong ngân sách hằng tháng đó:", "Không có dịch vụ bổ sung nào nằm trong ngân sách hằng tháng đó. Dịch vụ có giá thấp nhất là:"],
  zh: ["以下附加服务在这个每月预算以内：", "我们的附加服务都超出了这个每月预算。价格最低的是："],
};

/** The line said before the add-ons within a budget (or before the cheapest, when none is). */
export const budgetLead = (language: Language, fits: number): string => LEAD[language][fits > 0 ? 0 : 1];
