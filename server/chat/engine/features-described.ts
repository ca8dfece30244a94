import type { PackageKey } from "#common/content/packages.ts";
import { asksSuccessManager } from "./fit.ts";

// "is there one where the showings get booked around the traffic and there's a board showing how each agent is
// getting on?", "solo quiero el chat en la web que me avise y un reporte al mes, ¿cuál es?", "mỗi nguồn khách một trợ
// lý AI riêng, kèm bảng phân tích cho ban giám đốc thì là gói nào?": the package asked for by the features the visitor
// describes in their own words. Each feature line of common/content/packages.ts is read by what it does, in the four
// languages (folded text, Vietnamese without its marks); the package whose list holds most of those described, and
// more of them than any other list, is the one that has them. Words shared by every list ("AI", "leads") describe
// nothing here, so a question must describe two features or more.

type Feature = { id: string; packages: readonly PackageKey[]; said: RegExp };

// At night too: "escriben de madrugada en su idioma", "in the middle of the night in their own language".
const H24 = /\b(?:24 ?\/ ?7|24x7|round the clock|around the clock|day and night|dia y noche|a toda hora|suot ngay dem|ca ngay lan dem|de madrugada|a medianoche|(?:late )?at night|in the middle of the night|overnight|ban dem|nua dem|dem khuya)\b|全天候|24小时|日夜|半夜|深夜|凌晨/;
const MANY_LANGUAGES = /\b(?:multilingual|(?:many|several|multiple|other|their own) languages?|(?:varios|muchos|distintos) idiomas|en su (?:propio )?idioma|da ngon ngu|nhieu (?:ngon ngu|thu tieng))\b|多语言|多种语言|各种语言/;
// Dashboards for those who run the business, not for each agent: Enterprise's executive analytics.
const FOR_THE_TOP = /\b(?:exec\w*|leadership|management|directors?|owners?|broker|principals?|higher[- ]?ups|direccion|directiva|gerencia|gerentes|ban (?:giam doc|lanh dao|dieu hanh)|sep|(?:may |nhung |cac )?nguoi quan ly)\b|管理层|高管|老板|领导/;
const BOARD = /\b(?:dash ?boards?|boards?|panel(?:es)?|tableros?|screens?|analytics|analisis|bang(?: phan tich| hieu suat| so lieu)?|bao cao tong(?: hop)?)\b|看板|仪表盘|仪表板|数据面板|数据分析/;

