import type { Answer } from "./knowledge/answer-types.ts";
import type { Language, SiteFacts } from "./types.ts";

// Gaps the knowledge renderers word only generally ("our site doesn't say that"), named here so the visitor reads
// which fact is missing: paying the fees in instalments (an unknown about money terms, marked by unstated-asks.ts).
export const INSTALMENTS = "instalments";

const IN_INSTALMENTS: Record<Language, (f: SiteFacts) => string> = {
  en: (f) => `Our site doesn't say whether the fees can be paid in instalments, so I won't guess. Our team can answer that: ${f.email} or ${f.phone}.`,
  es: (f) => `Nuestro sitio no dice si las tarifas se pueden pagar a plazos, así que no quiero adivinar. Nuestro equipo puede responderle: ${f.email} o ${f.phone}.`,
  vi: (f) => `Trang của chúng tôi không nói về việc trả góp các khoản phí nên tôi không muốn đoán. Đội ngũ có thể trả lời bạn: ${f.email} hoặc ${f.phone}.`,
  zh: (f) => `我们的网站没有提到费用能否分期支付，我不想乱猜。我们的团队可以回答您：${f.email} 或 ${f.phone}。`,
};

/** The gap named in the visitor's language, or null when the knowledge renderer's own wording names it. */
export function namedGap(answer: Extract<Answer, { t: "unknown" }>, language: Language, f: SiteFacts): string | null {
  return answer.about === "money-terms" && answer.name === INSTALMENTS ? IN_INSTALMENTS[language](f) : null;
}
