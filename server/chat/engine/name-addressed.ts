import { COMPANY_SUFFIX, CONTACT_DETAIL, isKey, JOB_TITLE, NAME_STOP, NOT_A_NAME, OFFERING_WORDS, PLACES, titleCase, ZH_NOT_ITEM_NAME, ZH_SURNAMES } from "./name-words.ts";

// Names given beside a contact detail without an introduction (person-name.ts reads "I'm …", "my name is …"): an
// attention line ("attention Dana Whitfield", "attn: Carla Mendez", "a la atención de Lucía", "para: Jorge Salas",
// "người nhận: chị Thu Hà", "收件人：王丽"), a sign-off after the details ("…@example.com - tyler", "Thanks, Brenda",
// "gracias — Lupita", "——王丽"), and a name with the place the visitor works ("tyler from spring, …", "Lan ở Sugar
// Land, …"). A lower-case name counts only where the e-mail address's own letters confirm it, or, before a place we
// serve, where the message opens with it: "attn all agents" or "…, asap" name nobody. A bare contact line ("greg
// ostrowski 713…") is read last.

// Words that close a message or name a day, a month, a language or a time: capitalised, they are still no name.
const NO_NAME = new Set(
  `all everyone team staff asap today tomorrow tonight evenings mornings afternoons weekends weekdays anytime thanks thank thx cheers best regards
   sincerely kind monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september
   october november december english spanish chinese vietnamese mandarin cantonese espanol ingles chino vietnamita lunes martes miercoles
   jueves viernes sabado domingo manana hoy gracias saludos atentamente atte cam xin tran trong
   investor investors builder builders landlord lender buyer buyers seller sellers homeowner developer flipper wholesaler people folks
   clients leads listings inversionista constructor casero clientes we were are is am was they you he she us our i me somos estamos soy es son
   chung toi minh accounting billing finance purchasing procurement sales marketing operations hr legal support admin compras contabilidad
   ventas facturacion recursos`.split(/\s+/).filter(Boolean),
);
const CLOSER = /^(?:thanks|thank you|thx|ty|cheers|best|best regards|kind regards|regards|sincerely|gracias|muchas gracias|saludos|atentamente|atte|cam on|xin cam on|tran trong|谢谢|多谢|感谢)(?![\p{L}])[\s,，!.！。:-]*/iu;
const WORDS = /^\p{L}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*){0,2}$/u;

