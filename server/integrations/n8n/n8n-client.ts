import type { z } from "zod";
import { errorForStatus, N8nError, toN8nError } from "./n8n-errors.ts";
import { executionSchema, pageSchema, workflowSchema, type N8nExecution, type N8nWorkflow } from "./n8n-schemas.ts";
import { safeFetch, type OutboundGuard } from "../outbound-guard.ts";

export { N8nError, type N8nErrorKind } from "./n8n-errors.ts";
export type { N8nExecution, N8nWorkflow } from "./n8n-schemas.ts";

export type N8nClientOptions = {
  /** The instance's address as staff typed it, e.g. https://n8n.example.com (a trailing /api/v1 is tolerated). */
  baseUrl: string;
  apiKey: string;
  /** Per HTTP request, body included. */
  timeoutMs?: number;
  /** Upper bound on pages read by one method call. */
  maxPages?: number;
  /** `limit` sent to n8n; 250 is the API's maximum. */
  pageSize?: number;
  /** Every request goes through it (non-public addresses refused unless allow-listed). */
  guard: Pick<OutboundGuard, "fetch">;
};

export interface N8nClient {
  /** Every workflow, all pages. Throws rather than return a partial list, so a sync never mistakes truncation for deletion. */
  listWorkflows(): Promise<N8nWorkflow[]>;
  /** Newest first; with `since`, stops at the first execution that started before it. At most maxPages pages. */
  listExecutions(options?: { since?: Date }): Promise<N8nExecution[]>;
  /** One small authenticated read (a page of one workflow): throws the N8nError that a sync would meet first. */
  checkConnection(): Promise<void>;
  /** Executions running now (a lower bound if an older version forces reading more than maxPages unfiltered pages). */
  countRunning(): Promise<number>;
}

type Params = Record<string, string>;

/** The instance's API root, so two spellings of one address (trailing slash, /api/v1) compare equal. */
export function apiBase(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new N8nError("blocked_url", "Not a valid URL");
  }
  const path = url.pathname.replace(/\/+$/, "").replace(/\/api\/v1$/, "");
  return `${url.origin}${path}/api/v1`;
}

export function createN8nClient(options: N8nClientOptions): N8nClient {
  const { apiKey, timeoutMs = 10_000, maxPages = 50, pageSize = 250 } = options;
  async function getJson(path: string, params: Params): Promise<unknown> {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      // Checked per call, so a bad address fails as a rejected promise like every other error.
      const url = `${apiBase(options.baseUrl)}${path}?${new URLSearchParams(params).toString()}`;
      const response = await safeFetch(options.guard, url, { headers: { "X-N8N-API-KEY": apiKey, accept: "application/json" }, signal });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw errorForStatus(response.status);
      }
      const text = await response.text();
      try {
        return JSON.parse(text);
      } catch {
        throw new N8nError("bad_response", "n8n answered with something that is not JSON", { status: response.status });
      }
    } catch (error) {
      throw toN8nError(error, { timedOut: signal.aborted, timeoutMs });
    }
  }

  /** Yields each page's items; `truncated` tells whether maxPages cut the listing short. */
  async function* pages<T>(path: string, params: Params, item: z.ZodType<T>): AsyncGenerator<T[], { truncated: boolean }> {
    let cursor: string | undefined;
    for (let page = 0; page < maxPages; page++) {
      const body = pageSchema.safeParse(await getJson(path, { ...params, limit: String(pageSize), ...(cursor ? { cursor } : {}) }));
      if (!body.success) throw new N8nError("bad_response", "n8n answered with data in an unexpected shape");
      const items = body.data.data.map((raw) => item.safeParse(raw));
      if (items.some((r) => !r.success)) throw new N8nError("bad_response", "n8n answered with data in an unexpected shape");
      yield items.flatMap((r) => (r.success ? [r.data] : []));
      const next = body.data.nextCursor;
      if (!next) return { truncated: false };
      if (next === cursor) throw new N8nError("bad_response", "n8n repeated the same page");
      cursor = next;
    }
    return { truncated: true };
  }

  async function countPages(params: Params, keep: (e: N8nExecution) => boolean): Promise<number> {
    let count = 0;
    for await (const items of pages("/executions", params, executionSchema)) count += items.filter(keep).length;
    return count;
  }

  return {
    async checkConnection() {
      const body = pageSchema.safeParse(await getJson("/workflows", { limit: "1" }));
      if (!body.success) throw new N8nError("bad_response", "n8n answered with data in an unexpected shape");
    },

    async listWorkflows() {
      const all: N8nWorkflow[] = [];
      const iterator = pages("/workflows", {}, workflowSchema);
      for (let step = await iterator.next(); ; step = await iterator.next()) {
        if (step.done) {
          if (step.value.truncated) throw new N8nError("bad_response", `n8n has more than ${maxPages} pages of workflows`);
          return all;
        }
        all.push(...step.value);
      }
    },

    async listExecutions({ since } = {}) {
      const all: N8nExecution[] = [];
      for await (const items of pages("/executions", {}, executionSchema)) {
        for (const execution of items) {
          // Listed newest first: the first one older than the cutoff ends the listing.
          if (since && execution.startedAt && execution.startedAt < since) return all;
          all.push(execution);
        }
      }
      return all;
    },

    async countRunning() {
      try {
        return await countPages({ status: "running" }, () => true);
      } catch (error) {
        // Older versions only filter by error|success|waiting and refuse the rest with 400.
        if (!(error instanceof N8nError && error.status === 400)) throw error;
        return countPages({}, (e) => e.status === "running");
      }
    },
  };
}
