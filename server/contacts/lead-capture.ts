import { and, desc, eq, gt, sql, type Column, type Placeholder, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db, DbOrTx, Tx } from "../db/client.ts";
import { contacts, leadSources } from "../db/schema.ts";
import { compiledStatement } from "../db/compiled-statement.ts";
import { badRequest } from "../lib/errors.ts";
import type { Outbox } from "../outbox/outbox.service.ts";
import { ALERT_CATEGORIES, type SettingsService } from "../settings/settings.service.ts";
import type { OutboxItem } from "../outbox/outbox-store.ts";
import { leadSnapshot } from "../outbox/outbox-payloads.ts";
import { CONTACT_METHODS, type ContactMethod } from "#common/contacts/contact-form.ts";
import type { CapturedLeadSource as LeadSource, DeliveryKind } from "#common/contacts/contact-types.ts";
import { BUNDLE_KEYS, bundles, contactRoles } from "#common/content/offerings.ts";
import { classifyInterests } from "./interest-classifier.ts";
import { nextOfficeOpening } from "#common/settings/office-hours.ts";
import type { FirstTouch } from "#common/analytics/first-touch.ts";
import { LEAD_SOURCE_FIELDS, leadSourceValues, recordLeadSource } from "./lead-sources.ts";
import { isLocale, type Locale } from "#common/i18n/locales.ts";
import { visitorTimeZone } from "#common/settings/visitor-time-zone.ts";
import type { ConsentEvent, ConsentLedger } from "../consent/consent-ledger.ts";
import type { LeadConfirmationPayload } from "../outbox/lead-confirmation.ts";
import { activityPlaceholders, firstActivityFrom, recordActivity, type Activity } from "./contact-history.ts";

export interface LeadInput {
  source: LeadSource;
  firstName?: string;
  lastName?: string;
  /** Full name when first and last are not known apart (chat). */
  name?: string;
  email?: string;
  phone?: string;
  company?: string;
  role?: string;
  automation?: string;
  budget?: string;
  bundle?: string;
  contactMethod?: string;
  conversationId?: string;
  /** The visit that produced the lead (landing page, referrer, UTM tags), kept with the contact: docs/decisions/031. */
  firstTouch?: FirstTouch;
  /** The language the lead wrote in (the page's); a repeat without one keeps the stored language. */
  language?: Locale;
  /** The visitor's own zone as their browser named it (checked: common/settings/visitor-time-zone.ts); a repeat without one keeps the stored zone. */
  timeZone?: string;
  /** A consent to texts given with this lead (the contact form's box): recorded in the lead's transaction. */
  consent?: Omit<ConsentEvent, "contactId">;
}

export type ContactRow = typeof contacts.$inferSelect;

/** A repeat from the same address within this time updates the lead instead of adding a second one. */
export const REPEAT_WINDOW_MS = 30 * 60_000;

const emailCheck = z.email();
const clean = (value: string | undefined, max: number) => (value ?? "").replace(/\s+/g, " ").trim().slice(0, max);
const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | null =>
  list.includes(value as T) ? (value as T) : null;

function normalise(input: LeadInput) {
  let firstName = clean(input.firstName, 100);
  let lastName = clean(input.lastName, 100);
  const fullName = clean(input.name, 200);
  if (!firstName && !lastName && fullName) [firstName = "", lastName = ""] = [fullName.split(" ")[0], fullName.split(" ").slice(1).join(" ")];
  const email = clean(input.email, 254).toLowerCase();
  if (email && !emailCheck.safeParse(email).success) throw badRequest("Please enter a valid email address", { email: "Please enter a valid email address" });
  const phone = clean(input.phone, 40);
  if (!email && phone.replace(/\D/g, "").length < 7) {
    throw badRequest("A lead needs an e-mail address or a phone number", { email: "Please enter a valid email address" });
  }
  const automation = (input.automation ?? "").trim().slice(0, 5000);
  return {
    hasName: Boolean(fullName || firstName || lastName),
    firstName,
    lastName,
    name: fullName || [firstName, lastName].filter(Boolean).join(" ") || email || phone,
    email,
    phone,
    company: clean(input.company, 200),
    role: oneOf(contactRoles, input.role),
    automation,
    interests: classifyInterests(automation),
    budget: clean(input.budget, 100),
    bundle: oneOf(BUNDLE_KEYS, input.bundle),
    contactMethod: oneOf(CONTACT_METHODS, input.contactMethod) ?? ((email ? "email" : "sms") as ContactMethod),
    conversationId: clean(input.conversationId, 100) || null,
    language: isLocale(input.language) ? input.language : null,
    timeZone: visitorTimeZone(input.timeZone) ?? null,
  };
}
type Lead = ReturnType<typeof normalise>;
/** A new lead's row: what normalise found, and where the lead came from. */
type NewLeadValues = Omit<Lead, "hasName" | "language"> & { source: LeadSource; language: Locale };

