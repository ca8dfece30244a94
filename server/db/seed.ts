import type { AppDeps } from "../context.ts";
import type { Tx } from "./client.ts";
import { and, eq } from "drizzle-orm";
import { appMeta, blogPosts } from "./schema.ts";
import { generatePassword } from "../auth/password.ts";
import { seedBlogPosts, seedBlogTranslations } from "./seed/blog-posts.ts";
import { renderOutdatedPosts } from "../blog/post-html.ts";

/**
 * Runs `fn` once per database: the marker row and the seeded rows commit together, so a second start
 * (or a second instance starting at the same moment) inserts nothing twice — and content staff later
 * deleted does not come back.
 */
async function once(deps: AppDeps, key: string, fn: (tx: Tx) => Promise<void>): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const inserted = await tx.insert(appMeta).values({ key, value: new Date().toISOString() }).onConflictDoNothing().returning();
    if (inserted.length > 0) await fn(tx);
  });
}

/** Idempotent: inserts what is missing and never overwrites what staff changed. */
export async function seed(deps: AppDeps): Promise<void> {
  await deps.services.settings.seedDefaults();
  await once(deps, "seed:blog-posts:v1", async (tx) => {
    await tx.insert(blogPosts).values(seedBlogPosts).onConflictDoNothing();
    // New sites only (with the posts above): an existing site's blog gets no post its staff did not write.
    for (const { of, ...translation } of seedBlogTranslations) {
      const [original] = await tx.select().from(blogPosts).where(and(eq(blogPosts.slug, of), eq(blogPosts.language, "en")));
      if (!original) continue;
      const group = original.translationGroup ?? original.id;
      await tx.update(blogPosts).set({ translationGroup: group }).where(eq(blogPosts.id, original.id));
      const { category, coverImage, author } = original;
      await tx.insert(blogPosts).values({ ...translation, category, coverImage, author, isPublished: true, translationGroup: group }).onConflictDoNothing();
    }
  });
  // Seeded posts, and posts from before stored HTML (migration 0002) or from an older renderer, get their HTML.
  const rendered = await renderOutdatedPosts(deps.db, deps.services.markdown, { siteUrl: deps.env.PUBLIC_URL, logger: deps.logger });
  if (rendered > 0) deps.logger.info({ posts: rendered }, "blog post HTML rendered");
}

/** Creates the first admin account when there is none; a generated password is printed once. */
export async function ensureAdmin(deps: AppDeps): Promise<void> {
  if ((await deps.services.auth.countUsers()) > 0) return;
  const email = deps.env.ADMIN_EMAIL ?? "admin@example.com";
  const password = deps.env.ADMIN_PASSWORD ?? generatePassword();
  // A generated password was printed to a console (and maybe a log): it works for one sign-in, then a new one is chosen.
  const mustChangePassword = !deps.env.ADMIN_PASSWORD;
  const created = await deps.services.auth.createUser({ email, name: deps.env.ADMIN_NAME, password, role: "owner", mustChangePassword });
  if (!created) return;
  if (deps.env.ADMIN_PASSWORD) {
    console.log(`\n  Admin account created: ${email} (password from ADMIN_PASSWORD)\n`);
  } else {
    console.log(
      [
        "",
        "  ┌────────────────────────────────────────────────────────────┐",
        "  │  Admin account created — this password is shown only once │",
        "  └────────────────────────────────────────────────────────────┘",
        `    Sign in at /admin/login`,
        `    Email:    ${email}`,
        `    Password: ${password}`,
        `    This password works once: the first sign-in asks you to choose your own.`,
        `    (Forgot it? npm run admin -- reset-password --email ${email})`,
        "",
      ].join("\n"),
    );
  }
}
