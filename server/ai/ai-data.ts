import { desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { blogPosts, chatConversations, contacts, outbox } from "../db/schema.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import { listWorkflows } from "../n8n/n8n-analytics-store.ts";
import { TOPIC_CATALOGUE } from "./evergreen-topics.ts";
import type { TrendInput } from "./blog-trends.ts";
import type { BlogFacts } from "./topic-analysis.ts";
import { RECENT_LEAD_DAYS, type WorkflowSuggestionInput } from "./workflow-suggestions.ts";
import type { ContactInsightInput } from "./contact-insights.ts";

// The agency's own figures, read from the database in the shapes the pure AI modules take. Only
// aggregates and the fields the rules need leave here: no names, e-mails or messages.

const DAY_MS = 86_400_000;
const FACT_POSTS_MAX = 50;
const RECENT_TITLES_DAYS = 365;
const RECENT_TITLES_MAX = 40;
const INSIGHT_LEADS_MAX = 5_000;

const since = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** What the blog generator may cite: the brand, the booking link and the published posts (drafts are not linkable). */
export async function blogFacts(db: Db, settings: SettingsService): Promise<BlogFacts> {
  const [name, bookingUrl, posts] = await Promise.all([
    settings.siteName(),
    settings.get("general", "booking_url"),
    db
      .select({ title: blogPosts.title, slug: blogPosts.slug, excerpt: blogPosts.excerpt, tags: blogPosts.tags, category: blogPosts.category })
      .from(blogPosts)
      .where(eq(blogPosts.isPublished, true))
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(FACT_POSTS_MAX),
  ]);
  return { siteName: name, bookingUrl: bookingUrl.trim() || null, posts };
}

/** Visitor questions by intent over the recent window (the assistant's own replies are not counted). */
async function chatIntentCounts(db: Db, from: Date): Promise<{ intent: string; count: number }[]> {
  const result = await db.execute<{ intent: string; count: number }>(sql`
    select intent, count(*)::int as count from chat_messages
    where sender = 'visitor' and intent is not null and created_at >= ${from.toISOString()}::timestamptz
    group by intent order by count desc, intent`);
  return result.rows.map((r) => ({ intent: r.intent, count: Number(r.count) }));
}

export async function trendInput(db: Db, now: Date): Promise<TrendInput> {
  const from = since(now, RECENT_LEAD_DAYS);
  const [interests, chatIntents, categories, titles] = await Promise.all([
    db.execute<{ tag: string; count: number }>(sql`
      select tag, count(*)::int as count
      from contacts, jsonb_array_elements_text(contacts.interests) as tag
      where contacts.created_at >= ${from.toISOString()}::timestamptz
      group by tag order by count desc, tag`),
    chatIntentCounts(db, from),
    db.execute<{ category: string; last: string | Date | null }>(sql`
      select category, max(published_at) as last from blog_posts where is_published group by category`),
    // Drafts count too: a topic already being written should sink like a published one.
    db
      .select({ title: blogPosts.title })
      .from(blogPosts)
      .where(gte(blogPosts.createdAt, since(now, RECENT_TITLES_DAYS)))
      .orderBy(desc(blogPosts.createdAt))
      .limit(RECENT_TITLES_MAX),
  ]);
  return {
    now,
    catalogue: TOPIC_CATALOGUE,
    leadInterests: interests.rows.map((r) => ({ tag: r.tag, count: Number(r.count) })),
    chatIntents,
    postsByCategory: categories.rows.map((r) => ({ category: r.category, lastPublishedAt: r.last })),
    recentTitles: titles.map((t) => t.title),
  };
}

export async function workflowInput(db: Db, now: Date): Promise<WorkflowSuggestionInput> {
  const from = since(now, RECENT_LEAD_DAYS);
  const [leads, chatIntents, workflows] = await Promise.all([
    db
      .select({ role: contacts.role, interests: contacts.interests, source: contacts.source, createdAt: contacts.createdAt, status: contacts.status })
      .from(contacts)
      .where(gte(contacts.createdAt, from)),
    chatIntentCounts(db, from),
    listWorkflows(db),
  ]);
  return {
    now,
    leads,
    chatIntents,
    workflows: workflows.map((w) => ({ name: w.name, active: w.active, executionCount: w.executionCount, successCount: w.successCount, tags: w.tags })),
  };
}

export async function insightInput(db: Db, now: Date): Promise<ContactInsightInput> {
  // A lead's first reply is staff's first status change or note (both leave an activity).
  // As epoch milliseconds: drivers return a raw timestamp text ("… +00") that Date cannot always parse.
  const firstContact = sql<Date | null>`(
    select extract(epoch from min(a.created_at)) * 1000 from contact_activities a
    where a.contact_id = contacts.id and a.type in ('status', 'note'))`.mapWith((v: unknown) => (v === null || v === undefined ? null : new Date(Number(v))));
  const [leads, deliveries, chat] = await Promise.all([
    db
      .select({ createdAt: contacts.createdAt, role: contacts.role, interests: contacts.interests, source: contacts.source, status: contacts.status, firstContactAt: firstContact })
      .from(contacts)
      .orderBy(desc(contacts.createdAt))
      .limit(INSIGHT_LEADS_MAX),
    db.select({ kind: outbox.kind, status: outbox.status, lastError: outbox.lastError }).from(outbox).where(sql`${outbox.status} <> 'cancelled'`),
    db
      .select({ conversations: sql<number>`count(*)`.mapWith(Number), withLead: sql<number>`count(${chatConversations.contactId})`.mapWith(Number) })
      .from(chatConversations),
  ]);
  return { now, leads, deliveries, chat: chat[0] ?? { conversations: 0, withLead: 0 } };
}
