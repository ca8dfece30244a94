import { createHash } from "node:crypto";

// HTTP caching of public responses (docs/decisions/016-page-cache.md). Browsers revalidate every time (max-age=0,
// an ETag makes that a 304); a CDN may keep a page for a few seconds and serve it stale while it revalidates,
// so a staff change reaches visitors behind a CDN within about S_MAXAGE seconds.

export const S_MAXAGE = 10;
export const STALE_WHILE_REVALIDATE = 60;

/** Same bytes for everyone: browsers and shared caches may keep it. */
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${S_MAXAGE}, stale-while-revalidate=${STALE_WHILE_REVALIDATE}`;
/** A public page with a per-response part (the contact form's fill-time token): not for shared caches. */
export const PRIVATE_CACHE_CONTROL = "private, no-cache";
/** Admin pages, pages answering a form post, anything rendered for a signed-in request, errors. */
export const NO_STORE = "no-store";

/** A weak validator: the same page gzipped, brotli'd or plain is one representation as far as revalidation goes. */
export function weakEtag(...parts: (string | Buffer)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return `W/"${hash.digest("base64url").slice(0, 27)}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): the opaque tags are compared without `W/`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag.replace(/^W\//, "") === opaque;
  });
}

export type Encoding = "br" | "gzip" | "identity";

/** The best of our precompressed forms the client accepts (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    q.set(name.trim(), qParam ? Number(qParam.slice(2)) || 0 : 1);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return "identity";
}
