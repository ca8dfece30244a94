import { and, desc, eq, gte, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { blogPosts, newsletterIssues } from "../db/schema.ts";
import { badRequest, notFound } from "../lib/errors.ts";
import type { Outbox } from "../outbox/outbox.service.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import { NEWSLETTER_NAME, renderIssueMail, unsubscribeHeaders, unsubscribeUrl, UNSUBSCRIBE_TOKEN_SLOT, type IssueArticle, type RenderedMail } from "./newsletter-mail.ts";
import type { NewsletterIssue, NewsletterIssueInput, NewsletterPostChoice, NewsletterPreview } from "#common/newsletter/newsletter-schemas.ts";

export interface NewsletterIssuesDeps {
  db: Db;
  outbox: Pick<Outbox, "enqueue" | "kick">;
  settings: Pick<SettingsService, "getMany">;
  /** Starts delivering queued recipients at once (the sender job is the safety net). */
  kickSender: () => void;
}

/** A newsletter goes out about this week's posts, not a years-old one: the newest are enough to choose from. */
const POST_CHOICES = 100;

type Built = RenderedMail & { kind: "post" | "digest"; postId: number | null };

/** The newsletter is written in English: its issues are about English posts (a post's translations are not sent again). */
const published = () =>
  and(eq(blogPosts.isPublished, true), isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, new Date()), eq(blogPosts.language, "en"));

type IssueRow = typeof newsletterIssues.$inferSelect & { sent: number; failed: number; cancelled: number; waiting: number; unsubscribed_after: number };