const FEATURES: readonly Feature[] = [
  // Foundation's website chat, its instant alerts and its monthly report.
  {
    id: "site-chat", packages: ["foundation"],
    said: /\b(?:chat ?(?:bot|thing|box|window)?|bot|ai assistant|asistente|tro ly(?: chat)?(?: ai)?|khung chat)\b.{0,30}\b(?:website|web ?site|site|pagina|sitio|web|trang web)\b|\b(?:website|web ?site|pagina|sitio|web)\b.{0,8}\b(?:chat ?bot|chat)\b|\bkhung chat\b|网站.{0,6}(?:聊天|机器人|助手|客服)|聊天(?:窗口|框)/,
  },
  {
    id: "alerts", packages: ["foundation"],
    said: /\b(?:pings?|pinging|buzz(?:es)?|notif(?:y|ies|ied|ication|ications)|alerts? me|lets? me know (?:right away|straight away|at once)|me avis\w*|avis(?:a|e|o|arme)\b|aviso al instante|bao (?:ve|cho|ngay|lien)(?: dien thoai| minh| chi| em| toi| anh)?|thong bao (?:ngay|tuc thi|lien)|nhan thong bao)\b|(?:马上|立刻|立马|立即|即时|第一时间)(?:通知|提醒|告诉)|通知我|推送到?(?:我的)?手机/,
  },
  {
    id: "monthly-report", packages: ["foundation"],
    said: /\bmonthly (?:performance )?(?:reports?|summary|recap)\b|\b(?:reports?|summary|summaries|recap|informes?|reportes?|resumen(?:es)?|bao cao)\b.{0,25}\b(?:month|monthly|mes|mensual(?:es)?|thang)\b|\b(?:every|each|once a|a|per|end of the|cada|al|fin de|cuoi|moi|hang) (?:month|mes|thang)\b.{0,25}\b(?:reports?|summary|recap|informes?|reportes?|resumen|bao cao)\b|月报|(?:每月|每个月|月底|月度)(?:的)?.{0,6}(?:报告|报表|总结|数据)/,
  },
  // Follow-ups: every list has one (Foundation's basic one, Growth's sequences, Enterprise's client management).
  {
    id: "follow-up", packages: ["foundation", "growth", "enterprise"],
    said: /\bfollow[- ]?ups?\b|\bfollowing up\b|\bchas\w* (?:(?:them|leads?|clients?|buyers?) )?up\b|\bseguimientos?\b|\bda(?:r|rles) seguimiento\b|\b(?:nhan tin )?theo doi khach\b|\bcham soc (?:khach )?(?:tu dong|sau)\b|\btu dong (?:nhan tin|cham soc|theo doi)\b|\b(?:tin nhan )?cham (?:soc )?khach\b.{0,15}\btu (?:gui|dong|chay)\b|跟进|回访/,
  },
  // Growth's traffic-aware showing scheduler, its lead qualification and its performance dashboard.
  {
    id: "traffic", packages: ["growth"],
    said: /\b(?:traffic|rush hour|jams?|congestion|gridlock|trafico|trafic|tranque|ket xe|giao thong|gio cao diem|tac duong)\b|(?:避开|躲开|考虑|根据|按)?(?:高峰|交通|路况|堵车|塞车|塞車)/,
  },
  {
    id: "qualify", packages: ["growth"],
    said: /\b(?:qualif\w*|pre-?qualif\w*|screen(?:s|ing)? (?:the )?(?:leads?|buyers)|calific\w*|filtr\w* (?:a )?(?:los )?(?:prospectos|clientes|interesados|compradores)|sang loc|loc (?:lead|khach))\b|筛选|过滤(?:客户|线索)/,
  },
  {
    id: "agents-board", packages: ["growth"],
    said: /\b(?:dash ?boards?|boards?|panel(?:es)?|tableros?|screens?|bang(?: hieu suat| theo doi)?)\b.{0,45}\b(?:each|every|cada|moi|how (?:the |my |our )?(?:agents?|team|people|everyone)|(?:for )?(?:the whole|all the|ca|tung) (?:team|nhom|doi|nguoi)|como (?:va|van) (?:cada|el equipo|los agentes)|performance|desempeno|rendimiento|hieu suat)\b|\b(?:performance|desempeno|rendimiento|hieu suat)\b.{0,12}\b(?:dash ?boards?|boards?|panel|tablero|bang)\b|业绩看板|(?:看|查)(?:到)?(?:组里|团队|大家|每个人|各人)的?(?:成绩|业绩|表现)|(?:每个|每位)(?:人|经纪人|同事|员工).{0,10}(?:业绩|表现|数据)|\b(?:see|track|tell|know|watch|check)\b.{0,20}\b(?:which|who|how) (?:of (?:his|her|my|our|their|the) (?:\d+|agents|people|team|guys)|each|every one)\b.{0,30}\b(?:converting|closing|selling|performing|doing)\b|\b(?:ver|ve|saber|sabe|veo)\b.{0,12}\bquien(?: de (?:su|mi|sus|mis|nuestro) (?:equipo|agentes|gente))? (?:vende|cierra|produce|rinde)\b|\bcomo (?:va|van) cada (?:agente|uno|quien)\b|(?:看|知道|看到).{0,6}(?:谁|哪个).{0,8}(?:卖得|成交|业绩|出单)/,
  },
  // Enterprise's AI per lead source, its executive dashboards, its 24/7 multilingual agent and its success manager.
  {
    id: "per-source", packages: ["enterprise"],
    said: /\b(?:separate|own|different|dedicated|distinct) (?:ai|bot|assistant|agent)s?\b.{0,50}\b(?:each|every|per) (?:place|source|channel|lead source|platform)\b|\b(?:an?|one|its own) (?:ai|bot|assistant)s? (?:on|for|per|in) (?:every|each) (?:lead )?source\b|\b(?:each|every|per) (?:lead )?(?:source|channel)\b.{0,40}\b(?:own|separate|different) (?:ai|bot|assistant|agent)s?\b|\b(?:separate|different|distinct|own) (?:ai|bot|assistant|agent)s? (?:for|on|per) (?:\w+ ){0,2}?\w+(?:, \w+)*,? (?:and|&|or) \w+ (?:leads|inquiries|enquiries)\b|\b(?:ai|ia|bot|asistente|agente)s? (?:\w+ ){0,3}(?:para|por|a|en) cada (?:fuente|canal|lugar|sitio|plataforma|red)\b|\bcada (?:fuente|canal) (?:de (?:prospectos|clientes) )?(?:con )?(?:su )?(?:propio )?(?:ai|ia|bot|asistente|agente)\b|\bmoi nguon (?:khach)?\b|\bmoi (?:cho|noi|kenh|trang)\b.{0,8}\b(?:co )?(?:mot|1|rieng) (?:ai|tro ly|bot)\b|每个(?:线索|客户)?(?:来源|渠道)|每个平台.{0,6}(?:助手|ai|机器人)/,
  },
  { id: "executive", packages: ["enterprise"], said: new RegExp(`(?:${FOR_THE_TOP.source}).{0,25}(?:${BOARD.source})|(?:${BOARD.source}).{0,25}(?:${FOR_THE_TOP.source})`) },
  { id: "multilingual-24-7", packages: ["enterprise"], said: new RegExp(`(?:${H24.source}).{0,30}(?:${MANY_LANGUAGES.source})|(?:${MANY_LANGUAGES.source}).{0,30}(?:${H24.source})`) },
  { id: "manager", packages: ["enterprise"], said: /\b(?:someone|somebody|a person|one person|anyone|ai) (?:co dinh |rieng )?(?:lo|phu trach|quan ly)(?: rieng)? cho\b|\b(?:knows|know|knew|knowing) (?:us|me|our (?:business|office|team)) by name\b/ },
  // The CRM: Growth's integration, Enterprise's full one.
  { id: "crm", packages: ["growth", "enterprise"], said: /\bcrm\b/ },
  // "el CRM y el MLS integrados": Enterprise's full CRM and MLS/HAR integration (Growth's is the CRM alone).
  { id: "crm-mls", packages: ["enterprise"], said: /\bcrm\b.{0,25}\b(?:mls|har)\b|\b(?:mls|har)\b.{0,25}\bcrm\b/ },
];

