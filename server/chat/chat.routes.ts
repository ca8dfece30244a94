import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { clientIp } from "../lib/client-ip.ts";
import { readJson } from "../lib/validate.ts";
import { z } from "../../common/lib/zod.ts";
import { chatRequestSchema } from "../../common/chat/chat-request.ts";

// A body that is not an object (a bare string, null) is checked as an empty one: the visitor reads "type a message".
const chatBody = z.preprocess((raw) => (raw && typeof raw === "object" ? raw : {}), chatRequestSchema);

/** POST /api/chat (spec §7): {message, visitorId, conversationId?} → {conversationId, response, intent, sentiment}. */
export function chatRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.post("/", async (c) => {
    // The widget shows one sentence: the first field's own message says what is wrong.
    const input = await readJson(c, chatBody, { message: "first-field" });
    return c.json(await deps.services.chat.reply(input, { ip: clientIp(c, deps.env.TRUST_PROXY) }));
  });
  return app;
}
