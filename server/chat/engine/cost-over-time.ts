import type { ConversationContext } from "./context.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { describedAddon } from "./addon-fit.ts";
import { TWO_LOOSELY } from "./count-patterns.ts";
import { findMentions } from "./mentions.ts";
import { foldForRules } from "./text.ts";
import type { Language, SiteFacts } from "./types.ts";

// "so first year all in for the email one, setup n all", "el de WhatsApp por un año entero, ¿cuánto es?", "cai social
// scheduler tinh phi cai dat voi 6 thang dau", "24小时客服那个，第一年一共多少钱？", "difference over a year between the
// social posting one and email commander", "Pro Bundle加上Email Commander第一年": what published prices come to over a
// span of months. The sum is plain arithmetic of the site's own figures, written out so the visitor (and the price
// guard, price-guard.ts) sees every part: "$1,500 setup + 12 × $197/month = $3,864". A package's price is never part of
// it: packages are quoted in a consultation, and the rules answer that as they always do.

type Cost = Extract<Answer, { t: "cost" }>;

const NUMBER: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  un: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12,
  mot: 1, hai: 2, ba: 3, bon: 4, nam: 5, sau: 6, bay: 7, tam: 8, chin: 9, muoi: 10,
};
const ZH_NUMBER: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10, 十一: 11, 十二: 12 };
const MONTHS = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|uno?|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|mot|hai|ba|bon|nam|sau|bay|tam|chin|muoi)\s+(?:months?|mos|meses|thang)\b|([一二两三四五六七八九十\d]{1,3})个月/;
// A year, however said ("first year", "un año entero", "nguyên năm", "一整年"); the first year holds the setup.
const A_YEAR = /\b(?:a|one|1|whole|full|entire|per|for a|over a|first)\s+(?:year|yr)\b|\byear (?:straight|round)\b|\b(?:un|primer|el primer|todo el|por un|al)\s+ano\b|\bano (?:entero|completo)\b|\b(?:nam dau|nguyen nam|mot nam|1 nam|ca nam|tron nam)\b|第一年|一年|一整年|全年|整年/;
const FIRST_YEAR = /\bfirst (?:year|yr)\b|\bprimer ano\b|\bnam dau\b|第一年/;
// What the visitor asks it to come to.
const COMES_TO = /\bwhat(?:s| is) (?:a |the )?(?:full |whole |first )?(?:year|\d+ months?) of\b|\bwhat(?:s| is)\b[^?]{0,40}\bfirst (?:year|yr)\b|\b(?:setup|set up) (?:n|and|&) all\b|\b(?:how much|what(?:s| is| does| would)?(?: (?:that|it|all that))? (?:come to|add up|run|cost|total)|come to|add(?:s|ed)? up|all in|total|cuanto|cuesta|sale|suma|en total|bao nhieu|nhieu|het bao|tong cong|tong)\b|多少|一共|总共|合计|加埋/;
const WITH_SETUP = /\b(?:setup|set-up|set up|install\w*|instalacion|cai dat|all in|todo incluido|tinh luon|tinh ca)\b|安装费|连安装|加埋算/;
const MONTHLY_ONLY = /\b(?:just|only) the monthly\b|\bmonthly part\b|\bsolo (?:la |lo )?mensual\w*\b|\bchi (?:tinh )?(?:phi )?hang thang\b|只算月费|光算月费/;
// "月费一年下来差几多" asks the monthly fees alone; "安装费加一年月费" both.
const monthlyOnly = (text: string): boolean => MONTHLY_ONLY.test(text) || (/月费/.test(text) && !/安装/.test(text));
const DIFFERENCE = /\b(?:difference|how much more|more than|cheaper than|save|saves|saving|diferencia|cuanto mas|me ahorro|ahorro|chenh|hon bao nhieu)\b|差几多|差多少|差价|省多少|贵多少/;
// "¿y si en vez de ese cojo el de correos, cuánto me ahorro?": the one being talked about, set against the other.
const INSTEAD = /\b(?:instead of (?:that|this|it)(?: one)?|rather than (?:that|this) one|en vez de (?:ese|esa|eso)|en lugar de (?:ese|esa|eso)|thay vi cai (?:do|nay))\b|换成|改成|不要那个/;
const PICKED_ONE = /\b(?:one|ones|el de|la de|los de|el del|cai|mon)\b|那个|的那|这个/;
// A fee for leaving is no price of ours over time ("the early termination fee if we leave after half a year").
const LEAVING = /\b(?:terminat\w*|cancel\w*|penalt\w*|leave|quit|salir\w*|cancelar|huy|cham dut)\b|取消|违约|解约/;
// Only a price by the month adds up over months (Custom Integrations is priced by the hour or packaged).
const MONTHLY_PRICE = /\/\s*(?:month|mo)\b/;

