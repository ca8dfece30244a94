import { packages } from "#common/content/packages.ts";
import type { PackageKey } from "#common/content/packages.ts";
import { wordsOf } from "./asked-words.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { contentText } from "./knowledge/content-text.ts";
import { foldForRules } from "./text.ts";
import { LANGUAGES } from "./types.ts";
import type { Language, SiteFacts } from "./types.ts";

// Which package's feature list holds what a yes-or-no question names (yes-no.ts says the yes or no): "does Growth have
// the showing scheduler?" is Growth's own line (yes), "is the success manager on Growth?" Enterprise's (no).

type Verdict = Extract<Answer, { t: "verdict" }>;

const HAN = /\p{Script=Han}/u;
export const stem = (w: string): string => (HAN.test(w) ? w : w.replace(/(?<=\p{L}{4})(?:es|s)$/u, "").slice(0, 6));
// Words of the question that name no feature: the packages' own names, the words for a package, the yes-or-no ask.
const NOT_A_FEATURE = new Set(["goi", "nao", "gui", "cho", "voi", "cua", "the", "and", "for", "con", "los", "las", "del", "por", "khach", "hang", "nguoi", "team", "equipo", "nhom", "whole", "every", "todo", "toda", "cada", "团队", "整个", "enterprise", "growth", "foundation", "package", "paquete", "plan", "套餐", "方案", "does", "come", "with", "have", "that", "this", "thing", "your", "yalls", "trae", "tiene", "incluye", "viene", "hong", "khong", "trong", "有没", "没有", "有还", "还是", "是没", "包括", "包含"]);
type Line = { key: PackageKey; index: number; stems: Set<string> };
let lines: Line[] | null = null;
export function featureLines(): Line[] {
  lines ??= packages.flatMap((p) =>
    p.features.map((_, index) => {
      const said = LANGUAGES.flatMap((language) => wordsOf(foldForRules(contentText(language).pkg(p).features[index] ?? "")));
      return { key: p.key, index, stems: new Set(said.filter((w) => (HAN.test(w) || w.length > 2) && !NOT_A_FEATURE.has(w)).map(stem)) };
    }),
  );
  return lines;
}

/** The index of the line of package `key` that names add-on `addonKey` (two words of its name or more); null when none. */
export function packageLineNaming(key: PackageKey, addonKey: string, facts: SiteFacts): number | null {
  const addon = facts.offerings.addOnServices.find((a) => a.key === addonKey);
  if (!addon) return null;
  const said = wordsOf(foldForRules(addon.name)).filter((w) => w.length > 3).map(stem);
  const best = featureLines()
    .filter((l) => l.key === key)
    .map((l) => ({ index: l.index, hits: said.filter((s) => l.stems.has(s)).length }))
    .sort((a, b) => b.hits - a.hits)[0];
  return best && best.hits >= 2 ? best.index : null;
}

/** The feature line of `asked` the question names (yes), or the other package's line it names instead (no). */
// ("does Growth send the follow-ups on its own?": what runs by itself is automated.)
// "a dashboard showin how each of my agents is doin", "los números de cada agente", "số liệu của từng agent", "每个经纪人
// 的表现": each agent's numbers are the performance dashboard's.
const PER_AGENT = /\b(?:(?:how|what) each (?:one )?(?:of (?:my|our|the) )?(?:agents?|people|folks) ?(?:is|are|s) (?:doin\w*|doing|performing)|each (?:agent|person) ?s (?:numbers|stats|performance|production)|(?:numbers|stats|performance|production) (?:of|for|by|on) each (?:agent|person)|who ?s pulling (?:their|his|her) weight|(?:los )?numeros de cada agente(?: \w+)?|(?:el )?(?:desempeno|rendimiento) de cada agente|(?:ver |saber )?como (?:va|van|le va) cada agente|(?:so lieu|hieu qua|ket qua) (?:cua )?tung (?:nguoi|agent|moi gioi)(?: (?:moi|trong nhom))?)\b|(?:每个|每位)(?:经纪人|人|同事)的?(?:表现|业绩|数据)|(?:看|查看|看到)每个(?:经纪人|同事)(?:跟进线索)?的?情况/g;
/** Whether each agent's numbers are asked for (folded text): a team named in it is whose numbers, not a size told. */
export const asksPerAgent = (text: string): boolean => new RegExp(PER_AGENT.source).test(text);
// "does Growth hook into Follow Up Boss?", "¿el Growth se conecta con kvCORE?": a CRM of the site's list named is its CRM
// integration line.
const CRM_NAMED = /\b(?:follow ?up ?boss|fub|kvcore|kv core|hubspot|salesforce)\b/g;
// Short words of the lists' own ("CRM", "MLS") count, though shorter than other words.
const LIST_ACRONYM = /^(?:crm|mls|har|sms)$/;
const BY_ITSELF = /\b(?:on (?:its|their) own|by (?:itself|themselves)|automatically|auto|por si sol[oa]s?|tu dong)\b/g;

