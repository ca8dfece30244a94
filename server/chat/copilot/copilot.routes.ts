import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import { parseId } from "../../lib/validate.ts";
import { enforceLimits, limitKey } from "../../lib/rate-limit.ts";
import { messageSchema } from "#common/lib/api-shapes.ts";
import { route } from "../../openapi/route-contract.ts";
import { STAFF_RATE_LIMIT_MESSAGE } from "#common/chat/live-types.ts";
import { copilotDraftAnswerSchema, copilotStatsSchema, draftRequestSchema } from "#common/chat/copilot.ts";

/** A member asks for a draft at most this often: a model call each, when one is configured. */
export const DRAFTS_PER_MINUTE = 20;

/**
 * The staff copilot under /api/admin/chat (the chat area: owner, admin, sales): a drafted reply for a conversation,
 * its discard, and what staff did with drafts. Sending one goes through the reply route with its `draftId`.
 */
export function copilotRoutes(deps: AppDeps) {
  const copilot = deps.services.copilot;
  const conversationId = (c: { req: { param(name: string): string | undefined } }) => (c.req.param("id") ?? "").slice(0, 100);

  return new Hono<AppEnv>()
    .post(...route(
      "/conversations/:id/draft",
      { summary: "Draft a reply to the visitor's latest messages, grounded in the site's knowledge, with its sources", body: draftRequestSchema, responses: { 200: copilotDraftAnswerSchema }, errors: [409, 429] },
      async (c) => {
        const user = c.get("user");
        await enforceLimits(deps.rateLimits, [{ key: limitKey("chat:copilot", user.id), limit: DRAFTS_PER_MINUTE, windowMs: 60_000, message: STAFF_RATE_LIMIT_MESSAGE }]);
        const answer = await copilot.draft(conversationId(c), user, { auto: c.req.valid("json").auto });
        if (!answer) throw notFound("Conversation");
        return c.json(answer);
      },
    ))
    .post(...route("/conversations/:id/drafts/:draftId/discard", { summary: "Discard a drafted reply (counted as discarded)", responses: { 200: messageSchema } }, async (c) => {
      if (!(await copilot.discard(parseId(c.req.param("draftId")), conversationId(c)))) throw notFound("Draft");
      return c.json({ message: "Draft discarded." });
    }))
    .get(...route("/drafts/stats", { summary: "Drafts sent unchanged, edited and discarded in the last 30 days", responses: { 200: copilotStatsSchema } }, async (c) => c.json(await copilot.stats())));
}
