import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { n8nInstances, n8nWorkflows } from "../db/schema.ts";
import type { Logger } from "../lib/logger.ts";
import type { SecretBox } from "../lib/crypto.ts";
import { ApiError, badRequest, notFound } from "../lib/errors.ts";
import { parseOrThrow } from "../lib/validate.ts";
import { UrlBlockedError, type OutboundGuard } from "../integrations/outbound-guard.ts";
import { apiBase } from "../integrations/n8n/n8n-client.ts";
import { instanceSchema, type InstanceInput, type InstanceType } from "#common/n8n/n8n-instance-schema.ts";
import type { N8nAnalytics, N8nInstanceView, N8nWorkflowView, SyncStatus } from "#common/n8n/n8n-types.ts";
import { analytics, analyticsByInstance, listWorkflows, recentActivity } from "./n8n-analytics-store.ts";
import { createN8nSync, type N8nSyncOptions } from "./n8n-sync.ts";
import { pruneExecutions, type PruneSummary } from "./n8n-prune.ts";

export type N8nServiceOptions = {
  db: Db;
  secrets: SecretBox;
  logger: Logger;
  /** N8N_API_KEY */
  defaultApiKey?: string;
  /** N8N_BASE_URL: the only instance N8N_API_KEY is sent to. */
  defaultBaseUrl?: string;
  guard: OutboundGuard;
  /** Test knobs for the client (page size, timeouts). */
  sync?: Partial<Pick<N8nSyncOptions, "timeoutMs" | "deadlineMs" | "maxPages" | "pageSize" | "concurrency">>;
};

type InstanceRow = typeof n8nInstances.$inferSelect;

/** Two spellings of one n8n address (a trailing slash, /api/v1) are the same instance. */
function sameAddress(a: string, b: string): boolean {
  try {
    return apiBase(a) === apiBase(b);
  } catch {
    return a === b;
  }
}

const EMPTY_STATS: N8nAnalytics = {
  totalWorkflows: 0,
  activeWorkflows: 0,
  successRate: null,
  successfulExecutions: 0,
  totalExecutions: 0,
  runningExecutions: 0,
  avgExecutionTime: null,
};

/** The public face of a row: the key (even encrypted) never leaves this function. */
function toView(row: InstanceRow, stats: N8nAnalytics | undefined): N8nInstanceView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    baseUrl: row.baseUrl,
    type: row.type === "client" ? "client" : "internal",
    clientId: row.clientId,
    isActive: row.isActive,
    hasApiKey: row.apiKeyEncrypted !== null,
    usesDefaultKey: row.apiKeyEncrypted === null,
    lastSync: row.lastSync?.toISOString() ?? null,
    lastSyncStatus: row.lastSyncStatus === "success" || row.lastSyncStatus === "error" ? (row.lastSyncStatus as SyncStatus) : null,
    lastSyncError: row.lastSyncError,
    createdAt: row.createdAt.toISOString(),
    stats: stats ?? EMPTY_STATS,
  };
}