// Every lead runs these (the contact form must take 300 req/s): they are built once, not per request.
const NEW_LEAD_FIELDS = [
  "firstName", "lastName", "name", "email", "phone", "company", "role", "automation", "interests", "budget", "bundle",
  "contactMethod", "conversationId", "source", "language", "timeZone",
] as const satisfies readonly (keyof NewLeadValues)[];
// Compile-time check that the list names every field of a new lead: a field left out would not be stored.
true satisfies [Exclude<keyof NewLeadValues, (typeof NEW_LEAD_FIELDS)[number]>] extends [never] ? true : never;

const newestLead = (where: SQL | undefined) =>
  compiledStatement<Record<string, unknown>, ContactRow>(contacts, (db) => db.select().from(contacts).where(where).orderBy(desc(contacts.id)).limit(1));
const recent = gt(contacts.updatedAt, sql.placeholder("since"));
const latestLead = {
  byConversation: newestLead(eq(contacts.conversationId, sql.placeholder("conversationId"))),
  byEmail: newestLead(eq(contacts.email, sql.placeholder("email"))),
  byRecentEmail: newestLead(and(eq(contacts.email, sql.placeholder("email")), recent)),
  byRecentPhone: newestLead(and(eq(contacts.phoneDigits, sql.placeholder("phoneDigits")), eq(contacts.email, ""), recent)),
};

const name = (c: Column) => sql.identifier(c.name);
/** The new contact, its "created" activity (contact-history.ts) and, with `withSource`, its first touch: one statement. */
const insertLeadStatement = (withSource: boolean) =>
  compiledStatement<Record<string, unknown>, ContactRow>(contacts, (db) => {
    const values = Object.fromEntries(NEW_LEAD_FIELDS.map((field) => [field, sql.placeholder(field)])) as Record<(typeof NEW_LEAD_FIELDS)[number], Placeholder>;
    const created = db.$with("created").as(db.insert(contacts).values(values).returning());
    const activity = db.$with("activity", {}).as(firstActivityFrom(created, contacts.id));
    const source = db.$with("source", {}).as(
      sql`insert into ${leadSources} (${name(leadSources.contactId)}, ${sql.join(LEAD_SOURCE_FIELDS.map((f) => name(leadSources[f])), sql`, `)})
        select ${name(contacts.id)}, ${sql.join(LEAD_SOURCE_FIELDS.map((f) => sql.placeholder(`touch_${f}`)), sql`, `)} from ${created}`,
    );
    return withSource ? db.with(created, activity, source).select().from(created) : db.with(created, activity).select().from(created);
  });
const insertLead = { plain: insertLeadStatement(false), withSource: insertLeadStatement(true) };
const touchValues = (channel: LeadSource, touch: FirstTouch) =>
  Object.fromEntries(Object.entries(leadSourceValues(channel, touch)).map(([field, value]) => [`touch_${field}`, value]));


