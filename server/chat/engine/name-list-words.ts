// Helpers shared by the readers of a name in a message (person-name.ts, name-listed.ts, name-before-detail.ts).
import { COMPANY_SUFFIX, IS_PARTICLE, isKey, JOB_TITLE, NAME_STOP, NOT_A_NAME, OFFERING_WORDS, PARTICLE, PLACES, viFourWordName } from "./name-words.ts";

export const DAY_OR_MONTH = /^(?:mon|tues|wednes|thurs|fri|satur|sun)day$|^(?:january|february|march|april|may|june|july|august|september|october|november|december|lunes|martes|miercoles|jueves|viernes|sabado|domingo)$/;

export const GIVEN_TOO = new Set(["dale", "mark", "bill", "sue", "pat", "rob", "art"]);

// Commas and dashes, a contact block's bullets and lines ("• Ana Ruiz • ana@…"); a full stop only right before the detail
// ("Earl Dupree. 713-…") or its label ("Marcus Thibodeaux. Company: …"), since "Fine. Brian Cole, …" opens with an answer.
export const LIST_SEPARATOR = /\s*(?:[,;，、|•·▪●◦\n]|\s[-–—/*]\s|(?<=\p{L}{2})\.\s+(?=\+?[\d(]|[\w.+-]+@|(?:company|phone|e-?mail|tel|cell|mobile|empresa|tel[eé]fono|correo|c[oô]ng ty|[dđ]i[eệ]n tho[aạ]i|s[dđ]t)\b))\s*/iu;
export const NAME_LIKE = new RegExp(`^\\p{Lu}[\\p{L}'’.-]*(?:\\s+(?:${PARTICLE}\\s+){0,2}\\p{Lu}[\\p{L}'’.-]*){0,2}$`, "u");
// A name typed as the first item of a list of details: capitalised words, none a greeting, a common word or a place.
export function namePart(item: string): boolean {
  if (!(NAME_LIKE.test(item) || viFourWordName(item)) || COMPANY_SUFFIX.test(item) || JOB_TITLE.test(item) || PLACES.has(item.toLowerCase())) return false;
  return item.split(/\s+/).every((w, at, all) => {
    const key = isKey(w.replace(/[.'’-]+$/, ""));
    if (at === 0 && all.length > 1 && GIVEN_TOO.has(key)) return true; // "Dale Kowalski, 832-…": given name, surname
    if (at > 0 && IS_PARTICLE.test(w)) return true;
    return !NOT_A_NAME.has(key) && !NAME_STOP.has(key) && !PLACES.has(key) && !OFFERING_WORDS.has(key);
  });
}

// "info@", "sales@": a mailbox named for what it is for, not a person.
export const GENERIC_MAILBOX = new Set("info sales support admin contact contacto hello hola mail inbox office team marketing leasing listings noreply ventas oficina".split(" "));
export const PLAIN_NAME = /^\p{L}[\p{L}'’-]+(?:\s+\p{L}[\p{L}'’-]+){1,2}$/u;
export const plainWords = (item: string): boolean =>
  item.split(/\s+/).every((w) => !NOT_A_NAME.has(isKey(w)) && !NAME_STOP.has(isKey(w)) && !PLACES.has(isKey(w)) && !OFFERING_WORDS.has(isKey(w)));
/** "Marisol, 832-…": a single capitalised word, then the contact detail itself. */
export const DETAIL_ITEM = /^(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?[\d(][\d\s().-]{8,}\d)/;
export const EMAIL_ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/u;
