import { and, asc, eq, gt, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client.ts";
import { outbox } from "../db/schema.ts";
import type { Delivery, DeliveryKind, DeliveryStatus } from "#common/contacts/contact-types.ts";

export interface OutboxItem {
  kind: DeliveryKind;
  contactId: number | null;
  payload: Record<string, unknown>;
  /** Not sent before this time (quiet hours hold staff alerts until the office opens); now when absent. */
  notBefore?: Date;
}

const row = (i: OutboxItem) => ({ kind: i.kind, contactId: i.contactId, payload: i.payload, ...(i.notBefore ? { nextAttemptAt: i.notBefore } : {}) });

export interface ClaimedRow {
  id: number;
  kind: DeliveryKind;
  contactId: number | null;
  payload: Record<string, unknown>;
  /** The attempt number this claim made; it also fences the completion (see `finish`). */
  attempts: number;
}

type Finish =
  | { status: "delivered" }
  | { status: "retry"; error: string; delayMs: number }
  | { status: "failed" | "skipped"; error: string };

export function createOutboxRepo(db: Db) {
  return {
    /** Inside the caller's transaction, so the rows exist exactly when the lead does. */
    async enqueue(tx: DbOrTx, items: OutboxItem[]): Promise<void> {
      if (items.length === 0) return;
      await tx.insert(outbox).values(items.map(row));
    },

    /**
     * Like enqueue, but a row of the same kind for the same lead that is still waiting (not being
     * delivered) gets the new payload instead of a second row: a lead updated three times in a minute
     * gives staff one e-mail with the latest details, not three.
     */
    async enqueueOrRefresh(tx: DbOrTx, items: OutboxItem[]): Promise<void> {
      for (const item of items) {
        const refreshed =
          item.contactId === null
            ? []
            : await tx
                .update(outbox)
                .set({ payload: item.payload, updatedAt: new Date() })
                .where(
                  and(
                    eq(outbox.contactId, item.contactId),
                    eq(outbox.kind, item.kind),
                    eq(outbox.status, "pending"),
                    sql`(${outbox.lockedUntil} is null or ${outbox.lockedUntil} < now())`,
                  ),
                )
                .returning({ id: outbox.id });
        if (refreshed.length === 0) await tx.insert(outbox).values(row(item));
      }
    },

    /**
     * Takes due rows with a lease. SKIP LOCKED lets several instances claim side by side without
     * waiting or taking the same row; the lease returns a row to the pool if its claimer dies.
     */
    async claimDue(limit: number, leaseMs: number): Promise<ClaimedRow[]> {
      const result = await db.execute<{ id: number; kind: DeliveryKind; contact_id: number | null; payload: Record<string, unknown> | string; attempts: number }>(sql`
        with due as (
          select id from outbox
          where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked)
        update outbox o
        set locked_until = now() + ${`${leaseMs} milliseconds`}::interval, attempts = o.attempts + 1, updated_at = now()
        from due where o.id = due.id
        returning o.id, o.kind, o.contact_id, o.payload, o.attempts`);
      return result.rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        contactId: r.contact_id === null ? null : Number(r.contact_id),
        payload: typeof r.payload === "string" ? (JSON.parse(r.payload) as Record<string, unknown>) : r.payload,
        attempts: Number(r.attempts),
      }));
    },

    /**
     * Records the outcome only while this claim still holds the row (same attempt number, still
     * pending): a claimer whose lease ran out cannot overwrite a newer attempt. Returns false then.
     */
    async finish(row: ClaimedRow, outcome: Finish): Promise<boolean> {
      const set =
        outcome.status === "delivered"
          ? { status: "delivered", deliveredAt: new Date(), lastError: null }
          : outcome.status === "retry"
            ? { lastError: outcome.error, nextAttemptAt: new Date(Date.now() + outcome.delayMs) }
            : { status: outcome.status, lastError: outcome.error };
      // A staff or newsletter confirmation e-mail carries a single-use link: once it is sent (or given up), only who and what stay.
      const payload =
        outcome.status === "retry"
          ? undefined
          : sql`case when ${outbox.kind} in ('staff_mail', 'newsletter_mail') then jsonb_build_object('to', ${outbox.payload}->'to', 'subject', ${outbox.payload}->'subject') else ${outbox.payload} end`;
      const updated = await db
        .update(outbox)
        .set({ ...set, ...(payload ? { payload } : {}), lockedUntil: null, updatedAt: new Date() })
        .where(and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), eq(outbox.status, "pending")))
        .returning({ id: outbox.id });
      return updated.length > 0;
    },

    /** The heartbeat of sends in progress: extends the lease of the rows this claim still holds. */
    async renew(rows: ClaimedRow[], leaseMs: number): Promise<number> {
      if (rows.length === 0) return 0;
      const held = sql.join(rows.map((r) => sql`(${r.id}::int, ${r.attempts}::int)`), sql`, `);
      const result = await db.execute(sql`
        update outbox set locked_until = now() + ${`${leaseMs} milliseconds`}::interval
        where status = 'pending' and (id, attempts) in (${held})
        returning id`);
      return result.rows.length;
    },

    /** On shutdown: rows whose delivery did not end are due again at once for another instance. */
    async release(rows: ClaimedRow[]): Promise<number> {
      if (rows.length === 0) return 0;
      const held = sql.join(rows.map((r) => sql`(${r.id}::int, ${r.attempts}::int)`), sql`, `);
      const result = await db.execute(sql`
        update outbox set locked_until = null, next_attempt_at = now(), updated_at = now()
        where status = 'pending' and (id, attempts) in (${held})
        returning id`);
      return result.rows.length;
    },

    /** For /metrics: deliveries waiting (to be sent or retried) and the age of the oldest, across all instances. */
    async backlog(): Promise<{ pending: number; oldestPendingSeconds: number | null }> {
      const result = await db.execute<{ pending: number | string; oldest: number | string | null }>(sql`
        select count(*)::int as pending, extract(epoch from now() - min(created_at))::float8 as oldest
        from outbox where status = 'pending'`);
      const row = result.rows[0];
      return { pending: Number(row?.pending ?? 0), oldestPendingSeconds: row?.oldest == null ? null : Math.max(0, Number(row.oldest)) };
    },

    async listForContacts(contactIds: number[]): Promise<Map<number, Delivery[]>> {
      const map = new Map<number, Delivery[]>();
      if (contactIds.length === 0) return map;
      const rows = await db.select().from(outbox).where(inArray(outbox.contactId, contactIds)).orderBy(asc(outbox.id));
      for (const row of rows) {
        const list = map.get(row.contactId!) ?? [];
        list.push(toDelivery(row));
        map.set(row.contactId!, list);
      }
      return map;
    },

    async get(id: number) {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
      return row ?? null;
    },

    /** Staff's 'Retry now': a finished failure starts over; a waiting one becomes due at once. */
    async retryNow(id: number): Promise<boolean> {
      const again = await db
        .update(outbox)
        .set({ status: "pending", attempts: 0, nextAttemptAt: new Date(), lockedUntil: null, updatedAt: new Date() })
        .where(and(eq(outbox.id, id), inArray(outbox.status, ["failed", "skipped"])))
        .returning({ id: outbox.id });
      if (again.length > 0) return true;
      const sooner = await db
        .update(outbox)
        .set({ nextAttemptAt: new Date(), updatedAt: new Date() })
        .where(and(eq(outbox.id, id), eq(outbox.status, "pending")))
        .returning({ id: outbox.id });
      return sooner.length > 0;
    },

    /**
     * Inside the lead's delete: every row goes, sent or not, since each payload holds a full copy of the
     * lead (a deletion request covers it) and a waiting one would still send it out. A delivery already
     * in flight cannot be called back; its `finish` then matches no row and records nothing.
     */
    async deleteForContact(tx: DbOrTx, contactId: number): Promise<number> {
      const deleted = await tx.delete(outbox).where(eq(outbox.contactId, contactId)).returning({ id: outbox.id });
      return deleted.length;
    },

    /** Two contacts merged: the deliveries of the one removed belong to the one kept. */
    async moveToContact(tx: DbOrTx, fromContactId: number, toContactId: number): Promise<number> {
      const moved = await tx.update(outbox).set({ contactId: toContactId }).where(eq(outbox.contactId, fromContactId)).returning({ id: outbox.id });
      return moved.length;
    },

    /** Every contact's deliveries, for the contacts that have one that did not get through (failed, or retrying). */
    async withProblems(): Promise<Map<number, Delivery[]>> {
      const problem = or(eq(outbox.status, "failed"), and(eq(outbox.status, "pending"), gt(outbox.attempts, 0)));
      const ids = db.selectDistinct({ id: outbox.contactId }).from(outbox).where(and(isNotNull(outbox.contactId), problem));
      const rows = await db.select().from(outbox).where(inArray(outbox.contactId, ids)).orderBy(asc(outbox.id));
      const map = new Map<number, Delivery[]>();
      for (const row of rows) map.set(row.contactId!, [...(map.get(row.contactId!) ?? []), toDelivery(row)]);
      return map;
    },
  };
}
export type OutboxRepo = ReturnType<typeof createOutboxRepo>;

export function toDelivery(row: typeof outbox.$inferSelect): Delivery {
  return {
    id: row.id,
    kind: row.kind as DeliveryKind,
    status: row.status as DeliveryStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * After a restore: a delivery claimed when the backup was taken belongs to an instance that is not here. It is
 * pending again at once (its attempt counted), rather than after the dead claim's lease would have run out.
 */
export async function freeRestoredDeliveryLeases(tx: DbOrTx): Promise<void> {
  await tx.update(outbox).set({ lockedUntil: null }).where(sql`${outbox.lockedUntil} is not null`);
}
