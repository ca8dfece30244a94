import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";
import type { OutboundGuard } from "../integrations/outbound-guard.ts";
import { createMailer, SmtpError, smtpConfigFromSettings, type Mailer, type MailerConfig } from "../integrations/smtp.ts";
import { limitKey, type RateLimitStore } from "../lib/rate-limit.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import { backoffDelayMs, type BackoffOptions } from "../outbox/backoff.ts";
import { backgroundRunControls } from "../lifecycle/settle.ts";
import { unsubscribeHeaders, unsubscribeUrl, UNSUBSCRIBE_TOKEN_SLOT } from "./newsletter-mail.ts";

/** 600 a minute (10 a second): see docs/decisions/030 and the `newsletter_rate` setting. */
export const DEFAULT_NEWSLETTER_RATE = 600;
export const INTERRUPTED = "Interrupted while sending (instance stopped or crashed): not sent again, so nobody gets it twice";

export interface NewsletterSenderOptions {
  /** How long claimed rows stay ours; a row is renewed when its send starts. */
  leaseMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  backoff?: BackoffOptions;
}

interface Claimed {
  id: number;
  issueId: number;
  attempts: number;
}

interface IssueBody {
  subject: string;
  html: string;
  text: string;
  origin: string;
}

export interface SenderDeps {
  db: Db;
  settings: Pick<SettingsService, "getMany">;
  guard: OutboundGuard;
  rateLimits: RateLimitStore;
  logger: Logger;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A failure after which the message certainly did not arrive: the server said "not now", or was never reached. */
function certainlyNotDelivered(error: SmtpError): boolean {
  if (error.kind === "unreachable" || error.kind === "auth") return true;
  return error.responseCode !== undefined && error.responseCode >= 400 && error.responseCode < 500;
}

/**
 * Delivers queued newsletter rows (newsletter_deliveries), never twice to one person: rows are claimed with
 * SKIP LOCKED and a lease, each send is fenced by its attempt number, a row turns `sending` right before its
 * SMTP transaction and one found `sending` with an expired lease (its instance died mid-send) is failed, not
 * resent. A retry happens only when the mail server certainly did not take the message. The rate is shared by
 * all instances through the rate-limit store (one counter per second).
 */
export function createNewsletterSender(deps: SenderDeps, options: NewsletterSenderOptions = {}) {
  const leaseMs = options.leaseMs ?? 60_000;
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 5;
  const backoff = options.backoff ?? { baseMs: 60_000, maxMs: 30 * 60_000, jitter: 0.2 };
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  /** Claimed by this process and not started yet: given back on shutdown. */
  const held = new Map<number, Claimed>();

  async function rate(): Promise<number> {
    const email = await deps.settings.getMany("email");
    const n = Number(email.newsletter_rate);
    return Number.isFinite(n) && n > 0 ? n : DEFAULT_NEWSLETTER_RATE;
  }

  /** Waits for a slot in the shared per-window budget (windows of 1 s, or longer below 60 a minute). */
  async function takeSlot(perMinute: number): Promise<void> {
    const windowMs = perMinute >= 60 ? 1000 : Math.ceil(60_000 / perMinute);
    const limit = Math.max(1, Math.floor((perMinute * windowMs) / 60_000));
    for (;;) {
      const { count, resetAt } = await deps.rateLimits.hit(limitKey("newsletter:send"), windowMs);
      if (count <= limit) return;
      await sleep(Math.max(5, resetAt.getTime() - Date.now()));
    }
  }

  async function failInterrupted(): Promise<void> {
    await deps.db.execute(sql`
      update newsletter_deliveries set status = 'failed', last_error = ${INTERRUPTED}, locked_until = null, updated_at = now()
      where status = 'sending' and locked_until < now()`);
  }

  async function claim(limit: number): Promise<Claimed[]> {
    const result = await deps.db.execute<{ id: number; issue_id: number; attempts: number }>(sql`
      with due as (
        select id from newsletter_deliveries
        where status = 'queued' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
        order by next_attempt_at, id limit ${limit}
        for update skip locked)
      update newsletter_deliveries d
      set locked_until = now() + ${`${leaseMs} milliseconds`}::interval, attempts = d.attempts + 1, updated_at = now()
      from due where d.id = due.id
      returning d.id, d.issue_id, d.attempts`);
    return result.rows.map((r) => ({ id: Number(r.id), issueId: Number(r.issue_id), attempts: Number(r.attempts) }));
  }

  /** Marks the row `sending` if this claim still holds it and its subscriber is still confirmed. */
  async function start(row: Claimed): Promise<{ email: string; token: string } | null> {
    const result = await deps.db.execute<{ email: string; unsubscribe_token: string }>(sql`
      update newsletter_deliveries d
      set status = 'sending', locked_until = now() + ${`${leaseMs} milliseconds`}::interval, updated_at = now()
      from newsletter_subscribers s
      where d.id = ${row.id} and d.attempts = ${row.attempts} and d.status = 'queued' and s.id = d.subscriber_id and s.status = 'confirmed'
      returning s.email, s.unsubscribe_token`);
    const hit = result.rows[0];
    if (hit) return { email: hit.email, token: hit.unsubscribe_token };
    // Unsubscribed, bounced or deleted since the issue was queued: never sent.
    await deps.db.execute(sql`
      update newsletter_deliveries d set status = 'cancelled', locked_until = null, updated_at = now()
      where d.id = ${row.id} and d.attempts = ${row.attempts} and d.status = 'queued'
        and not exists (select 1 from newsletter_subscribers s where s.id = d.subscriber_id and s.status = 'confirmed')`);
    return null;
  }

  async function finish(row: Claimed, set: ReturnType<typeof sql>): Promise<void> {
    await deps.db.execute(sql`
      update newsletter_deliveries set ${set}, locked_until = null, updated_at = now()
      where id = ${row.id} and attempts = ${row.attempts} and status = 'sending'`);
  }

  async function deliver(row: Claimed, mailer: Mailer, issue: IssueBody, mailbox: string | null): Promise<boolean> {
    const to = await start(row);
    if (!to) return false;
    const url = unsubscribeUrl(issue.origin, to.token);
    const fill = (s: string) => s.replaceAll(UNSUBSCRIBE_TOKEN_SLOT, to.token);
    try {
      await mailer.send({ to: to.email, subject: issue.subject, html: fill(issue.html), text: fill(issue.text), headers: unsubscribeHeaders(url, mailbox) });
      await finish(row, sql`status = 'sent', sent_at = now(), last_error = null`);
      return true;
    } catch (error) {
      const smtp = error instanceof SmtpError ? error : null;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      if (smtp && certainlyNotDelivered(smtp) && row.attempts < maxAttempts) {
        const delay = backoffDelayMs(row.attempts, backoff);
        await finish(row, sql`status = 'queued', last_error = ${message}, next_attempt_at = now() + ${`${delay} milliseconds`}::interval`);
      } else {
        await finish(row, sql`status = 'failed', last_error = ${message}`);
        // A permanent refusal of the recipient: the address bounces, so no later issue goes there.
        if (smtp?.kind === "rejected" && smtp.responseCode !== undefined && smtp.responseCode >= 500) {
          await deps.db.execute(sql`
            update newsletter_subscribers set status = 'bounced', bounced_at = now()
            where status = 'confirmed' and id = (select subscriber_id from newsletter_deliveries where id = ${row.id})`);
        }
      }
      deps.logger.warn({ deliveryId: row.id, err: message }, "newsletter e-mail failed");
      return false;
    }
  }

  async function issueBody(id: number, cache: Map<number, IssueBody>): Promise<IssueBody | null> {
    const known = cache.get(id);
    if (known) return known;
    const result = await deps.db.execute<{ subject: string; html: string; text: string; site_origin: string }>(
      sql`select subject, html, text, site_origin from newsletter_issues where id = ${id}`,
    );
    const row = result.rows[0];
    if (!row) return null;
    const body = { subject: row.subject, html: row.html, text: row.text, origin: row.site_origin };
    cache.set(id, body);
    return body;
  }

  async function closeFinishedIssues(): Promise<void> {
    await deps.db.execute(sql`
      update newsletter_issues i set status = 'sent', finished_at = now()
      where i.status = 'sending' and not exists (
        select 1 from newsletter_deliveries d where d.issue_id = i.id and d.status in ('queued', 'sending'))`);
  }

  async function drain(): Promise<number> {
    await failInterrupted();
    const config: (MailerConfig & { siteName: string }) | null = await smtpConfigFromSettings(deps.settings);
    if (!config) return 0;
    const mailbox = (await deps.settings.getMany("general")).contact_email?.trim() || null;
    const mailer = createMailer(config, { guard: deps.guard, pool: true });
    const issues = new Map<number, IssueBody>();
    let sent = 0;
    try {
      while (!stopped) {
        const perMinute = await rate();
        // No more than half a lease's worth at this rate, so a claim never outlives its lease while waiting its turn.
        const rows = await claim(Math.max(1, Math.min(batchSize, Math.floor((perMinute * leaseMs) / 120_000))));
        if (rows.length === 0) break;
        for (const row of rows) held.set(row.id, row);
        for (const row of rows) {
          if (stopped) break;
          held.delete(row.id);
          const issue = await issueBody(row.issueId, issues);
          if (!issue) continue;
          await takeSlot(perMinute);
          if (await deliver(row, mailer, issue, mailbox)) sent++;
        }
        await closeFinishedIssues();
      }
    } finally {
      mailer.close();
      await closeFinishedIssues().catch(() => undefined);
    }
    return sent;
  }

  function runDue(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        let sent = await drain();
        while (again && !stopped) {
          again = false;
          sent += await drain();
        }
        return sent;
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    runDue,
    kick(): void {
      runDue().catch((err: unknown) => deps.logger.error({ err }, "newsletter send run failed"));
    },
    // Shutdown: no new send starts (the one in progress ends); claimed rows are given back by release().
    ...backgroundRunControls(() => running, () => {
      stopped = true;
    }),
    /** Claimed rows not started yet are due at once for another instance. */
    async release(): Promise<number> {
      const rows = [...held.values()];
      held.clear();
      if (rows.length === 0) return 0;
      const list = sql.join(rows.map((r) => sql`(${r.id}::int, ${r.attempts}::int)`), sql`, `);
      const result = await deps.db.execute(sql`
        update newsletter_deliveries set locked_until = null, updated_at = now()
        where status = 'queued' and (id, attempts) in (${list}) returning id`);
      return result.rows.length;
    },
    /** Rows waiting across all instances (the job's summary). */
    async backlog(): Promise<number> {
      const result = await deps.db.execute<{ n: number }>(sql`select count(*)::int as n from newsletter_deliveries where status in ('queued', 'sending')`);
      return Number(result.rows[0]?.n ?? 0);
    },
  };
}
export type NewsletterSender = ReturnType<typeof createNewsletterSender>;
