import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { auditLog, blogPosts, chatConversations, chatMessages, n8nExecutions, n8nInstances, n8nWorkflows, newsletterSubscribers } from "../db/schema.ts";
import type { ListPage } from "#common/lib/list-query.ts";

// Every admin list paged, sorted and searched on the server, with its bulk actions and roles.

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

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 12));
async function get<T>(path: string, headers = auth): Promise<{ status: number; body: T }> {
  const res = await t.request(path, { headers });
  return { status: res.status, body: (await res.json()) as T };
}
const post = (path: string, json: unknown, headers = auth) => t.request(path, { method: "POST", json, headers });

describe("blog posts", () => {
  type Item = { id: number; title: string; isPublished: boolean; content?: string };
  async function seed() {
    const rows = Array.from({ length: 7 }, (_, n) => ({
      title: `Post ${String.fromCharCode(71 - n)}`, // G, F, E, …, A
      slug: `post-${n}`,
      excerpt: n === 3 ? "About Katy listings" : "An excerpt",
      content: "Some **Markdown**",
      category: n % 2 ? "News" : "Strategy",
      author: "Team",
      isPublished: n < 5,
      publishedAt: n < 5 ? day(n) : null,
      createdAt: day(n),
    }));
    rows.push({ ...rows[0]!, title: "Untitled draft", slug: "draft-empty", excerpt: "", content: "", isPublished: false, publishedAt: null, createdAt: day(9) });
    return t.deps.db.insert(blogPosts).values(rows).returning();
  }

  it("keeps the spec's array without `page`, and pages, sorts, filters and searches with it", async () => {
    await seed();
    const all = await get<Item[]>("/api/admin/blog");
    expect(Array.isArray(all.body) && all.body).toHaveLength(8);

    const first = await get<ListPage<Item>>("/api/admin/blog?page=1&pageSize=3&sort=title&dir=asc");
    expect(first.body).toMatchObject({ total: 8, page: 1, pageSize: 3 });
    expect(first.body.items.map((p) => p.title)).toEqual(["Post A", "Post B", "Post C"]);
    expect(first.body.items[0]).not.toHaveProperty("content");
    const third = await get<ListPage<Item>>("/api/admin/blog?page=3&pageSize=3&sort=title&dir=asc");
    expect(third.body.items.map((p) => p.title)).toEqual(["Post G", "Untitled draft"]);

    expect((await get<ListPage<Item>>("/api/admin/blog?page=1&status=draft")).body.total).toBe(3);
    expect((await get<ListPage<Item>>("/api/admin/blog?page=1&status=published&category=News")).body.total).toBe(2);
    const katy = await get<ListPage<Item>>("/api/admin/blog?page=1&search=katy");
    expect(katy.body.items.map((p) => p.title)).toEqual(["Post D"]);
    // The newest shown date first by default.
    expect((await get<ListPage<Item>>("/api/admin/blog?page=1&pageSize=1")).body.items[0]!.title).toBe("Untitled draft");
  });

  it("answers 400 with field messages for a bad query", async () => {
    const res = await get<{ errors: Record<string, string> }>("/api/admin/blog?page=0&pageSize=500&sort=colour&status=gone");
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      page: "Pages start at 1",
      pageSize: "Page size is 1 to 100",
      sort: "Sort by date, title, category, status or updated",
      status: "Status is published, scheduled or draft",
    });
  });

  it("publishes, unpublishes and deletes the selected posts; an empty draft is not published", async () => {
    const rows = await seed();
    const drafts = rows.filter((r) => !r.isPublished).map((r) => r.id);
    const published = await post("/api/admin/blog/bulk", { action: "publish", ids: drafts });
    const answer = (await published.json()) as { count: number; skipped: { id: number; reason: string }[]; message: string };
    expect(answer).toMatchObject({ count: 2, message: "2 posts published; 1 skipped" });
    expect(answer.skipped[0]!.reason).toContain("needs a title, an excerpt and content");
    expect((await get<ListPage<Item>>("/api/admin/blog?page=1&status=draft")).body.total).toBe(1);

    const unpublished = (await (await post("/api/admin/blog/bulk", { action: "unpublish", ids: [rows[0]!.id] })).json()) as { count: number };
    expect(unpublished.count).toBe(1);
    const deleted = await post("/api/admin/blog/bulk", { action: "delete", ids: [rows[1]!.id, rows[2]!.id] });
    expect(((await deleted.json()) as { message: string }).message).toBe("2 posts deleted");
    expect((await get<Item[]>("/api/admin/blog")).body).toHaveLength(6);
    const entry = (await t.deps.db.select().from(auditLog)).find((a) => a.action === "data.deleted");
    expect(entry).toMatchObject({ action: "data.deleted", target: "2 blog posts" });
    expect((await post("/api/admin/blog/bulk", { action: "archive", ids: [] })).status).toBe(400);
  });

  it("is the content area's: editors may, sales may not", async () => {
    expect((await get("/api/admin/blog?page=1", await t.loginAs("editor"))).status).toBe(200);
    expect((await get("/api/admin/blog?page=1", await t.loginAs("sales"))).status).toBe(403);
    expect((await post("/api/admin/blog/bulk", { action: "delete", ids: [1] }, await t.loginAs("sales"))).status).toBe(403);
    expect((await t.request("/api/admin/blog?page=1")).status).toBe(401);
  });
});

