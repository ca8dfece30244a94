import type { JobDefinition } from "../jobs/job-definition.ts";
import type { Outbox } from "./outbox.service.ts";

/**
 * Retries waiting deliveries and picks up rows left by a crash or another instance. New leads do not
 * wait for it (they start delivering right after their commit); this is the safety net.
 */
export function outboxJob(outbox: Outbox): JobDefinition {
  return {
    key: "outbox-deliveries",
    title: "Lead deliveries (e-mail, webhooks, HubSpot)",
    type: "delivery",
    // Every 30 s (croner's optional seconds field); the scheduler polls every 10 s.
    schedule: "*/30 * * * * *",
    run: async () => {
      const r = await outbox.runDue();
      const total = r.delivered + r.retrying + r.failed + r.skipped;
      return total === 0 ? "nothing due" : `${r.delivered} delivered, ${r.retrying} to retry, ${r.failed} failed, ${r.skipped} skipped`;
    },
  };
}
