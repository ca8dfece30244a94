// "Not a soul called me back", "not one person got back to us", "not a single one of you rang", Appalachian and Ozark
// "nary a soul", and "nobody's been in touch" (folded "nobodys"): English says "nobody" with a negated "one"; every
// rule that reads a reply that never came (acts.ts, acts-plain-verbs.ts) names "nobody" and "no one", so these are read
// as "nobody" first. Read on folded text (accents off, lower case, no apostrophes). Not "not one person in the office"
// said of the visitor's own people: the rules that read "nobody" already leave out "nobody answers our phones".
const NOT_ONE = /\bnary (?:a )?(?:soul|one|person|body)\b|\bnobody s\b|\bnobodys\b|\bnot (?:a (?:single )?soul|a (?:single|living) (?:person|human|soul|one)|one (?:single )?(?:person|human|soul)|(?:a single|one) (?:one )?(?:of (?:you|yous|ye|yall|your (?:lot|team|people|guys)))|(?:a|one) (?:single )?(?:person|human) (?:from|at|on) (?:your|ur|yere|yer) (?:end|side|team|company|office))\b/g;

/** The text with a negated "one" ("not a soul", "not one person") said as "nobody". */
export const withNobodySaid = (text: string): string => text.replace(NOT_ONE, "nobody");
