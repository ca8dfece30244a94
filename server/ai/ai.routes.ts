import { GENERATIONS_PER_HOUR } from "#common/ai/generation-limits.ts";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { enforceLimits, limitKey } from "../lib/rate-limit.ts";
import { parseId } from "../lib/validate.ts";
import { z } from "#common/lib/zod.ts";
import { route } from "../openapi/route-contract.ts";

const refreshQuery = z.object({ refresh: z.string().optional().meta({ description: "1 or true: new suggestions (counts as a generation)" }) });
const generation = { errors: [429, 502, 504] } as const;
import {
  aiContentViewSchema,
  aiTaskRunViewSchema,
  aiTaskViewSchema,
  blogSuggestionViewSchema,
  contactInsightsViewSchema,
  generateBlogResponseSchema,
  generateBlogSchema,
  generateWorkflowsSchema,
  runTaskResponseSchema,
  suggestionPatchSchema,
  taskPatchSchema,
  workflowSuggestionViewSchema,
} from "#common/ai/ai-api.ts";

// Model calls cost money and time: a generous ceiling per staff member, far above normal use.

/** /api/admin/ai, behind the admin guard of the /api/admin prefix. */
export function aiAdminRoutes(deps: AppDeps) {
  const ai = deps.services.ai;

  async function limitGenerations(userId: number) {
    await enforceLimits(deps.rateLimits, [
      { key: limitKey("ai-generate", userId), limit: GENERATIONS_PER_HOUR, windowMs: 3_600_000, message: "Too many AI generations in the last hour; please wait a little." },
    ]);
  }

  const app = new Hono<AppEnv>()
    .get(...route("/tasks", { summary: "Scheduled AI tasks", responses: { 200: z.array(aiTaskViewSchema) } }, async (c) => c.json(await ai.tasks.list())))
    .get(...route("/tasks/:id/runs", { summary: "A task's run history", responses: { 200: z.array(aiTaskRunViewSchema) } }, async (c) => c.json(await ai.tasks.runs(parseId(c.req.param("id"), "AI task")))))
    .patch(...route("/tasks/:id", { summary: "Turn a task on or off", body: taskPatchSchema, responses: { 200: aiTaskViewSchema } }, async (c) => {
      const id = parseId(c.req.param("id"), "AI task");
      const { isActive } = c.req.valid("json");
      return c.json(await ai.tasks.setActive(id, isActive));
    }))
    .post(...route("/tasks/:id/run", { summary: "Run a task now", responses: { 200: runTaskResponseSchema }, errors: [409] }, async (c) => c.json(await ai.tasks.runNow(parseId(c.req.param("id"), "AI task")))))

    .get(...route("/content", { summary: "Generated AI content", responses: { 200: z.array(aiContentViewSchema) } }, async (c) => c.json(await ai.content())))

    .post(...route("/generate-blog", { summary: "Draft a blog post on a topic", body: generateBlogSchema, responses: { 201: generateBlogResponseSchema }, ...generation }, async (c) => {
      const { topic } = c.req.valid("json");
      await limitGenerations(c.get("user").id);
      return c.json(await ai.generateBlog(topic), 201);
    }))

    .get(...route("/blog-suggestions", { summary: "Blog topic suggestions", query: refreshQuery, responses: { 200: z.array(blogSuggestionViewSchema) }, ...generation }, async (c) => {
      const flag = c.req.valid("query").refresh;
      const refresh = flag === "1" || flag === "true";
      if (refresh) await limitGenerations(c.get("user").id);
      return c.json((await ai.blogSuggestions({ refresh })).suggestions);
    }))
    .post(...route("/blog-suggestions/refresh", { summary: "New blog topic suggestions", responses: { 200: z.array(blogSuggestionViewSchema) }, ...generation }, async (c) => {
      await limitGenerations(c.get("user").id);
      return c.json((await ai.blogSuggestions({ refresh: true })).suggestions);
    }))

    .post(...route("/generate-workflows", { summary: "Suggest workflows for the business", body: generateWorkflowsSchema, responses: { 200: z.object({ suggestions: z.array(workflowSuggestionViewSchema) }) }, ...generation }, async (c) => {
      const { businessData } = c.req.valid("json");
      await limitGenerations(c.get("user").id);
      return c.json({ suggestions: await ai.generateWorkflows(businessData.location) });
    }))
    .get(...route("/workflow-suggestions", { summary: "Stored workflow suggestions", responses: { 200: z.array(workflowSuggestionViewSchema) } }, async (c) => c.json(await ai.workflowSuggestions())))
    .patch(...route("/workflow-suggestions/:id", { summary: "Accept or dismiss a suggestion", body: suggestionPatchSchema, responses: { 200: workflowSuggestionViewSchema } }, async (c) => {
      const id = parseId(c.req.param("id"), "Workflow suggestion");
      const { status } = c.req.valid("json");
      return c.json(await ai.setSuggestionStatus(id, status));
    }))

    // Spec: an empty body. Anything sent is ignored rather than rejected.
    .post(...route("/contact-insights", { summary: "Generate insights from the contacts (an empty body)", responses: { 200: contactInsightsViewSchema }, ...generation }, async (c) => {
      await limitGenerations(c.get("user").id);
      return c.json(await ai.generateInsights());
    }))
    .get(...route("/contact-insights", { summary: "The latest contact insights (null before the first generation)", responses: { 200: contactInsightsViewSchema.nullable() } }, async (c) => c.json(await ai.latestInsights())));

  return app;
}
