import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { streamText } from "ai";
import { createFakeOpenAiServer } from "#tests/fakes/openai-server.ts";
import { localAllowHosts } from "#tests/fakes/outbound.ts";
import { createLlm, LlmError, LlmOutputError, parseLlmConfig, type Llm, type LlmConfig } from "./llm.ts";

const apiKey = "sk-test-key";
const openai = createFakeOpenAiServer({ apiKey });

beforeAll(() => openai.start());
afterAll(() => openai.close());
beforeEach(() => {
  openai.clear();
  openai.setDelay(0);
  openai.failNext(0);
  openai.setUsage({ promptTokens: 42, completionTokens: 17 });
  openai.setReply("Hello from the fake model.");
});

function llm(overrides: Partial<LlmConfig> = {}): Llm {
  const config: LlmConfig = { provider: "openai-compatible", apiKey, baseUrl: openai.baseUrl, model: "test-model", timeoutMs: 2_000, allowHosts: localAllowHosts, ...overrides };
  const created = createLlm(config);
  if (!created) throw new Error("expected an LLM");
  return created;
}

const blogPost = z.object({
  title: z.string().min(5),
  category: z.enum(["Automation", "Marketing", "CRM", "Market"]),
  tags: z.array(z.string()),
});

async function rejection(promise: Promise<unknown>): Promise<LlmError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LlmError);
  return error as LlmError;
}

