import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { tooManyMarksMessage } from "./markdown-budget.ts";

// Markdown that once stalled (31.6 s on the event loop) or crashed (stack overflow → 500) the server.
const DEEP_QUOTES = ">".repeat(90_000);
const DEEP_LISTS = "- ".repeat(40_000) + "a";
const EMPHASIS_BOMB = "*a _".repeat(20_000);
const NESTING = "Content nests block quotes or lists more than 20 levels deep";
// Refused before marked's emphasis matching goes quadratic, not after seconds of it.
const TOO_COMPLEX = tooManyMarksMessage(40_000, 80_000);

let t: TestContext;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  auth = await t.login();
});

const post = (content: string) => ({ title: "Bomb", excerpt: "Excerpt", content, category: "News", isPublished: true });
type ErrorBody = { message: string; errors?: Record<string, string> };

/** Sends the request and asks /healthz again and again until it answers: how many health answers came meanwhile. */
async function whileHealthChecked(send: () => Promise<Response>): Promise<{ res: Response; healthAnswers: number }> {
  let settled = false;
  const pending = send().finally(() => (settled = true));
  let healthAnswers = 0;
  while (!settled) {
    // In process, /healthz can answer in microtasks alone: yield so timers and worker messages get their turn.
    await new Promise((resolve) => setImmediate(resolve));
    const health = await t.request("/healthz");
    expect(health.status).toBe(200);
    if (!settled) healthAnswers++;
  }
  return { res: await pending, healthAnswers };
}

describe("deeply nested Markdown", () => {
  it("answers 400 with the content field's message in preview and on save, never 500", async () => {
    for (const content of [DEEP_QUOTES, DEEP_LISTS]) {
      const preview = await t.request("/api/admin/blog/preview", { method: "POST", json: { content }, headers: auth });
      expect(preview.status).toBe(400);
      expect(((await preview.json()) as ErrorBody).errors).toEqual({ content: NESTING });

      const save = await t.request("/api/admin/blog", { method: "POST", json: post(content), headers: auth });
      expect(save.status).toBe(400);
      expect((await save.json()) as ErrorBody).toEqual({ message: "Please check: content", errors: { content: NESTING } });
    }
    const created = await t.request("/api/admin/blog", { method: "POST", json: post("Fine."), headers: auth });
    const { id } = (await created.json()) as { id: number };
    const patch = await t.request(`/api/admin/blog/${id}`, { method: "PATCH", json: { content: DEEP_QUOTES }, headers: auth });
    expect(patch.status).toBe(400);
    expect(((await patch.json()) as ErrorBody).errors).toEqual({ content: NESTING });
  });
});

describe("an emphasis bomb", () => {
  it("gets a clear 422 from preview, saying what to change", async () => {
    const res = await t.request("/api/admin/blog/preview", { method: "POST", json: { content: EMPHASIS_BOMB }, headers: auth });
    expect(res.status).toBe(422);
    expect((await res.json()) as ErrorBody).toEqual({ message: TOO_COMPLEX, errors: { content: TOO_COMPLEX } });
  });

  it("is refused on save with the same message while the server keeps answering, and nothing is stored", async () => {
    const { res } = await whileHealthChecked(() => t.request("/api/admin/blog", { method: "POST", json: post(EMPHASIS_BOMB), headers: auth }));
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorBody).errors).toEqual({ content: TOO_COMPLEX });
    expect(await (await t.request("/api/admin/blog", { headers: auth })).json()).toEqual([]);
    // The renderer is back for the next document.
    const ok = await t.request("/api/admin/blog/preview", { method: "POST", json: { content: "**fine**" }, headers: auth });
    expect(await ok.json()).toEqual({ html: "<p><strong>fine</strong></p>\n" });
  });
});
