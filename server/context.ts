import type { Env } from "./env.ts";
import type { Database, Db } from "./db/client.ts";
import type { Logger } from "./lib/logger.ts";
import type { RateLimitStore } from "./lib/rate-limit.ts";
import type { SecretBox } from "./lib/crypto.ts";
import type { AuthUser } from "#common/auth/auth-schemas.ts";
import type { Services } from "./services.ts";
import type { ContentVersion } from "./web/content-version.ts";
import type { Metrics } from "./metrics/metrics.ts";
import type { BackupStore } from "./backup/backup-store.ts";

/** Everything a route or job needs, built once per process in `createDeps`. */
export interface AppDeps {
  env: Env;
  database: Database;
  db: Db;
  logger: Logger;
  rateLimits: RateLimitStore;
  secrets: SecretBox;
  services: Services;
  /** Moves when public content may have changed (cached pages start over). */
  contentVersion: ContentVersion;
  /** /metrics' recorders (no-ops when metrics are off). */
  metrics: Metrics;
  /** The backups folder (Settings → Backups and the scheduled backup). */
  backups: BackupStore;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    nonce: string;
    /** A cached page's own `script-src` (hashes of its inline scripts) in place of the nonce. */
    scriptSrc?: string;
    log: Logger;
    user: AuthUser;
    sessionToken: string;
    /** Set once the staff guards (session, account gate, role) have admitted this request. */
    staffAdmitted?: true;
  };
}
