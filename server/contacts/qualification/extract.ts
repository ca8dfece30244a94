import type { QualificationRole } from "#common/contacts/contact-roles.ts";
import type { PreferredChannel } from "#common/contacts/contact-edit.ts";
import type { Timeline } from "#common/contacts/qualification.ts";
import { MARKET_AREAS, TOOLS } from "./vocabulary.ts";

/** What one visitor message states about the visitor's business; a field is absent when the message does not say it. */
export interface ExtractedQualification {
  role?: QualificationRole;
  teamSize?: number;
  marketAreas?: string[];
  tools?: string[];
  problem?: string;
  timeline?: Timeline;
  preferredChannel?: PreferredChannel;
}

// Conservative on purpose (issue 37, item 6): a field is taken only when the visitor says it of themselves, in
// en/es/vi/zh. "My broker said…", "do you work with brokers?", "I talked to 5 agents" state nothing about them.

/** Lower case without accents, one character for one: positions in it are positions in the visitor's text. */
const foldKeepingPlaces = (text: string) => text.normalize("NFD").replace(/\p{M}+/gu, "").replace(/[đĐ]/g, "d").replace(/[’`]/g, "'").toLowerCase();
const fold = (text: string) => foldKeepingPlaces(text).replace(/\s+/g, " ");

// ---------- role ----------
// The speaker, then at most a few qualifiers, then the role word: "I'm an independent agent", "soy agente", "tôi là môi giới".
const SELF = "(?:\\bi am|\\bi'?m|\\bi work as|(?:^|[.!;,]\\s*)as|\\bsoy|\\btrabajo como|\\b(?:toi|em|minh|anh|chi) (?:la|lam)|\\btoi dang lam)";
const QUALIFIERS = "(?:(?:an?|un|una|mot|nguoi|independent|solo|new|licensed|full[- ]time|part[- ]time|commercial|residential|independiente|nuev[oa]|ban thoi gian|doc lap)\\s+){0,3}";
const ROLE_WORDS: [QualificationRole, string][] = [
  ["team_leader", "team lead(?:er)?|lider de(?:l)? equipo|jefe de equipo|truong nhom|truong team"],
  ["property_manager", "property manager|administrador(?:a)? de propiedades|gestor(?:a)? de propiedades|quan ly (?:bat dong san|nha cho thue|tai san)"],
  ["broker", "(?:managing )?broker(?:[- ]owner)?|corredor(?:a)? principal|(?:nha )?moi gioi(?! cua)|chu (?:cong ty|van phong) moi gioi"],
  ["agent", "(?:real estate |listing |buyers? |realty )?agent|realtor|agente(?: inmobiliari[oa]| de bienes raices)?|asesor(?:a)? inmobiliari[oa]|dai ly|chuyen vien moi gioi|nhan vien moi gioi"],
];
/** The role word must not be followed by what makes it someone else: "an agent's assistant", "agent de IA". */
const NOT_THEM = "(?!'s|\\s*(?:assistant|de ia|ai\\b|de voz|de servicio))";
const ROLE_PATTERNS = ROLE_WORDS.map(([role, words]): [QualificationRole, RegExp] => [role, new RegExp(`${SELF}\\s+${QUALIFIERS}(?:${words})\\b${NOT_THEM}`)]);
const ROLE_ACTIVITIES: [QualificationRole, RegExp][] = [
  ["team_leader", /\bi (?:run|lead|manage) (?:a|the|my) (?:real estate )?team\b|\b(?:dirijo|lidero|manejo) (?:un|mi) equipo\b|\btoi (?:quan ly|dan dat|dieu hanh) (?:mot )?(?:nhom|doi)\b/],
  ["broker", /\bi (?:own|run) (?:a|the|my) brokerage\b|\bwe(?:'re| are) a brokerage\b|\b(?:tengo|dirijo) una (?:correduria|inmobiliaria)\b/],
  ["property_manager", /\bi manage (?:rentals|rental properties|properties|\d+ (?:units|doors|rentals))\b|\b(?:administro|manejo) (?:propiedades|rentas)\b/],
];
// Chinese: 我是 + role; "我的经纪人" (my agent) never matches because 我是 is required.
const ZH_ROLES: [QualificationRole, RegExp][] = [
  ["team_leader", /我(?:是|在)?(?:带|管|领导)(?:一个)?团队|我是(?:一[个名位])?团队(?:负责人|领导|队长|长)/],
  ["property_manager", /我是(?:一[个名位])?物业(?:经理|管理)/],
  ["broker", /我是(?:一[个名位])?(?:经纪商|broker|地产公司老板|经纪公司(?:老板|负责人))|我开(?:了)?(?:一家)?(?:地产|经纪)公司/],
  ["agent", /我是(?:一[个名位])?(?:独立|新)?(?:的)?(?:房?地产经纪人?|房产经纪人?|经纪人|中介|agent|realtor)/],
];

function extractRole(folded: string, raw: string): QualificationRole | undefined {
  for (const [role, pattern] of ROLE_ACTIVITIES) if (pattern.test(folded)) return role;
  for (const [role, pattern] of ROLE_PATTERNS) if (pattern.test(folded)) return role;
  for (const [role, pattern] of ZH_ROLES) if (pattern.test(raw)) return role;
  return undefined;
}

// ---------- team size ----------
const PEOPLE = "(?:real estate )?(?:agents|realtors|brokers|people|team members|members|loan officers|staff|agentes|asesores|corredores|personas|miembros|moi gioi|agent|nguoi|nhan vien|thanh vien)";
const ABOUT = "(?:(?:about|around|over|almost|nearly|roughly|some|unos|unas|como|mas de|casi|khoang|hon|gan)\\s+)?";
const TEAM_SIZE_PATTERNS: RegExp[] = [
  // "we have 25 agents", "a broker with 25 agents", "tenemos 12 agentes", "nhóm tôi có 12 người"
  new RegExp(`\\b(?:we have|we've got|we are|we're|with|i have|i manage|i lead|i run|our (?:team|brokerage|office) (?:has|is)|tenemos|somos|con|dirijo|manejo|co|gom|voi)\\s+${ABOUT}(\\d{1,4})\\s+${PEOPLE}\\b`),
  // "a team of 8", "brokerage of 40 agents", "equipo de 12", "nhóm 10 người"
  new RegExp(`\\b(?:team|brokerage|office|equipo|oficina|nhom|doi|team cua toi co)\\s+(?:of|de)?\\s*${ABOUT}(\\d{1,4})\\b(?!\\s*(?:months|meses|thang|years|anos|nam|%|k\\b))`),
  // "a 25-agent brokerage"
  /\b(\d{1,4})[- ](?:agent|person|people) (?:team|brokerage|office)\b/,
];
const ZH_DIGITS: Record<string, number> = { 零: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
/** "12", "十二", "二十五", "一百": the numbers a team size is written with. */
function chineseNumber(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text);
  const hundred = text.match(/^(.)百(.*)$/);
  if (hundred) return (ZH_DIGITS[hundred[1]!] ?? NaN) * 100 + (hundred[2] ? (chineseNumber(hundred[2].replace(/^零/, "")) ?? NaN) : 0);
  const ten = text.match(/^(.)?十(.)?$/);
  if (ten) return (ten[1] ? (ZH_DIGITS[ten[1]] ?? NaN) : 1) * 10 + (ten[2] ? (ZH_DIGITS[ten[2]] ?? NaN) : 0);
  return text.length === 1 ? (ZH_DIGITS[text] ?? null) : null;
}
const ZH_TEAM = /(?:团队|公司|我们|办公室)(?:里)?(?:有|共有|一共有|总共有|大概有|大约有)(?:大概|大约|差不多)?(\d{1,4}|[零一二两三四五六七八九十百]{1,4})\s*(?:个|名|位)?(?:经纪人|地产经纪|人|成员|员工|agent)/;

function extractTeamSize(folded: string, raw: string): number | undefined {
  for (const pattern of TEAM_SIZE_PATTERNS) {
    const found = folded.match(pattern);
    if (found) return sane(Number(found[1]));
  }
  const zh = raw.match(ZH_TEAM);
  return zh ? sane(chineseNumber(zh[1]!) ?? NaN) : undefined;
}
const sane = (n: number) => (Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : undefined);

// ---------- market areas and tools ----------
const HAN = /\p{Script=Han}/u;
/** Latin names stand as words of their own; Chinese ones run into the words around them ("在糖城", "我们用Lofty"). */
function named(list: readonly [string, string][]): [string, RegExp][] {
  return list.map(([name, words]) => {
    const alternatives = words.split("|");
    const latin = alternatives.filter((w) => !HAN.test(w)).join("|");
    const han = alternatives.filter((w) => HAN.test(w)).join("|");
    return [name, new RegExp([`(?<![a-z0-9])(?:${latin})(?![a-z0-9])`, han].filter(Boolean).join("|"))];
  });
}
const AREA_PATTERNS = named(MARKET_AREAS);
const TOOL_PATTERNS = named(TOOLS);
/** A question about a place ("do you serve Katy?") says nothing of where the visitor works; a statement about "we/I" does. */
const FIRST_PERSON = /\b(?:i|i'm|im|we|we're|our|my|me|us|soy|somos|trabajo|trabajamos|mi|nuestro|nuestra|toi|chung toi|minh|em)\b|我/;
const QUESTION = /[?？]\s*$|\b(?:do you|can you|does it|is there|are you)\b|吗[？?]?\s*$/;

function namesIn(text: string, patterns: [string, RegExp][]): string[] {
  return patterns.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

/** Where the visitor's own business is: "we work in", "based in", "our market is", "trabajamos en", "khu vực của tôi". */
const BUSINESS_PLACE = /\b(?:we|i) (?:(?:mostly|mainly|primarily|usually) )?(?:work|sell|list|serve|cover|operate|farm|do business)\b|\bbased (?:in|out of)\b|\bour (?:market|markets|area|areas|farm|office|offices) (?:is|are)\b|\b(?:trabajamos|trabajo|vendemos|vendo|operamos) en\b|\bnuestra zona\b|\bkhu vuc (?:cua )?(?:toi|chung toi|minh|em)\b|我们(?:主要)?在|我(?:主要)?在/;

function extractAreas(folded: string, aboutThemselves: boolean): string[] {
  if (!FIRST_PERSON.test(folded)) return [];
  const sentences = folded.match(/[^.!?。！？]+[.!?。！？]?/g) ?? [];
  // A place alone may be a home they look for ("looking for an agent in Katy"): it counts beside their role or team, or
  // where they say it is where they work; never in a question ("do you serve Katy?").
  const areas = sentences
    .filter((s) => !QUESTION.test(s) && (aboutThemselves || BUSINESS_PLACE.test(s)))
    .flatMap((s) => namesIn(s, AREA_PATTERNS));
  const unique = [...new Set(areas)];
  // "Houston" beside a suburb is the metro, not a market: "Katy, in the Houston area".
  return unique.length > 1 ? unique.filter((a) => a !== "Houston") : unique;
}

/** The tools a message names at all: for the answer to "which tools do you use?", where the naming is the statement. */
export const toolsNamed = (message: string): string[] => namesIn(fold(message), TOOL_PATTERNS);

/** Tools count only after a verb of using: "we use Follow Up Boss", "usamos kvCORE", "đang dùng HubSpot", "我们用Lofty". */
const USING = /\b(?:we|i) (?:use|used to use|are using|'re using|currently use|work (?:in|with|out of)|are on|'re on|run on|pay for)\b|\b(?:we're|were|i'm|im) (?:using|on)\b|\bour (?:crm|system|tools?) (?:is|are)\b|\b(?:usamos|uso|utilizamos|trabajamos con|estamos usando)\b|\b(?:dang dung|dung|su dung|xai)\b|(?:我们|我)(?:在|正在|现在)?(?:用|使用)/;

function extractTools(folded: string): string[] {
  const at = folded.search(USING);
  if (at < 0) return [];
  // Only the sentence that says it: "We use Lofty. Do you integrate with HubSpot?" is Lofty alone.
  const rest = folded.slice(at).split(/[.!?。！？]/)[0]!;
  return namesIn(rest, TOOL_PATTERNS);
}

// ---------- problem ----------
const PROBLEM = [
  /\b(?:our|my|the) (?:main |biggest |big |real )?(?:problem|issue|challenge|pain point|headache) is (?:that )?(.{8,200})/,
  /\bwe(?:'re| are) (?:struggling|drowning) (?:with|in) (.{5,200})/,
  /\b(?:nuestro|mi|el) (?:mayor |principal )?problema es (?:que )?(.{8,200})/,
  /\bvan de (?:lon nhat |chinh )?(?:cua (?:toi|chung toi|minh|em) )?la (.{8,200})/,
];
const ZH_PROBLEM = /(?:我们|我)的?(?:最大的|主要)?(?:问题|难题|痛点)是(.{4,100})/;

function extractProblem(text: string, folded: string): string | undefined {
  // Read on the folded text, then cut from the visitor's own words (same length: folding keeps one letter per letter).
  for (const pattern of PROBLEM) {
    const found = pattern.exec(folded);
    if (found) {
      const start = found.index + found[0].length - found[1]!.length;
      return clause(text.slice(start, start + found[1]!.length));
    }
  }
  const zh = text.match(ZH_PROBLEM);
  return zh ? clause(zh[1]!) : undefined;
}
const clause = (text: string) => {
  const cut = text.split(/[.!?。！？\n]/)[0]!.trim().replace(/[,;:，；]$/, "");
  return cut.length >= 4 ? cut.charAt(0).toUpperCase() + cut.slice(1) : undefined;
};

// ---------- timeline ----------
const TIMELINE_PATTERNS: [Timeline, RegExp][] = [
  ["now", /\b(?:asap|as soon as possible|right away|right now|immediately|this week|this month|next month|within (?:a|one|the next) month|in the next (?:month|few weeks|couple (?:of )?weeks|30 days)|in (?:a|one) month|in (?:2|3|two|three) weeks)\b|\b(?:lo antes posible|cuanto antes|de inmediato|este mes|el (?:proximo|siguiente) mes|en un mes|en (?:2|3|dos|tres) semanas)\b|\b(?:cang som cang tot|ngay lap tuc|thang nay|thang toi|trong thang)\b|马上|尽快|立刻|这个月|下个月|一个月内/],
  ["1_3_months", /\b(?:in|within|over) (?:the next )?(?:2|3|two|three|1-3|2-3|a couple of|a few) months\b|\bnext quarter\b|\ben (?:los proximos )?(?:2|3|dos|tres|1-3) meses\b|\btrong (?:vong )?(?:2|3|hai|ba|1-3) thang\b|[两二三23]个月(?:内|之内|后)?|下个季度/],
  ["3_6_months", /\b(?:in|within) (?:the next )?(?:4|5|6|four|five|six|3-6|4-6) months\b|\bin half a year\b|\blater this year\b|\ben (?:los proximos )?(?:4|5|6|cuatro|cinco|seis|3-6) meses\b|\bfinales de (?:este )?ano\b|\btrong (?:vong )?(?:4|5|6|bon|nam|sau|3-6) thang\b|[四五六456]个月(?:内|之内|后)?|半年/],
  ["later", /\b(?:next year|no rush|no hurry|someday|down the road)\b|\b(?:el (?:proximo|ano que viene)|sin prisa|no hay prisa)\b|\b(?:nam sau|nam toi|khong gap)\b|明年|不急/],
  ["unknown", /\b(?:not sure when|no timeline|no idea when)\b|\bno se cuando\b|\bchua biet khi nao\b|还不确定什么时候|不知道什么时候/],
];

function extractTimeline(folded: string, raw: string): Timeline | undefined {
  for (const [timeline, pattern] of TIMELINE_PATTERNS) if (pattern.test(folded) || pattern.test(raw)) return timeline;
  return undefined;
}

// ---------- preferred channel ----------
const NEGATED = /(?:\b(?:don'?t|do not|never|not|no|ni|nunca|dung|khong)\b|别|不要|不用)\s*(?:\S+\s*){0,2}$/;
const CHANNEL_PATTERNS: [PreferredChannel, RegExp][] = [
  ["whatsapp", /\b(?:whatsapp me|on whatsapp|by whatsapp|via whatsapp|por whatsapp|qua whatsapp)\b|用whatsapp|whatsapp联系/],
  ["sms", /\b(?:text me|prefer (?:a )?text|by text|via text|by sms|mandame un (?:mensaje de )?texto|por mensaje de texto|por sms|nhan tin cho (?:toi|em|minh)|qua tin nhan)\b|发短信给我|给我发短信|短信联系/],
  ["phone", /\b(?:call me|give me a call|prefer (?:a )?(?:phone )?call|by phone|over the phone|llamame|por telefono|goi (?:dien )?cho (?:toi|em|minh)|qua dien thoai)\b|给我打电话|打电话给我|电话联系/],
  ["email", /\b(?:email me|e-mail me|by e-?mail|via e-?mail|prefer e-?mail|por correo|escribeme al correo|qua email|qua e-mail)\b|发邮件给我|给我发邮件|邮件联系/],
  ["chat", /\b(?:here in (?:the )?chat|keep it in (?:the )?chat|chat is (?:fine|best|better)|por aqui por el chat|qua chat nay)\b|在这里聊就行|就在聊天里/],
];

function extractChannel(folded: string, raw: string): PreferredChannel | undefined {
  for (const [channel, pattern] of CHANNEL_PATTERNS) {
    for (const text of [folded, raw]) {
      const found = pattern.exec(text);
      if (found && !NEGATED.test(text.slice(0, found.index))) return channel;
    }
  }
  return undefined;
}

/** The qualification fields a visitor's message states of the visitor; nothing is guessed. */
export function extractQualification(message: string): ExtractedQualification {
  const raw = message.normalize("NFC").toLowerCase();
  const folded = fold(message);
  const found: ExtractedQualification = {
    role: extractRole(folded, raw),
    teamSize: extractTeamSize(folded, raw),
    timeline: extractTimeline(folded, raw),
    problem: extractProblem(message.normalize("NFC"), foldKeepingPlaces(message.normalize("NFC"))),
    preferredChannel: extractChannel(folded, raw),
  };
  const marketAreas = extractAreas(folded, found.role !== undefined || found.teamSize !== undefined);
  const tools = extractTools(folded);
  if (marketAreas.length) found.marketAreas = marketAreas;
  if (tools.length) found.tools = tools;
  return Object.fromEntries(Object.entries(found).filter(([, v]) => v !== undefined)) as ExtractedQualification;
}

/** Whether the message states anything (so the chat only writes to the contact when there is something to write). */
export const statesAnything = (found: ExtractedQualification) => Object.keys(found).length > 0;
