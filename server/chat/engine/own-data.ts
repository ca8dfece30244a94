import { privacySections } from "#common/content/privacy.ts";
import type { PrivacyListItem, PrivacySection } from "#common/content/privacy.ts";
import { privacyTranslations } from "#common/i18n/privacy.translations.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import { AI_VENDOR, THIS_CHAT_VENDOR } from "./question-patterns.ts";
import { asksMineSold, asksWhoSeesMine } from "./privacy-asks.ts";
import { privacyDetailAsked } from "./privacy-details.ts";
import { privacyMatter } from "./privacy-matter.ts";
import { entry } from "./resolved.ts";
import type { Language, SiteFacts } from "./types.ts";

// What happens to what the visitor types into this chat (docs/decisions/015): how long it is kept, whether it ends up
// in a CRM or goes to an AI company. The privacy page says it, so its own words answer, in the visitor's language when
// the page is translated: "¿cuánto tiempo guardan lo que escribo aquí?", "if I give the chat my e-mail, where does it
// go?", "tin nhắn của tôi ở đây có bị gửi cho bên nào khác không?", "我在这里发的消息会给别的公司吗？", "我在这儿跟你说的话，会不会
// 发给外边的AI公司", "Tin nhắn chị gõ ở đây có gửi cho công ty AI nào bên ngoài không?". The visitor's
// clients' data ("is my client data safe in your CRM?") and what our AI sends to leads stay questions about the service.
// Rules run on folded text.

// The visitor's own words or details, given in this chat.
const OWN =
  /\b(?:what (?:i|we) (?:type|write|say|send|put)|my (?:messages?|chats?|conversation|forms?|form submissions?|submissions?|phone(?: number)?|number|e-?mail(?: address)?|details|info(?:rmation)?|answers)|lo que (?:uno |yo )?(?:escrib\w*|pong\w*|mand\w*)|(?:mis|los) mensajes|mi (?:telefono|numero|correo)|(?:tin nhan|thong tin|so dien thoai|email) cua (?:toi|minh|em|tui)|nhung gi (?:toi|minh|em) (?:viet|go|nhan|gui))\b|我(?:的|发的|写的|输入的|留的)(?:消息|聊天记录|信息|资料|电话|手机号|邮箱|内容)|我(?:在[^，。？]{0,5})?(?:提交|填写?|留下?)的(?:表单|表格|聊天记录|资料|信息)|我(?:在这里)?(?:发|写|输入|说)的(?:话|内容|东西)?|我在(?:这里|这儿|这)(?:跟你|和你|同你)?(?:聊|说|发|写|打)的(?:话|内容|东西)?|\b(?:may |nhung |cac )?(?:tin nhan|dong) (?:chi|anh|em|toi|minh|tui|co|chu|bac|di|o) (?:go|viet|nhan|gui)\b|\b(?:esto|eso) que (?:te |les |le )?(?:escribo|pongo|mando)\b/;
// Said of this chat (or of the form and the chat together), not of the visitor's leads or of what our AI does for them.
const HERE =
  /\b(?:(?:this|the|your|ur) (?:chat|chatbot|assistant|conversation|bot)|in here|here|este chat|el chat|al chat|del chat|esta conversacion|aqui|chat (?:o day|nay)|o day|tro chuyen nay|cuoc tro chuyen|(?:form|formulario) (?:and|y|or|o) (?:the |my |this |el |mi )?(?:chat|conversacion))\b|这里|在这|这儿|你们这|这个聊天|聊天(?:框|窗口|里)|表单(?:和|跟|与)聊天/;
const SENT =
  /\b(?:crm|hubspot|end(?:s)? up|go(?:es)? (?:to|into)|sent|send|passed on|llega\w* a|va a parar|compan\w* de ia|empresa\w* de ia|shar\w*|sell|sold|third[- ]part\w*|other compan\w*|ai compan\w*|openai|chatgpt|anthropic|who (?:sees|reads|can see)|envia\w*|mandan|compart\w*|vend\w*|termina en|otras? empresas?|gui|chia se|ban cho|cong ty (?:ai )?(?:nao )?khac|ben (?:thu ba|khac)|ai (?:doc|xem)|cong ty ai nao|ben ngoai)\b|发给|发送给|给别的|分享|卖给|其他公司|别的公司|第三方|谁能看|进(?:入)?(?:CRM|crm)/;
const KEPT =
  /\b(?:how long|keep|kept|store|stored|save|saved|delete\w*|erase\w*|cuanto tiempo|guard\w*|almacen\w*|borr\w*|elimin\w*|bao lau|luu|xoa)\b|多久|多长时间|保存|保留|存多久|删除|删掉|清除|清掉/;

