import { entry } from "./resolved.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";

// How soon the quote comes ("if I ask for a quote, how soon do I get the fixed price?", "si les pido cotización, ¿en
// cuánto tiempo me mandan el precio?", "xin báo giá thì bao lâu có?", "报价要多久才发给我？"): the FAQ's word that a fixed
// quote follows the consultation within a day, not how long a rollout takes. Rules run on folded text.

// ("how long before I see an actual number in writing", "a price in writing": the quote by its form.)
// "¿me mandan el precio después de la consulta?", "mấy hôm bên em mới gửi giá cho chị?": the price sent to them is the quote.
export const QUOTE = /\b(?:(?:mandan|envian|mandaran|enviaran|pasan|mandar(?:me|nos)|enviar(?:me|nos)|pasar(?:me|nos)|send|sends|email|e-mail|gui|gui lai|bao)\s+(?:me |nos |us |you |cho (?:chi|anh|em|toi|minh|co|chu|bac) )?(?:el |la |the |a |our |my |your )?(?:precio|price|pricing|number|cotizacion|gia)(?: (?:cho|to|a) (?:chi|anh|em|toi|minh|me|us|mi|nosotros))?\b|(?:a |an |the )?(?:actual |real |firm )?(?:number|price|figure|cost) (?:in writing|on paper)|quotes?|quoted|quotation|estimate|proposal|fixed price|cotiza\w*|presupuesto|propuesta|precio fijo|bao gia|gia co dinh)\b|报价|报价单|估价|固定价格|報價/;
const HOW_SOON = /\b(?:how (?:soon|fast|quick\w*|long)|when (?:do|will|would|can|could) (?:i|we) (?:get|receive|have|see|hear)|within how|en cuanto tiempo|cuanto (?:se )?(?:tardan?|demoran?)|cuant[oa]s (?:horas|dias) (?:se )?(?:tardan|demoran)|cuando (?:me|nos) (?:mandan|envian|llega|dan)|que tan rapido|(?:en|dentro de) cuant[oa]s (?:horas|dias|minutos)|in how many (?:hours|days)|within how many (?:hours|days)|how many (?:hours|days) (?:until|before|till|to get|for)|(?:trong|sau) (?:bao nhieu|may) (?:gio|tieng|ngay)|bao lau|khi nao|may (?:hom|ngay|gio)|bao gio)\b|多久|多长时间|多快|几个小时|几天内?|什么时候|幾耐|几时/;

const DELAY_SAID = /\b(?:within|in|under|en|dentro de|en menos de|trong vong|trong|sau)\s+(?:\d+|a|an|one|un|una|mot)\s+(?:hours?|days?|horas?|dias?|gio|tieng|ngay)\b|\d+\s*(?:小时|天)(?:内|之内|以内)/;

/** The FAQ's answer with the quote's delay when that is what the part asks, or null. */
export function quoteTime(part: string): Resolved | null {
  const text = foldForRules(part);
  // "báo giá bên em gửi trong vòng 24 giờ, đúng hông?", "the quote comes within a day, right?": a delay read back.
  return QUOTE.test(text) && (HOW_SOON.test(text) || DELAY_SAID.test(text)) ? entry("why-no-prices") : null;
}
