import type { ServerResponse } from "node:http";
import { randomUUID } from "node:crypto";
import { createHttpFake, sendJson, wait, type FakeRequest, type HttpFake } from "./http-fake.ts";

// Speaks OpenAI's chat-completions protocol (also what Ollama, vLLM and LM Studio serve), JSON
// and server-sent-event streaming, with the usage block and error bodies of the real API.

export type ChatMessage = { role: string; content: unknown };
export type ChatCompletionRequestBody = {
  model?: string;
  messages?: ChatMessage[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  response_format?: { type: string; json_schema?: { name?: string; schema?: unknown; strict?: boolean } };
  [key: string]: unknown;
};
export type RecordedChatRequest = FakeRequest & { json: ChatCompletionRequestBody };

type Reply = string | ((request: ChatCompletionRequestBody) => string);

export type FakeOpenAiServer = HttpFake & {
  /** Base URL to give a provider, ending in /v1. */
  readonly baseUrl: string;
  readonly requests: RecordedChatRequest[];
  /** Text (or a function of the request) the assistant answers with. */
  setReply(reply: Reply): void;
  /** Answer with this value serialized as JSON, as a model does for structured output. */
  setJsonReply(value: unknown): void;
  setUsage(usage: { promptTokens: number; completionTokens: number }): void;
  /** Wait this long before answering (to force client timeouts). */
  setDelay(ms: number): void;
  /** Answer the next `count` requests with an error status (500 by default); Infinity = always. */
  failNext(count: number, status?: number): void;
  /** System (or developer) prompt of a recorded request; the last one by default. */
  systemPrompt(index?: number): string | undefined;
  clear(): void;
};

const ERROR_BODIES: Record<number, { message: string; type: string; code: string | null }> = {
  401: { message: "Incorrect API key provided.", type: "invalid_request_error", code: "invalid_api_key" },
  429: { message: "Rate limit reached for requests", type: "requests", code: "rate_limit_exceeded" },
  500: { message: "The server had an error while processing your request. Sorry about that!", type: "server_error", code: null },
};

function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    return content.map((part: unknown) => (typeof part === "object" && part && "text" in part ? String(part.text) : "")).join("");
  }
  return "";
}

export function createFakeOpenAiServer(options: { apiKey?: string } = {}): FakeOpenAiServer {
  const requests: RecordedChatRequest[] = [];
  let reply: Reply = "Hello from the fake model.";
  let usage = { promptTokens: 42, completionTokens: 17 };
  let delayMs = 0;
  let failures = { count: 0, status: 500 };

  function stream(res: ServerResponse, body: ChatCompletionRequestBody, text: string, base: Record<string, unknown>): void {
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    const send = (chunk: unknown) => res.write(`data: ${JSON.stringify(chunk)}\n\n`);
    const choice = (delta: Record<string, unknown>, finish: string | null) => ({ ...base, object: "chat.completion.chunk", choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] });
    send(choice({ role: "assistant", content: "" }, null));
    for (const piece of text.match(/[\s\S]{1,8}/g) ?? []) send(choice({ content: piece }, null));
    send(choice({}, "stop"));
    if (body.stream_options?.include_usage) send({ ...base, object: "chat.completion.chunk", choices: [], usage: usageBlock() });
    res.end("data: [DONE]\n\n");
  }

  function usageBlock() {
    return { prompt_tokens: usage.promptTokens, completion_tokens: usage.completionTokens, total_tokens: usage.promptTokens + usage.completionTokens };
  }

  const fake = createHttpFake(async (request, res) => {
    if (options.apiKey !== undefined && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return sendJson(res, 401, { error: ERROR_BODIES[401] });
    }
    if (request.method === "GET" && /^(\/v1)?\/models$/.test(request.path)) {
      return sendJson(res, 200, { object: "list", data: [{ id: "fake-model", object: "model", created: 0, owned_by: "test" }] });
    }
    if (request.method !== "POST" || !/^(\/v1)?\/chat\/completions$/.test(request.path)) {
      return sendJson(res, 404, { error: { message: `Unknown route ${request.method} ${request.path}`, type: "invalid_request_error", code: null } });
    }
    const json = JSON.parse(request.body) as ChatCompletionRequestBody;
    requests.push({ ...request, json });
    if (delayMs > 0) await wait(delayMs, res);
    if (res.destroyed) return;
    if (failures.count > 0) {
      failures = { ...failures, count: failures.count - 1 };
      return sendJson(res, failures.status, { error: ERROR_BODIES[failures.status] ?? ERROR_BODIES[500] });
    }
    const text = typeof reply === "function" ? reply(json) : reply;
    const base = { id: `chatcmpl-${randomUUID()}`, created: Math.floor(Date.now() / 1000), model: json.model ?? "fake-model", system_fingerprint: "fp_fake" };
    if (json.stream) return stream(res, json, text, base);
    sendJson(res, 200, {
      ...base,
      object: "chat.completion",
      choices: [{ index: 0, message: { role: "assistant", content: text, refusal: null }, logprobs: null, finish_reason: "stop" }],
      usage: usageBlock(),
    });
  });

  return {
    start: fake.start,
    close: fake.close,
    get port() {
      return fake.port;
    },
    get url() {
      return fake.url;
    },
    get baseUrl() {
      return `${fake.url}/v1`;
    },
    requests,
    setReply(next) {
      reply = next;
    },
    setJsonReply(value) {
      reply = JSON.stringify(value);
    },
    setUsage(next) {
      usage = next;
    },
    setDelay(ms) {
      delayMs = ms;
    },
    failNext(count, status = 500) {
      failures = { count, status };
    },
    systemPrompt(index = -1) {
      const messages = requests.at(index)?.json.messages ?? [];
      const system = messages.find((m) => m.role === "system" || m.role === "developer");
      return system ? contentText(system.content) : undefined;
    },
    clear() {
      requests.length = 0;
    },
  };
}
