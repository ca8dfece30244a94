// The public site's languages, as data (docs/decisions/048). Adding one: a line here and its dictionaries
// (common/i18n/*: TypeScript then asks for every one that must be complete, suggestion.ts included). English is the
// default and has no prefix; every other language lives under /<code>/.

export const LOCALES = {
  en: { htmlLang: "en", label: "English", intl: "en-US", ogLocale: "en_US" },
  es: { htmlLang: "es", label: "Español", intl: "es-US", ogLocale: "es_US" },
  vi: { htmlLang: "vi", label: "Tiếng Việt", intl: "vi-VN", ogLocale: "vi_VN" },
  zh: { htmlLang: "zh-Hans", label: "中文", intl: "zh-CN", ogLocale: "zh_CN" },
} as const satisfies Record<string, LocaleConfig>;

export interface LocaleConfig {
  /** <html lang> and hreflang. */
  htmlLang: string;
  /** The language's name in itself, for the switcher. */
  label: string;
  /** Dates and numbers (Intl). */
  intl: string;
  ogLocale: string;
}

export type Locale = keyof typeof LOCALES;
export const DEFAULT_LOCALE = "en" satisfies Locale;
export const LOCALE_CODES = Object.keys(LOCALES) as Locale[];
/** The languages that have a path prefix (all but the default). */
export const PREFIXED_LOCALES = LOCALE_CODES.filter((l) => l !== DEFAULT_LOCALE) as Exclude<Locale, "en">[];
export type TranslatedLocale = (typeof PREFIXED_LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && Object.hasOwn(LOCALES, value);
}

/** The locale a path names by its first segment ("/es/solutions" → es); English without a known prefix. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1] ?? "";
  return first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The path without its language prefix ("/es/solutions" → "/solutions", "/es" → "/"). */
export function unlocalizedPath(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname || "/";
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/** An English site path in `locale`: localizedPath("es", "/solutions") → "/es/solutions"; "/" → "/es/". */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === "/" ? `/${locale}/` : `/${locale}${clean}`;
}

/** The first of the browser's preferred languages that is ours (navigator.languages or an Accept-Language list). */
export function preferredLocale(preferences: readonly string[]): Locale | null {
  for (const tag of preferences) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLocale(base)) return base;
  }
  return null;
}
