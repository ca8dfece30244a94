import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { contacts } from "../db/schema.ts";
import { createLogger } from "./logger.ts";
import { SAMPLE_LEAD } from "#tests/support/sample-lead.ts";

// A NUL (U+0000) used to reach PostgreSQL, answer 500 and log the query's parameters.

let t: TestContext;
let ip = 0;
beforeAll(async () => {
  t = await createTestContext({ HUBSPOT_BASE_URL: "http://127.0.0.1:9" });
});
afterAll(async () => {
  await t.deps.services.outbox.idle();
  await t.close();
});
beforeEach(async () => {
  await t.deps.services.outbox.idle();
  await t.reset();
});

const lead = SAMPLE_LEAD;
const post = (path: string, json: unknown) => t.request(path, { method: "POST", json, headers: { "x-test-ip": `10.1.0.${++ip}` } });
const body = async (res: Response) => (await res.json()) as { message: string; errors?: Record<string, string> };

describe("a NUL in a text input", () => {
  it("is a 400 naming the field on /api/contact, and nothing is stored", async () => {
    const res = await post("/api/contact", { ...lead, firstName: "Ma\u0000ria" });
    expect(res.status).toBe(400);
    expect(await body(res)).toEqual({
      message: 'The field "firstName" must not contain a NUL character (U+0000)',
      errors: { firstName: "This field must not contain a NUL character" },
    });
    expect(await t.deps.db.select().from(contacts)).toEqual([]);
  });

  it("is a 400 naming the field on /api/chat", async () => {
    const res = await post("/api/chat", { message: "hi\u0000 there", visitorId: "visitor_1700000000000_abcdefabcdef" });
    expect(res.status).toBe(400);
    expect((await body(res)).message).toBe('The field "message" must not contain a NUL character (U+0000)');
  });

  it("is a 400 naming the field on /api/events, nested ones included", async () => {
    const res = await post("/api/events", { type: "page_view", path: "/\u0000" });
    expect(res.status).toBe(400);
    expect((await body(res)).message).toBe('The field "path" must not contain a NUL character (U+0000)');
    const nested = await post("/api/events", { type: "cta_click", path: "/", props: { label: "x\u0000" } });
    expect(nested.status).toBe(400);
    expect((await body(nested)).errors).toEqual({ "props.label": "This field must not contain a NUL character" });
  });

  it("is a 400 on a body that is not JSON, and on a query parameter", async () => {
    const raw = await t.request("/api/contact", { method: "POST", body: "a\u0000b", headers: { "content-type": "text/plain" } });
    expect(raw.status).toBe(400);
    expect((await body(raw)).message).toMatch(/NUL character/);
    const query = await t.request("/api/blog?q=%00");
    expect(query.status).toBe(400);
    expect((await body(query)).message).toBe('The query parameter "q" must not contain a NUL character (U+0000)');
  });

  it("in a path is a 404", async () => {
    const res = await t.request("/api/blog/%00");
    expect(res.status).toBe(404);
    expect(await body(res)).toEqual({ message: "Not found" });
    expect((await t.request("/blog/%00")).status).toBe(404);
    expect((await t.request("/api/blog/a%00b")).status).toBe(404);
  });

  it("still lets a backslash-u text through (an escaped backslash is not a NUL)", async () => {
    const res = await post("/api/contact", { ...lead, automation: "Our CRM shows \\u0000 in exported notes; fix follow-ups" });
    expect(res.status).toBe(200);
  });
});

describe("a failed query in the logs", () => {
  it("never carries the query's parameters", async () => {
    const lines: string[] = [];
    const logger = createLogger("info", false, new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(chunk.toString()), done()) }));
    const error = await t.deps.db
      .insert(contacts)
      .values({ name: "Maria\u0000 Lopez", firstName: "Maria", lastName: "Lopez", email: "maria@lopezrealty.example", phone: "(713) 555-0142" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).message)).toContain("maria@lopezrealty.example");
    logger.error({ err: error }, "unhandled error");
    logger.warn({ err: (error as Error).message }, "delivery failed");
    await new Promise((r) => setImmediate(r));
    const written = lines.join("");
    expect(written).toContain("Failed query: insert into");
    expect(written).toContain("params: [redacted]");
    expect(written).not.toMatch(/maria@lopezrealty|555-0142|Lopez/);
    await t.deps.db.execute(sql`select 1`);
  });
});
