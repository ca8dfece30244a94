import { safeFetch, UrlBlockedError, type OutboundGuard } from "../../integrations/outbound-guard.ts";
import { findCause, networkFailure } from "../../integrations/outbound/network-errors.ts";
import { backoffDelayMs } from "../../outbox/backoff.ts";
import { ProviderRejected, ProviderUnavailable } from "./provider-errors.ts";

// One request to a calendar provider, retried while the failure may pass (network, timeout, 5xx, 429) and never
// when the provider answered and refused (4xx): a visitor waits for this, so the attempts are few and quick.

export interface RetryOptions {
  attempts: number;
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { attempts: 3, baseMs: 250, maxMs: 2_000 };
export const DEFAULT_TIMEOUT_MS = 8_000;

export interface ProviderHttp {
  guard: Pick<OutboundGuard, "fetch">;
  timeoutMs?: number;
  retry?: RetryOptions;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The ok response, ProviderRejected on a 4xx, ProviderUnavailable once the attempts are spent. */
export async function providerFetch(provider: string, http: ProviderHttp, url: string, init: RequestInit, accept: (status: number) => boolean = () => false): Promise<Response> {
  const retry = http.retry ?? DEFAULT_RETRY;
  const timeoutMs = http.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let detail = "no answer";
  for (let attempt = 1; attempt <= retry.attempts; attempt++) {
    if (attempt > 1) await sleep(backoffDelayMs(attempt - 1, { ...retry, jitter: 0.2 }));
    let response: Response;
    try {
      response = await safeFetch(http.guard, url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const blocked = findCause(error, UrlBlockedError);
      if (blocked) throw blocked;
      detail = error instanceof Error && error.name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : networkFailure(error);
      continue;
    }
    if (response.ok || accept(response.status)) return response;
    await response.body?.cancel();
    if (response.status >= 500 || response.status === 429) {
      detail = `HTTP ${response.status}`;
      continue;
    }
    throw new ProviderRejected(provider, response.status, "");
  }
  throw new ProviderUnavailable(provider, retry.attempts > 1 ? `${detail} after ${retry.attempts} attempts` : detail);
}