describe("createLlm", () => {
  it("is null when not configured, and builds every provider", () => {
    expect(createLlm(null)).toBeNull();
    expect(createLlm({ provider: "anthropic", apiKey: "k", model: "claude-x", timeoutMs: 1_000 })).toMatchObject({ provider: "anthropic", model: "claude-x" });
    expect(() => createLlm({ provider: "openai", model: "m", timeoutMs: 1_000 })).toThrow("LLM_API_KEY is required for the openai provider");
  });

  for (const provider of ["openai-compatible", "openai"] as const) {
    it(`generates a reply with the system prompt, the conversation and the usage (${provider})`, async () => {
      openai.setReply("We serve all of Greater Houston.");
      openai.setUsage({ promptTokens: 120, completionTokens: 9 });
      const result = await llm({ provider }).generateReply({
        system: "You are the assistant of Bayou City AI.",
        messages: [
          { role: "user", content: "Hi" },
          { role: "assistant", content: "Hello! How can I help?" },
          { role: "user", content: "Do you cover Katy?" },
        ],
      });

      expect(result).toEqual({ text: "We serve all of Greater Houston.", usage: { inputTokens: 120, outputTokens: 9, totalTokens: 129 } });
      expect(openai.requests).toHaveLength(1);
      expect(openai.systemPrompt()).toBe("You are the assistant of Bayou City AI.");
      const body = openai.requests[0]!.json;
      expect(body.model).toBe("test-model");
      expect(body.messages?.slice(1)).toEqual([
        { role: "user", content: "Hi" },
        { role: "assistant", content: "Hello! How can I help?" },
        { role: "user", content: "Do you cover Katy?" },
      ]);
      expect(openai.requests[0]!.headers.authorization).toBe(`Bearer ${apiKey}`);
    });
  }

  it("returns structured output validated by the schema, requested as a strict JSON schema", async () => {
    const post = { title: "Hurricane season checklist for Houston listings", category: "Market", tags: ["hurricane", "listings"] };
    openai.setJsonReply(post);
    const result = await llm().generateStructured({ system: "Write blog posts.", prompt: "Hurricane season", schema: blogPost });

    expect(result.object).toEqual(post);
    expect(result.usage.totalTokens).toBe(59);
    const format = openai.requests[0]!.json.response_format;
    expect(format?.type).toBe("json_schema");
    expect(format?.json_schema?.schema).toMatchObject({ type: "object", required: ["title", "category", "tags"] });
  });

  it("throws LlmOutputError when the JSON does not match the schema", async () => {
    openai.setJsonReply({ title: "Hi", category: "Cooking", tags: "x" });
    const error = await rejection(llm().generateStructured({ system: "s", prompt: "p", schema: blogPost }));
    expect(error).toBeInstanceOf(LlmOutputError);
    expect(error.kind).toBe("output");
    expect(error.message).toBe(
      'LLM output did not match the expected structure (title: Too small: expected string to have >=5 characters; category: Invalid option: expected one of "Automation"|"Marketing"|"CRM"|"Market"; tags: Invalid input: expected array, received string)',
    );
    expect((error as LlmOutputError).text).toContain("Cooking");
  });

  it("throws LlmOutputError when the answer is not JSON at all", async () => {
    openai.setReply("Sure! Here is your blog post: ...");
    const error = await rejection(llm().generateStructured({ system: "s", prompt: "p", schema: blogPost }));
    expect(error).toBeInstanceOf(LlmOutputError);
    expect(error.message).toBe("LLM output did not match the expected structure (the answer is not valid JSON)");
  });

  it("times out after timeoutMs", async () => {
    openai.setDelay(5_000);
    const started = Date.now();
    const error = await rejection(llm({ timeoutMs: 300 }).generateReply({ system: "s", messages: [{ role: "user", content: "hi" }] }));
    expect(error.kind).toBe("timeout");
    expect(error.message).toBe("LLM did not answer within 300 ms");
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("turns a 500 into a provider error, without retrying", async () => {
    openai.failNext(1, 500);
    const error = await rejection(llm().generateReply({ system: "s", messages: [{ role: "user", content: "hi" }] }));
    expect(error.kind).toBe("provider");
    expect(error.status).toBe(500);
    expect(error.message).toContain("LLM provider (openai-compatible) answered HTTP 500");
    expect(openai.requests).toHaveLength(1);
  });

  it("reports a rejected API key without echoing it", async () => {
    const wrongKey = "sk-wrong-key-123";
    const error = await rejection(llm({ apiKey: wrongKey }).generateReply({ system: "s", messages: [{ role: "user", content: "hi" }] }));
    expect(error.message).toBe("LLM provider (openai-compatible) rejected the API key");
    expect(error.message).not.toContain(wrongKey);
  });

  it("does not show what the provider answered with its error status", async () => {
    openai.failNext(1, 500);
    const error = await rejection(llm().generateReply({ system: "s", messages: [{ role: "user", content: "hi" }] }));
    expect(error.message).toBe("LLM provider (openai-compatible) answered HTTP 500");
  });

  it("refuses an LLM_BASE_URL on loopback unless OUTBOUND_ALLOW_HOSTS lists it", async () => {
    const error = await rejection(llm({ allowHosts: "" }).generateReply({ system: "s", messages: [{ role: "user", content: "hi" }] }));
    expect(error.message).toBe("LLM provider (openai-compatible) refused: Address not allowed: loopback (this server)");
    expect(openai.requests).toHaveLength(0);
  });
});

describe("fake OpenAI server", () => {
  it("streams with server-sent events when a caller asks for it", async () => {
    openai.setReply("Streaming answers arrive in pieces.");
    const model = createOpenAICompatible({ name: "fake", baseURL: openai.baseUrl, apiKey, includeUsage: true })("test-model");
    const result = streamText({ model, prompt: "hi", maxRetries: 0 });
    const pieces: string[] = [];
    for await (const piece of result.textStream) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join("")).toBe("Streaming answers arrive in pieces.");
    expect((await result.usage).totalTokens).toBe(59);
    expect(openai.requests[0]!.json.stream).toBe(true);
  });
});

describe("parseLlmConfig", () => {
  it("is null without a provider and reads the LLM_* variables", () => {
    expect(parseLlmConfig({})).toBeNull();
    expect(parseLlmConfig({ LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: "http://localhost:11434/v1", LLM_MODEL: "llama3.2" })).toEqual({
      provider: "openai-compatible",
      baseUrl: "http://localhost:11434/v1",
      model: "llama3.2",
      apiKey: undefined,
      timeoutMs: 15_000,
      allowHosts: "",
    });
    expect(parseLlmConfig({ LLM_PROVIDER: "anthropic", LLM_API_KEY: "k", LLM_MODEL: "m", LLM_TIMEOUT_MS: "8000" })?.timeoutMs).toBe(8_000);
  });

  it("rejects half-filled configurations", () => {
    expect(() => parseLlmConfig({ LLM_PROVIDER: "gemini", LLM_MODEL: "m" })).toThrow(/LLM_PROVIDER must be/);
    expect(() => parseLlmConfig({ LLM_PROVIDER: "openai" })).toThrow("LLM_MODEL is required when LLM_PROVIDER is set");
    expect(() => parseLlmConfig({ LLM_PROVIDER: "openai", LLM_MODEL: "m" })).toThrow("LLM_API_KEY is required for the openai provider");
    expect(() => parseLlmConfig({ LLM_PROVIDER: "openai-compatible", LLM_MODEL: "m" })).toThrow("LLM_BASE_URL is required");
    expect(() => parseLlmConfig({ LLM_PROVIDER: "openai", LLM_MODEL: "m", LLM_API_KEY: "k", LLM_TIMEOUT_MS: "soon" })).toThrow(/LLM_TIMEOUT_MS/);
  });
});
