// Doric, the Scots of Aberdeen and the north-east, asks with "f" where English has "wh": "fit" (what), "fan" (when),
// "foo" (how), "fa" (who); and writes its own little words: "jist" (just), "dinna" (don't), "hae" (have), "een" (one),
// "o" (of), "wid" (would), "tak" (take), "lang" (long), "aa" (all), "ower" (over), "loon" (boy), "chiel" (fellow),
// "himsel", "raither", "insteed". Every rule reads the standard forms, so a message written this way is read with them:
// "foo lang wid that een tak" as "how long would that one take", "fit dis it say" as "what does it say".
//
// "fit", "fan", "foo" and "o" are English too ("a good fit", "a big fan", "foo bar"), so they are read only where the
// question word stands (before a verb, a pronoun or an article, never after "a", "the" or an adjective), and only in a
// message with a word that can only be Doric, or two Doric markers ("team o 7 … fit package wid that be"). Scots words
// the rest of the message holds ("tae", "yer", "oot") are then read by scots-english.ts.

const OTHER_LANGUAGE = /[¿¡ñáéíóúàảãạăâđèẻẽẹêìỉĩịòỏõọôơùủũụưỳỷỹỵ\p{Script=Han}]/iu;

const WORDS: Record<string, string> = {
  jist: "just", dinna: "don't", canna: "can't", winna: "won't", widna: "wouldn't", disna: "doesn't", didna: "didn't",
  hinna: "haven't", isna: "isn't", wisna: "wasn't", himsel: "himself", hersel: "herself", theirsels: "themselves",
  raither: "rather", insteed: "instead", chiel: "fellow", ontae: "onto", intae: "into", quine: "girl", quines: "girls",
  loon: "boy", loons: "boys", hae: "have", ower: "over", aa: "all", lang: "long", tak: "take", een: "one", fer: "for",
  doon: "down", spik: "speak", wid: "would", muckle: "much",
};
// Words no other English has: one is enough.
const STRONG = new Set(
  "jist dinna canna winna widna disna didna hinna isna wisna himsel hersel theirsels raither insteed chiel ontae intae quine quines loons".split(" "),
);
const WORD = new RegExp(`(?<![\\p{L}\\d'’-])(?:${Object.keys(WORDS).join("|")})(?![\\p{L}\\d'’-])`, "giu");

// What may follow a question word: a verb, a pronoun, an article, or the thing asked about.
const AFTER_ASK = "dis|does|div|do|did|wid|would|will|can|is|are|was|were|a|an|the|it|its|it's|ye|you|we|they|he|she|i|that|this|ma|my|yer|your|like|kind|sort|package|packages|time|day|hours|aboot|about|else";
// What stands before the English "fit" or "fan": an article, an adjective, a verb or a pronoun ("a good fit",
// "will it fit", "a big fan").
const NOT_ASK = "a|the|good|best|right|perfect|great|better|bad|poor|strong|natural|proper|real|which|whatever|would|will|could|should|might|may|must|to|not|it|this|that|they|we|you|ye|i|big|huge|massive|ceiling|no|my|your|our";
const NOT_AFTER = `(?<!(?:^|[^\\p{L}])(?:${NOT_ASK})\\s)`;
const ASKS: [RegExp, string][] = [
  [new RegExp(`${NOT_AFTER}(?<![\\p{L}\\d'’-])fit(?=\\s+(?:${AFTER_ASK})(?![\\p{L}\\d-])|['’]s\\b)`, "giu"), "what"],
  [new RegExp(`${NOT_AFTER}(?<![\\p{L}\\d'’-])fan(?=\\s+(?:${AFTER_ASK})(?![\\p{L}\\d-]))`, "giu"), "when"],
  [/(?<![\p{L}\d'’-])foo(?=\s+(?:lang|long|much|muckle|many|soon|quick|dis|does|div|do|did|wid|would|can|is|are|aboot|about)(?![\p{L}\d-]))/giu, "how"],
  [/(?<![\p{L}\d'’-])fa(?=\s+(?:dis|does|div|do|did|is|are|wid|would|can|will|gets?|sees?|else)(?![\p{L}\d-]))/giu, "who"],
];
// Where the word can only be Doric, whatever else the message holds: "div ye" (do you), a message opened with
// "fit dis…", "an fan a warning's issued?", "foo lang…".
const SURE: RegExp[] = [
  /(?<![\p{L}\d'’-])div\s+(?:ye|you)\b/iu,
  /^\W*(?:(?:an|and)\s+)?(?:fit|fan|foo)\s+(?:dis|div|wid|a|the|it|ye|lang|muckle|like)\b/iu,
  /(?<![\p{L}\d'’-])foo\s+(?:lang|muckle)\b/iu,
];
// "team o 7", "een o ma loons", "a table o questions": "o" between two words is "of".
const OF = /(?<=\p{L}\s)o(?=\s+[\p{L}\d])/gu;

function withCase(typed: string, word: string): string {
  return /^\p{Lu}/u.test(typed) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** Whether the message is written in Doric: one word only Doric has, or two Doric markers. */
export function isDoric(message: string): boolean {
  if (OTHER_LANGUAGE.test(message)) return false;
  if (SURE.some((p) => p.test(message))) return true;
  const words = (message.match(WORD) ?? []).map((m) => m.toLowerCase());
  if (words.some((w) => STRONG.has(w))) return true;
  const markers = new Set(words);
  for (const [pattern, word] of ASKS) if (new RegExp(pattern.source, "iu").test(message)) markers.add(word);
  if (new RegExp(OF.source, "u").test(message)) markers.add("of");
  return markers.size >= 2;
}

/** A Doric message with its question words and little words read as standard English. */
export function asDoricRead(message: string): string {
  let text = message.replace(/(?<![\p{L}\d'’-])div(?=\s+(?:ye|you|they|we|i|he|she)\b)/giu, (m) => withCase(m, "do"));
  for (const [pattern, word] of ASKS) text = text.replace(pattern, (m) => withCase(m, word));
  return (
    text
      // "what dis it say", "how dis that work": "dis" after a question word is "does" (in Caribbean English, "this").
      .replace(/(?<=\b(?:what|how(?: long| lang| much| muckle| many)?|when|who)\s)dis(?![\p{L}\d'’-])/giu, "does")
      .replace(OF, "of")
      .replace(WORD, (m) => withCase(m, WORDS[m.toLowerCase()] ?? m))
      // "an a performance dashboard", "an what would that cost": "an" before an article, a pronoun or a consonant is "and".
      .replace(/(?<![\p{L}\d'’-])an(?=\s+(?:a|an|the|what|when|how|who|if|so|then|it|we|they|he|she|i|you|ye|my|ma|[b-dfgj-np-tv-z]\p{L}*)(?![\p{L}\d'’-]))/giu, "and")
  );
}
