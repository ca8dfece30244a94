import type { AppDeps } from "../context.ts";

// Until the server has warmed up (server/health/warm-up.ts), /readyz answers 503 so that a balancer sends it no
// traffic yet; the server already answers every request meanwhile, only slower. Keyed by the app's deps: a test
// builds as many apps in one process as it likes.
const warming = new WeakSet<AppDeps>();

/** /readyz answers 503 "starting" from now on, until `readyAfter` resolves (or fails: a failed warm-up is logged, not fatal). */
export function readyAfter(deps: AppDeps, warmUp: Promise<unknown>): Promise<void> {
  warming.add(deps);
  return warmUp.then(
    () => void warming.delete(deps),
    (err: unknown) => {
      warming.delete(deps);
      deps.logger.error({ err }, "warm-up failed: ready without it");
    },
  );
}

export const isWarmingUp = (deps: AppDeps): boolean => warming.has(deps);
