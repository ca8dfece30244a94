import { homeActivityEn } from "#common/i18n/home-activity.ts";
import { homeTranslations } from "#common/i18n/home.translations.ts";
import type { Language } from "../types.ts";
import type { Passage } from "./passage-sources.ts";

// The home page's own words a visitor asks about ("the 300 % on your home page", "the live card's avg reply"): the
// hero's activity card, in every language the home page is translated into, and the words naming the home page that
// its figures are found by, so "300% of what, on your homepage?" reaches them as the site says them.

const LANGUAGES: readonly Language[] = ["en", "es", "vi", "zh"];

/** Words a visitor names the home page (and its hero card) by, in the four languages. */
export const HOME_PAGE_NAMES: readonly string[] = [
  "home page homepage front page landing page main page top of the site",
  "página principal página de inicio portada inicio",
  "trang chủ trang đầu",
  "首页 主页 首頁 主頁 网站首页",
];
const CARD_NAMES: readonly string[] = ["live card activity card hero card dashboard card", "tarjeta en vivo tarjeta", "thẻ ô bảng trực tiếp", "卡片 实时 面板"];

type Card = typeof homeActivityEn;
const cardIn = (language: Language): Card | undefined => (language === "en" ? homeActivityEn : homeTranslations[language]?.activity);

// An abbreviation's dot ("Avg. reply") is not the end of a sentence: the card's words are quoted without it.
const unabbreviated = (label: string): string => label.replace(/(\p{L})\.\s+/gu, "$1 ");

function byLanguage(make: (card: Card) => string): Partial<Record<Language, string>> {
  const out: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const card = cardIn(language);
    if (card) out[language] = make(card);
  }
  return out;
}

/** The hero card's figures (one sentence: "this week's leads and showings" is answered by both) and its feed. */
export function homePassages(): Passage[] {
  const questions = [...HOME_PAGE_NAMES, ...CARD_NAMES];
  return [
    {
      id: "page:hero:figures",
      kind: "page",
      title: "The live card on our home page",
      url: "/",
      text: byLanguage((card) => `${card.agent}, ${card.desk}: ${card.figures.map((f) => `${unabbreviated(f.label)} ${f.value}`).join("; ")}.`),
      questions,
    },
    {
      id: "page:hero:feed",
      kind: "page",
      title: "The live card on our home page",
      url: "/",
      text: byLanguage((card) => card.feed.map((f) => `${f.title}: ${f.detail}.`).join("\n")),
      questions,
    },
  ];
}
