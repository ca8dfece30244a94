import { inject } from "vitest";

// Tests never read the developer's environment for secrets or ports.
process.env.NODE_ENV = "test";
process.env.LOG_LEVEL ??= "silent";
process.env.SECRET_KEY ??= "test-secret-key-test-secret-key-0123456789abcdef";
// The local fakes (SMTP, webhook receiver, HubSpot, n8n, OpenAI) listen on loopback, which integrations refuse
// unless allow-listed; tests that prove the refusal override this with "".
process.env.OUTBOUND_ALLOW_HOSTS ??= "127.0.0.1,::1,localhost";

// An app made by a test trains the chat engine on its first chat message: it loads the run's model instead
// (tests/setup/global-setup.ts), as the server loads its own from the data directory. Set as configureChatEngine
// (server/chat/engine-instance.ts) sets it, without importing the engine into every test file.
(globalThis as { [key: symbol]: unknown })[Symbol.for("bayou.chatEngineOptions")] = { cacheDir: inject("chatModelDir") };
