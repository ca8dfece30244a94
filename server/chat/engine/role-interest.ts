import type { AutomationInterest, ContactRole } from "#common/content/offerings.ts";
import { foldForRules } from "./text.ts";

// Roles only count when the visitor describes themselves: "do you work with brokers?" is not a broker,
// and "connect me to an agent" is not an agent.

const ROLE_WORDS: [ContactRole, string][] = [
  ["Team Leader", "team lead(?:er)?|lider de(?:l)? equipo|jefe de equipo|lider"],
  ["Property Manager", "property manager|administrador(?:a)? de propiedades|gestor(?:a)? de propiedades"],
  ["Broker", "broker(?:[- ]owner)?|managing broker|dueno de (?:una )?(?:correduria|inmobiliaria)"],
  [
    "Real Estate Agent",
    "(?:real estate |listing |buyers? |realty )?agent|realtor|agente(?: inmobiliari[oa]| de bienes raices)?|asesor(?:a)? inmobiliari[oa]|corredor(?:a)?(?: de bienes raices)?",
  ],
];

const SELF = "(?:i am|im|i work as|work as|as|we are|were|soy|somos|trabajo como|,|^)";
const QUALIFIER = "(?:(?:an?|un|una|the|el|la|independent|solo|new|commercial|residential|licensed|independiente|nuev[oa])\\s+){0,3}";

const ROLE_PATTERNS = ROLE_WORDS.map(([role, words]): [ContactRole, RegExp] => [
  role,
  new RegExp(`${SELF}\\s*${QUALIFIER}(?:${words})\\b(?!\\s*(?:de ia|de voz|ai|de servicio|en vivo))`),
]);

const ROLE_ACTIVITIES: [ContactRole, RegExp][] = [
  ["Team Leader", /\b(?:i (?:run|lead|manage) a team|(?:dirijo|tengo|manejo) un equipo)\b/],
  ["Property Manager", /\b(?:i manage (?:rental|propert)|(?:administro|manejo) (?:propiedades|rentas))/],
  ["Broker", /\b(?:i own (?:a|the) brokerage|my brokerage|tengo una (?:correduria|inmobiliaria))\b/],
];

export function extractRole(message: string): ContactRole | undefined {
  const text = foldForRules(message);
  for (const [role, pattern] of ROLE_ACTIVITIES) if (pattern.test(text)) return role;
  for (const [role, pattern] of ROLE_PATTERNS) if (pattern.test(text)) return role;
  return undefined;
}

const INTEREST_PATTERNS: [AutomationInterest, RegExp][] = [
  ["CRM Integration", /\b(?:crm|hubspot|follow up boss|kvcore|salesforce|lofty|boomtown)\b/],
  ["Email Marketing", /\b(?:email marketing|newsletters?|email campaigns?|mailchimp|email commander|correos? masivos?|campanas de correo)\b/],
  ["Social Media", /\b(?:social media|social scheduler|instagram|facebook|tiktok|redes sociales|publicaciones)\b/],
  ["Client Communication", /\b(?:follow[- ]?ups?|seguimientos?|texting|sms|whatsapp|messaging|mensajes|client communication|comunicacion con clientes|voice ai|llamadas)\b/],
  ["Lead Generation", /\b(?:leads?|lead gen|lead capture|prospect(?:o)?s?|zillow|captura)\b/],
  ["Workflow Automation", /\b(?:workflows?|automat\w*|flujos? de trabajo|n8n|zapier)\b/],
];

export function extractInterest(message: string): AutomationInterest | undefined {
  const text = foldForRules(message);
  return INTEREST_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0];
}
