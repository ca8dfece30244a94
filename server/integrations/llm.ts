import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { APICallError, generateText, JSONParseError, NoObjectGeneratedError, NoOutputGeneratedError, Output, type LanguageModel, type LanguageModelUsage } from "ai";
import type { z } from "zod";
import { createOutboundGuard, safeFetch, UrlBlockedError } from "./outbound-guard.ts";
import { errorCode, findCause, networkFailure } from "./outbound/network-errors.ts";

export type LlmProvider = "openai" | "anthropic" | "openai-compatible";

export type LlmConfig = {
  provider: LlmProvider;
  apiKey?: string;
  /** Required for openai-compatible (e.g. http://localhost:11434/v1 for Ollama). */
  baseUrl?: string;
  model: string;
  timeoutMs: number;
  /** OUTBOUND_ALLOW_HOSTS: a local model server (Ollama on 127.0.0.1) must be listed there. */
  allowHosts?: string;
};

export type LlmUsage = { inputTokens: number; outputTokens: number; totalTokens: number };
export type LlmMessage = { role: "user" | "assistant"; content: string };

export type Llm = {
  readonly provider: LlmProvider;
  readonly model: string;
  generateReply(input: { system: string; messages: LlmMessage[]; signal?: AbortSignal }): Promise<{ text: string; usage: LlmUsage }>;
  generateStructured<T>(input: { system: string; prompt: string; schema: z.ZodType<T>; signal?: AbortSignal }): Promise<{ object: T; usage: LlmUsage }>;
};

export type LlmErrorKind = "timeout" | "provider" | "output";

/** Any failed model call. Messages are safe to log and show to staff (no keys, no prompts). */
export class LlmError extends Error {
  readonly kind: LlmErrorKind;
  readonly status: number | undefined;

  constructor(message: string, options: { kind: LlmErrorKind; status?: number; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = "LlmError";
    this.kind = options.kind;
    this.status = options.status;
  }
}

/** The model answered, but not with JSON matching the schema. */
export class LlmOutputError extends LlmError {
  /** What the model produced, for the log. */
  readonly text: string | undefined;

  constructor(message: string, options: { text?: string; cause?: unknown }) {
    super(message, { kind: "output", cause: options.cause });
    this.name = "LlmOutputError";
    this.text = options.text;
  }
}

/** The model client's settings from the environment (LLM_*, OUTBOUND_ALLOW_HOSTS), or null when none is configured. */
export function llmConfigFromEnv(env: {
  LLM_PROVIDER?: LlmProvider;
  LLM_API_KEY?: string;
  LLM_BASE_URL?: string;
  LLM_MODEL?: string;
  LLM_TIMEOUT_MS: number;
  OUTBOUND_ALLOW_HOSTS?: string;
}): LlmConfig | null {
  if (!env.LLM_PROVIDER || !env.LLM_MODEL) return null;
  return {
    provider: env.LLM_PROVIDER,
    apiKey: env.LLM_API_KEY,
    baseUrl: env.LLM_BASE_URL,
    model: env.LLM_MODEL,
    timeoutMs: env.LLM_TIMEOUT_MS,
    allowHosts: env.OUTBOUND_ALLOW_HOSTS,
  };
}

function createModel(config: LlmConfig): LanguageModel {
  const { provider, apiKey, baseUrl, model } = config;
  // Every request goes through the outbound guard, like every other integration: LLM_BASE_URL is checked at
  // connection time against the address actually used.
  const guard = createOutboundGuard({ allow: config.allowHosts ?? "" });
  const fetch = (input: string | URL | Request, init?: RequestInit) => safeFetch(guard, input instanceof Request ? input.url : input, init);
  // Passing the key explicitly keeps the providers from reading OPENAI_API_KEY & co. themselves.
  if (provider !== "openai-compatible" && !apiKey) throw new Error(`LLM_API_KEY is required for the ${provider} provider`);
  switch (provider) {
    case "openai":
      // Chat completions rather than the Responses API: one protocol for OpenAI and the compatible servers.
      return createOpenAI({ apiKey, baseURL: baseUrl, fetch }).chat(model);
    case "anthropic":
      return createAnthropic({ apiKey, baseURL: baseUrl, fetch })(model);
    case "openai-compatible":
      if (!baseUrl) throw new Error("LLM_BASE_URL is required for the openai-compatible provider");
      return createOpenAICompatible({ name: "openai-compatible", baseURL: baseUrl, apiKey, supportsStructuredOutputs: true, includeUsage: true, fetch })(model);
  }
}

function toUsage(usage: LanguageModelUsage): LlmUsage {
  const inputTokens = usage.inputTokens ?? 0;
  const outputTokens = usage.outputTokens ?? 0;
  return { inputTokens, outputTokens, totalTokens: usage.totalTokens ?? inputTokens + outputTokens };
}

function toLlmError(error: unknown, timeout: AbortSignal, config: LlmConfig): LlmError {
  if (error instanceof LlmError) return error;
  if (timeout.aborted) return new LlmError(`LLM did not answer within ${config.timeoutMs} ms`, { kind: "timeout", cause: error });
  if (NoObjectGeneratedError.isInstance(error)) {
    return new LlmOutputError(`LLM output did not match the expected structure (${describeOutputFailure(error.cause)})`, { text: error.text, cause: error });
  }
  if (NoOutputGeneratedError.isInstance(error)) {
    return new LlmOutputError("LLM produced no structured output", { cause: error });
  }
  const blocked = findCause(error, UrlBlockedError);
  if (blocked) return new LlmError(`LLM provider (${config.provider}) refused: ${blocked.message}`, { kind: "provider", cause: error });
  // The provider's own error text is left out: LLM_BASE_URL may point at any server, whose answer staff must not read.
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    const what = status === 401 || status === 403 ? "rejected the API key" : status ? `answered HTTP ${status}` : `is unreachable: ${networkFailure(error)}`;
    return new LlmError(`LLM provider (${config.provider}) ${what}`, { kind: "provider", status, cause: error });
  }
  const what = errorCode(error) ? networkFailure(error) : error instanceof Error ? error.name : "unknown error";
  return new LlmError(`LLM call failed: ${what}`, { kind: "provider", cause: error });
}

