import { defineFeature } from "../feature.ts";
import { contacts } from "../contacts/index.ts";
import { integrations } from "../integrations/index.ts";
import { settings } from "../settings/index.ts";
import { createNewsletterService } from "./newsletter.service.ts";
import { createNewsletterSender } from "./newsletter-sender.ts";
import { createNewsletterIssues } from "./newsletter-issues.ts";
import { newsletterAdminRoutes, newsletterPublicRoutes } from "./newsletter.routes.ts";
import { newsletterIssueRoutes } from "./newsletter-issues.routes.ts";
import { newsletterSendJob } from "./newsletter-job.ts";

export const newsletter = defineFeature({
  name: "newsletter",
  needs: [contacts, settings, integrations],
  services: (deps, { outbox, settings, outbound }) => {
    const newsletterSender = createNewsletterSender({ db: deps.db, settings, guard: outbound, rateLimits: deps.rateLimits, logger: deps.logger });
    return {
      newsletter: createNewsletterService({ db: deps.db, outbox, settings }),
      newsletterSender,
      newsletterIssues: createNewsletterIssues({ db: deps.db, outbox, settings, kickSender: newsletterSender.kick }),
    };
  },
  // A confirmed signup becomes a lead (source newsletter) and is forwarded to newsletter_webhook through the outbox.
  hooks: ({ newsletter, contacts }) => {
    newsletter.onSubscribed(contacts.captureNewsletterSignup);
  },
  // The issues first: "/newsletter" would otherwise be tried for them.
  admin: [
    { mount: "/api/admin/newsletter/issues", routes: newsletterIssueRoutes, access: "newsletter" },
    {
      mount: "/api/admin/newsletter",
      routes: newsletterAdminRoutes,
      access: "newsletter",
      deletes: [[/^\/subscribers\/(\d+)$/, "newsletter subscriber $1"]],
    },
  ],
  api: [{ mount: "/api/newsletter", routes: newsletterPublicRoutes }],
  jobs: (register, deps) => {
    register(newsletterSendJob(deps.services.newsletterSender));
  },
});

// What the browser's typed client reads from these routers (server/api-registry.ts).
declare module "../api-registry.ts" {
  interface AdminApis {
    "/api/admin/newsletter/issues": ReturnType<typeof newsletterIssueRoutes>;
    "/api/admin/newsletter": ReturnType<typeof newsletterAdminRoutes>;
  }
  interface PublicApis {
    "/api/newsletter": ReturnType<typeof newsletterPublicRoutes>;
  }
}
