// Scots and northern English write the little words their own way: "aff" (off), "yer" (your), "ye" (you), "tae" (to),
// "whit" (what), "aboot" (about), "wi" (with), "summat" (something), "disnae", "cannae" (doesn't, can't). And English
// chat drops the g of "-ing" ("gettin", "waitin", "nothin", "everythin"). Every rule reads the standard forms, so a message
// written this way is read with them: "take me aff yer list" as "take me off your list", "been waitin" as "been waiting".
//
// A word with no other reading ("aboot", "disnae", "summat") is enough on its own; the short ones ("ye", "aff", "tae",
// "whit", "wi", "yer") need a second marker, or a place where nothing else fits ("are ye", "ye've", "best tae text"):
// "Tae" is a given name, "Whit" a nickname, "wi" a Vietnamese syllable. Spanish, Vietnamese and Chinese are left alone.

import { asDoricRead, isDoric } from "./doric-scots.ts";

const OTHER_LANGUAGE = /[¿¡ñáéíóúàảãạăâđèẻẽẹêìỉĩịòỏõọôơùủũụưỳỷỹỵ\p{Script=Han}]/iu;

const WORDS: Record<string, string> = {
  aff: "off", yer: "your", ye: "you", tae: "to", whit: "what", wi: "with", aboot: "about", oot: "out", noo: "now", nae: "no", fae: "from",
  summat: "something", disnae: "doesn't", doesnae: "doesn't", dinnae: "don't", cannae: "can't", isnae: "isn't",
  wasnae: "wasn't", didnae: "didn't", wouldnae: "wouldn't", couldnae: "couldn't", havenae: "haven't", willnae: "won't",
  gonnae: "going to", wantae: "want to", masel: "myself", yersel: "yourself", whaur: "where", mair: "more",
  // "do youse cover River Oaks", Pittsburgh's "yinz": the plural "you" of Irish, Scots, Geordie and Philly English.
  youse: "you", yous: "you", yinz: "you",
  // "oor ain business", "naebody turned up", "wasted ma lunch", "keep daein it maself", "aye but…".
  oor: "our", naebody: "nobody", naethin: "nothing", naewhere: "nowhere", ma: "my", maself: "myself", mahself: "myself", aye: "yes",
};
const STRONG = new Set(["youse", "yous", "yinz", "aboot", "summat", "disnae", "doesnae", "dinnae", "cannae", "isnae", "wasnae", "didnae", "wouldnae", "couldnae", "havenae", "willnae", "gonnae", "wantae", "yersel", "whaur", "naebody", "naethin", "naewhere", "maself", "mahself"]);
const MARKERS = new RegExp(`(?<![\\p{L}\\d'’-])(?:${Object.keys(WORDS).join("|")})(?![\\p{L}\\d-])`, "giu");

