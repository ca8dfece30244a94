import type { Resolved } from "./resolved.ts";
import type { Language } from "./types.ts";

// "¿me pueden avisar por correo de Gmail cuando entra un prospecto?", "can I get a text the minute a new lead comes in?",
// "có báo cho chị liền khi có khách mới hông?", "新线索一进来能马上通知我吗？": being told of a new lead as it comes in is
// Foundation's "Instant lead capture and notifications" (Growth and Enterprise build on it), a yes. Rules on folded text.

const TOLD = /\b(?:notif\w*|alert\w*|ping\w*|tell|text|email|let (?:me|us|him|her) know|avis\w*|notific\w*|bao|thong bao|nhan tin)\b|通知|提醒|告诉我|发(?:短信|邮件)给我/;
const NEW_LEAD = /\b(?:(?:a |new |the )?(?:leads?|inquir\w*|prospects?) (?:comes?|come|gets?|lands?|arrives?|is|are)(?: in)?|(?:new|a) leads?\b(?: (?:comes? in|hits|lands))?|(?:entra|llega|cae) (?:un|una|el|la|algun|alguna) (?:prospecto|cliente|lead|consulta|interesad[oa])|(?:nuevo|nueva) (?:prospecto|cliente|lead|consulta)|khach (?:moi|toi|vo|den)|co khach(?: moi)?|lead moi)\b|新(?:的)?(?:线索|客户|询盘)|(?:线索|客户)(?:一)?进来/;
const AT_ONCE_OR_WHEN = /\b(?:when|whenever|the minute|as soon as|right away|cuando|en cuanto|apenas|al instante|khi|lien|ngay)\b|一(?:进来|来)|马上|立刻|就/;

const TO_US = /\b(?:me|us|i get|we get|get (?:notified|alerted|pinged)|get an? (?:text|ping|email|e-mail|alert|notification)|my (?:team|agents?|phone|cell)|the team|mi equipo|al equipo|avisar(?:me|nos)|(?:me|nos|le|les) (?:avis\w*|notific\w*)|cho (?:chi|em|anh|toi|tui|minh|co|chu))\b|我|团队/;
const PRICED_OR_CONNECTED = /\b(?:how much|cost\w*|price\w*|fee|cuanto|cuesta|precio|bao nhieu|phi|connect\w*|conect\w*|hook\w* up|ket noi|noi)\b|多少钱|费用|连接|对接/;

/** Being told of a new lead as it comes in, asked whether it is done: Foundation's instant notifications line, a yes. */
export function leadAlertAsked(text: string, language: Language): Resolved | null {
  // ("¿cuánto cuesta conectar Slack para que le avise al equipo…?": the platform's setup is what is asked.)
  // (Told to the visitor or their team: "will the AI text a new lead when they come in?" asks of the lead, not an alert.)
  if (!TOLD.test(text) || !TO_US.test(text) || !NEW_LEAD.test(text) || !AT_ONCE_OR_WHEN.test(text) || PRICED_OR_CONNECTED.test(text)) return null;
  return { answers: [{ t: "verdict", yes: true, ...(language === "zh" ? { verb: "can" as const } : {}), feature: { asked: "foundation", owner: "foundation", index: 1 } }], topic: { kind: "package", key: "foundation" }, intent: "packages" };
}
