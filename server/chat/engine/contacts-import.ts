import type { ConversationContext } from "./context.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";

// "¿Y los contactos que ya tenemos ahí, se pueden pasar al conectarlo?" right after Follow Up Boss, "can our contacts
// in kvCORE come over when you hook it up?", "danh bạ khách cũ trong CRM chuyển qua được không?", "CRM里的联系人能导进来吗？":
// the contacts they already keep, brought over with the CRM connection, are the CRM setup row's "data import". Years of
// message history are another matter (never-said.ts). Rules on folded text.

const THEIR_CONTACTS = /\b(?:contact(?:o)?s|leads|clientes|datos|data|database|base de datos|danh ba|khach cu|du lieu)\b|联系人|客户资料|客户名单|数据/;
const BROUGHT_OVER = /\b(?:pasar|pasarlos|traer|traerlos|importar\w*|migrar\w*|move|moved|moving|import\w*|bring (?:over|in)|brought over|carry over|come over|transfer\w*|chuyen (?:qua|sang|vao)|dua (?:qua|sang|vao))\b|导入|导进|迁移|搬过来|转过来/;
const CRM = /\b(?:crm|follow up boss|kvcore|hubspot|salesforce)\b/;

/** The CRM setup row, when contacts already kept are asked to come over with the CRM connection; else null. */
export function contactsBroughtOver(message: string, base: ConversationContext): Resolved | null {
  const text = foldForRules(message);
  if (!THEIR_CONTACTS.test(text) || !BROUGHT_OVER.test(text) || /\b(?:historial|history|\d+ (?:years?|anos))\b|聊天记录/.test(text)) return null;
  const crmTalked = (base.topic?.kind === "setup" && base.topic.key === "crm") || CRM.test(text) || base.lastAnswers.some((a) => a.t === "platforms" && a.names.some((n) => CRM.test(foldForRules(n))));
  return crmTalked ? { answers: [{ t: "setup", key: "crm" }], topic: { kind: "setup", key: "crm" }, intent: "setup_fees" } : null;
}
