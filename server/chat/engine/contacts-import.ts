import type { ConversationContext } from "./context.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";

// "¿Y los contactos que ya tenemos ahí, se pueden pasar al conectarlo?" right after Follow Up Boss, "can our contacts
// in kvCORE come over when you hook it up?", "danh bạ khách cũ trong CRM chuyển qua được không?", "CRM里的联系人能导进来吗？":
// the contacts they already keep, brought over with the CRM connection, are the CRM setup row's "data import". Years of
// message history are another matter (never-said.ts). Rules on folded text.

const THEIR_CONTACTS = /\b(?:contact(?:o)?s|leads|clientes|danh ba|khach cu)\b|联系人|客户资料|客户名单/;
const BROUGHT_OVER = /\b(?:pasar|pasarlos|traer|traerlos|importar\w*|migrar\w*|move|moved|moving|import\w*|bring (?:over|in)|brought over|carry over|come over|transfer\w*|chuyen (?:qua|sang|vao)|dua (?:qua|sang|vao))\b|导入|导进|迁移|搬过来|转过来/;
const CRM = /\b(?:crm|follow up boss|kvcore|hubspot|salesforce)\b/;

/** The CRM setup row, when contacts already kept are asked to come over with the CRM connection; else null. */
export function contactsBroughtOver(message: string, base: ConversationContext): Resolved | null {
  const text = foldForRules(message);
  // (Taken out when they leave, "can we move our contacts out of HubSpot?", is their own data, not the setup.)
  if (!THEIR_CONTACTS.test(text) || !BROUGHT_OVER.test(text) || /\b(?:historial|history|\d+ (?:years?|anos)|out of|export\w*|leav\w*|cancel\w*|sacar\w*)\b|聊天记录|导出/.test(text)) return null;
  const crmTalked = (base.topic?.kind === "setup" && base.topic.key === "crm") || CRM.test(text) || base.lastAnswers.some((a) => a.t === "platforms" && a.names.some((n) => CRM.test(foldForRules(n))));
  return crmTalked ? { answers: [{ t: "setup", key: "crm" }], topic: { kind: "setup", key: "crm" }, intent: "setup_fees" } : null;
}
