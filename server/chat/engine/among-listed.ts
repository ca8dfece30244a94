import type { Topic } from "./context.ts";
import { addonList } from "./addon-list.ts";
import { describedAddon } from "./addon-fit.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { listed } from "./list-picks.ts";
import { readNeed } from "./needs.ts";
import { findPlatforms } from "./topics.ts";
import type { Resolved } from "./resolved.ts";
import type { SiteFacts } from "./types.ts";

// A list of add-ons narrowed by use: after "which add-ons have no setup fee?", "of those, which ones help me answer
// clients by phone or by text?", "De esos, ¿cuáles me sirven para … teléfono o … mensaje de texto?", "这几个里面，能帮我管
// 邮件或者发社交媒体帖子的是哪两个？". Each use named (split on "or", "o", "或者"…) picks the add-on for it, among those
// just listed; the ones picked become the list "the cheaper of those two" then picks from. Read on folded text.

const AMONG = /\b(?:of|among|out of|from) (?:those|these|them|the (?:two|three|four|2|3|4))\b|\bde (?:esos|estos|esas|estas|ellos|ellas|los (?:dos|tres|cuatro))\b|\b(?:trong|trong so) (?:\w+ ){0,2}(?:do|nay|kia)\b|(?:这|那)(?:几|两|三|四)?(?:个|样|项)(?:里面|里头|当中|中间|之中|中)|其中/u;
// "which ones would handle calls or texts?" right after the list (the splitter may leave "of those," as a part of its
// own): the plural asks among those shown as well.
const WHICH_ONES = /\bwhich ones\b|\bcuales\b|哪(?:几|两|三)(?:个|样|项)|\bnhung (?:cai|loai|dich vu) nao\b/u;
const WHICH = /\b(?:which|what|cuales|cual|que|nao)\b|哪(?:几|两|三)?(?:个|样|项)|是哪/u;
// A channel or use named bare ("or texts", "o por mensaje de texto", "或者发帖子"): the add-on that works it.
const BY_CHANNEL: [string, RegExp][] = [
  ["enhanced-messaging", /\b(?:texts?|texting|sms|whatsapp|mensajes? de texto|mensajitos?|tin nhan|nhan tin)\b|短信/u],
  ["voice-ai", /\b(?:phones?|calls?|phone calls|telefono|llamadas?|dien thoai|cuoc goi|goi dien)\b|电话|来电/u],
  ["email-commander", /\b(?:e-?mails?|inbox|correos?|thu|hop thu)\b|邮件|邮箱/u],
  ["social-scheduler", /\b(?:posts?|posting|social|redes|publicaciones|bai dang|mang xa hoi)\b|帖子|社交/u],
  ["market-dashboard", /\b(?:market (?:data|numbers|trends)|mercado|thi truong)\b|行情|市场/u],
];
const OR = /\s*(?:,|\bor\b|\band\b|\bo\b|\bu\b|\by\b|\bhoac\b|\bhay\b|\bvoi\b|或者|或是|还是|或|和|跟)\s*/u;

/** The listed add-ons the message picks by use, answered as their own shorter list; null when it narrows nothing. */
export function addonsAmongListed(text: string, topic: Topic | null, facts: SiteFacts): Resolved | null {
  if (topic?.kind !== "list" || !(AMONG.test(text) || WHICH_ONES.test(text)) || !WHICH.test(text)) return null;
  // "Trong hai loại đó, loại nào có Gmail với Outlook?" after the setup rows: the row the platforms named are in.
  if (topic.key.startsWith("setup")) {
    const named = findPlatforms(text, facts);
    const rows = facts.offerings.setupAddOns.filter((x) => named.some((p) => x.examples.split(/,\s*/).includes(p)));
    const [row] = rows;
    return rows.length === 1 && row ? { answers: [{ t: "setup", key: row.key }], topic: { kind: "setup", key: row.key }, intent: "setup_fees" } : null;
  }
  if (!topic.key.startsWith("addon")) return null;
  const shown = listed(topic.key, { addon: [...facts.offerings.addOnServices] }).items.map((a) => a.key as string);
  const picked: string[] = [];
  for (const piece of text.replace(AMONG, " ").split(OR)) {
    if (piece.trim().length < 3) continue;
    const need = readNeed(piece);
    const key = need?.kind === "addon" ? need.key : (describedAddon(piece, facts) ?? BY_CHANNEL.find(([k, p]) => shown.includes(k) && p.test(piece))?.[0]);
    if (key && shown.includes(key) && !picked.includes(key)) picked.push(key);
  }
  if (picked.length === 0 || picked.length === shown.length) return null;
  const answers: Answer[] = picked.map((key) => ({ t: "addon", key }));
  const [one] = picked;
  return { answers, topic: picked.length === 1 && one ? { kind: "addon", key: one } : addonList(picked, facts), intent: "addons" };
}
