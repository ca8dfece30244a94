import { packages } from "#common/content/packages.ts";
import type { PackageKey } from "#common/content/packages.ts";
import { wordsOf } from "./asked-words.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { contentText } from "./knowledge/content-text.ts";
import { foldForRules } from "./text.ts";
import { LANGUAGES } from "./types.ts";

// "30 agents, we want executive dashboards: which package?", "equipo de 6, queremos el agendador de visitas": a feature
// the visitor names is listed first when their package is suggested, so the answer says the package has it. A feature
// is named by a word of its line (in any of the four languages) that no other feature line of any package holds, so
// "AI", "agents" or "dashboard" (Growth's and Enterprise's both) name none.

const HAN = /\p{Script=Han}/u;
// A Latin word without its plural, then its first six letters ("dashboards" → "dashbo", "agentes" → "agent"), a Chinese
// pair as it is.
const stem = (w: string): string => (HAN.test(w) ? w : w.replace(/(?<=\p{L}{4})(?:es|s)$/u, "").slice(0, 6));
// Words of the visitor's own setting, not of a feature: "our team", "mi equipo".
// "28 người" (28 people) says the size, not "người quản lý" (a manager).
const GENERIC = new Set(["your", "every", "whole", "para", "todo", "toda", "cada", "cua", "cho", "voi", "with", "and", "the", "team", "equipo", "nhom", "nguoi", "khach", "hang", "nhung", "团队", "整个"]);

type Line = { key: PackageKey; index: number; stems: Set<string> };

let lines: Line[] | null = null;
function featureLines(): Line[] {
  lines ??= packages.flatMap((p) =>
    p.features.map((_, index) => {
      const said = LANGUAGES.map((language) => foldForRules(contentText(language).pkg(p).features[index] ?? ""));
      const words = said.flatMap((line) => wordsOf(line)).filter((w) => !GENERIC.has(w) && (HAN.test(w) || w.length > 3));
      return { key: p.key, index, stems: new Set(words.map(stem)) };
    }),
  );
  return lines;
}

/** The indexes of `key`'s features the visitor named in `text` (folded), in the package's own order. */
export function namedFeatures(text: string, key: string): number[] {
  const all = featureLines();
  const said = [...new Set(wordsOf(text).map(stem))];
  // "exec" names "executive": a word of four letters or more said short matches the feature's word it begins.
  const heard = (s: string): boolean => said.some((w) => w === s || (!HAN.test(w) && w.length >= 4 && s.startsWith(w)));
  return all
    .filter((line) => line.key === key)
    .filter((line) => [...line.stems].some((s) => heard(s) && all.every((other) => other === line || !other.stems.has(s))))
    .map((line) => line.index);
}

/** A recommendation with the features of its package that `text` (folded) names, when it names any. */
export function withNamedFeatures(answer: Extract<Answer, { t: "recommend" }>, text: string): Answer {
  const features = namedFeatures(text, answer.key);
  return features.length > 0 ? { ...answer, features } : answer;
}
