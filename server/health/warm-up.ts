import type { AppDeps } from "../context.ts";
import { getChatEngine } from "../chat/engine-instance.ts";

// What the first visitors after a start need, done before /readyz says ready (docs/decisions/034-lean-start.md):
// the chat engine trained (half a second of the main thread, which would otherwise stall every request right after
// the start), and each public page, feed and public read rendered once into the page cache and served once from it,
// so that neither the render nor the first compilation of the code on the way waits in front of a visitor.

const PAGES = ["/", "/solutions", "/blog", "/contact", "/privacy", "/blog/rss.xml", "/sitemap.xml", "/robots.txt", "/api/site", "/api/blog"];
/** Any unknown path: the 404 page's code (it is cached per path, so only the code is warmed). */
const NOT_FOUND = "/__warm-up";
const BROWSER = { accept: "text/html,application/xhtml+xml,*/*;q=0.8", "accept-encoding": "br, gzip", "user-agent": "Mozilla/5.0 (warm-up)" };
const GENERATION_WAIT_MS = 5_000;
/** ~200 cached answers in all: the first requests after the start then run optimized code (`npm run bench:first-seconds`). */
const HIT_ROUNDS = 16;

type Fetch = (request: Request) => Response | Promise<Response>;

/**
 * The origins the cached pages are keyed by: the server's own address as a visitor on this machine asks for it, and
 * the public address (as the node server sees it behind a proxy that ends TLS).
 */
export function warmUpOrigins(port: number, publicUrl: string | undefined): string[] {
  // The public address first: it is the one visitors use, and the one warmed before /readyz says ready.
  const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  if (publicUrl) origins.unshift(`http://${new URL(publicUrl).host}`);
  return [...new Set(origins)];
}

async function get(fetch: Fetch, url: string): Promise<Response> {
  const res = await fetch(new Request(url, { headers: BROWSER }));
  await res.arrayBuffer();
  return res;
}

async function newestPost(fetch: Fetch, origin: string): Promise<string | null> {
  const res = await fetch(new Request(`${origin}/api/blog`));
  const posts = res.ok ? ((await res.json()) as { slug?: string }[]) : [];
  return Array.isArray(posts) && posts[0]?.slug ? `/blog/${encodeURIComponent(posts[0].slug)}` : null;
}

/**
 * Warms every page under the first origin (the public address when there is one) and the home page under the others:
 * what /readyz waits for. Another page asked under another address renders on its first request, with hot code (a
 * warm-up of those after ready would stall the first visitors' requests behind its renders).
 */
export async function warmUp(fetch: Fetch, deps: AppDeps, origins: string[]): Promise<void> {
  await getChatEngine().catch((err: unknown) => deps.logger.error({ err }, "chat engine failed to start"));
  // Nothing is cached before the content version has been read once (server/web/content-version.ts).
  const until = Date.now() + GENERATION_WAIT_MS;
  while (deps.contentVersion.generation() === undefined && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
  const first = origins[0];
  if (!first) return;
  const post = await newestPost(fetch, first);
  const paths = [...PAGES, ...(post ? [post] : []), NOT_FOUND];
  // One at a time: the first visitors' requests, which may already arrive, are not stalled behind a batch.
  for (const path of paths) await get(fetch, first + path);
  // The home page, what a visitor opens first, under the server's other addresses too.
  for (const origin of origins.slice(1)) await get(fetch, `${origin}/`);
  // The cached answers' path (hits), often enough for V8 to optimize the code every request runs through.
  for (let round = 0; round < HIT_ROUNDS; round++) for (const path of paths) await get(fetch, first + path);
}
