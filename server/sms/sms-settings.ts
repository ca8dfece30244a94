import { SWITCH_OFF } from "#common/settings/settings-catalog.ts";
import { DEFAULT_TIME_ZONE, isValidTimeZone } from "#common/settings/office-hours.ts";

/** Settings → SMS (Twilio). */
export const SMS_CATEGORY = "sms";

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
  apiUrl: string;
}

type SettingsReader = { get(category: string, key: string): Promise<string> };

/** The Twilio connection, or null until the SID, token and number are all set. */
export async function twilioConfigFrom(settings: SettingsReader): Promise<TwilioConfig | null> {
  const [accountSid, authToken, from, apiUrl] = await Promise.all(
    ["twilio_account_sid", "twilio_auth_token", "twilio_from_number", "twilio_api_url"].map(async (key) => (await settings.get(SMS_CATEGORY, key)).trim()),
  );
  if (!accountSid || !authToken || !from) return null;
  return { accountSid, authToken, from, apiUrl: (apiUrl || "https://api.twilio.com").replace(/\/+$/, "") };
}

/** Whether Twilio answers its own English keywords (STOP, START, HELP) on this number: then we add no second text. */
export async function twilioAnswersKeywords(settings: SettingsReader): Promise<boolean> {
  return (await settings.get(SMS_CATEGORY, "twilio_keyword_replies")).trim() !== SWITCH_OFF;
}

/** The recipients' time zone for quiet hours when theirs is unknown. */
export async function textingTimeZone(settings: SettingsReader): Promise<string> {
  const zone = (await settings.get(SMS_CATEGORY, "time_zone")).trim();
  return isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** Settings → SMS "The assistant answers texts": on unless switched off. */
export async function assistantAnswersTexts(settings: SettingsReader): Promise<boolean> {
  return (await settings.get(SMS_CATEGORY, "assistant_answers")).trim() !== SWITCH_OFF;
}
