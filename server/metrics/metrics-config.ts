import type { Env } from "../env.ts";

export type MetricsConfig =
  | { on: false }
  /** On the site's port behind the bearer token. */
  | { on: true; listen: "main"; token: string }
  /** On an internal listener of its own (the token, when set too, is asked there). */
  | { on: true; listen: "internal"; port: number; host: string; token: string | undefined };

/** Off unless METRICS_PORT or METRICS_TOKEN is set; METRICS_PORT moves /metrics off the site's port. */
export function metricsConfig(env: Pick<Env, "METRICS_TOKEN" | "METRICS_PORT" | "METRICS_HOST">): MetricsConfig {
  if (env.METRICS_PORT !== undefined) return { on: true, listen: "internal", port: env.METRICS_PORT, host: env.METRICS_HOST, token: env.METRICS_TOKEN };
  if (env.METRICS_TOKEN) return { on: true, listen: "main", token: env.METRICS_TOKEN };
  return { on: false };
}
