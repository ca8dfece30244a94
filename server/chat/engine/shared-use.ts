import { OFFICES } from "./topics.ts";
import type { Resolved } from "./resolved.ts";

// One package or account shared by more than one person, business or brand, moved to another brokerage or split later:
// "my husband and I are agents at different brokerages, can we go halves on one Foundation?", "one login between us",
// "Mi asistente y yo queremos entrar con el mismo usuario", "¿ese mismo plan lo puedo usar para mi otra marca?", "Hai chị
// em xài chung một gói Foundation được hông?", "gói của tụi tui có tách ra làm hai được hông?", "两个经纪可以合用一个账号登录
// 吗？", "它可以同时挂两个品牌吗？", "does my package move with me to the new brokerage?". The site says nothing of seats,
// logins, sharing or transfers: the gap is said, never a package card for the name in it. A brokerage with several
// offices asking whether they share one plan gets the brokerage package with the gap ("两个门店能共用一个套餐吗？").
// Rules run on folded text. Sharing data, leads or a listing ("do you share my data?", "share a listing") is not this.

const PLAN = String.raw`(?:package|plan|account|login|log-?in|subscription|seat|foundation|growth|enterprise|one|it|that|this)`;
const SHARE_EN = new RegExp(
  String.raw`\b(?:go (?:halves|half|in halves|dutch|fifty[- ]fifty|50[/-]50) on|split (?:the cost of |the price of )?(?:one|a|the|that|this|a single)|(?:share|sharing) (?:one|a|the|that|this|a single|the same|our|my)|(?:both|two of us|the two of us|all of us) (?:use|share|log ?in (?:on|to|with))|one (?:login|log-?in|account|password|seat) (?:between|for|with) (?:us|both|the two|two|the 2|me and)|(?:same|one) (?:login|log-?in|account|password|user(?:name)?) (?:as|for|with|between) (?:me|us|my|both|the two|her|him)|(?:move|moves|transfer|transfers|carry|carries|come|comes|go|goes) (?:over )?with me|(?:split|break|divide) (?:it|the package|the plan|our package|our plan|the account)(?: up)? (?:in|into) (?:two|2|half|halves))\b`,
);
const SHARE_EN_OBJECT = new RegExp(String.raw`\b${PLAN}\b`);
const OTHER_PARTY = /\b(?:husband|wife|spouse|partner|sister|brother|cousin|daughter|son|assistant|colleague|friend|another agent|other agent|both|two of us|the two|us two|between us|me and|brands?|brokerages?|broker|new (?:office|company)|two (?:agents|people|brands|businesses|companies)|(?:\w+ )?(?:offices|stores|locations|branches)|all (?:two|three|four|five|of us|of them)|(?:they|we) all)\b/;
const BRANDS_EN = /\b(?:two|2|both|another|second|other|my other) (?:brands?|companies|businesses|names|dbas?)\b.{0,40}\b(?:same|one|single|that|this) (?:plan|package|account|subscription)\b|\b(?:same|one|single|that|this) (?:plan|package|account|subscription)\b.{0,40}\b(?:two|2|both|another|second|other|my other) (?:brands?|companies|businesses|dbas?)\b/;

const SHARE_ES = /\b(?:compartir|compartimos|compartirlo|compartirla|compartido|a medias|mitad y mitad|entre (?:las dos|los dos|ambas|ambos|nosotr[oa]s))\b.{0,40}\b(?:plan|paquete|cuenta|usuario|acceso|login|contrasena|suscripcion|foundation|growth|enterprise|gasto|costo|pago)\b|\b(?:plan|paquete|cuenta|usuario|acceso|suscripcion|foundation|growth|enterprise)\b.{0,30}\b(?:compartir|compartirlo|compartirla|compartido|a medias|entre (?:las dos|los dos|ambas|ambos))\b|\b(?:mismo|misma|un solo|una sola) (?:plan|paquete|cuenta|usuario|acceso|login|contrasena)\b.{0,60}\b(?:otra marca|dos marcas|mi asistente|las dos|los dos|ambas|ambos|cada una|cada uno|mi esposo|mi esposa|mi hermana|mi hermano|otro agente|otra agente)\b|\b(?:otra marca|dos marcas|mi asistente|las dos|los dos|ambas|ambos)\b.{0,60}\b(?:mismo|misma|un solo|una sola) (?:plan|paquete|cuenta|usuario|acceso|login)\b|\b(?:ese|este|el) (?:mismo )?(?:plan|paquete)\b.{0,30}\b(?:para|con) (?:mi|la|una) otra (?:marca|empresa|inmobiliaria|correduria)\b|\b(?:llevar(?:me)?|pasar|transferir|mover|cambiar)\w* (?:el|mi|nuestro|ese) (?:plan|paquete|cuenta)\b.{0,40}\b(?:otra|nueva) (?:correduria|inmobiliaria|empresa|oficina|brokerage)\b|\b(?:dividir|partir|separar)\w* (?:el|nuestro|ese) (?:plan|paquete)\b/;

