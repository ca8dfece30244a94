import type { ConversationContext, Topic } from "./context.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { describedAddon } from "./addon-fit.ts";
import { listInView } from "./list-in-view.ts";
import { findMentions } from "./mentions.ts";
import { readNeed } from "./needs.ts";
import { NUMBER_WORDS } from "./count-patterns.ts";
import { foldForRules } from "./text.ts";
import { findPlatforms } from "./topics.ts";
import type { Resolved } from "./resolved.ts";
import type { Intent, SiteFacts } from "./types.ts";

// "leave off the phone answering one and the social media one, what's that leave me with", "todo menos lo de mensajería
// y correo, ¿qué me queda?", "bỏ cái gói chỉ có 2 nền tảng đi, còn lại những gói nào?", "除了接电话那个跟处理邮件那个，其他的
// 还有哪些？": a list of offerings (the one in view, or the one named) with what the visitor set aside taken out, each
// kept row as the list shows it (its price with it). What is set aside is read as the list's rows are named or described:
// an add-on by its name or its work, a setup row by its type or a platform in it, a bundle by its name or its size, a
// package by its name. Nothing set aside that the list holds: no answer (the other readers then try). Folded text.

type Kind = Extract<Answer, { t: "listed" }>["kind"];

// The words that set something aside. "Besides" and "other than" also add ("besides the dashboard, what else is in
// Growth?"): only beside a word asking for the rest (REST).
const ASIDE = [
  String.raw`\b(?:except(?: for)?|excepting|excluding|all but|everything but|anything but|other than|besides|apart from|aside from|minus|not counting|leave (?:off|out)|leaving (?:off|out)|take (?:off|out)|taking (?:off|out)|cross (?:off|out)|drop|dropping|skip|skipping|scratch|forget(?: about)?|ditch|no need for)\b`,
  String.raw`\b(?:todo menos|todos menos|todas menos|menos|excepto|salvo|quitando|quita(?:ndo|me|le)?|quite(?:le|les|n)?|quitenle|saca(?:ndo|me|le)?|saque(?:le|les|n)?|sin contar|fuera de|aparte de|olvide|olvida(?:te)? de|descart\w+|no necesito|sin(?= (?:el|la|los|las|lo de)\b))\b`,
  String.raw`\b(?:tru|ngoai tru|ngoai|bo|bot|loai|khong tinh|khong can|gach)\b`,
  String.raw`除了|除开|除去|去掉|不算|不要|不用|排除|拿掉|划掉`,
].join("|");
const ASIDE_AT = new RegExp(`(?:${ASIDE})\\s*`, "g");
// What is left asked for: "what's left", "the rest", "what else", "¿qué me queda?", "còn lại", "剩下", "其他的".
const REST = /\b(?:left|remain\w*|the rest|rest of (?:them|the list)|others?|else|leaves? (?:me|us)(?: with)?|queda\w*|resto|restantes?|demas|otr[oa]s|con lai|con gi|con nhung|khac)\b|剩下|剩余|其他|其余|还有(?:哪|什么|啥)|别的/;
// "everything except…", "todo menos…", "tất cả trừ…", "全部…除了": the whole list but what follows.
const ALL_BUT = /\b(?:everything|all|todo|todos|todas|tat ca|het)\b.{0,30}\b(?:except|but|menos|excepto|salvo|tru|ngoai)\b|(?:全部|所有|都).{0,12}除了/;

// "enséñame los add-ons pero sin el voice AI", "show me the bundles minus the starter": the list asked for, without a row.
const SHOW_ME = /\b(?:show|list|give|send|run) (?:me|us)\b|\b(?:ensename|ensenenme|muestrame|muestrenme|dame|denme|pasame|pasenme|mandame)\b|\bcho (?:minh |em |anh |chi |toi |tui )?xem\b|\bliet ke\b|列出|给我看|发给我看/;

// Where what is set aside ends: a stop, a comma, or the question of what is left.
const SEGMENT_END = /[,.;:!?，。；！？]|\b(?:what|which|so|then|que|cual|entonces|con lai|thi|vay)\b|剩下|其他|其余/;
// Between two things set aside.
const JOINS = /\s*(?:,|&|\+|\/|\band\b|\bor\b|\by\b|\be\b|\bo\b|\bva\b|\bvoi\b|\bhoac\b|\bcung\b)\s*|跟|和|与|及|、|还有|以及|或者/;

