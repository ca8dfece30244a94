export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  /** Fraction of the delay added at random, so deliveries that failed together do not retry together. */
  jitter?: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 30_000, maxMs: 60 * 60_000, jitter: 0.2 };

/** Delay before the next attempt after `attempts` failed ones: base, 2×base, 4×base … capped at maxMs. */
export function backoffDelayMs(attempts: number, options: BackoffOptions = DEFAULT_BACKOFF, random = Math.random): number {
  const exponent = Math.max(0, attempts - 1);
  const plain = Math.min(options.maxMs, options.baseMs * 2 ** Math.min(exponent, 30));
  return Math.round(Math.min(options.maxMs, plain * (1 + (options.jitter ?? 0) * random())));
}