export function createN8nService(options: N8nServiceOptions) {
  const { db, secrets, guard } = options;
  const sync = createN8nSync({ db, secrets, logger: options.logger, defaultApiKey: options.defaultApiKey, defaultBaseUrl: options.defaultBaseUrl, guard, ...options.sync });

  /**
   * Refuses at save time what the sync would refuse anyway (addresses that are not public and not
   * allow-listed), so staff see it at the field. A host that does not resolve now is accepted: it may be down briefly.
   */
  async function checkReachable(url: string, field: string): Promise<void> {
    try {
      await guard.checkUrl(url, { signal: AbortSignal.timeout(3000) });
    } catch (error) {
      if (error instanceof UrlBlockedError) throw badRequest(`Please check: ${field}`, { [field]: error.message });
    }
  }

  async function row(id: number): Promise<InstanceRow> {
    const [found] = await db.select().from(n8nInstances).where(eq(n8nInstances.id, id));
    if (!found) throw notFound("Instance");
    return found;
  }

  async function view(id: number): Promise<N8nInstanceView> {
    return toView(await row(id), await analytics(db, id));
  }

  function columns(input: InstanceInput) {
    return {
      name: input.name,
      description: input.description,
      baseUrl: input.baseUrl,
      type: input.type satisfies InstanceType,
      clientId: input.clientId || null,
      isActive: input.isActive,
    };
  }

  /** The key column an update writes: a new key, none (back to N8N_API_KEY), or left out to keep the stored one. */
  function storedKey(input: InstanceInput): { apiKeyEncrypted?: string | null } {
    if (input.apiKey) return { apiKeyEncrypted: secrets.encrypt(input.apiKey) };
    return input.clearApiKey ? { apiKeyEncrypted: null } : {};
  }

  return {
    sync,

    async list(): Promise<N8nInstanceView[]> {
      const rows = await db.select().from(n8nInstances).orderBy(n8nInstances.name, n8nInstances.id);
      const stats = await analyticsByInstance(db);
      return rows.map((r) => toView(r, stats.get(r.id)));
    },

    get: view,

    /**
     * Tests the connection first: an instance whose first sync could not work is not added; the answer
     * says what failed, at the field to fix (the key for a refused key, else the address). Nothing is stored.
     */
    async create(input: InstanceInput): Promise<N8nInstanceView> {
      await checkReachable(input.baseUrl, "baseUrl");
      const failure = await sync.testConnection({ baseUrl: input.baseUrl, apiKey: input.apiKey || null });
      if (failure) {
        const field = failure.kind === "unauthorized" ? "apiKey" : "baseUrl";
        throw new ApiError(422, `Connection test failed: ${failure.message}`, { errors: { [field]: failure.message } });
      }
      const [created] = await db
        .insert(n8nInstances)
        .values({ ...columns(input), apiKeyEncrypted: input.apiKey ? secrets.encrypt(input.apiKey) : null })
        .returning();
      return toView(created!, undefined);
    },

    /**
     * A partial update over the stored values, validated as a whole (so switching to 'client' without any key
     * is refused). An empty or missing apiKey keeps the stored key; `clearApiKey: true` removes it, so an
     * internal instance falls back to N8N_API_KEY (decision 007).
     */
    async update(id: number, patch: Record<string, unknown>): Promise<N8nInstanceView> {
      const current = await row(id);
      const merged = {
        name: current.name,
        description: current.description,
        baseUrl: current.baseUrl,
        type: current.type,
        clientId: current.clientId ?? "",
        isActive: current.isActive,
        ...patch,
        apiKey: patch.apiKey ?? "",
      };
      const input = parseOrThrow(instanceSchema({ hasStoredKey: current.apiKeyEncrypted !== null, storedBaseUrl: current.baseUrl, sameAddress }), merged);
      if (input.baseUrl !== current.baseUrl) await checkReachable(input.baseUrl, "baseUrl");
      await db
        .update(n8nInstances)
        .set({ ...columns(input), ...storedKey(input), updatedAt: new Date() })
        .where(eq(n8nInstances.id, id));
      return view(id);
    },

    /** Removes executions outside the kept window (n8n-prune.ts); the figures are computed from what stays. */
    pruneExecutions: (): Promise<PruneSummary> => pruneExecutions(db),

    /** Its workflows, executions and contact assignments go with it (foreign keys cascade). */
    async remove(id: number): Promise<void> {
      const deleted = await db.delete(n8nInstances).where(eq(n8nInstances.id, id)).returning({ id: n8nInstances.id });
      if (deleted.length === 0) throw notFound("Instance");
    },

    async analytics(instanceId?: number): Promise<N8nAnalytics> {
      if (instanceId !== undefined) await row(instanceId);
      return analytics(db, instanceId);
    },

    async workflows(instanceId?: number): Promise<N8nWorkflowView[]> {
      if (instanceId !== undefined) await row(instanceId);
      return listWorkflows(db, { instanceId });
    },

    async recentActivity(options: { instanceId?: number; limit: number }) {
      if (options.instanceId !== undefined) await row(options.instanceId);
      return recentActivity(db, options);
    },

    /** The production webhook URL of a workflow (null clears it); leads are posted there on assignment. */
    async setWebhookUrl(workflowId: number, webhookUrl: string | null): Promise<N8nWorkflowView> {
      if (webhookUrl) await checkReachable(webhookUrl, "webhookUrl");
      const updated = await db
        .update(n8nWorkflows)
        .set({ webhookUrl, updatedAt: new Date() })
        .where(eq(n8nWorkflows.id, workflowId))
        .returning({ id: n8nWorkflows.id });
      if (updated.length === 0) throw notFound("Workflow");
      const [found] = await listWorkflows(db, { workflowId });
      return found!;
    },
  };
}
export type N8nService = ReturnType<typeof createN8nService>;