const KIND_WORDS: [Kind, RegExp][] = [
  ["bundle", /\bbundles?\b|\bgoi (?:cai dat )?tron goi\b|\bcombos?\b|套装|捆绑|组合包/],
  ["setup", /\b(?:setup|set-up|installation|instalacion|conexion|conectar|cai dat|ket noi)\b.{0,30}\b(?:fees?|tarifas?|cobran|cost\w*|phi|gia|table|tabla|bang)\b|安装费|平台安装/],
  ["addon", /\badd ?-?ons?\b|\bextras\b|\bcomplementos?\b|\bservicios? adicionales\b|\bdich vu (?:bo sung|them|cong them)\b|附加|加购|增值服务/],
  ["package", /\b(?:packages?|plans?|tiers?|paquetes?|planes)\b|套餐|配套/],
];

const ENTRY_KIND: Record<string, Kind> = { addons: "addon", bundles: "bundle", "setup-fees": "setup", packages: "package" };
const INTENT: Record<Kind, Intent> = { addon: "addons", bundle: "bundles", setup: "setup_fees", package: "packages" };

/** The list the message sets rows of aside: the one in view (its order), else the kind it names (every row). */
function listMeant(folded: string, base: ConversationContext, facts: SiteFacts): { kind: Kind; rows: number[] } | null {
  const named = KIND_WORDS.find(([, p]) => p.test(folded))?.[0];
  const shownEntry = base.lastAnswers.map((a) => (a.t === "entry" ? ENTRY_KIND[a.id] : undefined)).find(Boolean);
  const key = (base.topic?.kind === "list" ? base.topic.key : null) ?? listInView(base, facts) ?? shownEntry ?? base.list;
  const all = (kind: Kind): number[] => catalogue(kind, facts).map((_, i) => i);
  const size: Record<string, number> = { addon: all("addon").length, bundle: all("bundle").length, setup: all("setup").length, package: all("package").length };
  const [kindSaid = "", picked] = (key ?? "").split(":");
  const kind = kindSaid as Kind;
  if (key && size[kind] !== undefined && (!named || named === kind)) return { kind, rows: picked ? picked.split(",").map(Number).filter((i) => i < (size[kind] ?? 0)) : all(kind) };
  return named ? { kind: named, rows: all(named) } : null;
}

const SETUP_WORDS: Record<string, RegExp> = {
  "data-tools": /\b(?:data|datos|du lieu|spreadsheets?|hojas? de calculo)\b|数据|表格/,
  communication: /\b(?:communication|comunicacion|lien lac|messaging|messages|mensajeria|mensajes|texting|sms|e-?mails?|mail|correos?|tin nhan|nhan tin)\b|通讯|通信|消息|短信|邮件|邮箱/,
  "business-marketing": /\b(?:marketing|mercadeo|negocios?|business|tiep thi|kinh doanh|social|redes sociales)\b|营销|市场|业务|社交/,
  crm: /\bcrm\b/,
};
const SMALLEST = /\b(?:small(?:est)?|little|cheap(?:est)?|basic|pequen[oa]|chic[oa]|barat[oa]|nho(?: nhat)?|re(?: nhat)?)\b|最小|小的|最便宜/;
const LARGEST = /\b(?:big(?:gest)?|large(?:st)?|grande|mas grande|lon(?: nhat)?|to(?: nhat)?)\b|最大|大的/;

/** The rows of the list `kind` one piece of what is set aside names (indexes into the site's catalogue). */
function rowsNamed(piece: string, kind: Kind, facts: SiteFacts): number[] {
  const o = facts.offerings;
  const mentions = findMentions(piece);
  if (kind === "addon") {
    const keys = new Set<string>(Object.keys(mentions.addonAt ?? {}));
    const need = readNeed(piece);
    const described = need?.kind === "addon" ? need.key : keys.size === 0 ? describedAddon(piece, facts) : null;
    if (described) keys.add(described);
    return o.addOnServices.flatMap((a, i) => (keys.has(a.key) ? [i] : []));
  }
  if (kind === "setup") {
    const platforms = findPlatforms(piece, facts);
    return o.setupAddOns.flatMap((s, i) => (SETUP_WORDS[s.key]?.test(piece) || platforms.some((p) => s.examples.split(/,\s*/).includes(p)) ? [i] : []));
  }
  if (kind === "bundle") {
    const sizes = o.bundles.map((b) => Number(b.platforms.match(/\d+/)?.[0] ?? 0));
    const count = Number(piece.match(/\b(\d{1,2})\b|(\d)/)?.[0]?.trim() ?? NaN) || NUMBER_WORDS[piece.match(/\b(two|four|six|dos|cuatro|seis|hai|bon|sau)\b|[二两四六]/u)?.[0] ?? ""] || 0;
    const byName = o.bundles.flatMap((b, i) => (new RegExp(`\\b${foldForRules(b.name.replace(/ Bundle$/, ""))}\\b`).test(piece) ? [i] : []));
    if (byName.length > 0) return byName;
    if (count > 0) return sizes.flatMap((n, i) => (n === count ? [i] : []));
    const order = sizes.map((n, i) => ({ n, i })).sort((a, b) => a.n - b.n);
    if (SMALLEST.test(piece)) return order.slice(0, 1).map((x) => x.i);
    if (LARGEST.test(piece)) return order.slice(-1).map((x) => x.i);
    return [];
  }
  return o.packages.flatMap((p, i) => (new RegExp(`\\b${p.key}\\b`).test(piece) ? [i] : []));
}

