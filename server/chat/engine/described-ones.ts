import type { Topic } from "./context.ts";
import { addonList } from "./addon-list.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { describedAddon } from "./addon-fit.ts";
import type { Mentions } from "./mentions.ts";
import { ORDINALS } from "./count-patterns.ts";
import { PRICE, RECOMMEND, SELF_SETUP } from "./question-patterns.ts";
import { PACKAGE_ASKED } from "./fit.ts";
import { PRICE_ASKED, readNeed } from "./needs.ts";
import type { Resolved } from "./resolved.ts";
import type { SiteFacts } from "./types.ts";

// An add-on pointed at by what it does instead of its name: "the sms whatsapp one", "the one that answers calls", "el
// de WhatsApp y SMS", "la que contesta llamadas", "cái AI nghe điện thoại", "短信+WhatsApp 那个", "能看实时房市数据的那个
// dashboard". The words of the reference are matched against the add-ons' own descriptions (addon-fit.ts), so a channel
// named inside it (WhatsApp, SMS) describes the add-on and asks no setup fee of the channel. Add-ons named beside it
// ("the social scheduler and the sms whatsapp one, both of em") are answered with it, in the order said.
// Rules run on folded text.

const REFERENCES: RegExp[] = [
  /\b(?:the|that|this) ((?:[\w+&/-]+ ){0,4}?[\w+&/-]+) (?:one|add ?-?on|thing)\b/g,
  /\bthe (?:one|add ?-?on) (?:that|which|for|with|who) ([^,.;?!]{3,60})/g,
  /(?:^|[\s¿,])(?:el|la|lo) (?:de|del|que) ([^,.;?!¿]{3,60})/g,
  // "cái" (a thing) folds as "cài đặt" (to install) does; "cái gì", "cái chi" (what) ask, they point at nothing.
  /\bcai (?!dat\b|gi\b|chi\b)([^,.;?!]{3,60})/g,
  /([^，。？！,.;?!]{2,30})(?:那个|那项|那一个|那个服务)([^，。？！,.;?!]{0,16})/gu,
];

// "有没有能看实时房市数据的那个dashboard?", "is there the one that…", "¿tienen el de…?": whether we have it.
const HAVE_ONE = /\b(?:is there|are there|do you have|do y ?all have|got any|hay (?:un|una|algun)|tienen (?:un|una|algun|el|la)|co (?:cai|goi) (?:nao|do|nay))\b|有没有|有冇|有无/;

// A list of setup rows shown is where "the WhatsApp one" is the Communication row, not an add-on.
const amongSetups = (topic: Topic | null, list: string | null): boolean => topic?.kind === "setup" || (topic?.kind === "list" && topic.key.startsWith("setup")) || Boolean(list?.startsWith("setup"));

/** The add-ons the folded `text` points at by what they do, with where each reference starts. */
function described(text: string, facts: SiteFacts): { key: string; at: number }[] {
  const found: { key: string; at: number }[] = [];
  for (const pattern of REFERENCES) {
    for (const m of text.matchAll(pattern)) {
      const words = m.slice(1).filter(Boolean).join(" ");
      // "cái đầu tiên có phí setup không?": an ordinal picks from a list (list-picks.ts), whatever else is said.
      if (ORDINALS.some(([p]) => p.test(words))) continue;
      // "cái AI lọc thư rồi viết sẵn thư trả lời": the need rules name the add-on for sorting mail, where the bare words
      // ("trả lời", to answer) would match the round-the-clock agent's description.
      const need = readNeed(words);
      const key = need?.kind === "addon" ? need.key : describedAddon(words, facts);
      if (key && !found.some((f) => f.key === key)) found.push({ key, at: m.index ?? 0 });
    }
  }
  return found;
}

/** The add-ons named and described, each answered, when one at least is pointed at by what it does; null otherwise. */
export function describedOnes(text: string, mentions: Mentions, facts: SiteFacts, topic: Topic | null, list: string | null): Resolved | null {
  if (mentions.package || mentions.bundle || amongSetups(topic, list)) return null;
  // Pointed at to be priced, beside an add-on named, or after one; "which plan has the chat thing?" is the fit rules'.
  const about = PRICE.test(text) || PRICE_ASKED.test(text) || HAVE_ONE.test(text) || mentions.addonAt !== undefined || topic?.kind === "addon" || (topic?.kind === "list" && topic.key.startsWith("addon"));
  // "mấy cái kết nối đó anh tự làm lấy được không, cho đỡ tiền cài?": done by themselves, no add-on is pointed at.
  if (!about || RECOMMEND.test(text) || PACKAGE_ASKED.test(text) || SELF_SETUP.test(text)) return null;
  const named = Object.entries(mentions.addonAt ?? {}).map(([key, at]) => ({ key, at }));
  // Described only as what a name said already does ("cái Agent chăm sóc khách hàng 24/7"): the names are read as usual.
  const ones = described(text, facts).filter((one) => !named.some((n) => n.key === one.key));
  if (ones.length === 0) return null;
  const keys = [...named, ...ones].sort((a, b) => a.at - b.at).map((a) => a.key).filter((k, i, all) => all.indexOf(k) === i);
  const answers: Answer[] = keys.map((key) => ({ t: "addon", key }));
  const [one] = keys;
  const chosen: Topic = keys.length === 1 && one ? { kind: "addon", key: one } : addonList(keys, facts);
  return { answers, topic: chosen, intent: "addons" };
}
