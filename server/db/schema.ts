import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { FirstTouch } from "#common/analytics/first-touch.ts";
import type { RevisionChanges, RevisionMilestone } from "#common/blog/post-revisions.ts";
import type { ChatReplySource } from "#common/chat/chat-source.ts";
import type { TextBookingOffer } from "#common/chat/text-booking-offer.ts";
import type { ContactActivityKind } from "#common/contacts/contact-activity-kinds.ts";
import type { StoredQualification } from "#common/contacts/qualification.ts";

const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// ---------- accounts ----------
/** Staff accounts. role: owner | admin | editor | sales (common/auth/roles.ts); exactly one owner. */
export const users = pgTable(
  "users",
  {
    id: id(),
    email: text("email").notNull().unique(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role").notNull().default("admin"),
    /** active | suspended: a suspended account cannot sign in and has no sessions. */
    status: text("status").notNull().default("active"),
    /** Set for a generated or administrator-set password: the next sign-in must choose a new one. */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    /** The TOTP secret, encrypted with SECRET_KEY (lib/crypto); set while 2FA is being set up or on. */
    totpSecret: text("totp_secret"),
    /** When 2FA was confirmed with a first code; null = off. */
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    createdAt: createdAt(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("users_one_owner_idx").on(t.role).where(sql`role = 'owner'`)],
);

export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** A short public id for this session (lists and "end this session"); the token itself is never shown. */
    publicId: text("public_id").notNull().unique().default(sql`md5(random()::text || clock_timestamp()::text)`),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
    /** The address the session signed in from (staff only; shown in their session list and the audit log). */
    ip: text("ip"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Single-use links: staff invitations (7 days) and password resets (30 minutes). Only the token's hash is kept. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: id(),
    /** invitation | password_reset | two_factor (the short-lived step between password and code at sign-in) */
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    /** The account a reset or sign-in step belongs to; null for an invitation (the account does not exist yet). */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** An invitation's role. */
    role: text("role"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("auth_tokens_email_idx").on(t.purpose, t.email)],
);

/** Two-factor recovery codes: each works once; only hashes are kept. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: id(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/** Who did what, when and from where: sign-ins, staff and role changes, settings, deletions, exports. Never secrets. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff member who acted (null: a visitor, the system, or an unknown e-mail at sign-in). */
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The e-mail as typed or as it was then: kept when the account is gone. */
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    /** What it was done to, readable ("post 12 'Speed to lead'", "staff jane@example.com"). */
    target: text("target"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    details: jsonb("details").$type<Record<string, string | number | boolean | null>>(),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_action_idx").on(t.action, t.at), index("audit_log_actor_idx").on(t.actorId, t.at)],
);

/** Process-independent facts about this database, e.g. which one-time seeds have run. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

export const settings = pgTable(
  "settings",
  {
    id: id(),
    category: text("category").notNull(),
    key: text("key").notNull(),
    value: text("value").notNull().default(""),
    description: text("description"),
    isSecret: boolean("is_secret").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("settings_category_key_idx").on(t.category, t.key)],
);

// ---------- content ----------
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: id(),
    title: text("title").notNull(),
    /** Unique within the post's language (blog_posts_language_slug_key): a translation may keep the original's slug. */
    slug: text("slug").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    // Rendered once when the post is saved (server/blog/post-html.ts); null until then for rows written
    // without it (posts from before migration 0002), which are rendered at start or on first read.
    contentHtml: text("content_html"),
    readingMinutes: integer("reading_minutes"),
    htmlVersion: integer("html_version"),
    category: text("category").notNull(),
    coverImage: text("cover_image").notNull().default(""),
    author: text("author").notNull(),
    tags: jsonb("tags").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    isPublished: boolean("is_published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** Optimistic concurrency: every save adds one; a save based on an older version is refused (409). */
    version: integer("version").notNull().default(1),
    // ---------- scheduled publishing (docs/decisions/029) ----------
    /** When the post was announced live (page cache, chat knowledge): set by a save or, for a scheduled post, by the
     * leased `scheduled-posts` job, exactly once; null while a draft or scheduled. */
    wentLiveAt: timestamp("went_live_at", { withTimezone: true }),
    // ---------- end scheduled publishing ----------
    // ---------- posts per language (docs/decisions/055-blog-languages) ----------
    /** The post's language (common/i18n/locales.ts): the public list and feed of that language show it. */
    language: text("language").notNull().default("en"),
    /** Translations of one post share this number (the id of the post the first translation was made from); null: none. */
    translationGroup: integer("translation_group"),
    // ---------- end posts per language ----------
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("blog_posts_published_idx").on(t.isPublished, t.publishedAt),
    uniqueIndex("blog_posts_language_slug_key").on(t.language, t.slug),
    // One version per language in a group.
    uniqueIndex("blog_posts_translation_language_key").on(t.translationGroup, t.language).where(sql`${t.translationGroup} is not null`),
  ],
);

/**
 * A post as one save left it (server/blog/post-revisions.ts). kind: original (the post before its first kept
 * revision) | autosave (coalesced per author) | save | restore. The author's name is copied so it outlives the account.
 */
export const blogPostRevisions = pgTable(
  "blog_post_revisions",
  {
    id: id(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    postVersion: integer("post_version").notNull(),
    kind: text("kind").notNull(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    category: text("category").notNull(),
    coverImage: text("cover_image").notNull(),
    author: text("author").notNull(),
    tags: jsonb("tags").$type<string[]>().notNull(),
    seoTitle: text("seo_title").notNull(),
    seoDescription: text("seo_description").notNull(),
    isPublished: boolean("is_published").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    /** An autosave revision is rewritten in place while its author keeps typing (coalescing). */
    updatedAt: updatedAt(),
    /** "first" (never merged into or pruned) or "before-restore" (never merged into); null for the others. */
    milestone: text("milestone").$type<RevisionMilestone>(),
    /** What it changed relative to the revision before it; null on rows stored before this was kept (computed when listed). */
    changes: jsonb("changes").$type<RevisionChanges>(),
  },
  (t) => [index("blog_post_revisions_post_idx").on(t.postId, t.id)],
);

export const testimonials = pgTable("testimonials", {
  id: id(),
  clientName: text("client_name").notNull(),
  clientTitle: text("client_title").notNull(),
  clientCompany: text("client_company").notNull(),
  testimonialText: text("testimonial_text").notNull(),
  rating: integer("rating").notNull().default(5),
  clientImage: text("client_image").notNull().default(""),
  location: text("location").notNull(),
  isFeature: boolean("is_feature").notNull().default(false),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const announcements = pgTable("announcements", {
  id: id(),
  title: text("title").notNull(),
  content: text("content").notNull(),
  type: text("type").notNull().default("news"),
  priority: text("priority").notNull().default("normal"),
  startDate: timestamp("start_date", { withTimezone: true }).notNull().defaultNow(),
  endDate: timestamp("end_date", { withTimezone: true }),
  targetAudience: text("target_audience").notNull().default("all"),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------- newsletter (double opt-in, issues, per-recipient sends: docs/decisions/030) ----------
/** status: pending (asked, not confirmed) | confirmed | unsubscribed | bounced (common/newsletter/newsletter-schemas.ts). */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull().unique(),
    source: text("source").notNull().default("blog"),
    consentText: text("consent_text").notNull(),
    createdAt: createdAt(),
    status: text("status").notNull().default("pending"),
    /** When the consent text was shown and the address submitted (the latest sign-up). */
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull().defaultNow(),
    /** sha256 of the single-use confirmation token; null once used. */
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    /** Last confirmation e-mail queued: a repeat sign-up re-sends at most once per few minutes. */
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** In every e-mail's unsubscribe links; it can only unsubscribe, so it is kept as is. */
    unsubscribeToken: text("unsubscribe_token").notNull().unique().default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    bouncedAt: timestamp("bounced_at", { withTimezone: true }),
    /**
     * The visit that brought the sign-up (landing page, referrer, UTM tags: docs/decisions/031), kept until the address
     * is confirmed, when the subscriber becomes a lead and it goes with the contact (the first one recorded wins).
     */
    firstTouch: jsonb("first_touch").$type<FirstTouch>(),
  },
  (t) => [index("newsletter_subscribers_status_idx").on(t.status)],
);

/** One issue sent (or being sent) to the confirmed subscribers: the rendered content is kept as sent. */
export const newsletterIssues = pgTable("newsletter_issues", {
  id: id(),
  subject: text("subject").notNull(),
  /** post | digest */
  kind: text("kind").notNull(),
  postId: integer("post_id"),
  /** Rendered once; `UNSUBSCRIBE-TOKEN-SLOT` stands for each recipient's own token. */
  html: text("html").notNull(),
  text: text("text").notNull(),
  /** The site's address the links were made with (the List-Unsubscribe header is built per recipient from it). */
  siteOrigin: text("site_origin").notNull(),
  /** sending | sent (every recipient done) */
  status: text("status").notNull().default("sending"),
  recipients: integer("recipients").notNull().default(0),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});

/**
 * One row per (issue, subscriber), unique: an issue can never be queued twice for one person. status: queued |
 * sending (an attempt in progress; one left by a crash is not retried) | sent | failed | cancelled (unsubscribed).
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: id(),
    issueId: integer("issue_id").notNull().references(() => newsletterIssues.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id").references(() => newsletterSubscribers.id, { onDelete: "set null" }),
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("newsletter_deliveries_issue_subscriber_idx").on(t.issueId, t.subscriberId),
    index("newsletter_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("newsletter_deliveries_subscriber_idx").on(t.subscriberId),
  ],
);
// ---------- end newsletter ----------

// ---------- leads ----------
export const contacts = pgTable(
  "contacts",
  {
    id: id(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    /** The phone's digits alone, kept by the database: the list's search matches "7135550142" in "(713) 555-0142". */
    phoneDigits: text("phone_digits").generatedAlwaysAs(sql`regexp_replace(phone, '\\D', '', 'g')`),
    company: text("company").notNull().default(""),
    /** What the list's search reads, lower-cased in one column: one LIKE per row instead of four ILIKEs. */
    searchText: text("search_text").generatedAlwaysAs(sql`lower(name || ' ' || email || ' ' || company || ' ' || phone)`),
    role: text("role"),
    interests: jsonb("interests").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    automation: text("automation").notNull().default(""),
    budget: text("budget").notNull().default(""),
    bundle: text("bundle"),
    contactMethod: text("contact_method").notNull().default("email"),
    source: text("source").notNull().default("form"),
    status: text("status").notNull().default("new"),
    conversationId: text("conversation_id"),
    /** The staff member who works this contact; a removed member's contacts become unowned. */
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
    /** How staff should reach them (email | phone | sms | whatsapp | meeting), set by staff; null = not chosen. */
    preferredChannel: text("preferred_channel"),
    tags: jsonb("tags").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Team size, market areas, tools, problem, timeline (common/contacts/qualification.ts); role and channel are above. */
    qualification: jsonb("qualification").$type<Partial<StoredQualification>>().notNull().default(sql`'{}'::jsonb`),
    /** The qualification score (0–100) as last computed, kept for the list's band filter; the card recomputes its reasons. */
    score: integer("score").notNull().default(0),
    /** The language the lead wrote in (the page's: en, es, vi, zh); their e-mails go out in it (docs/decisions/053). */
    language: text("language").notNull().default("en"),
    /** The visitor's own IANA zone as their browser gave it (contact form, chat); null: unknown (the area code stands in, docs/decisions/057-lead-time-zone). */
    timeZone: text("time_zone"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A lead's repeat is found by address, phone digits or chat conversation, newest first (lead-capture.ts): with the
    // id in the index that is one index probe, where (email) alone had the planner walk the whole table by id.
    index("contacts_email_id_idx").on(t.email, t.id),
    index("contacts_phone_digits_id_idx").on(t.phoneDigits, t.id),
    index("contacts_conversation_id_idx").on(t.conversationId, t.id),
    index("contacts_created_idx").on(t.createdAt),
    // The contacts list's sorts and filters (docs/decisions/022); lower(email) also finds a duplicate address.
    index("contacts_email_lower_idx").on(sql`lower(${t.email})`),
    index("contacts_name_lower_idx").on(sql`lower(${t.name})`, t.id),
    index("contacts_status_created_idx").on(t.status, t.createdAt),
    index("contacts_owner_created_idx").on(t.ownerId, t.createdAt),
    index("contacts_language_created_idx").on(t.language, t.createdAt),
  ],
);

/** Staff's ordered rules naming the owner of an unowned lead by its qualification (the first match wins). */
export const ownerRoutingRules = pgTable("owner_routing_rules", {
  id: id(),
  position: integer("position").notNull(),
  name: text("name").notNull(),
  role: text("role"),
  minTeamSize: integer("min_team_size"),
  marketArea: text("market_area").notNull().default(""),
  timeline: text("timeline"),
  ownerId: integer("owner_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

export const contactNotes = pgTable("contact_notes", {
  id: id(),
  contactId: integer("contact_id").notNull().references(() => contacts.id, { onDelete: "cascade" }),
  body: text("body").notNull(),
  author: text("author").notNull(),
  createdAt: createdAt(),
});

export const contactActivities = pgTable(
  "contact_activities",
  {
    id: id(),
    contactId: integer("contact_id").notNull().references(() => contacts.id, { onDelete: "cascade" }),
    type: text("type").$type<ContactActivityKind>().notNull(),
    description: text("description").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_activities_contact_idx").on(t.contactId)],
);

export const contactWorkflows = pgTable(
  "contact_workflows",
  {
    id: id(),
    contactId: integer("contact_id").notNull().references(() => contacts.id, { onDelete: "cascade" }),
    workflowId: integer("workflow_id").notNull().references(() => n8nWorkflows.id, { onDelete: "cascade" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [uniqueIndex("contact_workflows_unique_idx").on(t.contactId, t.workflowId)],
);

/** Durable deliveries to the outside world (e-mail, webhooks, CRM), retried with backoff. */
export const outbox = pgTable(
  "outbox",
  {
    id: id(),
    kind: text("kind").notNull(),
    contactId: integer("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("outbox_due_idx").on(t.status, t.nextAttemptAt), index("outbox_contact_idx").on(t.contactId)],
);

// ---------- analytics ----------
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    type: text("type").notNull(),
    path: text("path").notNull(),
    props: jsonb("props").$type<Record<string, string | number | boolean>>(),
    visitorHash: text("visitor_hash").notNull(),
    // ---------- lead sources and analytics view (docs/decisions/031) ----------
    /** mobile | tablet | desktop, read from the user agent at ingest (the user agent itself is not stored). */
    device: text("device"),
    /** Where the visit came from (utm_source, else the referrer's host, else "direct"): set on a tab's first page view and on conversions only. */
    source: text("source"),
    createdAt: createdAt(),
  },
  (t) => [
    index("analytics_events_created_idx").on(t.createdAt),
    index("analytics_events_type_idx").on(t.type),
    index("analytics_events_type_created_idx").on(t.type, t.createdAt),
    index("analytics_events_sourced_idx").on(t.createdAt).where(sql`${t.source} is not null`),
  ],
);

/**
 * The visit that produced a lead (first touch, kept in the visitor's tab and sent with the form, chat or newsletter
 * sign-up): one row per contact, the first one wins. Query strings are never stored; the referrer is origin + path.
 */
export const leadSources = pgTable(
  "lead_sources",
  {
    contactId: integer("contact_id").primaryKey().references(() => contacts.id, { onDelete: "cascade" }),
    /** form | chat | newsletter: how the lead arrived with this visit. */
    channel: text("channel").notNull(),
    /** utm_source, else the referrer's host, else "direct" (lower-cased). */
    source: text("source").notNull(),
    landingPage: text("landing_page"),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    createdAt: createdAt(),
  },
  (t) => [index("lead_sources_source_idx").on(t.source, t.createdAt), index("lead_sources_created_idx").on(t.createdAt)],
);
// ---------- end of lead sources ----------

// ---------- chat ----------
export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: text("id").primaryKey(),
    visitorId: text("visitor_id").notNull(),
    language: text("language").notNull().default("en"),
    context: jsonb("context").$type<Record<string, unknown>>(),
    contactId: integer("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    handoff: boolean("handoff").notNull().default(false),
    messageCount: integer("message_count").notNull().default(0),
    /** open | waiting (asked for a person) | assigned (a staff member took over: the assistant is silent) | resolved. */
    status: text("status").notNull().default("open"),
    assignedTo: integer("assigned_to").references(() => users.id, { onDelete: "set null" }),
    /** When the visitor asked for a person and no one has answered yet (the waiting time starts here). */
    waitingSince: timestamp("waiting_since", { withTimezone: true }),
    /** The last message of anyone: the inbox is ordered by it. */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    /** web | sms | whatsapp: where the visitor writes from; each channel is an adapter of this one model (docs/decisions/049). */
    channel: text("channel").notNull().default("web"),
    /** An sms or whatsapp conversation: the contact's number (E.164) it threads on; null on the web. */
    phone: text("phone"),
    /** A web chat's lead source as its first message said (utm_source, else the referrer's host, else "direct"); the booking funnel counts chats without a contact by it. */
    source: text("source"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("chat_conversations_visitor_idx").on(t.visitorId),
    index("chat_conversations_activity_idx").on(t.lastActivityAt),
    index("chat_conversations_channel_phone_idx").on(t.channel, t.phone, t.lastActivityAt),
    // The booking funnel finds a contact's chats, and the range's chats by when they began.
    index("chat_conversations_contact_idx").on(t.contactId),
    index("chat_conversations_created_idx").on(t.createdAt),
  ],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: id(),
    conversationId: text("conversation_id").notNull().references(() => chatConversations.id, { onDelete: "cascade" }),
    /** visitor | ai | staff (a member's reply) | system (a member joined, handed back, resolved). */
    sender: text("sender").notNull(),
    content: text("content").notNull(),
    /** A staff or system message: the member's name as the visitor sees it. */
    staffName: text("staff_name"),
    staffId: integer("staff_id").references(() => users.id, { onDelete: "set null" }),
    intent: text("intent"),
    sentiment: text("sentiment"),
    language: text("language"),
    /** An assistant reply: what it was answered from (a taught answer, a page, a post, the model), for the log. */
    source: jsonb("source").$type<ChatReplySource>(),
    /** The provider's id of a channel message (Twilio's SM…/MM… sid): a repeated delivery is stored once. */
    externalId: text("external_id"),
    /** A message sent on sms/whatsapp: queued | sending | sent | delivered | undelivered | failed | blocked; null on the web. */
    deliveryStatus: text("delivery_status"),
    /** Why it failed or was blocked, in words staff read (the desk shows it). */
    deliveryError: text("delivery_error"),
    deliveryUpdatedAt: timestamp("delivery_updated_at", { withTimezone: true }),
    /** An assistant's text that offered numbered consultation times: what "1", "2" or "3" in the answer books (docs/decisions/058-text-booking). */
    offeredSlots: jsonb("offered_slots").$type<TextBookingOffer>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("chat_messages_conversation_idx").on(t.conversationId),
    index("chat_messages_intent_idx").on(t.intent, t.createdAt),
    // Providers' ids are unique across their channels (SM…, wamid.…): one unique index de-duplicates every channel.
    uniqueIndex("chat_messages_external_idx").on(t.externalId),
  ],
);

/**
 * What staff taught the assistant: an answer (optionally per language) to questions it could not answer. Every
 * instance reads these with the site's facts, so a saved answer is used at once everywhere.
 */
export const chatTaughtAnswers = pgTable("chat_taught_answers", {
  id: id(),
  /** The visitors' questions this answers, as asked (the first is the one shown); matched like the site's passages. */
  questions: text("questions").array().notNull(),
  /** The answer by language (en, es, vi, zh); at least one. */
  answers: jsonb("answers").$type<Partial<Record<"en" | "es" | "vi" | "zh", string>>>().notNull(),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The staff copilot's drafts (docs/decisions/050): a reply the desk offered a member for the visitor's latest
 * message(s), and what became of it. Sent drafts point at the staff message that went out.
 */
export const chatDrafts = pgTable(
  "chat_drafts",
  {
    id: id(),
    conversationId: text("conversation_id").notNull().references(() => chatConversations.id, { onDelete: "cascade" }),
    /** The visitor's message it answers (the latest of them). */
    messageId: integer("message_id").references(() => chatMessages.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    /** The passages it was drafted from: title and link on the site. */
    sources: jsonb("sources").$type<ChatReplySource[]>().notNull(),
    /** engine (the offline assistant) | model (the configured model, checked against the passages). */
    engine: text("engine").notNull(),
    language: text("language").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** pending | sent_unchanged | sent_edited | discarded */
    outcome: text("outcome").notNull().default("pending"),
    outcomeAt: timestamp("outcome_at", { withTimezone: true }),
    sentMessageId: integer("sent_message_id").references(() => chatMessages.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("chat_drafts_conversation_idx").on(t.conversationId), index("chat_drafts_outcome_idx").on(t.outcomeAt)],
);

/**
 * What the admin's and the widget's live streams are told, fanned out to every instance (docs/decisions/021):
 * a row per event, its id announced by NOTIFY on PostgreSQL (a trigger) and polled on PGlite. Ids only, no
 * content: a client refetches what it may see. Rows older than an hour are deleted.
 */
export const liveEvents = pgTable(
  "live_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** lead | message | handoff | conversation | typing | delivery_failed | task_due | booking | session */
    kind: text("kind").notNull(),
    conversationId: text("conversation_id"),
    contactId: integer("contact_id"),
    /** visitor | staff | ai | system: who caused it (a typing indicator's side, a message's sender). */
    actor: text("actor"),
    /** The one member the event is for (a task reminder); null: every member whose role sees its kind. */
    staffId: integer("staff_id"),
    createdAt: createdAt(),
  },
  (t) => [index("live_events_created_idx").on(t.createdAt)],
);

// ---------- workflow automation (n8n) ----------
export const n8nInstances = pgTable("n8n_instances", {
  id: id(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  baseUrl: text("base_url").notNull(),
  apiKeyEncrypted: text("api_key_encrypted"),
  type: text("type").notNull().default("internal"),
  clientId: text("client_id"),
  isActive: boolean("is_active").notNull().default(true),
  lastSync: timestamp("last_sync", { withTimezone: true }),
  lastSyncStatus: text("last_sync_status"),
  lastSyncError: text("last_sync_error"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const n8nWorkflows = pgTable(
  "n8n_workflows",
  {
    id: id(),
    instanceId: integer("instance_id").notNull().references(() => n8nInstances.id, { onDelete: "cascade" }),
    remoteId: text("remote_id").notNull(),
    name: text("name").notNull(),
    active: boolean("active").notNull().default(false),
    tags: jsonb("tags").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    webhookPaths: jsonb("webhook_paths").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    webhookUrl: text("webhook_url"),
    isArchived: boolean("is_archived").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("n8n_workflows_remote_idx").on(t.instanceId, t.remoteId)],
);

export const n8nExecutions = pgTable(
  "n8n_executions",
  {
    id: id(),
    instanceId: integer("instance_id").notNull().references(() => n8nInstances.id, { onDelete: "cascade" }),
    remoteId: text("remote_id").notNull(),
    workflowRemoteId: text("workflow_remote_id").notNull(),
    status: text("status").notNull(),
    mode: text("mode"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    stoppedAt: timestamp("stopped_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("n8n_executions_remote_idx").on(t.instanceId, t.remoteId),
    index("n8n_executions_started_idx").on(t.startedAt),
  ],
);

// ---------- Scheduled jobs (every background job: AI, backups, reminders, sync…) ----------
export const scheduledJobs = pgTable("scheduled_jobs", {
  id: id(),
  key: text("key").notNull().unique(),
  title: text("title").notNull(),
  type: text("type").notNull(),
  schedule: text("schedule"),
  isActive: boolean("is_active").notNull().default(true),
  status: text("status").notNull().default("pending"),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
  nextRunAt: timestamp("next_run_at", { withTimezone: true }),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  createdAt: createdAt(),
});

export const scheduledJobRuns = pgTable(
  "scheduled_job_runs",
  {
    id: id(),
    taskId: integer("task_id").notNull().references(() => scheduledJobs.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    trigger: text("trigger").notNull().default("schedule"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    error: text("error"),
    summary: text("summary"),
  },
  (t) => [index("scheduled_job_runs_task_idx").on(t.taskId)],
);

export const aiContent = pgTable("ai_content", {
  id: id(),
  title: text("title").notNull(),
  type: text("type").notNull(),
  blogPostId: integer("blog_post_id").references(() => blogPosts.id, { onDelete: "set null" }),
  tokens: integer("tokens").notNull().default(0),
  model: text("model"),
  createdAt: createdAt(),
});

export const workflowSuggestions = pgTable("workflow_suggestions", {
  id: id(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  priority: text("priority").notNull(),
  aiConfidence: integer("ai_confidence").notNull(),
  estimatedImpact: text("estimated_impact").notNull(),
  difficulty: text("difficulty").notNull(),
  category: text("category").notNull(),
  status: text("status").notNull().default("suggested"),
  rationale: text("rationale").notNull().default(""),
  createdAt: createdAt(),
});

/** Small shared cache (e.g. blog suggestions for 24 h) that every instance sees. */
export const cacheEntries = pgTable("cache_entries", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

// ---------- CRM tasks and reminders (docs/decisions/027) ----------
/**
 * A follow-up on a contact: a call, e-mail, meeting or to-do, due at a moment (timestamptz; shown in the reader's
 * zone), assigned to a staff member. remindedAt is the "reminder sent" marker: the reminder job sets it in the same
 * transaction that queues the e-mail and the admin event, so a task is reminded once however many instances run.
 */
export const contactTasks = pgTable(
  "contact_tasks",
  {
    id: id(),
    contactId: integer("contact_id").notNull().references(() => contacts.id, { onDelete: "cascade" }),
    /** call | email | meeting | todo */
    type: text("type").notNull(),
    title: text("title").notNull(),
    notes: text("notes").notNull().default(""),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** A removed member's tasks become unassigned (nobody is reminded; they still show in everyone's list). */
    assigneeId: integer("assignee_id").references(() => users.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    doneAt: timestamp("done_at", { withTimezone: true }),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("contact_tasks_contact_idx").on(t.contactId, t.dueAt),
    // The dashboard's open tasks by assignee and due time, and the reminder job's due, unreminded tasks.
    index("contact_tasks_open_idx").on(t.assigneeId, t.dueAt).where(sql`done_at is null`),
    index("contact_tasks_remind_idx").on(t.dueAt).where(sql`done_at is null and reminded_at is null`),
  ],
);

// ---------- media (uploaded images; docs/decisions/029) ----------
/**
 * One uploaded image: its content hash names the stored WebP files (`<hash>-<w>x<h>.webp`, every width in
 * `variants`) in the media storage (DATA_DIR/media or an S3 bucket). The original is not kept (nor its metadata).
 */
export const mediaImages = pgTable(
  "media_images",
  {
    id: id(),
    hash: text("hash").notNull(),
    /** The largest variant's path, what posts store: /media/<hash>-<w>x<h>.webp */
    url: text("url").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The original's format by its content (jpeg, png, gif, webp, avif) and the name it was uploaded under. */
    sourceFormat: text("source_format").notNull(),
    sourceName: text("source_name").notNull().default(""),
    variants: jsonb("variants").$type<{ name: string; width: number; height: number; bytes: number }[]>().notNull(),
    bytes: integer("bytes").notNull(),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("media_images_hash_idx").on(t.hash)],
);
// ---------- end media ----------
