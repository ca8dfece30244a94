/** Settings → WhatsApp (the Cloud API). */
export const WHATSAPP_CATEGORY = "whatsapp";
/** The Graph API version the adapter speaks (its paths start with it). */
export const GRAPH_VERSION = "v21.0";

export interface WhatsappConfig {
  phoneNumberId: string;
  businessAccountId: string;
  accessToken: string;
  apiUrl: string;
}

export interface WhatsappTemplate {
  name: string;
  language: string;
  /** The approved body with its {{1}}, {{2}} … placeholders, as the desk shows it. */
  body: string;
}

type SettingsReader = { get(category: string, key: string): Promise<string> };

const read = (settings: SettingsReader, keys: string[]) => Promise.all(keys.map(async (key) => (await settings.get(WHATSAPP_CATEGORY, key)).trim()));

/** The Cloud API connection, or null until the phone number id and access token are set. */
export async function whatsappConfigFrom(settings: SettingsReader): Promise<WhatsappConfig | null> {
  const [phoneNumberId, businessAccountId, accessToken, apiUrl] = await read(settings, ["phone_number_id", "business_account_id", "access_token", "api_url"]);
  if (!phoneNumberId || !accessToken) return null;
  return { phoneNumberId, businessAccountId, accessToken, apiUrl: (apiUrl || "https://graph.facebook.com").replace(/\/+$/, "") };
}

/** The approved template staff may send outside the 24-hour window, or null when none is set. */
export async function whatsappTemplateFrom(settings: SettingsReader): Promise<WhatsappTemplate | null> {
  const [name, language, body] = await read(settings, ["template_name", "template_language", "template_body"]);
  if (!name) return null;
  return { name, language: language || "en_US", body };
}

/** How many body parameters a template takes: its highest {{n}}. */
export function templateParamCount(body: string): number {
  return Math.max(0, ...[...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1])));
}

/** The template's text with its parameters filled in: what the desk stores and shows. */
export function renderTemplate(body: string, params: string[]): string {
  return body.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => params[Number(n) - 1] ?? whole);
}
