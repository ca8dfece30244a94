import { entry } from "./resolved.ts";
import type { Resolved } from "./resolved.ts";

// "我很多租客是墨西哥人，AI能用他们的母语聊吗？", "lots of my tenants are Mexican, can the AI talk to them in their own
// language?": the visitor's people named by a Spanish-speaking origin, and the AI asked to speak their language. Their
// language is Spanish, which the site names among the AI's languages: that answer, not only the round-the-clock agent
// the tenants would point at. Folded text.

const SPANISH_SPEAKERS =
  /\b(?:mexican|mexicans|latino|latinos|latina|latinas|hispanic|hispanics|salvadoran|salvadorans|honduran|hondurans|guatemalan|guatemalans|colombian|colombians|venezuelan|venezuelans|cuban|cubans|mexicanos?|mexicanas?|hispanos?|hispanas?|latinoamerican[oa]s?|nguoi mexico|nguoi my latinh|goc mexico)\b|墨西哥人|拉丁裔|拉美人|南美人|西语(?:人|裔|客户|租客)/;
const THEIR_TONGUE =
  /\b(?:(?:their|his|her) (?:own |native |mother )?(?:language|tongue)|native language|mother tongue|su (?:propio )?(?:idioma|lengua|lengua materna)|(?:tieng|ngon ngu) (?:me de|cua ho|ho noi))\b|母语|他们的语言|他们的话|家乡话/;

/** The AI's languages, when the visitor's Spanish-speaking people are to be answered in their own language. */
export function spanishSpeakersAsked(text: string): Resolved | null {
  return SPANISH_SPEAKERS.test(text) && THEIR_TONGUE.test(text) ? entry("languages") : null;
}
