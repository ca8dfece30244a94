// A package named by its rank among the three rather than by its name: "the top package" (Enterprise), "the middle
// tier" (Growth), "the entry package" (Foundation); "the middle one" and "the top one" too when the message speaks of
// packages, plans or tiers ("start on the entry package, what's she gaining going to the middle one?"). The rank is read
// as the package's own name, so a rank and a name mix ("Foundation or the middle one") as two names would. English, on
// folded text. ("Entry-level", "cheapest" and "smallest" ask for the way in, which fit.ts reads: not renamed here.)

const TIER = String.raw`(?:package|plan|tier)`;
const PACKAGE_TALK = /\b(?:packages?|plans?|tiers?)\b|\bfrom (?:that|this|the \w+) one to the\b|\b(?:move|moving|step|stepping|upgrad\w*|bump\w*|go|going) up to the\b/;
const RANKS: [string, RegExp, RegExp][] = [
  ["enterprise", new RegExp(String.raw`\b(?:top|highest|premium|top[- ]end|high[- ]end|priciest|most expensive|fanciest)(?:[- ]tier)? ${TIER}\b`, "g"), /\b(?:top|highest|priciest|fanciest) one\b/g],
  ["growth", new RegExp(String.raw`\b(?:middle|mid|mid[- ]tier|mid[- ]?range|in[- ]between|second[- ]tier)(?: of the three)? ${TIER}\b`, "g"), /\b(?:middle|mid|in[- ]between) one\b/g],
  ["foundation", new RegExp(String.raw`\b(?:entry|bottom|base|bottom[- ]tier|first[- ]tier) ${TIER}\b`, "g"), /\bbottom one\b/g],
];

/** The folded message with each package named by its rank given that package's name. */
export function ranksNamed(text: string): string {
  const talk = PACKAGE_TALK.test(text);
  return RANKS.reduce((t, [key, ranked, one]) => {
    const named = t.replace(ranked, `${key} package`);
    return talk ? named.replace(one, `${key} package`) : named;
  }, text);
}
