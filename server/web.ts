import type { Hono } from "hono";
import { compress } from "hono/compress";
import { serveStatic } from "@hono/node-server/serve-static";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import path from "node:path";
import type { AppDeps, AppEnv } from "./context.ts";
import { appContext } from "#app/lib/app-context.ts";
import { clientIp } from "./lib/client-ip.ts";
import { pageRequests } from "./security/page-requests.ts";
import { publicOrigin, publicOriginWarning } from "./lib/public-origin.ts";

export interface WebOptions {
  /** Loads the React Router server build (re-imported on every request in dev for HMR). */
  loadBuild: () => Promise<ServerBuild>;
  clientDir: string | null;
  mode: "development" | "production";
}

/** Mounts the static assets and the server-rendered pages behind the API. */
export function mountWeb(app: Hono<AppEnv>, deps: AppDeps, opts: WebOptions) {
  const warning = publicOriginWarning(deps.env);
  if (warning) deps.logger.warn(warning);
  app.use(pageRequests(deps.env.BODY_LIMIT_KB));
  app.use(compress());
  if (opts.clientDir) {
    const root = path.relative(process.cwd(), opts.clientDir) || ".";
    app.use(
      "/assets/*",
      serveStatic({
        root,
        // .br / .gz written at build time (scripts/vite-precompress.ts); compress() leaves them alone.
        precompressed: true,
        onFound: (_p, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    );
    app.use(
      "*",
      serveStatic({
        root,
        onFound: (_p, c) => {
          c.header("Cache-Control", "public, max-age=3600");
        },
      }),
    );
  }
  const handler = createRequestHandler(opts.loadBuild, opts.mode);
  app.all("*", async (c) => {
    const context = new RouterContextProvider();
    context.set(appContext, { services: deps.services, nonce: c.get("nonce"), origin: publicOrigin(deps.env, c), clientIp: clientIp(c, deps.env.TRUST_PROXY), log: c.get("log") });
    const res = await handler(c.req.raw, context);
    // Rendered for this request alone (admin, signed-in, a form post's answer): cached public pages set their own.
    if (!res.headers.has("Cache-Control")) res.headers.set("Cache-Control", "no-store");
    return res;
  });
}
