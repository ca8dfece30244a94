import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { chatConversations } from "../db/schema.ts";

/** A conversation that has no contact yet gets this one (a booking made in the chat names its visitor). */
export async function linkConversationContact(tx: DbOrTx, conversationId: string, contactId: number): Promise<void> {
  await tx.update(chatConversations).set({ contactId }).where(and(eq(chatConversations.id, conversationId), isNull(chatConversations.contactId)));
}
