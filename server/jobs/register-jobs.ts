import type { AppDeps } from "../context.ts";

/**
 * The background jobs of every capability, registered in one place so the AI Tasks page lists them all.
 * Each capability adds its jobs here (delivery retries, n8n sync, trend refresh, insights…).
 */
export function registerJobs(deps: AppDeps): void {
  const { scheduler, auth } = deps.services;
  scheduler.register({
    key: "session-cleanup",
    title: "Expired session cleanup",
    type: "maintenance",
    schedule: "17 * * * *",
    run: async () => {
      await auth.purgeExpiredSessions();
      return "expired sessions removed";
    },
  });
}
