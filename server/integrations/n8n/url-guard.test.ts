import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertSafeUrl, classifyAddress, safeFetch, UrlBlockedError, type LookupAll } from "./url-guard.ts";

const resolvesTo =
  (...addresses: string[]): LookupAll =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

async function refusal(url: string, options: Parameters<typeof assertSafeUrl>[1] = {}): Promise<string | null> {
  try {
    await assertSafeUrl(url, options);
    return null;
  } catch (error) {
    if (error instanceof UrlBlockedError) return error.message;
    throw error;
  }
}

describe("classifyAddress", () => {
  it.each([
    ["169.254.169.254", "metadata"],
    ["fd00:ec2::254", "metadata"],
    ["::ffff:169.254.169.254", "metadata"],
    ["::ffff:a9fe:a9fe", "metadata"],
    ["64:ff9b::a9fe:a9fe", "metadata"],
    ["169.254.10.1", "link_local"],
    ["fe80::1", "link_local"],
    ["febf:ffff::1", "link_local"],
    ["fe80::1%eth0", "link_local"],
    ["127.0.0.1", "loopback"],
    ["127.8.9.10", "loopback"],
    ["0.0.0.0", "loopback"],
    ["::1", "loopback"],
    ["::", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.20", "private"],
    ["100.64.0.1", "private"],
    ["fd12:3456::1", "private"],
    ["224.0.0.1", "reserved"],
    ["255.255.255.255", "reserved"],
    ["ff02::1", "reserved"],
    ["172.32.0.1", "public"],
    ["8.8.8.8", "public"],
    ["fec0::1", "public"],
    ["2606:4700::1111", "public"],
  ])("%s is %s", (address, category) => {
    expect(classifyAddress(address)).toBe(category);
  });

  it("rejects text that is not an address", () => {
    expect(() => classifyAddress("example.com")).toThrow(TypeError);
  });
});

describe("assertSafeUrl", () => {
  it("accepts public and, by default, private and loopback hosts", async () => {
    expect(await refusal("https://n8n.example.com", { lookup: resolvesTo("93.184.216.34") })).toBeNull();
    expect(await refusal("http://10.0.0.5:5678")).toBeNull();
    expect(await refusal("http://192.168.1.10:5678")).toBeNull();
    expect(await refusal("http://127.0.0.1:5678")).toBeNull();
    expect(await refusal("http://[::1]:5678")).toBeNull();
  });

  it("refuses other schemes and text that is not a URL", async () => {
    expect(await refusal("ftp://n8n.example.com")).toBe("Only http:// and https:// URLs are allowed");
    expect(await refusal("file:///etc/passwd")).toBe("Only http:// and https:// URLs are allowed");
    expect(await refusal("not a url")).toBe("Not a valid URL");
  });

  it("always refuses cloud metadata and link-local addresses, however written", async () => {
    const metadata = "URL points to a cloud metadata address";
    expect(await refusal("http://169.254.169.254/latest/meta-data")).toBe(metadata);
    expect(await refusal("http://2852039166/")).toBe(metadata); // decimal form of 169.254.169.254
    expect(await refusal("http://[fd00:ec2::254]/")).toBe(metadata);
    expect(await refusal("http://[::ffff:169.254.169.254]/")).toBe(metadata);
    expect(await refusal("http://metadata.google.internal/computeMetadata/v1/")).toBe(metadata);
    expect(await refusal("http://169.254.3.4/")).toBe("URL points to a link-local address");
    expect(await refusal("http://[fe80::1]/")).toBe("URL points to a link-local address");
  });

  it("refuses a host when any of its addresses is refused", async () => {
    const lookup = resolvesTo("93.184.216.34", "169.254.169.254");
    expect(await refusal("https://sneaky.example.com", { lookup })).toBe("URL points to a cloud metadata address");
  });

  it("refuses loopback and private addresses when blockPrivate is set", async () => {
    const blockPrivate = true;
    expect(await refusal("http://127.0.0.1:5678", { blockPrivate })).toBe("URL points to a loopback address");
    expect(await refusal("http://localhost:5678", { blockPrivate })).toBe("URL points to a loopback address");
    expect(await refusal("http://10.0.0.5", { blockPrivate })).toBe("URL points to a private network address");
    const lookup = resolvesTo("192.168.0.7");
    expect(await refusal("http://n8n.lan", { blockPrivate, lookup })).toBe("URL points to a private network address");
    expect(await refusal("http://n8n.lan", { lookup })).toBeNull();
  });

  it("lets DNS failures through unchanged", async () => {
    const lookup: LookupAll = async () => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND nowhere.invalid"), { code: "ENOTFOUND" });
    };
    await expect(assertSafeUrl("http://nowhere.invalid", { lookup })).rejects.toMatchObject({ code: "ENOTFOUND" });
  });
});

describe("safeFetch redirects", () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const port = (server.address() as AddressInfo).port;
      if (req.url === "/same") res.writeHead(302, { location: "/final" }).end();
      else if (req.url === "/other") res.writeHead(302, { location: `http://localhost:${port}/final` }).end();
      else if (req.url === "/metadata") res.writeHead(307, { location: "http://169.254.169.254/" }).end();
      else if (req.url === "/loop") res.writeHead(302, { location: "/loop" }).end();
      else res.writeHead(200, { "content-type": "text/plain" }).end(`reached ${req.url}`);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("follows a redirect on the same host", async () => {
    const response = await safeFetch(`${base}/same`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("reached /final");
  });

  it("refuses a redirect to another host, even one on the same machine", async () => {
    await expect(safeFetch(`${base}/other`)).rejects.toThrow("URL redirects to another host");
    await expect(safeFetch(`${base}/metadata`)).rejects.toThrow("URL redirects to another host");
  });

  it("stops after a few redirects", async () => {
    await expect(safeFetch(`${base}/loop`)).rejects.toThrow("Too many redirects");
  });

  it("checks the URL before any request is made", async () => {
    await expect(safeFetch(`${base}/final`, {}, { blockPrivate: true })).rejects.toThrow(
      "URL points to a loopback address",
    );
  });
});
