import type { ChatSourceKind } from "#common/chat/chat-source.ts";
import type { Language, SiteFacts } from "../types.ts";
import { factGloss } from "./fact-gloss.ts";

// A passage of the site quoted as the answer, in the visitor's language. Where the site has the passage only in
// English (posts, the privacy page), the reply says so in the visitor's language and quotes the English sentence with
// its link: a fact is never translated by guesswork, only its dates, times, spans and counts by fixed tables
// (fact-gloss.ts), said after the quote.

export type PassageView = { kind: ChatSourceKind; title: string; url: string; sentences: readonly string[]; english: boolean; whole?: string; unit?: string };

const quote = (sentences: readonly string[]): string => `“${sentences.join(" ")}”`;

type Wording = {
  post(title: string, text: string, url: string): string;
  privacy(text: string, url: string): string;
  page(text: string, url: string): string;
  /** The passage exists only in English: said in the visitor's language, then quoted (its English title is not repeated). */
  englishOnly(quoted: string, url: string): string;
  /** The English quote's plain facts, said in the visitor's language. */
  gloss(facts: string): string;
};

const WORDING: Record<Language, Wording> = {
  en: {
    post: (title, text, url) => `From our article "${title}": ${text}\nRead it here: ${url}`,
    privacy: (text, url) => `Our privacy policy says: ${text}\nDetails: ${url}`,
    page: (text, url) => `${text}${url ? `\nMore on our site: ${url}` : ""}`,
    englishOnly: (quoted, url) => `${quoted}${url ? `\n${url}` : ""}`,
    gloss: (facts) => facts,
  },
  es: {
    post: (title, text, url) => `Según nuestro artículo «${title}»: ${text}\nLéalo aquí: ${url}`,
    privacy: (text, url) => `Nuestra política de privacidad dice: ${text}\nDetalles: ${url}`,
    page: (text, url) => `${text}${url ? `\nMás en nuestro sitio: ${url}` : ""}`,
    englishOnly: (quoted, url) => `Esto solo lo tenemos en inglés. Dice: ${quoted}${url ? `\nLo puede leer aquí: ${url}` : ""}`,
    gloss: (facts) => `En resumen: ${facts}.`,
  },
  vi: {
    post: (title, text, url) => `Theo bài viết «${title}» của chúng tôi: ${text}\nĐọc tại đây: ${url}`,
    privacy: (text, url) => `Chính sách quyền riêng tư của chúng tôi nêu: ${text}\nChi tiết: ${url}`,
    page: (text, url) => `${text}${url ? `\nXem thêm trên trang của chúng tôi: ${url}` : ""}`,
    englishOnly: (quoted, url) => `Nội dung này hiện chỉ có bằng tiếng Anh. Nguyên văn: ${quoted}${url ? `\nBạn có thể đọc tại: ${url}` : ""}`,
    gloss: (facts) => `Tóm tắt: ${facts}.`,
  },
  zh: {
    post: (title, text, url) => `根据我们的文章《${title}》：${text}\n阅读全文：${url}`,
    privacy: (text, url) => `我们的隐私政策写道：${text}\n详情：${url}`,
    page: (text, url) => `${text}${url ? `\n更多信息：${url}` : ""}`,
    englishOnly: (quoted, url) => `这部分内容目前只有英文版。原文是：${quoted}${url ? `\n阅读链接：${url}` : ""}`,
    gloss: (facts) => `要点：${facts}。`,
  },
};

export function renderPassage(language: Language, _f: SiteFacts, p: PassageView): string {
  const w = WORDING[language];
  if (p.english && language !== "en") {
    const facts = factGloss(p.sentences, language, p.whole, p.unit);
    const glossed = facts.length > 0 ? `${quote(p.sentences)}\n${w.gloss(facts.join(language === "zh" ? "；" : "; "))}` : quote(p.sentences);
    return w.englishOnly(glossed, p.url);
  }
  const text = p.sentences.join(" ");
  if (p.kind === "post") return w.post(p.title, text, p.url);
  if (p.kind === "privacy") return w.privacy(text, p.url);
  return w.page(text, p.url);
}
