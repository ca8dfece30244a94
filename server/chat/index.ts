import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { defineFeature } from "../feature.ts";
import { settings } from "../settings/index.ts";
import { blog } from "../blog/index.ts";
import { contacts } from "../contacts/index.ts";
import { analytics } from "../analytics/index.ts";
import { integrations } from "../integrations/index.ts";
import { createChatService } from "./chat.service.ts";
import { createChatAdminService } from "./chat-admin.service.ts";
import { createChannelMessages } from "./channel-messages.ts";
import { createChannelAssistant } from "./channel-assistant.ts";
import { createTaughtAnswersService } from "./taught/taught-answers.service.ts";
import { createHandoffAlerts } from "./handoff-alerts.ts";
import { chatAdminRoutes } from "./chat-admin.routes.ts";
import { taughtAnswersRoutes } from "./taught/taught-answers.routes.ts";
import { chatRoutes } from "./chat.routes.ts";
import { createCopilotService } from "./copilot/copilot.service.ts";
import { copilotRoutes } from "./copilot/copilot.routes.ts";
import { getChatEngine } from "./engine-instance.ts";

/** /api/admin/chat: the inbox's routes, then the taught answers' (docs/decisions/037) and the copilot's, under one mount. */
export function chatAdminMount(deps: AppDeps) {
  return new Hono<AppEnv>().route("/", chatAdminRoutes(deps)).route("/", taughtAnswersRoutes(deps)).route("/", copilotRoutes(deps));
}

/** The website chat, the staff inbox and the answers staff taught the assistant. */
export const chat = defineFeature({
  name: "chat",
  needs: [settings, blog, contacts, analytics, integrations],
  services: (deps, { settings, blog, contacts, outbox, analytics, llm }) => {
    // Staff-written answers the assistant reads with the site's facts (docs/decisions/037).
    const taughtAnswers = createTaughtAnswersService(deps.db);
    const chat = createChatService({
      db: deps.db,
      logger: deps.logger,
      rateLimits: deps.rateLimits,
      settings,
      blog,
      taught: taughtAnswers,
      captureLead: (lead) => contacts.captureLead(lead),
      onNewLead: (visitor, touch) =>
        analytics.recordConversion("chat_lead", visitor, touch).catch((err: unknown) => deps.logger.error({ err }, "chat conversion not recorded")),
      learnQualification: (id, findings) => contacts.learnQualification(id, findings),
      noteOnContact: async (id, body) => void (await contacts.addNote(id, body, "Chat assistant")),
      llm,
      live: deps.live,
      metrics: deps.metrics,
      notifyHandoff: createHandoffAlerts({ db: deps.db, settings, outbox, publicUrl: deps.env.PUBLIC_URL }),
    });
    const chatAdmin = createChatAdminService({ db: deps.db, unlinkConversation: contacts.unlinkConversation, live: deps.live });
    // What channel adapters (server/sms) store through: the chat tables have one writer.
    const channelMessages = createChannelMessages(deps.db);
    // Drafted replies for staff in the conversations they handle (docs/decisions/050).
    const copilot = createCopilotService({ db: deps.db, logger: deps.logger, llm, facts: chat.siteFacts, engine: getChatEngine });
    // The assistant on texting channels: what an adapter calls after storing a text (server/chat/channel-assistant.ts).
    const answerText = createChannelAssistant({ db: deps.db, chat, channel: channelMessages, publicUrl: deps.env.PUBLIC_URL });
    return { chat, chatAdmin, taughtAnswers, channelMessages, copilot, answerText };
  },
  hooks: ({ contacts, chatAdmin, settings, chat }) => {
    // Merging two contacts moves the removed one's chat conversations to the one kept.
    contacts.onMerge(chatAdmin.moveToContact);
    // The assistant quotes the site's name, phone, e-mail and booking link: a saved setting reaches its next reply.
    settings.onChange(({ category }) => {
      if (category === "general") chat.invalidateFacts();
    });
  },
  admin: [
    {
      mount: "/api/admin/chat",
      routes: chatAdminMount,
      access: "chat",
      deletes: [
        [/^\/conversations\/(\d+)$/, "chat conversation $1"],
        [/^\/taught-answers\/(\d+)$/, "taught answer $1"],
      ],
    },
  ],
  api: [{ mount: "/api/chat", routes: chatRoutes }],
});

// What the browser's typed client reads from these routers (server/api-registry.ts).
declare module "../api-registry.ts" {
  interface AdminApis {
    "/api/admin/chat": ReturnType<typeof chatAdminRoutes> | ReturnType<typeof taughtAnswersRoutes> | ReturnType<typeof copilotRoutes>;
  }
  interface PublicApis {
    "/api/chat": ReturnType<typeof chatRoutes>;
  }
}
