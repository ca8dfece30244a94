import type { Env } from "../env.ts";
import type { Db } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";
import type { RateLimitStore } from "../lib/rate-limit.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import type { OutboundGuard } from "../integrations/outbound-guard.ts";
import { createOutbox, type OutboxOptions } from "../outbox/outbox.service.ts";
import { createDeliverers } from "../outbox/deliverers.ts";
import { createLeadCapture, type LeadInput } from "./lead-capture.ts";
import { createFormTokens } from "./form-token.ts";
import { createContactFormService } from "./contact-form.service.ts";
import { createContactsService } from "./contacts-admin.service.ts";
import { deliveryNotes } from "./contact-history.ts";
import type { Metrics } from "../metrics/metrics.ts";
import { createOwnerRouting } from "./qualification/routing.ts";
import { createConsentLedger } from "../consent/consent-ledger.ts";
import { createQualificationService } from "./qualification/qualification.service.ts";

export interface LeadsDeps {
  env: Pick<Env, "SECRET_KEY" | "PUBLIC_URL" | "HUBSPOT_BASE_URL">;
  db: Db;
  logger: Logger;
  settings: SettingsService;
  rateLimits: RateLimitStore;
  outbound: OutboundGuard;
  outboxOptions?: OutboxOptions;
  metrics?: Metrics;
}

/**
 * Wires the leads capability: `contacts` (capture from any source, the form rules, the admin side)
 * and `outbox` (durable deliveries, also used for newsletter signups).
 *
 * `contacts` is one object for its callers, made of four factories:
 * - contacts-admin.service.ts (the admin CRM), itself spreading
 *   - contact-list.ts: page, overview, statusCounts;
 *   - contact-editor.ts: owners, create, update, merge, setStatusOf, setOwnerOf, removeMany, onMerge;
 *   - its own: item, detail, remove, unlinkConversation, setStatus, addNote, assignments, assignWorkflow,
 *     unassignWorkflow, csv, retryDelivery, sourceReport;
 * - lead-capture.ts (every source of leads): captureLead, captureNewsletterSignup;
 * - contact-form.service.ts (the public contact form): submitForm, issueFormToken.
 * Every one of them writes the contact's timeline through contact-history.ts.
 */
export function createLeadsServices(deps: LeadsDeps) {
  const deliverers = createDeliverers({
    db: deps.db,
    settings: deps.settings,
    guard: deps.outbound,
    hubspotBaseUrl: deps.env.HUBSPOT_BASE_URL,
    publicUrl: deps.env.PUBLIC_URL,
  });
  const outbox = createOutbox(
    { db: deps.db, deliverers, logger: deps.logger.child({ module: "outbox" }), noteOnContact: deliveryNotes(deps.db), metrics: deps.metrics },
    deps.outboxOptions,
  );
  const routing = createOwnerRouting(deps.db);
  const qualification = createQualificationService(deps.db, routing);
  const log = deps.logger.child({ module: "qualification" });
  // A new or repeated lead: its stored score follows what it gave, and an unowned one is routed. The lead is already
  // stored; a failure here is logged, never the visitor's.
  const afterCapture = (contactId: number) => qualification.refresh(contactId).catch((err: unknown) => log.error({ err, contactId }, "lead score or routing failed"));
  // The ledger is server/sms's (append-only rows); the form's consent to texts is written with the lead.
  const leads = createLeadCapture({ db: deps.db, outbox, settings: deps.settings, afterCapture, consents: createConsentLedger(deps.db) });
  const form = createContactFormService({
    leads,
    tokens: createFormTokens(deps.env.SECRET_KEY),
    rateLimits: deps.rateLimits,
    logger: deps.logger,
    siteName: () => deps.settings.siteName(),
  });
  const admin = createContactsService(deps.db, outbox, qualification);
  const contacts = {
    ...admin,
    /** For the chat assistant and the newsletter: stores (or updates) a lead and queues its deliveries. */
    captureLead: (input: LeadInput) => leads.captureLead(input),
    /** Register with `newsletter.onSubscribed`: runs inside the signup's transaction. */
    captureNewsletterSignup: leads.captureNewsletterSignup,
    submitForm: form.submit,
    /** A newsletter sign-up's visit, on the contact of its address (after the sign-up committed). */
    issueFormToken: form.issueFormToken,
    /** What the chat learned of a visitor's business, stored on their contact (never over staff's values). */
    learnQualification: qualification.learnFromChat,
    editQualification: qualification.edit,
    routingRules: routing.list,
    saveRoutingRules: routing.save,
  };
  return { contacts, outbox };
}
