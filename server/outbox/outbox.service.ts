import type { Db } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";
import type { StaffMailPayload } from "./outbox-payloads.ts";
import { DELIVERY_KIND_LABELS } from "#common/contacts/contact-types.ts";
import { UrlBlockedError } from "../integrations/outbound-guard.ts";
import { backoffDelayMs, DEFAULT_BACKOFF, type BackoffOptions } from "./backoff.ts";
import { createOutboxRepo, type ClaimedRow } from "./outbox-store.ts";
import type { Deliverer, PluggedDeliveryKind } from "./deliverers.ts";
import type { DeliveryKind } from "#common/contacts/contact-types.ts";
import { backgroundRunControls } from "../lifecycle/settle.ts";
import { noMetrics, type Metrics } from "../metrics/metrics.ts";

export interface OutboxOptions {
  backoff?: BackoffOptions;
  /** After this many attempts a delivery is marked failed (staff can still retry it). */
  maxAttempts?: number;
  /**
   * How long a claimed row stays ours without a heartbeat: short, so that rows held by a crashed
   * instance are free again within seconds; a send in progress renews it every `heartbeatMs`, however
   * long it takes (SMTP: up to 10 s connect + 10 s greeting + 20 s socket).
   */
  leaseMs?: number;
  heartbeatMs?: number;
  batchSize?: number;
}

/** What became of one delivery (`label` names its channel), for the contact's timeline. */
export type DeliveryOutcome = { label: string } & (
  | { status: "delivered"; detail?: string }
  | { status: "skipped"; reason: string }
  | { status: "failed"; attempts: number; message: string }
  | { status: "retrying"; message: string }
);
/** Writes a delivery's outcome on the contact's timeline; the contacts module owns it and words it (contact-history.ts). */
export type DeliveryNote = (contactId: number, outcome: DeliveryOutcome) => Promise<void>;

export interface OutboxDeps {
  db: Db;
  deliverers: Record<Exclude<DeliveryKind, PluggedDeliveryKind>, Deliverer>;
  logger: Logger;
  noteOnContact: DeliveryNote;
  /** Counts each attempt's outcome by channel (the delivery kind). */
  metrics?: Pick<Metrics, "delivery">;
}

export interface RunSummary {
  delivered: number;
  retrying: number;
  failed: number;
  skipped: number;
}

function describe(error: unknown): { message: string; retryable: boolean; minDelayMs: number } {
  if (error instanceof UrlBlockedError) return { message: error.message, retryable: false, minDelayMs: 0 };
  const e = error as { message?: unknown; retryable?: unknown; retryAfterSec?: unknown };
  const message = typeof e?.message === "string" && e.message ? e.message : String(error);
  // Errors of our integration clients say whether a resend can help; anything else (DNS, a bug) is retried.
  const retryable = typeof e?.retryable === "boolean" ? e.retryable : true;
  const minDelayMs = typeof e?.retryAfterSec === "number" ? e.retryAfterSec * 1000 : 0;
  return { message: message.slice(0, 1000), retryable, minDelayMs };
}

/**
 * Durable deliveries: rows written in the same transaction as the lead, claimed with a lease,
 * retried with capped exponential backoff. At-least-once towards the outside world (a crash between
 * sending and recording resends after the lease), once in every other case, across any number of instances.
 */
