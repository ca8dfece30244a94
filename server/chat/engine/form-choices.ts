import { contactTextIn } from "#common/i18n/contact.translations.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import type { Language } from "./types.ts";

// The ways the contact form lets the visitor be reached ("on your contact form, which ways can I pick to be contacted?",
// "en el formulario, ¿por qué medios puedo pedir que me contacten?", "form liên hệ cho chọn cách liên hệ nào?", "表单上能选
// 哪些联系方式？"): the form's own field and its choices (e-mail, text, WhatsApp), not "the form is at /contact".
// Rules run on folded text.

const FORM = /\b(?:forms?|formulario|bieu mau)\b|表单|表格/;
const WAYS = new RegExp(
  [
    /\b(?:which|what) (?:ways?|means|methods?|channels?|options?|contact (?:methods?|options?|channels?))\b|\bhow (?:can|do|could) (?:i|we) (?:choose|pick|ask|say) (?:to be|how (?:to be|you)|how i(?:'d| would)? (?:like|want) to be) (?:contacted|reached)\b|\b(?:contact|reach) me (?:by|via|through|on) (?:what|which)\b/.source,
    /\bpor (?:que|cuales|cual) (?:medios?|vias?|canales?)\b|\b(?:que|cuales) (?:medios?|opciones|canales|formas|maneras) de contacto\b|\bmedios? de contacto\b/.source,
    /\b(?:cach|kenh|hinh thuc|phuong thuc) lien (?:he|lac)\b.{0,12}\b(?:nao|gi)\b/.source,
    /(?:哪些|哪几种|什么|几种)(?:联系|联络)方式|(?:联系|联络)方式(?:有|可以选)(?:哪些|什么|几种)/.source,
  ].join("|"),
);

/** The contact form's choice of how to be contacted, in the visitor's language where the form is translated, or null. */
export function formContactChoices(part: string, language: Language): Resolved | null {
  const text = foldForRules(part);
  if (!FORM.test(text) || !WAYS.test(text)) return null;
  const { form } = contactTextIn(language).page;
  const shown: Language = contactTextIn(language).page === contactTextIn("en").page ? "en" : language;
  const sentence = `${form.contactMethod}: ${[form.methods.email, form.methods.sms, form.methods.whatsapp].join(", ")}.`;
  return { answers: [{ t: "passage", id: "page:contact-method", kind: "page", title: form.title.slice(0, 300), url: "/contact", sentences: [sentence], lang: shown }], topic: null, intent: "contact" };
}
