import { addOnServices, bundles, packages, setupAddOns } from "#common/content/offerings.ts";
import type { LeadInput } from "../contacts/lead-capture.ts";
import type { Topic } from "./engine/context.ts";
import type { ChatReply } from "./engine/types.ts";

function topicName(topic: Topic | null): string | null {
  if (!topic) return null;
  switch (topic.kind) {
    case "package":
      return `${packages.find((p) => p.key === topic.key)?.name ?? topic.key} package`;
    case "addon":
      return addOnServices.find((a) => a.key === topic.key)?.name ?? topic.key;
    case "bundle":
      return bundles.find((b) => b.key === topic.key)?.name ?? topic.key;
    case "setup":
      return `${setupAddOns.find((s) => s.key === topic.key)?.type ?? topic.key} setup`;
    case "list":
      return null;
  }
}

/**
 * The contact a chat turn describes: everything the visitor has told us so far, and what they were
 * interested in, worded for staff (the interest tag is derived from this text by the leads service).
 */
export function leadFromReply(reply: ChatReply, conversationId: string): LeadInput {
  const { name, email, phone, company, role, budget, interest } = reply.context.lead;
  const about = topicName(reply.context.topic);
  const channel = reply.context.channel;
  const automation = [interest, about && `Asked about the ${about}`, channel === "call" && "Prefers a phone call"].filter(Boolean).join(". ");
  // The contact form's methods (e-mail, SMS, WhatsApp): a preferred call is noted in the text instead.
  const contactMethod = channel === "email" || channel === "sms" || channel === "whatsapp" ? channel : undefined;
  return { source: "chat", name, email, phone, company, role, budget, automation, conversationId, ...(contactMethod ? { contactMethod } : {}) };
}
