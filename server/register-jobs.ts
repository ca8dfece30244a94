import type { AppDeps } from "./context.ts";
import { n8nSyncJob } from "./n8n/n8n-sync-job.ts";
import { n8nPruneJob } from "./n8n/n8n-prune.ts";
import { outboxJob } from "./outbox/outbox-job.ts";
import { newsletterSendJob } from "./newsletter/newsletter-job.ts";
import { blogTrendsJob, contactInsightsJob } from "./ai/ai-jobs.ts";
import { backupJob } from "./backup/backup-job.ts";
import { taskRemindersJob } from "./contacts/task-reminders.ts";
import { scheduledPostsJob } from "./blog/scheduled-posts.ts";

/**
 * The background jobs of every capability, registered in one place so the AI Tasks page lists them all.
 * Each capability defines its jobs (delivery retries, n8n sync, trend refresh, insights…) against
 * jobs/job-definition.ts; only this composition step knows them all, so jobs/ depends on no capability.
 */
export function registerJobs(deps: AppDeps): void {
  const { scheduler, auth } = deps.services;
  scheduler.register({
    key: "session-cleanup",
    title: "Expired session and rate-limit cleanup",
    type: "maintenance",
    schedule: "17 * * * *",
    run: async () => {
      await auth.purgeExpiredSessions();
      await deps.services.account.purgeSpentTokens();
      // Counters of ended windows would otherwise stay in the database for good (Redis expires its own).
      const counters = await deps.rateLimits.purgeExpired();
      return `expired sessions removed; ${counters} expired rate-limit counters removed`;
    },
  });
  scheduler.register({
    key: "audit-log-retention",
    title: "Audit log retention (one year)",
    type: "maintenance",
    schedule: "41 3 * * *",
    run: async () => `${await deps.services.audit.purgeExpired()} audit lines older than a year removed`,
  });
  scheduler.register(n8nSyncJob(deps.services.n8n.sync, deps.env.N8N_SYNC_MINUTES));
  scheduler.register(n8nPruneJob(deps.services.n8n.pruneExecutions));
  scheduler.register(outboxJob(deps.services.outbox));
  scheduler.register(taskRemindersJob(deps.services.taskReminders));
  scheduler.register(
    scheduledPostsJob({
      db: deps.db,
      announce: async (posts) => {
        await deps.contentVersion.bump();
        deps.services.chat.invalidateFacts();
        deps.logger.info({ event: "blog_posts_went_live", ids: posts.map((p) => p.id) }, "scheduled posts went live");
      },
    }),
  );
  scheduler.register(newsletterSendJob(deps.services.newsletterSender));
  scheduler.register(blogTrendsJob(deps.services.ai));
  scheduler.register(contactInsightsJob(deps.services.ai));
  // Daily on the embedded database unless BACKUP_SCHEDULE says otherwise (docs/decisions/023).
  if (deps.backups.config.schedule) scheduler.register(backupJob(deps.backups, deps.backups.config.schedule));
}
