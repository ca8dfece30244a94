import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { route } from "../openapi/route-contract.ts";
import { messageSchema } from "#common/lib/api-shapes.ts";
import { whatsappWindowSchema, whatsappTemplateSendSchema } from "#common/chat/whatsapp-window.ts";

/** /api/admin/whatsapp: the desk's view of a conversation's 24-hour window, and sending the approved template. */
export function whatsappAdminRoutes(deps: AppDeps) {
  const templates = () => deps.services.whatsappTemplates;
  const id = (c: { req: { param(name: string): string | undefined } }) => (c.req.param("id") ?? "").slice(0, 100);
  return new Hono<AppEnv>()
    .get(...route(
      "/conversations/:id/window",
      { summary: "Whether WhatsApp's 24-hour window is open, and the template to send when it is not", responses: { 200: whatsappWindowSchema }, errors: [400, 404] },
      async (c) => {
        const w = await templates().window(id(c));
        return c.json({ open: w.open, lastInboundAt: w.lastInboundAt?.toISOString() ?? null, closesAt: w.closesAt?.toISOString() ?? null, template: w.template }, 200);
      },
    ))
    .post(...route(
      "/conversations/:id/template",
      { summary: "Send the approved WhatsApp template (allowed outside the 24-hour window)", body: whatsappTemplateSendSchema, responses: { 201: messageSchema }, errors: [400, 404, 409] },
      async (c) => {
        await templates().send(id(c), c.get("user"), c.req.valid("json").params);
        return c.json({ message: "Template queued." }, 201);
      },
    ));
}
