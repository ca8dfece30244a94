import { againName, otraVezName } from "./name-again.ts";
import { chineseName, ZH_NOT_NAME } from "./person-name-zh.ts";
import { addressedName } from "./name-addressed.ts";
import { nameBeforeAddress, nameBeforeOwnDetail } from "./name-before-detail.ts";
import { DAY_OR_MONTH, EMAIL_ADDRESS, GENERIC_MAILBOX, GIVEN_TOO, plainWords } from "./name-list-words.ts";
import { listedIntroduction, nameAfterLeadIn } from "./name-listed.ts";
import { nameOnBehalf } from "./name-on-behalf.ts";
import { CONTACT_DETAIL, IS_PARTICLE, isKey, keepParticles, NAME_STOP, NOT_A_NAME, OFFERING_WORDS, particleJoins, PLACES, titleCase, ZH_ASK_FOR, ZH_NOT_ITEM_NAME } from "./name-words.ts";

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
// (Spanish "o ten" is "or have"). "Công ty của cô tên …" names the business (company-name.ts), not her.
const EXPLICIT_NAME = new RegExp(
  `(?:\\bmy name (?:is|na)|\\b(?:the |my )?(?:surname|last name|family name)(?: is|'s|:)|\\bm[yi] name(?=\\s+(?-i:\\p{Lu}))|\\bmy name'?s|${NOT_A_BUSINESS}(?:\\bname'?s|\\bname is|\\bname:)|\\b(?:he|she)(?:['’]s| is) called|\\bme llamo|\\bmi nombre es|${NOT_A_BUSINESS}\\bse llama|\\bt[eê]n (?:t[oô]i )?l[aà](?=\\s)|\\bt[eê]n (?:con|em|anh|ch[iị]|m[iì]nh|tui|tau|tao|t[oớ]) l[aà](?=\\s+(?-i:\\p{Lu}))|(?<!(?:c[oô]ng ty|cty)(?: c[uủ]a)? )\\b(?:anh|ch[iị]|em|t[oô]i|m[iì]nh|c[oô]|ch[uú]|con|b[aá]c|[oô]ng|b[aà]|tui|t[oớ]|tau|tao|d[iì]|th[ií]m|m[ợo]|d[ưu][ợo]ng)(?: [aấ]y)? t[eê]n(?!\\p{L})(?: l[aà](?=\\s))?|\\bo tên(?: l[aà](?=\\s))?|\\b(?-i:[ea]) t[eê]n(?: l[aà])?(?=\\s+(?-i:\\p{Lu}))|${NAME_LABEL}|我叫|我的名字是)\\s*${EXPLICIT_NAME_WORDS}`,
  "iu",
);
// After these a name is only one reading among many ("I'm interested"), so stop words are refused.
const SOFT_NAME = new RegExp(`(?:^|[\\s,.!¡])(?:i am|i'?m|this is|dis is|soy|habla|(?:le|les|te) (?:escribe|saluda|habla))\\s+${NAME_WORDS}`, "iu");
// "Tôi là Hương", "Minh la Thao": Vietnamese pronoun + "là"; only a capitalised word is a name ("tôi là môi giới" is a
// role). "của tụi tui là CINC" (ours is CINC) is no introduction. "cô là Lan", "chú là Tư": an older visitor speaking
// of herself as aunt or uncle (accented only: "co la" is no "cô là"); "Con là Diệp Ngọc Bích": a younger one speaking
// as the child (accented "là" only: Spanish "con la" is "with the"). "O là Sương", "tui là Sương", "tau là Khoát":
// central, southern and Nghệ-Tĩnh "I"; "o", and texting's "e", "a" (em, anh), only with the accented "là" (Spanish "o
// la" is "or the").
const VI_NAME = new RegExp(`(?:^|[\\s,.!])(?<!(?:[Cc][oô]ng ty|[Cc]ty)(?: c[uủ]a)? )(?<![Cc][uủ]a (?:[Tt][uụ]i |[Cc]h[uú]ng )?)(?<![Bb][eê]n )(?:(?:[Tt][oô]i|[Mm][iì]nh|[Mm]k|[Ee]m|[Aa]nh|[Cc]h[iị]|[DdĐđ][aâ]y|[Tt]ui|[Tt][oớ]|[Tt]au|[Cc]ô|[Cc]hú|[Bb]ác|[Dd]ì|[Tt]hím|[Mm]ợ) l[aà]|[Cc]on là|[OoEeAa] là)\\s+(\\p{Lu}[\\p{L}'’.-]*(?:\\s+\\p{Lu}[\\p{L}'’.-]*){0,3})`, "u");
// "我是Linda Qian，…": a name in Latin letters after 我是/我叫.
const ZH_LATIN_NAME = /(?:我是|我叫|(?<=^|[，,。！!\s])(?:名字|姓名)(?:是|叫))(?:[^，,。！!]{1,40}?的)?\s*(\p{Lu}[\p{Ll}'’-]+(?:\s\p{Lu}[\p{Ll}'’-]+){0,2})(?=\s*[，,。.！!、]|\s*$)/u;
// "Sam here, …" / "jordan here - 281-…": a first name (and surname) said before "here" to open the message; "Lupita
// aquí, …", "Nam đây, …" say it in Spanish and Vietnamese, with a capital ("em đây" is "it's me"); "em Quỳnh đây ạ, …":
// a pronoun for oneself before the name; "anh Tai day, …" typed without accents too.
// "Tan Mei Ling here": a name of three words, surname first. "Hi, Ivy Lin here": a greeting before it, then a capital.
// "howzit, Charlene van der Merwe here": South African "howzit", "howdy", "hiya" greet too; a particle may join the name.
const HERE_NAME = /^\s*(?:[Hh]i|[Hh]ey|[Hh]ello|[Yy]o|[Hh]owzit|[Hh]owdy|[Hh]iya|[Gg]ood (?:morning|afternoon|evening))[,!]?\s+(\p{Lu}[\p{L}'’-]+(?:\s(?:(?:van|von|der|den|ter|ten|du|di|dos|das|le)\s){0,2}\p{Lu}[\p{L}'’-]+){0,2}) here(?=\s*(?:[,.:;!–—-]|\p{Extended_Pictographic}|$))|^\s*(\p{L}[\p{L}'’-]+(?:\s(?:(?:van|von|der|den|ter|ten|du|di|dos|das|le)\s){0,2}\p{Lu}[\p{L}'’-]+){0,2}) here(?=\s*(?:[,.:;!–—-]|\p{Extended_Pictographic}|$))|^\s*(?!(?:Em|Anh|Ch[iị]|M[iì]nh|T[oô]i|Tui|Yo)\s)(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?) (?:aqu[ií]|đây)(?=\s*(?:[,.:;!–—-]|\p{Extended_Pictographic}|$))|^\s*(?:[Ee]m|[Aa]nh|[Cc]h[iị]|[Cc][oô]|[Cc]h[uú]|[Mm][iì]nh|[Tt]ui|[Tt][oô]i)\s+(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+){0,2}) (?:đây|day)(?=\s*(?:ạ|a|nhé|nhe|nha)?\s*(?:[,.:;!–—-]|\p{Extended_Pictographic}|$))/u;
// "hiya, Shanice here from Daz's team, …": "here" then where they come from ends the name as a comma would; only a
// capitalised name, as "sat here with a balti" or "been here from the start" name nobody.
const HERE_FROM_NAME = /^\s*(?:(?:[Hh]i|[Hh]ey|[Hh]ello|[Hh]iya|[Hh]owdy|[Yy]o)[,!]?\s+)?(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?) here from\s/u;
// "it's Keisha Robinson, …", "hey it's Dana. call me …", "right then, it's Breesha Kinvig, …": "it's" opening the message, then a capitalised name (a day,
// a place or an offering of ours is no name: "it's Tuesday", "it's Katy", "it's Voice AI I want"). "It's Peigi MacAskill
// of Quiraing Realty": where they work, capitalised after "of", "from", "at" or "with", ends the name as a comma does.
const ITS_NAME = /^\s*(?:(?:hi|hey|yo|hello|ok|okay|right(?: then)?|so|well|alright)[,!]?\s+)?(?:it['’]?s|its)\s+(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)(?=\s*(?:[,.:;!–—-]|\p{Extended_Pictographic}|$)|\s+(?:of|from|at|with)\s+(?-i:\p{Lu}))/iu;
// "text me on 713-…, it's Dana" (a sign-off after it, "cheers"): "it's" or "this is" closing a message with a detail signs it.
const SIGNED_NAME = /[,;.!–—-]\s*(?:it['’]?s|its|this is)\s+(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)\s*[.!]*(?:\s*(?i:cheers|thanks|thank you|thx|ta|bye|ciao|gracias|saludos|xx?)\s*[.!]*)?\s*$/u;
// "ah what the heck. it's Duane Haugen, the office line is 281-…": "it's" and a name opening a later sentence, its comma
// before the detail given.
const LATER_ITS_NAME = /[.!]\s+(?:it['’]?s|its)\s+(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)\s*,/iu;
// "(832) 555 0186 is my office line, ask for Caroline", "pregunta por Rogelio", "hỏi chị Lan", "找王丽" (name-words.ts):
// who to ask for at the number given. Said first in its sentence too ("Ask for Derek."), "ask" may be capitalised; the name must be.
const ASK_FOR_NAME = /(?<![\p{L}])(?:[Aa]sk for|[Aa]sking for|[Pp]regunte?n? por|[Pp]regunta por|[Pp]reguntar por|[Pp]ide por|[Pp]idan por|[Hh]ỏi gặp|[Xx]in gặp|[Hh]ỏi(?: (?:chị|anh|cô|em|bác|chú|bạn))?)\s+(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)(?=\s*(?:[,.!;]|$))/u;
const PUT_DOWN_AS = /\b(?:put|write|mark|note|jot) me down as\s+(\p{L}[\p{L}'’-]+(?:\s+\p{L}[\p{L}'’-]+)?)(?=\s*[,.;]|\s*$)|^\W*(?:apunt(?:a|e|en|ad)(?:me|lo)?|anot(?:a|e|en|ad)(?:me|lo)?)\s*:\s*((?-i:\p{Lu})[\p{L}'’-]+(?:\s+(?-i:\p{Lu})[\p{L}'’-]+)?)(?=\s*,)/iu;
const LOWER_NAME_FROM = /^\W*(\p{Ll}[\p{Ll}'’-]+\s+\p{Ll}[\p{Ll}'’-]+)\s+(?:from|with|at)\s+(?:[\p{Ll}\d&'’.-]+\s+){1,3}(?:realty|homes|properties|group|team|partners|property management|management|rentals|brokerage)\b/u;
// "its rhonda hnatiuk, cell is 832-…": two plain words after "it's", then "at"/"with"/"from" or a comma, beside a detail.
// "my cell is 281-…, text me dont call. nadine cormier": a name and surname signed at the end, after the sentence, beside
// a contact detail; never a sign-off ("talk soon", "see ya") or words of the message.
const LOWER_SIGNED = /[.!;]\s+(\p{Ll}[\p{Ll}'’-]{2,}\s+\p{Ll}[\p{Ll}'’-]{2,})\s*[.!]*\s*$/u;
// "cell for texts is 832-555-0127, lorne sproule. text me": the two plain words right after the detail and its comma,
// ending the sentence.
// A phone number only (an address's domain may run on into "escríbanme ahorita"), and no courtesy ("por favor").
const LOWER_AFTER_DETAIL = /\d{4}\s*,\s+(\p{Ll}[\p{Ll}'’-]{2,}\s+\p{Ll}[\p{Ll}'’-]{2,})\s*[.!;]/u;
const COURTESY_WORDS = new Set("por favor porfa gracias thanks thank please cheers ahorita luego manana text only call only solo".split(" "));
const SIGN_OFF = new Set("talk soon see later cheers mate asap only rush quick much appreciated tomorrow today tonight thanks again best regards take care have nice day text call email before after noon morning afternoon evening anytime weekday weekdays weekend weekends please any time works fine".split(" "));
const LOWER_ITS_NAME = /^\W*(?:(?:right|ok|okay|hi|hey|so|yes|yeah|hello)[,!.]?\s+)?(?:it['’]?s|its|this is)\s+(\p{Ll}[\p{Ll}'’-]+)\s+(\p{Ll}[\p{Ll}'’-]+)(?:\s+(?:at|with|from)\s|\s*,)/u;
// "its darrell, 918-555-0163, afternoons are best": one lower-case name before the detail's comma.
const LOWER_ITS_ONE = /^\W*(?:(?:right|ok|okay|hi|hey|so|yes|yeah|hello)[,!.]?\s+)?(?:it['’]?s|its|this is)\s+(\p{Ll}[\p{Ll}'’-]{2,})\s*,\s*(?=\+?\(?\d{3}|[\w.+-]+@)/u;
// "ask for marnie, 713-…": typed in lower case, one word after "ask for" and before the detail's comma or the end, when
// it is no common word ("ask for help", "ask for pricing").
const ASKED_FOR_THINGS = new Set("help pricing price prices quote quotes info information details more support directions advice feedback someone anyone anybody somebody everything reception sales billing ayuda precio precios informacion cotizacion detalles soporte alguien".split(" "));
const LOWER_ASK_FOR_NAME = /(?<![\p{L}])(?:ask(?:ing)? for|pregunt(?:e|en|a|ar) por|pid(?:e|an) por)\s+(\p{Ll}[\p{Ll}'’-]{2,})(?=\s*(?:[,.!;]|$))/iu;
// "loop in our training director Dana Whitfield at 832-…", "cc my assistant Mara Cole, mara@…", "nuestra coordinadora
// Ana Ruiz al 713-…": the person named after a role of the visitor's side, right before the detail, is whom to reach.
// "Mi hija Maialen lleva la oficina: maialen@…", "my cousin Remy Broussard wants a call too, his number is 346-…": a
// relative or partner named, then what they do, before a colon (or "his number is") and the detail.
const ROLE_THEN_NAME = /(?<![\p{L}])(?:[Oo]ur|[Mm]y|[Nn]uestr[oa]|[Mm]i)\s+(?:[\p{Ll}-]+\s+){0,2}(?:director|manager|coordinator|assistant|admin|administrator|lead|partner|directora?|gerente|coordinador[a]?|asistente|encargad[oa]|daughter|son|wife|husband|sister|brother|cousin|hij[oa]|espos[oa]|herman[oa]|soci[oa]|prim[oa])\s+(\p{Lu}[\p{Ll}'’-]+(?:\s\p{Lu}[\p{Ll}'’-]+)?)(?=\s*(?:[,:]|[-–—]|(?:at|on|al|en)\s+(?:\+?\(?\d{3}|[\w.+-]+@)|\+?\(?\d{3}|[\w.+-]+@)|(?:\s+\p{Ll}+){1,4}\s*(?::|,\s*(?:his|her|their|su)\s+(?:number|cell|phone|e-?mail|n[uú]mero|cel|celular|correo|tel[eé]fono)\b)\s*(?:(?:is|es)\s+)?(?:\+?\(?\d{3}|[\w.+-]+@))/u;

const VI_GIVEN_NAMES = new Set(["quan", "nhan", "truong", "cong"]);

const VI_SIGNED_AFTER =
  /(?:@[\w.-]+\.[a-z]{2,}|\d{4})\s*[,.]?\s*(?:chị|em|anh|cô|chú|tui|mình|con)\s+(\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+){0,2})\s*(?:nè|nha|nhé|đây|ạ|á|nhen)?\s*[.!]*\s*$/u;
const VI_MARKS = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu;

function cleanName(raw: string, soft: boolean): string | undefined {
  const words: string[] = [];
  const said = raw.split(/\s+/);
  for (const [at, word] of said.entries()) {
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
    // "Cầm Thị Lụa", "Lò Văn Sáng": a capitalised word before the middle name Thị or Văn is a surname, whatever it folds to.
    const trusted = /^\p{Lu}\p{Ll}/u.test(bare) && ((!soft && VI_GIVEN_NAMES.has(key)) || (words.length === 0 && /^(?:Thị|Văn)$/u.test(said[at + 1] ?? "")));
    // "chị là Mỹ Ngân": a capitalised word with Vietnamese marks is a given name, not the English word it folds to ("my").
    if (words.length === 0 && NOT_A_NAME.has(key) && !trusted && !(accented && VI_MARKS.test(bare))) return undefined;
    // Only the first word may be lower case in a soft match; following words must look like a surname.
    if (soft && words.length > 0 && bare.charAt(0) !== bare.charAt(0).toUpperCase()) break;
    words.push(bare);
    // "Name's Walt. WhatsApp is fine": a full stop after a word (not an initial, "J.") ends the sentence and the name.
    if (/\p{L}{2,}\.$/u.test(word)) break;
  }
  return words.length > 0 ? keepParticles(titleCase(words)) : undefined;
}

const LOWER_HERE_BUSINESS = /^\s*\p{Ll}[\p{L}'’-]+\s\p{Ll}[\p{L}'’-]+ here\s*,\s*(?:[\p{L}\d&'’.-]+\s+){1,3}(?:realty|homes|properties|group|team|partners|property management|management|rentals|brokerage)\b/iu;
const LOWER_HERE = /^\s*(\p{Ll}[\p{L}'’-]+(?:\s\p{Ll}[\p{L}'’-]+)?) here(?=\s*[,.:;!–—-])/u;
// ("le dejo mis datos: Yurani Castaño, Castaño Homes, 605-…": the business may stand between the name and the detail.)
const COLON_NAME = /[:：]\s*(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){1,3})\s*[,–—-]?\s*(?:[^,:;@\d]{2,40},\s*)?(?=\+?\(?\d{3}|[\w.+-]+@)/u;

export function extractName(message: string): string | undefined {
  const boss = nameOnBehalf(message);
  if (boss) return boss;
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
  // "darryl whitlock here, talbragar realty": a business named right after vouches for the name as an e-mail would.
  if (lowerHere && plainWords(lowerHere) && lowerHere.includes(" ") && LOWER_HERE_BUSINESS.test(message)) return titleCase(lowerHere.split(/\s+/));
  if (lowerHere && plainWords(lowerHere)) {
    const local = EMAIL_ADDRESS.exec(message)?.[0].split("@")[0]!.toLowerCase().replace(/[^a-z]/g, "") ?? "";
    const given = isKey(lowerHere.split(/\s+/)[0]!).replace(/[^a-z]/g, "");
    if (given.length >= 3 && !GENERIC_MAILBOX.has(given) && local.includes(given)) return titleCase(lowerHere.split(/\s+/));
  }
  const its = ITS_NAME.exec(message)?.[1] ?? (CONTACT_DETAIL.test(message) ? (SIGNED_NAME.exec(message)?.[1] ?? LATER_ITS_NAME.exec(message)?.[1]) : undefined);
  if (its && /^\p{Lu}/u.test(its)) {
    const name = cleanName(its, true);
    const parts = its.split(/\s+/).map(isKey);
    if (name && !parts.some((w) => NOT_A_NAME.has(w) || OFFERING_WORDS.has(w) || PLACES.has(w) || DAY_OR_MONTH.test(w))) return name;
  }
  // "right, it's bryony widdicombe at smeaton realty group, best number is …": a lower-case name and surname after
  // "it's", then where they work, beside a contact detail. "put me down as Darcy MacIsaac, cell is …", "Apunta:
  // Belarmino, el 281…" (write down), "kylie tregonning from hannan realty, kylie@…": a name to write down, or two
  // plain words opening the message before where the visitor works (a business word ends it), beside a detail.
  const putDownMatch = CONTACT_DETAIL.test(message) ? (PUT_DOWN_AS.exec(message) ?? LOWER_NAME_FROM.exec(message)) : null;
  const putDown = putDownMatch?.[1] ?? putDownMatch?.[2];
  if (putDown) {
    const parts = putDown.split(/\s+/);
    if (!parts.map(isKey).some((w) => NOT_A_NAME.has(w) || NAME_STOP.has(w) || OFFERING_WORDS.has(w) || PLACES.has(w) || DAY_OR_MONTH.test(w))) return /^\p{Ll}/u.test(putDown) ? titleCase(parts) : putDown;
  }
  const lowerIts = CONTACT_DETAIL.test(message) ? LOWER_ITS_NAME.exec(message) : null;
  if (lowerIts?.[1] && lowerIts[2]) {
    const parts = [lowerIts[1], lowerIts[2]];
    if (!parts.map(isKey).some((w) => NOT_A_NAME.has(w) || NAME_STOP.has(w) || OFFERING_WORDS.has(w) || PLACES.has(w) || DAY_OR_MONTH.test(w))) return titleCase(parts);
  }
  const itsOne = LOWER_ITS_ONE.exec(message)?.[1];
  if (itsOne && ![itsOne].map(isKey).some((w) => NOT_A_NAME.has(w) || NAME_STOP.has(w) || OFFERING_WORDS.has(w) || PLACES.has(w) || DAY_OR_MONTH.test(w) || SIGN_OFF.has(w))) return titleCase([itsOne]);
  const afterDetail = LOWER_AFTER_DETAIL.exec(message)?.[1];
  const plainAfter = afterDetail && !afterDetail.split(/\s+/).some((w) => COURTESY_WORDS.has(isKey(w)) || /(?:me|nos)$/u.test(w)) ? afterDetail : undefined;
  const signed = CONTACT_DETAIL.test(message) ? (LOWER_SIGNED.exec(message)?.[1] ?? plainAfter) : undefined;
  if (signed) {
    const parts = signed.split(/\s+/);
    if (!parts.map(isKey).some((w) => NOT_A_NAME.has(w) || NAME_STOP.has(w) || SIGN_OFF.has(w) || OFFERING_WORDS.has(w) || PLACES.has(w) || DAY_OR_MONTH.test(w))) return titleCase(parts);
  }
  const zhAskFor = CONTACT_DETAIL.test(message) ? ZH_ASK_FOR.exec(message)?.[1] : undefined;
  if (zhAskFor && !ZH_NOT_NAME.test(zhAskFor) && !ZH_NOT_ITEM_NAME.test(zhAskFor)) return zhAskFor;
  const askFor = CONTACT_DETAIL.test(message) ? ASK_FOR_NAME.exec(message)?.[1] : undefined;
  if (askFor) {
    const name = cleanName(askFor, true);
    if (name && !OFFERING_WORDS.has(isKey(askFor)) && !PLACES.has(isKey(askFor))) return name;
  }
  const lowerAskFor = CONTACT_DETAIL.test(message) ? LOWER_ASK_FOR_NAME.exec(message)?.[1] : undefined;
  if (lowerAskFor) {
    const key = isKey(lowerAskFor);
    if (!NOT_A_NAME.has(key) && !NAME_STOP.has(key) && !OFFERING_WORDS.has(key) && !PLACES.has(key) && !ASKED_FOR_THINGS.has(key)) return titleCase([lowerAskFor]);
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
  // "Email của chị là …@…, chị Ngân nè.": after the detail, the visitor signs with her kin word and her name.
  const viSigned = VI_SIGNED_AFTER.exec(message)?.[1];
  if (viSigned && !viSigned.split(/\s+/).map(isKey).some((w) => PLACES.has(w) || OFFERING_WORDS.has(w))) {
    const name = cleanName(viSigned, false);
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
