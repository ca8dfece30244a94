import { beforeAll, expect, inject } from "vitest";
import { createChatEngine } from "./engine-setup.ts";
import type { ConversationContext } from "./context.ts";
import { sampleFacts } from "./sample-facts.ts";
import type { ChatEngine, ChatReply, SiteFacts } from "./types.ts";

// The engine's tests talk to one trained engine over the sample facts: a message, or a conversation of several.

let shared: Promise<ChatEngine> | null = null;

/**
 * The engine, once per test file (call in beforeAll). Its model is trained by the first file of a run and kept in a
 * folder of the run's (tests/setup/global-setup.ts), as the server keeps it in its data directory (model-cache.ts):
 * the engine's other test files load it instead of training it each (~1 s each here).
 */
export function trainedEngine(): Promise<ChatEngine> {
  shared ??= createChatEngine({ cacheDir: inject("chatModelDir") });
  return shared;
}

export type Talk = {
  ask(message: string, context?: ConversationContext | null, facts?: SiteFacts): ChatReply;
  conversation(...messages: string[]): ChatReply[];
};

/** `ask` and `conversation` over `engine()` (read when called, so it can be set in beforeAll). */
export function talkTo(engine: () => ChatEngine): Talk {
  const ask = (message: string, context: ConversationContext | null = null, facts: SiteFacts = sampleFacts): ChatReply =>
    engine().reply({ message, facts, context });
  return {
    ask,
    conversation(...messages) {
      const replies: ChatReply[] = [];
      let context: ConversationContext | null = null;
      for (const message of messages) {
        const reply = ask(message, context);
        replies.push(reply);
        context = reply.context;
      }
      return replies;
    },
  };
}

/**
 * A test file's engine: registers the beforeAll that loads it and gives `ask` and `conversation` over it, with
 * `engine()` for the files that call `reply` themselves (the engine exists once beforeAll has run).
 */
export function useTrainedEngine(): Talk & { engine: () => ChatEngine } {
  let loaded: ChatEngine | undefined;
  beforeAll(async () => {
    loaded = await trainedEngine();
  });
  const engine = (): ChatEngine => {
    if (!loaded) throw new Error("the chat engine is loaded in beforeAll: use it inside a test");
    return loaded;
  };
  return { ...talkTo(engine), engine };
}

/** What a reply answered, as "kind:key" ("bundle-for:pro", "entry:booking"), for tests that check the choice. */
export const answerKeys = (reply: ChatReply): string[] =>
  reply.context.lastAnswers.map((a) => ("key" in a ? `${a.t}:${a.key}` : a.t === "entry" ? `entry:${a.id}` : a.t));

/** The reply names this package and no other (a bundle of the same name, "Enterprise Bundle", is no package). */
export function expectOnlyPackage(reply: string, name: string): void {
  expect(reply).toContain(name);
  for (const other of ["Enterprise", "Growth", "Foundation"].filter((n) => n !== name)) expect(reply).not.toMatch(new RegExp(`\\b${other}\\b(?! Bundle)`));
}

/** The start of "our site doesn't say" in each language: a gap answered as such. */
export const SITE_DOES_NOT_SAY = {
  en: /^Our site doesn't say/,
  es: /^Nuestro sitio no dice eso/,
  vi: /^Trang của chúng tôi không nói/,
  zh: /^我们的网站没有提到这一点/,
} as const;

/** The start of the FAQ's yes: the AI answers around the clock and hands the conversation over when asked. */
export const ROUND_THE_CLOCK_YES = {
  en: /^Yes\. Your AI agent holds natural conversations/,
  es: /^Sí\. Su agente de IA conversa con naturalidad/,
  vi: /^Có\. Trợ lý AI của bạn trò chuyện tự nhiên/,
  zh: /^是的。您的AI助手全天候/,
} as const;
