import type { Answer } from "./knowledge/answer-types.ts";
import type { Language, SiteFacts } from "./types.ts";

// Gaps the knowledge renderers word only generally ("our site doesn't say that"), named here so the visitor reads
// which fact is missing: paying the fees in instalments (an unknown about money terms, marked by unstated-asks.ts).
export const INSTALMENTS = "instalments";
// Paying on another schedule than the monthly fees the site lists (quarterly, yearly).
export const PAY_SCHEDULE = "pay-schedule";

const IN_INSTALMENTS: Record<Language, (f: SiteFacts) => string> = {
  en: (f) => `Our site doesn't say whether the fees can be paid in instalments, so I won't guess. Our team can answer that: ${f.email} or ${f.phone}.`,
  es: (f) => `Nuestro sitio no dice si las tarifas se pueden pagar a plazos, así que no quiero adivinar. Nuestro equipo puede responderle: ${f.email} o ${f.phone}.`,
  vi: (f) => `Trang của chúng tôi không nói về việc trả góp các khoản phí nên tôi không muốn đoán. Đội ngũ có thể trả lời bạn: ${f.email} hoặc ${f.phone}.`,
  zh: (f) => `我们的网站没有提到费用能否分期支付，我不想乱猜。我们的团队可以回答您：${f.email} 或 ${f.phone}。`,
};

const ON_A_SCHEDULE: Record<Language, (f: SiteFacts) => string> = {
  en: (f) => `Our site lists monthly fees and doesn't say whether they can be paid quarterly or yearly instead, so I won't guess. Our team can answer that: ${f.email} or ${f.phone}.`,
  es: (f) => `Nuestro sitio indica tarifas mensuales y no dice si se pueden pagar por trimestre o por año, así que no quiero adivinar. Nuestro equipo puede responderle: ${f.email} o ${f.phone}.`,
  vi: (f) => `Trang của chúng tôi ghi phí theo tháng và không nói về việc trả theo quý hay theo năm nên tôi không muốn đoán. Đội ngũ có thể trả lời bạn: ${f.email} hoặc ${f.phone}.`,
  zh: (f) => `我们的网站列出的是月费，没有提到能否按季度或按年支付，我不想乱猜。我们的团队可以回答您：${f.email} 或 ${f.phone}。`,
};

// Our prices raised in a later year.
export const PRICE_RISE = "price-rise";

const PRICES_LATER: Record<Language, (f: SiteFacts) => string> = {
  en: (f) => `Our site lists today's prices and doesn't say whether they change in a later year, so I won't guess. Our team can answer that: ${f.email} or ${f.phone}.`,
  es: (f) => `Nuestro sitio indica los precios actuales y no dice si cambian en años siguientes, así que no quiero adivinar. Nuestro equipo puede responderle: ${f.email} o ${f.phone}.`,
  vi: (f) => `Trang của chúng tôi ghi giá hiện tại và không nói giá có thay đổi vào những năm sau hay không nên tôi không muốn đoán. Đội ngũ có thể trả lời bạn: ${f.email} hoặc ${f.phone}.`,
  zh: (f) => `我们的网站列出的是目前的价格，没有提到以后几年会不会调整，我不想乱猜。我们的团队可以回答您：${f.email} 或 ${f.phone}。`,
};

/** The gap named in the visitor's language, or null when the knowledge renderer's own wording names it. */
export function namedGap(answer: Extract<Answer, { t: "unknown" }>, language: Language, f: SiteFacts): string | null {
  if (answer.about !== "money-terms") return null;
  if (answer.name === INSTALMENTS) return IN_INSTALMENTS[language](f);
  if (answer.name === PRICE_RISE) return PRICES_LATER[language](f);
  return answer.name === PAY_SCHEDULE ? ON_A_SCHEDULE[language](f) : null;
}
