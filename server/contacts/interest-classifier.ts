import { automationInterests, type AutomationInterest } from "#common/content/offerings.ts";

// Sorts a lead's free-text automation needs into the spec's six interest tags, in English and Spanish.
// Phrases, not a model: staff must be able to see why a tag was given, and the list is easy to extend.

const PHRASES: Record<AutomationInterest, string[]> = {
  "Lead Generation": [
    "leads?", "lead gen(?:eration)?", "lead capture", "capture (?:more )?(?:buyers|sellers|clients)", "prospect(?:s|ing)?",
    "new (?:buyers|sellers|clients)", "more (?:buyers|sellers|clients|listings|deals)", "zillow", "realtor\\.com", "open house sign[- ]?ins?",
    "prospectos?", "clientes potenciales", "captar (?:mas )?clientes", "captacion", "generar (?:mas )?clientes", "generacion de (?:clientes|prospectos)",
    "nuevos clientes", "mas clientes",
  ],
  "Email Marketing": [
    "email marketing", "e-mail marketing", "email campaigns?", "e-?mail blasts?", "newsletters?", "drip(?: campaigns?| emails?)?", "mailchimp",
    "constant contact", "email sequences?", "mass emails?",
    "campanas? de (?:correo|email)", "boletin(?:es)?", "marketing por (?:correo|email)", "correos? masivos?", "envio de correos",
  ],
  "Social Media": [
    "social media", "social posts?", "facebook", "instagram", "tiktok", "linkedin", "youtube", "reels?", "posting", "social channels?",
    "redes sociales", "publicaciones", "publicar en",
  ],
  "CRM Integration": [
    "crm", "hubspot", "salesforce", "follow up boss", "followupboss", "kvcore", "lofty", "boomtown", "sierra interactive", "chime",
    "contact database", "sync (?:my )?contacts", "integrat(?:e|ion) (?:with )?(?:my |our )?(?:crm|database|systems?)",
    "base de datos de clientes", "integrar (?:mi |el )?(?:crm|sistema)", "integracion con (?:el |mi )?(?:crm|sistema)",
  ],
  "Workflow Automation": [
    "workflows?", "n8n", "zapier", "make\\.com", "repetitive (?:tasks|work)", "paperwork", "transaction (?:management|coordination)",
    "processes", "manual (?:tasks|work|data entry)", "data entry", "back office",
    "flujos? de trabajo", "procesos", "tareas repetitivas", "papeleo", "entrada de datos", "trabajo manual",
  ],
  "Client Communication": [
    "follow[- ]?ups?(?! ?boss)", "following up", "text(?:s|ing)?", "sms", "whatsapp", "messag(?:es|ing)", "chat ?bots?", "chat assistant",
    "respond(?:ing)? to", "reply(?:ing)? to", "answer(?:ing)? (?:calls|inquiries|questions|leads)", "phone calls", "voice ai", "reminders",
    "(?:client|tenant|customer|buyer|seller) communications?", "communicat(?:e|ion) with (?:my |our )?(?:clients|tenants|buyers|sellers)", "keep (?:my )?clients (?:updated|informed)", "customer service",
    "seguimientos?", "mensajes", "mensajeria", "responder", "llamadas", "recordatorios", "comunicacion con (?:los |mis )?(?:clientes|inquilinos)",
    "atencion al cliente", "servicio al cliente",
  ],
};

// "automation" fits almost every message sent through an automation agency's form, so it only counts
// when nothing more specific was found.
const GENERIC_AUTOMATION = /\b(?:automat\w*|automatiz\w*)\b/;

const PATTERNS = automationInterests.map((interest): [AutomationInterest, RegExp] => [
  interest,
  new RegExp(`(?:^|[^a-z0-9])(?:${PHRASES[interest].join("|")})(?![a-z0-9])`),
]);

/** Lower case without accents, so "campañas", "Campanas" and "CAMPAÑAS" read alike. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ");
}

/** The interest tags the text speaks of, in the spec's order (empty when it names none). */
export function classifyInterests(text: string): AutomationInterest[] {
  const folded = foldText(text);
  const found = PATTERNS.filter(([, pattern]) => pattern.test(folded)).map(([interest]) => interest);
  if (found.length === 0 && GENERIC_AUTOMATION.test(folded)) return ["Workflow Automation"];
  return found;
}
