import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import { clientIp } from "./client-ip.ts";

// The socket's peer is stood in for by x-test-ip (app.request() has no socket).
async function ipFor(hops: number, forwarded?: string): Promise<string> {
  const app = new Hono();
  app.get("/", (c) => c.text(clientIp(c, hops)));
  const headers: Record<string, string> = { "x-test-ip": "10.0.0.9" };
  if (forwarded !== undefined) headers["x-forwarded-for"] = forwarded;
  const res = await app.request("/", { headers });
  return res.text();
}

describe("clientIp", () => {
  it("ignores X-Forwarded-For unless proxies are trusted", async () => {
    expect(await ipFor(0, "203.0.113.5")).toBe("10.0.0.9");
  });

  it("takes the address the trusted proxy saw: counted from the right, never the client-supplied left end", async () => {
    expect(await ipFor(1, "1.2.3.4, 203.0.113.5")).toBe("203.0.113.5");
    expect(await ipFor(1, "203.0.113.5")).toBe("203.0.113.5");
    expect(await ipFor(2, "1.2.3.4, 203.0.113.5, 10.1.1.1")).toBe("203.0.113.5");
    expect(await ipFor(1, " , ")).toBe("10.0.0.9");
    expect(await ipFor(1)).toBe("10.0.0.9");
  });

  it("stops at the left end when there are fewer entries than trusted hops", async () => {
    expect(await ipFor(3, "203.0.113.5")).toBe("203.0.113.5");
  });
});
