import { foldAccents, foldForRules } from "./text.ts";
import { OFFERING_WORDS } from "./name-words.ts";
import { inDomain } from "./domain-words.ts";

// A pick asked for between two sides of a match: "Grizzlies or Rockets tonight, who you got", "¿Cerro u Olimpia?
// decime la verdad", "Dynamo vs Galaxy Sunday, who you taking?". Two proper names set against each other, then a
// tail that asks the assistant to pick one, is the whole message. Our own names ("Growth or Enterprise, who you got")
// or a thing of our domain ("HubSpot or Salesforce…") set against each other ask us for a recommendation instead.

const SIDE = String.raw`[A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)?`;
const TAIL = String.raw`(?:(?:so |and |ok |well )?who (?:do |would |ya )?(?:you|u|ya|yall|y all|you all|you guys|allyuh|yous) (?:got|picking|pickin|pick|taking|takin|backing|backin|going with|goin with|rooting for|rootin for|like|fancy)|(?:whos|who is|who s) your pick|your pick|(?:deci|deci?)me la verdad|dime la verdad|diganme la verdad|a quien le (?:vas|van|vos)|por quien (?:vas|van)|cual (?:gana|te gusta))`;
const PICK = new RegExp(String.raw`^\W*(${SIDE}) (?:or|vs\.?|versus|v\.?|u|o|hay) (${SIDE})(?: [\w']+){0,4}?\W+${TAIL}(?: [\w']+){0,2}\W*$`, "i");
const CAPITALISED = new RegExp(String.raw`^\W*${SIDE} (?:or|vs\.?|versus|v\.?|u|o|hay) ${SIDE}`);

/** True when the message asks the assistant to pick a side of a match between two named teams. */
export function asksForAMatchPick(message: string): boolean {
  const plain = foldAccents(message.trim());
  const found = PICK.exec(plain);
  if (!found || !CAPITALISED.test(plain)) return false;
  const sides = [found[1] ?? "", found[2] ?? ""].map((s) => foldForRules(s));
  return !sides.some((s) => s.split(" ").some((w) => OFFERING_WORDS.has(w)) || inDomain(s));
}
