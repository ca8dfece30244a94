import type { Db } from "../db/client.ts";
import type { ChannelMessages } from "../chat/channel-messages.ts";
import type { ChatAdminService } from "../chat/chat-admin.service.ts";
import type { Outbox } from "../outbox/outbox.service.ts";
import type { LiveHub } from "../live/live-hub.ts";
import type { AuthUser } from "#common/auth/auth-schemas.ts";
import { badRequest, notFound } from "../lib/errors.ts";
import { renderTemplate, templateParamCount, whatsappTemplateFrom, type WhatsappTemplate } from "#common/chat/whatsapp-template.ts";
import { serviceWindow, type ServiceWindow } from "./whatsapp-window.ts";
import type { WhatsappOutbound } from "./whatsapp-outbound.ts";

// What the desk needs outside WhatsApp's 24-hour window: whether it is open, and the approved template (Settings →
// WhatsApp) a member may send instead of a free-form reply.

export interface WindowView extends ServiceWindow {
  template: (WhatsappTemplate & { params: number }) | null;
}

export interface WhatsappTemplatesDeps {
  db: Db;
  channel: ChannelMessages;
  chatAdmin: Pick<ChatAdminService, "takeOver">;
  outbound: WhatsappOutbound;
  outbox: Pick<Outbox, "kick">;
  settings: { get(category: string, key: string): Promise<string> };
  live: Pick<LiveHub, "publish">;
}

export function createWhatsappTemplates(deps: WhatsappTemplatesDeps) {
  async function whatsappConversation(id: string) {
    const conversation = await deps.channel.conversation(deps.db, id);
    if (!conversation) throw notFound("Conversation");
    if (conversation.channel !== "whatsapp" || !conversation.phone) throw badRequest("This is not a WhatsApp conversation");
    return { ...conversation, phone: conversation.phone };
  }

  return {
    async window(conversationId: string): Promise<WindowView> {
      const conversation = await whatsappConversation(conversationId);
      const template = await whatsappTemplateFrom(deps.settings);
      return { ...(await serviceWindow(deps.db, conversation.phone)), template: template ? { ...template, params: templateParamCount(template.body) } : null };
    },

    /** A member sends the approved template (allowed in or out of the window): stored and queued in one transaction. */
    async send(conversationId: string, member: AuthUser, params: string[]): Promise<void> {
      await whatsappConversation(conversationId);
      const template = await whatsappTemplateFrom(deps.settings);
      if (!template) throw badRequest("Set a message template in Settings → WhatsApp first");
      const wanted = templateParamCount(template.body);
      const values = params.map((p) => p.trim());
      if (values.length !== wanted || values.some((p) => !p)) {
        throw badRequest(`The template "${template.name}" needs ${wanted} value${wanted === 1 ? "" : "s"}`, { params: `Fill in all ${wanted} value${wanted === 1 ? "" : "s"}` });
      }
      // Sending takes the conversation over, as a reply does (409 when another member handles it).
      await deps.chatAdmin.takeOver(conversationId, member);
      const content = `${renderTemplate(template.body, values)}\n(Template "${template.name}", ${template.language})`;
      const queued = await deps.db.transaction(async (tx) => {
        const messageId = await deps.channel.addOutgoing(tx, { conversationId, sender: "staff", staffName: member.name, staffId: member.id, content, deliveryStatus: "queued" });
        return deps.outbound.queue(tx, { messageId, conversationId, purpose: "reply", template: { name: template.name, language: template.language, params: values } });
      });
      if (queued.status === "queued") deps.outbox.kick();
      await deps.live.publish({ kind: "message", conversationId, actor: "staff" });
    },
  };
}
export type WhatsappTemplates = ReturnType<typeof createWhatsappTemplates>;
