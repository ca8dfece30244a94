import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { auditLog, chatConversations, chatMessages } from "../../db/schema.ts";
import { createLogger } from "../../lib/logger.ts";
import { createContentVersion } from "../../web/content-version.ts";
import { createFactsSource } from "../site-facts.ts";
import { createTaughtAnswersService } from "./taught-answers.service.ts";
import { createChatStore } from "../chat-store.ts";
import type { ChatTranscript } from "#common/chat/chat-types.ts";
import { createSettingsService } from "../../settings/settings.service.ts";
import { createBlogPublicService } from "../../blog/blog-public.service.ts";
import type { AdminTaughtAnswer, UnansweredPage } from "#common/chat/taught-answers.ts";
import { ANSWER_REQUIRED, QUESTIONS_REQUIRED } from "#common/chat/taught-answers.ts";

let t: TestContext;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  owner = await t.login();
});

const API = "/api/admin/chat";
const DAY = 86_400_000;

type Turn = { sender: "visitor" | "ai" | "system" | "staff"; content: string; intent?: string; language?: string };
let conversations = 0;
/** A conversation as the chat would have stored it, `daysAgo` days back. */
async function conversation(turns: Turn[], daysAgo = 0): Promise<string> {
  const id = `conv-${++conversations}-${Date.now()}`;
  const at = new Date(Date.now() - daysAgo * DAY);
  await t.deps.db.insert(chatConversations).values({ id, visitorId: `visitor_${id}` });
  for (const [i, turn] of turns.entries()) {
    await t.deps.db.insert(chatMessages).values({
      conversationId: id,
      sender: turn.sender,
      content: turn.content,
      intent: turn.intent ?? (turn.sender === "visitor" ? "unanswered" : null),
      language: turn.language ?? "en",
      createdAt: new Date(at.getTime() + i * 1000),
    });
  }
  return id;
}

const unanswered = async (query = "", headers = owner) => {
  const res = await t.request(`${API}/unanswered${query}`, { headers });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as UnansweredPage;
};
const teach = (json: unknown, headers = owner) => t.request(`${API}/taught-answers`, { method: "POST", json, headers });

describe("the Unanswered view", () => {
  it("groups similar questions with counts, languages and the last time, most asked first, with an example conversation", async () => {
    await conversation([{ sender: "visitor", content: "Do you offer a discount for nonprofits?" }], 3);
    await conversation([{ sender: "visitor", content: "¿Ofrecen descuento para organizaciones sin fines de lucro?", language: "es" }], 2);
    await conversation([{ sender: "visitor", content: "do you offer discounts to nonprofits" }], 1);
    const newest = await conversation([{ sender: "visitor", content: "Any discount for nonprofits?" }]);
    await conversation([{ sender: "visitor", content: "Can your agent speak Tagalog?" }]);
    // Answered questions and small talk are not listed.
    await conversation([{ sender: "visitor", content: "What are your prices?", intent: "pricing" }, { sender: "visitor", content: "thanks!", intent: "thanks" }]);

    const page = await unanswered();
    expect(page.items.map((g) => [g.question, g.count])).toEqual([
      ["Any discount for nonprofits?", 3],
      ["Can your agent speak Tagalog?", 1],
      ["¿Ofrecen descuento para organizaciones sin fines de lucro?", 1],
    ]);
    const [top] = page.items;
    expect(top).toMatchObject({ languages: ["en"], reasons: { unanswered: 3, handoff: 0, takeover: 0 }, example: { conversationId: newest }, answeredBy: null });
    expect(top!.questions).toHaveLength(3);
    expect(page).toMatchObject({ total: 3, scanned: 5, answeredGroups: 0 });

    const recent = await unanswered("?sort=recent");
    expect(recent.items[0]!.question).toBe("Can your agent speak Tagalog?");
  });

  it("takes the question before a request for a person or a takeover, and leaves out what is older than 90 days", async () => {
    await conversation([
      { sender: "visitor", content: "Can you connect to Follow Up Boss?", intent: "integrations" },
      { sender: "ai", content: "…" },
      { sender: "visitor", content: "I want to talk to a person", intent: "handoff" },
    ]);
    await conversation([
      { sender: "visitor", content: "Hi", intent: "greeting" },
      { sender: "visitor", content: "How long does onboarding take for a team of 40?", intent: "how_it_works" },
      { sender: "system", content: "Sam from the team joined the conversation." },
    ]);
    await conversation([{ sender: "visitor", content: "Do you work with property managers in Katy?" }], 120);
    const page = await unanswered();
    expect(page.items.map((g) => [g.question, g.reasons])).toEqual([
      ["How long does onboarding take for a team of 40?", { unanswered: 0, handoff: 0, takeover: 1 }],
      ["Can you connect to Follow Up Boss?", { unanswered: 0, handoff: 1, takeover: 0 }],
    ]);
  });

  it("marks a group answered once a taught answer covers it, and leaves it out unless asked", async () => {
    await conversation([{ sender: "visitor", content: "Do you offer a discount for nonprofits?" }]);
    await conversation([{ sender: "visitor", content: "Can your agent speak Tagalog?" }]);
    const [group] = (await unanswered()).items.filter((g) => g.question.includes("nonprofits"));
    const res = await teach({ questions: group!.questions, answers: { en: "Yes: nonprofits get 15% off every package." } });
    expect(res.status, await res.clone().text()).toBe(201);
    const taught = (await res.json()) as AdminTaughtAnswer;

    const page = await unanswered();
    expect(page.items.map((g) => g.question)).toEqual(["Can your agent speak Tagalog?"]);
    expect(page.answeredGroups).toBe(1);
    const all = await unanswered("?answered=1");
    expect(all.items.find((g) => g.question.includes("nonprofits"))?.answeredBy).toEqual({ id: taught.id, question: "Do you offer a discount for nonprofits?" });
  });
});

