import { contactTextIn } from "#common/i18n/contact.translations.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import type { Language } from "./types.ts";

// The ways the contact form lets the visitor be reached ("on your contact form, which ways can I pick to be contacted?",
// "en el formulario, ¿por qué medios puedo pedir que me contacten?", "form liên hệ cho chọn cách liên hệ nào?", "表单上能选
// 哪些联系方式？"): the form's own field and its choices (e-mail, text, WhatsApp), not "the form is at /contact".
// Rules run on folded text.

// "联系表上的职位那栏": the contact form said short (联系表), as visitors write it.
const FORM = /\b(?:forms?|formulario|bieu mau)\b|表单|表格|联[系络]表/;
const WAYS = new RegExp(
  [
    /\b(?:which|what) (?:ways?|means|methods?|channels?|options?|contact (?:methods?|options?|channels?))\b|\bhow (?:can|do|could) (?:i|we) (?:choose|pick|ask|say) (?:to be|how (?:to be|you)|how i(?:'d| would)? (?:like|want) to be) (?:contacted|reached)\b|\b(?:contact|reach) me (?:by|via|through|on) (?:what|which)\b/.source,
    /\bpor (?:que|cuales|cual) (?:medios?|vias?|canal(?:es)?)\b|\b(?:que|cuales) (?:medios?|opciones|canales|formas|maneras) de contacto\b|\bmedios? de contacto\b/.source,
    /\b(?:cach|kenh|hinh thuc|phuong thuc) lien (?:he|lac)\b.{0,12}\b(?:nao|gi)\b/.source,
    // "how many ways can you get back to me?", "¿de cuántas formas me pueden contactar?", "có mấy cách để liên lạc lại?".
    /\bhow many (?:ways|options|channels)\b|\bcuant[ao]s (?:formas|maneras|medios|opciones|canales)\b|\b(?:may|bao nhieu|nhung) (?:cach|kenh|hinh thuc)\b.{0,25}\blien (?:he|lac)\b/.source,
    /(?:哪些|哪几种|什么|几种)(?:联系|联络)方式|(?:联系|联络)方式(?:有|可以选)(?:哪些|哪几种|什么|几种)/.source,
    // "if I don't tick texts, how do you reach me then?", "¿cómo me contactan?", "liên hệ với tôi bằng cách nào?", "那你们怎么联系我？".
    /\bhow (?:will|would|do|can|could|are) (?:you|y ?all|your team|they) (?:\w+ )?(?:contact|reach|get (?:a )?hold of|get back to) (?:me|us)\b|\bcomo (?:me|nos) (?:contactan|contactarian|contactaran|localizan|van a contactar|buscan)\b/.source,
    /\blien (?:he|lac) (?:voi |lai )?(?:toi|minh|em|tui|anh|chi|o) (?:bang )?(?:cach nao|gi|kieu gi|ra sao|the nao)\b|(?:怎么|怎样|如何|用什么)(?:方式)?(?:联系|联络)我/.source,
  ].join("|"),
);
// A channel the form may let them pick, asked about by name ("can the form let me choose Zalo, or only e-mail?",
// "¿el formulario deja elegir WhatsApp?", "form liên hệ có cho chọn liên lạc qua Zalo không?", "表单能选微信吗？"): the
// field's choices answer it, and the channel named is no preference of the visitor's (cues.ts).
// Asked as a possibility ("can I pick", "có cho chọn"); "if I choose WhatsApp on the form, how do I stop it?" asks the rest.
const CHOOSE = /\b(?:(?:can|could|may) (?:i|we|you)|lets? (?:me|us)|allow\w*|option (?:to|for)|is there an option)\b.{0,25}\b(?:choose|pick|select|opt for|tick)\b|\b(?:puedo|podemos|se puede|deja|permite)\b.{0,15}\b(?:elegir|escoger|marcar|seleccionar)\b|\b(?:cho chon|duoc chon|chon duoc|co the chon)\b|(?:能|可以|可不可以)选/;
const A_CHANNEL = /\b(?:e-?mail|sms|texts?|text messages?|whatsapp|zalo|viber|telegram|wechat|phone calls?|calls?|correo|mensajes?|llamadas?|tin nhan|dien thoai|goi dien)\b|微信|短信|邮件|电话|whatsapp/;
/** The message asks whether the contact form lets them pick a channel (folded text). */
export const asksFormChannelChoice = (text: string): boolean => FORM.test(text) && CHOOSE.test(text) && A_CHANNEL.test(text);

// The roles the form lets the visitor pick ("which roles can I choose on the form?", "¿qué puesto puedo poner?", "form
// có mấy vai trò?", "表单上可以选哪些身份？").
const ROLES = /\b(?:roles?|rol|roles|puestos?|cargos?|vai tro|chuc vu)\b|角色|身份|职位/;
// The setup bundles it offers to pick ("which bundles does the form list?").
const BUNDLES = /\b(?:bundles?|paquetes? de instalacion|goi cai dat)\b|安装套餐|捆绑包/;

// Whether a field must be filled in ("is the budget required?", "¿el presupuesto es obligatorio?", "ngân sách có bắt
// buộc không?", "预算一定要填吗？"): the field's own label says it ("Budget (optional)"), with the form's line on which are.
const REQUIRED = /\b(?:required|mandatory|compulsory|(?:have|need) to (?:fill|enter|put|give)|must (?:i|we) (?:fill|enter|put|give)|obligatori[oa]s?|(?:tengo|hay) que (?:llenar|poner|rellenar)|bat buoc|(?:phai|can) (?:dien|ghi|nhap))\b|必填|必须填|一定要填|非填不可|(?:要|得|需要)填吗|可以不填|能不填|不填(?:可以|行)吗/;
const OPTIONAL_FIELDS: [RegExp, "budget" | "role" | "bundle"][] = [
  [/\b(?:budget|presupuesto|ngan sach)\b|预算/, "budget"],
  [/\b(?:role|rol|puesto|cargo|vai tro|chuc vu)\b|职位|身份|角色/, "role"],
  [/\b(?:bundle|paquete de instalacion|goi cai dat)\b|安装套餐/, "bundle"],
];

/** The contact form's choices for how to be contacted, the role or the bundle, in the visitor's language where the form is translated, or null. */
export function formContactChoices(part: string, language: Language): Resolved | null {
  const text = foldForRules(part);
  if (!FORM.test(text)) return null;
  const { form } = contactTextIn(language).page;
  const shown: Language = contactTextIn(language).page === contactTextIn("en").page ? "en" : language;
  // The field's label without its "(optional)", and its choices as the form lists them.
  const zh = shown === "zh";
  const choices = (label: string, items: Record<string, string>): string => `${label.replace(/\s*[(（][^)）]*[)）]\s*$/u, "")}${zh ? "：" : ": "}${Object.values(items).join(zh ? "、" : ", ")}${zh ? "。" : "."}`;
  const field = REQUIRED.test(text) ? OPTIONAL_FIELDS.find(([named]) => named.test(text))?.[1] : undefined;
  if (field) return { answers: [{ t: "passage", id: "page:contact-form-fields", kind: "page", title: form.title.slice(0, 300), url: "/contact", sentences: [`${form[field]}${zh ? "。" : "."}`, form.intro.split(/(?<=[.。])\s*/u)[0] ?? ""], lang: shown }], topic: null, intent: "contact" };
  const sentence = WAYS.test(text) || asksFormChannelChoice(text) ? choices(form.contactMethod, form.methods) : ROLES.test(text) ? choices(form.role, form.roles) : BUNDLES.test(text) ? choices(form.bundle, form.bundles) : null;
  if (!sentence) return null;
  return { answers: [{ t: "passage", id: "page:contact-method", kind: "page", title: form.title.slice(0, 300), url: "/contact", sentences: [sentence], lang: shown }], topic: null, intent: "contact" };
}