function monthsSaid(text: string): number | null {
  const m = MONTHS.exec(text);
  if (m) {
    const said = m[1] ?? m[2] ?? "";
    const n = /^\d+$/.test(said) ? Number(said) : (NUMBER[said] ?? ZH_NUMBER[said]);
    // ("nhiêu một tháng", "多少钱一个月": one month is the monthly price itself, asked as it always is.)
    return n !== undefined && n >= 2 && n <= 36 ? n : null;
  }
  return A_YEAR.test(text) ? 12 : null;
}

/** The add-ons and bundles summed over a span of months, when such a total is asked of published prices; null else. */
export function costOverTime(message: string, base: ConversationContext, facts: SiteFacts): Cost | null {
  const text = foldForRules(message);
  const months = monthsSaid(text);
  if (months === null || LEAVING.test(text) || !(COMES_TO.test(text) || DIFFERENCE.test(text) || MONTHLY_ONLY.test(text))) return null;
  const said = findMentions(message);
  const named = said.addons ?? (said.addon ? [said.addon] : []);
  // (An add-on told by what it does only when picked as one: "the email one", "el de WhatsApp", "cái nhắn tin".)
  const described = (named.length === 0 || (named.length === 1 && TWO_LOOSELY.test(text))) && PICKED_ONE.test(text) ? describedAddon(text, facts, named[0]) : null;
  // (One named beside "the two" adds the one being talked about; "刚才那个Email Commander" points at the one it names.)
  const spoken = base.topic?.kind === "addon" && (named.length + (described ? 1 : 0) < 2) && ((named.length === 0 && !described) || TWO_LOOSELY.test(text) || INSTEAD.test(text)) && !named.includes(base.topic.key) ? base.topic.key : null;
  const keys = [...new Set([...(spoken ? [spoken] : []), ...named, ...(described ? [described] : [])])].filter((k) => facts.offerings.addOnServices.some((a) => a.key === k && MONTHLY_PRICE.test(a.price))).slice(0, 4);
  const bundles = said.bundle && facts.offerings.bundles.some((b) => b.key === said.bundle) ? [said.bundle] : [];
  if (keys.length === 0) return null;
  const setup = !monthlyOnly(text) && (WITH_SETUP.test(text) || FIRST_YEAR.test(text));
  return { t: "cost", keys, bundles, months, setup, diff: keys.length === 2 && bundles.length === 0 && (DIFFERENCE.test(text) || INSTEAD.test(text)) };
}

const dollars = (n: number): string => `$${n.toLocaleString("en-US")}`;
const figure = (price: string): number | null => {
  const m = /\$([\d,]+)/.exec(price);
  return m ? Number((m[1] ?? "").replace(/,/g, "")) : null;
};

const WORDS: Record<Language, { over: (n: number, setup: boolean) => string; setup: string; month: string; once: string; total: string; diff: string }> = {
  en: { over: (n, s) => `Over ${n} months${s ? ", setup included" : ""}:`, setup: "setup", month: "month", once: "one-time", total: "Total", diff: "Difference" },
  es: { over: (n, s) => `En ${n} meses${s ? ", con la instalación" : ""}:`, setup: "de instalación", month: "mes", once: "pago único", total: "Total", diff: "Diferencia" },
  vi: { over: (n, s) => `Trong ${n} tháng${s ? ", tính cả phí cài đặt" : ""}:`, setup: "phí cài đặt", month: "tháng", once: "trả một lần", total: "Tổng cộng", diff: "Chênh lệch" },
  zh: { over: (n, s) => `${n}个月${s ? "（含安装费）" : ""}：`, setup: "安装费", month: "月", once: "一次性", total: "合计", diff: "相差" },
};

/** The span's heading, a line per add-on and bundle with its arithmetic, then the total or the difference. */
export function costText(answer: Cost, language: Language, f: SiteFacts): string | null {
  const w = WORDS[language];
  const lines: string[] = [];
  const totals: number[] = [];
  for (const key of answer.keys) {
    const a = f.offerings.addOnServices.find((x) => x.key === key);
    const monthly = a ? figure(a.price) : null;
    if (!a || monthly === null) return null;
    const setup = answer.setup && a.setup ? figure(a.setup) : null;
    const total = (setup ?? 0) + answer.months * monthly;
    totals.push(total);
    lines.push(`• ${a.name}: ${setup !== null ? `${dollars(setup)} ${w.setup} + ` : ""}${answer.months} × ${dollars(monthly)}/${w.month} = ${dollars(total)}`);
  }
  for (const key of answer.bundles) {
    const b = f.offerings.bundles.find((x) => x.key === key);
    const price = b ? figure(b.price) : null;
    if (!b || price === null) return null;
    totals.push(price);
    lines.push(`• ${b.name}: ${dollars(price)} (${w.once})`);
  }
  const [first = 0, second = 0] = totals;
  const last = answer.diff ? `${w.diff}: ${dollars(Math.abs(first - second))}` : totals.length > 1 ? `${w.total}: ${dollars(totals.reduce((x, y) => x + y, 0))}` : null;
  return [w.over(answer.months, answer.setup), ...lines, ...(last ? [last] : [])].join("\n");
}
