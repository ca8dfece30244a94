import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { blogPosts } from "../db/schema.ts";
import { createFactsSource, FACTS_TTL_MS } from "./site-facts.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe("chat facts", () => {
  it("come from the settings and the published posts, and follow a settings change within the cache time", async () => {
    let clock = 1_000_000;
    const facts = createFactsSource({ settings: t.deps.services.settings, blog: t.deps.services.blog, taught: t.deps.services.taughtAnswers, now: () => clock });
    await t.deps.db.insert(blogPosts).values([
      { title: "Live", slug: "live", excerpt: "x", content: "x", category: "News", author: "A", isPublished: true, publishedAt: new Date(Date.now() - 1000) },
      { title: "Draft", slug: "draft", excerpt: "x", content: "x", category: "News", author: "A", isPublished: false },
    ]);
    const first = await facts.get();
    expect(first).toMatchObject({ siteName: "Bayou City AI", email: "hello@example.com", phone: "(713) 555-0123" });
    expect(first.posts.map((p) => p.slug)).toEqual(["live"]);

    await t.deps.services.settings.set({ category: "general", key: "contact_email", value: "team@bayou.example" });
    clock += FACTS_TTL_MS - 1;
    expect((await facts.get()).email).toBe("hello@example.com");
    clock += 1;
    expect((await facts.get()).email).toBe("team@bayou.example");
  });

  it("carry a post's live versions in other languages with it, not as posts of their own", async () => {
    const facts = createFactsSource({ settings: t.deps.services.settings, blog: t.deps.services.blog, taught: t.deps.services.taughtAnswers });
    const live = { category: "News", author: "A", isPublished: true, publishedAt: new Date(Date.now() - 1000), translationGroup: 1 };
    await t.deps.db.insert(blogPosts).values([
      { ...live, title: "Freeze tips", slug: "freeze", excerpt: "x", content: "Wrap the pipes." },
      { ...live, title: "Consejos para la helada", slug: "helada", excerpt: "y", content: "Cubra las tuberías.", language: "es" },
      { ...live, title: "Mẹo giá rét", slug: "gia-ret", excerpt: "z", content: "Bọc ống nước.", language: "vi", isPublished: false },
    ]);
    const { posts } = await facts.get();
    expect(posts.map((p) => p.slug)).toEqual(["freeze"]);
    expect(posts[0]?.translations).toEqual([{ language: "es", title: "Consejos para la helada", slug: "helada", excerpt: "y", body: "Cubra las tuberías." }]);
  });

  it("offer the contact form for booking when no booking link is set", async () => {
    await t.deps.services.settings.set({ category: "general", key: "booking_url", value: "" });
    const facts = createFactsSource({ settings: t.deps.services.settings, blog: t.deps.services.blog, taught: t.deps.services.taughtAnswers });
    expect((await facts.get()).bookingUrl).toBe("/contact");
  });
});

describe("a settings change through the API", () => {
  it("reaches the assistant's next reply at once, not after the facts' cache time", async () => {
    const headers = await t.login();
    const visitorId = `visitor_${Date.now()}_settings`;
    const ask = async () => {
      const res = await t.request("/api/chat", { method: "POST", json: { message: "What is your phone number?", visitorId }, headers: { "x-test-ip": "203.0.113.77" } });
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { response: string }).response;
    };
    expect(await ask()).toContain("(713) 555-0123");

    const saved = await t.request("/api/admin/settings", { method: "POST", headers, json: { category: "general", key: "contact_phone", value: "(281) 555-0177" } });
    expect(saved.status, await saved.clone().text()).toBe(200);

    const reply = await ask();
    expect(reply).toContain("(281) 555-0177");
    expect(reply).not.toContain("(713) 555-0123");
  });
});
