import type { ConversationContext, Topic } from "./context.ts";
import { listed } from "./list-picks.ts";
import { asksForContact } from "./contact-ask.ts";
import { findMentions } from "./mentions.ts";
import { asksYesNo } from "./needs.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import type { SiteFacts } from "./types.ts";

// A channel asked right after the add-ons were listed or compared: "and for WhatsApp messages?", "y pa los mensajes de
// whatsapp?", "còn tin nhắn WhatsApp thì sao?", "他们多数用短信跟WhatsApp，要加哪一个？" → the add-on whose description names
// that channel (Enhanced Messaging); "and for phone calls?", "¿y para las llamadas?", "còn cuộc gọi?", "电话呢？" → the
// one that answers calls (Voice AI). Asking for our own number or address is no such pick.

const CHANNELS: [RegExp, RegExp][] = [
  [/\b(?:whats ?app|sms|texts|texting|text messages?|mensajes de texto|mensajitos|tin nhan|nhan tin)\b|短信|简讯/u, /\bSMS\b|WhatsApp/],
  [/\b(?:phone calls?|calls|llamadas|cuoc goi|goi dien)\b|来电|接电话/u, /phone calls?/i],
];
const WHICH_TO_ADD = /\b(?:which|what) (?:one|add-?on|do i|should i|would i)\b|\bcual\b|\b(?:cai|goi|dich vu) (?:nao|gi)\b|\bnen them\b|加哪|要加|哪一个|哪个|哪项/u;
const short = (text: string): boolean => (/\p{Script=Han}/u.test(text) ? text.replace(/\s+/g, "").length <= 30 : text.split(/\s+/).length <= 16);

/** The add-on for the channel a short follow-up names after add-ons were shown; null otherwise. */
export function channelAddon(part: string, base: ConversationContext, facts: SiteFacts): Resolved | null {
  const from = base.topic?.kind === "list" ? base.topic.key : base.list;
  const text = foldForRules(part);
  // Right after one add-on was answered, only "which one do I add for it?" asks for another ("does it work over WhatsApp?"
  // asks about the one answered).
  const afterAddons = (from?.startsWith("addon") === true && (base.lastIntent === "addons" || base.topic?.kind === "list")) || (base.topic?.kind === "addon" && WHICH_TO_ADD.test(text));
  if (!afterAddons || !short(text) || asksForContact(part) || findMentions(part).addon) return null;
  const channel = CHANNELS.find(([said]) => said.test(text));
  const addon = channel ? facts.offerings.addOnServices.find((a) => channel[1].test(a.description)) : undefined;
  return addon ? { answers: [{ t: "need", kind: "addon", key: addon.key, yes: asksYesNo(text) }], topic: { kind: "addon", key: addon.key }, intent: "addons" } : null;
}

// "y el otro, el del correo", "the other one, the e-mail one", "còn cái kia, cái về email", "另一个，邮件那个": of the two
// compared, the one whose description names the channel said.
const EMAIL: [RegExp, RegExp] = [/\b(?:e-?mails?|correos?|mail|thu dien tu)\b|邮件|电邮/u, /e-mail/i];
const THE_OTHER = /\b(?:the other|other one|el otro|la otra|cai kia|con kia|goi kia)\b|另一个|另外一个|另外那个/;

export function otherByChannel(text: string, list: string, facts: SiteFacts): Topic | null {
  if (!list.startsWith("addon:") || !THE_OTHER.test(text)) return null;
  const channel = [...CHANNELS, EMAIL].find(([said]) => said.test(text));
  const hits = channel ? listed(list, { addon: [...facts.offerings.addOnServices] }).items.filter((a) => channel[1].test(a.description)) : [];
  return hits.length === 1 && hits[0] ? { kind: "addon", key: hits[0].key } : null;
}
