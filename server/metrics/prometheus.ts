import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Metrics } from "./metrics.ts";

/** Read at scrape time: the database-wide delivery backlog (the same figure on every instance). */
export interface OutboxBacklog {
  pending: number;
  /** Age of the oldest pending delivery; null when none is pending. */
  oldestPendingSeconds: number | null;
}

/** This process's database connections (PGlite: one, without idle or waiting figures). */
export interface DbPoolStats {
  max: number;
  total: number;
  idle: number | null;
  waiting: number | null;
}

export interface MetricsSources {
  outboxBacklog(): Promise<OutboxBacklog>;
  dbPool(): DbPoolStats;
  /** A database read that failed or timed out at scrape time (the scrape still answers, with NaN). */
  onSourceError?(err: unknown): void;
}

export type PrometheusMetrics = Metrics & {
  readonly registry: Registry;
  /** Connects the scrape-time gauges once the database and the outbox exist. */
  observe(sources: MetricsSources): void;
};

/** A scrape must not hang on a slow database: the backlog read gives up after this. */
const SOURCE_TIMEOUT_MS = 1_000;
// Cached pages answer in about a millisecond: the default buckets would put them all in the first one.
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
// The model may take up to LLM_TIMEOUT_MS (15 s by default).
const CHAT_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30];
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** One registry per app instance (tests build many in one process), with Node's default process metrics. */
export function createPrometheusMetrics(): PrometheusMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const http = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP requests by route pattern, method and status: time until the response headers were ready",
    labelNames: ["route", "method", "status"] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });
  const pageCache = new Counter({ name: "page_cache_requests_total", help: "Public pages, feeds and public API reads answered from the page cache (hit) or rendered (miss)", labelNames: ["result"] as const, registers });
  const deliveries = new Counter({ name: "outbox_deliveries_total", help: "Delivery attempts by channel and result", labelNames: ["channel", "result"] as const, registers });
  const jobRuns = new Counter({ name: "job_runs_total", help: "Background job runs in this instance by job and result", labelNames: ["job", "result"] as const, registers });
  const chat = new Histogram({ name: "chat_reply_duration_seconds", help: "Chat replies by mode and the time to answer", labelNames: ["mode"] as const, buckets: CHAT_BUCKETS, registers });

  let sources: MetricsSources | null = null;
  let backlog: Promise<OutboxBacklog | null> | null = null;
  /** Both backlog gauges are collected in the same scrape, side by side: one database read serves them. */
  function readBacklog(): Promise<OutboxBacklog | null> {
    backlog ??= backlogWithin(sources, SOURCE_TIMEOUT_MS).finally(() => (backlog = null));
    return backlog;
  }
  new Gauge({
    name: "outbox_pending_deliveries",
    help: "Deliveries waiting to be sent or retried, across all instances (NaN when the database did not answer in time)",
    registers,
    async collect() {
      const b = await readBacklog();
      this.set(b ? b.pending : Number.NaN);
    },
  });
  new Gauge({
    name: "outbox_oldest_pending_age_seconds",
    help: "Age of the oldest pending delivery, 0 when none is pending (NaN when the database did not answer in time)",
    registers,
    async collect() {
      const b = await readBacklog();
      this.set(b ? (b.oldestPendingSeconds ?? 0) : Number.NaN);
    },
  });
  new Gauge({
    name: "db_pool_connections",
    help: "This instance's database connections: max (the pool's limit), total (open), idle, waiting (queries queued for a connection)",
    labelNames: ["state"] as const,
    registers,
    collect() {
      const pool = sources?.dbPool();
      if (!pool) return;
      this.set({ state: "max" }, pool.max);
      this.set({ state: "total" }, pool.total);
      if (pool.idle !== null) this.set({ state: "idle" }, pool.idle);
      if (pool.waiting !== null) this.set({ state: "waiting" }, pool.waiting);
    },
  });

  return {
    registry,
    observe(s) {
      sources = s;
    },
    request(route, method, status, seconds) {
      http.observe({ route, method: METHODS.has(method) ? method : "other", status }, seconds);
    },
    pageCache: (result) => pageCache.inc({ result }),
    delivery: (channel, result) => deliveries.inc({ channel, result }),
    jobRun: (job, result) => jobRuns.inc({ job, result }),
    chatReply: (mode, seconds) => chat.observe({ mode }, seconds),
  };

  async function backlogWithin(s: MetricsSources | null, ms: number): Promise<OutboxBacklog | null> {
    if (!s) return null;
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`outbox backlog: no answer within ${ms} ms`)), ms)));
      return await Promise.race([s.outboxBacklog(), timeout]);
    } catch (err) {
      s.onSourceError?.(err);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}
