import type { Registry } from "prom-client";

// What the app records for /metrics (docs/decisions/024-metrics.md). Every label is a bounded value: a route
// pattern or one of a few fixed words, never a raw path, an id, an address or a query.

export type PageCacheResult = "hit" | "miss";
/** `sent` = delivered; `skipped` = its integration is not set up; `retry` = failed, tried again later; `failed` = given up. */
export type DeliveryResult = "sent" | "skipped" | "retry" | "failed";
export type JobResult = "completed" | "failed";
/** `local` = the offline engine's reply; `llm` = worded by the model; `llm_fallback` = the model failed, the engine answered; `staff` = a person handles the conversation. */
export type ChatReplyMode = "local" | "llm" | "llm_fallback" | "staff";

export interface Metrics {
  /** What /metrics serves; null when metrics are off (no route, no HTTP middleware, every recorder a no-op). */
  readonly registry: Registry | null;
  request(route: string, method: string, status: number, seconds: number): void;
  pageCache(result: PageCacheResult): void;
  delivery(channel: string, result: DeliveryResult): void;
  jobRun(job: string, result: JobResult): void;
  chatReply(mode: ChatReplyMode, seconds: number): void;
}

/** Metrics off: every call is a no-op. */
export const noMetrics: Metrics = {
  registry: null,
  request() {},
  pageCache() {},
  delivery() {},
  jobRun() {},
  chatReply() {},
};

/** Seconds since `started` (a `performance.now()` reading). */
export const secondsSince = (started: number) => (performance.now() - started) / 1000;
