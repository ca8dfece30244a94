import { defineFeature } from "../feature.ts";
import { integrations } from "../integrations/index.ts";
import { settings } from "../settings/index.ts";
import { contacts } from "../contacts/index.ts";
import { chat } from "../chat/index.ts";
import { createConsentLedger } from "../consent/consent-ledger.ts";
import { createSmsOutbound } from "./sms-outbound.ts";
import { createSmsInbound } from "./sms-inbound.ts";
import { smsWebhookRoutes } from "./sms-webhooks.routes.ts";
import { testTwilioConnection } from "./twilio-check.ts";
import { createSpeedToLead } from "./speed-to-lead.ts";
import { createNoReplyAlerts } from "./no-reply-alerts.ts";

/**
 * Texts through Twilio (docs/decisions/049): a channel adapter of the chat's one conversations model. Incoming texts
 * land in the live desk, members' replies go out through the outbox, and the consent ledger with its STOP rules and
 * the Texas quiet hours decide what may be sent.
 */
export const sms = defineFeature({
  name: "sms",
  needs: [integrations, settings, contacts, chat],
  services: (deps, { settings, contacts, outbox, outbound, channelMessages, answerText }) => {
    const consentLedger = createConsentLedger(deps.db);
    const logger = deps.logger.child({ module: "sms" });
    const smsOutbound = createSmsOutbound({
      db: deps.db, channel: channelMessages, consent: consentLedger, outbox, settings, guard: outbound, live: deps.live, logger, publicUrl: deps.env.PUBLIC_URL,
    });
    const smsInbound = createSmsInbound({
      db: deps.db, channel: channelMessages, consent: consentLedger, outbound: smsOutbound, outbox, settings, live: deps.live, logger,
      captureLead: (lead) => contacts.captureLead(lead),
      answerText,
    });
    const speedToLead = createSpeedToLead({
      db: deps.db, channel: channelMessages, outbound: smsOutbound, outbox, settings, live: deps.live, logger,
      noteOnContact: (id, body) => contacts.addNote(id, body, "Speed to lead"),
    });
    const noReplyAlerts = createNoReplyAlerts({ db: deps.db, settings, outbox, live: deps.live, publicUrl: deps.env.PUBLIC_URL });
    return { consentLedger, smsOutbound, smsInbound, speedToLead, noReplyAlerts };
  },
  hooks: (services) => {
    services.outbox.useDeliverer("sms", (payload, attempt) => services.smsOutbound.deliver(payload, attempt));
    services.chatAdmin.onChannelReply((tx, reply) => services.smsOutbound.onStaffReply(tx, reply));
    // A merge keeps the removed contact's consent history on the one kept.
    services.contacts.onMerge((tx, fromId, toId) => services.consentLedger.moveToContact(tx, fromId, toId));
    services.integrationTests.register("twilio", () => testTwilioConnection(services.settings, services.outbound));
    // A form's grant usually commits a moment after its lead: the sweep looks then instead of at its next run.
    services.consentLedger.onGranted((event) => {
      if (event.source !== "form") return;
      setTimeout(() => void services.speedToLead.sweep().catch(() => undefined), 300).unref();
    });
  },
  jobs: (register, deps) => {
    register({
      key: "speed-to-lead",
      title: "First text to new leads who chose texts (speed to lead)",
      type: "delivery",
      // Every 10 s (the scheduler polls every 10 s): a lead's first text is queued well within a minute.
      schedule: "*/10 * * * * *",
      run: () => deps.services.speedToLead.sweep(),
    });
    register({
      key: "text-no-reply-alerts",
      title: "Alerts for texts nobody has answered",
      type: "delivery",
      schedule: "*/30 * * * * *",
      run: () => deps.services.noReplyAlerts.run(),
    });
  },
  api: [{ mount: "/api/sms", routes: smsWebhookRoutes }],
});
