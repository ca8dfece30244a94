import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { EnvError, loadEnv } from "./env.ts";
import { createLogger } from "./lib/logger.ts";
import { openDatabase } from "./db/client.ts";
import { markDataDirInUse } from "./db/data-dir-lock.ts";
import { createDeps } from "./deps.ts";
import { ensureAdmin, seed } from "./db/seed.ts";
import { createApp } from "./app.ts";
import { mountWeb } from "./web.ts";
import { registerJobs } from "./register-jobs.ts";
import { configureChatEngine, getChatEngine } from "./chat/engine-instance.ts";
import { readyAfter } from "./health/readiness.ts";
import { warmUp, warmUpOrigins } from "./health/warm-up.ts";
import { createLifecycle } from "./lifecycle/shutdown.ts";
import { metricsConfig } from "./metrics/metrics-config.ts";
import { listenForMetrics } from "./metrics/metrics-server.ts";
import { settleWithin } from "./lifecycle/settle.ts";
import { closeGracefullyAfterEarlyAnswers, nodeRequestListener } from "./security/early-answers.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");

async function main() {
  const startedAt = performance.now();
  if (dev) process.env.NODE_ENV ??= "development";
  const env = loadEnv(process.env, { dev });
  const logger = createLogger(env.LOG_LEVEL, dev);
  // The chat's trained model comes with the build, or is kept in the data directory (server/chat/engine/model-cache.ts).
  configureChatEngine({
    modelDirs: dev ? [] : [path.resolve(root, env.BUILD_DIR, "chat-model")],
    cacheDir: path.resolve(env.DATA_DIR, "cache"),
    onCacheError: (err) => logger.warn({ err }, "chat model not cached: trained again at the next start"),
  });
  const database = openDatabase(env);
  // `npm run backup` / `restore` read this and send staff to Settings → Backups while the server runs.
  const unmarkDataDir = database.kind === "pglite" ? markDataDirInUse(env.DATA_DIR) : () => undefined;
  const migrations = await database.migrate();
  if (migrations.length > 0) logger.info({ migrations }, "database migrated");
  const deps = createDeps(env, database, logger);
  await seed(deps);
  await ensureAdmin(deps);
  registerJobs(deps);
  await deps.services.scheduler.sync();
  if (env.SCHEDULER) deps.services.scheduler.start();

  const app = createApp(deps);
  let viteMiddleware: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | null = null;
  if (dev) {
    const { createServer: createVite } = await import("vite");
    const vite = await createVite({ root, server: { middlewareMode: true }, appType: "custom" });
    viteMiddleware = vite.middlewares;
    mountWeb(app, deps, {
      loadBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      clientDir: null,
      mode: "development",
    });
  } else {
    const buildFile = path.resolve(root, env.BUILD_DIR, "server/index.js");
    const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
    mountWeb(app, deps, { loadBuild: async () => build, clientDir: path.resolve(root, env.BUILD_DIR, "client"), mode: "production" });
  }

  const listener = nodeRequestListener(app.fetch);
  const lifecycle = createLifecycle(logger);
  const server = createServer(
    lifecycle.wrap((req, res) => {
      if (viteMiddleware) viteMiddleware(req, res, () => void listener(req, res));
      else void listener(req, res);
    }),
  );
  lifecycle.attach(server);
  // A 401, 413 or 415 given before the body is read still reaches the client that goes on sending it.
  closeGracefullyAfterEarlyAnswers(server);
  // METRICS_PORT: /metrics on an internal listener of its own, closed with the instance (docs/decisions/024).
  const metrics = metricsConfig(env);
  let metricsServer: Server | null = null;
  if (metrics.on && metrics.listen === "internal" && deps.metrics.registry) {
    metricsServer = await listenForMetrics(deps.metrics.registry, { port: metrics.port, host: metrics.host, token: metrics.token });
    const address = metricsServer.address();
    logger.info({ host: metrics.host, port: typeof address === "object" && address ? address.port : metrics.port }, "metrics listening");
  }
  server.keepAliveTimeout = 65_000;
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    // Requests are answered from now on; /readyz says ready once what the first visitors need is warm.
    const warm = dev ? getChatEngine() : warmUp(app.fetch, deps, warmUpOrigins(port, env.PUBLIC_URL));
    void readyAfter(deps, warm).then(() => {
      const ms = Math.round(performance.now() - startedAt);
      logger.info({ port, database: database.kind, ms }, "server ready");
      console.log(`\n  ${dev ? "Dev server" : "Server"} ready in ${ms} ms on http://localhost:${port} (database: ${database.kind})\n`);
    });
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutdown requested");
    // Only if a step hangs (a database that never answers): every wait below is bounded.
    const watchdog = setTimeout(() => process.exit(1), env.SHUTDOWN_DRAIN_MS + 2 * env.SHUTDOWN_TIMEOUT_MS + 5_000);
    watchdog.unref();
    const { scheduler, outbox, newsletterSender } = deps.services;
    lifecycle
      .shutdown(server, {
        // Nothing balances load in front of a dev server: Ctrl-C stops it without a drain.
        drainMs: dev ? 0 : env.SHUTDOWN_DRAIN_MS,
        timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
        stopWork: () => {
          scheduler.stop();
          outbox.stop();
          newsletterSender.stop();
          // Open event streams would hold the drain: they end now and their clients reconnect (to another instance).
          deps.services.live.closeStreams();
        },
        // A task reminder sweep started by a save is one short transaction: it is waited for too.
        settleWork: async (ms) =>
          (await Promise.all([scheduler.settle(ms), outbox.settle(ms), newsletterSender.settle(ms), settleWithin([deps.services.taskReminders.idle()], ms)])).every(Boolean),
        releaseWork: async () => (await outbox.release()) + (await newsletterSender.release()) + (await scheduler.release()),
        close: async () => {
          // Scrapes stop with the instance: its figures go with it.
          metricsServer?.closeAllConnections();
          metricsServer?.close();
          await deps.close();
          await database.close();
          unmarkDataDir();
        },
      })
      .then(
        (result) => {
          logger.info(result, "stopped");
          process.exit(0);
        },
        (err: unknown) => {
          logger.error({ err }, "shutdown failed");
          process.exit(1);
        },
      );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((err: unknown) => {
  if (err instanceof EnvError) {
    console.error(err.message);
  } else {
    console.error("Failed to start:", err);
  }
  process.exit(1);
});
