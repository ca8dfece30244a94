import { promises as dns } from "node:dns";
import { isIPv4, isIPv6 } from "node:net";

// Guards every server-side call to a URL an admin typed in (n8n instances, their webhooks) against SSRF.
// Residual risk: the host is resolved here and again by fetch, so a DNS answer that changes in between
// (rebinding) is not caught; closing that needs a pinned-address agent, which plain fetch does not offer.

export type AddressCategory = "metadata" | "link_local" | "loopback" | "private" | "reserved" | "public";

export type LookupAll = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export type UrlGuardOptions = {
  /** Also refuse loopback and private-network addresses (N8N_BLOCK_PRIVATE). */
  blockPrivate?: boolean;
  /** DNS resolution; defaults to dns.lookup with all addresses. */
  lookup?: LookupAll;
};

export class UrlBlockedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UrlBlockedError";
  }
}

const METADATA_HOSTNAMES = new Set(["metadata.google.internal", "metadata.google.internal."]);

const CATEGORY_MESSAGES: Record<Exclude<AddressCategory, "public">, string> = {
  metadata: "URL points to a cloud metadata address",
  link_local: "URL points to a link-local address",
  loopback: "URL points to a loopback address",
  private: "URL points to a private network address",
  reserved: "URL points to a reserved address",
};

const defaultLookup: LookupAll = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

function inV4(ip: number, base: string, bits: number): boolean {
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
  return ((ip & mask) >>> 0) === ((v4ToInt(base) & mask) >>> 0);
}

function v4ToInt(address: string): number {
  return address.split(".").reduce((acc, part) => ((acc << 8) | Number(part)) >>> 0, 0);
}

function classifyV4(ip: number): AddressCategory {
  if (ip === v4ToInt("169.254.169.254")) return "metadata";
  if (inV4(ip, "169.254.0.0", 16)) return "link_local";
  if (inV4(ip, "127.0.0.0", 8) || inV4(ip, "0.0.0.0", 8)) return "loopback"; // 0.0.0.0 reaches this host
  if (inV4(ip, "10.0.0.0", 8) || inV4(ip, "172.16.0.0", 12) || inV4(ip, "192.168.0.0", 16)) return "private";
  if (inV4(ip, "100.64.0.0", 10)) return "private"; // carrier-grade NAT, also VPN meshes
  if (inV4(ip, "224.0.0.0", 4) || inV4(ip, "240.0.0.0", 4)) return "reserved"; // multicast, reserved, broadcast
  return "public";
}

/** Eight 16-bit groups, or null when the text is not an IPv6 address. */
function v6Groups(address: string): number[] | null {
  const text = address.split("%")[0] ?? "";
  if (!isIPv6(text)) return null;
  // A trailing dotted IPv4 part (::ffff:1.2.3.4) becomes two hex groups so one parser covers both forms.
  const hex = text.replace(/(\d+\.\d+\.\d+\.\d+)$/, (v4) => {
    const n = v4ToInt(v4);
    return `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  });
  const [left = "", right] = hex.split("::");
  const parse = (s: string) => (s === "" ? [] : s.split(":").map((g) => parseInt(g, 16)));
  const l = parse(left);
  const r = right === undefined ? [] : parse(right);
  const fill = 8 - l.length - r.length;
  return [...l, ...Array<number>(Math.max(fill, 0)).fill(0), ...r];
}

/** Sorts an IP address into the groups the guard decides on. Throws on text that is not an IP address. */
export function classifyAddress(address: string): AddressCategory {
  if (isIPv4(address)) return classifyV4(v4ToInt(address));
  const g = v6Groups(address);
  if (!g) throw new TypeError(`not an IP address: ${address}`);
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const embedsV4 =
    (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) || // IPv4-mapped
    (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0); // NAT64
  if (embedsV4) return classifyV4(((g6 << 16) | g7) >>> 0);
  if (g0 === 0xfd00 && g1 === 0x0ec2 && g2 + g3 + g4 + g5 + g6 === 0 && g7 === 0x254) return "metadata";
  if (g.slice(0, 7).every((x) => x === 0) && (g7 === 0 || g7 === 1)) return "loopback"; // :: and ::1
  if ((g0 & 0xffc0) === 0xfe80) return "link_local";
  if ((g0 & 0xfe00) === 0xfc00) return "private";
  if ((g0 & 0xff00) === 0xff00) return "reserved";
  return "public";
}

function isRefused(category: AddressCategory, blockPrivate: boolean): boolean {
  if (category === "public") return false;
  if (category === "loopback" || category === "private") return blockPrivate;
  return true;
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/**
 * Returns the parsed URL when it is http(s) and every address its host resolves to is allowed.
 * Throws UrlBlockedError otherwise; DNS failures (e.g. ENOTFOUND) propagate unchanged.
 */
export async function assertSafeUrl(
  input: string | URL,
  options: UrlGuardOptions & { signal?: AbortSignal | null } = {},
): Promise<URL> {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new UrlBlockedError("Not a valid URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new UrlBlockedError("Only http:// and https:// URLs are allowed");
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (METADATA_HOSTNAMES.has(host)) throw new UrlBlockedError(CATEGORY_MESSAGES.metadata);
  const addresses =
    isIPv4(host) || isIPv6(host)
      ? [host]
      : (await abortable((options.lookup ?? defaultLookup)(host), options.signal)).map((a) => a.address);
  if (addresses.length === 0) throw new UrlBlockedError("URL host has no address");
  for (const address of addresses) {
    const category = classifyAddress(address);
    if (category !== "public" && isRefused(category, options.blockPrivate ?? false)) {
      throw new UrlBlockedError(CATEGORY_MESSAGES[category]);
    }
  }
  return url;
}

export type SafeFetchOptions = UrlGuardOptions & { fetchImpl?: typeof fetch; maxRedirects?: number };

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * fetch that checks every hop with assertSafeUrl and follows redirects only within the same host
 * (an http → https upgrade is allowed, a downgrade is not), so credentials never travel elsewhere.
 */
export async function safeFetch(
  input: string | URL,
  init: RequestInit = {},
  options: SafeFetchOptions = {},
): Promise<Response> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const maxRedirects = options.maxRedirects ?? 3;
  let url = await assertSafeUrl(input, { ...options, signal: init.signal });
  const origin = url;
  let request: RequestInit = { ...init, redirect: "manual" };
  for (let hop = 0; ; hop++) {
    const response = await fetchImpl(url, request);
    const location = response.headers.get("location");
    if (!REDIRECT_STATUSES.has(response.status) || !location) return response;
    await response.body?.cancel();
    const next = new URL(location, url);
    if (next.host !== origin.host) throw new UrlBlockedError("URL redirects to another host");
    if (url.protocol === "https:" && next.protocol === "http:") {
      throw new UrlBlockedError("URL redirects from https to http");
    }
    if (hop >= maxRedirects) throw new UrlBlockedError("Too many redirects");
    const method = (request.method ?? "GET").toUpperCase();
    if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === "POST")) {
      request = { ...request, method: "GET", body: undefined };
    }
    url = await assertSafeUrl(next, { ...options, signal: init.signal });
  }
}
