import type { EntryId } from "./knowledge/entries.ts";
import { foldForRules } from "./text.ts";
import { EMAIL_CONTACT_ASK, HOURS_ASK, NOT_PHONE, NUMBER_ASK, NUMBER_TO_CALL, OFF_HOURS, PHONE_ASK, PHONE_CONTACT_ASK } from "./contact-ask-patterns.ts";
import { PHONE_AND_EMAIL } from "./question-patterns.ts";

// "cho tôi xin email liên hệ của bên bạn", "xin số điện thoại công ty": our e-mail or phone, asked for politely.
const VI_EMAIL_ASK = /\bxin (?:cai |dia chi )?email\b|\bemail (?:lien he|lien lac) (?:cua )?(?:ban|cac ban|ben ban|cong ty|ben anh|ben chi)\b/;
const VI_PHONE_ASK = /\bxin (?:cai )?(?:so dien thoai|sdt|so lien he|hotline)\b|\b(?:so dien thoai|sdt) (?:lien he|lien lac) (?:cua )?(?:ban|cac ban|ben ban|cong ty)\b/;

/** The visitor asks for our phone, e-mail or hours ("…, then give me your office number"). */
export function asksForContact(part: string): boolean {
  const text = foldForRules(part);
  return contactAsk(text) !== null || EMAIL_CONTACT_ASK.test(text) || VI_EMAIL_ASK.test(text) || ((PHONE_ASK.test(text) || NUMBER_ASK.test(text)) && !NOT_PHONE.test(text));
}

// "来看房的人在网站上留了电话和邮箱…", "they leave their phone and e-mail on the sign-in sheet": the visitors' own contacts,
// left with them, ask none of ours.
const CONTACT_LEFT_BY_OTHERS = /(?:留了|留下|填了|登记了?)(?:他们的|自己的)?(?:电话|邮箱)|\b(?:left|leave|leaves|gave|give|typed|put|fill\w* in) (?:their|his|her)\b|\b(?:dejan|dejaron|deja|ponen|pusieron|escriben|llenan) (?:su|sus)\b|\b(?:de lai|dien) (?:so|sdt|email|thong tin)\b/;
/** Our phone and e-mail both asked for (folded text). */
export const bothContactsAsked = (text: string): boolean => PHONE_AND_EMAIL.test(text) && !CONTACT_LEFT_BY_OTHERS.test(text);

/** Which of our contacts is asked for: the phone, the e-mail, the hours, or several ("contact"). */
export function contactAsk(text: string): EntryId | null {
  if (bothContactsAsked(text)) return "contact";
  const asked: EntryId[] = [];
  if (HOURS_ASK.test(text) && !OFF_HOURS.test(text)) asked.push("hours");
  if (EMAIL_CONTACT_ASK.test(text) || VI_EMAIL_ASK.test(text)) asked.push("email");
  // "can Voice AI keep my own office number?": the visitor's own number is no ask for ours.
  const ownNumber = /\b(?:my|our) (?:own )?(?:office |cell |business |personal )?(?:number|line|phone)\b/.test(text) && !/\b(?:your|ur|yall s)\b/.test(text);
  if ((PHONE_CONTACT_ASK.test(text) || NUMBER_TO_CALL.test(text) || VI_PHONE_ASK.test(text)) && !ownNumber && !NOT_PHONE.test(text)) asked.push("phone");
  return asked.length > 1 ? "contact" : (asked[0] ?? null);
}
