import { and, asc, count, desc, eq, gte, inArray, isNull, like, lt, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { contacts, users } from "../db/schema.ts";
import type { Outbox } from "../outbox/outbox.service.ts";
import { leadSnapshot } from "../outbox/outbox-payloads.ts";
import { LEAD_STATUSES, noDeliveriesNote, type ContactListItem, type Delivery, type LeadSource, type LeadStatus } from "#common/contacts/contact-types.ts";
import type { ContactListPage, ContactListQuery, ContactSummary, ContactsOverview, PipelineCounts } from "#common/contacts/contact-query.ts";
import type { ContactRow } from "./lead-capture.ts";
import { leadOriginsFor, leadSourceCondition } from "./lead-sources.ts";
import type { LeadOrigin } from "#common/analytics/lead-source.ts";
import { qualificationView } from "./qualification/qualification.service.ts";
import { SCORE_BAND_FLOORS, type ScoreBand } from "#common/contacts/qualification.ts";

/** What the list needs of a query: the filters, with "me" already read as the member's id. */
export type ContactQuery = Omit<Partial<ContactListQuery>, "owner"> & { owner?: number | "none" };

// The same fields as the lead copy deliveries carry (leadSnapshot), plus what only the admin list shows.
export function toItem(row: ContactRow, ownerName: string | null, deliveries: Delivery[], leadOrigin: LeadOrigin | null = null): ContactListItem {
  return {
    ...leadSnapshot(row),
    source: row.source as LeadSource,
    status: row.status as LeadStatus,
    updatedAt: row.updatedAt.toISOString(),
    deliveries,
    conversationId: row.conversationId,
    ownerId: row.ownerId,
    ownerName,
    preferredChannel: row.preferredChannel,
    tags: row.tags,
    leadOrigin,
    deliveryNote: deliveries.length > 0 ? null : noDeliveriesNote(row.source as LeadSource),
    qualification: qualificationView(row),
    language: row.language,
  };
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const digits = (value: string) => value.replace(/\D/g, "");

/** Name, e-mail, company or phone contain the words, case-insensitive; a phone also matches on its digits alone. */
function searchCondition(query: string): SQL | undefined {
  const q = query.trim();
  if (!q) return undefined;
  const text = like(contacts.searchText, likePattern(q.toLowerCase()));
  const queryDigits = digits(q);
  const onlyPhoneCharacters = queryDigits.length === q.replace(/[\s()+.-]/g, "").length;
  if (queryDigits.length < 3 || !onlyPhoneCharacters) return text;
  return or(text, like(contacts.phoneDigits, `%${queryDigits}%`));
}

/** The stored score within the band's range (bands are floors: hot ≥ 60, warm ≥ 30, cold below). */
function bandCondition(band: ScoreBand): SQL | undefined {
  const floor = SCORE_BAND_FLOORS[band];
  const above = band === "hot" ? undefined : band === "warm" ? SCORE_BAND_FLOORS.hot : SCORE_BAND_FLOORS.warm;
  return and(gte(contacts.score, floor), above === undefined ? undefined : lt(contacts.score, above));
}

export function contactConditions(query: ContactQuery): SQL | undefined {
  const conditions = [
    query.search ? searchCondition(query.search) : undefined,
    query.role ? eq(contacts.role, query.role) : undefined,
    query.interest ? sql`${contacts.interests} @> ${JSON.stringify([query.interest])}::jsonb` : undefined,
    query.status ? eq(contacts.status, query.status) : undefined,
    query.owner === "none" ? isNull(contacts.ownerId) : query.owner ? eq(contacts.ownerId, query.owner) : undefined,
    query.ids ? inArray(contacts.id, query.ids) : undefined,
    query.leadSource ? leadSourceCondition(query.leadSource) : undefined,
    query.timeline ? sql`${contacts.qualification}->>'timeline' = ${query.timeline}` : undefined,
    query.band ? bandCondition(query.band) : undefined,
    query.language ? eq(contacts.language, query.language) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return conditions.length ? and(...conditions) : undefined;
}

const statusRank = sql`array_position(array[${sql.join(LEAD_STATUSES.map((s) => sql`${s}`), sql`, `)}]::text[], ${contacts.status})`;

function ordering(query: ContactQuery): SQL[] {
  const sort = query.sort ?? "created";
  const ascending = (query.dir ?? (sort === "created" ? "desc" : "asc")) === "asc";
  const by = (column: SQL | AnyColumn) => (ascending ? asc(column) : desc(column));
  const newest = [desc(contacts.createdAt), desc(contacts.id)];
  switch (sort) {
    case "name":
      return [by(sql`lower(${contacts.name})`), by(contacts.id)];
    case "status":
      return [by(statusRank), ...newest];
    case "owner":
      return [sql`lower(${users.name}) ${sql.raw(ascending ? "asc" : "desc")} nulls last`, ...newest];
    default:
      return [by(contacts.createdAt), by(contacts.id)];
  }
}

/** The contacts list read on the server: one page, its count, the cards' summary and the delivery problems. */
export function createContactList(db: Db, outbox: Pick<Outbox, "deliveriesFor" | "deliveriesWithProblems">) {
  /** Matching rows with their owner's name, in list order; all of them without a page (the CSV export). */
  async function rows(query: ContactQuery, page?: { limit: number; offset: number }) {
    const base = db
      .select({ row: contacts, ownerName: users.name })
      .from(contacts)
      .leftJoin(users, eq(users.id, contacts.ownerId))
      .where(contactConditions(query))
      .orderBy(...ordering(query));
    return page ? base.limit(page.limit).offset(page.offset) : base;
  }

  async function items(query: ContactQuery, page?: { limit: number; offset: number }): Promise<ContactListItem[]> {
    const found = await rows(query, page);
    const ids = found.map((r) => r.row.id);
    const [deliveries, origins] = await Promise.all([outbox.deliveriesFor(ids), leadOriginsFor(db, ids)]);
    return found.map((r) => toItem(r.row, r.ownerName, deliveries.get(r.row.id) ?? [], origins.get(r.row.id) ?? null));
  }

  /** 'This Week' means created in the last 7 days; every contact counts, whatever the filters. */
  async function summary(): Promise<ContactSummary> {
    const weekAgo = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);
    const [row] = await db
      .select({
        total: count(),
        thisWeek: sql<number>`count(*) filter (where ${contacts.createdAt} > ${weekAgo})`.mapWith(Number),
        agents: sql<number>`count(*) filter (where ${contacts.role} = 'Real Estate Agent')`.mapWith(Number),
        brokers: sql<number>`count(*) filter (where ${contacts.role} = 'Broker')`.mapWith(Number),
      })
      .from(contacts);
    return { total: row?.total ?? 0, thisWeek: row?.thisWeek ?? 0, agents: row?.agents ?? 0, brokers: row?.brokers ?? 0 };
  }

  async function page(query: ContactQuery & { page: number; pageSize: number }): Promise<ContactListPage> {
    const [list, [counted]] = await Promise.all([
      items(query, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
      db.select({ total: count() }).from(contacts).where(contactConditions(query)),
    ]);
    return { items: list, total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize };
  }

  /** What the page shows above the list, the same whatever the filters: read once, not with every page. */
  async function overview(): Promise<ContactsOverview> {
    const [cards, problems] = await Promise.all([summary(), outbox.deliveriesWithProblems()]);
    return { summary: cards, deliveryProblems: [...problems].map(([id, deliveries]) => ({ id, deliveries })) };
  }

  /** Contacts per status with the list's filters (a status filter is ignored: every column is counted). */
  async function statusCounts(query: ContactQuery): Promise<PipelineCounts> {
    const rows = await db
      .select({ status: contacts.status, n: count() })
      .from(contacts)
      .where(contactConditions({ ...query, status: undefined }))
      .groupBy(contacts.status);
    const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
    for (const r of rows) if (r.status in counts) counts[r.status as LeadStatus] = r.n;
    return { counts, total: rows.reduce((sum, r) => sum + r.n, 0) };
  }

  return { page, items, overview, statusCounts };
}
