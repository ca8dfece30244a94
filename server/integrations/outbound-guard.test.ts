import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classifyAddress, createOutboundGuard, parseAllowList, safeFetch, UrlBlockedError, type LookupAll } from "./outbound-guard.ts";

const resolvesTo =
  (...addresses: string[]): LookupAll =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

async function refusal(url: string, options: Parameters<typeof createOutboundGuard>[0] = {}): Promise<string | null> {
  try {
    await createOutboundGuard(options).checkUrl(url);
    return null;
  } catch (error) {
    if (error instanceof UrlBlockedError) return error.message;
    throw error;
  }
}

describe("classifyAddress", () => {
  it.each([
    // IPv6 encodings of the metadata address that main classed as public (docs/decisions/012).
    ["::a9fe:a9fe", "metadata"],
    ["2002:a9fe:a9fe::", "metadata"],
    ["64:ff9b:1::a9fe:a9fe", "metadata"],
    ["64:ff9b::a9fe:a9fe", "metadata"],
    ["::ffff:0:a9fe:a9fe", "metadata"],
    ["::ffff:169.254.169.254", "metadata"],
    ["::ffff:a9fe:a9fe", "metadata"],
    ["169.254.169.254", "metadata"],
    ["100.100.100.200", "metadata"],
    ["fd00:ec2::254", "metadata"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::7f00:1", "loopback"],
    ["2002:7f00:1::", "loopback"],
    ["2002:c0a8:101::1", "private"],
    ["64:ff9b::a00:1", "private"],
    ["64:ff9b:1::808:808", "private"],
    ["::ffff:0:a00:5", "private"],
    ["169.254.10.1", "link_local"],
    ["fe80::1", "link_local"],
    ["febf:ffff::1", "link_local"],
    ["fe80::1%eth0", "link_local"],
    ["127.0.0.1", "loopback"],
    ["127.8.9.10", "loopback"],
    ["0.0.0.0", "loopback"],
    ["0.1.2.3", "loopback"],
    ["::1", "loopback"],
    ["::", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.20", "private"],
    ["fc00::1", "private"],
    ["fd12:3456::1", "private"],
    ["100.64.0.1", "shared"],
    ["100.127.255.254", "shared"],
    ["224.0.0.1", "reserved"],
    ["239.255.255.250", "reserved"],
    ["255.255.255.255", "reserved"],
    ["240.0.0.1", "reserved"],
    ["ff02::1", "reserved"],
    ["2001:db8::1", "reserved"],
    ["172.32.0.1", "public"],
    ["8.8.8.8", "public"],
    ["100.128.0.1", "public"],
    ["::ffff:8.8.8.8", "public"],
    ["64:ff9b::808:808", "public"],
    ["2606:4700::1111", "public"],
  ])("%s is %s", (address, category) => {
    expect(classifyAddress(address)).toBe(category);
  });

  it("rejects text that is not an address", () => {
    expect(() => classifyAddress("example.com")).toThrow(TypeError);
    expect(() => classifyAddress("127.1")).toThrow(TypeError);
  });
});

describe("checkUrl without an allow-list", () => {
  it("accepts a host whose every address is public", async () => {
    expect(await refusal("https://n8n.example.com", { lookup: resolvesTo("93.184.216.34", "2606:2800:220:1::1") })).toBeNull();
  });

  it("refuses loopback, private, link-local, shared and reserved addresses, however written", async () => {
    expect(await refusal("http://127.0.0.1:5678")).toBe("Address not allowed: loopback (this server)");
    expect(await refusal("http://[::1]:5678")).toBe("Address not allowed: loopback (this server)");
    expect(await refusal("http://0.0.0.0:5678")).toBe("Address not allowed: loopback (this server)");
    expect(await refusal("http://localhost:5678", { lookup: resolvesTo("127.0.0.1", "::1") })).toBe("Address not allowed: loopback (this server)");
    expect(await refusal("http://10.0.0.5")).toBe("Address not allowed: private network");
    expect(await refusal("http://[fd12::5]")).toBe("Address not allowed: private network");
    expect(await refusal("http://100.100.100.200/latest")).toBe("Address not allowed: cloud metadata service");
    expect(await refusal("http://100.64.1.1/")).toBe("Address not allowed: carrier-grade NAT / shared network");
    expect(await refusal("http://169.254.3.4/")).toBe("Address not allowed: link-local network");
    expect(await refusal("http://224.0.0.251/")).toBe("Address not allowed: reserved or multicast address");
    for (const v6 of ["::a9fe:a9fe", "2002:a9fe:a9fe::", "64:ff9b:1::a9fe:a9fe", "64:ff9b::a9fe:a9fe", "::ffff:0:a9fe:a9fe", "::ffff:169.254.169.254"]) {
      expect(await refusal(`http://[${v6}]/latest`), v6).toBe("Address not allowed: cloud metadata service");
    }
    expect(await refusal("http://2852039166/")).toBe("Address not allowed: cloud metadata service"); // 169.254.169.254 as one number
    expect(await refusal("http://metadata.google.internal/computeMetadata/v1/")).toBe("Address not allowed: cloud metadata service");
  });

  it("refuses a host when any of its addresses is refused", async () => {
    const lookup = resolvesTo("93.184.216.34", "10.0.0.7");
    expect(await refusal("https://sneaky.example.com", { lookup })).toBe("Address not allowed: private network");
  });

  it("refuses other schemes and text that is not a URL", async () => {
    expect(await refusal("ftp://n8n.example.com")).toBe("Only http:// and https:// URLs are allowed");
    expect(await refusal("file:///etc/passwd")).toBe("Only http:// and https:// URLs are allowed");
    expect(await refusal("not a url")).toBe("Not a valid URL");
  });

  it("lets DNS failures through unchanged", async () => {
    const lookup: LookupAll = async () => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND nowhere.invalid"), { code: "ENOTFOUND" });
    };
    await expect(createOutboundGuard({ lookup }).checkUrl("http://nowhere.invalid")).rejects.toMatchObject({ code: "ENOTFOUND" });
  });
});

describe("OUTBOUND_ALLOW_HOSTS", () => {
  it("lets listed host names, addresses and ranges through, and nothing else", async () => {
    const allow = "n8n.office.lan, *.corp.example, 127.0.0.1, 10.20.0.0/16, fd00::/8";
    const lan = resolvesTo("192.168.1.50");
    expect(await refusal("http://n8n.office.lan:5678", { allow, lookup: lan })).toBeNull();
    expect(await refusal("http://N8N.Office.Lan.:5678", { allow, lookup: lan })).toBeNull();
    expect(await refusal("http://hooks.corp.example", { allow, lookup: lan })).toBeNull();
    expect(await refusal("http://other.lan", { allow, lookup: lan })).toBe("Address not allowed: private network");
    expect(await refusal("http://127.0.0.1:8080", { allow })).toBeNull();
    expect(await refusal("http://127.0.0.2:8080", { allow })).toBe("Address not allowed: loopback (this server)");
    expect(await refusal("http://10.20.3.4", { allow })).toBeNull();
    expect(await refusal("http://[::ffff:10.20.3.4]", { allow })).toBeNull();
    expect(await refusal("http://10.21.0.1", { allow })).toBe("Address not allowed: private network");
    expect(await refusal("http://[fd00::9]", { allow })).toBeNull();
  });

  it("never lets a listed host name reach the cloud metadata service", async () => {
    const allow = "n8n.office.lan";
    expect(await refusal("http://n8n.office.lan", { allow, lookup: resolvesTo("169.254.169.254") })).toBe("Address not allowed: cloud metadata service");
  });

  it("names the entry that is not a host, address or range", () => {
    expect(() => parseAllowList("n8n.lan, 10.0.0.0/33")).toThrow('"10.0.0.0/33" is not a valid CIDR range');
    expect(() => parseAllowList("http://n8n.lan")).toThrow('"http://n8n.lan" is not a host name, IP address or CIDR range');
    expect(parseAllowList(" , ").entries).toEqual([]);
  });
});

describe("connections", () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === "/same") res.writeHead(302, { location: "/final" }).end();
      else if (req.url === "/other") res.writeHead(302, { location: `http://localhost:${port}/final` }).end();
      else if (req.url === "/metadata") res.writeHead(307, { location: "http://169.254.169.254/" }).end();
      else if (req.url === "/loop") res.writeHead(302, { location: "/loop" }).end();
      else res.writeHead(200, { "content-type": "text/plain" }).end(`reached ${req.url}`);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("refuses loopback at connection time without the allow-list, and reaches it with it", async () => {
    const strict = createOutboundGuard();
    const error = await strict.fetch(`http://127.0.0.1:${port}/final`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UrlBlockedError);
    const allowed = createOutboundGuard({ allow: "127.0.0.1" });
    expect(await (await allowed.fetch(`http://127.0.0.1:${port}/final`)).text()).toBe("reached /final");
  });

  it("checks the address the connection uses (DNS rebinding): the name's second answer is refused", async () => {
    let answers = 0;
    // First answer public, every later one loopback: a check followed by a second lookup would be fooled.
    const lookup: LookupAll = async () => [{ address: answers++ === 0 ? "93.184.216.34" : "127.0.0.1", family: 4 }];
    const guard = createOutboundGuard({ lookup });
    await guard.checkUrl(`http://rebind.example:${port}/final`);
    const error = await guard.fetch(`http://rebind.example:${port}/final`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TypeError); // fetch failed…
    expect((error as Error).cause).toBeInstanceOf(UrlBlockedError); // …because the lookup refused loopback
    expect(((error as Error).cause as Error).message).toBe("Address not allowed: loopback (this server)");
  });

  it("connects to the address that passed the check", async () => {
    const guard = createOutboundGuard({ allow: "127.0.0.1", lookup: resolvesTo("127.0.0.1") });
    const response = await guard.fetch(`http://n8n.test:${port}/final`);
    expect(await response.text()).toBe("reached /final");
  });

  it("follows a redirect on the same host only, a few times at most", async () => {
    const guard = createOutboundGuard({ allow: "127.0.0.1,localhost" });
    const base = `http://127.0.0.1:${port}`;
    expect(await (await safeFetch(guard, `${base}/same`)).text()).toBe("reached /final");
    await expect(safeFetch(guard, `${base}/other`)).rejects.toThrow("The URL redirects to another host");
    await expect(safeFetch(guard, `${base}/metadata`)).rejects.toThrow("The URL redirects to another host");
    await expect(safeFetch(guard, `${base}/loop`)).rejects.toThrow("Too many redirects");
    // Without safeFetch, the guard's own fetch never follows: the 3xx comes back as it is.
    expect((await guard.fetch(`${base}/same`)).status).toBe(302);
  });
});
