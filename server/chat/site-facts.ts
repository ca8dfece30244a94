import { offerings } from "#common/content/offerings.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import type { BlogPublicService } from "../blog/blog-public.service.ts";
import type { TaughtAnswersService } from "./taught/taught-answers.service.ts";
import { CONTACT_FORM_PATH } from "./engine/replies/templates.ts";
import type { SiteFacts } from "./engine/types.ts";

/** Long enough to spare the database on a busy chat, short enough that a settings change shows within a minute. */
export const FACTS_TTL_MS = 60_000;
const MAX_POSTS = 30;

export interface FactsSource {
  get(): Promise<SiteFacts>;
  /** Drops the cached facts: a saved setting calls it (services.ts), so the next reply quotes the new value. */
  invalidate(): void;
  /**
   * Reloads whenever this value changes: the public content version (web/content-version.ts), which moves on any
   * instance's staff change and when a scheduled post's time comes, so a post joins the assistant's knowledge then.
   */
  follow(version: () => number | undefined): void;
}

/**
 * What the assistant may quote: the site settings, the public offerings, the published posts with their text, and
 * the answers staff taught it (saved through the admin, so the content version moves and every instance reloads).
 */
export function createFactsSource(deps: {
  settings: Pick<SettingsService, "publicSite">;
  blog: Pick<BlogPublicService, "listPublishedForAssistant">;
  taught: Pick<TaughtAnswersService, "forAssistant">;
  ttlMs?: number;
  now?: () => number;
}): FactsSource {
  const ttl = deps.ttlMs ?? FACTS_TTL_MS;
  const now = deps.now ?? Date.now;
  let cached: { at: number; facts: Promise<SiteFacts>; version: number | undefined } | null = null;
  let version: () => number | undefined = () => undefined;

  async function load(): Promise<SiteFacts> {
    const [site, posts, taught] = await Promise.all([deps.settings.publicSite(), deps.blog.listPublishedForAssistant({ limit: MAX_POSTS }), deps.taught.forAssistant()]);
    return {
      siteName: site.siteName,
      phone: site.contactPhone,
      email: site.contactEmail,
      // Without a booking link the replies still offer a working way to book.
      bookingUrl: site.bookingUrl || CONTACT_FORM_PATH,
      hours: site.hours,
      social: { x: site.socialX, linkedin: site.socialLinkedin, facebook: site.socialFacebook },
      offerings,
      posts: posts.map(({ title, slug, excerpt, category, tags, content, translations }) => ({
        title,
        slug,
        excerpt,
        category,
        tags,
        body: content,
        ...(translations.length > 0 ? { translations: translations.map(({ content: body, ...t }) => ({ ...t, body })) } : {}),
      })),
      taught,
    };
  }

  return {
    get() {
      const current = version();
      if (cached && now() - cached.at < ttl && cached.version === current) return cached.facts;
      const facts = load();
      cached = { at: now(), facts, version: current };
      // A failed load is not cached: the next message tries again.
      facts.catch(() => {
        if (cached?.facts === facts) cached = null;
      });
      return facts;
    },
    invalidate() {
      cached = null;
    },
    follow(source) {
      version = source;
    },
  };
}
