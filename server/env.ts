import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { z } from "zod";
import { Cron } from "croner";
import { AllowListError, parseAllowList } from "./integrations/outbound/allow-list.ts";

function isCronPattern(v: string): boolean {
  try {
    new Cron(v, { paused: true });
    return true;
  } catch {
    return false;
  }
}

const booleanString = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "expected true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

/** `true`/`false` or a number of proxy hops in front of the app (`true` = 1, as Express's `trust proxy`). */
const proxyHops = z
  .string()
  .trim()
  .regex(/^(true|false|yes|no|\d{1,2})$/, { message: "expected true, false or the number of proxies in front of the app (e.g. 1)" })
  .transform((v) => (v === "true" || v === "yes" ? 1 : v === "false" || v === "no" ? 0 : Number(v)));

/** Comma-separated host names (optionally with a port): the Host headers the site may build links from. */
const hostList = z
  .string()
  .trim()
  .transform((v) => v.split(",").map((h) => h.trim().toLowerCase()).filter(Boolean))
  .refine((hosts) => hosts.every((h) => /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:]+\])(:\d{1,5})?$/.test(h)), {
    message: "expected host names separated by commas, such as www.example.com,example.com",
  });

const optionalUrl = (protocols: string[], example: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `expected a URL such as ${example}`,
    });

/** `VAR=` in a deploy file means "not set", not an empty value to validate. */
const emptyAsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number({ message: "expected a port number" }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: optionalUrl(["http://", "https://"], "https://www.example.com"),
  ALLOWED_HOSTS: hostList.default([]),
  DATA_DIR: z.string().min(1).default("./data"),
  BUILD_DIR: z.string().min(1).default("build"),
  DATABASE_URL: optionalUrl(["postgres://", "postgresql://"], "postgres://user:pass@host:5432/db"),
  REDIS_URL: optionalUrl(["redis://", "rediss://"], "redis://127.0.0.1:6379"),
  ADMIN_EMAIL: z.email({ message: "expected an e-mail address" }).optional(),
  ADMIN_PASSWORD: z.string().min(12, { message: "expected at least 12 characters" }).optional(),
  ADMIN_NAME: z.string().min(1).default("Administrator"),
  SECRET_KEY: z.string().min(32, { message: "expected at least 32 characters (e.g. `openssl rand -hex 32`)" }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(7 * 24 * 60).default(240),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
  BODY_LIMIT_KB: z.coerce.number().int().min(16).max(10_240).default(256),
  TRUST_PROXY: proxyHops.default(0),
  LLM_PROVIDER: z.enum(["openai", "anthropic", "openai-compatible"]).optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_BASE_URL: optionalUrl(["http://", "https://"], "http://127.0.0.1:11434/v1"),
  LLM_MODEL: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
  N8N_API_KEY: z.string().optional(),
  /** The instance N8N_API_KEY belongs to: the key is sent nowhere else. */
  N8N_BASE_URL: optionalUrl(["http://", "https://"], "https://n8n.example.com"),
  /** Deprecated and without effect: private addresses are refused unless OUTBOUND_ALLOW_HOSTS lists them. */
  N8N_BLOCK_PRIVATE: booleanString.optional(),
  /** Non-public hosts integrations may reach (host names, *.suffix, IPs, CIDRs), comma-separated. */
  OUTBOUND_ALLOW_HOSTS: z
    .string()
    .default("")
    .superRefine((v, ctx) => {
      try {
        parseAllowList(v);
      } catch (error) {
        if (!(error instanceof AllowListError)) throw error;
        ctx.addIssue({ code: "custom", message: `${error.message} (expected e.g. n8n.internal,10.0.0.0/8)` });
      }
    }),
  N8N_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
  SCHEDULER: booleanString.default(true),
  /** Visitors' live chat streams one instance holds (staff have a budget of their own; docs/decisions/033). */
  LIVE_VISITOR_STREAMS: z.coerce.number().int().min(1).max(100_000).default(500),
  /** A visitor's live chat stream ends after this long without an event; the widget reconnects while it is shown. */
  LIVE_VISITOR_IDLE_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** Analytics events one address may send a minute (an office behind one NAT address counts as one). */
  EVENTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /** Graceful shutdown: how long /readyz answers 503 while requests are still served, then the bound on what follows. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(3_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(6_000),
  /** /metrics (docs/decisions/024): on the main port behind this bearer token, and/or on an internal port. */
  METRICS_TOKEN: emptyAsUnset(z.string().trim().min(24, { message: "expected at least 24 characters (e.g. `openssl rand -hex 32`)" }).optional()),
  METRICS_PORT: emptyAsUnset(z.coerce.number({ message: "expected a port number" }).int().min(0).max(65535).optional()),
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /** Scheduled backups (docs/decisions/023): where they are kept (default DATA_DIR/backups), when (cron, UTC, or `off`), how many. */
  BACKUP_DIR: z.string().trim().min(1).optional(),
  BACKUP_SCHEDULE: z
    .string()
    .trim()
    .optional()
    .refine((v) => v === undefined || v === "off" || isCronPattern(v), {
      message: "expected a cron pattern such as `30 2 * * *` (daily at 02:30 UTC) or `off`",
    }),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(365).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
  // ---------- media (docs/decisions/029) ----------
  /** Uploaded images: a folder (default DATA_DIR/media) unless MEDIA_S3_BUCKET names an S3-compatible bucket. */
  MEDIA_DIR: z.string().trim().min(1).optional(),
  MEDIA_S3_BUCKET: emptyAsUnset(z.string().trim().min(1).optional()),
  MEDIA_S3_ENDPOINT: optionalUrl(["http://", "https://"], "https://s3.us-east-1.amazonaws.com"),
  MEDIA_S3_REGION: z.string().trim().min(1).default("us-east-1"),
  MEDIA_S3_ACCESS_KEY_ID: emptyAsUnset(z.string().trim().min(1).optional()),
  MEDIA_S3_SECRET_ACCESS_KEY: emptyAsUnset(z.string().trim().min(1).optional()),
  MEDIA_S3_PREFIX: z.string().trim().default(""),
  /** Where the bucket's files are publicly readable (a CDN); /media/* then redirects there instead of relaying them. */
  MEDIA_S3_PUBLIC_URL: optionalUrl(["http://", "https://"], "https://media.example.com"),
  // ---------- end media ----------
  /** HubSpot API origin; only tests and sandboxes change it (a local stand-in for api.hubapi.com). */
  HUBSPOT_BASE_URL: optionalUrl(["http://", "https://"], "https://api.hubapi.com"),
});

