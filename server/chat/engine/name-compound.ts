import { COMPANY_SUFFIX, isKey, OFFERING_WORDS, PLACES } from "./name-words.ts";

// Spanish compound surnames ("Íñigo Sáenz de Cabezón", "Marta Ruiz de Alda", "Ana Gil de León"): "de" is also how a
// Spanish introduction says where the visitor works ("Ana Ruiz, de Casa Sol Realty"), so the readers of names and
// businesses cut the name at a surname's "de" and take the rest for the business. When where they work follows the
// "de <Surname>" ("…, de Espolón Realty Group", "… from Bay Realty"), that "de" can only be the surname's: the surname is
// read as one word, and given back as written.

const CAP = String.raw`\p{Lu}[\p{L}'’]*`;
// A capitalised word of the name, "de" (or "del", "de la"…), one capitalised word, then a word that says where they
// work and a capitalised name after it. "Ana Ruiz de Remax, ana@…" stays a name at a business: nothing follows it.
const COMPOUND = new RegExp(
  String.raw`(?<=^|[\s,.:;!¡¿(])${CAP}\s+(?:de|del|de la|de las|de los)\s+(${CAP})(?=\s*,?\s*(?:de|del|from|at|with|con|w\/)\s+(\p{Lu}[\p{L}\d&'’.-]*(?:\s+\p{Lu}[\p{L}\d&'’.-]*){0,4}))`,
  "gu",
);

export type Compound = { text: string; joined: [string, string][] };

/** The message with each compound surname joined by hyphens ("Sáenz de Cabezón" read as "Sáenz-de-Cabezón"), and the joins made. */
export function joinCompoundSurnames(message: string): Compound {
  const joined: [string, string][] = [];
  const text = message.replace(COMPOUND, (whole: string, surname: string, business: string) => {
    // A place or one of our offerings after "de" is where or what, not a surname ("Ana Ruiz de Katy, from …"), and a
    // place after the second word is where they are, not whom they work for.
    const key = isKey(surname);
    if (PLACES.has(key) || OFFERING_WORDS.has(key) || COMPANY_SUFFIX.test(surname) || PLACES.has(business.toLowerCase())) return whole;
    const one = whole.replace(/\s+/g, "-");
    joined.push([one, whole]);
    return one;
  });
  return { text, joined };
}

/** A name or business read from the joined message, with each compound surname written as the visitor wrote it. */
export function unjoined(value: string | undefined, compound: Compound): string | undefined {
  if (value === undefined) return undefined;
  let out = value;
  for (const [one, whole] of compound.joined) out = out.replace(new RegExp(one.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "iu"), whole);
  return out;
}
