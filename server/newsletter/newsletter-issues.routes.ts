import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { parseId } from "../lib/validate.ts";
import { publicOrigin } from "../lib/public-origin.ts";
import { z } from "#common/lib/zod.ts";
import { messageSchema } from "#common/lib/api-shapes.ts";
import {
  newsletterIssueInputSchema,
  newsletterIssueSchema,
  newsletterPostChoiceSchema,
  newsletterPreviewSchema,
  newsletterTestSendSchema,
} from "#common/newsletter/newsletter-schemas.ts";
import { auditActor } from "../audit/audit-context.ts";
import { route } from "../openapi/route-contract.ts";

/** /api/admin/newsletter/issues: preview, test send, send to every confirmed subscriber, the sent-issues list. */
export function newsletterIssueRoutes(deps: AppDeps) {
  const issues = deps.services.newsletterIssues;
  const app = new Hono<AppEnv>()
    .get(...route("/", { summary: "Issues sent or being sent, newest first, with their counts", responses: { 200: z.array(newsletterIssueSchema) } }, async (c) =>
      c.json(await issues.list()),
    ))

    .get(...route("/posts", { summary: "Published posts an issue can be made of, newest first", responses: { 200: z.array(newsletterPostChoiceSchema) } }, async (c) =>
      c.json(await issues.postChoices()),
    ))

    .get(...route("/:id", { summary: "One issue's progress and counts", responses: { 200: newsletterIssueSchema }, errors: [404] }, async (c) =>
      c.json(await issues.get(parseId(c.req.param("id"), "Issue"))),
    ))

    .post(...route("/preview", { summary: "Render an issue (HTML and plain text) without sending it", body: newsletterIssueInputSchema, responses: { 200: newsletterPreviewSchema }, errors: [404] }, async (c) =>
      c.json(await issues.preview(c.req.valid("json"), publicOrigin(deps.env, c))),
    ))

    .post(...route("/test", { summary: "Send one test copy of an issue to one address", body: newsletterTestSendSchema, responses: { 202: messageSchema }, errors: [404] }, async (c) => {
      const { to, ...input } = c.req.valid("json");
      await issues.testSend(input, to, publicOrigin(deps.env, c));
      await deps.services.audit.record({ ...auditActor(c, deps.env.TRUST_PROXY), action: "newsletter.test_sent", target: to });
      return c.json({ message: `Test e-mail queued for ${to}` }, 202);
    }))

    .post(...route("/", { summary: "Send an issue to every confirmed subscriber", body: newsletterIssueInputSchema, responses: { 201: newsletterIssueSchema }, errors: [404] }, async (c) => {
      const issue = await issues.send(c.req.valid("json"), publicOrigin(deps.env, c), c.get("user").id);
      await deps.services.audit.record({ ...auditActor(c, deps.env.TRUST_PROXY), action: "newsletter.sent", target: issue.subject, details: { issueId: issue.id, recipients: issue.recipients } });
      return c.json(issue, 201);
    }));
  return app;
}
