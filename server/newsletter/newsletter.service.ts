import type { FirstTouch } from "#common/analytics/first-touch.ts";
import { NEWSLETTER_LINK_HOURS } from "#common/content/site-facts.ts";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers } from "../db/schema.ts";
import { notFound } from "../lib/errors.ts";
import { randomToken, sha256 } from "../lib/crypto.ts";
import type { Outbox } from "../outbox/outbox.service.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import { renderConfirmationMail, unsubscribeHeaders, unsubscribeUrl } from "./newsletter-mail.ts";
import {
  NEWSLETTER_CONSENT_TEXT,
  type NewsletterStatus,
  type NewsletterSubscriber,
  type NewsletterSubscriberExport,
} from "#common/newsletter/newsletter-schemas.ts";

type Row = typeof newsletterSubscribers.$inferSelect;

/**
 * Runs inside the transaction that CONFIRMS a subscriber (double opt-in: a pending address has agreed to nothing
 * yet), so work queued here (the lead and its newsletter webhook) commits with the confirmation or not at all.
 */
/** Work for a confirmed sign-up, in its transaction: the subscriber, and the visit that brought them if it was recorded. */
export type SubscribedHook = (tx: Tx, subscriber: NewsletterSubscriber & { firstTouch?: FirstTouch }) => Promise<void>;

/** A confirmation link is good for two days, and a repeat sign-up re-sends it at most every ten minutes. */
export const CONFIRM_TTL_HOURS = NEWSLETTER_LINK_HOURS;
export const CONFIRM_RESEND_MS = 10 * 60_000;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toSubscriber(row: Row): NewsletterSubscriber {
  return {
    id: row.id,
    email: row.email,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    status: row.status as NewsletterStatus,
    confirmedAt: iso(row.confirmedAt),
    unsubscribedAt: iso(row.unsubscribedAt),
  };
}

export interface NewsletterServiceDeps {
  db: Db;
  outbox: Pick<Outbox, "enqueue" | "kick">;
  settings: Pick<SettingsService, "getMany">;
}

export type ConfirmResult = "confirmed" | "already" | "expired" | "invalid";