describe("newsletter subscribers", () => {
  type Sub = { id: number; email: string; source: string };
  async function seed() {
    return t.deps.db
      .insert(newsletterSubscribers)
      .values(Array.from({ length: 30 }, (_, n) => ({ email: `reader${String(n).padStart(2, "0")}@example.com`, source: n % 3 ? "blog" : "blog-post", consentText: "yes", createdAt: day(n) })))
      .returning();
  }

  it("pages, sorts and searches", async () => {
    await seed();
    const first = await get<ListPage<Sub>>("/api/admin/newsletter/subscribers?pageSize=10");
    expect(first.body).toMatchObject({ total: 30, page: 1, pageSize: 10 });
    expect(first.body.items[0]!.email).toBe("reader29@example.com");
    const byEmail = await get<ListPage<Sub>>("/api/admin/newsletter/subscribers?sort=email&dir=asc&page=2&pageSize=10");
    expect(byEmail.body.items[0]!.email).toBe("reader10@example.com");
    const found = await get<ListPage<Sub>>("/api/admin/newsletter/subscribers?search=READER0");
    expect(found.body.total).toBe(10);
    expect((await get<ListPage<Sub>>("/api/admin/newsletter/subscribers?search=blog-post")).body.total).toBe(10);
    expect((await get("/api/admin/newsletter/subscribers?sort=name")).status).toBe(400);
  });

  it("exports the selected, and removes the selected after the page asked (audit logged)", async () => {
    const rows = await seed();
    const ids = [rows[0]!.id, rows[1]!.id];
    const csv = await (await t.request(`/api/admin/newsletter/subscribers.csv?ids=${ids.join(",")}`, { headers: auth })).text();
    expect(csv.trim().split("\r\n")).toHaveLength(3);
    expect(csv).toContain("reader00@example.com");
    const res = await post("/api/admin/newsletter/subscribers/bulk", { action: "delete", ids });
    expect((await res.json()) as object).toMatchObject({ message: "2 subscribers removed", count: 2 });
    expect((await get<ListPage<Sub>>("/api/admin/newsletter/subscribers")).body.total).toBe(28);
    expect((await t.deps.db.select().from(auditLog)).map((a) => a.action).filter((a) => a.startsWith("data.")).sort()).toEqual(["data.deleted", "data.exported"]);
  });

  it("is for owner, administrators and sales, not editors", async () => {
    expect((await get("/api/admin/newsletter/subscribers", await t.loginAs("sales"))).status).toBe(200);
    expect((await get("/api/admin/newsletter/subscribers", await t.loginAs("editor"))).status).toBe(403);
    expect((await post("/api/admin/newsletter/subscribers/bulk", { action: "delete", ids: [1] }, await t.loginAs("editor"))).status).toBe(403);
  });
});

