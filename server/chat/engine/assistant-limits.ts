import { knowledgeOf } from "./knowledge/passages.ts";
import { sitePassage } from "./knowledge/site-passage.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import type { SiteFacts } from "./types.ts";

// What the assistant may not do, asked ("can the bot sign a listing agreement or give legal advice?", "¿la IA puede
// firmar contratos o dar asesoría legal?", "trợ lý có ký hợp đồng được không?", "AI能签合同吗？", "will your AI replace my
// agents?"): the blog's own paragraph says (it cannot sign, advise on law or replace a licensed professional). Before,
// "contract" read as the contract terms the site does not state, and "legal" as data safety. Rules run on folded text.

const THE_AI = /\b(?:ai|a i|ia|bot|chatbot|assistant|agent de ia|asistente|robot|tro ly|con bot)\b|机器人|助手|人工智能|\bai\b|ＡＩ/;
const LIMIT = new RegExp(
  [
    /\bsign\w*\b.{0,25}\b(?:agreements?|contracts?|listings?|papers?|documents?)\b|\b(?:legal|law) advice\b|\bgive (?:\w+ ){0,2}legal\b|\breplac\w*\b.{0,25}\b(?:agents?|realtors?|brokers?|licensed|professionals?|me|us|humans?|people)\b|\btake (?:over )?(?:my|our) (?:agents?|jobs?)\b/.source,
    /\bfirm\w*\b.{0,25}\b(?:contratos?|acuerdos?|documentos?|papeles|listados?)\b|\b(?:consejos?|asesori\w*|orientacion) (?:legal\w*|juridic\w*)\b|\b(?:reemplaz|sustitu|remplaz)\w*\b.{0,25}\b(?:agentes?|corredor\w*|brokers?|profesional\w*|nosotros|humanos?|personas?)\b/.source,
    /\bky\b.{0,20}\bhop dong\b|\btu van (?:phap ly|phap luat|luat)\b|\bthay the\b.{0,20}\b(?:moi gioi|nguoi|nhan vien|agent)\b/.source,
    /签(?:署)?(?:合同|合约|协议|约)|法律(?:建议|咨询|意见)|(?:取代|代替|替代)(?:我们|经纪|人|员工)/.source,
  ].join("|"),
);

/** The blog's paragraph on what an assistant cannot do, when a part asks whether the AI can sign, advise on law or replace an agent. */
export function assistantLimitsAsked(part: string, facts: SiteFacts): Resolved | null {
  const text = foldForRules(part);
  if (!LIMIT.test(text) || !THE_AI.test(text)) return null;
  const found = knowledgeOf(facts).passages.find((p) => p.kind === "post" && /\bcannot sign\b.{0,40}\blegal advice\b/.test(p.text.en ?? ""));
  const answer = found ? sitePassage(found.id, facts) : null;
  return answer ? { answers: [answer], topic: null, intent: "services" } : null;
}
