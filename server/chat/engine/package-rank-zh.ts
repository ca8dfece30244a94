// A package pointed at by its place in the line-up or by an edition name, not by its own name: "中间那个套餐" (the
// middle one), "最便宜的套餐和中间那个比" (the cheapest against the middle one), "企业版" (the enterprise edition). The
// site lists three packages, Foundation, Growth and Enterprise, from the smallest to the largest, so the middle one is
// Growth wherever a package is being talked about. The cheapest or the largest alone keeps its own rules (fit.ts's entry
// level, followups.ts's biggest bundle); beside another package named it is that package, compared.

const PACKAGE_WORD = /套餐|方案|配套|plan|package/i;
const MIDDLE = /中间(?:的|那个|那一个|那档|那一档|那款|这个|那种)?(?:套餐|方案|档)?/g;
const EDITIONS: [RegExp, string][] = [
  [/企业版|企业级(?:套餐|方案)|大公司(?:的|那个|那一个|用的)?(?:套餐|方案)/g, "Enterprise套餐"],
  [/成长版/g, "Growth套餐"],
  [/(?:基础版|入门版)(?:套餐|方案)?/g, "Foundation套餐"],
];
const CHEAPEST = /(?:最便宜|最小|最基础|最低)(?:的)?(?:那个|那一个|那档|那款)?(?:套餐|方案)?/g;
const LARGEST = /(?:最贵|最大|最高|最全)(?:的)?(?:那个|那一个|那档|那款)?(?:套餐|方案)?/g;

/** `text` (simplified Mandarin) with packages named by rank or edition given their names. */
export function namedPackagesZh(text: string): string {
  let named = text;
  for (const [pattern, name] of EDITIONS) named = named.replace(pattern, name);
  if (!PACKAGE_WORD.test(named) || !named.includes("中间")) return named;
  named = named.replace(MIDDLE, "Growth套餐");
  // With the middle one named, the other rank said beside it is the package at that end.
  return named.replace(CHEAPEST, "Foundation套餐").replace(LARGEST, "Enterprise套餐");
}