export type Env = z.infer<typeof envSchema> & {
  SECRET_KEY: string;
  dev: boolean;
  /** True when this start generated DATA_DIR/secret.key (a new data directory): a restore says what that means. */
  secretKeyGenerated: boolean;
};

export class EnvError extends Error {}

/** Parses the environment once; a wrong value names the variable and what is expected. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env, opts: { dev?: boolean } = {}): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  if (env.LLM_PROVIDER && !env.LLM_MODEL) {
    throw new EnvError("Invalid configuration:\n  LLM_MODEL: expected a model name when LLM_PROVIDER is set");
  }
  if (env.N8N_API_KEY && !env.N8N_BASE_URL) {
    throw new EnvError("Invalid configuration:\n  N8N_BASE_URL: expected the address of the n8n instance N8N_API_KEY belongs to (the key is sent nowhere else)");
  }
  if (env.LLM_PROVIDER === "openai-compatible" && !env.LLM_BASE_URL) {
    throw new EnvError("Invalid configuration:\n  LLM_BASE_URL: expected the server URL when LLM_PROVIDER is openai-compatible");
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
    throw new EnvError("Invalid configuration:\n  METRICS_PORT: expected a port other than PORT (the internal metrics listener is separate)");
  }
  if (env.MEDIA_S3_BUCKET && (!env.MEDIA_S3_ENDPOINT || !env.MEDIA_S3_ACCESS_KEY_ID || !env.MEDIA_S3_SECRET_ACCESS_KEY)) {
    throw new EnvError("Invalid configuration:\n  MEDIA_S3_BUCKET: expected MEDIA_S3_ENDPOINT, MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY with it");
  }
  const generated = { value: false };
  const secretKey = env.SECRET_KEY ?? secretKeyFromDataDir(env, generated);
  return { ...env, SECRET_KEY: secretKey, dev: opts.dev ?? false, secretKeyGenerated: generated.value };
}

/** Several instances must share one key, so a generated key is only acceptable for the embedded database. */
function secretKeyFromDataDir(env: z.infer<typeof envSchema>, generated: { value: boolean }): string {
  if (env.DATABASE_URL && env.NODE_ENV === "production") {
    throw new EnvError(
      "Invalid configuration:\n  SECRET_KEY: required with DATABASE_URL in production (all instances must share it; e.g. `openssl rand -hex 32`)",
    );
  }
  const file = path.resolve(env.DATA_DIR, "secret.key");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(32).toString("hex");
  writeFileSync(file, key + "\n", { mode: 0o600 });
  generated.value = true;
  return key;
}
