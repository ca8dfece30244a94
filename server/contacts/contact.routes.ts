import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { clientIp } from "../lib/client-ip.ts";
import { readJsonBody } from "../lib/validate.ts";
import { contactFormSchema, type ContactSubmitResponse } from "../../common/contacts/contact-form.ts";
import { messageSchema } from "../../common/lib/api-shapes.ts";
import { contract } from "../openapi/route-contract.ts";

/** POST /api/contact (spec section 7): the website's contact form. */
export function contactRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
    .post(
      "/",
      contract({
        summary: "The website's contact form: stores the lead, then delivers it",
        description: "Also accepts the form's hidden honeypot (`website`) and fill-time token (`formToken`) fields.",
        body: contactFormSchema,
        parseBody: false,
        responses: { 200: messageSchema },
        errors: [429],
      }),
      async (c) => {
      // The form service checks the body with contactFormSchema after the honeypot, for this route and the page's
      // no-JavaScript post alike: a bot's submission is answered like any other, valid or not.
      const result = await deps.services.contacts.submitForm(await readJsonBody(c), { ip: clientIp(c, deps.env.TRUST_PROXY) });
      return c.json({ message: result.message } satisfies ContactSubmitResponse);
      },
    );

  return app;
}
