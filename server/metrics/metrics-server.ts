import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Registry } from "prom-client";
import { metricsRoutes } from "./metrics.routes.ts";

/** The internal listener of METRICS_PORT: /metrics only (404 for anything else), apart from the site's port. */
export function listenForMetrics(registry: Registry, opts: { port: number; host: string; token?: string }): Promise<Server> {
  const server = createServer(getRequestListener(metricsRoutes(registry, opts.token).fetch));
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, opts.host, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}
