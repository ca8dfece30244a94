import type { Locale } from "./locales.ts";

// The first-visit offer ("View this page in Spanish"), each in its own language: shown to a browser that prefers it,
// so every language has it. Loaded only when the offer is made (app/components/site/language-suggestion.tsx).

export const suggestionText: Record<Locale, { viewThisPage: string; dismiss: string }> = {
  en: { viewThisPage: "View this page in English", dismiss: "Dismiss" },
  es: { viewThisPage: "Ver esta página en español", dismiss: "Cerrar" },
  vi: { viewThisPage: "Xem trang này bằng tiếng Việt", dismiss: "Đóng" },
  zh: { viewThisPage: "以中文查看此页面", dismiss: "关闭" },
};