const SHARE_VI = /\b(?:xai|dung|sai) chung (?:mot |1 )?(?:goi|tai khoan|account|login)\b|\bchung (?:mot |1 )(?:goi|tai khoan|account|login)\b|\b(?:chia doi|chia hai|chia 2|chia) (?:tien|phi|chi phi)\b|\bgoi\b.{0,40}\btach (?:ra )?(?:lam )?(?:hai|2|doi)\b|\bchuyen (?:goi|tai khoan)\b.{0,30}\b(?:cong ty|brokerage|van phong) (?:moi|khac)\b|\b(?:hai|2) thuong hieu\b.{0,30}\b(?:mot|1|chung) goi\b/;

const SHARE_ZH = /(?:共用|合用|共享|一起用|分摊|平摊|分开用)(?:一个|同一个)?(?:套餐|方案|账号|帐号|登录|账户|配套)|(?:套餐|方案|账号|帐号|账户)(?:可以|能|能不能|可不可以)?(?:共用|合用|共享|一起用|分摊|平摊)|同一个(?:账号|帐号|账户|登录)|(?:挂|用在|用于)(?:两个|2个|多个)品牌|(?:两个|2个)品牌.{0,12}(?:一个|同一个)(?:套餐|方案|账号)|(?:套餐|方案|账号).{0,12}(?:转到|转去|带到|跟着我)(?:新|别的|另一)|(?:套餐|方案).{0,10}(?:拆成|拆开|分成)(?:两|2)/;

// "data", "leads", "listing": what is shared is theirs, not the package.
const THEIR_THINGS = /\b(?:data|datos|dato|info\w*|leads?|listings?|calendar|calendario|inbox|bandeja|screen|pantalla|post|posts|article|articulo|link|enlace|du lieu|thong tin)\b|数据|资料|信息|房源|日历/;

// Moved to another brokerage or split off: no business of several offices sharing.
const MOVED = /\b(?:move|moves|moving|transfer\w*|carry|carries|come with|comes with|switch\w*|leav\w*|split(?:s|ting)? off|llevar\w*|pasar\w*|cambiar\w*|chuyen|tach)\b|转到|转去|带到|拆/;
const EACH_PAYS = /\b(?:how much|bao nhieu|cuanto|cuanta)\b|多少钱|几多钱/;

/** One package or account shared between people, businesses or brands, moved or split, asked (folded `text`); else null. */
export function sharedUseAsked(text: string, brokerage: boolean): Resolved | null {
  const asked =
    ((SHARE_EN.test(text) && SHARE_EN_OBJECT.test(text) && OTHER_PARTY.test(text)) || BRANDS_EN.test(text) || SHARE_ES.test(text) || SHARE_VI.test(text) || SHARE_ZH.test(text)) &&
    !THEIR_THINGS.test(text);
  // "chia đôi tiền gói Growth thì mỗi đứa trả bao nhiêu?": what each would pay is the package's price, quoted in a consultation.
  if (!asked || EACH_PAYS.test(text)) return null;
  // A brokerage of several offices sharing one plan: the brokerage package, and the gap.
  if ((OFFICES.test(text) || brokerage) && !MOVED.test(text)) return { answers: [{ t: "recommend", key: "enterprise", reason: "brokerage" }, { t: "unknown", about: "sharing" }], topic: { kind: "package", key: "enterprise" }, intent: "packages" };
  return { answers: [{ t: "unknown", about: "sharing" }], topic: null, intent: "unanswered" };
}
