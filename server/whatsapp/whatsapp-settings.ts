import { SWITCH_OFF } from "#common/settings/settings-catalog.ts";
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


type SettingsReader = { get(category: string, key: string): Promise<string> };

const read = (settings: SettingsReader, keys: string[]) => Promise.all(keys.map(async (key) => (await settings.get(WHATSAPP_CATEGORY, key)).trim()));

/** The Cloud API connection, or null until the phone number id and access token are set. */
export async function whatsappConfigFrom(settings: SettingsReader): Promise<WhatsappConfig | null> {
  const [phoneNumberId, businessAccountId, accessToken, apiUrl] = await read(settings, ["phone_number_id", "business_account_id", "access_token", "api_url"]);
  if (!phoneNumberId || !accessToken) return null;
  return { phoneNumberId, businessAccountId, accessToken, apiUrl: (apiUrl || "https://graph.facebook.com").replace(/\/+$/, "") };
}

/** Settings → WhatsApp "The assistant answers WhatsApp messages": on unless switched off. */
export async function assistantAnswersWhatsapp(settings: SettingsReader): Promise<boolean> {
  return (await settings.get(WHATSAPP_CATEGORY, "assistant_answers")).trim() !== SWITCH_OFF;
}
