// Newsletter figures (docs/decisions/030): `npm run bench:newsletter` (`-- --subscribers 10000 --rate 600`). Seeds
// confirmed subscribers and a post into a fresh database — PGlite in memory, or a new database on the PostgreSQL
// server of DATABASE_URL, dropped afterwards — queues one issue as staff do and times its delivery by the app's
// sender to the local SMTP fake (a real SMTP server), at the default rate unless --rate says otherwise. Also checks
// that everyone got exactly one e-mail. On a loaded machine the figures are upper bounds.
import { sql } from "drizzle-orm";
import { blogPosts } from "#server/db/schema.ts";
import { DEFAULT_NEWSLETTER_RATE } from "#server/newsletter/newsletter-sender.ts";
import { createFakeSmtpServer } from "#tests/fakes/smtp-server.ts";
import { openBenchApp } from "./bench-app.ts";

const args = process.argv.slice(2);
const arg = (name: string) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : NaN);
const SUBSCRIBERS = arg("--subscribers") || 10_000;
const RATE = arg("--rate") || DEFAULT_NEWSLETTER_RATE;
const smtp = createFakeSmtpServer();
await smtp.start();
const { deps, label, close } = await openBenchApp("news", { OUTBOUND_ALLOW_HOSTS: "127.0.0.1" });
const settings = deps.services.settings;
await settings.set({ category: "email", key: "smtp_host", value: "127.0.0.1" });
await settings.set({ category: "email", key: "smtp_port", value: String(smtp.port) });
await settings.set({ category: "email", key: "newsletter_rate", value: String(RATE) });
await deps.db.execute(sql`
  insert into newsletter_subscribers (email, consent_text, status, confirmed_at)
  select 'reader' || g || '@example.com', 'bench', 'confirmed', now() from generate_series(1, ${SUBSCRIBERS}::int) g`);
const [post] = await deps.db
  .insert(blogPosts)
  .values({ title: "Bench issue", slug: "bench-issue", excerpt: "An excerpt.", content: "Body", contentHtml: "<p>Body of the post, a few paragraphs long in real life.</p>", category: "Tools", author: "Bench", isPublished: true, publishedAt: new Date(Date.now() - 60_000) })
  .returning({ id: blogPosts.id });

console.log(`${SUBSCRIBERS} confirmed subscribers on ${label}, rate ${RATE} a minute (${(RATE / 60).toFixed(1)} a second)`);
const start = performance.now();
const issue = await deps.services.newsletterIssues.send({ content: { kind: "post", postId: post!.id } }, "https://www.example.com", null);
const queuedMs = performance.now() - start;
let lastReport = start;
while (smtp.messages.length < SUBSCRIBERS) {
  await new Promise((resolve) => setTimeout(resolve, 200));
  if (performance.now() - lastReport > 60_000) {
    lastReport = performance.now();
    console.log(`  ${smtp.messages.length} sent after ${((lastReport - start) / 1000).toFixed(0)} s`);
  }
}
const totalMs = performance.now() - start;
await deps.services.newsletterSender.idle();
const final = await deps.services.newsletterIssues.get(issue.id);
const perRecipient = new Map<string, number>();
for (const m of smtp.messages) for (const to of m.envelope.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
const duplicates = [...perRecipient.values()].filter((n) => n > 1).length;

console.log(`queueing the issue (one row per recipient): ${queuedMs.toFixed(0)} ms`);
console.log(`all ${SUBSCRIBERS} delivered to the SMTP fake in ${(totalMs / 1000).toFixed(1)} s (${(totalMs / 60_000).toFixed(1)} min), ${((SUBSCRIBERS * 1000) / totalMs).toFixed(1)} e-mails a second`);
console.log(`ideal at this rate: ${((SUBSCRIBERS / RATE) * 60).toFixed(0)} s; issue: sent ${final.sent}, failed ${final.failed}, status ${final.status}; recipients with more than one e-mail: ${duplicates}`);

await smtp.close();
await close();