export function createLeadCapture(deps: {
  db: Db;
  outbox: Outbox;
  settings: Pick<SettingsService, "snapshot">;
  repeatWindowMs?: number;
  /** After the lead is committed (score and owner routing): awaited, so the answer shows the routed owner. */
  afterCapture?: (contactId: number) => Promise<unknown>;
  /** The consent ledger (server/sms), for a consent to texts given with a lead. */
  consents?: Pick<ConsentLedger, "record">;
}) {
  const windowMs = deps.repeatWindowMs ?? REPEAT_WINDOW_MS;

  /**
   * Which deliveries are configured, read (when not kept in memory) through the given executor: inside a caller's
   * transaction it must be that transaction (PGlite has one connection; a query beside an open transaction waits on it).
   */
  async function configured(q: DbOrTx) {
    const stored = await deps.settings.snapshot(["email", "webhooks", "crm", ...ALERT_CATEGORIES], q);
    const isSet = stored.isSet;
    const policy = stored.alerts();
    return {
      // The new-lead e-mail to staff is an alert: its switch, and quiet hours (held until the office opens).
      email: isSet("email", "smtp_host") && isSet("email", "staff_email") && policy.emailAlerts,
      // The lead's own confirmation needs only a mail server.
      leadMail: isSet("email", "smtp_host"),
      emailNotBefore: policy.quietHours && !policy.officeOpen() ? (nextOfficeOpening(policy.schedule) ?? undefined) : undefined,
      webhook: isSet("webhooks", "contact_form_webhook"),
      newsletter: isSet("webhooks", "newsletter_webhook"),
      hubspot: isSet("crm", "api_key"),
    };
  }

  type Configured = Awaited<ReturnType<typeof configured>>;

  function targets(on: Configured, source: LeadSource, lead: Lead, created: boolean): DeliveryKind[] {
    const hubspot = on.hubspot && Boolean(lead.email);
    const kinds: DeliveryKind[] = [];
    if (source === "newsletter") {
      if (on.newsletter) kinds.push("newsletter_webhook");
      if (hubspot && created) kinds.push("hubspot");
      return kinds;
    }
    if (on.email) kinds.push("email");
    // The contact form's new lead hears back at once, in its language (docs/decisions/053); a repeat does not.
    if (on.leadMail && source === "form" && created && lead.email) kinds.push("lead_mail");
    if (on.webhook) kinds.push("webhook");
    if (hubspot) kinds.push("hubspot");
    return kinds;
  }

  async function findExisting(tx: Tx, source: LeadSource, lead: Lead): Promise<ContactRow | undefined> {
    const since = new Date(Date.now() - windowMs);
    if (lead.conversationId) {
      const [hit] = await latestLead.byConversation.run(tx, { conversationId: lead.conversationId });
      if (hit) return hit;
    }
    if (lead.email) {
      // A newsletter signup of a known lead is news about that lead, however old it is.
      const [hit] = await (source === "newsletter" ? latestLead.byEmail.run(tx, { email: lead.email }) : latestLead.byRecentEmail.run(tx, { email: lead.email, since }));
      return hit;
    }
    const [hit] = await latestLead.byRecentPhone.run(tx, { phoneDigits: lead.phone.replace(/\D/g, ""), since });
    return hit;
  }

  /** A repeat brings corrections: what it says replaces the old value, what it leaves out keeps it. */
  function merge(old: ContactRow, lead: Lead, source: LeadSource) {
    const pick = (next: string, prev: string) => (next ? next : prev);
    return {
      firstName: pick(lead.firstName, old.firstName),
      lastName: pick(lead.lastName, old.lastName),
      name: lead.hasName ? lead.name : old.name,
      email: pick(lead.email, old.email),
      phone: pick(lead.phone, old.phone),
      company: pick(lead.company, old.company),
      role: lead.role ?? old.role,
      automation: pick(lead.automation, old.automation),
      interests: [...new Set([...old.interests, ...lead.interests])],
      budget: pick(lead.budget, old.budget),
      bundle: lead.bundle ?? old.bundle,
      contactMethod: source === "newsletter" ? old.contactMethod : lead.contactMethod,
      source: old.source === "newsletter" && source !== "newsletter" ? source : old.source,
      conversationId: lead.conversationId ?? old.conversationId,
      language: lead.language ?? old.language,
      timeZone: lead.timeZone ?? old.timeZone,
      updatedAt: new Date(),
    };
  }

  /** A new contact, its "created" activity and (when known) its first touch in one statement. */
  async function insertNew(tx: Tx, values: NewLeadValues, created: Activity, touch: FirstTouch | undefined): Promise<ContactRow> {
    const activity = activityPlaceholders(created);
    const [row] = touch
      ? await insertLead.withSource.run(tx, { ...values, ...activity, ...touchValues(values.source, touch) })
      : await insertLead.plain.run(tx, { ...values, ...activity });
    return row!;
  }

  async function captureInTx(tx: Tx, input: LeadInput, lead: Lead, on: Configured): Promise<{ contact: ContactRow; created: boolean; queued: number }> {
    // Two submissions of one person arriving together must not both decide "new".
    const lockKey = `lead:${lead.conversationId ?? (lead.email || lead.phone.replace(/\D/g, ""))}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
    const existing = await findExisting(tx, input.source, lead);
    const bundleName = lead.bundle ? (bundles.find((b) => b.key === lead.bundle)?.name ?? lead.bundle) : null;
    let contact: ContactRow;
    if (existing) {
      [contact] = (await tx.update(contacts).set(merge(existing, lead, input.source)).where(eq(contacts.id, existing.id)).returning()) as [ContactRow];
      await recordActivity(tx, contact.id, { kind: "updated", via: input.source, bundleName });
      if (input.firstTouch) await recordLeadSource(tx, contact.id, input.source, input.firstTouch);
    } else {
      const { hasName: _hasName, ...values } = lead;
      contact = await insertNew(tx, { ...values, language: lead.language ?? "en", source: input.source }, { kind: "created", via: input.source, bundleName }, input.firstTouch);
    }
    if (input.consent && deps.consents) await deps.consents.record(tx, { ...input.consent, contactId: contact.id });
    const snapshot = leadSnapshot(contact);
    const items: OutboxItem[] = targets(on, input.source, lead, !existing).map((kind) => ({
      kind,
      contactId: contact.id,
      ...(kind === "email" && on.emailNotBefore ? { notBefore: on.emailNotBefore } : {}),
      payload:
        kind === "lead_mail"
          ? ({ to: contact.email, firstName: contact.firstName || contact.name, language: contact.language } satisfies LeadConfirmationPayload)
          : kind === "newsletter_webhook"
          ? { event: "newsletter.subscribed", email: contact.email, source: "newsletter", subscribedAt: new Date().toISOString(), contactId: contact.id }
          : { event: existing ? "lead.updated" : "lead.created", lead: snapshot },
    }));
    await deps.outbox.enqueueOrRefresh(tx, items);
    return { contact, created: !existing, queued: items.length };
  }

  /**
   * Stores a lead from any source with its activity and its pending deliveries in one transaction,
   * then starts delivering. Once this resolves the lead is safe, whatever is down outside.
   */
  async function captureLead(input: LeadInput): Promise<{ contact: ContactRow; created: boolean }> {
    const lead = normalise(input);
    // Read before the transaction: usually kept in memory, so the transaction is shorter by a round trip.
    const on = await configured(deps.db);
    const result = await deps.db.transaction((tx) => captureInTx(tx, input, lead, on));
    if (result.queued > 0) deps.outbox.kick();
    if (deps.afterCapture) await deps.afterCapture(result.contact.id);
    return { contact: result.contact, created: result.created };
  }

  /**
   * The newsletter's hook, inside the transaction that stores a new subscriber: the signup becomes
   * (or joins) a lead with source newsletter and is queued for the newsletter webhook. This code cannot
   * see the caller's commit, so it tries a second later; if the commit is not visible yet, the outbox
   * job (every 30 s) delivers it.
   */
  async function captureNewsletterSignup(tx: Tx, subscriber: { email: string; firstTouch?: FirstTouch }): Promise<void> {
    const input: LeadInput = { source: "newsletter", email: subscriber.email, firstTouch: subscriber.firstTouch };
    const { queued } = await captureInTx(tx, input, normalise(input), await configured(tx));
    if (queued > 0) setTimeout(() => deps.outbox.kick(), 1_000).unref();
  }

  return { captureLead, captureNewsletterSignup };
}
export type LeadCapture = ReturnType<typeof createLeadCapture>;
