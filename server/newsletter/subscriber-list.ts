import { and, count, desc, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { newsletterDeliveries, newsletterSubscribers } from "../db/schema.ts";
import { toSubscriber } from "./newsletter.service.ts";
import { containsPattern, ordered, pageWindow } from "../lib/list-paging.ts";
import { defaultDirection } from "#common/lib/list-query.ts";
import type { NewsletterSubscriber } from "#common/newsletter/newsletter-schemas.ts";
import { SUBSCRIBER_SORTS_DESCENDING, type SubscriberExportQuery, type SubscriberListPage, type SubscriberListQuery } from "#common/newsletter/subscriber-list.ts";

// The subscribers admin list read on the server (docs/decisions/028). Reads only: signups and removal stay in
// newsletter.service.ts (one writer per table), apart from the bulk delete below, the admin's own action.

const s = newsletterSubscribers;

function conditions(query: { search?: string; ids?: number[] }): SQL | undefined {
  const q = query.search?.trim();
  const parts = [q ? or(ilike(s.email, containsPattern(q)), ilike(s.source, containsPattern(q))) : undefined, query.ids ? inArray(s.id, query.ids) : undefined].filter(
    (c): c is SQL => c !== undefined,
  );
  return parts.length ? and(...parts) : undefined;
}

function ordering(query: Pick<SubscriberListQuery, "sort" | "dir">): SQL[] {
  const dir = query.dir ?? defaultDirection(query.sort, SUBSCRIBER_SORTS_DESCENDING);
  switch (query.sort) {
    case "email":
      return [ordered(s.email, dir), desc(s.id)];
    case "source":
      return [ordered(s.source, dir), desc(s.createdAt), desc(s.id)];
    default:
      return [ordered(s.createdAt, dir), ordered(s.id, dir)];
  }
}

export function createSubscriberList(db: Db) {
  return {
    async page(query: SubscriberListQuery): Promise<SubscriberListPage> {
      const where = conditions(query);
      const { limit, offset } = pageWindow(query);
      const [rows, [counted]] = await Promise.all([
        db.select().from(s).where(where).orderBy(...ordering(query)).limit(limit).offset(offset),
        db.select({ total: count() }).from(s).where(where),
      ]);
      return { items: rows.map(toSubscriber), total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize };
    },

    /** Every match (or the selected ones) in the list's order, for the CSV export. */
    async all(query: SubscriberExportQuery): Promise<NewsletterSubscriber[]> {
      const rows = await db.select().from(s).where(conditions(query)).orderBy(...ordering(query));
      return rows.map(toSubscriber);
    },

    /** The ids actually deleted; their sends still queued in an issue are cancelled, as for one removal. */
    async removeMany(ids: number[]): Promise<number[]> {
      await db
        .update(newsletterDeliveries)
        .set({ status: "cancelled", updatedAt: new Date() })
        .where(and(inArray(newsletterDeliveries.subscriberId, ids), inArray(newsletterDeliveries.status, ["queued"])));
      const deleted = await db.delete(s).where(inArray(s.id, ids)).returning({ id: s.id });
      return deleted.map((d) => d.id);
    },
  };
}
