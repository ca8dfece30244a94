import { CONTACT_DETAIL, isKey, NAME_STOP, NOT_A_NAME, OFFERING_WORDS, PLACES, titleCase } from "./name-words.ts";

// A returning visitor names themself with "again" ("Dana again, text me on 713-…", "morag again, new number …"): the
// word before "again" opening the message is their name. Only beside a contact detail, and never a word that says
// something else before "again" ("me again", "sorry again", "never again", "same again").
// "its toivo salminen again, …": a name and surname before it too.
const AGAIN_NAME = /^\s*(?:(?:hi|hey|hiya|hello|yo|ok|okay)[,!]?\s+)?(?:it['’]?s\s+)?(\p{L}[\p{L}'’-]+(?:\s\p{L}[\p{L}'’-]+)?) again(?=\s*(?:[,.:;!–—-]|$))/iu;
const NOT_BEFORE_AGAIN = new Set("me us it this that never same once all twice thanks sorry try asking checking writing texting messaging".split(" "));

export function againName(message: string): string | undefined {
  if (!CONTACT_DETAIL.test(message)) return undefined;
  const words = AGAIN_NAME.exec(message)?.[1]?.split(/\s+/);
  if (!words) return undefined;
  if (words.map(isKey).some((key) => [NOT_A_NAME, NAME_STOP, PLACES, OFFERING_WORDS, NOT_BEFORE_AGAIN].some((set) => set.has(key)))) return undefined;
  return titleCase(words);
}

// Spanish "Inma otra vez, mejor al 713-…", "Rocío de nuevo: rocio@…": "again" where others say "aquí", one or two
// capitalised words, and not after the verbs said with it ("Escribo otra vez, …", "Le paso de nuevo mi correo" open
// just as capitalised). The words are returned raw: the caller checks them as a name typed before "aquí".
const OTRA_VEZ_NAME = /^\s*(?!(?:Yo|Hola|Buenas|Gracias|Aqu[ií]|Escribo|Pregunto|Mando|Env[ií]o|Intento|Paso|Llamo|Dejo|Pongo|Repito|Vuelvo|Confirmo|Comparto|Anoto|Aviso|Escr[ií]banme|Ll[aá]menme)\s)(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?) (?:otra vez|de nuevo)(?=\s*(?:[,.:;!–—-]|\p{Extended_Pictographic}|$))/u;

export const otraVezName = (message: string): string | undefined =>
  CONTACT_DETAIL.test(message) ? OTRA_VEZ_NAME.exec(message)?.[1] : undefined;
