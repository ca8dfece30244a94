import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { contacts } from "../db/schema.ts";

/**
 * A texting conversation's contact (captured from its number) becomes the lead the conversation's details update:
 * lead capture finds a chat's lead by its conversation, so a name or e-mail given by text lands on that contact.
 */
export async function claimConversation(q: DbOrTx, contactId: number, conversationId: string): Promise<void> {
  await q.update(contacts).set({ conversationId }).where(and(eq(contacts.id, contactId), isNull(contacts.conversationId)));
}