/** The one package whose features hold most of those `text` (folded) describes, two at least; null when none or a tie. */
export function packageByDescribedFeatures(text: string): PackageKey | null {
  const ids = new Set(FEATURES.filter((f) => f.said.test(text) || (f.id === "manager" && asksSuccessManager(text))).map((f) => f.id));
  // Only Enterprise's dashboards are for those at the top; a board of the agents' figures beside them is the same one.
  if (ids.has("executive")) ids.delete("agents-board");
  const described = FEATURES.filter((f) => ids.has(f.id));
  if (described.length < 2) return null;
  const counts = (["foundation", "growth", "enterprise"] as const).map((key) => ({ key, n: described.filter((f) => f.packages.includes(key)).length }));
  const [best, next] = counts.sort((a, b) => b.n - a.n);
  return best && best.n >= 2 && best.n > (next?.n ?? 0) ? best.key : null;
}

/** The one package holding the one feature described, when only one package has it ("有没有按路况排看房的套餐？"); else null. */
export function packageBySoleFeature(text: string): PackageKey | null {
  const described = FEATURES.filter((f) => f.said.test(text));
  const only = described.length === 1 ? described[0] : undefined;
  return only?.packages.length === 1 ? (only.packages[0] ?? null) : null;
}

/**
 * Whether `text` (folded) describes a feature only package `key` has ("y sus clientes chinos escriben de madrugada en su
 * idioma, ¿les contesta?" right after Enterprise): asked of the package being talked about, its own list answers.
 */
export function describesOwnFeature(text: string, key: PackageKey): boolean {
  // (The success manager has its own answer, "Yes. Enterprise includes a dedicated success manager": fit.ts.)
  return FEATURES.some((f) => f.packages.length === 1 && f.packages[0] === key && f.id !== "manager" && f.said.test(text));
}
