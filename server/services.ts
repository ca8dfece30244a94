import type { Env } from "./env.ts";
import type { Db } from "./db/client.ts";
import type { Logger } from "./lib/logger.ts";
import type { SecretBox } from "./lib/crypto.ts";
import type { RateLimitStore } from "./lib/rate-limit.ts";
import { createLeadsServices } from "./contacts/leads-services.ts";
import { createAuthService } from "./auth/auth.service.ts";
import { createAuditService } from "./audit/audit.service.ts";
import { createAccountService } from "./auth/account.service.ts";
import { createSettingsService } from "./settings/settings.service.ts";
import { createBlogPublicService } from "./blog/blog-public.service.ts";
import { createBlogAdminService } from "./blog/blog-admin.service.ts";
import { createMarkdownRenderer } from "./blog/markdown-renderer.ts";
import { createTestimonialsService } from "./testimonials/testimonials.service.ts";
import { createAnnouncementsService } from "./announcements/announcements.service.ts";
import { createNewsletterService } from "./newsletter/newsletter.service.ts";
import { createNewsletterSender } from "./newsletter/newsletter-sender.ts";
import { createNewsletterIssues } from "./newsletter/newsletter-issues.ts";
import { createPublicContentService } from "./content/public-content.service.ts";
import { createScheduler } from "./jobs/scheduler.ts";
import { createAnalyticsService } from "./analytics/analytics.service.ts";
import { createN8nService } from "./n8n/n8n.service.ts";
import { createAiService } from "./ai/ai.service.ts";
import { createLlm } from "./integrations/llm.ts";
import { llmConfigFromEnv } from "./env.ts";
import { createOutboundGuard } from "./integrations/outbound-guard.ts";
import { createChatService } from "./chat/chat.service.ts";
import { moveLeadSource } from "./contacts/lead-sources.ts";
import { createChatAdminService } from "./chat/chat-admin.service.ts";
import { createTaughtAnswersService } from "./chat/taught/taught-answers.service.ts";
import { createSettingsAdmin } from "./settings/settings-admin.ts";
import { createIntegrationTests } from "./settings/integration-tests.ts";
import type { LiveHub } from "./live/live-hub.ts";
import { createStaffPresence } from "./live/staff-presence.ts";
import { createTeamAvailability } from "./live/team-availability.ts";
import { nextOfficeOpening } from "../common/settings/office-hours.ts";
import type { Metrics } from "./metrics/metrics.ts";
import { createContactTasks } from "./contacts/contact-tasks.ts";
import { createTaskReminders } from "./contacts/task-reminders.ts";
import { createMediaService, mediaStorageFromEnv } from "./media/media.service.ts";

export interface ServiceDeps {
  env: Env;
  db: Db;
  logger: Logger;
  secrets: SecretBox;
  rateLimits: RateLimitStore;
  live: LiveHub;
  metrics: Metrics;
}

