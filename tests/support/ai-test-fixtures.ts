import { randomUUID } from "node:crypto";
import type { Db } from "#server/db/client.ts";
import { chatConversations, chatMessages, contactActivities, contacts, outbox } from "#server/db/schema.ts";

// Rows for the AI tests, written straight to the tables the AI reads (leads, chat, deliveries).

const HOUR_MS = 3_600_000;
export const hoursAgo = (hours: number, now = Date.now()) => new Date(now - hours * HOUR_MS);

export type LeadFixture = {
  role?: string | null;
  interests?: string[];
  source?: string;
  status?: string;
  ageHours?: number;
  /** Hours after arrival when staff first acted (a status activity); none when omitted. */
  repliedAfterHours?: number;
};

let counter = 0;

export async function insertLead(db: Db, lead: LeadFixture = {}): Promise<number> {
  counter++;
  const createdAt = hoursAgo(lead.ageHours ?? 1);
  const [row] = await db
    .insert(contacts)
    .values({
      name: `Lead ${counter}`,
      email: `lead${counter}@example.com`,
      role: lead.role ?? null,
      interests: lead.interests ?? [],
      source: lead.source ?? "form",
      status: lead.status ?? "new",
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: contacts.id });
  if (lead.repliedAfterHours !== undefined) {
    await db.insert(contactActivities).values({
      contactId: row!.id,
      type: "status",
      description: "Status changed from New Lead to Contacted",
      createdAt: new Date(createdAt.getTime() + lead.repliedAfterHours * HOUR_MS),
    });
  }
  return row!.id;
}

export async function insertLeads(db: Db, count: number, lead: LeadFixture): Promise<void> {
  for (let i = 0; i < count; i++) await insertLead(db, lead);
}

/** One conversation per call, with `count` visitor questions of `intent`; linked to a lead when given. */
export async function insertChat(db: Db, intent: string, count: number, contactId: number | null = null): Promise<void> {
  const id = randomUUID();
  await db.insert(chatConversations).values({ id, visitorId: `v-${id}`, contactId, messageCount: count * 2 });
  for (let i = 0; i < count; i++) {
    await db.insert(chatMessages).values([
      { conversationId: id, sender: "visitor", content: `question ${i}`, intent, sentiment: "neutral" },
      { conversationId: id, sender: "ai", content: `answer ${i}`, intent, sentiment: "neutral" },
    ]);
  }
}

export async function insertDelivery(db: Db, kind: string, status: string, lastError: string | null = null): Promise<void> {
  await db.insert(outbox).values({ kind, status, payload: {}, lastError });
}
