import { SETUP_CHOICES, TECHNOLOGIES } from "#common/content/solutions-facts.ts";
import { solutionsTranslations } from "#common/i18n/solutions.translations.ts";
import type { Language } from "../types.ts";
import { contentText } from "./content-text.ts";
import { faqEntry } from "./faq-ids.ts";

// Facts of the Solutions page beyond the offerings catalogue: the FAQ, the self-setup option and the technology strip.

export const technologies: readonly string[] = TECHNOLOGIES;

/** The FAQ answer in `language`; an entry the site no longer has answers nothing rather than something stale. */
export function faq(id: string, language: Language): string {
  const entry = faqEntry(id);
  return entry ? contentText(language).faq(id, entry.answer) : "";
}

const SELF_SETUP_POINTS: Record<Exclude<Language, "en">, string> = {
  es: "Cuenta con guías paso a paso para cada plataforma y nuestro equipo revisa sus conexiones antes de salir en vivo.",
  vi: "Bạn có hướng dẫn từng bước cho mỗi nền tảng và đội ngũ của chúng tôi kiểm tra các kết nối trước khi vận hành.",
  zh: "每个平台都有分步指南，上线前我们的团队会检查您的连接。",
};

export function selfSetupPoints(language: Language): string {
  const choice = SETUP_CHOICES.find((c) => c.key === "self-setup");
  if (!choice) return "";
  if (language === "en") return `${choice.points.filter((p) => !/setup fee/i.test(p)).slice(0, 2).join(". ")}.`;
  return SELF_SETUP_POINTS[language];
}

// "How Clients Choose" ends with the line that most clients mix both options: the page's own words where it is
// translated (Spanish), ours in Vietnamese and Chinese.
const CHOOSE_LEAD: Record<"vi" | "zh", string> = {
  vi: "Mỗi kết nối nền tảng có thể do chúng tôi làm hoặc bạn tự làm; phần lớn khách hàng kết hợp cả hai.",
  zh: "每个平台的连接都可以由我们代为完成，也可以由您自行完成；大多数客户两者结合使用。",
};

/** The closing line of "How Clients Choose" in `language` (not English, whose passages already end with it). */
export function setupChoiceLead(language: Exclude<Language, "en">): string {
  return language === "es" ? (solutionsTranslations.es?.choose.lead ?? "") : CHOOSE_LEAD[language];
}
