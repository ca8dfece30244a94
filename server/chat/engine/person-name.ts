import { againName, otraVezName } from "./name-again.ts";
import { chineseName, ZH_NOT_NAME } from "./person-name-zh.ts";
import { addressedName } from "./name-addressed.ts";
import { COMPANY_SUFFIX, CONTACT_DETAIL, IS_PARTICLE, isKey, JOB_TITLE, keepParticles, NAME_STOP, NOT_A_NAME, OFFERING_WORDS, PARTICLE, particleJoins, PLACES, titleCase, viFourWordName, ZH_ASK_FOR, ZH_GIVEN_CHARS, ZH_NOT_ITEM_NAME, ZH_SURNAMES } from "./name-words.ts";

// Names and companies come from self-introductions ("I'm Mike from Bayou Realty", "me llamo Carla y trabajo en Keller Williams"). Without a trigger phrase nothing is guessed: a wrong name in a lead is worse than none.
const WORD = "[\\p{L}][\\p{L}'’.-]*";
const NAME_WORDS = `(${WORD}(?:\\s+${WORD}){0,2})`;
// "O tên Hồ Thị Thu Sương": a Vietnamese full name runs to four words; a fourth is taken only capitalised.
const EXPLICIT_NAME_WORDS = `(${WORD}(?:\\s+${WORD}){0,2}(?:\\s+(?-i:\\p{Lu})[\\p{L}'’.-]*)?)`;

// "the company's name is …", "mi empresa se llama …" name a business, not a person.
const NOT_A_BUSINESS =
  "(?<!(?:company|business|brokerage|firm|agency|office|team|empresa|compa[nñ][ií]a|correduria|inmobiliaria|agencia|oficina|equipo|negocio|firma)(?:['’]s)? )";
