import { z } from "../lib/zod.ts";
import { DEFAULT_OFFICE_HOURS, DEFAULT_TIME_ZONE } from "./office-hours.ts";

export const SETTING_CATEGORIES = ["crm", "webhooks", "email", "calendar", "sms", "whatsapp", "notifications", "general"] as const;
export type SettingCategory = (typeof SETTING_CATEGORIES)[number];

export const SETTING_CATEGORY_LABELS: Record<SettingCategory, string> = {
  crm: "CRM (HubSpot)",
  webhooks: "Webhooks",
  email: "Email",
  calendar: "Calendar",
  sms: "SMS (Twilio)",
  whatsapp: "WhatsApp",
  notifications: "Notifications",
  general: "General",
};

export interface SettingDefinition {
  category: SettingCategory;
  key: string;
  label: string;
  description: string;
  defaultValue: string;
  secret?: boolean;
  /** Shown on public pages (never a secret). */
  public?: boolean;
  /** A secret staff must copy elsewhere (we generated it): the settings page can reveal it on request. */
  revealable?: boolean;
  /** "switch": the value is "on" or "off". */
  inputType?: "text" | "email" | "url" | "number" | "password" | "tel" | "switch";
}

/** The first text to a new lead (speed to lead, server/sms/speed-to-lead.ts), per language, until staff edit it. */
export const SPEED_TO_LEAD_DEFAULTS = {
  en: "Hi {first_name}, thanks for reaching out to {site_name}! We got your message and someone from our team will text you back shortly. Feel free to reply here anytime. Reply STOP to opt out.",
  es: "Hola {first_name}, gracias por escribir a {site_name}. Recibimos su mensaje y alguien de nuestro equipo le escribirá en breve. Puede responder aquí cuando quiera. Responda STOP para no recibir más mensajes.",
  vi: "Chào {first_name}, cảm ơn bạn đã liên hệ {site_name}! Chúng tôi đã nhận được tin nhắn và sẽ sớm nhắn lại cho bạn. Bạn cứ trả lời tại đây bất cứ lúc nào. Trả lời STOP để ngừng nhận tin.",
  zh: "{first_name}您好，感谢您联系{site_name}！我们已收到您的留言，团队成员会尽快给您回复短信。您可以随时直接回复本短信。回复 STOP 退订。",
} as const;

export const SWITCH_ON = "on";
export const SWITCH_OFF = "off";