/** "title: Too small…; category: Invalid option…" from the schema issues, else the parse failure. */
function describeOutputFailure(cause: unknown): string {
  for (let c = cause, depth = 0; c instanceof Error && depth < 3; c = c.cause, depth++) {
    const issues = (c as Error & { issues?: unknown }).issues;
    if (Array.isArray(issues) && issues.length > 0) {
      return issues
        .slice(0, 5)
        .map((issue: { path?: unknown[]; message?: unknown }) => `${issue.path?.length ? `${issue.path.join(".")}: ` : ""}${String(issue.message)}`)
        .join("; ");
    }
  }
  if (JSONParseError.isInstance(cause)) return "the answer is not valid JSON";
  return cause instanceof Error ? (cause.message.split("\n")[0] ?? cause.name) : "no object in the answer";
}

/** null when no provider is configured: callers then use their offline path. */
export function createLlm(config: LlmConfig | null): Llm | null {
  if (!config) return null;
  const model = createModel(config);

  async function call<R>(signal: AbortSignal | undefined, run: (abortSignal: AbortSignal) => Promise<R>): Promise<R> {
    const timeout = AbortSignal.timeout(config!.timeoutMs);
    try {
      return await run(signal ? AbortSignal.any([timeout, signal]) : timeout);
    } catch (error) {
      throw toLlmError(error, timeout, config!);
    }
  }

  return {
    provider: config.provider,
    model: config.model,
    generateReply({ system, messages, signal }) {
      return call(signal, async (abortSignal) => {
        // No SDK retries: the time limit is short and callers fall back (chat) or retry (jobs).
        const result = await generateText({ model, instructions: system, messages, abortSignal, maxRetries: 0 });
        return { text: result.text, usage: toUsage(result.usage) };
      });
    },
    generateStructured<T>({ system, prompt, schema, signal }: { system: string; prompt: string; schema: z.ZodType<T>; signal?: AbortSignal }) {
      return call(signal, async (abortSignal) => {
        const result = await generateText({ model, instructions: system, prompt, output: Output.object({ schema }), abortSignal, maxRetries: 0 });
        return { object: result.output as T, usage: toUsage(result.usage) };
      });
    },
  };
}

/**
 * Builds the config from LLM_* variables (given by env.ts, the only reader of process.env).
 * No LLM_PROVIDER means offline mode (null); a half-filled configuration throws at start.
 */
export function parseLlmConfig(env: Record<string, string | undefined>): LlmConfig | null {
  const provider = env.LLM_PROVIDER?.trim();
  if (!provider) return null;
  if (provider !== "openai" && provider !== "anthropic" && provider !== "openai-compatible") {
    throw new Error(`LLM_PROVIDER must be openai, anthropic or openai-compatible (got "${provider}")`);
  }
  const model = env.LLM_MODEL?.trim();
  if (!model) throw new Error("LLM_MODEL is required when LLM_PROVIDER is set");
  const timeoutMs = env.LLM_TIMEOUT_MS ? Number(env.LLM_TIMEOUT_MS) : 15_000;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new Error("LLM_TIMEOUT_MS must be a positive whole number of milliseconds");
  const config: LlmConfig = { provider, model, timeoutMs, apiKey: env.LLM_API_KEY?.trim() || undefined, baseUrl: env.LLM_BASE_URL?.trim() || undefined, allowHosts: env.OUTBOUND_ALLOW_HOSTS ?? "" };
  createModel(config); // fail fast on a missing key or base URL
  return config;
}