// "…, tên Quân", "…, name Priya", "…, nombre Lucía", "…，名字Lena": the word for name opening a clause, then a
// capitalised word ("tên công ty là …" names a business).
const NAME_LABEL = "(?<=^|[,，.;:!]\\s*)(?:t[eê]n|name|nombre|名字|姓名)(?:\\s*[:：]|\\s+na)?(?=\\s*(?-i:\\p{Lu}))(?!\\s*(?:c[oô]ng ty|cty)\\b)";
// After one of these the name is explicit ("se llama", "chị ấy tên", "she's called": the person the visitor wants us
// to contact, named in a later turn), so lower-case input ("my name is john") is accepted. Texting, "e tên Hà", "a ten
// Phuc" stand for "em", "anh": only before a capitalised name. Central "o tên" (I am called) only with its accent
// (Spanish "o ten" is "or have").
const EXPLICIT_NAME = new RegExp(
  `(?:\\bmy name (?:is|na)|\\bm[yi] name(?=\\s+(?-i:\\p{Lu}))|\\bmy name'?s|${NOT_A_BUSINESS}(?:\\bname'?s|\\bname is|\\bname:)|\\b(?:he|she)(?:['’]s| is) called|\\bme llamo|\\bmi nombre es|${NOT_A_BUSINESS}\\bse llama|\\bt[eê]n (?:t[oô]i )?l[aà](?=\\s)|\\bt[eê]n (?:con|em|anh|ch[iị]|m[iì]nh|tui) l[aà](?=\\s+(?-i:\\p{Lu}))|\\b(?:anh|ch[iị]|em|t[oô]i|m[iì]nh|c[oô]|ch[uú]|con|b[aá]c|[oô]ng|b[aà]|tui|t[oớ]|tau|tao)(?: [aấ]y)? t[eê]n(?!\\p{L})(?: l[aà](?=\\s))?|\\bo tên(?: l[aà](?=\\s))?|\\b(?-i:[ea]) t[eê]n(?: l[aà])?(?=\\s+(?-i:\\p{Lu}))|${NAME_LABEL}|我叫|我的名字是)\\s*${EXPLICIT_NAME_WORDS}`,
  "iu",
);
// After these a name is only one reading among many ("I'm interested"), so stop words are refused.
const SOFT_NAME = new RegExp(`(?:^|[\\s,.!¡])(?:i am|i'?m|this is|soy|habla|(?:le|les|te) (?:escribe|saluda|habla))\\s+${NAME_WORDS}`, "iu");
// "Tôi là Hương", "Minh la Thao": Vietnamese pronoun + "là"; only a capitalised word is a name ("tôi là môi giới" is a role).
// "của tụi tui là CINC" (ours is CINC) is no introduction.
// "cô là Lan", "chú là Tư": an older visitor speaking of herself as aunt or uncle (accented only: "co la" is no "cô là").
// "O là Sương", "tui là Sương": central and southern "I"; "o", and texting's "e", "a" (em, anh), only with the accented
// "là" (Spanish "o la" is "or the").
const VI_NAME = new RegExp(`(?:^|[\\s,.!])(?<!(?:[Cc][oô]ng ty|[Cc]ty)(?: c[uủ]a)? )(?<![Cc][uủ]a (?:[Tt][uụ]i |[Cc]h[uú]ng )?)(?<![Bb][eê]n )(?:(?:[Tt][oô]i|[Mm][iì]nh|[Ee]m|[Aa]nh|[Cc]h[iị]|[DdĐđ][aâ]y|[Tt]ui|[Tt][oớ]|[Cc]ô|[Cc]hú|[Bb]ác) l[aà]|[OoEeAa] là)\\s+(\\p{Lu}[\\p{L}'’.-]*(?:\\s+\\p{Lu}[\\p{L}'’.-]*){0,3})`, "u");
// "我是Linda Qian，…": a name in Latin letters after 我是/我叫.
const ZH_LATIN_NAME = /(?:我是|我叫|(?<=^|[，,。！!\s])(?:名字|姓名)(?:是|叫))(?:[^，,。！!]{1,40}?的)?\s*(\p{Lu}[\p{Ll}'’-]+(?:\s\p{Lu}[\p{Ll}'’-]+){0,2})(?=\s*[，,。.！!、]|\s*$)/u;
// "Sam here, …" / "jordan here - 281-…": a first name (and surname) said before "here" to open the message; "Lupita
// aquí, …", "Nam đây, …" say it in Spanish and Vietnamese, with a capital ("em đây" is "it's me"); "em Quỳnh đây ạ, …":
// a pronoun for oneself before the name.
// "Tan Mei Ling here": a name of three words, surname first. "Hi, Ivy Lin here": a greeting before it, then a capital.
// "howzit, Charlene van der Merwe here": South African "howzit", "howdy", "hiya" greet too; a particle may join the name.
const HERE_NAME = /^\s*(?:[Hh]i|[Hh]ey|[Hh]ello|[Yy]o|[Hh]owzit|[Hh]owdy|[Hh]iya|[Gg]ood (?:morning|afternoon|evening))[,!]?\s+(\p{Lu}[\p{L}'’-]+(?:\s(?:(?:van|von|der|den|ter|ten|du|di|dos|das|le)\s){0,2}\p{Lu}[\p{L}'’-]+){0,2}) here(?=\s*(?:[,.:;!–—-]|\p{Extended_Pictographic}|$))|^\s*(\p{L}[\p{L}'’-]+(?:\s(?:(?:van|von|der|den|ter|ten|du|di|dos|das|le)\s){0,2}\p{Lu}[\p{L}'’-]+){0,2}) here(?=\s*(?:[,.:;!–—-]|\p{Extended_Pictographic}|$))|^\s*(?!(?:Em|Anh|Ch[iị]|M[iì]nh|T[oô]i|Tui|Yo)\s)(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?) (?:aqu[ií]|đây)(?=\s*(?:[,.:;!–—-]|\p{Extended_Pictographic}|$))|^\s*(?:[Ee]m|[Aa]nh|[Cc]h[iị]|[Cc][oô]|[Cc]h[uú]|[Mm][iì]nh|[Tt]ui|[Tt][oô]i)\s+(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+){0,2}) đây(?=\s*(?:ạ|nhé|nha)?\s*(?:[,.:;!–—-]|\p{Extended_Pictographic}|$))/u;
// "hiya, Shanice here from Daz's team, …": "here" then where they come from ends the name as a comma would; only a
// capitalised name, as "sat here with a balti" or "been here from the start" name nobody.
const HERE_FROM_NAME = /^\s*(?:(?:[Hh]i|[Hh]ey|[Hh]ello|[Hh]iya|[Hh]owdy|[Yy]o)[,!]?\s+)?(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?) here from\s/u;
// "it's Keisha Robinson, …", "hey it's Dana. call me …": "it's" opening the message, then a capitalised name (a day,
// a place or an offering of ours is no name: "it's Tuesday", "it's Katy", "it's Voice AI I want").
const ITS_NAME = /^\s*(?:(?:hi|hey|yo|hello|ok|okay)[,!]?\s+)?(?:it['’]?s|its)\s+(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)(?=\s*(?:[,.:;!–—-]|\p{Extended_Pictographic}|$))/iu;
// "text me on 713-…, it's Dana" (a sign-off after it, "cheers"): "it's" or "this is" closing a message with a detail signs it.
const SIGNED_NAME = /[,;.!–—-]\s*(?:it['’]?s|its|this is)\s+(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)\s*[.!]*(?:\s*(?i:cheers|thanks|thank you|thx|ta|bye|ciao|gracias|saludos|xx?)\s*[.!]*)?\s*$/u;
// "(832) 555 0186 is my office line, ask for Caroline", "pregunta por Rogelio", "hỏi chị Lan", "找王丽" (name-words.ts):
// who to ask for at the number given. Said first in its sentence too ("Ask for Derek."), "ask" may be capitalised; the name must be.
const ASK_FOR_NAME = /(?<![\p{L}])(?:[Aa]sk for|[Aa]sking for|[Pp]regunte?n? por|[Pp]regunta por|[Pp]reguntar por|[Pp]ide por|[Pp]idan por|[Hh]ỏi gặp|[Xx]in gặp|[Hh]ỏi(?: (?:chị|anh|cô|em|bác|chú|bạn))?)\s+(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)(?=\s*(?:[,.!;]|$))/u;
// "loop in our training director Dana Whitfield at 832-…", "cc my assistant Mara Cole, mara@…", "nuestra coordinadora
// Ana Ruiz al 713-…": the person named after a role of the visitor's side, right before the detail, is whom to reach.
const ROLE_THEN_NAME = /(?<![\p{L}])(?:[Oo]ur|[Mm]y|[Nn]uestr[oa]|[Mm]i)\s+(?:[\p{Ll}-]+\s+){0,2}(?:director|manager|coordinator|assistant|admin|administrator|lead|partner|directora?|gerente|coordinador[a]?|asistente|encargad[oa])\s+(\p{Lu}[\p{Ll}'’-]+(?:\s\p{Lu}[\p{Ll}'’-]+)?)(?=\s*(?:[,:]|[-–—]|(?:at|on|al|en)\s+(?:\+?\(?\d{3}|[\w.+-]+@)|\+?\(?\d{3}|[\w.+-]+@))/u;

const VI_GIVEN_NAMES = new Set(["quan", "nhan", "truong", "cong"]);
const DAY_OR_MONTH = /^(?:mon|tues|wednes|thurs|fri|satur|sun)day$|^(?:january|february|march|april|may|june|july|august|september|october|november|december|lunes|martes|miercoles|jueves|viernes|sabado|domingo)$/;

function cleanName(raw: string, soft: boolean): string | undefined {
  const words: string[] = [];
  for (const word of raw.split(/\s+/)) {
    const bare = word.replace(/[.'’-]+$/, "");
    const key = bare.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();
    // "Phan Thị Mỹ Dung": a capitalised word with its accents is a name's part, not the stop word it folds to ("my").
    const accented = /^\p{Lu}/u.test(bare) && bare.toLowerCase() !== key;
    if (words.length > 0 && IS_PARTICLE.test(bare) && particleJoins(raw, word)) {
      words.push(bare);
      continue;
    }
    if ((NAME_STOP.has(key) && !accented) || bare === "") break;
    // After an explicit "tên", "tôi tên", a capitalised Quân, Nhân, Trường or Công is a given name, not "quận" (district),
    // "nhân viên" (staff), "trưởng nhóm" (team lead) or "công ty" (company), which fold to the same letters.
    const trusted = !soft && /^\p{Lu}\p{Ll}/u.test(bare) && VI_GIVEN_NAMES.has(key);
    if (words.length === 0 && NOT_A_NAME.has(key) && !trusted) return undefined;
    // Only the first word may be lower case in a soft match; following words must look like a surname.
    if (soft && words.length > 0 && bare.charAt(0) !== bare.charAt(0).toUpperCase()) break;
    words.push(bare);
    // "Name's Walt. WhatsApp is fine": a full stop after a word (not an initial, "J.") ends the sentence and the name.
    if (/\p{L}{2,}\.$/u.test(word)) break;
  }
  return words.length > 0 ? keepParticles(titleCase(words)) : undefined;
}

// Commas and dashes, a contact block's bullets and lines ("• Ana Ruiz • ana@…"); a full stop only right before the detail
// ("Earl Dupree. 713-…") or its label ("Marcus Thibodeaux. Company: …"), since "Fine. Brian Cole, …" opens with an answer.
const LIST_SEPARATOR = /\s*(?:[,;，、|•·▪●◦\n]|\s[-–—/*]\s|(?<=\p{L}{2})\.\s+(?=\+?[\d(]|[\w.+-]+@|(?:company|phone|e-?mail|tel|cell|mobile|empresa|tel[eé]fono|correo|c[oô]ng ty|[dđ]i[eệ]n tho[aạ]i|s[dđ]t)\b))\s*/iu;
// "Contact details:", "Mis datos:", "Thông tin liên hệ:", "联系方式：": a block's heading, not its first item.
const BLOCK_HEADING = /^(?:[^\d@:：]{1,40}[:：]|(?:my )?contact(?: details| info(?:rmation)?)?|(?:mis )?datos(?: de contacto)?|th[oô]ng tin(?: li[eê]n h[eệ])?|联系方式|联系信息)$/iu;
const NAME_LIKE = new RegExp(`^\\p{Lu}[\\p{L}'’.-]*(?:\\s+(?:${PARTICLE}\\s+){0,2}\\p{Lu}[\\p{L}'’.-]*){0,2}$`, "u");
// A name typed as the first item of a list of details: capitalised words, none a greeting, a common word or a place.
function namePart(item: string): boolean {
  if (!(NAME_LIKE.test(item) || viFourWordName(item)) || COMPANY_SUFFIX.test(item) || JOB_TITLE.test(item) || PLACES.has(item.toLowerCase())) return false;
  return item.split(/\s+/).every((w, at, all) => {
    const key = isKey(w.replace(/[.'’-]+$/, ""));
    if (at === 0 && all.length > 1 && GIVEN_TOO.has(key)) return true; // "Dale Kowalski, 832-…": given name, surname
    if (at > 0 && IS_PARTICLE.test(w)) return true;
    return !NOT_A_NAME.has(key) && !NAME_STOP.has(key) && !PLACES.has(key) && !OFFERING_WORDS.has(key);
  });
}
/** "Dana Ortiz, Bayou Crest Realty, 281-…": a name and a company given as the first items of a list with a contact. */
// "Kevin Tanaka from Tanaka Relocation", "relocation specialist at Meridian HR": who, then where, in one list item.
// "del" is "de el": "Espe Ruiz, del Ruiz Home Team" as "de" before a business.
// "Hương bên Bến Hải Realty nè": "bên" (at) before the business, a closing "nè" (here) after it.
const AT_COMPANY = /^(.*?)\s+(?:from|at|with|w\/|del?|con|b[eê]n)\s+(\p{Lu}[\p{L}\d&'’.-]*(?:\s+\p{Lu}[\p{L}\d&'’.-]*){0,4})(?:\s+(?:nè|nha|đây))?$/u;
const ON_SOMEONES_TEAM = /\s+(?:on|from|in|with)\s+\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*)?['’]s?\s+(?:team|office|crew|group)$/iu;
const JOINED_BUSINESS = /^\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:de|del)(?:\s+(?:la|las|los))?\s+)?\p{Lu}[\p{L}\d&'’.-]*){1,4}$/u;
const ROLE_ONLY = /^(?:[\p{Ll}\p{Lu}][\p{L}-]*\s+){0,3}[\p{L}-]+$/u;

// "Fine. Brian Cole, …", "Được rồi. Trần Minh, …": a short answer before the list, then the introduction's own words.
// "yo its marco, …", "hey it's dana, …": a greeting and "it's" before the name are no part of it.
const INTRODUCTION_WORDS = /^(?:(?!(?:dr|mr|mrs|ms|sr|sra|st)\.)[\p{L}'’]+(?: [\p{L}'’]+)?[.!]\s+)?(?:(?:hi|hey|yo|hello|hola|ok|okay)\s+)?(?:i am|i['’]?m|this is|it['’]?s|its|my name is|soy|me llamo|mi nombre es)?\s*/iu;

// "w/ kim & park commercial", or the business alone: "brandon mills, mills & co realty, 281-…", or labelled: "cong ty
// Saigon Realty". A word before the name needs its space ("cong ty" is no "con" before "g ty").
const BUSINESS_LABEL = /^(?:c[oô]ng ty|cty|company|empresa|compa[nñ][ií]a)\s*[:：]?\s*/iu;
const WITH_BUSINESS = /^(?:(?:w\/|@)\s*|(?:w|with|at|from|del?|con|para|b[eê]n)\s+|(?:c[oô]ng ty|cty|company|empresa|compa[nñ][ií]a)\s*[:：]?\s*)?([\p{L}\d&][\p{L}\d&'’.-]*(?:\s+[\p{L}\d&][\p{L}\d&'’.-]*){0,4})$/iu;
// "we're a small team", "our team": a clause about the visitor, not a business's name.
const NOT_A_BUSINESS_START = /^(?:we|were|we['’]re|i|im|i['’]m|our|my|your|their|the|a|an|this|that|just|only|solo|small|big|large|nuestro|nuestra|mi|un|una|somos)\b/iu;
// "info@", "sales@": a mailbox named for what it is for, not a person.
const GENERIC_MAILBOX = new Set("info sales support admin contact contacto hello hola mail inbox office team marketing leasing listings noreply ventas oficina".split(" "));
const PLAIN_NAME = /^\p{L}[\p{L}'’-]+(?:\s+\p{L}[\p{L}'’-]+){1,2}$/u;
const plainWords = (item: string): boolean =>
  item.split(/\s+/).every((w) => !NOT_A_NAME.has(isKey(w)) && !NAME_STOP.has(isKey(w)) && !PLACES.has(isKey(w)) && !OFFERING_WORDS.has(isKey(w)));
/** "Marisol, 832-…": a single capitalised word, then the contact detail itself. */
const DETAIL_ITEM = /^(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?[\d(][\d\s().-]{8,}\d)/;

// "陈立，713-…": a Chinese name (a common surname and one or two characters) typed as the first item (not "周末", "马上").
const ZH_ITEM_NAME = new RegExp(`^[${ZH_SURNAMES}][\\p{Script=Han}]{1,2}$`, "u");
// "俊峰，邮箱 …": a given name alone (two characters common in given names, name-words.ts) typed as the first item; a
// name only right before the contact detail itself, since two such characters could be other words elsewhere.
const ZH_ITEM_GIVEN = new RegExp(`^[${ZH_GIVEN_CHARS}]{2}$`, "u");
// "em Hạnh, …", "anh Tuấn - 713…": a Vietnamese pronoun for oneself, then a capitalised name, as the first item.
const VI_PRONOUN_NAME = /^(?:[Ee]m|[Aa]nh|[Cc]h[iị]|[Cc][oô]|[Cc]h[uú]|[Mm][iì]nh|[Tt][oô]i)\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3})$/u;

/** The items of a list of details, without a block's heading and without job titles. */
function listItems(message: string): string[] {
  const items = message.trim().split(LIST_SEPARATOR).map((i) => i.trim().replace(/^[-–—*]\s+/u, "")).filter((i) => i !== "");
  while (items.length > 1 && BLOCK_HEADING.test(items[0]!) && !CONTACT_DETAIL.test(items[0]!)) items.shift();
  // "For the record: Hannah Kim, …", "Datos: Ana Ruiz, …": a lead-in before the first item's colon, when no detail follows
  // it there ("Kevin Tanaka at Acme: kevin@…" keeps its words; the item ends at that colon below).
  const leadIn = /^[^\d@:：]{1,40}[:：]\s*(?=\S)/u.exec(items[0] ?? "");
  if (leadIn && !CONTACT_DETAIL.test(items[0]!.slice(leadIn[0].length))) items[0] = items[0]!.slice(leadIn[0].length);
  // An item after the first ends at its sentence's end ("Ana Ruiz, broker with Casa Realty. Write to …").
  // A closing politeness word is no part of the item ("Maricel Dizon po", "Lan Anh ạ").
  const sentences = items.map((item, at) => (at > 0 ? item.replace(/(?<=\p{L}{2})[.!]\s.*$/u, "") : item).replace(/\s+(?:po|ạ|nhé|nha)$/u, ""));
  const kept = sentences.filter((item, at) => at > 3 || !JOB_TITLE.test(item.replace(/[.!]+$/, "")));
  // An item ends at a colon too: "…at Meridian HR: dana@…".
  // "Company: Thibodeaux Realty Group" keeps the business after its label.
  return kept.slice(0, 2).map((i) => i.replace(BUSINESS_LABEL, "").replace(/\s*:.*$/u, "").replace(/[.!]+$/, ""));
}

const REACH_ME_FIRST = /^(?:[\p{L}]+\s+){0,2}?(?:m[aá]nd[ae]n?me|env[ií]en?me|escr[ií]ban?me|ll[aá]men?me|contáct[ae]n?me|text me|call me|e-?mail me|ring me|reach me|contact me)\b/iu;
export function listedIntroduction(message: string): { name?: string; company?: string } {
  if (!CONTACT_DETAIL.test(message)) return {};
  // "mejor mándenme mensaje de texto, Julio Berumen, 713-…", "text me instead, Dana Ortiz, 281-…": the way to reach them
  // asked first, then a full name right before the detail (a single word there could be anything).
  const all = message.trim().split(LIST_SEPARATOR).map((i) => i.trim()).filter((i) => i !== "");
  if (all.length >= 3 && REACH_ME_FIRST.test(all[0]!) && /\s/.test(all[1]!) && namePart(all[1]!) && DETAIL_ITEM.test(all[2]!)) return { name: all[1]! };
  const items = listItems(message);
  const zhName = items[0] !== undefined && ZH_ITEM_NAME.test(items[0]) && !ZH_NOT_ITEM_NAME.test(items[0]) && !ZH_NOT_NAME.test(items[0]) ? items[0] : undefined;
  // "陈立，713-…", "陈立，电话 713-…", "陈立，金湾资本，电话 …", "陈立，Katy，713-…": the detail, labelled or not, a business
  // or the place they work next.
  const zhNext = items[1]?.replace(/^(?:电话|手机|邮箱|电邮|微信|whatsapp)\s*[:：]?\s*/iu, "");
  const zhGiven = items[0] !== undefined && ZH_ITEM_GIVEN.test(items[0]) ? items[0] : undefined;
  if (zhGiven && zhNext !== undefined && DETAIL_ITEM.test(zhNext)) return { name: zhGiven };
  if (zhName && zhNext !== undefined && (DETAIL_ITEM.test(zhNext) || PLACES.has(zhNext.toLowerCase()) || /^[\p{Script=Han}A-Za-z0-9&' ]{2,16}(?:地产|房产|置业|不动产|公司|集团|投资|资本|物业|控股)$/u.test(zhNext))) return { name: zhName };
  const viName = VI_PRONOUN_NAME.exec(items[0] ?? "")?.[1];
  if (viName && namePart(viName)) return { name: viName };
  // "I'm Dana Lee from Katy Realty, dana@…", "Katy Realty, I'm Dana Lee, …": the introduction's own words are no part of the name.
  // "Becky Hallam on Gaz's team, …", "Tahlia Brennan from Jarrah Tonkin's team": whose team they are on follows the name and is no part of it.
  const [first = "", second = ""] = items.map((i) => i.replace(INTRODUCTION_WORDS, "")).map((i, at) => (at === 0 ? i.replace(ON_SOMEONES_TEAM, "") : i));
  // "jae kim, w/ kim & park commercial, 713-…": typed in lower case, a person then "with <a business>".
  const withBusiness = WITH_BUSINESS.exec(second)?.[1];
  // Bare, the item is the business's name alone ("marketing coordinator at Greenbriar Homes" is a role, read below).
  const notABusiness = withBusiness === second && (NOT_A_BUSINESS_START.test(second) || PLACES.has(second.toLowerCase()) || /\s(?:at|with|from|for|w\/|de|con|para|en)\s/iu.test(second));
  if (withBusiness && !notABusiness && COMPANY_SUFFIX.test(withBusiness) && PLAIN_NAME.test(first) && plainWords(first)) {
    return { name: titleCase(first.split(/\s+/)), company: titleCase(withBusiness.split(/\s+/)) };
  }
  // A full name is needed for these two forms: "Dana, relocation at Acme" could be a greeting to Dana.
  const joined = AT_COMPANY.exec(first);
  // "Derek w/ Woodlands Pines, +1 281…", "Yesenia de Casa Sol Realty, …": "w/", or a business that says it is one, tells where they work.
  if (joined && namePart(joined[1]!) && (/\s/.test(joined[1]!) || /\sw\/\s/.test(first) || (COMPANY_SUFFIX.test(joined[2]!) && !GENERIC_MAILBOX.has(isKey(joined[1]!))))) return { name: joined[1]!, company: joined[2]! };
  // "Inmaculada Chacón Barroso, Tacita de Plata Realty, …": after a full name, capitalised words joined by "de" and
  // ending in a business word are one Spanish business name, not a role ("Tacita") at a business ("Plata Realty").
  const roleAt = AT_COMPANY.exec(second);
  if (JOINED_BUSINESS.test(second) && COMPANY_SUFFIX.test(second) && !JOB_TITLE.test(roleAt?.[1] ?? "") && namePart(first) && /\s/.test(first)) return { name: first, company: second };
  if (roleAt && ROLE_ONLY.test(roleAt[1]!) && namePart(first) && /\s/.test(first)) return { name: first, company: roleAt[2]! };
  // "its tyler nguyen-brooks, 281-…": opened by "it's" or "this is", a lower-case full name right before the detail.
  if (/^(?:(?:hi|hey|yo|hello|ok|okay)[,!]?\s+)?(?:it['’]?s|this is)\s/iu.test(items[0] ?? "") && PLAIN_NAME.test(first) && plainWords(first) && DETAIL_ITEM.test(second)) return { name: titleCase(first.split(/\s+/)) };
  const companyFirst = COMPANY_SUFFIX.test(first) && NAME_LIKE.test(second) && namePart(second);
  const name = companyFirst ? second : namePart(first) ? first : undefined;
  // "brenda castillo / cypress mgmt / brenda.c@…": the address confirms the name wherever in the list it stands.
  if (!name) return nameOfAddress(first, EMAIL_ADDRESS.exec(message)?.[0] ?? second);
  const business = second.replace(BUSINESS_LABEL, "");
  const company = companyFirst ? first : COMPANY_SUFFIX.test(business) && /^\p{Lu}/u.test(business) && !/[\d@]/.test(business) ? business : undefined;
  // A single word is a name only beside a company ("Dana, Bayou Crest Realty, …"), right before the contact detail
  // itself ("Marisol, 832-…") or the place they work ("Tuấn, Alief, 832-…"); alone it could be anything.
  if (!company && !/\s/.test(name) && !DETAIL_ITEM.test(second) && !(PLACES.has(second.toLowerCase()) && !DAY_OR_MONTH.test(isKey(name)))) return {};
  return { name, ...(company ? { company } : {}) };
}

// "ok you can reach me, Abigail Cole, 832-…", "stoked, let's do it. Jarrah Tonkin, team lead at …", "ya, vamos. Renato
// Alvarado Zavaleta, de …", "hi there, Tahlia Brennan from Jarrah's team. …": a few words of lead-in (a reply, a greeting,
// how to reach them), then a full name in capitals as an item of its own (after the lead-in's sentence ends), in a message
// that gives a contact detail. Two or three capitalised words, none a common word, a place or ours; one word could be
// anything.
const LEAD_IN_ITEMS = 2;
const INTRODUCING = /^(?:i['’]?m|it['’]?s|this|my|me|soy|mi)\s/iu;
function nameAfterLeadIn(message: string): string | undefined {
  if (!CONTACT_DETAIL.test(message)) return undefined;
  const items = message.trim().split(LIST_SEPARATOR).map((i) => i.trim()).filter((i) => i !== "");
  for (const [at, item] of items.slice(0, LEAD_IN_ITEMS + 1).entries()) {
    if (DETAIL_ITEM.test(item) || /[\d@]/.test(item)) return undefined;
    // The item's own sentences: the name may end the lead-in's ("vamos. Renato …") or open its own ("Tahlia … team. he said").
    const sentences = item.split(/(?<=\p{L}{2})[.!]\s+/u).slice(0, 2).map((t) => t.replace(ON_SOMEONES_TEAM, "").replace(/[.!]+$/u, ""));
    const candidate = sentences.find((t, n) => (at > 0 || n > 0) && /\s/.test(t) && !INTRODUCING.test(t) && NAME_LIKE.test(t) && namePart(t) && !t.split(/\s+/).some((w) => DAY_OR_MONTH.test(isKey(w))));
    if (candidate) return candidate;
  }
  return undefined;
}

/** "brandon, brandon@…", "mai tran - mai.tran@…": a name in lower case, confirmed by the e-mail address right after it. */
function nameOfAddress(first: string, second: string): { name?: string } {
  const local = /^([\w.+-]+)@/u.exec(second)?.[1]?.toLowerCase().replace(/[^a-z]/g, "");
  if (!local || !/^\p{L}[\p{L}'’-]+(?:\s+\p{L}[\p{L}'’-]+){0,2}$/u.test(first) || !plainWords(first)) return {};
  const given = isKey(first.split(/\s+/)[0]!).replace(/[^a-z]/g, "");
  if (given.length < 3 || GENERIC_MAILBOX.has(given) || !local.includes(given)) return {};
  return { name: titleCase(first.split(/\s+/)) };
}

// "ok put me down tyler nguyen tyler.n@…", "Our broker is Marcus Webb, mwebb@…", "anótame: carla ruiz carla.r@…": the
// words right before an e-mail address are a name when the address's own letters say so: they hold the given name
// ("tyler.n"), or its initial and the surname ("mwebb"). Without that, "email sales sales@…" would name a Mr Sales.
const LOWER_HERE = /^\s*(\p{Ll}[\p{L}'’-]+(?:\s\p{Ll}[\p{L}'’-]+)?) here(?=\s*[,.:;!–—-])/u;
const EMAIL_ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/u;
const COLON_NAME = /[:：]\s*(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){1,3})\s*[,–—-]?\s*(?=\+?\(?\d{3}|[\w.+-]+@)/u;
const PUT_DOWN_WORDS = new Set(["as", "down", "under", "me", "for", "is", "put", "como", "a"]);
function nameBeforeAddress(message: string): string | undefined {
  const address = EMAIL_ADDRESS.exec(message);
  if (!address) return undefined;
  const local = address[0].split("@")[0]!.toLowerCase().replace(/[^a-z]/g, "");
  const before = message.slice(0, address.index).replace(/[\s,:;•·|()–—-]+$/u, "");
  const words = /(?:^|\s)((?:\p{L}[\p{L}'’-]*\s+){0,2}\p{L}[\p{L}'’-]*)$/u.exec(before)?.[1]?.split(/\s+/) ?? [];
  for (let n = words.length; n >= 1; n--) {
    const candidate = words.slice(-n);
    const text = candidate.join(" ");
    if (!plainWords(text) || COMPANY_SUFFIX.test(text) || JOB_TITLE.test(text)) continue;
    const keys = candidate.map((w) => isKey(w).replace(/[^a-z]/g, ""));
    // "put me down as Donie, donie.c@…": the words of the request before the name ("down as") are no part of it.
    if (keys.some((k) => PUT_DOWN_WORDS.has(k))) continue;
    const given = keys[0]!;
    const surname = keys[n - 1]!;
    if (given.length < 3 || GENERIC_MAILBOX.has(given)) continue;
    if (local.includes(given) || (n > 1 && surname.length >= 3 && local.startsWith(given.charAt(0)) && local.includes(surname))) return titleCase(candidate);
  }
  return undefined;
}

export function extractName(message: string): string | undefined {
  const explicit = EXPLICIT_NAME.exec(message);
  if (explicit?.[1]) return cleanName(explicit[1], false);
  const zh = chineseName(message);
  if (zh) return zh;
  const latin = ZH_LATIN_NAME.exec(message)?.[1];
  if (latin) return cleanName(latin, true);
  const hereMatch = HERE_NAME.exec(message);
  const here = hereMatch?.[1] ?? hereMatch?.[2] ?? hereMatch?.[3] ?? hereMatch?.[4] ?? HERE_FROM_NAME.exec(message)?.[1] ?? otraVezName(message);
  if (here) {
    const name = cleanName(here, true);
    const parts = here.split(/[\s-]+/).filter((w) => !IS_PARTICLE.test(w)).map(isKey);
    if (name && !parts.some((w) => NOT_A_NAME.has(w) || OFFERING_WORDS.has(w) || PLACES.has(w))) return name;
  }
  const again = againName(message);
  if (again) return again;
  // "morag leask here, …, morag.leask@…": typed all in lower case, a name before "here" is trusted when the message's
  // e-mail address holds its given name.
  const lowerHere = LOWER_HERE.exec(message)?.[1];
  if (lowerHere && plainWords(lowerHere)) {
    const local = EMAIL_ADDRESS.exec(message)?.[0].split("@")[0]!.toLowerCase().replace(/[^a-z]/g, "") ?? "";
    const given = isKey(lowerHere.split(/\s+/)[0]!).replace(/[^a-z]/g, "");
    if (given.length >= 3 && !GENERIC_MAILBOX.has(given) && local.includes(given)) return titleCase(lowerHere.split(/\s+/));
  }
  const its = ITS_NAME.exec(message)?.[1] ?? (CONTACT_DETAIL.test(message) ? SIGNED_NAME.exec(message)?.[1] : undefined);
  if (its && /^\p{Lu}/u.test(its)) {
    const name = cleanName(its, true);
    const parts = its.split(/\s+/).map(isKey);
    if (name && !parts.some((w) => NOT_A_NAME.has(w) || OFFERING_WORDS.has(w) || PLACES.has(w) || DAY_OR_MONTH.test(w))) return name;
  }
  const zhAskFor = CONTACT_DETAIL.test(message) ? ZH_ASK_FOR.exec(message)?.[1] : undefined;
  if (zhAskFor && !ZH_NOT_NAME.test(zhAskFor) && !ZH_NOT_ITEM_NAME.test(zhAskFor)) return zhAskFor;
  const askFor = CONTACT_DETAIL.test(message) ? ASK_FOR_NAME.exec(message)?.[1] : undefined;
  if (askFor) {
    const name = cleanName(askFor, true);
    if (name && !OFFERING_WORDS.has(isKey(askFor)) && !PLACES.has(isKey(askFor))) return name;
  }
  const ofRole = CONTACT_DETAIL.test(message) ? ROLE_THEN_NAME.exec(message)?.[1] : undefined;
  if (ofRole && !ofRole.split(/\s+/).map(isKey).some((w) => NOT_A_NAME.has(w) || OFFERING_WORDS.has(w) || PLACES.has(w))) {
    const name = cleanName(ofRole, true);
    if (name) return name;
  }
  const vi = VI_NAME.exec(message)?.[1];
  if (vi && !PLACES.has(isKey(vi)) && !OFFERING_WORDS.has(isKey(vi.split(/\s+/)[0]!))) {
    // "em là Trương Bảo Ngọc": three capitalised words are a full name, surname first; its surname (Trương, Nhân)
    // may fold like a common word ("trường", "nhân viên") and is trusted like a name after "tên".
    const name = cleanName(vi, vi.trim().split(/\s+/).length < 3);
    if (name) return name;
  }
  const listed = listedIntroduction(message).name;
  if (listed) return listed;
  // "call me back at this one: Pham Thu Ha 281 …", "anote: Rosa Elena Díaz rosa@…": after a colon, a full name in
  // capitals right before the detail it belongs to.
  const labelled = COLON_NAME.exec(message)?.[1];
  if (labelled && !labelled.split(/\s+/).map(isKey).some((w) => NOT_A_NAME.has(w) || OFFERING_WORDS.has(w) || PLACES.has(w))) {
    const name = cleanName(labelled, true);
    if (name) return name;
  }
  const soft = SOFT_NAME.exec(message);
  // No introduction: a name before the address it confirms, one given as whom to address (name-addressed.ts), or a full
  // name after a few words of lead-in.
  const unintroduced = (): string | undefined => nameBeforeAddress(message) ?? addressedName(message) ?? nameAfterLeadIn(message);
  if (!soft?.[1]) return unintroduced();
  // "this is darla pruitt with …": the name ends at a joiner, which opens the rest.
  const words = soft[1].split(/\s+/);
  const stop = words.findIndex((w, at) => at > 0 && NAME_STOP.has(isKey(w)));
  const named = stop > 0 ? words.slice(0, stop) : words;
  const rest = message.slice((soft.index ?? 0) + soft[0].length - soft[1].length + named.join(" ").length);
  // A lower-case soft name must end its clause and come with other details ("im sarah, broker at ..., 281-..."),
  // else "this is terrible, nothing works" would introduce a Mr Terrible.
  const endsClause = /^\s*(?:[,.!;]|$|\s(?:from|with|at|de|con|en|y|and)\b|\sw\/)/iu.test(rest);
  const withDetails = /@|\d{3}|\b(?:agent|broker|realtor|leader|manager|realty|agente|l[ií]der|administrador|administradora)\b/iu.test(rest);
  const looksLikeName = /^\p{Lu}/u.test(soft[1]) || (endsClause && withDetails);
  if (!looksLikeName) return nameBeforeOwnDetail(soft[1], message.slice((soft.index ?? 0) + soft[0].length)) ?? unintroduced();
  // Typed all in lower case, the words up to the joiner are the whole name when each is a plain word.
  // "this is dale whitaker, call me…": a given name that is also a word elsewhere ("dale", Spanish for "go on") is the
  // name before a surname in an English introduction.
  const given = named.length > 1 && GIVEN_TOO.has(isKey(named[0]!)) && plainWords(named.slice(1).join(" "));
  return /^\p{Ll}/u.test(soft[1]) && named.length > 1 && (plainWords(named.join(" ")) || given) ? titleCase(named) : cleanName(soft[1], true);
}

const GIVEN_TOO = new Set(["dale", "mark", "bill", "sue", "pat", "rob", "art"]);

// "soy maricruz oyervides mi whatsapp es 936…", "im dana lee my cell 713…": typed in lower case, the introduction runs
// up to the label of the visitor's own detail (or the detail itself), which ends it; every word must be a plain one.
const OWN_DETAIL_NEXT = /^\s*[,.]?\s*(?:(?:mi|my|mis)\s+(?:cel|cell|celular|whatsapp|wasap|n[uú]mero|number|tel|tel[eé]fono|phone|mobile|correo|e-?mail)\b|\+?\(?\d{3}|[\w.+-]+@)/iu;
function nameBeforeOwnDetail(words: string, rest: string): string | undefined {
  const all = words.split(/\s+/);
  const stop = all.findIndex((w) => NAME_STOP.has(isKey(w)));
  const kept = stop < 0 ? all : all.slice(0, stop);
  if (kept.length === 0 || !OWN_DETAIL_NEXT.test(`${all.slice(kept.length).join(" ")} ${rest}`)) return undefined;
  const plain = kept.every((w) => /^\p{L}[\p{L}'’-]+$/u.test(w) && ![NOT_A_NAME, PLACES, OFFERING_WORDS].some((set) => set.has(isKey(w))));
  return plain && !JOB_TITLE.test(kept.join(" ")) ? titleCase(kept) : undefined;
}
