import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import { bareAddress } from "./address-class.ts";

// OUTBOUND_ALLOW_HOSTS: what the operator lets integrations reach although it is not public, e.g. a self-hosted
// n8n on the office network. Entries: host names (exact, or "*.lan" for every name under lan), IP addresses,
// CIDR ranges (10.0.0.0/8, fd00::/8).

export type AllowList = {
  /** The operator listed this host name: its addresses are trusted (cloud metadata excepted). */
  allowsHost(hostname: string): boolean;
  /** The operator listed this address or a range containing it. */
  allowsAddress(address: string): boolean;
  readonly entries: readonly string[];
};

export class AllowListError extends Error {}

const HOST_NAME = /^(\*\.)?([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?\.)*[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?\.?$/;

/** Parses the comma-separated list; throws AllowListError naming the entry that is none of the three forms. */
export function parseAllowList(text: string | readonly string[] | undefined): AllowList {
  const entries = (typeof text === "string" ? text.split(",") : (text ?? [])).map((e) => e.trim().toLowerCase()).filter(Boolean);
  const names = new Set<string>();
  const suffixes: string[] = [];
  const ranges: Array<[ipaddr.IPv4 | ipaddr.IPv6, number]> = [];
  for (const entry of entries) {
    const bare = bareAddress(entry);
    if (/^[0-9a-f:.]+\/\d+$/.test(entry)) {
      try {
        ranges.push(ipaddr.parseCIDR(entry));
      } catch {
        throw new AllowListError(`"${entry}" is not a valid CIDR range`);
      }
    } else if (isIP(bare) !== 0) {
      const ip = ipaddr.parse(bare);
      ranges.push([ip, ip.kind() === "ipv4" ? 32 : 128]);
    } else if (HOST_NAME.test(entry)) {
      if (entry.startsWith("*.")) suffixes.push(entry.slice(1).replace(/\.$/, ""));
      else names.add(entry.replace(/\.$/, ""));
    } else {
      throw new AllowListError(`"${entry}" is not a host name, IP address or CIDR range`);
    }
  }

  return {
    entries,
    allowsHost(hostname) {
      const name = hostname.toLowerCase().replace(/\.$/, "");
      return names.has(name) || suffixes.some((s) => name.endsWith(s));
    },
    allowsAddress(address) {
      const bare = bareAddress(address);
      if (isIP(bare) === 0) return false;
      let ip = ipaddr.parse(bare);
      // An IPv4-mapped answer (::ffff:10.0.0.5) is matched against IPv4 entries too.
      if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
      return ranges.some(([base, bits]) => base.kind() === ip.kind() && ip.match(base, bits));
    },
  };
}
