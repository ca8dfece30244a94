import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { loadEnv } from "../env.ts";
import { publicOriginWarning } from "./public-origin.ts";

// Links in robots.txt, the sitemap, the feed and the blog API never follow a forged Host.

const texts = async (t: TestContext, host: string) => {
  const get = async (path: string) => (await t.app.request(`http://${host}${path}`)).text();
  return [await get("/robots.txt"), await get("/sitemap.xml"), await get("/blog/rss.xml")].join("\n");
};

describe("without PUBLIC_URL or ALLOWED_HOSTS", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ PORT: "3000" });
  });
  afterAll(() => t.close());

  it("builds links from localhost, never from another Host header", async () => {
    const forged = await texts(t, "evil.example");
    expect(forged).not.toContain("evil.example");
    expect(forged).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(forged).toContain("<loc>http://localhost:3000/solutions</loc>");
  });

  it("follows a localhost Host, so a local start works as is", async () => {
    expect(await texts(t, "127.0.0.1:4123")).toContain("Sitemap: http://127.0.0.1:4123/sitemap.xml");
  });
});

describe("with ALLOWED_HOSTS", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ ALLOWED_HOSTS: "www.bayou.example, bayou.example", TRUST_PROXY: "1", PORT: "3000" });
  });
  afterAll(() => t.close());

  it("follows an allowed host (https from a trusted proxy) and nothing else", async () => {
    const robots = await t.app.request("http://www.bayou.example/robots.txt", { headers: { "x-forwarded-proto": "https" } });
    expect(await robots.text()).toContain("Sitemap: https://www.bayou.example/sitemap.xml");
    const forged = await texts(t, "evil.example");
    expect(forged).not.toContain("evil.example");
    expect(await texts(t, "localhost")).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });
});

describe("configuration", () => {
  it("reads ALLOWED_HOSTS and names it when a value is wrong", () => {
    const key = "k".repeat(40);
    expect(loadEnv({ SECRET_KEY: key, ALLOWED_HOSTS: "WWW.Example.com, example.com:8443" }).ALLOWED_HOSTS).toEqual(["www.example.com", "example.com:8443"]);
    expect(() => loadEnv({ SECRET_KEY: key, ALLOWED_HOSTS: "https://www.example.com" })).toThrow(/ALLOWED_HOSTS: expected host names/);
  });

  it("warns at start in production without PUBLIC_URL, and only then", () => {
    const key = "k".repeat(40);
    expect(publicOriginWarning(loadEnv({ SECRET_KEY: key, NODE_ENV: "production" }))).toMatch(/^PUBLIC_URL is not set: .*http:\/\/localhost:3000/);
    expect(publicOriginWarning(loadEnv({ SECRET_KEY: key, NODE_ENV: "production", PUBLIC_URL: "https://www.example.com" }))).toBeNull();
    expect(publicOriginWarning(loadEnv({ SECRET_KEY: key, NODE_ENV: "development" }))).toBeNull();
  });
});
