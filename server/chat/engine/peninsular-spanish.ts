import { foldAccents } from "./text.ts";
import { REFLEXIVE_OS, VOSOTROS_WORDS } from "./vosotros.ts";

// Peninsular Spanish speaks to a group as "vosotros": "dejad de mandarme correos", "dadme de baja", "¿me lo podéis
// conectar?", "¿cuánto cobráis?", "¿cuántos clientes tenéis?", "me prometisteis…". Every rule, like Latin American
// Spanish, addresses us as "ustedes", so the vosotros forms are read as the ustedes ones before anything else reads the
// message: "dejen de mandarme", "denme de baja", "pueden", "cobran", "tienen", "prometieron". Only forms no English,
// Vietnamese or Chinese word shares are changed; the visitor's own words (names, addresses) are left alone.

// Stem-changing and irregular forms, folded (accents off), that vosotros.ts's present tense does not hold: the ending
// alone would give "consiguen" as "conseguen".
const IRREGULAR: Record<string, string> = {
  conseguis: "consiguen", medis: "miden", repetis: "repiten",
  podreis: "podran", tendreis: "tendran", hareis: "haran", dijisteis: "dijeron", fuisteis: "fueron",
  hicisteis: "hicieron", pusisteis: "pusieron", tuvisteis: "tuvieron", trajisteis: "trajeron", vinisteis: "vinieron",
  // Bare imperatives (with no pronoun after them only these are read: "dad", "id", "read" and "responded" are English
  // too; so is "dais", which vosotros.ts reads in Spanish only).
  dejad: "dejen", mandad: "manden", enviad: "envien", llamad: "llamen", escribid: "escriban", quitad: "quiten",
  borrad: "borren", eliminad: "eliminen", parad: "paren", contactad: "contacten", decid: "digan", avisad: "avisen",
  ayudad: "ayuden", perdonad: "perdonen", mirad: "miren", esperad: "esperen", sacad: "saquen",
  contestad: "contesten", poned: "pongan", haced: "hagan", venid: "vengan", tened: "tengan", explicad: "expliquen",
};
// Words with these endings that are no vosotros form.
const NOT_A_VERB = new Set(["pais", "jamais", "mais", "thais", "seis", "dieciseis", "veintiseis", "reis", "leis", "jerseis", "ais", "eis", "beis"]);
// Imperative stems whose ustedes form is irregular: "decidme" → "díganme", "hacednos" → "háganos".
const IMPERATIVE_STEM: Record<string, string> = { dec: "dig", hac: "hag", pon: "pong", ten: "teng", ven: "veng", sal: "salg", o: "oig", tra: "traig" };
// "-ad" verbs take "-en" with the spelling kept: "sacad" → "saquen", "pagad" → "paguen", "empezad" → "empiecen".
const spellBeforeE = (stem: string): string => stem.replace(/c$/, "qu").replace(/g$/, "gu").replace(/z$/, "c");

// An imperative with its pronoun joined: "dadme", "mandadme", "decidnos", "borradlos".
const IMPERATIVE_WITH_PRONOUN = /^(\p{L}+?)([aei])d(me|nos|lo|la|los|las|melo|mela|noslo|nosla)$/u;

function ustedesForm(word: string, spanish: boolean): string | null {
  const folded = foldAccents(word.toLowerCase());
  if (folded.length < 3) return null;
  // The present tense known whole (vosotros.ts): "desentendéis" → "desentienden", not "desentenden".
  // "os" is read beside its verb (asUstedes), "dais" in a Spanish sentence only ("the speaker on the dais").
  const whole = folded === "os" || (folded === "dais" && !spanish) ? undefined : VOSOTROS_WORDS[folded];
  const irregular = whole ?? IRREGULAR[folded];
  if (irregular) return irregular;
  // A capitalised word ending in "-ís" is a name ("París", "Malpaís Property Management"), not "cubrís".
  if (/ís$/u.test(word) && /^\p{Lu}/u.test(word)) return null;
  if (NOT_A_VERB.has(folded)) return null;
  const imperative = IMPERATIVE_WITH_PRONOUN.exec(folded);
  if (imperative) {
    const [, stem = "", vowel, pronoun] = imperative;
    const verb = vowel === "a" ? `${spellBeforeE(stem)}en` : `${IMPERATIVE_STEM[stem] ?? stem}an`;
    return verb + pronoun;
  }
  // Preterite, future, then present, subjunctive and imperfect: "mandasteis", "llamaréis", "cobráis", "mandéis"; read
  // only in a Spanish sentence ("Calais", "Marais" in an English one are names).
  if (!spanish) return null;
  const rules: [RegExp, string][] = [
    [/^(\p{L}{2,})asteis$/u, "$1aron"],
    [/^(\p{L}{2,})isteis$/u, "$1ieron"],
    [/^(\p{L}+[aei])reis$/u, "$1ran"],
    [/^(\p{L}{2,})ais$/u, "$1an"],
    [/^(\p{L}{2,})eis$/u, "$1en"],
  ];
  for (const [pattern, to] of rules) if (pattern.test(folded)) return folded.replace(pattern, to);
  // The "-ir" verbs' present, known by its written accent ("¿qué zonas cubrís?", "¿me lo escribís?", "¿lo incluís?"):
  // unaccented, "-is" is also "análisis", "gratis", "crisis", so it is left alone; capitalized, it is a name ("París").
  const ir = /^(\p{Ll}{3,})ís$/u.exec(word);
  if (ir) return foldAccents(ir[1] ?? "").replace(/u$/, "uy") + "en";
  return null;
}

// "os" (to you all) is Spanish only beside Spanish words: "os mandé el formulario", "¿os puedo llamar?".
const SPANISH_WORDS = /(?<!\p{L})(?:que|el|la|los|las|de|del|por|para|con|me|nos|mi|una?|es|hace|nadie|ya|lo)(?!\p{L})/giu;
const OS = /(?<!\p{L})os(?=\s+\p{L})/giu;
const HAS_OS = /(?<!\p{L})os(?=\s+\p{L})/iu;
const REFLEXIVE_AHEAD = new RegExp(REFLEXIVE_OS.source);

/** The message with vosotros forms read as ustedes ones ("dejad" → "dejen", "tenéis" → "tienen", "vuestro" → "su"). */
export function asUstedes(message: string): string {
  let changed = false;
  const spanishWords = (message.match(SPANISH_WORDS) ?? []).length;
  // "¿os desentendéis?": "os" before a verb said to vosotros is the verb's own, read as "se" ("¿se desentienden?").
  const reflexive = message.replace(/(?<!\p{L})([Oo])s(?=\s+(\p{L}+))/gu, (os, o: string, next: string) => (REFLEXIVE_AHEAD.test(`os ${foldAccents(next.toLowerCase())}`) ? (o === "O" ? "Se" : "se") : os));
  if (reflexive !== message) changed = true;
  const out = reflexive.replace(/\p{L}+/gu, (word) => {
    if (!/(?:is|ís|d|me|nos|lo|la|los|las|tr[oa]s?)$/iu.test(word)) return word;
    const form = ustedesForm(word, spanishWords >= 1 || /[áéíóúñ¿¡]/iu.test(message));
    if (form === null) return word;
    changed = true;
    return /^\p{Lu}/u.test(word) ? form.charAt(0).toUpperCase() + form.slice(1) : form;
  });
  if (!HAS_OS.test(out)) return out;
  return changed || spanishWords >= 2 ? out.replace(OS, (w) => (w === "Os" ? "Les" : "les")) : out;
}
