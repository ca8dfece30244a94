import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { contacts } from "../db/schema.ts";
import type { VisitorDetails } from "#common/chat/chat-api-schemas.ts";
import { parseContext } from "./engine/context.ts";
import type { ConversationRow } from "./chat-store.ts";
import { ASKED_FIELDS, type AskedField } from "../contacts/qualification/answer.ts";

/**
 * What the booking flow opened in the chat starts with (issue 37, item 1): the name, e-mail and phone this visitor
 * gave in this conversation, then what the contact this conversation created holds (a booking made here, staff's
 * corrections). A contact the conversation was only matched to — an older lead found by the e-mail typed — is not
 * read: typing someone's address must not reveal their name or phone. The caller has checked the conversation is
 * the visitor's (its id and visitor id).
 */
export async function visitorDetails(db: Db, conversation: ConversationRow): Promise<VisitorDetails> {
  const lead = parseContext(conversation.context)?.lead ?? {};
  const own = conversation.contactId === null ? undefined : await ownContact(db, conversation);
  const pick = (...values: (string | undefined)[]) => values.map((v) => v?.trim()).find((v) => v) || undefined;
  const details: VisitorDetails = {
    name: pick(lead.name, own?.name && own.name !== own.email && own.name !== own.phone ? own.name : undefined),
    email: pick(lead.email, own?.email),
    phone: pick(lead.phone, own?.phone),
  };
  return Object.fromEntries(Object.entries(details).filter(([, v]) => v !== undefined));
}

async function ownContact(db: Db, conversation: ConversationRow) {
  const [row] = await db
    .select({ name: contacts.name, email: contacts.email, phone: contacts.phone, conversationId: contacts.conversationId, createdAt: contacts.createdAt })
    .from(contacts)
    .where(eq(contacts.id, conversation.contactId!));
  return row && row.conversationId === conversation.id && row.createdAt >= conversation.createdAt ? row : undefined;
}

/** Which of the assistant's qualification questions the contact already answers (staff's entries included). */
export async function qualificationOnContact(db: Db, contactId: number | null): Promise<AskedField[]> {
  if (contactId === null) return [];
  const [row] = await db.select({ role: contacts.role, qualification: contacts.qualification }).from(contacts).where(eq(contacts.id, contactId));
  if (!row) return [];
  const q = row.qualification ?? {};
  const has: Record<AskedField, boolean> = {
    role: Boolean(row.role),
    teamSize: typeof q.teamSize === "number",
    timeline: Boolean(q.timeline),
    problem: Boolean(q.problem),
    tools: Array.isArray(q.tools) && q.tools.length > 0,
  };
  return ASKED_FIELDS.filter((f) => has[f]);
}
