import { contentText } from "./knowledge/content-text.ts";
import { heldGroups } from "./knowledge/passages.ts";
import { entry } from "./resolved.ts";
import type { Resolved } from "./resolved.ts";
import { ASKS_IF_TRUE } from "./heard.ts";
import { FIGURE_SOURCE, RECOMMEND } from "./question-patterns.ts";
import { foldForRules } from "./text.ts";
import type { Language, SiteFacts } from "./types.ts";

// One of the site's result figures asked for by its own words, wherever the visitor saw it: "what's that lead capture
// number, the percent?", "¿cuánto aumenta la captura de prospectos según ustedes?", "¿cuánto dicen en la página que
// sube…?", "y la retención de clientes cuánto sube", "giữ chân khách hàng tăng bao nhiêu?", "客户留存提升多少？". Asked of a figure, "how much" is no price and
// "number" no phone number ("¿de cuánto es el aumento…?" asks it by its noun): the results answer gives the three figures as the site states them.

// A figure asked or claimed: the number, the percent, how much it rises.
const FIGURE =
  /\b(?:numbers?|figures?|percent\w*|stats?|statistics?|boost|increase|(?:how much|by how much) (?:does|did|do|is|will|has|have) (?:\w+ ){0,3}?(?:go(?:ne)? up|rise|risen|grow|grown|improve|increase|jump)|how much more|(?:cuanto|cuanta|cuantos|cuantas) mas|porcentaje|por ciento|(?:de )?cuanto (?:es|fue|seria) (?:el|la) (?:aumento|incremento|subida|mejora|crecimiento)|numer(?:o|ito)s?|cifras?|(?:cuanto|cuanta|en cuanto)(?: \w+){0,6}? (?:sube|suben|aumenta|aumentan|mejora|mejoran|crece|crecen|se (?:sube|aumenta|mejora))|(?:sube|aumenta|mejora|crece)n? (?:cuanto|en cuanto)|phan tram|con so|tang (?:bao nhieu|may)|bao nhieu phan tram)\b|%|百分|提升(?:了)?多少|提高(?:了)?多少|增加(?:了)?多少|多少(?:的)?(?:提升|提高|增长)|数字/;
// A price, a phone number or hours asked: not a figure of the results.
const NOT_A_FIGURE = /\b(?:cost\w*|price\w*|pricing|fees?|charge\w*|precios?|cuesta\w*|cobran|tarifas?|gia|phi|phone|telefono|call|llamar|dien thoai|hours? (?:open|of operation)|horario|packages?|plans?|tiers?|paquetes?|planes|goi|foundation|growth|enterprise)\b|价格|费用|多少钱|收费|电话|套餐/;
/** Words of the figure's own label the question must hold (besides the words asking for a number). */
const MIN_LABEL_WORDS = 2;

// "¿qué son el 300% y el 40%?", "mấy con số 300% với 40% là gì?": two of the figures named by their own values are
// the figures asked for, whatever words name them (their labels are what the answer gives).
const TWO_FIGURES = 2;
const valuesNamed = (text: string, facts: SiteFacts): number =>
  facts.offerings.stats.filter((s) => new RegExp(String.raw`(?<![\d.,])${s.prefix.replace(/[$]/g, "\\$")}${s.value}\s*${s.suffix.replace(/[+]/g, "\\+")}`).test(text)).length;

// "你们说能多抓多少客户？", "潜在客户能多抓多少？", "how many (or much) more leads do you say it catches?", "¿cuántos prospectos más dicen que capta?", "bên em
// nói bắt thêm được bao nhiêu khách?": the gain in leads captured, asked as a count, is the lead-capture figure.
const MORE_LEADS = /\bhow (?:many|much) more (?:leads|clients|customers|buyers|prospects)\b|\b(?:cuantos|cuantas) (?:prospectos|clientes|leads|interesados|compradores) mas\b|\b(?:bat|lay|kiem|thu) them (?:duoc )?bao nhieu (?:khach|lead)\b|\bthem (?:duoc )?bao nhieu (?:khach|lead)\b|多(?:抓|拿|获得|获取|带来|接到|捕获|抓到)(?:了)?多少(?:个)?(?:客户|线索|潜在客户|买家)|(?:客户|线索|买家)(?:能|可以|会)?多(?:抓|拿|获得|获取|带来|接到|捕获|抓到)(?:了)?(?:几|多少)(?!钱)/;