// Where the short word can only be the Scots one, whatever else the message holds.
const IN_PLACE: [RegExp, string][] = [
  // "are ye a bot", "have ye got", "ye've", "ye'll", "thank ye".
  [/(?<=\b(?:are|do|did|can|could|will|would|should|have|had|were|if|when|thank|tell|give|let|see|what|whit|how|hoo)\s)ye(?![\p{L}\d-])|(?<![\p{L}\d-])ye(?=['’](?:ve|ll|re|d)\b)/giu, "you"],
  // "hook the platforms up my own self": Southern "my own self" is "myself".
  [/(?<![\p{L}\d'’-])my own self(?![\p{L}\d-])/giu, "myself"],
  // "Have you an AI that goes through them?", "Have you any real numbers?": Irish and British "have you" before what is
  // had asks "do you have", not whether the visitor is talking to one ("are you an AI?").
  [/(?<![\p{L}\d'’-])have (?:you|ye|yous|y'all)(?: got)? (?=(?:any|anything|an?|some|something|nothing)(?![\p{L}\d'’-]))/giu, "do you have "],
  // "d'ye cover…", "how much d'ye keep": "do you", whatever else the message holds.
  [/(?<![\p{L}\d-])d['’]ye(?![\p{L}\d-])/giu, "do you"],
  // "ma name", "ma number", "ma agents": "ma" before a thing someone has is "my" ("ma" is also a Vietnamese syllable).
  [/(?<![\p{L}\d'’-])ma(?= (?:name|number|phone|cell|mobile|email|e-mail|own|wee|agents?|office|team|clients?|tenants?|buyers?|sellers?|house|houses|home|lunch|time|boss|wife|husband|son|daughter|mum|mom|mother|maw|business|company|listings?|leads?|calendar|site|website|details|contact|assistant|manager|brokerage|money|day|week)\b)/giu, "my"],
  // "answer me clients", "tag me messages", "where me office is": Brummie, Scouse and Irish "me" before a thing someone
  // has is "my"; not after a verb that gives the visitor something ("send me details", "show me listings").
  [/(?<!\b(?:send|sends|give|gives|show|shows|email|e-mail|text|tell|get|bring|find|offer|pass|mail|forward|ask|let|call|buy|teach|make|book|fetch|lend|write|sell|owe|save|leave|link|ping|drop)\s)(?<![\p{L}\d'’-])me(?= (?:clients?|tenants?|agents?|messages?|mood|team|office|rentals?|listings?|leads?|phone|number|email|nephew|niece|boss|wife|husband|missus|son|daughter|mum|mom|kids|business|properties|property|buyers?|sellers?|landlord|calendar|diary|cousin|brother|sister|mate|lads|data|details|info|chats?|name)\b)/giu, "my"],
  // "anythink", "nothink", "somethink": the Midlands and London "-think" for "-thing", no other word.
  [/(?<=(?<![\p{L}\d'’-])(?:any|no|some|every))think(?![\p{L}\d-])/giu, "thing"],
  // "start wi it", "talk wi ye": "wi" before a pronoun or an article is "with".
  [/(?<![\p{L}\d'’-])wi(?= (?:it|me|us|them|him|her|you|ye|that|this|the|a|an|my|ma|your|yer|our|oor)\b)/giu, "with"],
  // "best tae text me", "want tae know", "tae call me": "tae" between a wish and a verb.
  [/(?<=\b(?:best|want|wants|need|needs|like|easier|better|have|has|got|going|used|able|nice|happy|ready|time|how|way|trying|tryin|hard)\s)tae(?=\s)|(?<![\p{L}\d-])tae(?=\s(?:text|call|email|e-mail|phone|ring|reach|contact|get|ask|see|talk|speak|book|know|pay|me|us)\b)/giu, "to"],
];

// "-in" for "-ing": the words whose dropped g leaves no other word ("checkin" is a check-in, "login" no verb at all).
// Not "somethin", "anythin": spelled out they search the posts ("RESO somethin?" names a standard, it searches nothing).
const DROPPED_G = new Set(
  ("nothin everythin waitin gettin durin goin comin doin tryin lookin talkin workin runnin textin " +
    "callin emailin sendin askin sayin makin takin usin havin thinkin followin missin answerin bookin payin hookin " +
    "settin losin buyin sellin rentin messin helpin chargin wonderin hopin startin postin writin readin plannin fixin " +
    "keepin meetin leavin ringin phonin replyin listenin handlin managin showin tellin puttin spendin wastin")
    .split(" "),
);
// "listins", "showins", "meetins": a plural noun with its g dropped.
const DROPPED_G_PLURAL = new Set("listins showins meetins buildins bookins settins postins greetins earnins savins warnins findins mornins evenins".split(" "));
const G_DROPPED = /(?<![\p{L}\d'’-])(\p{L}+in)(?=['’]?(?![\p{L}\d-]))/giu;

function withCase(typed: string, word: string): string {
  return /^\p{Lu}/u.test(typed) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** The message with its Scots words and dropped g's read as standard English, when it is written that way. */
export function asPlainEnglish(message: string): string {
  if (OTHER_LANGUAGE.test(message)) return message;
  let text = message.replace(G_DROPPED, (m: string) => (DROPPED_G.has(m.toLowerCase()) ? `${m}g` : m)).replace(/(?<![\p{L}\d'’-])\p{L}+ins(?![\p{L}\d-])/giu, (m: string) => (DROPPED_G_PLURAL.has(m.toLowerCase()) ? `${m.slice(0, -1)}gs` : m));
  // Doric ("fit", "fan", "foo", "jist"; doric-scots.ts) is Scots: its other Scots words are read with it.
  const doric = isDoric(text);
  if (doric) text = asDoricRead(text);
  const markers = new Set((text.match(MARKERS) ?? []).map((m) => m.toLowerCase()));
  const scots = doric || [...markers].some((m) => STRONG.has(m)) || markers.size >= 2;
  if (scots) text = text.replace(MARKERS, (m) => withCase(m, WORDS[m.toLowerCase()] ?? m));
  for (const [pattern, word] of IN_PLACE) text = text.replace(pattern, (m) => withCase(m, word));
  return text;
}
