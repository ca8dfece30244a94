import { promises as dns } from "node:dns";
import type { LookupFunction } from "node:net";
import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit } from "undici";
import { bareAddress, CATEGORY_WORDS, classifyAddress, isIpLiteral } from "./outbound/address-class.ts";
import { parseAllowList, type AllowList } from "./outbound/allow-list.ts";

// The one gate for every server-side call to an address staff typed in or the operator configured (webhooks,
// SMTP, n8n, HubSpot, the LLM base URL). Only public addresses are reached unless OUTBOUND_ALLOW_HOSTS lists
// the host. The check runs inside the connection's own DNS lookup, so the address checked is the address
// connected to: a DNS answer that changes between a check and the connection (rebinding) cannot slip through.

export { classifyAddress, type AddressCategory } from "./outbound/address-class.ts";
export { AllowListError, parseAllowList, type AllowList } from "./outbound/allow-list.ts";

export type ResolvedAddress = { address: string; family: number };
export type LookupAll = (hostname: string) => Promise<ResolvedAddress[]>;

/** The target is refused by policy (or is not an http(s) URL). Its message is fit for staff and for a 400. */
export class UrlBlockedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UrlBlockedError";
  }
}

export type OutboundGuardOptions = {
  /** OUTBOUND_ALLOW_HOSTS, parsed or as text. */
  allow?: AllowList | string | readonly string[];
  /** DNS resolution; defaults to dns.lookup with every address. */
  lookup?: LookupAll;
};

export type GuardedFetchOptions = { signal?: AbortSignal | null };
export type OutboundFetch = (input: string | URL, init?: RequestInit) => Promise<Response>;

const METADATA_HOSTNAMES = new Set(["metadata.google.internal", "metadata"]);
const defaultLookup: LookupAll = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

function abortable<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

export function parseHttpUrl(input: string | URL): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new UrlBlockedError("Not a valid URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new UrlBlockedError("Only http:// and https:// URLs are allowed");
  return url;
}

export function createOutboundGuard(options: OutboundGuardOptions = {}) {
  const allow = typeof options.allow === "object" && options.allow !== null && "allowsHost" in options.allow ? options.allow : parseAllowList(options.allow);
  const lookupAll = options.lookup ?? defaultLookup;

  function refusal(address: string, hostListed: boolean): UrlBlockedError | null {
    const category = classifyAddress(address);
    if (category === "public" || allow.allowsAddress(address)) return null;
    // A listed host name is trusted wherever it points, except at the cloud metadata service.
    if (hostListed && category !== "metadata") return null;
    return new UrlBlockedError(`Address not allowed: ${CATEGORY_WORDS[category]}`);
  }

  /** Every address of the host, each one checked; throws UrlBlockedError when any is refused. */
  async function resolve(hostname: string, signal?: AbortSignal | null): Promise<ResolvedAddress[]> {
    const host = bareAddress(hostname).toLowerCase();
    const hostListed = allow.allowsHost(host);
    if (isIpLiteral(host)) {
      const refused = refusal(host, false);
      if (refused) throw refused;
      return [{ address: host, family: host.includes(":") ? 6 : 4 }];
    }
    if (METADATA_HOSTNAMES.has(host.replace(/\.$/, ""))) throw new UrlBlockedError(`Address not allowed: ${CATEGORY_WORDS.metadata}`);
    const addresses = await abortable(lookupAll(host), signal);
    if (addresses.length === 0) throw Object.assign(new Error(`no address for ${host}`), { code: "ENOTFOUND" });
    for (const { address } of addresses) {
      const refused = refusal(address, hostListed);
      if (refused) throw refused;
    }
    return addresses;
  }

  /** For net/tls `lookup`: the connection only ever gets addresses that passed the check. */
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const family = lookupOptions.family === 4 || lookupOptions.family === 6 ? lookupOptions.family : 0;
        const usable = family ? addresses.filter((a) => a.family === family) : addresses;
        if (lookupOptions.all) return callback(null, usable);
        const first = usable[0];
        if (!first) return callback(Object.assign(new Error(`no IPv${family} address for ${hostname}`), { code: "ENOTFOUND" }), "", 0);
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };

  const dispatcher = new Agent({ connect: { lookup }, keepAliveTimeout: 4_000 });

  /** Checks the URL (scheme, and the host's addresses) without connecting: for checks when staff save a URL. */
  async function checkUrl(input: string | URL, opts: GuardedFetchOptions = {}): Promise<URL> {
    const url = parseHttpUrl(input);
    await resolve(url.hostname, opts.signal);
    return url;
  }

  /**
   * fetch over the guarded dispatcher. Redirects are never followed automatically: `redirect: "manual"` is
   * forced, and safeFetch below follows the ones that stay on the same host.
   */
  const guardedFetch: OutboundFetch = async (input, init = {}) => {
    const url = parseHttpUrl(input);
    // An IP literal skips DNS and so the connection's lookup: check it here.
    if (isIpLiteral(url.hostname)) await resolve(url.hostname);
    const response = await undiciFetch(url, { ...(init as UndiciRequestInit), redirect: "manual", dispatcher });
    return response as unknown as Response;
  };

  return { allow, resolve, lookup, checkUrl, fetch: guardedFetch, dispatcher, close: () => dispatcher.close() };
}
export type OutboundGuard = ReturnType<typeof createOutboundGuard>;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Follows redirects only within the same host (http → https allowed, not the reverse), so credentials never
 * travel elsewhere; each hop goes through the guard again.
 */
export async function safeFetch(guard: Pick<OutboundGuard, "fetch">, input: string | URL, init: RequestInit = {}, maxRedirects = 3): Promise<Response> {
  let url = parseHttpUrl(input);
  const origin = url;
  let request: RequestInit = init;
  for (let hop = 0; ; hop++) {
    const response = await guard.fetch(url, request);
    const location = response.headers.get("location");
    if (!REDIRECT_STATUSES.has(response.status) || !location) return response;
    await response.body?.cancel();
    const next = new URL(location, url);
    if (next.host !== origin.host) throw new UrlBlockedError("The URL redirects to another host");
    if (url.protocol === "https:" && next.protocol === "http:") throw new UrlBlockedError("The URL redirects from https to http");
    if (hop >= maxRedirects) throw new UrlBlockedError("Too many redirects");
    const method = (request.method ?? "GET").toUpperCase();
    if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === "POST")) {
      request = { ...request, method: "GET", body: undefined };
    }
    url = next;
  }
}
