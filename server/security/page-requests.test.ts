import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { pageRequests } from "./page-requests.ts";

// Page requests, in process (docs/decisions/011): the guard mountWeb puts in front of React Router (tests/e2e/page-requests.e2e.ts
// checks the built pages). `reached` counts the requests that got past it.

let t: TestContext;
let reached = 0;
beforeAll(async () => {
  t = await createTestContext({ BODY_LIMIT_KB: "16" });
  t.app.use(pageRequests(t.env.BODY_LIMIT_KB));
  t.app.all("*", async (c) => {
    reached++;
    if (c.req.method === "POST") await c.req.raw.formData();
    return c.text("page");
  });
});
afterAll(() => t.close());

const message = async (res: Response) => ((await res.json()) as { message: string }).message;

describe("page requests", () => {
  // TRACE cannot be built with fetch's Request here: the end-to-end test sends it over a socket.
  it("answer 405 with Allow for other methods, before the page handler", async () => {
    const before = reached;
    for (const method of ["OPTIONS", "PROPFIND", "PUT", "DELETE", "PATCH"]) {
      const res = await t.request("/contact", { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD, POST");
      expect(await message(res)).toBe(`${method} is not allowed here`);
    }
    expect(reached).toBe(before);
    expect((await t.request("/contact")).status).toBe(200);
  });

  it("answer 415 for a post that is not a form (JSON, text, nothing), without reaching the page", async () => {
    const before = reached;
    const json = await t.request("/contact", { method: "POST", json: { firstName: "Maria" } });
    expect(json.status).toBe(415);
    expect(await message(json)).toBe("Forms are sent as application/x-www-form-urlencoded or multipart/form-data");
    expect((await t.request("/contact", { method: "POST", body: "hello", headers: { "content-type": "text/plain" } })).status).toBe(415);
    expect((await t.request("/contact", { method: "POST" })).status).toBe(415);
    expect(reached).toBe(before);
  });

  it("refuse a body over the API's limit with 413, from Content-Length, without reading it", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(64 * 1024).fill(97));
      },
    });
    const res = await t.app.request("/contact", {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(50 * 1024 * 1024) },
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await message(res)).toBe("The request body is too large (limit 16 KB)");
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("refuse a streamed body over the limit too", async () => {
    const form = new URLSearchParams({ automation: "x".repeat(20_000) }).toString();
    const res = await t.request("/contact", { method: "POST", body: form, headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(res.status).toBe(413);
  });

  it("let a form post through", async () => {
    const res = await t.request("/contact", { method: "POST", body: "firstName=Maria", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(res.status).toBe(200);
  });
});