function toIssue(row: IssueRow): NewsletterIssue {
  return {
    id: row.id,
    subject: row.subject,
    kind: row.kind as NewsletterIssue["kind"],
    status: row.status as NewsletterIssue["status"],
    recipients: row.recipients,
    sent: Number(row.sent),
    failed: Number(row.failed),
    cancelled: Number(row.cancelled),
    waiting: Number(row.waiting),
    unsubscribedAfter: Number(row.unsubscribed_after),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export function createNewsletterIssues({ db, outbox, settings, kickSender }: NewsletterIssuesDeps) {
  /** The issue's e-mail with the unsubscribe token left as a slot, filled per recipient when sending. */
  async function build(input: NewsletterIssueInput, origin: string): Promise<Built> {
    const general = await settings.getMany("general");
    const siteName = general.site_name || "Bayou City AI";
    const url = (slug: string) => `${origin}/blog/${slug}`;
    let articles: IssueArticle[];
    let subject: string;
    if (input.content.kind === "post") {
      const [post] = await db.select().from(blogPosts).where(and(eq(blogPosts.id, input.content.postId), published()));
      if (!post) throw notFound("Published post");
      articles = [{ title: post.title, excerpt: post.excerpt, url: url(post.slug), bodyHtml: post.contentHtml ?? "" }];
      subject = input.subject || post.title;
    } else {
      const since = new Date(Date.now() - input.content.days * 86_400_000);
      const posts = await db.select().from(blogPosts).where(and(published(), gte(blogPosts.publishedAt, since))).orderBy(desc(blogPosts.publishedAt)).limit(20);
      if (posts.length === 0) throw badRequest(`No posts were published in the last ${input.content.days} days`);
      articles = posts.map((p) => ({ title: p.title, excerpt: p.excerpt, url: url(p.slug) }));
      subject = input.subject || `${NEWSLETTER_NAME}: ${posts.length === 1 ? "this week's article" : `this week's ${posts.length} articles`}`;
    }
    const intro = input.content.kind === "digest" ? "What we published this week, in case you missed it:" : undefined;
    const mail = await renderIssueMail({ siteName, origin, subject, intro, articles, unsubscribe: unsubscribeUrl(origin, UNSUBSCRIBE_TOKEN_SLOT) });
    return { ...mail, kind: input.content.kind, postId: input.content.kind === "post" ? input.content.postId : null };
  }

  async function issueRows(where?: ReturnType<typeof sql>): Promise<IssueRow[]> {
    const result = await db.execute<Record<string, unknown>>(sql`
      select i.id, i.subject, i.kind, i.status, i.recipients, i.created_at, i.finished_at,
        count(*) filter (where d.status = 'sent')::int as sent,
        count(*) filter (where d.status = 'failed')::int as failed,
        count(*) filter (where d.status = 'cancelled')::int as cancelled,
        count(*) filter (where d.status in ('queued', 'sending'))::int as waiting,
        count(*) filter (where d.status = 'sent' and s.unsubscribed_at > d.sent_at)::int as unsubscribed_after
      from newsletter_issues i
      left join newsletter_deliveries d on d.issue_id = i.id
      left join newsletter_subscribers s on s.id = d.subscriber_id
      ${where ? sql`where ${where}` : sql``}
      group by i.id order by i.id desc limit 100`);
    return result.rows.map((r) => ({
      ...(r as unknown as IssueRow),
      createdAt: new Date(String(r.created_at)),
      finishedAt: r.finished_at ? new Date(String(r.finished_at)) : null,
    }));
  }

  return {
    /** The newest published posts, for choosing what an issue is about. */
    async postChoices(): Promise<NewsletterPostChoice[]> {
      const rows = await db
        .select({ id: blogPosts.id, title: blogPosts.title, publishedAt: blogPosts.publishedAt })
        .from(blogPosts)
        .where(published())
        .orderBy(desc(blogPosts.publishedAt))
        .limit(POST_CHOICES);
      return rows.map((r) => ({ id: r.id, title: r.title, publishedAt: r.publishedAt!.toISOString() }));
    },

    async preview(input: NewsletterIssueInput, origin: string): Promise<NewsletterPreview> {
      const mail = await build(input, origin);
      const fill = (s: string) => s.replaceAll(UNSUBSCRIBE_TOKEN_SLOT, "preview");
      const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from newsletter_subscribers where status = 'confirmed'`);
      return { subject: mail.subject, html: fill(mail.html), text: fill(mail.text), recipients: Number(result.rows[0]?.n ?? 0) };
    },

    /** One copy to the address staff give, through the outbox; its unsubscribe links lead nowhere (no subscriber). */
    async testSend(input: NewsletterIssueInput, to: string, origin: string): Promise<void> {
      const mail = await build(input, origin);
      const fill = (s: string) => s.replaceAll(UNSUBSCRIBE_TOKEN_SLOT, "test");
      await outbox.enqueue(db, [
        {
          kind: "newsletter_mail",
          contactId: null,
          payload: { to, subject: `[Test] ${mail.subject}`, html: fill(mail.html), text: fill(mail.text), headers: unsubscribeHeaders(unsubscribeUrl(origin, "test"), null) },
        },
      ]);
      outbox.kick();
    },

    /** Stores the issue and one row per confirmed subscriber in one transaction, then starts delivering. */
    async send(input: NewsletterIssueInput, origin: string, userId: number | null): Promise<NewsletterIssue> {
      const mail = await build(input, origin);
      const id = await db.transaction(async (tx) => {
        const [issue] = await tx
          .insert(newsletterIssues)
          .values({ subject: mail.subject, kind: mail.kind, postId: mail.postId, html: mail.html, text: mail.text, siteOrigin: origin, createdBy: userId })
          .returning({ id: newsletterIssues.id });
        const inserted = await tx.execute<{ n: number }>(sql`
          with queued as (
            insert into newsletter_deliveries (issue_id, subscriber_id)
            select ${issue!.id}, id from newsletter_subscribers where status = 'confirmed'
            on conflict do nothing returning 1)
          select count(*)::int as n from queued`);
        const recipients = Number(inserted.rows[0]?.n ?? 0);
        if (recipients === 0) throw badRequest("There are no confirmed subscribers to send to yet");
        await tx.update(newsletterIssues).set({ recipients }).where(eq(newsletterIssues.id, issue!.id));
        return issue!.id;
      });
      kickSender();
      const [row] = await issueRows(sql`i.id = ${id}`);
      return toIssue(row!);
    },

    async list(): Promise<NewsletterIssue[]> {
      return (await issueRows()).map(toIssue);
    },

    async get(id: number): Promise<NewsletterIssue> {
      const [row] = await issueRows(sql`i.id = ${id}`);
      if (!row) throw notFound("Issue");
      return toIssue(row);
    },
  };
}
export type NewsletterIssues = ReturnType<typeof createNewsletterIssues>;
