import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestContext, type TestContext } from "#tests/setup/test-app.ts";
import { createFakeOpenAiServer } from "#tests/fakes/openai-server.ts";
import { chatDrafts, chatMessages } from "../../db/schema.ts";
import { BUSINESS_HOURS } from "#common/content/offerings.ts";
import { NO_DRAFT_TEXT, type CopilotDraftAnswer, type CopilotStats } from "#common/chat/copilot.ts";
import type { ChatResponse } from "#common/chat/chat-types.ts";

let counter = 0;
const visitor = () => `visitor_${Date.now()}_cop${String(++counter).padStart(4, "0")}`;

/** A visitor's chat, taken over by the signed-in member, with `waiting` sent by the visitor after the takeover. */
async function takenOver(t: TestContext, staff: Record<string, string>, opening: string, ...waiting: string[]): Promise<string> {
  const visitorId = visitor();
  const say = async (message: string, conversationId?: string) => {
    const res = await t.request("/api/chat", { method: "POST", json: { message, visitorId, conversationId }, headers: { "x-test-ip": `198.51.100.${++counter % 250}` } });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as ChatResponse;
  };
  const { conversationId } = await say(opening);
  expect((await t.request(`/api/admin/chat/conversations/${conversationId}/takeover`, { method: "POST", headers: staff })).status).toBe(200);
  for (const message of waiting) expect((await say(message, conversationId)).staffHandling).toBe(true);
  return conversationId;
}

async function draft(t: TestContext, staff: Record<string, string>, conversationId: string, body: { auto?: boolean } = {}) {
  const res = await t.request(`/api/admin/chat/conversations/${conversationId}/draft`, { method: "POST", json: body, headers: staff });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as CopilotDraftAnswer;
}

const drafted = (answer: CopilotDraftAnswer) => {
  if (!answer.draft) throw new Error(`no draft: ${"reason" in answer ? answer.reason : ""}`);
  return answer.draft;
};

