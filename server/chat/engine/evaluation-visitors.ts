import { readFileSync } from "node:fs";
import { expectedStrings, wrongFacts } from "./evaluation.ts";
import { findPackagePriceStatements } from "./price-guard.ts";
import { LANGUAGES } from "./types.ts";
import type { ChatEngine, ChatReply, Language, SiteFacts } from "./types.ts";

// The realistic visitor set (data/eval-visitors.txt, data/eval-visitor-dialogues.txt): every reply is
// judged on what the visitor sees and what the conversation records, not on an intent label, so the figures
// compare any engine. A reply is right when its dialogue act, every check of its line, its language, and the
// two policies (no package price, no invented fact) all hold.

export const DIALOGUE_ACTS = ["greeting", "question", "complaint", "opt_out", "deletion", "handoff", "details", "thanks", "goodbye", "injection", "off_topic"] as const;
export type DialogueAct = (typeof DIALOGUE_ACTS)[number];

export type VisitorTurn = { act: DialogueAct; checks: string[]; text: string; lang: Language };
export type VisitorItem = { kind: string; lang: Language; turns: VisitorTurn[]; dialogue: boolean };

const dataFile = (name: string): string => readFileSync(new URL(`./data/${name}`, import.meta.url), "utf8");

function parseTurn(line: string, lang: Language): VisitorTurn {
  const [act, checks, ...rest] = line.split("|").map((s) => s.trim());
  if (!DIALOGUE_ACTS.includes(act as DialogueAct) || checks === undefined || rest.length === 0) throw new Error(`bad evaluation line: ${line}`);
  return { act: act as DialogueAct, checks: checks === "-" ? [] : checks.split(/\s+/), text: rest.join("|"), lang };
}