/** The domain services, shared by the API routes, the server-rendered pages and the jobs. */
export function createServices(deps: ServiceDeps) {
  const sessionPolicy = { idleMinutes: deps.env.SESSION_IDLE_MINUTES, maxHours: deps.env.SESSION_MAX_HOURS };
  const auth = createAuthService(deps.db, sessionPolicy);
  const audit = createAuditService(deps.db);
  // One gate for every call to an address staff or the operator configured (OUTBOUND_ALLOW_HOSTS).
  const outbound = createOutboundGuard({ allow: deps.env.OUTBOUND_ALLOW_HOSTS });
  const settings = createSettingsService(deps.db, deps.secrets);
  // The settings page's side: masked reads, checked writes, and 'Send test' per integration.
  const settingsAdmin = createSettingsAdmin(settings, deps.secrets, { guard: outbound });
  const integrationTests = createIntegrationTests(settings, { guard: outbound, hubspotBaseUrl: deps.env.HUBSPOT_BASE_URL });
  const account = createAccountService({
    db: deps.db,
    secrets: deps.secrets,
    policy: sessionPolicy,
    siteName: async () => (await settings.publicSite()).siteName,
  });
  // Post Markdown renders in a worker thread (closed by deps.close()).
  const markdown = createMarkdownRenderer();
  const blog = createBlogPublicService(deps.db, markdown);
  const publicContent = createPublicContentService(deps.db);
  const scheduler = createScheduler(deps.db, deps.logger, { metrics: deps.metrics });
  const analytics = createAnalyticsService(deps.db);
  const blogAdmin = createBlogAdminService(deps.db, settings, markdown);
  const media = createMediaService(deps.db, mediaStorageFromEnv(deps.env));
  const testimonials = createTestimonialsService(deps.db);
  const announcements = createAnnouncementsService(deps.db);
  const n8n = createN8nService({
    db: deps.db,
    secrets: deps.secrets,
    logger: deps.logger,
    defaultApiKey: deps.env.N8N_API_KEY,
    defaultBaseUrl: deps.env.N8N_BASE_URL,
    guard: outbound,
  });
  const { contacts, outbox } = createLeadsServices({ env: deps.env, db: deps.db, logger: deps.logger, settings, rateLimits: deps.rateLimits, outbound, metrics: deps.metrics });
  const newsletter = createNewsletterService({ db: deps.db, outbox, settings });
  // A confirmed signup becomes a lead (source newsletter) and is forwarded to newsletter_webhook through the outbox.
  newsletter.onSubscribed(contacts.captureNewsletterSignup);
  const newsletterSender = createNewsletterSender({ db: deps.db, settings, guard: outbound, rateLimits: deps.rateLimits, logger: deps.logger });
  const newsletterIssues = createNewsletterIssues({ db: deps.db, outbox, settings, kickSender: newsletterSender.kick });
  // One model client (or none: the local engines answer) for the chat and the AI features.
  const llm = createLlm(llmConfigFromEnv(deps.env));
  // Staff-written answers the assistant reads with the site's facts (docs/decisions/037).
  const taughtAnswers = createTaughtAnswersService(deps.db);
  const ai = createAiService({ db: deps.db, logger: deps.logger, settings, scheduler, llm, markdown, blogAdmin });
  const chat = createChatService({
    db: deps.db,
    logger: deps.logger,
    rateLimits: deps.rateLimits,
    settings,
    blog,
    taught: taughtAnswers,
    captureLead: (lead) => contacts.captureLead(lead),
    onNewLead: (visitor, touch) =>
      analytics.recordConversion("chat_lead", visitor, touch).catch((err: unknown) => deps.logger.error({ err }, "chat conversion not recorded")),
    noteOnContact: async (id, body) => void (await contacts.addNote(id, body, "Chat assistant")),
    llm,
    live: deps.live,
    metrics: deps.metrics,
    // E-mail and webhook alerts for a request for a person or a complaint: each off while its address is empty or
    // its switch (Settings → Notifications) is off; quiet hours hold the e-mail until the office opens.
    notifyHandoff: async (alert) => {
      const adminUrl = deps.env.PUBLIC_URL ? `${deps.env.PUBLIC_URL.replace(/\/$/, "")}/admin/chat?c=${encodeURIComponent(alert.conversationId)}` : undefined;
      const what = alert.reason === "complaint" ? "complained" : "asked for a person";
      const policy = await settings.alertPolicy();
      const officeOpen = policy.officeOpen();
      const to = (await settings.get("email", "handoff_email")).trim();
      if (to && policy.emailAlerts) {
        const notBefore = policy.quietHours && !officeOpen ? (nextOfficeOpening(policy.schedule) ?? undefined) : undefined;
        await outbox.sendStaffMail(
          {
            to,
            subject: `A chat visitor ${what}`,
            text: [`A visitor in the website chat ${what}:`, "", `"${alert.message}"`, "", adminUrl ? `Answer them in the chat inbox: ${adminUrl}` : "Answer them in the admin's chat inbox."].join("\n"),
          },
          { notBefore },
        );
      }
      if (policy.webhookAlerts && (await settings.get("webhooks", "handoff_webhook")).trim()) {
        await outbox.enqueue(deps.db, [
          {
            kind: "handoff_webhook",
            contactId: null,
            payload: { event: "chat.handoff_requested", ...alert, requestedAt: new Date().toISOString(), officeOpen, ...(adminUrl ? { adminUrl } : {}) },
          },
        ]);
        outbox.kick();
      }
    },
  });
  // CRM tasks and their reminders (docs/decisions/027): a task saved already due is reminded at once.
  const taskReminders = createTaskReminders({ db: deps.db, live: deps.live, settings, outbox, logger: deps.logger, publicUrl: deps.env.PUBLIC_URL });
  const tasks = createContactTasks(deps.db, { onDueSoon: () => taskReminders.kick() });
  contacts.onMerge(tasks.moveToContact);
  const chatAdmin = createChatAdminService({ db: deps.db, unlinkConversation: contacts.unlinkConversation, live: deps.live });
  // Merging two contacts moves the removed one's chat conversations to the one kept.
  contacts.onMerge(chatAdmin.moveToContact);
  contacts.onMerge(moveLeadSource);
  const live = deps.live;
  const presence = createStaffPresence(deps.db);
  const teamAvailability = createTeamAvailability({ presence, settings });
  // The assistant quotes the site's name, phone, e-mail and booking link: a saved setting reaches its next reply.
  settings.onChange(({ category }) => {
    if (category === "general") chat.invalidateFacts();
    // Office hours and the team's availability the widget shows.
    if (category === "general" || category === "notifications") teamAvailability.invalidate();
  });
  return { outbound, contacts, tasks, taskReminders, outbox, auth, account, audit, settings, blog, blogAdmin, media, markdown, testimonials, announcements, newsletter, newsletterIssues, newsletterSender, publicContent, scheduler, analytics, n8n, ai, chat, chatAdmin, taughtAnswers, live, presence, teamAvailability, settingsAdmin, integrationTests };
}
export type Services = ReturnType<typeof createServices>;
