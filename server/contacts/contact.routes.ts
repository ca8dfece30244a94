import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { clientIp } from "../lib/client-ip.ts";
import { ApiError } from "../lib/errors.ts";
import type { ContactSubmitResponse } from "../../common/contacts/contact-form.ts";

/** POST /api/contact (spec section 7): the website's contact form. */
export function contactRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.post("/", async (c) => {
    let body: unknown;
    try {
      const text = await c.req.text();
      body = text.trim() === "" ? {} : JSON.parse(text);
    } catch {
      throw new ApiError(400, "The request body is not valid JSON");
    }
    const result = await deps.services.contacts.submitForm(body, { ip: clientIp(c, deps.env.TRUST_PROXY) });
    return c.json({ message: result.message } satisfies ContactSubmitResponse);
  });
  return app;
}
