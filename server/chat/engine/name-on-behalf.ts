import { GIVEN_TOO } from "./name-list-words.ts";
import { isKey, NOT_A_NAME, OFFERING_WORDS, PLACES } from "./name-words.ts";

// "hiya, Jodie here, Craig Ogden's transaction coordinator, he's asked me to leave his WhatsApp for you: 346-…": someone
// on a person's staff leaving that person's detail ("his WhatsApp", "her cell"). The lead is the person whose detail it
// is, named before "'s" and the staff role; the helper who typed it is only the messenger. Their own detail ("my cell")
// makes them the lead again.
const STAFF_OF = /(?<![\p{L}])(\p{Lu}[\p{Ll}'’-]+(?:\s\p{Lu}[\p{Ll}'’-]+)?)['’]s\s+(?:transaction coordinator|tc|assistant|isa|admin|office manager|coordinator|secretary|pa|ea|executive assistant|marketing (?:assistant|coordinator))\b/u;
const THEIR_DETAIL = /\b(?:his|her)\s+(?:whatsapp|number|cell|cell phone|mobile|phone|e-?mail|email address|contact|details|info)\b/iu;
const OWN_DETAIL = /\bmy\s+(?:whatsapp|number|cell|mobile|phone|e-?mail|contact|details)\b/iu;

/** The person whose detail a member of their staff leaves, if the message says so. */
export function nameOnBehalf(message: string): string | undefined {
  if (!THEIR_DETAIL.test(message) || OWN_DETAIL.test(message)) return undefined;
  const name = STAFF_OF.exec(message)?.[1];
  // "Dale Broussard's assistant": a given name that is also a word elsewhere ("dale") is a name before a surname.
  const words = name?.split(/\s+/).map(isKey) ?? [];
  if (!name || words.some((w, at) => !(at === 0 && words.length > 1 && GIVEN_TOO.has(w)) && (NOT_A_NAME.has(w) || OFFERING_WORDS.has(w) || PLACES.has(w)))) return undefined;
  return name;
}
