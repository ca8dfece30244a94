import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Context } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { FORM_TOKEN_FIELD } from "#common/contacts/contact-form-fields.ts";
import { hashedScriptSrc } from "./csp-hashes.ts";
import { matchesIfNoneMatch, NO_STORE, pickEncoding, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, weakEtag, type Encoding } from "./http-cache.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } };
// A redirect (a post at another language's address: blog.$slug.tsx) passes through with where it leads.
const KEPT_HEADERS = ["content-type", "content-language", "link", "location"];
const TOKEN_INPUT = new RegExp(`name="${FORM_TOKEN_FIELD}" value="([0-9]{10,16}\\.[A-Za-z0-9_-]+)"`);

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  encoded: Partial<Record<Exclude<Encoding, "identity">, Buffer>>;
  etag: string | null;
  cacheControl: string;
  /** The page's own `script-src` (hashes); null for feeds. */
  scriptSrc: string | null;
  /**
   * The contact form's fill-time token as rendered: every response gets a fresh one in its place (the form measures
   * how long a visitor took), so the scripts carrying it are hashed per response.
   */
  token: string | null;
  /** The page with a token of the current second, per encoding: minted and compressed once a second, not per response. */
  fresh: Map<Encoding, { at: number; body: Promise<{ body: Buffer; scriptSrc: string }> }>;
  scriptBodies: string[];
  generation: number;
  expiresAt: number;
  bytes: number;
}

export async function buildEntry(input: {
  res: Response;
  body: string;
  scriptBodies: string[] | null;
  generation: number;
  expiresAt: number;
  cacheable: boolean;
}): Promise<CachedPage> {
  const { res, scriptBodies } = input;
  const body = Buffer.from(input.body);
  const token = scriptBodies ? (TOKEN_INPUT.exec(input.body)?.[1] ?? null) : null;
  const scriptSrc = scriptBodies ? hashedScriptSrc(scriptBodies) : null;
  const encoded: CachedPage["encoded"] = {};
  if (!token && body.length >= 1024) {
    [encoded.br, encoded.gzip] = await Promise.all([brotli(body, BROTLI), gzip(body, { level: 9 })]);
  }
  const headers: [string, string][] = [];
  for (const name of KEPT_HEADERS) {
    const value = res.headers.get(name);
    if (value) headers.push([name, value]);
  }
  const bytes = body.length + (encoded.br?.length ?? 0) + (encoded.gzip?.length ?? 0) + 2 * (scriptBodies ?? []).join("").length + 512;
  return {
    status: res.status,
    headers,
    body,
    encoded,
    etag: input.cacheable && !token ? weakEtag(body, scriptSrc ?? "") : null,
    cacheControl: !input.cacheable ? NO_STORE : token ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL,
    scriptSrc,
    token: token,
    fresh: new Map(),
    scriptBodies: token ? (scriptBodies ?? []) : [],
    generation: input.generation,
    expiresAt: input.expiresAt,
    bytes,
  };
}

/**
 * How long one minted token serves: every visitor within the same second gets the same one. The token says when the
 * page was served (to the second), which is all the fill-time check needs; minting, hashing and compressing the page
 * per response held /contact to a fifth of the other pages' throughput.
 */
export const FRESH_TOKEN_MS = 1_000;

function freshPage(entry: CachedPage, token: string, encoding: Encoding, issue: () => string) {
  const now = Date.now();
  const memo = entry.fresh.get(encoding);
  if (memo && now - memo.at < FRESH_TOKEN_MS) return memo.body;
  const body = withFreshToken(entry, token, issue(), encoding);
  entry.fresh.set(encoding, { at: now, body });
  return body;
}

async function withFreshToken(entry: CachedPage, token: string, fresh: string, encoding: Encoding) {
  const html = entry.body.toString().replaceAll(token, fresh);
  const scriptSrc = hashedScriptSrc(entry.scriptBodies.map((b) => b.replaceAll(token, fresh)));
  const plain = Buffer.from(html);
  // Compressed once a second: a middle level (the cached pages' best would cost more than the second allows under load).
  const body = encoding === "br" ? await brotli(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : encoding === "gzip" ? await gzip(plain, { level: 6 }) : plain;
  return { body, scriptSrc };
}

/** Answers a request from a cached page: 304 when the client's copy is current, the best encoding it accepts. */
export async function respond(c: Context<AppEnv>, entry: CachedPage, deps: AppDeps): Promise<Response> {
  const headers = new Headers(entry.headers);
  headers.set("Cache-Control", entry.cacheControl);
  headers.set("Vary", "Accept-Encoding");
  // Feeds run no scripts; a page may run exactly its own.
  c.set("scriptSrc", entry.scriptSrc ?? "'none'");
  if (entry.etag) {
    headers.set("ETag", entry.etag);
    if (matchesIfNoneMatch(c.req.header("if-none-match"), entry.etag)) return new Response(null, { status: 304, headers });
  }
  let encoding = pickEncoding(c.req.header("accept-encoding"));
  let body: Buffer;
  if (entry.token) {
    const fresh = await freshPage(entry, entry.token, encoding, () => deps.services.contacts.issueFormToken());
    body = fresh.body;
    c.set("scriptSrc", fresh.scriptSrc);
  } else {
    if (encoding !== "identity" && !entry.encoded[encoding]) encoding = "identity";
    body = encoding === "identity" ? entry.body : (entry.encoded[encoding] ?? entry.body);
  }
  if (encoding !== "identity") headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.length));
  return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), { status: entry.status, headers });
}
