import { createChatEngine } from "./engine.ts";
import type { ConversationContext } from "./context.ts";
import { sampleFacts } from "./sample-facts.ts";
import type { ChatEngine, ChatReply, SiteFacts } from "./types.ts";

// The engine's tests talk to one trained engine over the sample facts: a message, or a conversation of several.

let shared: Promise<ChatEngine> | null = null;

/** The engine, trained once per test file (call in beforeAll). */
export function trainedEngine(): Promise<ChatEngine> {
  shared ??= createChatEngine();
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
