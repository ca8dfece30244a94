import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

// Which addresses an outbound call may reach. ipaddr.js knows the special ranges (RFC 6890 and successors);
// here we only add what it leaves as plain unicast: IPv6 forms that carry an IPv4 address a connection
// could end up at (mapped, compatible, translated, NAT64, 6to4), and the cloud metadata endpoints.

export type AddressCategory = "metadata" | "loopback" | "private" | "link_local" | "shared" | "reserved" | "public";

/** Words after "Address not allowed: ", for staff. */
export const CATEGORY_WORDS: Record<Exclude<AddressCategory, "public">, string> = {
  metadata: "cloud metadata service",
  loopback: "loopback (this server)",
  private: "private network",
  link_local: "link-local network",
  shared: "carrier-grade NAT / shared network",
  reserved: "reserved or multicast address",
};

const METADATA = new Set(["169.254.169.254", "100.100.100.200", "fd00:ec2::254", "fd00:ec2:0:0:0:0:0:254"]);

const V4_RANGES: Record<string, AddressCategory> = {
  unicast: "public",
  loopback: "loopback",
  unspecified: "loopback", // 0.0.0.0/8 reaches this host
  private: "private",
  linkLocal: "link_local",
  carrierGradeNat: "shared",
};

/** The IPv4 address an IPv6 address carries, when its prefix says it carries one. */
function embeddedV4(v6: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = v6.parts;
  const last32 = () => new ipaddr.IPv4([p[6]! >> 8, p[6]! & 0xff, p[7]! >> 8, p[7]! & 0xff]);
  const range = v6.range();
  if (range === "ipv4Mapped" || range === "rfc6145" || range === "rfc6052") return last32();
  if (range === "6to4") return new ipaddr.IPv4([p[1]! >> 8, p[1]! & 0xff, p[2]! >> 8, p[2]! & 0xff]);
  // IPv4-compatible ::a.b.c.d (deprecated, but still routed to the IPv4 address by some stacks); not :: or ::1.
  if (p.slice(0, 6).every((x) => x === 0) && (p[6] !== 0 || p[7]! > 1)) return last32();
  return null;
}

function classifyV4(v4: ipaddr.IPv4): AddressCategory {
  if (METADATA.has(v4.toString())) return "metadata";
  return V4_RANGES[v4.range()] ?? "reserved";
}

/** Sorts an IP address into the groups the guard decides on. Throws TypeError on text that is not an IP address. */
export function classifyAddress(address: string): AddressCategory {
  const text = bareAddress(address);
  if (isIP(text) === 0) throw new TypeError(`not an IP address: ${address}`);
  const parsed = ipaddr.parse(text);
  if (parsed.kind() === "ipv4") return classifyV4(parsed as ipaddr.IPv4);
  const v6 = parsed as ipaddr.IPv6;
  if (METADATA.has(v6.toNormalizedString()) || METADATA.has(v6.toString())) return "metadata";
  const v4 = embeddedV4(v6);
  if (v4) {
    const inner = classifyV4(v4);
    // 64:ff9b:1::/48 is a local-use NAT64 prefix (RFC 8215): a private network whatever it embeds.
    if (inner === "public" && v6.range() === "rfc6052" && v6.parts[2] === 1) return "private";
    return inner;
  }
  switch (v6.range() as string) {
    case "unicast":
      return "public";
    case "loopback":
    case "unspecified":
      return "loopback";
    case "uniqueLocal":
    case "deprecatedSiteLocal":
      return "private";
    case "linkLocal":
      return "link_local";
    default:
      return "reserved"; // multicast, documentation, Teredo, discard, …
  }
}

/** "[::1]" → "::1", "fe80::1%eth0" → "fe80::1". */
export function bareAddress(host: string): string {
  return host.replace(/^\[(.*)\]$/, "$1").split("%")[0] ?? "";
}

/** Strict: only the canonical dotted or colon forms (URL parsing already turned 0x7f.1 into 127.0.0.1). */
export function isIpLiteral(host: string): boolean {
  return isIP(bareAddress(host)) !== 0;
}
