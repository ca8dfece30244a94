// The two ways a calendar provider fails a request (provider-http.ts decides which).

/** The calendar could not be reached (network, timeout, 5xx) even after retries. */
export class ProviderUnavailable extends Error {
  readonly provider: string;
  constructor(provider: string, detail: string) {
    super(`${provider} is unreachable: ${detail}`);
    this.name = "ProviderUnavailable";
    this.provider = provider;
  }
}

/** The calendar answered and refused (4xx): not retried. A refused booking means the time is not free there. */
export class ProviderRejected extends Error {
  readonly provider: string;
  readonly status: number;
  constructor(provider: string, status: number, detail: string) {
    super(`${provider} refused the request (HTTP ${status}${detail ? `: ${detail}` : ""})`);
    this.name = "ProviderRejected";
    this.provider = provider;
    this.status = status;
  }
}
