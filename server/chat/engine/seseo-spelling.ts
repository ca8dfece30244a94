import { foldAccents } from "./text.ts";
import { spanishSpelling } from "./knowledge/glossary.ts";

// "¿qué incluye esa instalasión?", "el presio", "la conversasión": a Spanish word of the agency's domain typed as it
// sounds (seseo: "c" before e or i, and "z", written "s"; knowledge/seseo.ts) is read as the site spells it, so every
// rule that reads "instalación" reads it too. Only words of the glossary's Spanish column are respelt, and only in a
// message with Spanish in it.

const SPANISH_MARKS = /[áéíóúñ¿¡]|(?<!\p{L})(?:que|el|la|los|las|de|del|por|para|con|es|su|sus|nuestro|nuestra|ustedes|usted|esa|ese|esta|este|y)(?!\p{L})/giu;

/** The message with its seseo spellings of the domain's Spanish words respelt ("instalasión" → "instalacion"). */
export function asSpanishSpelt(message: string): string {
  if ((message.match(SPANISH_MARKS) ?? []).length < 2) return message;
  return message.replace(/\p{L}{5,}/gu, (word) => {
    const spelt = spanishSpelling(foldAccents(word.toLowerCase()));
    if (spelt === null) return word;
    return /^\p{Lu}/u.test(word) ? spelt.charAt(0).toUpperCase() + spelt.slice(1) : spelt;
  });
}
