import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { notFound } from "../lib/errors.ts";

/** /api/admin/chat (behind the admin guard): conversations, one transcript (read or delete), and the dashboard count. */
export function chatAdminRoutes(deps: AppDeps) {
  const chat = deps.services.chatAdmin;
  const app = new Hono<AppEnv>();
  app.get("/conversations", async (c) => c.json(await chat.list()));
  app.get("/conversations/:id", async (c) => {
    const transcript = await chat.transcript(c.req.param("id").slice(0, 100));
    if (!transcript) throw notFound("Conversation");
    return c.json(transcript);
  });
  app.delete("/conversations/:id", async (c) => {
    if (!(await chat.remove(c.req.param("id").slice(0, 100)))) throw notFound("Conversation");
    return c.json({ message: "Conversation deleted successfully!" });
  });
  app.get("/stats", async (c) => c.json(await chat.stats()));
  return app;
}
