import { servedArea, unlistedArea } from "./needs.ts";
import type { Resolved } from "./resolved.ts";
import { notOursPlace, unlistedPlace } from "./unlisted.ts";
import { foldForRules } from "./text.ts";
import type { SiteFacts } from "./types.ts";

// A place told in one part and asked about by pointing back in the next (docs/decisions/015): "our main office is in
// Westchase, do you cover that area?", "one of my gals is movin to Sugar Land, y'all cover that?", "my listings are out in Alief, do you work over there?", "la oficina está en
// Pearland, ¿cubren esa zona?". Read as one message, the place named is the one asked about, listed by us or not; the
// question alone would only list the areas we serve.
const POINTS_BACK =
  /\b(?:(?:cover|covers|serve|serves|service|work|operate|available)\b.{0,12}\b(?:that (?:area|part of town|side of town|neighbou?rhood|zone|region)|(?:over )?there|out there|it)\b|\b(?:cover|covers|serve|serves|service)\b.{0,6}\bthat\s*[?]*\s*$)|\b(?:go|get|come|head|drive|travel|make it)\s+(?:out|up|down|over|round|around)\s+(?:there|that way|that far)\b|\b(?:cubren|atienden|trabajan|llegan|dan servicio)\b.{0,10}\b(?:esa (?:zona|area|parte)|ese (?:lado|rumbo|barrio)|ahi|alla|por alla|por ahi)\b/;

// A capitalised town told after "in" ("…an office back home in Giddings, Lee County.") in the sentence before the ask.
const TOLD_IN = /\b(?:in|en|out in|near)\s+((?:\p{Lu}[\p{L}'’-]+)(?:\s+\p{Lu}[\p{L}'’-]+){0,2})/u;

/** The place told before a question that points back at it ("…, do you cover that area?"); otherwise null. */
export function placeAcrossParts(text: string, facts: SiteFacts): Resolved | null {
  const folded = foldForRules(text);
  if (!POINTS_BACK.test(folded)) return null;
  const known = servedArea(folded, facts.offerings.serviceAreas);
  // "Cane Island, y'all get out that way?": a place no list of ours knows, said capitalised before the ask (unlisted.ts).
  // ("we might open an office back home in Giddings, Lee County. do y'all serve out there?": the town told "in" before.)
  const told = TOLD_IN.exec(text.slice(0, Math.max(text.search(/[.!?。？！]\s/u), text.lastIndexOf(",")) + 1))?.[1];
  const other = known ? null : (unlistedArea(folded) ?? unlistedPlace(text, facts) ?? (told ? notOursPlace(told, facts) : null));
  if (known) return { answers: [{ t: "area", name: known, known: true }], topic: null, intent: "location" };
  return other ? { answers: [{ t: "unlisted-area", name: other }], topic: null, intent: "location" } : null;
}
