import { foldAccents } from "../text.ts";
import { POST_LINES } from "./glossary-posts.ts";
import { MORE_LINES } from "./glossary-words.ts";
import { ADVICE_LINES } from "./glossary-advice.ts";
import { SPANISH_POST_LINES } from "./glossary-spanish-posts.ts";
import { CORE_LINES } from "./glossary-lines.ts";
import { seseo, seseoMay } from "./seseo.ts";

// The glossary (its lines in glossary-lines.ts and the files beside it) read into one map: a visitor's word → the
// English words of the site that say the same.

function fold(word: string): string {
  return foldAccents(word.toLowerCase()).replace(/\s+/g, " ").trim();
}

const HAN = /^\p{Script=Han}+$/u;
const CLITIC = /(?<=[a-z]{3}[aei]r)(?:se)?(?:la|le|lo)s?$/;
/** Chinese glossary words can be up to four characters, cut by the segmenter into as many pieces. */
const HAN_PIECES = 4;

/** Foreign word or phrase (folded) → the English words of the site that say the same. */
const MAP = new Map<string, string[]>();
/** The Spanish column's words (folded), the domain's Spanish as the site spells it. */
const SPANISH = new Set<string>();
let longest = 1;
// A line opening with "//" inside a list is a note on the lines after it, not a line of words.
for (const line of [...CORE_LINES.trim().split("\n"), ...POST_LINES, ...MORE_LINES, ...ADVICE_LINES, ...SPANISH_POST_LINES]) {
  if (line.trimStart().startsWith("//")) continue;
  const [english = "", ...others] = line.split("|");
  const targets = english.trim().split(/\s+/).map(fold).filter(Boolean);
  const add = (key: string): void => {
    if (!key) return;
    MAP.set(key, [...new Set([...(MAP.get(key) ?? []), ...targets])]);
    longest = Math.max(longest, HAN.test(key) ? Math.min(key.length, HAN_PIECES) : key.split(" ").length);
  };
  for (const word of targets) add(word);
  // Spanish and Chinese entries are words (or phrases listed with commas); Vietnamese ones are phrases of syllables,
  // listed with commas ("danh sach nha" is one phrase, not "nha" alone).
  others.forEach((column, i) => {
    for (const entry of column.includes(",") || i === 1 ? column.split(",") : column.trim().split(/\s+/)) {
      add(fold(entry));
      if (i === 0) for (const word of fold(entry).split(" ")) SPANISH.add(word);
    }
  });
}

/** The glossary's single words by their seseo form ("instalasion" → "instalacion"'s English), for words typed so. */
const SOFT = new Map<string, string[]>();
for (const [key, english] of MAP) if (seseoMay(key) && seseo(key) !== key && !MAP.has(seseo(key))) SOFT.set(seseo(key), english);

/** The glossary's Spanish word that `word` (folded) is a seseo spelling of ("instalasion" → "instalacion"), or null. */
const SPANISH_SOFT = new Map([...SPANISH].filter((w) => seseoMay(w) && seseo(w) !== w).map((w) => [seseo(w), w]));
export function spanishSpelling(word: string): string | null {
  return SPANISH.has(word) || !seseoMay(word) ? null : (SPANISH_SOFT.get(seseo(word)) ?? null);
}

/** Whether a Chinese word of two characters or more is in the glossary (read before the segmenter cuts it). */
export function glossaryHanWord(word: string): boolean {
  return MAP.has(word);
}
/** The longest Chinese word of the glossary, in characters. */
export const GLOSSARY_HAN_LONGEST = Math.max(...[...MAP.keys()].filter((k) => HAN.test(k)).map((k) => k.length));

/**
 * The question's words as groups: each word, or the longest phrase of the glossary starting there ("du lieu"), with
 * the English words that say the same. A passage matching any word of a group covers that group.
 */
export function expandQuery(words: readonly string[], stem: (word: string) => string = (w) => w, skippable: (word: string) => boolean = () => false): string[][] {
  const groups: string[][] = [];
  for (let i = 0; i < words.length; ) {
    let taken = 1;
    let english: string[] = [];
    for (let n = Math.min(longest, words.length - i); n >= 1; n--) {
      const slice = words.slice(i, i + n);
      // A phrase is also found with the little words inside it left out ("tomar el control" as "tomar control").
      const bare = n > 2 && !skippable(slice[0] ?? "") && !skippable(slice[n - 1] ?? "") ? slice.filter((w) => !skippable(w)).join(" ") : "";
      const key = bare.includes(" ") && !MAP.has(slice.join(" ")) && MAP.has(bare) ? bare : slice.join(" ");
      // A single word also by its stem: "responding" is found as "respond". Chinese words the segmenter cut in two
      // ("双" "语") are looked up joined ("双语").
      const han = n > 1 && words.slice(i, i + n).every((w) => HAN.test(w));
      // A Spanish infinitive with its pronoun attached ("asignarla", "contestarle") as the infinitive.
      const found = MAP.get(key) ?? (han ? MAP.get(words.slice(i, i + n).join("")) : undefined) ?? (n === 1 ? (MAP.get(stem(key)) ?? MAP.get(key.replace(CLITIC, "")) ?? singularOf(key) ?? (seseoMay(key) ? SOFT.get(seseo(key)) : undefined)) : undefined);
      if (found) {
        taken = n;
        english = found;
        break;
      }
    }
    // A phrase of syllables ("dao tao") counts as the phrase, not as syllables that occur in other words ("tao").
    const phrase = words.slice(i, i + taken);
    const own = taken > 1 ? [MAP.has(phrase.join(" ")) ? phrase.join(" ") : phrase.filter((w) => !skippable(w)).join(" ")] : phrase;
    groups.push([...new Set([...own, ...english])]);
    i += taken;
  }
  return groups;
}

/** A Spanish singular ("prospecto", "inquilina") whose plural alone is listed ("prospectos"). */
const singularOf = (key: string): string[] | undefined => (/^[a-z]{4,}[oa]$/.test(key) ? MAP.get(`${key}s`) : undefined);
