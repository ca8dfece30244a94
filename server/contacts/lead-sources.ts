import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../db/client.ts";
import { contacts, leadSources } from "../db/schema.ts";
import { sourceOf, type FirstTouch } from "#common/analytics/first-touch.ts";
import { NO_SOURCE, type LeadOrigin, type LeadSourceRow } from "#common/analytics/lead-source.ts";
import type { CapturedLeadSource } from "#common/contacts/contact-types.ts";

type Row = typeof leadSources.$inferSelect;

export function toOrigin(row: Row): LeadOrigin {
  return {
    channel: row.channel,
    source: row.source,
    landingPage: row.landingPage,
    referrer: row.referrer,
    utmSource: row.utmSource,
    utmMedium: row.utmMedium,
    utmCampaign: row.utmCampaign,
    utmTerm: row.utmTerm,
    utmContent: row.utmContent,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A lead source row's values for this visit (without the contact). */
export function leadSourceValues(channel: CapturedLeadSource, touch: FirstTouch) {
  return {
    channel,
    source: sourceOf(touch),
    landingPage: touch.landingPage ?? null,
    referrer: touch.referrer ?? null,
    utmSource: touch.utmSource ?? null,
    utmMedium: touch.utmMedium ?? null,
    utmCampaign: touch.utmCampaign ?? null,
    utmTerm: touch.utmTerm ?? null,
    utmContent: touch.utmContent ?? null,
  };
}
export const LEAD_SOURCE_FIELDS = Object.keys(leadSourceValues("form", {})) as (keyof ReturnType<typeof leadSourceValues>)[];

/** The visit that produced a lead; the first one recorded for a contact stays (first touch). */
export async function recordLeadSource(q: DbOrTx, contactId: number, channel: CapturedLeadSource, touch: FirstTouch): Promise<void> {
  await q
    .insert(leadSources)
    .values({ contactId, ...leadSourceValues(channel, touch) })
    .onConflictDoNothing({ target: leadSources.contactId });
}

export async function moveLeadSource(tx: Tx, fromContactId: number, toContactId: number): Promise<void> {
  await tx.execute(sql`
    update lead_sources set contact_id = ${toContactId}
    where contact_id = ${fromContactId} and not exists (select 1 from lead_sources where contact_id = ${toContactId})`);
}

export async function leadOriginsFor(db: DbOrTx, contactIds: number[]): Promise<Map<number, LeadOrigin>> {
  if (contactIds.length === 0) return new Map();
  const rows = await db.select().from(leadSources).where(inArray(leadSources.contactId, contactIds));
  return new Map(rows.map((r) => [r.contactId, toOrigin(r)]));
}

/** The contacts list's "source" filter: contacts whose first touch counts under this source ("none": not recorded). */
export const leadSourceCondition = (source: string) =>
  source === NO_SOURCE
    ? sql`not exists (select 1 from ${leadSources} where ${eq(leadSources.contactId, contacts.id)})`
    : sql`exists (select 1 from ${leadSources} where ${and(eq(leadSources.contactId, contacts.id), eq(leadSources.source, source))})`;

/**
 * Leads by source over the contacts created in [start, end): per source, how many arrived by each channel. Contacts
 * without a recorded visit (staff-added, imported, sent without JavaScript or before sources were kept) are "none".
 * A consultation booked directly in Cal.com (source calcom) counts as a booking.
 */
export async function leadSourceReport(db: DbOrTx, start: string, end: string): Promise<LeadSourceRow[]> {
  const result = await db.execute<{ source: string; leads: number; form: number; chat: number; newsletter: number; booking: number; admin: number }>(sql`
    select coalesce(s.source, ${NO_SOURCE}) as source, count(*)::int as leads,
      (count(*) filter (where c.source = 'form'))::int as form,
      (count(*) filter (where c.source = 'chat'))::int as chat,
      (count(*) filter (where c.source = 'newsletter'))::int as newsletter,
      (count(*) filter (where c.source in ('booking', 'calcom')))::int as booking,
      (count(*) filter (where c.source = 'admin'))::int as admin
    from contacts c left join lead_sources s on s.contact_id = c.id
    where c.created_at >= ${start}::timestamptz and c.created_at < ${end}::timestamptz
    group by 1 order by leads desc, source`);
  return result.rows.map((r) => ({ source: r.source, leads: Number(r.leads), form: Number(r.form), chat: Number(r.chat), newsletter: Number(r.newsletter), booking: Number(r.booking), admin: Number(r.admin) }));
}
