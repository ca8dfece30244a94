import { createChatEngine } from "./engine/engine-setup.ts";
import type { ChatEngine } from "./engine/types.ts";

// One trained engine per process (training takes ~0.3 s and ~60 MB), created on the first chat message
// and shared by every app instance in the process. Kept on globalThis because the server bundle and the
// test runner may each load their own copy of this module.
const KEY = Symbol.for("bayou.chatEngine");
const OPTIONS = Symbol.for("bayou.chatEngineOptions");
type Options = Parameters<typeof createChatEngine>[0];
type Holder = { [KEY]?: Promise<ChatEngine>; [OPTIONS]?: Options };

/** Where the server keeps the trained model between starts (the data directory), set before the engine is first used. */
export function configureChatEngine(options: Options): void {
  (globalThis as Holder)[OPTIONS] = options;
}

export function getChatEngine(): Promise<ChatEngine> {
  const holder = globalThis as Holder;
  holder[KEY] ??= createChatEngine(holder[OPTIONS]).catch((error: unknown) => {
    delete holder[KEY]; // a failed start must not poison every later request
    throw error;
  });
  return holder[KEY];
}