describe("taught answers", () => {
  it("are created, listed, changed and deleted, each recorded in the audit log with who and which", async () => {
    const created = await teach({ questions: ["Do you offer a discount for nonprofits?", " do you offer a  discount for nonprofits? "], answers: { en: " 15% off. ", es: "15 % de descuento.", vi: "" } });
    expect(created.status).toBe(201);
    const answer = (await created.json()) as AdminTaughtAnswer;
    expect(answer).toMatchObject({ questions: ["Do you offer a discount for nonprofits?"], answers: { en: "15% off.", es: "15 % de descuento." }, createdBy: "Test Admin" });
    expect(answer.answers).not.toHaveProperty("vi");

    const sales = await t.loginAs("sales");
    const changed = await t.request(`${API}/taught-answers/${answer.id}`, { method: "PATCH", json: { answers: { zh: "非营利组织八五折。" } }, headers: sales });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(await changed.json()).toMatchObject({ answers: { zh: "非营利组织八五折。" }, createdBy: "Test Admin", updatedBy: expect.stringMatching(/\S/) });

    const list = (await (await t.request(`${API}/taught-answers`, { headers: owner })).json()) as AdminTaughtAnswer[];
    expect(list.map((a) => a.id)).toEqual([answer.id]);

    expect((await t.request(`${API}/taught-answers/${answer.id}`, { method: "DELETE", headers: owner })).status).toBe(200);
    const again = await t.request(`${API}/taught-answers/${answer.id}`, { method: "DELETE", headers: owner });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: "Taught answer not found" });

    const lines = await t.deps.db.select().from(auditLog).orderBy(auditLog.id);
    const taughtLines = lines.filter((l) => l.target === `taught answer ${answer.id}`).map((l) => [l.action, l.actorEmail, l.details]);
    expect(taughtLines).toEqual([
      ["assistant.answer_taught", "admin@example.com", { languages: "en, es", questions: 1 }],
      ["assistant.answer_changed", "sales@example.com", { languages: "zh", questions: 1 }],
      ["data.deleted", "admin@example.com", null],
    ]);
  });

  it("answer 400 with a message naming the field when the answer or the questions are empty", async () => {
    const empty = await teach({ questions: ["Do you offer a discount?"], answers: { en: "  ", es: "" } });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: "Please check: answers", errors: { answers: ANSWER_REQUIRED } });

    const none = await teach({ questions: [], answers: { en: "Yes." } });
    expect(((await none.json()) as { errors: Record<string, string> }).errors).toEqual({ questions: QUESTIONS_REQUIRED });

    const blank = await teach({ questions: ["  "] });
    expect(((await blank.json()) as { errors: Record<string, string> }).errors).toEqual({ "questions.0": "Question is required", answers: ANSWER_REQUIRED });

    const created = (await (await teach({ questions: ["Q?"], answers: { en: "A." } })).json()) as AdminTaughtAnswer;
    const cleared = await t.request(`${API}/taught-answers/${created.id}`, { method: "PATCH", json: { answers: { en: "" } }, headers: owner });
    expect(cleared.status).toBe(400);
    expect(await cleared.json()).toMatchObject({ errors: { answers: ANSWER_REQUIRED } });
    expect((await t.request(`${API}/taught-answers/999999`, { method: "PATCH", json: { answers: { en: "x" } }, headers: owner })).status).toBe(404);
  });

  it("belong to the chat area: owner, admin and sales; not editors; not without a session", async () => {
    for (const role of ["admin", "sales"] as const) {
      const headers = await t.loginAs(role);
      expect((await t.request(`${API}/unanswered`, { headers })).status, role).toBe(200);
      expect((await teach({ questions: [`From ${role}?`], answers: { en: "Yes." } }, headers)).status, role).toBe(201);
    }
    const editor = await t.loginAs("editor");
    expect((await t.request(`${API}/unanswered`, { headers: editor })).status).toBe(403);
    expect((await t.request(`${API}/taught-answers`, { headers: editor })).status).toBe(403);
    expect((await teach({ questions: ["Q?"], answers: { en: "A." } }, editor)).status).toBe(403);
    for (const [method, path] of [["GET", "/unanswered"], ["GET", "/taught-answers"], ["POST", "/taught-answers"], ["PATCH", "/taught-answers/1"], ["DELETE", "/taught-answers/1"]] as const) {
      expect((await t.request(`${API}${path}`, { method, json: method === "GET" ? undefined : { questions: ["Q?"], answers: { en: "A." } } })).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe("the assistant's facts", () => {
  it("include a taught answer at the next read, on this instance and on another one following the same database", async () => {
    const facts = createFactsSource({ settings: t.deps.services.settings, blog: t.deps.services.blog, taught: t.deps.services.taughtAnswers, ttlMs: DAY });
    t.deps.contentVersion.watch();
    facts.follow(() => t.deps.contentVersion.generation());
    // A second instance: its own services, facts cache and content version, on the same database.
    const otherVersion = createContentVersion({ database: t.deps.database, logger: createLogger("silent"), pollMs: 100 });
    otherVersion.watch();
    const other = createFactsSource({
      settings: createSettingsService(t.deps.db, t.deps.secrets),
      blog: createBlogPublicService(t.deps.db, t.deps.services.markdown),
      taught: createTaughtAnswersService(t.deps.db),
      ttlMs: DAY,
    });
    other.follow(() => otherVersion.generation());
    try {
      await expect.poll(() => otherVersion.generation()).not.toBeUndefined();
      expect((await facts.get()).taught).toEqual([]);
      expect((await other.get()).taught).toEqual([]);

      const created = (await (await teach({ questions: ["Do you offer a discount for nonprofits?"], answers: { en: "15% off.", vi: "Giảm 15%." } })).json()) as AdminTaughtAnswer;
      const expected = [{ id: created.id, questions: ["Do you offer a discount for nonprofits?"], answers: { en: "15% off.", vi: "Giảm 15%." } }];
      expect((await facts.get()).taught).toEqual(expected);
      await expect.poll(async () => (await other.get()).taught).toEqual(expected);

      await t.request(`${API}/taught-answers/${created.id}`, { method: "DELETE", headers: owner });
      expect((await facts.get()).taught).toEqual([]);
      await expect.poll(async () => (await other.get()).taught).toEqual([]);
    } finally {
      await otherVersion.close();
    }
  });

  it("give the assistant each published post's Markdown", async () => {
    const res = await t.request("/api/admin/blog", {
      method: "POST",
      headers: owner,
      json: { title: "Voice agents for brokers", excerpt: "Calls answered.", content: "## Why\n\nMissed calls cost listings.", category: "Strategy", author: "Bayou City AI", isPublished: true },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const facts = createFactsSource({ settings: t.deps.services.settings, blog: t.deps.services.blog, taught: t.deps.services.taughtAnswers });
    expect((await facts.get()).posts.find((p) => p.title === "Voice agents for brokers")?.body).toBe("## Why\n\nMissed calls cost listings.");
  });
});

describe("the conversation log", () => {
  it("shows what each assistant reply was answered from", async () => {
    const id = await conversation([{ sender: "visitor", content: "Do you offer a discount for nonprofits?" }]);
    const store = createChatStore(t.deps.db);
    const base = { conversationId: id, sender: "ai" as const, intent: "pricing", sentiment: "neutral", language: "en" };
    await store.addMessage({ ...base, content: "15% off.", source: { kind: "taught", id: "taught:7", title: "Do you offer a discount for nonprofits?" } });
    await store.addMessage({ ...base, content: "Worded by a model.", source: { kind: "model", title: "AI model", url: "/blog/voice-agents" } });
    await store.addMessage({ ...base, content: "No source." });
    const res = await t.request(`${API}/conversations/${id}`, { headers: owner });
    expect(res.status).toBe(200);
    const { messages } = (await res.json()) as ChatTranscript;
    expect(messages.map((m) => m.source)).toEqual([
      null,
      { kind: "taught", id: "taught:7", title: "Do you offer a discount for nonprofits?" },
      { kind: "model", title: "AI model", url: "/blog/voice-agents" },
      null,
    ]);
  });
});
