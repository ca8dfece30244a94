import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { clientIp } from "../lib/client-ip.ts";
import { readJsonBody } from "../lib/validate.ts";
import type { ContactSubmitResponse } from "../../common/contacts/contact-form.ts";

/** POST /api/contact (spec section 7): the website's contact form. */
export function contactRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
    .post("/", async (c) => {
      // The form service checks the body with contactFormSchema after the honeypot, for this route and the page's
      // no-JavaScript post alike: a bot's submission is answered like any other, valid or not.
      const result = await deps.services.contacts.submitForm(await readJsonBody(c), { ip: clientIp(c, deps.env.TRUST_PROXY) });
      return c.json({ message: result.message } satisfies ContactSubmitResponse);
    });

  return app;
}
