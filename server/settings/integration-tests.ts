import { ApiError } from "../lib/errors.ts";
import { UrlBlockedError, type OutboundGuard } from "../integrations/outbound-guard.ts";
import { postSignedWebhook } from "../integrations/webhook.ts";
import { createHubspotClient } from "../integrations/hubspot.ts";
import { mailerConfigFromSettings, sendMail } from "../integrations/smtp.ts";
import type { SettingsService } from "./settings.service.ts";
import type { IntegrationTest } from "#common/settings/setting-value.ts";

function failed(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error && error.message ? error.message : String(error);
  // A refused address is the admin's input; anything else names the status or failure class (the integrations'
  // errors never carry what the other side said).
  return new ApiError(error instanceof UrlBlockedError ? 400 : 502, message);
}

/** 'Send test' on the settings page: tries the saved settings for real and reports the outcome in words. */
export function createIntegrationTests(settings: SettingsService, opts: { guard: OutboundGuard; hubspotBaseUrl?: string }) {
  async function webhook(key: "contact_form_webhook" | "newsletter_webhook", label: string): Promise<string> {
    const url = (await settings.get("webhooks", key)).trim();
    if (!url) throw new ApiError(400, `Set the ${label} URL first`);
    try {
      const secret = await settings.webhookSecret();
      const payload = { event: "test", message: "Test delivery from the admin settings page", sentAt: new Date().toISOString() };
      const result = await postSignedWebhook({ url, secret, event: "test", payload }, { guard: opts.guard });
      return `The ${label} answered HTTP ${result.status} in ${result.durationMs} ms`;
    } catch (error) {
      throw failed(error);
    }
  }

  // Tests other features plug in (the booking calendars), so this module need not know them (docs/decisions/041).
  const plugged = new Map<IntegrationTest, () => Promise<string>>();

  return {
    /** Adds the test for `target`: it resolves with a sentence for staff, or throws (an ApiError passes as it is). */
    register(target: IntegrationTest, test: () => Promise<string>): void {
      plugged.set(target, test);
    },

    async run(target: IntegrationTest): Promise<string> {
      const test = plugged.get(target);
      if (test) {
        try {
          return await test();
        } catch (error) {
          throw failed(error);
        }
      }
      if (target === "email") {
        const config = await mailerConfigFromSettings(settings);
        if (!config) throw new ApiError(400, "Set the SMTP host and the staff address first");
        try {
          await sendMail(config, {
            to: config.staffEmail,
            subject: `Test e-mail from ${config.siteName}`,
            text: `This is a test from the ${config.siteName} admin settings page. New-lead notifications will arrive like this one.`,
          }, opts.guard);
        } catch (error) {
          throw failed(error);
        }
        return `Test e-mail sent to ${config.staffEmail}`;
      }
      if (target === "webhook") return webhook("contact_form_webhook", "contact form webhook");
      if (target === "newsletter_webhook") return webhook("newsletter_webhook", "newsletter webhook");
      if (target !== "hubspot") throw new ApiError(400, "This test is not available");
      const token = (await settings.get("crm", "api_key")).trim();
      if (!token) throw new ApiError(400, "Set the HubSpot private app token first");
      try {
        await createHubspotClient({ accessToken: token, baseUrl: opts.hubspotBaseUrl, guard: opts.guard }).checkConnection();
      } catch (error) {
        throw failed(error);
      }
      return "HubSpot accepted the token and can read contacts";
    },
  };
}
