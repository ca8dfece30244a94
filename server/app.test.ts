import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ BODY_LIMIT_KB: "16" });
});
afterAll(() => t.close());

describe("platform", () => {
  it("serves health and readiness", async () => {
    expect(await (await t.request("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await t.request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready" });
  });

  it("sets the security headers on every response", async () => {
    const res = await t.request("/api/nothing-here");
    expect(res.status).toBe(404);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).not.toContain("'unsafe-inline' 'unsafe-eval'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("sends HSTS only over https", async () => {
    expect((await t.request("/healthz")).headers.get("strict-transport-security")).toBeNull();
    const https = await t.app.request("https://example.com/healthz");
    expect(https.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
  });

  it("does not take HSTS from a client's X-Forwarded-Proto without TRUST_PROXY", async () => {
    const forged = await t.request("/healthz", { headers: { "x-forwarded-proto": "https" } });
    expect(forged.headers.get("strict-transport-security")).toBeNull();
    const proxied = await createTestContext({ TRUST_PROXY: "1" });
    const res = await proxied.request("/healthz", { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
    await proxied.close();
  });

  it("answers 413 JSON for a body over the limit", async () => {
    const res = await t.request("/api/auth/login", { method: "POST", json: { email: "a@b.co", password: "x".repeat(20_000) } });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/too large/);
  });

  it("answers unknown API paths with JSON 404", async () => {
    const res = await t.request("/api/unknown");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Not found" });
  });

  it("serves the public site settings with placeholder defaults", async () => {
    const site = (await (await t.request("/api/site")).json()) as Record<string, string>;
    expect(site.siteName).toBe("Bayou City AI");
    expect(site.contactPhone).toMatch(/555-01\d\d/);
    expect(site.contactEmail).toMatch(/@example\.com$/);
  });
});

describe("failures", () => {
  it("answers a plain 500 without internals, and readiness 503, when the database is gone", async () => {
    const broken = await createTestContext();
    const headers = await broken.login();
    await broken.deps.database.close();
    const res = await broken.request("/api/admin/stats", { headers });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ message: "Internal server error" });
    expect(text).not.toMatch(/select|stack|at \w+ \(/i);
    expect((await broken.request("/readyz")).status).toBe(503);
    await broken.close();
  });
});
