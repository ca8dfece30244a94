// WhatsApp's approved message template as Settings → WhatsApp holds it, and its {{n}} placeholders: what the desk
// sends outside the 24-hour window and what a new lead's first WhatsApp message is (docs/decisions/051, 052).

type SettingsReader = { get(category: string, key: string): Promise<string> };

export interface WhatsappTemplate {
  name: string;
  language: string;
  /** The approved body with its {{1}}, {{2}} … placeholders, as the desk shows it. */
  body: string;
}

/** The approved template staff may send outside the 24-hour window, or null when none is set. */
export async function whatsappTemplateFrom(settings: SettingsReader): Promise<WhatsappTemplate | null> {
  const [name, language, body] = await Promise.all(["template_name", "template_language", "template_body"].map(async (key) => (await settings.get("whatsapp", key)).trim()));
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
