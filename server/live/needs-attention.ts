import { and, asc, count, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { chatConversations, chatMessages, contactActivities, contacts, n8nInstances, outbox } from "../db/schema.ts";
import { canUse } from "#common/auth/access.ts";
import type { StaffRole } from "#common/auth/roles.ts";
import type { NeedsAttention } from "#common/chat/live-types.ts";

/** The promise made to every lead: a person gets back within a day. */
export const CONTACT_PROMISE_HOURS = 24;
const LIST = 5;

/**
 * What needs a human now, for the dashboard's first strip, each part only for a role that may see
 * it: waiting handoffs (chat), leads past the 24-hour promise and failing deliveries (contacts), unreachable n8n
 * instances (n8n), and the median time from a lead's arrival to the first staff contact over the last 7 days — the
 * first status change on the lead or the first staff reply in its chat, whichever came first.
 */
export async function needsAttention(db: Db, role: StaffRole, now = new Date()): Promise<NeedsAttention> {
  const week = new Date(now.getTime() - 7 * 24 * 60 * 60_000);
  const promise = new Date(now.getTime() - CONTACT_PROMISE_HOURS * 60 * 60_000);
  const result: NeedsAttention = { waiting: null, overdueLeads: null, failingDeliveries: null, unreachableN8n: null, firstContact: null };

  if (canUse(role, "chat")) {
    const [total] = await db.select({ n: count() }).from(chatConversations).where(eq(chatConversations.status, "waiting"));
    const rows = await db
      .select({ id: chatConversations.id, waitingSince: chatConversations.waitingSince, updatedAt: chatConversations.updatedAt })
      .from(chatConversations)
      .where(eq(chatConversations.status, "waiting"))
      .orderBy(asc(chatConversations.waitingSince))
      .limit(LIST);
    result.waiting = { count: total?.n ?? 0, oldest: rows.map((r) => ({ conversationId: r.id, waitingSince: (r.waitingSince ?? r.updatedAt).toISOString() })) };
  }

  if (canUse(role, "contacts")) {
    const overdue = and(eq(contacts.status, "new"), lt(contacts.createdAt, promise));
    const [total] = await db.select({ n: count() }).from(contacts).where(overdue);
    const rows = await db.select({ id: contacts.id, name: contacts.name, createdAt: contacts.createdAt }).from(contacts).where(overdue).orderBy(asc(contacts.createdAt)).limit(LIST);
    result.overdueLeads = { count: total?.n ?? 0, oldest: rows.map((r) => ({ contactId: r.id, name: r.name, createdAt: r.createdAt.toISOString() })) };

    const [failed] = await db.select({ n: count() }).from(outbox).where(and(eq(outbox.status, "failed"), gte(outbox.updatedAt, week)));
    result.failingDeliveries = failed?.n ?? 0;

    const firstContact = sql<Date | string | null>`least(
      (select min(${contactActivities.createdAt}) from ${contactActivities} where ${contactActivities.contactId} = ${contacts.id} and ${contactActivities.type} = 'status'),
      (select min(${chatMessages.createdAt}) from ${chatMessages} where ${chatMessages.conversationId} = ${contacts.conversationId} and ${chatMessages.sender} = 'staff' and ${chatMessages.createdAt} >= ${contacts.createdAt}))`;
    const [median] = await db.execute<{ minutes: number | string | null; n: number | string }>(sql`
      select percentile_cont(0.5) within group (order by extract(epoch from (first_at - created_at)) / 60) as minutes, count(*) as n
      from (select ${contacts.createdAt} as created_at, ${firstContact} as first_at from ${contacts} where ${contacts.createdAt} >= ${week}) t
      where first_at is not null`).then((r) => r.rows);
    const n = Number(median?.n ?? 0);
    result.firstContact = { medianMinutes: n > 0 && median?.minutes !== null ? Math.round(Number(median?.minutes)) : null, leads: n };
  }

  if (canUse(role, "n8n")) {
    const [bad] = await db.select({ n: count() }).from(n8nInstances).where(and(eq(n8nInstances.isActive, true), eq(n8nInstances.lastSyncStatus, "error")));
    result.unreachableN8n = bad?.n ?? 0;
  }
  return result;
}