function parseHeader(line: string): { kind: string; lang: Language } {
  const [, kind, lang] = line.replace(/^#+\s*/, "").match(/^(\S+)\s+(\S+)/) ?? [];
  if (!kind || !LANGUAGES.includes(lang as Language)) throw new Error(`bad evaluation header: ${line}`);
  return { kind, lang: lang as Language };
}

export function visitorMessages(text = dataFile("eval-visitors.txt")): VisitorItem[] {
  const items: VisitorItem[] = [];
  let header: { kind: string; lang: Language } | null = null;
  for (const line of text.split("\n")) {
    if (/^# \S+ (en|es|vi|zh)\s*$/.test(line)) header = parseHeader(line);
    else if (line.trim() && !line.startsWith("#") && header) items.push({ ...header, dialogue: false, turns: [parseTurn(line, header.lang)] });
  }
  return items;
}

/** Written after the engine, never tuned on: reported apart as the check on phrasings nobody prepared for. */
export const probeMessages = (): VisitorItem[] => visitorMessages(dataFile("eval-visitors-probe.txt"));

/** Fresh check 3 (H7): written after the probe-2 fixes to see whether they generalise; first run 81.6 %, never trained on. */
export const probe3Items = (): VisitorItem[] => visitorMessages(dataFile("eval-visitors-probe3.txt"));

/**
 * Blind probe `n` (4 and later): messages and dialogues written by a helper before the engine changes it measures,
 * scored once at the commit named in its header and in scripts/eval-chat.ts (its first run), never trained on.
 */
/**
 * Every blind probe from 4 on, in order (data/blind-probes.json): its first-run figure and the commit it was scored
 * at, its writer's personas, and `tuned: false` until its misses are fixed. A new probe is registered there only.
 */
export type BlindProbe = { probe: number; firstRun: string; tuned?: boolean; personas?: string };
export const blindProbes = (): BlindProbe[] => JSON.parse(dataFile("blind-probes.json")) as BlindProbe[];

export const blindProbeItems = (n: number): VisitorItem[] => [
  ...visitorMessages(dataFile(`eval-visitors-probe${n}.txt`)),
  ...visitorDialogues(dataFile(`eval-visitor-dialogues-probe${n}.txt`)),
];

/** Blind probe 2 (helper H7): written before the engine changes it measured, reported apart, never trained on (first run 65.5 %). */
export const probe2Items = (): VisitorItem[] => [
  ...visitorMessages(dataFile("eval-visitors-probe2.txt")),
  ...visitorDialogues(dataFile("eval-visitor-dialogues-probe2.txt")),
];

export function visitorDialogues(text = dataFile("eval-visitor-dialogues.txt")): VisitorItem[] {
  const items: VisitorItem[] = [];
  for (const line of text.split("\n")) {
    if (line.startsWith("## ")) items.push({ ...parseHeader(line), dialogue: true, turns: [] });
    else if (line.trim() && !line.startsWith("#")) {
      const current = items.at(-1);
      if (!current) throw new Error(`turn before a dialogue header: ${line}`);
      current.turns.push(parseTurn(line, current.lang));
    }
  }
  return items;
}

type PerLanguage = Record<Language, RegExp>;
const APOLOGY: PerLanguage = { en: /sorry|apolog/i, es: /lament|disculp|perd[oó]n/i, vi: /xin lỗi|rất tiếc/i, zh: /抱歉|对不起|很遗憾/ };
const YES: PerLanguage = { en: /^(?:yes|yep)\b/i, es: /^s[ií](?![a-z])/i, vi: /^(?:có|vâng|dạ có)/i, zh: /^(?:是|可以|能|有|会|支持|当然)/ };
const NO: PerLanguage = { en: /^no\b/i, es: /^no\b/i, vi: /^không/i, zh: /^(?:不|没有|无需|不需要|不用)/ };
const TIMELINE: PerLanguage = { en: /two weeks|2 weeks/i, es: /dos semanas|2 semanas/i, vi: /hai tuần|2 tuần/i, zh: /两周|2\s?周|两个星期/ };
const DATA_SAFE: PerLanguage = { en: /never sell/i, es: /nunca vendemos|no vendemos/i, vi: /không bao giờ bán|không bán/i, zh: /不会出售|从不出售|绝不出售|不出售/ };
const SELF_SETUP: PerLanguage = { en: /self-setup/i, es: /por (?:tu|su) cuenta|(?:t[uú]|usted) mismo|autoinstal/i, vi: /tự cài đặt/i, zh: /自行安装|自己安装|自助安装/ };
const NO_ARTICLE: PerLanguage = {
  en: /\b(?:no|(?:do not|don'?t|not) (?:have|find) an?y?|haven'?t (?:written|published) an?y?)\s+(?:\w+\s+)?(?:article|post)/i,
  es: /no (?:tenemos|hay|encontr\w+) (?:ningún |un )?(?:artículo|art[ií]culo|post)/i,
  vi: /(?:chưa|không) có bài/i,
  zh: /没有.{0,12}文章|暂无.{0,6}文章/,
};
const ASK_CONTACT: PerLanguage = { en: /e-?mail|phone/i, es: /correo|tel[eé]fono/i, vi: /email|số điện thoại/i, zh: /邮箱|电话/ };
const UNKNOWN: PerLanguage = { en: /doesn't say|won't guess/i, es: /no lo dice/i, vi: /không nói về/i, zh: /[没沒]有提到/ };
// The "site doesn't say" reply in other words too ("doesn't list", "no menciona", "no dice si…", "không nói … hay
// không"): the check `unknown` asks only that the reply admits the gap, whatever its wording.
// "X isn't among the areas our site lists" admits the gap as well.
const UNKNOWN_WIDE: PerLanguage = {
  en: /doesn't say|won't guess|(?:doesn't|does not) (?:list|mention)|not (?:listed|mentioned)|(?:isn't|is not|aren't|are not) among the \w+ (?:our|the) site lists/i,
  es: /no (?:lo )?dice|no (?:menciona|indica|especifica)|no (?:está|están) entre (?:las|los) \w+ que lista/i,
  vi: /không nói(?: về)?|không (?:đề cập|nêu)|không có trong danh sách/i,
  // In the characters the visitor wrote: traditional 沒有提到 / 沒有列出 / 沒有說明 admit the gap as the simplified do.
  zh: /[没沒]有提到|[没沒]有(?:列出|说明|說明)|列出的\S{0,4}中[没沒]有/,
};
const ASSISTANT: PerLanguage = { en: /\bAI\b|assistant|bot\b/i, es: /asistente|\bIA\b|bot\b/i, vi: /trợ lý|\bAI\b/i, zh: /AI|助手|机器人/ };
const PERSON: PerLanguage = { en: /person|human|team/i, es: /persona|equipo/i, vi: /người|nhân viên|đội/i, zh: /真人|人工|团队|同事/ };
const OWN_DATA: PerLanguage = {
  en: /your own accounts?|stays? (?:in|with) you/i,
  es: /(?:tus|sus) (?:propias )?cuentas|permanecen? (?:en|con) (?:usted|ti)/i,
  vi: /tài khoản (?:riêng )?(?:của )?(?:bạn|anh|chị|quý)/i,
  zh: /自己的(?:账户|账号)|您的账户|你的账户/,
};
const TRAINING: PerLanguage = { en: /training/i, es: /capacitaci[oó]n|formaci[oó]n|entrenamiento/i, vi: /đào tạo|huấn luyện/i, zh: /培训/ };
const CONSULT: RegExp = /consult|tư vấn|咨询/i;

const unknownRecord = (value: unknown): Record<string, unknown> => (value && typeof value === "object" ? (value as Record<string, unknown>) : {});

/** What the reply says the visitor did: the engine's own act when it has one, else one read from its intent. */
export function actOf(reply: ChatReply): DialogueAct {
  const own = unknownRecord(reply)["act"];
  if (typeof own === "string" && DIALOGUE_ACTS.includes(own as DialogueAct)) return own as DialogueAct;
  const byIntent: Record<string, DialogueAct> = { greeting: "greeting", thanks: "thanks", goodbye: "goodbye", off_topic: "off_topic", injection: "injection", handoff: "handoff", lead_details: "details" };
  return byIntent[reply.intent] ?? "question";
}

const names = (f: SiteFacts): string[] => {
  const o = f.offerings;
  return [
    f.siteName, f.hours, o.blogName, ...o.packages.map((p) => p.name), ...o.addOnServices.map((a) => a.name), ...o.bundles.map((b) => b.name),
    ...o.setupAddOns.flatMap((s) => s.examples.split(/,\s*/)), ...o.serviceAreas, ...f.posts.map((p) => p.title),
  ].sort((a, b) => b.length - a.length);
};

/** Whether the reply reads in `lang`: once names, links and figures are removed, no English run remains in a Spanish, Vietnamese or Chinese reply. */
export function inLanguage(reply: string, lang: Language, facts: SiteFacts): boolean {
  // A passage the site has only in English is quoted as written (between “ ”), after a sentence in the visitor's language.
  let text = reply.replace(/“[^”]*”/g, " ").replace(/https?:\/\/\S+|\/[\w/?=.-]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\$[\d,.]+\S*|\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/g, " ");
  for (const name of names(facts)) text = text.split(name).join(" ");
  text = text.replace(/\b(?:AI|CRM|MLS|HAR|SMS|Houston|OpenAI|Anthropic Claude|n8n|Google Workspace|Microsoft 365|WhatsApp|e-?mail|24\/7|CST|AM|PM|OK)\b/gi, " ");
  if (lang === "en") return !/\p{Script=Han}/u.test(text) && !/[ăâêôơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu.test(text);
  const englishRun = /(?:\b[A-Za-z][a-z']+\b[\s,.:;()-]+){4,}/;
  if (lang === "zh") return !englishRun.test(text) && /\p{Script=Han}/u.test(text);
  if (lang === "vi") return !englishRun.test(text.normalize("NFC").replace(/\S*[^\p{ASCII}]\S*/gu, " | "));
  // Spanish shares the Latin script: a run of English function words shows an English sentence.
  return !/\b(?:the|and|your|our|with|you|for|is|are|it|we)\b(?:\s+\S+){0,3}\s+\b(?:the|and|your|our|with|you|for|is|are|it|we)\b/i.test(text);
}

export type TurnResult = { right: boolean; failed: string[]; reply: ChatReply; act: DialogueAct };

/** The reply without our contact details and links, where a bare figure would otherwise be found by chance. */
const figuresOnly = (text: string, facts: SiteFacts): string => text.split(facts.phone).join(" ").split(facts.email).join(" ").replace(/https?:\/\/\S+/g, " ");

/** Checks one reply against its line; `failed` names what went wrong. */
export function judge(turn: VisitorTurn, reply: ChatReply, facts: SiteFacts): TurnResult {
  const text = reply.response;
  const act = actOf(reply);
  const failed: string[] = [];
  let lang: Language = turn.lang;
  const context = unknownRecord(reply.context);
  const lead = unknownRecord(context["lead"]);
  const leadValue = (key: RegExp): string => Object.entries(lead).filter(([k, v]) => key.test(k) && typeof v === "string").map(([, v]) => v as string).join(" ");
  const spaced = (arg: string): string => arg.replace(/_/g, " ").toLowerCase();
  const digits = (s: string): string => s.replace(/\D/g, "");
  const pkgName = (key: string): string => facts.offerings.packages.find((p) => p.key === key)?.name ?? key;
  for (const check of turn.checks) {
    const [name, arg = ""] = check.split(/:(.*)/s);
    const ok = ((): boolean => {
      switch (name) {
        case "apology": return APOLOGY[turn.lang].test(text);
        case "handoff": return reply.handoff || context["handoff"] === true;
        case "neg": return reply.sentiment === "negative";
        case "optout": return context["optOut"] === true;
        case "nosell": return !text.includes(facts.bookingUrl) && !CONSULT.test(text);
        case "privacy": return text.includes(facts.email);
        case "yes": return YES[turn.lang].test(text.trim());
        case "no": return NO[turn.lang].test(text.trim());
        case "faq": return (arg === "timeline" ? TIMELINE : DATA_SAFE)[turn.lang].test(text);
        case "selfsetup": return SELF_SETUP[turn.lang].test(text);
        case "houston": return /Houston|休斯顿/.test(text);
        case "area": return text.includes(arg.replace(/_/g, " "));
        case "hours": return /8\s?(?:AM|am|:00)/.test(text) && /6\s?(?:PM|pm)|18:00/.test(text);
        case "email": return arg ? lead["email"] === arg : text.includes(facts.email);
        case "booking": return text.includes(facts.bookingUrl);
        case "contactform": return /(?:^|\s)\/contact\b/.test(text);
        case "addon": case "bundle": case "setup": return expectedStrings(check, facts).every((s) => text.includes(s));
        case "pkg": return text.includes(pkgName(arg));
        case "rec": return text.includes(pkgName(arg)) && facts.offerings.packages.filter((p) => p.key !== arg).every((p) => !new RegExp(`\\b${p.name}\\b(?! Bundle)`).test(text));
        case "stat": return text.includes(`${arg}%`);
        case "post": return text.includes(`/blog/${arg}`);
        case "nopost": return !/\/blog\/[\w-]/.test(text) && NO_ARTICLE[turn.lang].test(text);
        case "askcontact": return ASK_CONTACT[turn.lang].test(text) && /[?？]/.test(text);
        case "lead": return reply.leadDetails;
        case "channel": return context["channel"] === arg;
        // A bare figure ("says:10") is looked for outside our phone, e-mail and links: "10" is in (713) 555-0100.
        case "says": return (/^\d+$/.test(arg) ? figuresOnly(text, facts) : text).toLowerCase().includes(arg.replace(/_/g, " ").toLowerCase());
        case "nounknown": return !UNKNOWN[turn.lang].test(text);
        case "bot": return ASSISTANT[turn.lang].test(text.split(/(?<=[.!?。！？])\s*/)[0] ?? "") && PERSON[turn.lang].test(text);
        case "consult": return CONSULT.test(text);
        case "lang": lang = arg as Language; return true;
        // Added with blind probe 4.
        case "unknown": return UNKNOWN_WIDE[turn.lang].test(text);
        case "nolead": return !reply.leadDetails;
        case "link": return text.includes(arg);
        case "oneof": return arg.split(",").some((s) => (/^\d+$/.test(s) ? figuresOnly(text, facts) : text).toLowerCase().includes(spaced(s)));
        // Added with blind probe 162 (the "except" kind): none of these is in the reply ("without:$197,Voice_AI").
        case "without": return arg.split(",").every((s) => !(/^\d+$/.test(s) ? figuresOnly(text, facts) : text).toLowerCase().includes(spaced(s)));
        case "owndata": return OWN_DATA[turn.lang].test(text);
        case "training": return TRAINING[turn.lang].test(text);
        case "company": return leadValue(/company/i).trim().replace(/[.,]$/, "").toLowerCase() === spaced(arg);
        case "name": return leadValue(/name/i).toLowerCase().includes(spaced(arg));
        // Digits only, and the end: "(281) 555-0120" and "+12815550120" store the same number.
        case "phone": return arg ? digits(leadValue(/phone/i)).endsWith(digits(arg)) && digits(arg).length > 0 : text.includes(facts.phone);
        default: throw new Error(`unknown check ${check}`);
      }
    })();
    if (!ok) failed.push(check);
  }
  // "call me at 713-555-0100", "mándenme un WhatsApp al …": the visitor gives a number and asks to be reached. Read as
  // details (the lead is stored) or as a handoff (stored and flagged for a person), the visitor is reached there either
  // way; the probes' writers label it both ways, so either is right when this turn's contact was captured.
  const reached = reply.leadDetails && (turn.act === "details" || turn.act === "handoff") && (act === "details" || act === "handoff");
  if (act !== turn.act && !reached) failed.push(`act:${act}`);
  if (!inLanguage(text, lang, facts)) failed.push(`language:${lang}`);
  const price = findPackagePriceStatements(text).length > 0;
  if (price) failed.push("package-price");
  const invented = wrongFacts(text, facts, { email: typeof lead["email"] === "string" ? lead["email"] : undefined, phone: typeof lead["phone"] === "string" ? lead["phone"] : undefined });
  if (invented.length > 0) failed.push(`invented:${invented.join(",")}`);
  return { right: failed.length === 0, failed, reply, act };
}

export type Row = { total: number; right: number; price: number; invented: number; leadExpected: number; leadCaptured: number };
export type VisitorReport = {
  byKind: Map<string, Row>;
  byLanguage: Map<string, Row>;
  all: Row;
  dialogues: { total: number; right: number };
  confusion: Map<string, number>;
  misses: string[];
};

const emptyRow = (): Row => ({ total: 0, right: 0, price: 0, invented: 0, leadExpected: 0, leadCaptured: 0 });

export function evaluateVisitors(engine: ChatEngine, facts: SiteFacts, items: readonly VisitorItem[] = [...visitorMessages(), ...visitorDialogues()]): VisitorReport {
  const report: VisitorReport = { byKind: new Map(), byLanguage: new Map(), all: emptyRow(), dialogues: { total: 0, right: 0 }, confusion: new Map(), misses: [] };
  const add = (map: Map<string, Row>, key: string, r: TurnResult, turn: VisitorTurn): void => {
    const row = map.get(key) ?? emptyRow();
    map.set(key, row);
    row.total++;
    if (r.right) row.right++;
    if (r.failed.includes("package-price")) row.price++;
    if (r.failed.some((f) => f.startsWith("invented:"))) row.invented++;
    if (turn.checks.includes("lead")) {
      row.leadExpected++;
      if (r.reply.leadDetails) row.leadCaptured++;
    }
  };
  for (const item of items) {
    let context: ChatReply["context"] | null = null;
    let allRight = true;
    for (const turn of item.turns) {
      const reply = engine.reply({ message: turn.text, facts, context });
      context = reply.context;
      const result = judge(turn, reply, facts);
      for (const [map, key] of [[report.byKind, item.kind], [report.byLanguage, item.lang], [new Map([["all", report.all]]), "all"]] as const) add(map, key, result, turn);
      const pair = `${turn.act} → ${result.act}`;
      report.confusion.set(pair, (report.confusion.get(pair) ?? 0) + 1);
      if (!result.right) {
        allRight = false;
        report.misses.push(`[${item.kind} ${item.lang}] ${turn.text} — failed ${result.failed.join(" ")} — got: ${reply.response.replace(/\n/g, " ⏎ ").slice(0, 160)}`);
      }
    }
    if (item.dialogue) {
      report.dialogues.total++;
      if (allRight) report.dialogues.right++;
    }
  }
  return report;
}