/** The words of a candidate name, or undefined when one of them is a common word, a place, an offering or a title. */
function nameWords(raw: string): string[] | undefined {
  const text = raw.trim().replace(/[.!]+$/u, "");
  if (!WORDS.test(text) || COMPANY_SUFFIX.test(text) || JOB_TITLE.test(text) || PLACES.has(text.toLowerCase())) return undefined;
  const words = text.split(/\s+/);
  const fine = words.every((w) => {
    const key = isKey(w.replace(/[.'’-]+$/u, ""));
    return !NOT_A_NAME.has(key) && !NAME_STOP.has(key) && !PLACES.has(key) && !OFFERING_WORDS.has(key) && !NO_NAME.has(key);
  });
  return fine ? words : undefined;
}

const capitalised = (words: string[]): boolean => words.every((w) => /^\p{Lu}\p{Ll}/u.test(w));

/** "tyler" beside tyler.brooks@…, "d whitfield" beside dwhitfield@…: the address's own letters confirm the name. */
function confirmedByAddress(words: string[], message: string): boolean {
  const local = /([\w.+-]+)@[\w-]+(?:\.[\w-]+)+/u.exec(message)?.[1]?.toLowerCase().replace(/[^a-z]/g, "");
  if (!local) return false;
  const keys = words.map((w) => isKey(w).replace(/[^a-z]/g, ""));
  const given = keys[0] ?? "";
  const surname = keys[keys.length - 1] ?? "";
  return (given.length >= 3 && local.includes(given)) || (keys.length > 1 && surname.length >= 3 && local.startsWith(given.charAt(0)) && local.includes(surname));
}

const accept = (raw: string, message: string, lowerCaseToo = false): string | undefined => {
  const words = nameWords(raw);
  if (!words) return undefined;
  return capitalised(words) || lowerCaseToo || confirmedByAddress(words, message) ? titleCase(words) : undefined;
};

// "for my boss Dana Reyes", "mi jefa Lucía", "sếp em là chị Lan": the person the visitor asks us to reach.
// "to:" and "para:" only with their colon ("para mi equipo" is for the team); an honorific or a Vietnamese pronoun
// before the name is no part of it.
const ATTENTION = /(?:^|[\s,;.(])(?:attention|attn|att|a la atenci[oó]n de|atenci[oó]n|atn|c\/o|care of|ng[uư][oờ]i nh[aậ]n|ng[uư][oờ]i li[eê]n h[eệ]|k[ií]nh g[uử]i|(?:(?:for|to|is|para|es)\s+)?(?:my|our|mi|nuestr[oa])\s+(?:boss|manager|supervisor|jef[ea]|gerente)(?!\p{L})(?:\s+(?:is|es))?|s[eế]p(?!\p{L})(?:\s+(?:em|anh|ch[iị]|t[oô]i|m[iì]nh))?(?:\s+l[aà])?|(to|para)(?=\s*:))\s*:?\s*(?:(?:mr|mrs|ms|dr|sr|sra|srta|anh|ch[iị]|c[oô]|ch[uú]|[oô]ng|b[aà]|em)\.?\s+)?(\p{L}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*){0,2})/iu;
const ZH_NAME = `[${ZH_SURNAMES}][\\p{Script=Han}]{1,2}`;
const ZH_TITLE = /(?:总|经理|老板|先生|女士|小姐|总监|助理|团队|公司)$/u;
const zhName = (name: string | undefined): string | undefined => (name && !ZH_TITLE.test(name) && !ZH_NOT_ITEM_NAME.test(name) ? name : undefined);
const ZH_ATTENTION = new RegExp(`(?:收件人|联系人|转交|请交给|交给|致|我们?的?(?:老板|老闆|经理|經理|主管)(?:是|叫)?)\\s*[:：]?\\s*(${ZH_NAME})(?=[，,。.！!\\s]|$)`, "u");

function attentionName(message: string): string | undefined {
  const zh = zhName(ZH_ATTENTION.exec(message)?.[1]);
  if (zh) return zh;
  const match = ATTENTION.exec(message);
  if (!match?.[2]) return undefined;
  // The name ends where a connector or the next clause starts ("attn Carla and the team").
  const kept: string[] = [];
  for (const word of match[2].split(/\s+/)) {
    if (NAME_STOP.has(isKey(word.replace(/[.,]+$/u, "")))) break;
    kept.push(word);
  }
  return accept(kept.join(" "), message);
}

// Where the message's last item starts: after a dash, a line break, a comma or a sentence's end (the dots and hyphens
// inside an address or a number are none of these).
const SEPARATOR = /\s[-–—~]+\s*|[-–—]{2,}\s*|\n\s*|[,，;]\s*|(?<=[\p{L}\d]{2})[.!。！]\s+/gu;
const ENDS_WITH_CLOSER = /(?:^|[\s,.!])(?:thanks|thank you|thx|cheers|best|regards|sincerely|gracias|saludos|atentamente|atte|cam on|cảm ơn|tran trong|trân trọng)[\s,!.:-]*$/iu;
const ZH_SIGN_OFF = new RegExp(`(?:[-–—~]+|谢谢|多谢|感谢)[\\s，,。！!]*(${ZH_NAME})[\\s。！!]*$`, "u");

// "…, Nam đây", "…, Lupita aquí", "…, Sam here": the name of whoever writes, said as who is here.
const SAYS_HERE = /\s+(?:here|aqu[ií]|ac[aá]|đây)$/iu;
// "Em đây", "Anh đây": a pronoun said as who is here is "it's me", no name (Anh is a name too, but not here).
const PRONOUN_HERE = /^(?:em|anh|ch[iị]|m[iì]nh|t[oô]i|tui|t[oớ]|c[oô]|ch[uú]|me|yo)$/iu;

const TRAILING_URGE = /[\s,，]+(?:[áa]ndale|[óo]rale|porfa|por favor|pues|please|pls|ok|okay|gracias|thanks|thx|nha|nhé|nhen|ạ|lah|o)[\s.!。！]*$/iu;

function signOffName(message: string): string | undefined {
  const zh = ZH_SIGN_OFF.exec(message);
  if (zh && CONTACT_DETAIL.test(message.slice(0, zh.index)) && zhName(zh[1])) return zh[1];
  // "…@example.com, Rogelio Garza Treviño, ándale": a word that only urges or thanks, closing the message, is no item.
  const text = message.replace(/[\s.!。！]+$/u, "").replace(TRAILING_URGE, "");
  const last = [...text.matchAll(SEPARATOR)].pop();
  if (!last) return undefined;
  const before = text.slice(0, last.index);
  const said = text.slice(last.index + last[0].length);
  if (!CONTACT_DETAIL.test(before)) return undefined;
  const here = SAYS_HERE.exec(said);
  const item = here ? said.slice(0, here.index) : said;
  const closer = CLOSER.exec(item);
  const words = nameWords(closer ? item.slice(closer[0].length) : item);
  if (!words || (here && PRONOUN_HERE.test(item.trim()))) return undefined;
  // A dash, a line break, a closing word ("Thanks, Brenda") or "here" marks a signature; after a bare comma a single
  // word must follow the detail itself ("…, 713-555-0100, Brenda"), not a clause ("…, call after 5, Spring").
  const signature = /[-–—~\n]/u.test(last[0]) || closer !== null || here !== null || ENDS_WITH_CLOSER.test(before);
  const afterDetail = /(?:@[\w-]+(?:\.[\w-]+)+|\d{4})$/u.test(before.trim());
  if (!signature && !afterDetail && words.length < 2 && !confirmedByAddress(words, message)) return undefined;
  return accept(words.join(" "), message);
}

// "tyler from spring, whatsapp me at …", "rosa de pasadena, mi cel …", "Lan ở Sugar Land, sđt …": the message opens
// with a name and a place we know, then the details.
const FROM_PLACE = /^\s*(?:(?:hi|hey|hello|yo|hola|buenas|ok|okay|ch[aà]o|d[aạ])[\s,!.]+)?(?:(?:anh|ch[iị]|em|c[oô]|ch[uú])\s+)?(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*)?)\s+(?:from|out of|de|desde|[oở]|t[uừ])\s+(\p{L}[\p{L} .'’-]{1,30}?)(?=\s*(?:[,.;:!—–-]|$)|\s+(?:here|aqui|aquí|đây|nè)\b)/iu;

function nameFromPlace(message: string): string | undefined {
  const match = FROM_PLACE.exec(message);
  if (!match?.[1] || !match[2] || !PLACES.has(match[2].trim().toLowerCase())) return undefined;
  return accept(match[1], message, true);
}

// "greg ostrowski 713 555 0144 text only", "ok call me. greg 713-…", "anh tuan 832…", "darnell whitfield, 281-…": a
// bare contact line, a name typed right before the number (a comma between at most), opening the message or a sentence with nothing between them. Typed that way the name is
// often in lower case, so every word must be plain: no common word, place, offering, title, contact label or verb of
// reaching ("cell 713…", "call me at 713…", "sdt em 713…", "text 713…", "Al 281…", the Spanish "to the"). Latin letters
// only: "电话713…" is a label.
const BEFORE_NUMBER = /(?:^|[.!?;]\s+|\n\s*)(?:(?:hi|hey|hello|hola|ok|okay|so|yes|yeah|si|vang|da|dạ)[\s,!.]+)?(?:(?:anh|ch[iị]|em|c[oô]|ch[uú])\s+)?(\p{Script=Latin}[\p{Script=Latin}'’-]*(?:\s+\p{Script=Latin}[\p{Script=Latin}'’-]*){0,2})\s*(?:[-–—,]\s*)?\+?(?:1[\s.-]*)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/u;
const LINE_WORDS = new Set(
  `ph tel tlf fax cel cellphone celular movil mob landline personal direct num nr no sdt dt dd so lh zalo wechat viber signal telegram imessage
   hotline wa contact contacto reach ring dial sms txt msg message mail correo fijo casa trabajo oficina biz main alt alternate backup or at
   is es la al numero telefono dien thoai goi nhan use try ping hit buzz after before until between around by maybe again updated correct
   correction same other second primary whats thats heres theres its lets ive id im youre llamame llameme llamenme marcame marqueme
   marquenme escribeme escribanme texteame mandame llamen llame llama llamar marquen marque escriban
   inquiry inquiries question questions request quote info callback urgent listing showing rental lease leasing appointment consult consultation
   demo pricing estimate property house home`.split(/\s+/).filter(Boolean),
);

function nameBeforeNumber(message: string): string | undefined {
  const raw = BEFORE_NUMBER.exec(message)?.[1];
  if (!raw || raw.split(/\s+/).some((w) => LINE_WORDS.has(isKey(w).replace(/['’]/g, "")))) return undefined;
  return accept(raw, message, true);
}

// "…mi número 281-… por mensaje de texto porfa Lupita Morales": capitalised words closing the message after the details,
// with no comma before them. They sign it when they follow the detail itself, a "please" or a "thanks", or when two
// of them (a full name) follow a word that does not join them to the sentence ("…after 5 at Keller Williams" does).
const CLOSING_RUN = /(?<=^|\s)(\p{Lu}\p{Ll}[\p{L}'’-]*(?:\s+\p{Lu}\p{Ll}[\p{L}'’-]*){0,2})[\s.!]*$/u;
const POLITE = new Set("please pls plz porfa porfis favor gracias thanks thx ty nha nhé nhe nhen ạ nhá".split(" "));
const JOINING = new Set(
  `at for with from about to in on by of after before until and or the a an me us de del en con para por sobre al y o el la los las
   mi my our your su tu sus ở tại cho với về của và hay hoặc là is are was`.split(/\s+/),
);

function closingName(message: string): string | undefined {
  const run = CLOSING_RUN.exec(message);
  if (!run?.[1]) return undefined;
  const before = message.slice(0, run.index).trim();
  if (!CONTACT_DETAIL.test(before)) return undefined;
  const previous = before.split(/\s+/).pop() ?? "";
  const word = previous.toLowerCase().replace(/[,.!]+$/u, "");
  // A capitalised word before the run would make it part of a longer name or title than the run holds.
  if (/^\p{Lu}/u.test(previous)) return undefined;
  const afterDetail = /(?:@[\w-]+(?:\.[\w-]+)+|\d{4})$/u.test(before);
  const fullName = /\s/.test(run[1]) && /^\p{Ll}+$/u.test(word) && !JOINING.has(word);
  return afterDetail || POLITE.has(word) || fullName ? accept(run[1], message) : undefined;
}

// "ana.r@example.com (Ana Ruiz)", "713-555-0100 (Dale)", "（王丽）": a name in brackets right after the detail it
// belongs to; capitalised in Latin letters, or a Chinese surname and given name.
const IN_BRACKETS = new RegExp(`(?:@[\\w-]+(?:\\.[\\w-]+)+|\\d{4})\\s*[(（]\\s*(?:(\\p{Lu}\\p{Ll}[\\p{L}'’-]*(?:\\s+\\p{Lu}\\p{Ll}[\\p{L}'’-]*){0,2})|(${ZH_NAME}))\\s*[)）]`, "u");

function bracketedName(message: string): string | undefined {
  const match = IN_BRACKETS.exec(message);
  if (match?.[2]) return zhName(match[2]);
  return match?.[1] ? accept(match[1], message) : undefined;
}

/** A name given as whom to address, with the place the visitor works, or leading a bare contact line, beside a contact detail. */
export function addressedName(message: string): string | undefined {
  if (!CONTACT_DETAIL.test(message)) return undefined;
  return attentionName(message) ?? bracketedName(message) ?? signOffName(message) ?? nameFromPlace(message) ?? nameBeforeNumber(message) ?? closingName(message);
}
