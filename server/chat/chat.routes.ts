import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { clientIp } from "../lib/client-ip.ts";
import { ApiError } from "../lib/errors.ts";
import { llmConfigFromEnv } from "../env.ts";
import { createLlm } from "../integrations/llm.ts";
import { createChatService } from "./chat.service.ts";

/** POST /api/chat (spec §7): {message, visitorId, conversationId?} → {conversationId, response, intent, sentiment}. */
export function chatRoutes(deps: AppDeps) {
  const chat = createChatService({
    db: deps.db,
    logger: deps.logger,
    rateLimits: deps.rateLimits,
    settings: deps.services.settings,
    blog: deps.services.blog,
    captureLead: (lead) => deps.services.contacts.captureLead(lead),
    noteOnContact: async (id, body) => void (await deps.services.contacts.addNote(id, body, "Chat assistant")),
    llm: createLlm(llmConfigFromEnv(deps.env)),
  });
  const app = new Hono<AppEnv>();
  app.post("/", async (c) => {
    let body: unknown;
    try {
      const text = await c.req.text();
      body = text.trim() === "" ? {} : JSON.parse(text);
    } catch {
      throw new ApiError(400, "The request body is not valid JSON");
    }
    return c.json(await chat.reply(body, { ip: clientIp(c, deps.env.TRUST_PROXY) }));
  });
  return app;
}
