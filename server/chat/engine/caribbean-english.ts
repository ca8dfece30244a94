// Jamaican and other Caribbean English Creole writes the little words its own way: "unno" (you all), "di" (the), "dat"
// (that), "dis" (this), "inna" (in the), "pon" (on), "wid" (with), "dem" (they, them; "dem own", their own), "bout"
// (about), "an" (and), "mi" (my, or me after a verb). Every rule reads the standard forms, so a message written with two of these markers or more is read
// with the standard ones first: "unno have a post bout X?" as "do you have a post about X?". One marker alone changes
// nothing ("di" is also Spanish, "dem" a Vietnamese syllable, "dat" a Vietnamese word), nor do two without English.

// Bahamian and Eastern Caribbean English add their own: "da" (the), "wha" (what), "fore" (before), "ga" (going to), "ent",
// "ain" (isn't, didn't), "wan" (want), "maself" (myself), "n" (and), and "bey" (boy, said to the listener: no word asked).
// Guyanese Creolese adds "ayo" (you all), "abi" (we), "yuh" (you, your), "de" (the), "fuh" (for), "suh" (so), "wah" and
// "wuh" (what), "ting" (thing), "jus" (just), and a "does" that marks a habit, not a question
// ("wah hours ayo does keep": what hours do you keep).
// Bajan adds "wunna" (you all, your), "muh" (my), "gine" (going to), "doan" (don't), "heself", "sheself" (himself, herself) and an "en" after
// the one who does not ("I en like email": I don't).
const MARKERS = /\b(?:unno|inna|di|dat|dis|pon|wid|dem|bout|nuh|fi|seh|weh|deh|da|wha|fore|ga|ent|ain|wan|maself|bey|ayo|abi|yuh|de|fuh|suh|wah|wuh|ting|jus|wunna|muh|gine|doan|heself|sheself)\b/gi;
// Spanish, Vietnamese and Chinese messages are left alone.
const OTHER_LANGUAGE = /[¿¡ñáéíóúàảãạăâđèẻẽẹêìỉĩịòỏõọôơùủũụưỳỷỹỵ\p{Script=Han}]/iu;

const STRONG = new Set(["unno", "inna", "pon", "wid", "nuh", "seh", "wha", "maself", "bey", "ayo", "abi", "yuh", "fuh", "suh", "wah", "wuh", "wunna", "gine"]);
const ENGLISH = /\b(?:how|what|when|where|why|who|which|according|does|did|is|are|have|got|post|article)\b/i;

const WORDS: Record<string, string> = {
  unno: "you", di: "the", dat: "that", dis: "this", inna: "in", pon: "on", wid: "with", dem: "they", bout: "about",
  nuh: "not", fi: "to", seh: "say", weh: "what", deh: "there",
  da: "the", wha: "what", fore: "before", ga: "going to", ent: "didn't", ain: "isn't", wan: "want", maself: "myself", bey: "",
  ayo: "you", abi: "we", yuh: "you", de: "the", fuh: "for", suh: "so", wah: "what", wuh: "what", ting: "thing", jus: "just",
  wunna: "you", muh: "my", gine: "going to", doan: "don't", heself: "himself", sheself: "herself",
};
const PAST: Record<string, string> = { get: "got", reply: "replied", ring: "rang" };
// "yuh ting", "me ip address": the pronoun before a thing someone has is "your", "my".
const OWNED = "(?:ting|thing|things|blog|article|articles|post|posts|newsletter|page|policy|phone|number|office|team|site|website|company|form|chat|bot|service|package|prices?|hours|ip|address|email|e-mail|data|info|information|details|name|business|tenants?|clients?|agents?|listings?|system|crm|calendar)";