const catalogue = (kind: Kind, facts: SiteFacts): string[] =>
  ({ addon: facts.offerings.addOnServices, bundle: facts.offerings.bundles, setup: facts.offerings.setupAddOns, package: facts.offerings.packages })[kind].map((r) => r.key as string);

/** What the message sets aside, as one string per thing named: from each setting-aside word to where its list ends. */
function setAside(folded: string): string[] {
  const pieces: string[] = [];
  for (const m of folded.matchAll(ASIDE_AT)) {
    const rest = folded.slice((m.index ?? 0) + m[0].length);
    const end = rest.search(SEGMENT_END);
    const segment = (end < 0 ? rest : rest.slice(0, end)).replace(/\s+(?:di|nhe|nha|thoi|ra)$/u, "").replace(/(?:以外|之外|外)$/u, "");
    pieces.push(...segment.split(JOINS).map((s) => s.trim()).filter((s) => s.length > 1));
  }
  return pieces;
}

/** The list in view (or named) with what the visitor set aside taken out; null when nothing it holds is set aside. */
export function exceptListed(message: string, base: ConversationContext, facts: SiteFacts): Resolved | null {
  const folded = foldForRules(message);
  if (!new RegExp(ASIDE).test(folded) || !(REST.test(folded) || ALL_BUT.test(folded) || (SHOW_ME.test(folded) && KIND_WORDS.some(([, p]) => p.test(folded))))) return null;
  const list = listMeant(folded, base, facts);
  // "besides the dashboard, what else is in Growth?": a package's contents asked, not a list narrowed.
  if (!list || (findMentions(message).package && list.kind !== "package")) return null;
  const aside = new Set(setAside(folded).flatMap((piece) => rowsNamed(piece, list.kind, facts)));
  const kept = list.rows.filter((i) => !aside.has(i));
  if (aside.size === 0 || kept.length === 0 || kept.length === list.rows.length) return null;
  // One row left is that row: "how much is it?" next asks its price.
  const one = kept.length === 1 ? catalogue(list.kind, facts)[kept[0] ?? -1] : undefined;
  const topic: Topic = one ? { kind: list.kind, key: one } : { kind: "list", key: `${list.kind}:${kept.join(",")}` };
  return { answers: [{ t: "listed", kind: list.kind, keys: kept }], topic, intent: INTENT[list.kind] };
}

// "out of what's left, which one texts back?", "de los que quedan, ¿cuál…?", "trong mấy cái còn lại, cái nào…", "剩下这些
// 里面，哪个…": a part that only says which rows are meant (those the list in view holds) asks nothing of its own.
const SCOPE_ONLY = /^\W*(?:(?:so|and|ok|okay|y|bueno|vay|con|the)\s+)?(?:out of|of|from|among(?:st)?|between|de|entre|trong(?: so)?|trong may (?:cai|goi|thu))\s+(?:(?:what s|whats|what is|what) (?:left|remaining|remains)|(?:the |those |these |them |the ones )?(?:left|remaining|rest|ones left|ones remaining|that are left)|(?:l[oa]s )?(?:que (?:quedan|sobran|restan)|restantes|demas)|(?:may |nhung )?(?:cai|goi|thu)? ?con lai|do)\W*$|^\W*(?:那)?(?:剩下|剩余|其余)(?:的|这些|那些|这几个|那几个)?(?:里面|里头|当中|中间|之中)?\W*$/u;
/** A part naming only the rows meant ("out of what's left"): not a question of its own. */
export const scopeOnly = (part: string): boolean => SCOPE_ONLY.test(foldForRules(part));