// "他们说每周能省10个小时，你们说能省多少？", "how many hours a week does it save?", "¿cuántas horas se ahorran?", "tiết kiệm được
// bao nhiêu giờ?": the time saved asked as an amount is the hours-saved figure (money saved is a price, not this).
const HOURS_SAVED = /\bhow (?:many|much) (?:hours|time)\b.{0,30}\bsav\w*|\bsav\w* (?:me |us |you )?how (?:many|much) (?:hours|time)\b|\bcuantas horas\b.{0,30}\bahorr\w*|\bahorr\w*\b.{0,20}\bcuantas horas\b|\btiet kiem (?:duoc )?(?:bao nhieu|may) (?:gio|thoi gian|tieng)\b|(?:省|节省)(?:下)?(?:多少|几个?)(?:小时|时间|钟头)|^(?=.*(?:小时|钟头))(?!.*钱).*省多少/;

// "每周还能省20个小时？真的假的？", "¿de verdad se ahorran 20 horas por semana?": one figure's own value with its label's
// words, asked if it is true or echoed with no one's own work as its subject, is that figure (the answer gives it as
// the site states it); "my agents work 20 hours a week" is their own.
const DOUBTED = new RegExp(ASKS_IF_TRUE.source + String.raw`|\b(?:de verdad|en serio|neta|thiet (?:hong|khong|ko)|that (?:hong|khong|ko))\b|真的假的|真的吗|是真的`);
const OWN_SUBJECT = /\b(?:i|we|my|our|us|me|yo|nosotros|mis?|nuestr[oa]s?|tui|toi|anh|chi|em|chung toi|tu?i em)\b|我|咱/;
const oneFigureDoubted = (part: string, text: string, facts: SiteFacts): boolean =>
  (DOUBTED.test(text) || !OWN_SUBJECT.test(text)) &&
  facts.offerings.stats.some(
    (s) => new RegExp(String.raw`(?<![\d.,])${s.prefix.replace(/[$]/g, "\\$")}${s.value}(?!\d)`).test(part) && heldGroups(part, `${s.label} ${(["es", "vi", "zh"] as const).map((l) => contentText(l).stat(s)).join(" ")}`).length >= MIN_LABEL_WORDS,
  );

/** The results answer, when the folded part asks for one of the site's figures by its label; else null. */
export function statAsked(part: string, facts: SiteFacts, language: Language): Resolved | null {
  const text = foldForRules(part);
  if (HOURS_SAVED.test(text) && !NOT_A_FIGURE.test(text)) return entry("results");
  if (MORE_LEADS.test(text) && !NOT_A_FIGURE.test(text) && !/\b(?:tien|ton|cost\w*|cuesta\w*)\b|钱/.test(text)) return entry("results");
  if (valuesNamed(part, facts) >= TWO_FIGURES && !NOT_A_FIGURE.test(text) && !FIGURE_SOURCE.test(text)) return entry("results");
  if (oneFigureDoubted(part, text, facts) && !NOT_A_FIGURE.test(text) && !FIGURE_SOURCE.test(text)) return entry("results");
  // "Where does the 300% come from?" asks its source (question-patterns.ts), which the site does not give. "…高管数据看板，
  // 还要每个线索来源都有自己的AI，推荐哪个？" asks which package, whatever figures' words the wishes hold.
  if (NOT_A_FIGURE.test(text) || FIGURE_SOURCE.test(text) || RECOMMEND.test(text)) return null;
  const labels = facts.offerings.stats.map((s) => `${s.label} ${language === "en" ? "" : contentText(language).stat(s)}`);
  const named = labels.some((label) => heldGroups(part, label).length >= MIN_LABEL_WORDS);
  // "uh huh. and the client retention one?", "¿y el de retención de clientes?": a figure pointed at by its label alone.
  const pointed = text.split(/\s+/).length <= 7 && /\b(?:one|that one|y el|y la|con cai|cai)\b|那个呢|呢[？?]?$/.test(text);
  return named && (FIGURE.test(text) || pointed) ? entry("results") : null;
}
