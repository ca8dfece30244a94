import { contactTextIn } from "#common/i18n/contact.translations.ts";
import { formContactChoices } from "./form-choices.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import type { Language, SiteFacts } from "./types.ts";

// Being texted after picking SMS or WhatsApp on the contact form, asked of the form: "if I choose WhatsApp on the form,
// how do I stop those texts later?", "si pongo SMS en el formulario, ¿cómo hago para que ya no me lleguen mensajes?",
// "chọn SMS trong form rồi muốn hủy thì sao?", "表单上选了短信以后要怎么退订？", "what if I pick WhatsApp but don't tick
// the box?". The form's consent box says it (reply STOP; left unticked, we reply by e-mail or call), in the visitor's
// language where the contact page is translated: not "we work with WhatsApp", not an opt-out. Rules run on folded text.

const FORM = /\b(?:(?:contact|the|your|ur|this|that) form|forms?|formulario|form lien he|bieu mau)\b|表单|表格/;
// Opting in to the texts without naming the form ("if I opt in to SMS, how do I stop later?", "nếu chọn nhận tin nhắn
// SMS..."): the only texting a visitor opts in to is the form's consent box. Not when an add-on is named (that is
// Enhanced Messaging, a paid service the visitor would cancel, not opt out of).
const OPTED_IN = /\b(?:opt(?:ed|s)? in(?: to| for)?|sign(?:ed)? up for|agree(?:d)? to (?:get|receive)|chon nhan|dang ky nhan|dong y nhan|acepto recibir|elijo recibir)\b.{0,12}\b(?:texts?|sms|whatsapp|messages?|mensajes?|tin nhan)\b|(?:选了|同意接收|订阅)(?:短信|消息)/;
const ADDON_NAMED = /\b(?:add ?ons?|enhanced|messaging|plan|package|paquete|complemento|goi|dich vu)\b|套餐|附加/;
const TEXTING = /\b(?:texts?|texting|texted|sms|whatsapp|messages?|mensaj\w*|textos?|tin nhan|nhan tin|consent\w*|permiso|autoriza\w*|casilla|checkbox|box|tick\w*|palome\w*|dong y|danh dau)\b|短信|消息|勾选|同意|复选框/;
// Stopping the texts later: the consent's "Reply STOP to opt out".
const STOPPING = /\b(?:stop\w*|opt(?:ing)? out|unsubscrib\w*|cancel\w*|no longer|dejen de|dejar de|ya no|no me (?:lleguen|manden|envien)|dar(?:me)? de baja|darse de baja|huy|ngung|khong muon nhan|thoi nhan)\b|退订|不想收|取消|停止|不要再/;
// The box left unticked: "we will reply by e-mail or call you instead".
const UNTICKED = /\b(?:(?:do not|dont|don't|not|never|without) (?:tick|check|mark|accept|agree)\w*|unticked|unchecked|leave (?:it|the box) (?:unticked|unchecked|empty|blank)|no (?:palomeo|marco|marcar|acepto|doy permiso)|sin (?:marcar|palomear|aceptar)|(?:khong|hong|ko|chua) (?:danh dau|tick|chon|dong y))\b|不勾|没勾|不同意|没同意/;

/** "if I don't tick the texting box on the form, how will you contact me?": asks how the form works, it asks for no one. */
export const asksUntickedBox = (text: string): boolean => FORM.test(text) && TEXTING.test(text) && UNTICKED.test(text);

const BOX = /\b(?:consent\w*|box|checkbox|casilla|permiso|autoriza\w*|tick\w*|palome\w*|dong y|o dong y)\b|勾选|复选框|同意/;

const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?。！？])\s*/u).map((s) => s.trim()).filter(Boolean);

/** The contact form's consent words on being texted, when the part asks how that texting works or stops; else null. */
export function formTexting(part: string, facts: SiteFacts, language: Language): Resolved | null {
  const text = foldForRules(part);
  if (!(FORM.test(text) || (OPTED_IN.test(text) && !ADDON_NAMED.test(text))) || !TEXTING.test(text)) return null;
  const stopping = STOPPING.test(text);
  const unticked = asksUntickedBox(text);
  // The consent box left unticked is asked even with "how will you contact me then?"; a channel not picked ("si no marco
  // WhatsApp") asks the form's contact choices.
  if ((!stopping && !unticked) || (!(unticked && BOX.test(text)) && formContactChoices(part, language))) return null;
  const page = contactTextIn(language).page;
  const shown: Language = language !== "en" && page === contactTextIn("en").page ? "en" : language;
  const channels = Object.values(page.consent.channels).join(" / ");
  const label = sentencesOf(page.consent.label.replaceAll("{siteName}", facts.siteName).replaceAll("{channel}", channels));
  const stop = label.find((s) => s.includes("STOP"));
  const sentences = [...(stopping && stop ? [stop] : []), ...(unticked ? [page.consent.unchecked] : [])];
  return { answers: [{ t: "passage", id: "page:contact-consent", kind: "page", title: page.form.title.slice(0, 300), url: "/contact", sentences, lang: shown }], topic: null, intent: "contact" };
}