/** The message with its Creole function words read as standard English ones, when it is written in Creole. */
export function asStandardEnglish(message: string): string {
  if (OTHER_LANGUAGE.test(message)) return message;
  const markers = new Set((message.match(MARKERS) ?? []).map((m) => m.toLowerCase()));
  // Two markers, one of them no word of another language ("unno", "inna", "pon"), or an English question word beside them
  // ("dem" and "dat" are Vietnamese syllables too: "dem nay dat lich duoc khong").
  const creole = [...markers].some((m) => STRONG.has(m)) || ENGLISH.test(message);
  if (markers.size < 2 || !creole) return message;
  return (
    message
      // "unno have …?", "unno got …?": a question without its "do".
      .replace(/^(\W*)unno (have|got|know|sell|offer|do|write)\b/i, "$1do you $2")
      // "dem own language": their own.
      .replace(/\bdem own\b/gi, "their own")
      // "inna dem language", "fi dem phone": "dem" between a preposition and a noun is "their".
      .replace(/\b(inna|in|pon|on|fi|for|wid|with|to) dem(?= (?:language|phone|phones|units?|house|homes?|apartment|lease|rent|email|number|own)\b)/gi, "$1 their")
      // "yu", "someting", "anyting", "wat": the pronoun and the "th" written as spoken.
      .replace(/\byu\b/gi, "you").replace(/\b(some|any|no|every)ting\b/gi, "$1thing").replace(/\bnutting\b/gi, "nothing").replace(/\bwat\b/gi, "what")
      // "an di glossary": "an" before a Creole article is "and".
      .replace(/(^|\W)an (?=(?:di|dat|dis|dem|da|wah|wha|how|what|when|her|his|my|ma|me|nobody|no|i|we|they|she|he)\b)/gi, "$1and ")
      // "rice an beans", "leak an ting": "an" before a consonant is never the article, so it is "and".
      .replace(/(^|\W)an (?=[b-df-gj-np-tv-z]\p{L})/giu, "$1and ")
      // "wat kinda vendor dem", "di tenant dem": "dem" after a noun marks its plural.
      .replace(/\b(di|the|kinda|kind of|all|some|dem|dese|dose|mi|my|yu|your|wat) (\p{L}{3,}) dem\b/giu, "$1 $2s")
      // "wunna newsletter", "wunna form": "wunna" before a thing someone has is "your".
      .replace(new RegExp(`\\bwunna(?= ${OWNED}\\b)`, "gi"), "your")
      // "I en like email", "he en pay": "en" after the one who does not is "don't" ("doesn't" after he, she, it); before a
      // verb in -ing it is "not" ("I en asking").
      .replace(/\b(i|we|you|they|he|she|it|wunna) en (?=\p{L}+ing\b)/giu, "$1 not ")
      .replace(/\b(i|we|you|they|wunna) en\b/gi, "$1 don't").replace(/\b(he|she|it) en\b/gi, "$1 doesn't")
      // "nobody call me back": Creole marks no past, so what nobody did is told with the bare verb.
      .replace(/\b(nobody|no one|noone) (call|text|answer|reply|ring|email|contact|respond|get)(?= (?:me|us|back)\b)/gi, (_m, who: string, verb: string) => `${who} ${PAST[verb.toLowerCase()] ?? `${verb}ed`}`)
      // "nobody ent call me back": nobody did; the "ent" only marks the past.
      .replace(/\b(nobody|no one|noone|nobody ever) (?:ent|ain|aint|ain't) /gi, "$1 ")
      // "dis ain right", "it ent working": not so; "nobody ent call me back": not done.
      .replace(/\b(?:ent|ain)(?= (?:right|fair|good|ok|okay|working|\w+ing|no|nothing|true|here|there)\b)/gi, "isn't")
      // "start n end": "n" between two words is "and".
      .replace(/(?<=\p{L} )n(?= \p{L})/gu, "and")
      // "tell mi straight", "call mi": "mi" after a verb or a preposition is "me"; before a noun ("mi phone") it is "my".
      .replace(/\b(tell|give|call|text|send|help|show|ask|pay|let|mek|make|for|to|fi|with|wid|email|answer|pass|put|get|reach|ring) mi\b/gi, "$1 me")
      .replace(/\bmi(?= (?:\p{L}+)\b)/giu, "my")
      .replace(new RegExp(`\\b(?:yuh|me)(?= ${OWNED}\\b)`, "gi"), (m) => (m.toLowerCase() === "me" ? "my" : "your"))
      // "abi on salesforce": we are on it. "a copy a wah i type": "a" before what it is a part of is "of".
      .replace(/\babi (?=on|in|at)\b/gi, "we're ")
      .replace(/\b(copy|some|all|most|one|part|lot|lots|any|none) a (?=wah|what|dem|de|di|the|my|mi|me|yuh|your)\b/gi, "$1 of ")
      // "ayo does keep", "who else does get": a habit, said in English without the "does".
      .replace(/(?<=\p{L}) does (?=(?:keep|get|have|take|work|open|close|answer|send|store|save|see|know|charge|cost|run|go|come|make|use|call|text|respond|reply)\b)/giu, " ")
      .replace(MARKERS, (m) => WORDS[m.toLowerCase()] ?? m)
      .replace(/\s*,?\s+(?=[,.!?]|$)|^\s+/g, "")
  );
}
