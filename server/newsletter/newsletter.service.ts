import { desc, eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { newsletterSubscribers } from "../db/schema.ts";
import { notFound } from "../lib/errors.ts";
import { NEWSLETTER_CONSENT_TEXT, type NewsletterSubscriber } from "../../common/newsletter/newsletter-schemas.ts";

type Row = typeof newsletterSubscribers.$inferSelect;

/**
 * Runs inside the transaction that stores a NEW subscriber (never for a repeat address), so work queued
 * here (e.g. an outbox row for the newsletter webhook) commits together with the subscriber or not at all.
 */
export type SubscribedHook = (tx: Tx, subscriber: NewsletterSubscriber) => Promise<void>;

function toSubscriber(row: Row): NewsletterSubscriber {
  return { id: row.id, email: row.email, source: row.source, createdAt: row.createdAt.toISOString() };
}

export function createNewsletterService(db: Db) {
  const hooks: SubscribedHook[] = [];

  return {
    /** Registers delivery work for new signups (the leads capability forwards them to the newsletter webhook). */
    onSubscribed(hook: SubscribedHook): void {
      hooks.push(hook);
    },

    /** Stores the address once; `created` is false for a repeat (callers must not reveal that to the visitor). */
    async subscribe(input: { email: string; source?: string }): Promise<{ created: boolean; subscriber: NewsletterSubscriber }> {
      const email = input.email.trim().toLowerCase();
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(newsletterSubscribers)
          .values({ email, source: input.source || "blog", consentText: NEWSLETTER_CONSENT_TEXT })
          .onConflictDoNothing({ target: newsletterSubscribers.email })
          .returning();
        if (!inserted) {
          const [existing] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
          return { created: false, subscriber: toSubscriber(existing!) };
        }
        const subscriber = toSubscriber(inserted);
        for (const hook of hooks) await hook(tx, subscriber);
        return { created: true, subscriber };
      });
    },

    async list(): Promise<NewsletterSubscriber[]> {
      const rows = await db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
      return rows.map(toSubscriber);
    },

    async remove(id: number): Promise<void> {
      const deleted = await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).returning({ id: newsletterSubscribers.id });
      if (deleted.length === 0) throw notFound("Subscriber");
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
