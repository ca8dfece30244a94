import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { enforceLimits, limitKey } from "../lib/rate-limit.ts";
import { parseId, readJson } from "../lib/validate.ts";
import { generateBlogSchema, generateWorkflowsSchema, suggestionPatchSchema, taskPatchSchema } from "../../common/ai/ai-api.ts";

// Model calls cost money and time: a generous ceiling per staff member, far above normal use.
export const GENERATIONS_PER_HOUR = 30;

/** /api/admin/ai (spec §7), behind the admin guard of the /api/admin prefix. */
export function aiAdminRoutes(deps: AppDeps) {
  const ai = deps.services.ai;

  async function limitGenerations(userId: number) {
    await enforceLimits(deps.rateLimits, [
      { key: limitKey("ai-generate", userId), limit: GENERATIONS_PER_HOUR, windowMs: 3_600_000, message: "Too many AI generations in the last hour; please wait a little." },
    ]);
  }

  const app = new Hono<AppEnv>()
    .get("/tasks", async (c) => c.json(await ai.tasks.list()))
    .get("/tasks/:id/runs", async (c) => c.json(await ai.tasks.runs(parseId(c.req.param("id"), "AI task"))))
    .patch("/tasks/:id", async (c) => {
      const id = parseId(c.req.param("id"), "AI task");
      const { isActive } = await readJson(c, taskPatchSchema);
      return c.json(await ai.tasks.setActive(id, isActive));
    })
    .post("/tasks/:id/run", async (c) => c.json(await ai.tasks.runNow(parseId(c.req.param("id"), "AI task"))))

    .get("/content", async (c) => c.json(await ai.content()))

    .post("/generate-blog", async (c) => {
      const { topic } = await readJson(c, generateBlogSchema);
      await limitGenerations(c.get("user").id);
      return c.json(await ai.generateBlog(topic), 201);
    })

    .get("/blog-suggestions", async (c) => {
      const refresh = c.req.query("refresh") === "1" || c.req.query("refresh") === "true";
      if (refresh) await limitGenerations(c.get("user").id);
      return c.json((await ai.blogSuggestions({ refresh })).suggestions);
    })
    .post("/blog-suggestions/refresh", async (c) => {
      await limitGenerations(c.get("user").id);
      return c.json((await ai.blogSuggestions({ refresh: true })).suggestions);
    })

    .post("/generate-workflows", async (c) => {
      const { businessData } = await readJson(c, generateWorkflowsSchema);
      await limitGenerations(c.get("user").id);
      return c.json({ suggestions: await ai.generateWorkflows(businessData.location) });
    })
    .get("/workflow-suggestions", async (c) => c.json(await ai.workflowSuggestions()))
    .patch("/workflow-suggestions/:id", async (c) => {
      const id = parseId(c.req.param("id"), "Workflow suggestion");
      const { status } = await readJson(c, suggestionPatchSchema);
      return c.json(await ai.setSuggestionStatus(id, status));
    })

    // Spec: an empty body. Anything sent is ignored rather than rejected.
    .post("/contact-insights", async (c) => {
      await limitGenerations(c.get("user").id);
      return c.json(await ai.generateInsights());
    })
    .get("/contact-insights", async (c) => c.json(await ai.latestInsights()));

  return app;
}
