import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { n8nInstances } from "../db/schema.ts";
import type { Logger } from "../lib/logger.ts";
import type { SecretBox } from "../lib/crypto.ts";
import { notFound } from "../lib/errors.ts";
import { apiBase, createN8nClient, N8nError } from "../integrations/n8n/n8n-client.ts";
import type { OutboundGuard } from "../integrations/outbound-guard.ts";
import type { InstanceSyncResult } from "#common/n8n/n8n-types.ts";
import { dedupe, executionsSince, store } from "./n8n-sync-store.ts";

export type N8nSyncOptions = {
  db: Db;
  secrets: SecretBox;
  logger: Logger;
  /** N8N_API_KEY: used by an instance saved without its own key, and only if it is at defaultBaseUrl. */
  defaultApiKey?: string;
  /** N8N_BASE_URL: the instance N8N_API_KEY belongs to. */
  defaultBaseUrl?: string;
  guard: Pick<OutboundGuard, "fetch">;
  /** Per HTTP request (spec: 10 s). */
  timeoutMs?: number;
  /** Whole sync of one instance, all pages included. */
  deadlineMs?: number;
  maxPages?: number;
  pageSize?: number;
  /** How many instances Sync All talks to at once. */
  concurrency?: number;
};

function sameInstance(a: string, b: string): boolean {
  try {
    return apiBase(a) === apiBase(b);
  } catch {
    return false;
  }
}

export function createN8nSync(options: N8nSyncOptions) {
  const { db, secrets, logger } = options;
  const deadlineMs = options.deadlineMs ?? 120_000;
  // One sync per instance at a time in this process: a click during the background run joins it.
  const running = new Map<number, Promise<InstanceSyncResult>>();

  /** The key a sync of this address sends: its own, or N8N_API_KEY if the address is N8N_BASE_URL's. */
  function keyFor(baseUrl: string, ownKey: string | null): string {
    if (ownKey) return ownKey;
    if (!options.defaultApiKey) throw new N8nError("unauthorized", "No API key: enter one for this instance or set N8N_API_KEY on the server");
    if (options.defaultBaseUrl && sameInstance(baseUrl, options.defaultBaseUrl)) return options.defaultApiKey;
    throw new N8nError("unauthorized", "No API key: enter one for this instance (N8N_API_KEY is only sent to the instance at N8N_BASE_URL)");
  }

  function apiKeyOf(row: typeof n8nInstances.$inferSelect): string {
    if (!row.apiKeyEncrypted) return keyFor(row.baseUrl, null);
    try {
      return secrets.decrypt(row.apiKeyEncrypted);
    } catch {
      throw new N8nError("unauthorized", "The stored API key can no longer be read (SECRET_KEY changed?): enter it again");
    }
  }

  async function run(row: typeof n8nInstances.$inferSelect): Promise<InstanceSyncResult> {
    const started = performance.now();
    const deadline = AbortSignal.timeout(deadlineMs);
    const result: InstanceSyncResult = { instanceId: row.id, name: row.name, ok: true, error: null, workflows: 0, archivedWorkflows: 0, executions: 0, durationMs: 0 };
    try {
      const client = createN8nClient({
        baseUrl: row.baseUrl,
        apiKey: apiKeyOf(row),
        timeoutMs: options.timeoutMs ?? 10_000,
        maxPages: options.maxPages,
        pageSize: options.pageSize,
        // Every request also obeys the whole sync's deadline, so many slow pages cannot add up without end.
        guard: { fetch: (input, init) => options.guard.fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline }) },
      });
      const since = await executionsSince(db, row.id);
      const workflows = dedupe(await client.listWorkflows());
      const executions = dedupe(await client.listExecutions({ since }));
      const { archivedWorkflows } = await store(db, row.id, workflows, executions);
      Object.assign(result, { workflows: workflows.length, archivedWorkflows, executions: executions.length });
    } catch (error) {
      result.ok = false;
      if (deadline.aborted) result.error = `Sync stopped: it took longer than ${Math.round(deadlineMs / 100) / 10} s`;
      else if (error instanceof N8nError) result.error = error.message;
      else {
        result.error = "Sync failed because of an unexpected error (see the server log)";
        logger.error({ err: error, instanceId: row.id }, "n8n sync crashed");
      }
    }
    result.durationMs = Math.round(performance.now() - started);
    await db
      .update(n8nInstances)
      .set({ lastSync: new Date(), lastSyncStatus: result.ok ? "success" : "error", lastSyncError: result.error })
      .where(eq(n8nInstances.id, row.id));
    if (!result.ok) logger.warn({ instanceId: row.id, error: result.error }, "n8n sync failed");
    return result;
  }

  function syncRow(row: typeof n8nInstances.$inferSelect): Promise<InstanceSyncResult> {
    const current = running.get(row.id);
    if (current) return current;
    const promise = run(row).finally(() => running.delete(row.id));
    running.set(row.id, promise);
    return promise;
  }

  return {
    /**
     * Before an instance is saved: can a sync reach n8n at this address with this key (or N8N_API_KEY)? null when
     * it can, else the N8nError a sync would fail with (its message says what failed, in words).
     */
    async testConnection(target: { baseUrl: string; apiKey: string | null }): Promise<N8nError | null> {
      try {
        const client = createN8nClient({ baseUrl: target.baseUrl, apiKey: keyFor(target.baseUrl, target.apiKey), timeoutMs: options.timeoutMs ?? 10_000, guard: options.guard });
        await client.checkConnection();
        return null;
      } catch (error) {
        if (error instanceof N8nError) return error;
        logger.error({ err: error }, "n8n connection test crashed");
        return new N8nError("bad_response", "The connection test failed because of an unexpected error (see the server log)");
      }
    },

    /** Syncs one instance; an n8n failure is a result with ok=false (stored in words), not an exception. */
    async syncInstance(id: number): Promise<InstanceSyncResult> {
      const [row] = await db.select().from(n8nInstances).where(eq(n8nInstances.id, id));
      if (!row) throw notFound("Instance");
      return syncRow(row);
    },

    /** Every active instance, a few at a time; each one's failure stays its own. Results in name order. */
    async syncAll(): Promise<InstanceSyncResult[]> {
      const rows = await db.select().from(n8nInstances).where(eq(n8nInstances.isActive, true)).orderBy(n8nInstances.name, n8nInstances.id);
      const results: InstanceSyncResult[] = new Array(rows.length);
      let next = 0;
      const worker = async () => {
        for (let index = next++; index < rows.length; index = next++) {
          const row = rows[index]!;
          results[index] = await syncRow(row).catch((error: unknown) => {
            logger.error({ err: error, instanceId: row.id }, "n8n sync crashed");
            return { instanceId: row.id, name: row.name, ok: false, error: "Sync failed because of an unexpected error (see the server log)", workflows: 0, archivedWorkflows: 0, executions: 0, durationMs: 0 };
          });
        }
      };
      await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 4, rows.length) }, worker));
      return results;
    },
  };
}
export type N8nSync = ReturnType<typeof createN8nSync>;

/** One line for the job history and the Sync All toast: "2 of 3 instances synced; failed: Acme (Wrong API key)". */
export function summarise(results: readonly InstanceSyncResult[]): string {
  if (results.length === 0) return "No active instances to sync";
  const failed = results.filter((r) => !r.ok);
  const head = `${results.length - failed.length} of ${results.length} instance${results.length === 1 ? "" : "s"} synced`;
  return failed.length ? `${head}; failed: ${failed.map((r) => `${r.name} (${r.error})`).join(", ")}` : head;
}