export function featureVerdict(message: string, asked: PackageKey, language: Language): Verdict["feature"] & { yes: boolean } | null {
  const text = message.replace(BY_ITSELF, " automated ").replace(PER_AGENT, " performance dashboard 业绩看板 ").replace(CRM_NAMED, " crm integration ");
  // (Vietnamese syllables are short: "báo cáo" is two words of three letters.)
  const least = language === "vi" ? 3 : 4;
  // (A Latin name in a Chinese question, "Growth有没有CRM对接", counts as a word too.)
  const latin: string[] = HAN.test(text) ? (text.match(/[a-z][a-z0-9]{2,}/g) ?? []) : [];
  const said = [...new Set([...wordsOf(text), ...latin].filter((w) => (HAN.test(w) || w.length >= least || latin.includes(w) || LIST_ACRONYM.test(w)) && !NOT_A_FEATURE.has(w)).map(stem))];
  if (said.length === 0) return null;
  // ("analítica" and "análisis", "analytics": one word by its first five letters.)
  const hits = (line: Line): number => said.filter((s) => line.stems.has(s) || (!HAN.test(s) && s.length >= 5 && [...line.stems].some((l) => l.startsWith(s) || (l.length >= 5 && l.slice(0, 5) === s.slice(0, 5))))).length;
  const scored = featureLines().map((line) => ({ line, hits: hits(line) })).sort((a, b) => b.hits - a.hits);
  const own = scored.find((s) => s.line.key === asked);
  const other = scored.find((s) => s.line.key !== asked);
  // The asked package's own line named by two words or more is a yes, when no other list's line holds twice as many
  // ("tự động chăm sóc khách": Foundation's basic follow-up automation as much as Growth's sequences; not "agent chăm sóc
  // khách hàng 24/7 đa ngôn ngữ", Enterprise's line, with only "chăm sóc" in Foundation's). Chinese pairs
  // rarely meet the list's own: "按交通情况安排带看" holds one, 交通, which no other package's line has.
  const han = said.some((s) => HAN.test(s));
  const rival = other?.hits ?? 0;
  if (own && ((own.hits >= 2 && own.hits * 2 > rival) || (han && own.hits >= 1 && own.hits > rival))) return { asked, owner: asked, index: own.line.index, yes: true };
  // Another package's line named plainly (two words or more), and no other package's line as plainly; or the package the
  // visitor compares with holds it ("does that one come with a dashboard like Growth does?").
  const rivals = scored.filter((s) => s.line.key !== asked && s.hits === other?.hits);
  const compared = rivals.find((s) => new RegExp(`\\b${s.line.key}\\b`).test(text));
  const owner = compared ?? (new Set(rivals.map((s) => s.line.key)).size === 1 ? other : undefined);
  if (owner && (owner.hits >= 2 || (compared && owner.hits >= 1)) && (compared ? (own?.hits ?? 0) === 0 : (own?.hits ?? 0) * 2 <= owner.hits)) return { asked, owner: owner.line.key, index: owner.line.index, yes: false };
  return null;
}

// "does that package include CRM integration?", "¿ese package incluye la CRM integration?" right after Growth: a line of
// the package being talked about, asked whether it has it, is that package's to answer (its yes follows), not the
// setup row the line's words name.
const HAS_IT = /\b(?:include\w*|come with|comes with|have|has|got|incluye|incluyen|trae|tiene|viene con|bao gom|co (?:bao gom|ket noi|tich hop))\b|包括|包含|有没有|带不带/;
const THAT_PACKAGE = /\b(?:(?:that|this|the) (?:package|plan|one)|(?:ese|este|el) (?:paquete|package|plan)|goi (?:do|nay|kia))\b|(?:那个|这个)(?:套餐|方案)/;
export const ownLineAsked = (text: string, own: PackageKey, language: Language): boolean => THAT_PACKAGE.test(text) && HAS_IT.test(text) && featureVerdict(text, own, language)?.yes === true;