export function createNewsletterService({ db, outbox, settings }: NewsletterServiceDeps) {
  const hooks: SubscribedHook[] = [];

  /** `general` is read before the transaction: on the embedded database a query outside it would wait for it. */
  async function queueConfirmation(tx: Tx, row: Row, origin: string, general: Record<string, string>): Promise<string> {
    const token = randomToken();
    const expiresAt = new Date(Date.now() + CONFIRM_TTL_HOURS * 3_600_000);
    await tx
      .update(newsletterSubscribers)
      .set({ confirmTokenHash: sha256(token), confirmExpiresAt: expiresAt, confirmSentAt: new Date() })
      .where(eq(newsletterSubscribers.id, row.id));
    const unsubscribe = unsubscribeUrl(origin, row.unsubscribeToken);
    const mail = await renderConfirmationMail({
      siteName: general.site_name || "Bayou City AI",
      origin,
      confirmUrl: `${origin}/api/newsletter/confirm?token=${token}`,
      unsubscribe,
      expiresHours: CONFIRM_TTL_HOURS,
    });
    await outbox.enqueue(tx, [
      {
        kind: "newsletter_mail",
        contactId: null,
        payload: { to: row.email, ...mail, headers: unsubscribeHeaders(unsubscribe, general.contact_email?.trim() || null), expiresAt: expiresAt.toISOString() },
      },
    ]);
    return token;
  }

  return {
    /** Registers work for confirmed sign-ups (the leads capability forwards them to the newsletter webhook). */
    onSubscribed(hook: SubscribedHook): void {
      hooks.push(hook);
    },

    /**
     * A sign-up: a new, unsubscribed or bounced address becomes pending with this consent and gets a confirmation
     * e-mail; a pending one gets it again (at most every CONFIRM_RESEND_MS); a confirmed one gets nothing. The caller
     * answers the visitor the same in every case. `confirmToken` is for tests and the CLI only, never for the visitor.
     */
    async subscribe(input: { email: string; source?: string; origin: string; firstTouch?: FirstTouch }): Promise<{ created: boolean; subscriber: NewsletterSubscriber; confirmToken: string | null }> {
      const email = input.email.trim().toLowerCase();
      const source = input.source || "blog";
      const general = await settings.getMany("general");
      const result = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(newsletterSubscribers)
          .values({ email, source, consentText: NEWSLETTER_CONSENT_TEXT, status: "pending", firstTouch: input.firstTouch ?? null })
          .onConflictDoNothing({ target: newsletterSubscribers.email })
          .returning();
        if (inserted) return { created: true, subscriber: toSubscriber(inserted), confirmToken: await queueConfirmation(tx, inserted, input.origin, general) };
        const [existing] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).for("update");
        const row = existing!;
        if (row.status === "confirmed") return { created: false, subscriber: toSubscriber(row), confirmToken: null };
        if (row.status === "pending" && row.confirmSentAt && Date.now() - row.confirmSentAt.getTime() < CONFIRM_RESEND_MS) {
          return { created: false, subscriber: toSubscriber(row), confirmToken: null };
        }
        // A new consent (this form's words, now): the earlier one was withdrawn or never confirmed.
        const [renewed] = await tx
          .update(newsletterSubscribers)
          .set({ status: "pending", source, consentText: NEWSLETTER_CONSENT_TEXT, consentAt: new Date(), unsubscribedAt: null, bouncedAt: null, firstTouch: row.firstTouch ?? input.firstTouch ?? null })
          .where(eq(newsletterSubscribers.id, row.id))
          .returning();
        return { created: false, subscriber: toSubscriber(renewed!), confirmToken: await queueConfirmation(tx, renewed!, input.origin, general) };
      });
      if (result.confirmToken) outbox.kick();
      return result;
    },

    /** The confirmation link: single use (the token is cleared), refused once expired. */
    async confirm(token: string): Promise<ConfirmResult> {
      if (!token) return "invalid";
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.confirmTokenHash, sha256(token))).for("update");
        if (!row) return "invalid" as const;
        if (row.status === "confirmed") return "already" as const;
        if (!row.confirmExpiresAt || row.confirmExpiresAt.getTime() <= Date.now()) return "expired" as const;
        const [confirmed] = await tx
          .update(newsletterSubscribers)
          .set({ status: "confirmed", confirmedAt: new Date(), confirmTokenHash: null, confirmExpiresAt: null })
          .where(eq(newsletterSubscribers.id, row.id))
          .returning();
        for (const hook of hooks) await hook(tx, { ...toSubscriber(confirmed!), firstTouch: confirmed!.firstTouch ?? undefined });
        return "confirmed" as const;
      });
      return outcome;
    },

    /** Every link and header in our e-mails: stops all future sends at once, including an issue in progress. */
    async unsubscribe(token: string): Promise<boolean> {
      if (!token) return false;
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.unsubscribeToken, token)).for("update");
        if (!row) return false;
        if (row.status !== "unsubscribed") {
          await tx
            .update(newsletterSubscribers)
            .set({ status: "unsubscribed", unsubscribedAt: new Date(), confirmTokenHash: null, confirmExpiresAt: null })
            .where(eq(newsletterSubscribers.id, row.id));
        }
        await tx
          .update(newsletterDeliveries)
          .set({ status: "cancelled", lockedUntil: null, updatedAt: new Date() })
          .where(and(eq(newsletterDeliveries.subscriberId, row.id), eq(newsletterDeliveries.status, "queued")));
        return true;
      });
    },

    async list(): Promise<NewsletterSubscriber[]> {
      const rows = await db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
      return rows.map(toSubscriber);
    },

    /** Everything we hold on one subscriber, for an access request. */
    async exportOne(id: number): Promise<NewsletterSubscriberExport> {
      const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
      if (!row) throw notFound("Subscriber");
      const received = await db
        .select({ issueId: newsletterIssues.id, subject: newsletterIssues.subject, status: newsletterDeliveries.status, sentAt: newsletterDeliveries.sentAt })
        .from(newsletterDeliveries)
        .innerJoin(newsletterIssues, eq(newsletterIssues.id, newsletterDeliveries.issueId))
        .where(eq(newsletterDeliveries.subscriberId, id))
        .orderBy(newsletterIssues.id);
      return {
        ...toSubscriber(row),
        consentText: row.consentText,
        consentAt: row.consentAt.toISOString(),
        bouncedAt: iso(row.bouncedAt),
        issuesReceived: received.map((r) => ({ ...r, sentAt: iso(r.sentAt) })),
      };
    },

    /** Deletes the subscriber; their rows in sent issues keep only the counts (the subscriber id becomes null). */
    async remove(id: number): Promise<void> {
      await db
        .update(newsletterDeliveries)
        .set({ status: "cancelled", updatedAt: new Date() })
        .where(and(eq(newsletterDeliveries.subscriberId, id), inArray(newsletterDeliveries.status, ["queued"])));
      const deleted = await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).returning({ id: newsletterSubscribers.id });
      if (deleted.length === 0) throw notFound("Subscriber");
    },

    /** How many would receive an issue sent now. */
    async confirmedCount(): Promise<number> {
      const result = await db.execute<{ n: number | string }>(sql`select count(*)::int as n from newsletter_subscribers where status = 'confirmed'`);
      return Number(result.rows[0]?.n ?? 0);
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
