import type { AppDeps } from "./context.ts";
import { features } from "./features.ts";

/**
 * The background jobs of every feature (its `jobs` in its index.ts), registered here so the AI Tasks page lists them
 * all; the scheduler (jobs/) depends on no feature.
 */
export function registerJobs(deps: AppDeps): void {
  const register = deps.services.scheduler.register;
  for (const feature of features) feature.jobs?.(register, deps);
}
