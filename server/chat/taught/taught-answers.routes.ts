import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../context.ts";
import { parseId } from "../../lib/validate.ts";
import { z } from "#common/lib/zod.ts";
import { messageSchema } from "#common/lib/api-shapes.ts";
import { route } from "../../openapi/route-contract.ts";
import { auditActor } from "../../audit/audit-context.ts";
import {
  adminTaughtAnswerSchema,
  taughtAnswerInputSchema,
  taughtAnswerPatchSchema,
  unansweredPageSchema,
  unansweredQuerySchema,
  type AdminTaughtAnswer,
} from "#common/chat/taught-answers.ts";

/** Which answer and what it holds, for the audit line: never the answer's text. */
const auditDetails = (a: AdminTaughtAnswer) => ({ languages: Object.keys(a.answers).join(", "), questions: a.questions.length });

/**
 * /api/admin/chat/unanswered and /api/admin/chat/taught-answers (the chat area: owner, admin, sales). Every write
 * moves the public content version (staffChangeHook), which every instance's assistant facts follow.
 * Deletions are recorded by auditDeletions like every other.
 */
export function taughtAnswersRoutes(deps: AppDeps) {
  const taught = deps.services.taughtAnswers;
  const record = (c: Parameters<typeof auditActor>[0], action: "assistant.answer_taught" | "assistant.answer_changed", answer: AdminTaughtAnswer) =>
    deps.services.audit.record({ ...auditActor(c, deps.env.TRUST_PROXY), action, target: `taught answer ${answer.id}`, details: auditDetails(answer) });

  return new Hono<AppEnv>()
    .get(...route(
      "/unanswered", { summary: "What visitors asked that the assistant could not answer, grouped by similar question", query: unansweredQuerySchema, responses: { 200: unansweredPageSchema } },
      async (c) => {
        const { page, pageSize, sort, answered } = c.req.valid("query");
        return c.json(await taught.unanswered({ page, pageSize, sort, answered: answered === "1" }));
      },
    ))
    .get(...route("/taught-answers", { summary: "Answers staff taught the assistant", responses: { 200: z.array(adminTaughtAnswerSchema) } }, async (c) => c.json(await taught.list())))
    .post(...route(
      "/taught-answers", { summary: "Teach the assistant an answer (recorded in the audit log)", body: taughtAnswerInputSchema, responses: { 201: adminTaughtAnswerSchema } },
      async (c) => {
        const created = await taught.create(c.req.valid("json"), c.get("user").id);
        await record(c, "assistant.answer_taught", created);
        return c.json(created, 201);
      },
    ))
    .patch(...route(
      "/taught-answers/:id", { summary: "Change a taught answer (recorded in the audit log)", body: taughtAnswerPatchSchema, responses: { 200: adminTaughtAnswerSchema } },
      async (c) => {
        const updated = await taught.update(parseId(c.req.param("id"), "Taught answer"), c.req.valid("json"), c.get("user").id);
        await record(c, "assistant.answer_changed", updated);
        return c.json(updated);
      },
    ))
    .delete(...route("/taught-answers/:id", { summary: "Delete a taught answer", responses: { 200: messageSchema } }, async (c) => {
      await taught.remove(parseId(c.req.param("id"), "Taught answer"));
      return c.json({ message: "Taught answer deleted" });
    }));
}