// How long, or deleted when: the keeping itself is not what is asked.
const HOW_LONG = /\b(?:how long|until when|cuanto tiempo|hasta cuando|bao lau|den bao gio|delet\w*|erase\w*|borr\w*|elimin\w*|xoa)\b|多久|多长时间|删除|删掉|清除|清掉/;

const FILED_BY = /\b(?:ip|ip address|direccion ip|dia chi ip)\b/;

const itemText = (item: PrivacyListItem): string => (typeof item === "string" ? item : `${item.term} ${item.text}`);
const itemsOf = (section: PrivacySection | undefined): string[] =>
  (section?.blocks ?? []).flatMap((b) => (b.type === "ul" ? b.items.map(itemText) : b.type === "p" ? [b.text] : []));

function sectionsIn(language: Language, siteName: string): PrivacySection[] {
  const translated = language === "en" ? undefined : privacyTranslations[language]?.policy;
  return translated ? privacySections(siteName, translated) : privacySections(siteName);
}

/** The privacy page's list of who else receives a copy of the visitor's details, in the visitor's language if translated. */
export function whoElseSees(facts: SiteFacts, asked: Language): Resolved | null {
  const language: Language = asked !== "en" && privacyTranslations[asked] ? asked : "en";
  const section = sectionsIn(language, facts.siteName).find((s) => s.id === "sharing");
  const sentences = itemsOf(section).map((s) => s.slice(0, 1200)).slice(0, 8);
  if (!section || sentences.length === 0) return null;
  return {
    answers: [{ t: "passage", id: `privacy:${section.id}`, kind: "privacy", title: section.title.slice(0, 300), url: `/privacy#${section.id}`, sentences, lang: language }],
    topic: null,
    intent: "services",
  };
}

/** "who besides you gets what I fill in?", "does my info go to HubSpot?": the list of who else receives a copy, a service named or not. */
export const sharedCopies = (part: string, facts: SiteFacts, asked: Language): Resolved | null => {
  const text = foldForRules(part);
  return asksWhoSeesMine(text, []) && !AI_VENDOR.test(text) ? whoElseSees(facts, asked) : null;
};

/** The privacy page's words on what happens to what the visitor types here, or null when that is not what is asked. */
export function ownChatData(part: string, facts: SiteFacts, asked: Language): Resolved | null {
  const text = foldForRules(part);
  // "will you sell my details?": the site's word that client information is never sold (said in every language).
  if (asksMineSold(text) && !AI_VENDOR.test(text)) return entry("data-safety");
  // A detail of the page asked in so many words ("who reads the chats?", "is it just OpenAI answering, or where do the
  // replies come from?"): its own sentence, before the list of who gets a copy or the AI model's answer.
  if (privacyDetailAsked(text)) return privacyMatter(part, facts, asked);
  if (asksWhoSeesMine(text, []) && !AI_VENDOR.test(text)) return whoElseSees(facts, asked);
  // "does what I type go to OpenAI?" has its own answer (how this chat's replies are made).
  if (AI_VENDOR.test(text) || THIS_CHAT_VENDOR.test(text)) return null;
  // "is this chat filed under my IP?", "does an AI read the form?": the privacy page's section on the thing asked.
  // "is my chat stored under my IP?": what it is filed under, not how long it is kept, is asked.
  if (!OWN.test(text) || !HERE.test(text) || FILED_BY.test(text)) return privacyMatter(part, facts, asked);
  const sent = SENT.test(text);
  if (!sent && !KEPT.test(text)) return null;
  const language: Language = asked !== "en" && privacyTranslations[asked] ? asked : "en";
  const sections = sectionsIn(language, facts.siteName);
  const of = (id: string) => sections.find((s) => s.id === id);
  // The copies kept elsewhere: the customer database's line and the AI model's, both named by the vendors they name.
  // "Do you keep what I write here?" (whether, not how long): the chat's line that every message is stored, then how long.
  const whether = !sent && !HOW_LONG.test(text);
  const picked = sent
    ? [itemsOf(of("sharing")).find((s) => s.includes("HubSpot")), itemsOf(of("chat")).find((s) => s.includes("OpenAI"))]
    : [...(whether ? [itemsOf(of("chat"))[0]] : []), itemsOf(of("retention"))[0]];
  const sentences = picked.filter((s): s is string => Boolean(s)).map((s) => s.slice(0, 1200));
  const section = of(sent ? "sharing" : whether ? "chat" : "retention");
  if (sentences.length === 0 || !section) return null;
  return {
    answers: [{ t: "passage", id: `privacy:${section.id}`, kind: "privacy", title: section.title.slice(0, 300), url: `/privacy#${section.id}`, sentences, lang: language }],
    topic: null,
    intent: "services",
  };
}