describe("chat conversations", () => {
  type Conv = { id: string; messageCount: number; status: string };
  async function seed() {
    await t.deps.db.insert(chatConversations).values(
      Array.from({ length: 12 }, (_, n) => ({
        id: `conv-${String(n).padStart(2, "0")}`,
        visitorId: `v${n}`,
        messageCount: n,
        status: n % 4 === 0 ? "waiting" : "open",
        lastActivityAt: day(n),
        createdAt: day(20 - n),
      })),
    );
    await t.deps.db.insert(chatMessages).values({ conversationId: "conv-05", sender: "visitor", content: "Do you integrate with Follow Up Boss?" });
  }

  it("keeps the live inbox's array without `page`, and pages, sorts and searches with it", async () => {
    await seed();
    expect((await get<Conv[]>("/api/admin/chat/conversations")).body).toHaveLength(12);
    const first = await get<ListPage<Conv>>("/api/admin/chat/conversations?page=1&pageSize=5");
    expect(first.body).toMatchObject({ total: 12, page: 1, pageSize: 5 });
    expect(first.body.items[0]!.id).toBe("conv-11");
    const byMessages = await get<ListPage<Conv>>("/api/admin/chat/conversations?page=1&pageSize=3&sort=messages&dir=asc");
    expect(byMessages.body.items.map((c) => c.messageCount)).toEqual([0, 1, 2]);
    const started = await get<ListPage<Conv>>("/api/admin/chat/conversations?page=1&pageSize=1&sort=created");
    expect(started.body.items[0]!.id).toBe("conv-00");
    expect((await get<ListPage<Conv>>("/api/admin/chat/conversations?page=1&status=waiting")).body.total).toBe(3);
    const found = await get<ListPage<Conv>>("/api/admin/chat/conversations?page=1&q=follow%20up");
    expect(found.body.items.map((c) => c.id)).toEqual(["conv-05"]);
  });

  it("deletes the selected conversations (audit logged); editors may not", async () => {
    await seed();
    expect((await post("/api/admin/chat/conversations/bulk", { action: "delete", ids: ["conv-01"] }, await t.loginAs("editor"))).status).toBe(403);
    const res = await post("/api/admin/chat/conversations/bulk", { action: "delete", ids: ["conv-01", "conv-02", "missing"] });
    expect((await res.json()) as object).toMatchObject({ message: "2 conversations deleted", count: 2 });
    expect((await get<ListPage<Conv>>("/api/admin/chat/conversations?page=1")).body.total).toBe(10);
    expect((await t.deps.db.select().from(auditLog)).find((a) => a.action === "data.deleted")).toMatchObject({ action: "data.deleted", target: "2 chat conversations" });
  });
});

describe("n8n executions", () => {
  type Exec = { workflowName: string; status: string; duration: number | null; instanceName: string };
  async function seed() {
    const [one, two] = await t.deps.db.insert(n8nInstances).values([{ name: "Office", baseUrl: "https://one.example" }, { name: "Client", baseUrl: "https://two.example" }]).returning();
    await t.deps.db.insert(n8nWorkflows).values([
      { instanceId: one!.id, remoteId: "a", name: "Lead follow-up", active: true },
      { instanceId: one!.id, remoteId: "b", name: "Weekly report", active: true },
    ]);
    const statuses = ["success", "error", "running", "waiting", "crashed"];
    await t.deps.db.insert(n8nExecutions).values(
      Array.from({ length: 25 }, (_, n) => ({
        instanceId: n < 20 ? one!.id : two!.id,
        remoteId: String(n),
        workflowRemoteId: n % 2 ? "a" : "b",
        status: statuses[n % 5]!,
        startedAt: day(n),
        stoppedAt: new Date(day(n).getTime() + n * 1000),
      })),
    );
    return { one: one!.id, two: two!.id };
  }

  it("pages, sorts, filters and searches every synced execution", async () => {
    const { two } = await seed();
    const first = await get<ListPage<Exec>>("/api/admin/n8n/executions?pageSize=10");
    expect(first.body).toMatchObject({ total: 25, page: 1, pageSize: 10 });
    expect(first.body.items[0]!.instanceName).toBe("Client");
    expect((await get<ListPage<Exec>>("/api/admin/n8n/executions?status=error")).body.total).toBe(10);
    expect((await get<ListPage<Exec>>("/api/admin/n8n/executions?status=pending")).body.total).toBe(5);
    expect((await get<ListPage<Exec>>(`/api/admin/n8n/executions?instanceId=${two}`)).body.total).toBe(5);
    expect((await get<ListPage<Exec>>("/api/admin/n8n/executions?search=follow-up")).body.total).toBe(10);
    const longest = await get<ListPage<Exec>>("/api/admin/n8n/executions?sort=duration&pageSize=1");
    expect(longest.body.items[0]!.duration).toBe(24_000);
    const byName = await get<ListPage<Exec>>("/api/admin/n8n/executions?sort=workflow&dir=asc&pageSize=1");
    expect(byName.body.items[0]!.workflowName).toBe("Lead follow-up");
    expect((await get("/api/admin/n8n/executions?status=odd")).status).toBe(400);
    // The spec's recent activity is unchanged: an array.
    expect(Array.isArray((await get("/api/admin/n8n/recent-activity")).body)).toBe(true);
  });

  it("is the n8n area's: sales may not read executions", async () => {
    expect((await get("/api/admin/n8n/executions", await t.loginAs("sales"))).status).toBe(403);
  });
});