// Defaults are deliberately placeholders (reserved example domains, 555-01xx numbers) to be replaced by the agency.
export const SETTINGS_CATALOG: SettingDefinition[] = [
  { category: "crm", key: "api_key", label: "HubSpot private app token", description: "Private-app access token with crm.objects.contacts read/write scopes. New leads are upserted into HubSpot when set.", defaultValue: "", secret: true, inputType: "password" },
  { category: "crm", key: "portal_id", label: "HubSpot portal ID", description: "Your HubSpot account (Hub) ID.", defaultValue: "", inputType: "text" },
  { category: "webhooks", key: "contact_form_webhook", label: "Contact form webhook", description: "Each new lead is POSTed here as signed JSON (e.g. an n8n webhook URL).", defaultValue: "", inputType: "url" },
  { category: "webhooks", key: "newsletter_webhook", label: "Newsletter webhook", description: "Each newsletter signup is POSTed here as signed JSON.", defaultValue: "", inputType: "url" },
  { category: "webhooks", key: "handoff_webhook", label: "Chat handoff webhook", description: "Each request for a person or complaint in the chat is POSTed here as signed JSON (event chat.handoff_requested), e.g. an n8n workflow that texts someone on call. Leave empty to send none.", defaultValue: "", inputType: "url" },
  { category: "webhooks", key: "webhook_secret", label: "Webhook signing secret", description: "HMAC-SHA256 key for the X-Webhook-Signature header, generated at first start. Copy it into your receivers (e.g. n8n) to verify each request.", defaultValue: "", secret: true, revealable: true, inputType: "password" },
  { category: "email", key: "smtp_host", label: "SMTP host", description: "Mail server that sends lead notifications to staff.", defaultValue: "", inputType: "text" },
  { category: "email", key: "smtp_port", label: "SMTP port", description: "587 (STARTTLS) or 465 (TLS).", defaultValue: "587", inputType: "number" },
  { category: "email", key: "smtp_user", label: "SMTP user", description: "Leave empty when the server needs no login.", defaultValue: "", inputType: "text" },
  { category: "email", key: "smtp_password", label: "SMTP password", description: "Stored encrypted.", defaultValue: "", secret: true, inputType: "password" },
  { category: "email", key: "from_email", label: "From address", description: "Sender of notification e-mails.", defaultValue: "notifications@example.com", inputType: "email" },
  { category: "email", key: "staff_email", label: "Staff address", description: "Where new-lead notifications go.", defaultValue: "team@example.com", inputType: "email" },
  { category: "email", key: "newsletter_rate", label: "Newsletter send rate", description: "Newsletter e-mails sent per minute, across all instances (600 = 10 a second). Lower it if your mail provider allows less.", defaultValue: "600", inputType: "number" },
  { category: "email", key: "handoff_email", label: "Chat handoff alerts", description: "Where a request for a person or a complaint in the chat is e-mailed at once. Leave empty to send none.", defaultValue: "", inputType: "email" },
  { category: "calendar", key: "booking_provider", label: "Booking calendar", description: 'Where consultations are booked: "none" (the hosts\' hours set here), "calcom" (Cal.com\'s free times and bookings are the source of truth) or "caldav" (the hosts\' hours, minus the busy times of a CalDAV calendar, where each booking is added).', defaultValue: "none", inputType: "text" },
  { category: "calendar", key: "calcom_api_key", label: "Cal.com API key", description: "From Cal.com Settings → Developer → API keys (cal_live_…). Stored encrypted.", defaultValue: "", secret: true, inputType: "password" },
  { category: "calendar", key: "calcom_event_type_id", label: "Cal.com event type ID", description: "The numeric ID of the consultation event type whose free times the site offers.", defaultValue: "", inputType: "number" },
  { category: "calendar", key: "calcom_webhook_secret", label: "Cal.com webhook secret", description: "The secret of the Cal.com webhook pointing at /api/booking/webhooks/calcom (events: booking created, rescheduled, cancelled), so bookings made or changed in Cal.com show here. Stored encrypted.", defaultValue: "", secret: true, inputType: "password" },
  { category: "calendar", key: "calcom_base_url", label: "Cal.com API URL", description: "https://api.cal.com, or your self-hosted Cal.com's API.", defaultValue: "https://api.cal.com", inputType: "url" },
  { category: "calendar", key: "caldav_url", label: "CalDAV calendar URL", description: "The calendar's own CalDAV address (Nextcloud, Fastmail, iCloud, Radicale…), not the account's.", defaultValue: "", inputType: "url" },
  { category: "calendar", key: "caldav_username", label: "CalDAV user name", description: "The calendar account's login.", defaultValue: "", inputType: "text" },
  { category: "calendar", key: "caldav_password", label: "CalDAV password", description: "Preferably an app password. Stored encrypted.", defaultValue: "", secret: true, inputType: "password" },
  { category: "sms", key: "twilio_account_sid", label: "Twilio account SID", description: "From the Twilio console (AC…). Texts are sent and received only when the SID, auth token and number are all set.", defaultValue: "", inputType: "text" },
  { category: "sms", key: "twilio_auth_token", label: "Twilio auth token", description: "From the Twilio console; it also checks that incoming texts really come from Twilio. Stored encrypted.", defaultValue: "", secret: true, inputType: "password" },
  { category: "sms", key: "twilio_from_number", label: "Twilio phone number", description: "The number texts come from, as +1… (E.164). Point its \"A message comes in\" webhook at /api/sms/twilio/inbound (HTTP POST).", defaultValue: "", inputType: "tel" },
  { category: "sms", key: "twilio_keyword_replies", label: "Twilio answers STOP, START and HELP", description: "On (Twilio's default): Twilio itself confirms STOP, START and HELP in English, so the site adds no second text; it still records them and confirms the words Twilio does not know (alto, dừng, 退订, \"don't text me\"). Off: the site confirms every one.", defaultValue: SWITCH_ON, inputType: "switch" },
  { category: "sms", key: "time_zone", label: "Texting time zone", description: 'Texas quiet hours (9 am–9 pm Monday–Saturday, noon–9 pm Sunday) are kept in the recipient\'s time zone; this one when theirs is unknown, e.g. "America/Chicago".', defaultValue: DEFAULT_TIME_ZONE, inputType: "text" },
  { category: "sms", key: "assistant_answers", label: "The assistant answers texts", description: "On: the chat assistant answers incoming texts as it answers the website chat (the same rule on prices, the same languages), until a team member takes the conversation over. Off: every text waits for staff.", defaultValue: SWITCH_ON, inputType: "switch" },
  { category: "sms", key: "no_reply_alert_minutes", label: "Alert when a text is unanswered for (minutes)", description: "Staff get an alert (a pop-up in the admin and an e-mail to the Chat handoff alerts address) when a text waits this long without a reply from the team. 0 turns the alert off.", defaultValue: "15", inputType: "number" },
  { category: "sms", key: "speed_to_lead_en", label: "First text to a new lead (English)", description: "Sent within a minute to a new lead who chose texts and agreed to them on the form (Texas quiet hours apply). {first_name} and {site_name} are filled in.", defaultValue: SPEED_TO_LEAD_DEFAULTS.en, inputType: "text" },
  { category: "sms", key: "speed_to_lead_es", label: "First text to a new lead (Spanish)", description: "The same text for a lead who writes in Spanish.", defaultValue: SPEED_TO_LEAD_DEFAULTS.es, inputType: "text" },
  { category: "sms", key: "speed_to_lead_vi", label: "First text to a new lead (Vietnamese)", description: "The same text for a lead who writes in Vietnamese.", defaultValue: SPEED_TO_LEAD_DEFAULTS.vi, inputType: "text" },
  { category: "sms", key: "speed_to_lead_zh", label: "First text to a new lead (Chinese)", description: "The same text for a lead who writes in Chinese.", defaultValue: SPEED_TO_LEAD_DEFAULTS.zh, inputType: "text" },
  { category: "sms", key: "twilio_api_url", label: "Twilio API URL", description: "https://api.twilio.com (change only for a test server).", defaultValue: "https://api.twilio.com", inputType: "url" },
  { category: "whatsapp", key: "phone_number_id", label: "WhatsApp phone number ID", description: "From Meta's WhatsApp Manager (API Setup): the number's ID, not the number itself. Messages are sent and received only when the phone number ID, access token and app secret are set.", defaultValue: "", inputType: "text" },
  { category: "whatsapp", key: "business_account_id", label: "WhatsApp Business Account ID", description: "From WhatsApp Manager; where the number and its message templates belong.", defaultValue: "", inputType: "text" },
  { category: "whatsapp", key: "access_token", label: "WhatsApp access token", description: "A system user's permanent token with whatsapp_business_messaging permission. Stored encrypted.", defaultValue: "", secret: true, inputType: "password" },
  { category: "whatsapp", key: "app_secret", label: "Meta app secret", description: "From the Meta app's Basic settings; it checks that webhook calls really come from Meta (X-Hub-Signature-256). Stored encrypted.", defaultValue: "", secret: true, inputType: "password" },
  { category: "whatsapp", key: "verify_token", label: "Webhook verify token", description: "Any long random text, given to Meta with the callback URL /api/whatsapp/webhook (subscribe to the messages field).", defaultValue: "", inputType: "text" },
  { category: "whatsapp", key: "template_name", label: "Template name", description: "An approved message template, sent when a contact last wrote more than 24 hours ago (WhatsApp allows only templates then). Empty: the desk cannot write to them until they write again.", defaultValue: "", inputType: "text" },
  { category: "whatsapp", key: "template_language", label: "Template language", description: 'The template\'s language code as approved, e.g. "en_US" or "es".', defaultValue: "en_US", inputType: "text" },
  { category: "whatsapp", key: "template_body", label: "Template text", description: 'The template\'s body word for word, with its {{1}}, {{2}} … placeholders: the desk asks for one value each, e.g. "Hi {{1}}, following up on your question. Reply here to continue."', defaultValue: "", inputType: "text" },
  { category: "whatsapp", key: "assistant_answers", label: "The assistant answers WhatsApp messages", description: "On: the chat assistant answers incoming WhatsApp messages as it answers the website chat, until a team member takes the conversation over. Off: every message waits for staff.", defaultValue: SWITCH_ON, inputType: "switch" },
  { category: "whatsapp", key: "api_url", label: "WhatsApp API URL", description: "https://graph.facebook.com (change only for a test server).", defaultValue: "https://graph.facebook.com", inputType: "url" },
  { category: "notifications", key: "admin_alerts", label: "Alerts in the admin", description: "A pop-up in the admin for a new lead, a request for a person or a complaint in the chat, a failed delivery, and a task of yours falling due. The sidebar's waiting count and the dashboard's needs-attention strip always show.", defaultValue: SWITCH_ON, inputType: "switch" },
  { category: "notifications", key: "desktop_alerts", label: "Desktop notifications", description: "Browser notifications for the same alerts, for staff who turned them on in the chat inbox (while the admin tab is in the background).", defaultValue: SWITCH_ON, inputType: "switch" },
  { category: "notifications", key: "email_alerts", label: "E-mail alerts", description: "New-lead e-mails to the staff address, chat alerts to the Chat handoff alerts address (Email tab), and task reminders to each task's assignee.", defaultValue: SWITCH_ON, inputType: "switch" },
  { category: "notifications", key: "webhook_alerts", label: "Webhook alerts", description: "Chat handoff and complaint alerts to the Chat handoff webhook (Webhooks tab), e.g. an n8n workflow that texts someone on call. New leads always go to the contact form webhook.", defaultValue: SWITCH_ON, inputType: "switch" },
  { category: "notifications", key: "quiet_hours", label: "Quiet hours", description: "Outside office hours (General tab), hold alert e-mails until the office opens and send no desktop notifications. Off: alerts go out at any hour. Webhook alerts are always sent at once and say whether the office is open.", defaultValue: SWITCH_OFF, inputType: "switch" },
  { category: "general", key: "site_name", label: "Site name", description: "The agency's brand name, shown across the site.", defaultValue: "Bayou City AI", public: true, inputType: "text" },
  { category: "general", key: "contact_email", label: "Contact e-mail", description: "Shown on the site and used by the chat assistant.", defaultValue: "hello@example.com", public: true, inputType: "email" },
  { category: "general", key: "contact_phone", label: "Contact phone", description: "Shown on the site and used by the chat assistant.", defaultValue: "(713) 555-0123", public: true, inputType: "tel" },
  { category: "general", key: "booking_url", label: "Booking URL", description: "External scheduling page for consultations, used when booking on the site is off.", defaultValue: "https://calendar.example.com/bayou-city-ai/consultation", public: true, inputType: "url" },
  { category: "general", key: "booking_on_site", label: "Book consultations on the site", description: "Visitors pick a free time on the booking page and in the chat, and get a confirmation e-mail with a calendar invite. Off: they are sent to the Booking URL instead.", defaultValue: SWITCH_ON, public: true, inputType: "switch" },
  { category: "general", key: "office_hours", label: "Office hours", description: 'When the team answers, e.g. "Mon-Fri 08:00-18:00" (several ranges separated by commas). Shown on the site and in the chat, and used for quiet hours.', defaultValue: DEFAULT_OFFICE_HOURS, public: true, inputType: "text" },
  { category: "general", key: "time_zone", label: "Time zone", description: 'The office hours\' time zone, e.g. "America/Chicago".', defaultValue: DEFAULT_TIME_ZONE, public: true, inputType: "text" },
  { category: "general", key: "social_x", label: "X profile URL", description: "Footer social link.", defaultValue: "https://x.example.com/bayoucityai", public: true, inputType: "url" },
  { category: "general", key: "social_linkedin", label: "LinkedIn page URL", description: "Footer social link.", defaultValue: "https://linkedin.example.com/company/bayoucityai", public: true, inputType: "url" },
  { category: "general", key: "social_facebook", label: "Facebook page URL", description: "Footer social link.", defaultValue: "https://facebook.example.com/bayoucityai", public: true, inputType: "url" },
];

export function findSetting(category: string, key: string): SettingDefinition | undefined {
  return SETTINGS_CATALOG.find((s) => s.category === category && s.key === key);
}

/** The spec's settings validation shape: category, key, value, optional description. */
export const settingInputSchema = z.object({
  category: z.string().trim().min(1, { message: "Category is required" }),
  key: z.string().trim().min(1, { message: "Key is required" }),
  value: z.string().max(4000, { message: "Value is too long (4000 characters at most)" }),
  description: z.string().max(500).optional().nullable(),
});
export type SettingInput = z.infer<typeof settingInputSchema>;

/** GET /api/site: what the public pages show of the settings. */
export const publicSiteSettingsSchema = z.object({
  siteName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  bookingUrl: z.string(),
  /** Booking happens on the site (/book, the chat) rather than on the external booking URL: the booking_on_site switch. */
  bookingOnSite: z.boolean(),
  socialX: z.string(),
  socialLinkedin: z.string(),
  socialFacebook: z.string(),
  /** The office hours as one line ("Monday - Friday, 8 AM - 6 PM CST"), from the office_hours and time_zone settings. */
  hours: z.string(),
});
export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;