export function createOutbox({ db, deliverers, logger, noteOnContact, metrics = noMetrics }: OutboxDeps, options: OutboxOptions = {}) {
  const repo = createOutboxRepo(db);
  // The built-in deliverers and the ones features plug in; a row of a kind nobody plugged in fails as unknown.
  const table: Partial<Record<DeliveryKind, Deliverer>> = { ...deliverers };
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const maxAttempts = options.maxAttempts ?? 20;
  const leaseMs = options.leaseMs ?? 20_000;
  const heartbeatMs = options.heartbeatMs ?? Math.floor(leaseMs / 4);
  const batchSize = options.batchSize ?? 10;
  let running: Promise<RunSummary> | null = null;
  let again = false;
  let stopped = false;
  /** Rows being delivered by this process: renewed by the heartbeat, given back on shutdown. */
  const inflight = new Map<number, ClaimedRow>();
  let heartbeat: NodeJS.Timeout | null = null;
  let renewing: Promise<unknown> = Promise.resolve();

  function beat() {
    heartbeat = setTimeout(() => {
      renewing = repo
        .renew([...inflight.values()], leaseMs)
        .catch((err: unknown) => logger.warn({ err }, "delivery lease renewal failed"))
        .finally(() => (inflight.size > 0 ? beat() : (heartbeat = null)));
    }, heartbeatMs);
    heartbeat.unref();
  }

  async function note(contactId: number | null, outcome: DeliveryOutcome) {
    if (contactId !== null) await noteOnContact(contactId, outcome);
  }

  async function deliver(row: ClaimedRow, summary: RunSummary): Promise<void> {
    const label = DELIVERY_KIND_LABELS[row.kind] ?? row.kind;
    const deliverer = table[row.kind];
    try {
      if (!deliverer) throw Object.assign(new Error(`Unknown delivery kind ${row.kind}`), { retryable: false });
      const result = await deliverer(row.payload, { attempt: row.attempts, last: row.attempts >= maxAttempts });
      if (result.status === "skipped") {
        if (await repo.finish(row, { status: "skipped", error: result.reason })) {
          summary.skipped++;
          metrics.delivery(row.kind, "skipped");
          await note(row.contactId, { label, status: "skipped", reason: result.reason });
        }
        return;
      }
      if (await repo.finish(row, { status: "delivered" })) {
        summary.delivered++;
        metrics.delivery(row.kind, "sent");
        await note(row.contactId, { label, status: "delivered", detail: result.detail });
      }
    } catch (error) {
      const { message, retryable, minDelayMs } = describe(error);
      logger.warn({ deliveryId: row.id, kind: row.kind, attempt: row.attempts, err: message }, "delivery failed");
      if (!retryable || row.attempts >= maxAttempts) {
        if (await repo.finish(row, { status: "failed", error: message })) {
          summary.failed++;
          metrics.delivery(row.kind, "failed");
          await note(row.contactId, { label, status: "failed", attempts: row.attempts, message });
        }
        return;
      }
      const delayMs = Math.max(minDelayMs, backoffDelayMs(row.attempts, backoff));
      if ((await repo.finish(row, { status: "retry", error: message, delayMs })) && row.attempts === 1) {
        await note(row.contactId, { label, status: "retrying", message });
      }
      summary.retrying++;
      metrics.delivery(row.kind, "retry");
    }
  }

  async function drain(): Promise<RunSummary> {
    const summary: RunSummary = { delivered: 0, retrying: 0, failed: 0, skipped: 0 };
    // Bounded, so one run cannot hold the scheduler forever while rows keep arriving.
    for (let batch = 0; batch < 20 && !stopped; batch++) {
      const rows = await repo.claimDue(batchSize, leaseMs);
      if (rows.length === 0) break;
      for (const row of rows) inflight.set(row.id, row);
      if (!heartbeat) beat();
      // Side by side: one slow or dead target must not hold up the others.
      await Promise.all(rows.map((row) => deliver(row, summary).finally(() => inflight.delete(row.id))));
    }
    return summary;
  }

  /** Delivers everything due now; concurrent calls in this process share one run. */
  function runDue(): Promise<RunSummary> {
    if (stopped && !running) return Promise.resolve({ delivered: 0, retrying: 0, failed: 0, skipped: 0 });
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        let summary = await drain();
        while (again && !stopped) {
          again = false;
          const more = await drain();
          summary = {
            delivered: summary.delivered + more.delivered,
            retrying: summary.retrying + more.retrying,
            failed: summary.failed + more.failed,
            skipped: summary.skipped + more.skipped,
          };
        }
        return summary;
      } finally {
        running = null;
      }
    })();
    return running;
  }

  /** Starts a run in the background (after a commit); failures are logged, the job retries later. */
  function kick(): void {
    runDue().catch((err: unknown) => logger.error({ err }, "outbox run failed"));
  }

  return {
    /** Inside the caller's transaction (the lead's or the assignment's): rows become due when it commits. */
    enqueue: repo.enqueue,
    /** Queues an e-mail to one staff member (invitation, password reset) and starts a delivery run. */
    async sendStaffMail(mail: StaffMailPayload, opts: { notBefore?: Date } = {}): Promise<void> {
      await repo.enqueue(db, [{ kind: "staff_mail", contactId: null, payload: { ...mail }, ...opts }]);
      kick();
    },
    /** A repeat of a lead replaces its still-waiting copies instead of queueing a second send. */
    enqueueOrRefresh: repo.enqueueOrRefresh,
    deliveriesFor: repo.listForContacts,
    delivery: repo.get,
    deleteForContact: repo.deleteForContact,
    backlog: repo.backlog,
    moveToContact: repo.moveToContact,
    deliveriesWithProblems: repo.withProblems,
    runDue,
    kick,
    /** A feature's deliverer for its own kind (the SMS adapter's texts), registered from its hooks. */
    useDeliverer(kind: PluggedDeliveryKind, deliverer: Deliverer): void {
      table[kind] = deliverer;
    },
    /** Whether a feature plugged in this kind's deliverer (a channel that is not built yet has none). */
    hasDeliverer(kind: string): boolean {
      return kind in table;
    },
    // Shutdown: claims nothing more (rows stay due for another instance); sends in progress go on.
    ...backgroundRunControls(() => running, () => {
      stopped = true;
    }),
    /** Gives back the rows whose send did not end (after `settle` gave up), due at once for another instance. */
    async release(): Promise<number> {
      const rows = [...inflight.values()];
      // No renewal may land after the release and lock the rows again.
      inflight.clear();
      if (heartbeat) clearTimeout(heartbeat);
      heartbeat = null;
      await renewing;
      return repo.release(rows);
    },
    async retryNow(id: number): Promise<boolean> {
      const ok = await repo.retryNow(id);
      if (ok) kick();
      return ok;
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
