import type { Db } from "../db/client.ts";
import type { Outbox } from "../outbox/outbox.service.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import type { ChatServiceDeps } from "./chat.service.ts";
import { nextOfficeOpening } from "#common/settings/office-hours.ts";

export type HandoffAlert = Parameters<NonNullable<ChatServiceDeps["notifyHandoff"]>>[0];

/**
 * E-mail and webhook alerts for a request for a person or a complaint: each off while its address is empty or its
 * switch (Settings → Notifications) is off; quiet hours hold the e-mail until the office opens.
 */
export function createHandoffAlerts(deps: {
  db: Db;
  settings: Pick<SettingsService, "alertPolicy" | "get">;
  outbox: Pick<Outbox, "sendStaffMail" | "enqueue" | "kick">;
  publicUrl: string | undefined;
}) {
  const { db, settings, outbox } = deps;
  return async function notifyHandoff(alert: HandoffAlert): Promise<void> {
    const adminUrl = deps.publicUrl ? `${deps.publicUrl.replace(/\/$/, "")}/admin/chat?c=${encodeURIComponent(alert.conversationId)}` : undefined;
    const what = alert.reason === "complaint" ? "complained" : "asked for a person";
    const policy = await settings.alertPolicy();
    const officeOpen = policy.officeOpen();
    const to = (await settings.get("email", "handoff_email")).trim();
    if (to && policy.emailAlerts) {
      const notBefore = policy.quietHours && !officeOpen ? (nextOfficeOpening(policy.schedule) ?? undefined) : undefined;
      await outbox.sendStaffMail(
        {
          to,
          subject: `A chat visitor ${what}`,
          text: [`A visitor in the website chat ${what}:`, "", `"${alert.message}"`, "", adminUrl ? `Answer them in the chat inbox: ${adminUrl}` : "Answer them in the admin's chat inbox."].join("\n"),
        },
        { notBefore },
      );
    }
    if (policy.webhookAlerts && (await settings.get("webhooks", "handoff_webhook")).trim()) {
      await outbox.enqueue(db, [
        {
          kind: "handoff_webhook",
          contactId: null,
          payload: { event: "chat.handoff_requested", ...alert, requestedAt: new Date().toISOString(), officeOpen, ...(adminUrl ? { adminUrl } : {}) },
        },
      ]);
      outbox.kick();
    }
  };
}