describe("copilot drafts, offline engine", () => {
  let t: TestContext;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestContext();
    staff = await t.login();
  });
  afterAll(() => t.close());

  it("drafts a Spanish reply for a Spanish conversation, with the passages it came from, and stores it pending", async () => {
    const id = await takenOver(t, staff, "Hola, ¿qué servicios ofrecen?", "¿Cuál es su horario de atención?");
    const answer = drafted(await draft(t, staff, id));
    expect(answer.language).toBe("es");
    expect(answer.engine).toBe("engine");
    expect(answer.text).toMatch(/lunes|horario/i);
    expect(answer.sources.length).toBeGreaterThan(0);
    for (const source of answer.sources) expect(source.title.length).toBeGreaterThan(0);

    const [row] = await t.deps.db.select().from(chatDrafts).where(eq(chatDrafts.id, answer.id));
    const messages = await t.deps.db.select().from(chatMessages).where(eq(chatMessages.conversationId, id)).orderBy(chatMessages.id);
    expect(row).toMatchObject({ outcome: "pending", text: answer.text, engine: "engine", messageId: messages.filter((m) => m.sender === "visitor").at(-1)!.id });
  });

  it("answers every message the visitor sent since the takeover, and lists sources with links", async () => {
    const id = await takenOver(t, staff, "hi", "what are your office hours?", "and do you have a blog?");
    const answer = drafted(await draft(t, staff, id));
    expect(answer.text).toContain(BUSINESS_HOURS);
    expect(answer.text).toMatch(/blog/i);
    // The assistant's words about itself are not a member's.
    expect(answer.text).not.toContain("I'm here 24/7");
    expect(answer.sources.some((s) => s.url)).toBe(true);
    const titles = answer.sources.map((s) => s.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("offers no draft when the site does not cover the question, and stores none", async () => {
    const id = await takenOver(t, staff, "hello", "Do you also sell commercial fishing boats and their insurance in Alaska?");
    const answer = await draft(t, staff, id);
    expect(answer).toEqual({ draft: null, reason: "not_covered", message: NO_DRAFT_TEXT.not_covered });
    expect(await t.deps.db.select().from(chatDrafts).where(eq(chatDrafts.conversationId, id))).toEqual([]);
  });

  it("offers no draft for a complaint (a person answers in their own words) or when the visitor's messages are answered", async () => {
    const complaint = await takenOver(t, staff, "hello", "This is ridiculous, nobody ever called me back and I'm very unhappy.");
    expect(await draft(t, staff, complaint)).toMatchObject({ draft: null, reason: "policy" });
    const answered = await takenOver(t, staff, "what are your hours?");
    expect(await draft(t, staff, answered)).toMatchObject({ draft: null, reason: "no_message" });
  });

  it("never states a package price in a draft", async () => {
    const id = await takenOver(t, staff, "hello", "How much is the Growth package per month?");
    const answer = await draft(t, staff, id);
    if (answer.draft) expect(answer.draft.text).not.toMatch(/\$\s?\d/);
  });

  it("records sent unchanged, sent edited and discarded, and counts them for the last 30 days", async () => {
    const before = (await (await t.request("/api/admin/chat/drafts/stats", { headers: staff })).json()) as CopilotStats;
    const send = (id: string, content: string, draftId: number) =>
      t.request(`/api/admin/chat/conversations/${id}/messages`, { method: "POST", json: { content, draftId }, headers: staff });

    const first = await takenOver(t, staff, "hi", "what are your hours?");
    const unchanged = drafted(await draft(t, staff, first));
    expect((await send(first, `  ${unchanged.text}\n`, unchanged.id)).status).toBe(201);

    const second = await takenOver(t, staff, "hi", "what are your hours?");
    const edited = drafted(await draft(t, staff, second));
    expect((await send(second, `Hi Ana! ${edited.text}`, edited.id)).status).toBe(201);

    const third = await takenOver(t, staff, "hi", "what are your hours?");
    const dropped = drafted(await draft(t, staff, third));
    const discard = () => t.request(`/api/admin/chat/conversations/${third}/drafts/${dropped.id}/discard`, { method: "POST", headers: staff });
    expect((await discard()).status).toBe(200);
    // Settled once: a second discard (or a send naming it) changes nothing.
    expect((await discard()).status).toBe(404);
    expect((await t.request(`/api/admin/chat/conversations/${first}/drafts/${dropped.id}/discard`, { method: "POST", headers: staff })).status).toBe(404);

    const rows = await t.deps.db.select().from(chatDrafts);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const sentMessage = (await t.deps.db.select().from(chatMessages).where(eq(chatMessages.conversationId, first))).find((m) => m.sender === "staff");
    expect(byId.get(unchanged.id)).toMatchObject({ outcome: "sent_unchanged", sentMessageId: sentMessage!.id });
    expect(byId.get(edited.id)?.outcome).toBe("sent_edited");
    expect(byId.get(dropped.id)?.outcome).toBe("discarded");

    const after = (await (await t.request("/api/admin/chat/drafts/stats", { headers: staff })).json()) as CopilotStats;
    expect(after).toMatchObject({ days: 30, sentUnchanged: before.sentUnchanged + 1, sentEdited: before.sentEdited + 1, discarded: before.discarded + 1 });
  });

  it("is for the chat area's members only, for conversations that exist and are not another member's", async () => {
    const id = await takenOver(t, staff, "hi", "what are your hours?");
    const editor = await t.loginAs("editor");
    expect((await t.request(`/api/admin/chat/conversations/${id}/draft`, { method: "POST", json: {}, headers: editor })).status).toBe(403);
    expect((await t.request("/api/admin/chat/drafts/stats", { headers: editor })).status).toBe(403);
    expect((await t.request(`/api/admin/chat/conversations/${id}/draft`, { method: "POST", json: {} })).status).toBe(401);
    expect((await t.request("/api/admin/chat/conversations/no-such-conversation/draft", { method: "POST", json: {}, headers: staff })).status).toBe(404);

    const sales = await t.loginAs("sales");
    const res = await t.request(`/api/admin/chat/conversations/${id}/draft`, { method: "POST", json: {}, headers: sales });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe("Test Admin is already handling this conversation.");
  });
});

describe("copilot drafts with a model configured", () => {
  const openai = createFakeOpenAiServer({ apiKey: "sk-copilot-test" });
  let t: TestContext;
  let staff: Record<string, string>;
  beforeAll(async () => {
    await openai.start();
    t = await createTestContext({ LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: openai.baseUrl, LLM_API_KEY: "sk-copilot-test", LLM_MODEL: "fake-model", LLM_TIMEOUT_MS: "4000" });
    staff = await t.login();
  });
  afterAll(async () => {
    await t.close();
    await openai.close();
  });
  beforeEach(() => openai.clear());

  it("words the draft with the model when its answer is grounded in the site", async () => {
    openai.setReply("Hello! Happy to help.");
    const id = await takenOver(t, staff, "hi", "what are your office hours?");
    openai.clear();
    openai.setReply(`Our office hours are ${BUSINESS_HOURS}.`);
    const answer = drafted(await draft(t, staff, id));
    expect(answer).toMatchObject({ engine: "model", text: `Our office hours are ${BUSINESS_HOURS}.` });
    expect(answer.sources.length).toBeGreaterThan(0);
    expect(openai.requests).toHaveLength(1);
    // The visitor's waiting message is what the model answers.
    expect(openai.requests[0]?.json.messages?.at(-1)).toMatchObject({ role: "user", content: "what are your office hours?" });
  });

  it("falls back to the engine's draft when the model invents a phone number", async () => {
    openai.setReply("Hello! Happy to help.");
    const id = await takenOver(t, staff, "hi", "what are your office hours?");
    openai.clear();
    openai.setReply("Call us any time at (281) 555-0199, we are always open.");
    const answer = drafted(await draft(t, staff, id));
    expect(answer.engine).toBe("engine");
    expect(answer.text).toContain(BUSINESS_HOURS);
    expect(answer.text).not.toContain("555-0199");
    expect(openai.requests).toHaveLength(1);
  });

  it("makes no model call for an offer the desk makes by itself", async () => {
    openai.setReply("Hello! Happy to help.");
    const id = await takenOver(t, staff, "hi", "what are your office hours?");
    openai.clear();
    const answer = drafted(await draft(t, staff, id, { auto: true }));
    expect(answer.engine).toBe("engine");
    expect(openai.requests).toHaveLength(0);
  });
});
