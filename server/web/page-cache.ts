import type { Context, MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { createLru } from "./lru.ts";
import { nonceOf, trustedInlineScripts } from "./csp-hashes.ts";
import { buildEntry, respond, type CachedPage } from "./cached-response.ts";
import { PREFIXED_LOCALES } from "#common/i18n/locales.ts";

// Server-side cache of rendered public pages and feeds (docs/decisions/016-page-cache.md). A miss renders the page
// from a *clean* request — the URL alone, no cookies, no Authorization, no client headers — so nothing personal can
// reach the cached HTML whatever a loader reads, and the key (origin + path + sorted query) is all that varies it.

const MAX_BYTES = 32 * 1024 * 1024;
/** A safety net for changes that bypass the staff-change hook (e.g. a job writing content): refreshed in the background. */
const FRESH_MS = 60_000;
const MAX_KEY_LENGTH = 512;
const FORWARDED = ["x-forwarded-proto", "x-forwarded-host"] as const;
const FEEDS = new Set(["/sitemap.xml", "/robots.txt", "/blog/rss.xml", ...PREFIXED_LOCALES.map((l) => `/${l}/blog/rss.xml`)]);
const NOT_PAGES = /^\/(?:api|assets|admin|healthz|readyz|__manifest)(?:\/|$)/;
/** The public API's reads: the same answer for everyone, like the pages they feed. */
const PUBLIC_READS = /^\/api\/(?:site|blog(?:\/[^/.]+)?)$/;

type Fetch = (request: Request) => Response | Promise<Response>;

/** Paths whose answer is the same for everyone: the public routes, the feeds, the 404 page, the public reads. */
export function isCacheablePath(pathname: string): boolean {
  if (FEEDS.has(pathname) || PUBLIC_READS.test(pathname)) return true;
  if (NOT_PAGES.test(pathname)) return false;
  // A dot in the last segment is a file (static, or a `.data` request of a client-side navigation).
  return !pathname.slice(pathname.lastIndexOf("/")).includes(".");
}

export function cacheKey(url: URL): string {
  const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ""}`;
}

export function createPageCache(deps: AppDeps) {
  const store = createLru<CachedPage>({ maxBytes: MAX_BYTES, sizeOf: (e) => e.bytes });
  const inflight = new Map<string, Promise<CachedPage>>();
  const fills = new WeakSet<Request>();
  let fetchApp: Fetch | null = null;

  async function fill(url: string, forwarded: Record<string, string>, key: string, generation: number): Promise<CachedPage> {
    if (!fetchApp) throw new Error("page cache: no app to render with");
    const request = new Request(url, { method: "GET", headers: { accept: "text/html,application/xml;q=0.9,*/*;q=0.8", ...forwarded } });
    fills.add(request);
    const res = await fetchApp(request);
    const body = await res.text();
    const html = (res.headers.get("content-type") ?? "").startsWith("text/html");
    const cacheable = (res.status === 200 || (res.status === 404 && html)) && !res.headers.has("set-cookie");
    const scripts = html ? trustedInlineScripts(body, nonceOf(res.headers.get("content-security-policy")) ?? "\0") : null;
    const entry = await buildEntry({
      res,
      body: scripts?.html ?? body,
      scriptBodies: scripts?.bodies ?? null,
      generation,
      expiresAt: Date.now() + FRESH_MS,
      cacheable,
    });
    if (cacheable) store.set(key, entry);
    return entry;
  }

  function fillOnce(url: string, forwarded: Record<string, string>, key: string, generation: number): Promise<CachedPage> {
    // Per generation: a request that arrives after a change must not join a render that started before it.
    const flight = `${generation} ${key}`;
    let pending = inflight.get(flight);
    if (!pending) {
      pending = fill(url, forwarded, key, generation).finally(() => inflight.delete(flight));
      inflight.set(flight, pending);
    }
    return pending;
  }

  function eligible(c: Context<AppEnv>, url: URL): boolean {
    const method = c.req.method;
    return (
      !deps.env.dev &&
      (method === "GET" || method === "HEAD") &&
      !c.req.header("authorization") &&
      isCacheablePath(url.pathname) &&
      url.href.length <= MAX_KEY_LENGTH
    );
  }

  const middleware: MiddlewareHandler<AppEnv> = async function pageCache(c, next) {
    // The cache's own render passes straight through to the page.
    if (fills.has(c.req.raw)) return next();
    const url = new URL(c.req.url);
    if (!eligible(c, url)) return next();
    const generation = deps.contentVersion.generation();
    if (generation === undefined) return next();
    // Behind a trusted proxy these may say which origin the visitor asked for: part of the render, so of the key.
    const forwarded: Record<string, string> = {};
    if (deps.env.TRUST_PROXY) {
      for (const name of FORWARDED) {
        const value = c.req.header(name);
        if (value) forwarded[name] = value;
      }
    }
    const key = `${cacheKey(url)} ${JSON.stringify(forwarded)}`;
    let entry = store.get(key);
    if (entry && entry.generation !== generation) entry = undefined;
    if (entry && Date.now() >= entry.expiresAt) void fillOnce(c.req.url, forwarded, key, generation).catch(() => undefined);
    deps.metrics.pageCache(entry ? "hit" : "miss");
    if (!entry) {
      try {
        entry = await fillOnce(c.req.url, forwarded, key, generation);
      } catch (err) {
        // The cache failing must not fail the page: render it for this request as if there were no cache.
        c.get("log")?.error({ err }, "page cache fill failed");
        return next();
      }
    }
    return respond(c, entry, deps);
  };

  return {
    middleware,
    /** The app the cache renders misses with (set once the app is built). */
    attach(fetch: Fetch) {
      fetchApp = fetch;
      deps.contentVersion.watch();
    },
    /** The cache's own render of a miss (not a visitor's request). */
    isFill: (request: Request) => fills.has(request),
    clear: () => store.clear(),
    stats: () => ({ entries: store.size, bytes: store.bytes }),
  };
}
export type PageCache = ReturnType<typeof createPageCache>;

/** Any successful staff write may change what the public pages show: the cached pages start over. */
export function staffChangeHook(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async function bumpContentVersion(c, next) {
    await next();
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS" || c.res.status >= 400) return;
    await deps.contentVersion.bump().catch((err: unknown) => c.get("log")?.error({ err }, "content version bump failed"));
  };
}
