import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { clientIp } from "../lib/client-ip.ts";
import { readJsonBody } from "../lib/validate.ts";
import { contactFormSchema, type ContactSubmitResponse } from "#common/contacts/contact-form.ts";
import { messageSchema } from "#common/lib/api-shapes.ts";
import { route } from "../openapi/route-contract.ts";
import { firstTouchSchema } from "#common/analytics/lead-source.ts";
import { recordConversion } from "../analytics/conversions.ts";
import { z } from "#common/lib/zod.ts";

/** POST /api/contact: the website's contact form. */
export function contactRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
    .post(...route(
      "/", {
        summary: "The website's contact form: stores the lead, then delivers it",
        description:
          "Also accepts the form's hidden honeypot (`website`) and fill-time token (`formToken`) fields; `firstTouch`: the visit that brought the lead (kept with the contact; a malformed one is dropped, the lead is kept); `locale`: the language of the page the form was on (en, es, vi, zh: every message of the answer is in it, and the lead keeps it; English when absent or not a language the page is in); `textConsent`: true (or \"yes\") when the visitor checked the consent to texts shown for contactMethod sms or whatsapp, recorded in the consent ledger with the words shown; `timeZone`: the browser's IANA zone (automated texts keep quiet hours in it; an unknown one is ignored).",
        body: contactFormSchema.extend({
          firstTouch: firstTouchSchema.optional(),
          locale: z.string().max(10).optional(),
          textConsent: z.union([z.boolean(), z.literal("yes")]).optional(),
          timeZone: z.string().optional(),
        }),
        parseBody: false,
        responses: { 200: messageSchema },
        errors: [429],
      },
      async (c) => {
      // The form service checks the body with contactFormSchema after the honeypot, for this route and the page's
      // no-JavaScript post alike: a bot's submission is answered like any other, valid or not.
      const result = await deps.services.contacts.submitForm(await readJsonBody(c), { ip: clientIp(c, deps.env.TRUST_PROXY) });
      if (result.contactId !== null) await recordConversion(c, deps, "contact_form", result.firstTouch);
      return c.json({ message: result.message } satisfies ContactSubmitResponse);
      },
    ));

  return app;
}
