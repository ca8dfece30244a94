import { packages } from "#common/content/packages.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { contentText } from "./knowledge/content-text.ts";
import type { Language } from "./types.ts";

// The words a verdict (yes-no.ts) is said with. A Chinese yes or no repeats the question's own verb (有还是没有 → 有 /
// 没有, 能不能 → 能 / 不能, 还用付钱吗 → 需要 / 不需要), as a person answers it; the other languages have one word each.

type Verdict = Extract<Answer, { t: "verdict" }>;
type Verb = NonNullable<Verdict["verb"]>;

const ZH: Record<Verb, [yes: string, no: string]> = { have: ["有", "没有"], can: ["能", "不能"], is: ["是的", "不是"], will: ["会", "不会"], need: ["需要", "不需要"] };
const WORD: Record<Exclude<Language, "zh">, [yes: string, no: string]> = { en: ["Yes", "No"], es: ["Sí", "No"], vi: ["Có", "Không"] };

/** "Yes." / "没有。": the verdict's word alone, closed as its language closes a sentence. */
export function verdictWord(language: Language, yes: boolean, verb: Verb = "is"): string {
  const [y, n] = language === "zh" ? ZH[verb] : WORD[language];
  return `${yes ? y : n}${language === "zh" ? "。" : "."}`;
}

/** The verdict as said: its word, then (for a package's feature) which package's list holds it. */
export function verdictText(answer: Verdict, language: Language): string {
  const word = verdictWord(language, answer.yes, answer.verb);
  const feature = answer.feature;
  if (!feature) return word;
  const owner = packages.find((p) => p.key === feature.owner);
  const asked = packages.find((p) => p.key === feature.asked);
  const line = owner && contentText(language).pkg(owner).features[feature.index];
  if (!owner || !asked || !line) return word;
  const [A, O] = [asked.name, owner.name];
  if (answer.yes) {
    switch (language) {
      case "en": return `${word} ${A} includes “${line}”.`;
      case "es": return `${word} ${A} incluye «${line}».`;
      case "vi": return `${word} Gói ${A} có “${line}”.`;
      case "zh": return `${word}${A}套餐包括“${line}”。`;
    }
  }
  switch (language) {
    case "en": return `${word} “${line}” is part of ${O}, not ${A}.`;
    case "es": return `${word} «${line}» es parte de ${O}, no de ${A}.`;
    case "vi": return `${word} “${line}” thuộc gói ${O}, gói ${A} không có.`;
    case "zh": return `${word}“${line}”属于${O}套餐，${A}套餐不包括。`;
  }
}

// An answer that opens with a yes or no of its own ("No. With the free self-setup…", "不需要。…", "Có. Gói Enterprise…")
// loses it after a verdict: the verdict already said it, and may say the other.
const OWN_WORD = /^(?:Yes|No|Sí|Có|Không|Dạ có|是的|不需要|不用|不会|没有|有)[.,。，!！]\s*/u;
export const withoutOwnWord = (text: string): string => text.replace(OWN_WORD, "");
