// Names and businesses typed as a list of details ("Dana Ortiz, Bayou Crest Realty, 281-…"), and a full name after a
// few words of lead-in in a message that gives a contact detail.
import { DAY_OR_MONTH, DETAIL_ITEM, EMAIL_ADDRESS, GENERIC_MAILBOX, GIVEN_TOO, LIST_SEPARATOR, NAME_LIKE, namePart, PLAIN_NAME, plainWords } from "./name-list-words.ts";
import { COMPANY_SUFFIX, CONTACT_DETAIL, isKey, JOB_TITLE, PLACES, titleCase, ZH_GIVEN_CHARS, ZH_NOT_ITEM_NAME, ZH_SURNAMES } from "./name-words.ts";
import { ZH_NOT_NAME } from "./person-name-zh.ts";

// "Contact details:", "Mis datos:", "Thông tin liên hệ:", "联系方式：": a block's heading, not its first item.
const BLOCK_HEADING = /^(?:[^\d@:：]{1,40}[:：]|(?:my )?contact(?: details| info(?:rmation)?)?|(?:mis )?datos(?: de contacto)?|th[oô]ng tin(?: li[eê]n h[eệ])?|联系方式|联系信息)$/iu;

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

// "陈立，713-…": a Chinese name (a common surname and one or two characters) typed as the first item (not "周末", "马上").
const ZH_ITEM_NAME = new RegExp(`^[${ZH_SURNAMES}][\\p{Script=Han}]{1,2}$`, "u");
// "俊峰，邮箱 …": a given name alone (two characters common in given names, name-words.ts) typed as the first item; a
// name only right before the contact detail itself, since two such characters could be other words elsewhere.
// "和玉珍，346-…": 和 is a surname too when two characters follow it alone (elsewhere it joins words: "和我联系").
const ZH_BARE_NAME = /^(?:和(?=[\p{Script=Han}]{2}$))?(?![\p{Script=Han}]*[的了吗呢吧啊呀哦嗯是我你他她们这那个电话手机邮箱号码联系请谢麻烦可以要想在有和跟给就还也都很太好发打找叫问说])[\p{Script=Han}]{2,3}$/u;
// Times, places and channels said before a number ("下午，713-…": call in the afternoon) are no names.
const ZH_NOT_BARE = /^(?:上午|下午|晚上|早上|中午|傍晚|明天|今天|后天|随时|工作日|周末|星期.|周.|休斯顿|德州|美国|中国|凯蒂|糖城|短信|微信|邮件|电邮)$/u;
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

const LOWER_FULL_NAME = /^\p{Ll}[\p{L}'’-]+(?:\s+\p{Ll}[\p{L}'’-]+){1,2}$/u;
const OWN_LABELLED = /^(?:my|mi)\s+(?:cel|cell|celular|whatsapp|n[uú]mero|number|tel|tel[eé]fono|phone|mobile|m[oó]vil|correo|e-?mail)\b.{0,16}?(?:[\w.+-]+@|\+?\(?\d{3})/iu;
const REACH_ME_FIRST = /^(?:[\p{L}]+\s+){0,2}?(?:m[aá]nd[ae]n?me|env[ií]en?me|escr[ií]ban?me|ll[aá]men?me|contáct[ae]n?me|text me|call me|e-?mail me|ring me|reach me|contact me)\b/iu;
/** "Dana Ortiz, Bayou Crest Realty, 281-…": a name and a company given as the first items of a list with a contact. */
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
  // "敖秋菊，832-…", "丛培华，713-…": two or three characters alone right before the detail, with a surname the list lacks, are
  // a name when no character of them is one a name does not hold (了, 的, 我, 电, 号…).
  const zhAny = items[0] !== undefined && ZH_BARE_NAME.test(items[0]) && !ZH_NOT_BARE.test(items[0]) && !ZH_NOT_ITEM_NAME.test(items[0]) && !ZH_NOT_NAME.test(items[0]) ? items[0] : undefined;
  if (zhAny && zhNext !== undefined && DETAIL_ITEM.test(zhNext) && items.length <= 3) return { name: zhAny };
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
  // "catriona urquhart, my mobile's 832-…": typed in lower case, a full name first, then a detail labelled as their own.
  // A given name that is also a word ("dale") counts when the surname after it is plain.
  const [given = "", ...surname] = first.split(/\s+/);
  const plainName = plainWords(first) || (GIVEN_TOO.has(isKey(given)) && plainWords(surname.join(" ")));
  if (LOWER_FULL_NAME.test(first) && plainName && ![given, ...surname].some((w) => DAY_OR_MONTH.test(isKey(w))) && OWN_LABELLED.test(second)) return { name: titleCase([given, ...surname]) };
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
// Alvarado Zavaleta, de …", "hi there, Tahlia Brennan from Jarrah's team. …", "hiya, Bethany Soar at Fosse Realty, …": a few words of lead-in (a reply, a greeting,
// how to reach them), then a full name in capitals as an item of its own (after the lead-in's sentence ends), in a message
// that gives a contact detail. Two or three capitalised words, none a common word, a place or ours; one word could be
// anything.
const LEAD_IN_ITEMS = 2;
const INTRODUCING = /^(?:i['’]?m|it['’]?s|this|my|me|soy|mi)\s/iu;
// "hiya, Bethany Soar at Fosse Realty, Kerry asked me …": where they work, a business that says it is one, follows the
// name and is no part of it.
const AT_A_BUSINESS = /\s+(?:at|from|with|w\/)\s+(\p{Lu}[\p{L}\d&'’.-]*(?:\s+\p{Lu}[\p{L}\d&'’.-]*){0,4})$/u;
const withoutBusiness = (t: string): string => {
  const at = AT_A_BUSINESS.exec(t);
  return at && COMPANY_SUFFIX.test(at[1]!) ? t.slice(0, at.index) : t;
};
export function nameAfterLeadIn(message: string): string | undefined {
  if (!CONTACT_DETAIL.test(message)) return undefined;
  const items = message.trim().split(LIST_SEPARATOR).map((i) => i.trim()).filter((i) => i !== "");
  for (const [at, item] of items.slice(0, LEAD_IN_ITEMS + 1).entries()) {
    if (DETAIL_ITEM.test(item)) return undefined;
    // The item's own sentences: the name may end the lead-in's ("vamos. Renato …") or open its own ("Tahlia … team. he
    // said"); the sentence that gives the detail ends the search ("Quinn Ashdown with Ashdown Homes. text me on 713-…").
    const all = item.split(/(?<=\p{L}{2})[.!]\s+/u);
    const detailAt = all.findIndex((t) => /[\d@]/.test(t));
    if (detailAt === 0) return undefined;
    const sentences = all.slice(0, detailAt < 0 ? 2 : Math.min(detailAt, 2)).map((t) => withoutBusiness(t.replace(ON_SOMEONES_TEAM, "").replace(/[.!]+$/u, "")));
    const candidate = sentences.find((t, n) => (at > 0 || n > 0) && /\s/.test(t) && !INTRODUCING.test(t) && NAME_LIKE.test(t) && namePart(t) && !t.split(/\s+/).some((w) => DAY_OR_MONTH.test(isKey(w))));
    if (candidate || detailAt >= 0) return candidate;
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
