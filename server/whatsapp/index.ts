import { defineFeature } from "../feature.ts";
import { integrations } from "../integrations/index.ts";
import { settings } from "../settings/index.ts";
import { contacts } from "../contacts/index.ts";
import { chat } from "../chat/index.ts";
import { createConsentLedger } from "../consent/consent-ledger.ts";
import { createWhatsappOutbound } from "./whatsapp-outbound.ts";
import { createWhatsappInbound } from "./whatsapp-inbound.ts";
import { createWhatsappTemplates } from "./whatsapp-templates.ts";
import { whatsappWebhookRoutes } from "./whatsapp-webhooks.routes.ts";
import { whatsappAdminRoutes } from "./whatsapp-admin.routes.ts";
import { testWhatsappConnection } from "./whatsapp-check.ts";
import { assistantAnswersWhatsapp } from "./whatsapp-settings.ts";

/**
 * WhatsApp through Meta's Cloud API (docs/decisions/051): the second channel adapter of the chat's one conversations
 * model, beside SMS. Messages land in the live desk, members' replies go out through the outbox within WhatsApp's
 * 24-hour window (an approved template outside it), and the consent ledger's STOP rules apply on the channel.
 */
export const whatsapp = defineFeature({
  name: "whatsapp",
  needs: [integrations, settings, contacts, chat],
  services: (deps, { settings, contacts, outbox, outbound, channelMessages, chatAdmin, answerText }) => {
    // The ledger is stateless over its table (server/consent/consent.schema.ts): the SMS feature and this one share the rows.
    const consent = createConsentLedger(deps.db);
    const whatsappOutbound = createWhatsappOutbound({ db: deps.db, channel: channelMessages, consent, outbox, settings, guard: outbound, live: deps.live });
    const whatsappInbound = createWhatsappInbound({
      db: deps.db, channel: channelMessages, consent, outbound: whatsappOutbound, outbox, settings, live: deps.live,
      captureLead: (lead) => contacts.captureLead(lead),
      logger: deps.logger,
      answerText,
      assistantAnswers: () => assistantAnswersWhatsapp(settings),
    });
    const whatsappTemplates = createWhatsappTemplates({ db: deps.db, channel: channelMessages, chatAdmin, outbound: whatsappOutbound, outbox, settings, live: deps.live });
    return { whatsappOutbound, whatsappInbound, whatsappTemplates };
  },
  hooks: (services) => {
    services.outbox.useDeliverer("whatsapp", (payload, attempt) => services.whatsappOutbound.deliver(payload, attempt));
    services.chatAdmin.onChannelReply((tx, reply) => services.whatsappOutbound.onStaffReply(tx, reply));
    services.integrationTests.register("whatsapp", () => testWhatsappConnection(services.settings, services.outbound));
  },
  api: [{ mount: "/api/whatsapp", routes: whatsappWebhookRoutes }],
  admin: [{ mount: "/api/admin/whatsapp", routes: whatsappAdminRoutes, access: "chat" }],
});

declare module "../api-registry.ts" {
  interface AdminApis {
    "/api/admin/whatsapp": ReturnType<typeof whatsappAdminRoutes>;
  }
}
