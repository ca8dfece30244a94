import { Redis } from "ioredis";
import type { Env } from "./env.ts";
import type { AppDeps } from "./context.ts";
import type { Database } from "./db/client.ts";
import { createLogger, type Logger } from "./lib/logger.ts";
import { createSecretBox } from "./lib/crypto.ts";
import { createDbRateLimitStore, createRedisRateLimitStore } from "./lib/rate-limit.ts";
import { createServices } from "./services.ts";
import { createContentVersion } from "./web/content-version.ts";
import { createLiveHub } from "./live/live-hub.ts";
import { noMetrics } from "./metrics/metrics.ts";
import { metricsConfig } from "./metrics/metrics-config.ts";
import { createPrometheusMetrics } from "./metrics/prometheus.ts";
import { backupConfig, createBackupStore } from "./backup/backup-store.ts";

export function createDeps(env: Env, database: Database, logger: Logger = createLogger(env.LOG_LEVEL)): AppDeps & { close(): Promise<void> } {
  const secrets = createSecretBox(env.SECRET_KEY);
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
  const rateLimits = redis ? createRedisRateLimitStore(redis, env.SECRET_KEY) : createDbRateLimitStore(database.db, env.SECRET_KEY);
  // The live desk's events (docs/decisions/021): NOTIFY on PostgreSQL, a poll on PGlite; streams are per instance.
  const live = createLiveHub({ database, logger });
  // Off unless METRICS_TOKEN or METRICS_PORT is set (docs/decisions/024): then nothing is recorded at all.
  const prometheus = metricsConfig(env).on ? createPrometheusMetrics() : null;
  const metrics = prometheus ?? noMetrics;
  const services = createServices({ env, db: database.db, logger, secrets, rateLimits, live, metrics });
  prometheus?.observe({
    outboxBacklog: services.outbox.backlog,
    dbPool: database.poolStats,
    onSourceError: (err) => logger.warn({ err }, "metrics: the outbox backlog was not read"),
  });
  const contentVersion = createContentVersion({ database, logger });
  // The assistant's knowledge of posts follows what the public pages show (a scheduled post joins at its time).
  services.chat.followContentVersion(() => contentVersion.generation());
  // Settings are saved through the admin, whose writes move the generation on every instance.
  services.settings.followContentVersion(() => contentVersion.generation());
  return {
    env,
    database,
    db: database.db,
    logger,
    secrets,
    rateLimits,
    services,
    contentVersion,
    metrics,
    // Uploaded images go into each backup with the rows (docs/decisions/029).
    backups: createBackupStore(database, backupConfig(env), services.media.storage),
    async close() {
      services.newsletterSender.stop();
      await services.newsletterSender.idle();
      await services.markdown.close();
      await contentVersion.close();
      await live.close();
      await redis?.quit().catch(() => undefined);
    },
  };
}
