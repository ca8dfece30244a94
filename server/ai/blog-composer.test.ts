import { marked, type Token, type Tokens } from "marked";
import { describe, expect, it } from "vitest";
import { blogPostOutputSchema, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "#common/ai/blog-post-output.ts";
import { BLOG_CATEGORIES } from "#common/blog/blog-rules.ts";
import { renderMarkdown } from "../blog/markdown.ts";
import { seedBlogPosts } from "../db/seed/blog-posts.ts";
import { composeBlogDraft, DRAFT_NOTE_MARKER } from "./blog-composer.ts";
import type { BlogFacts } from "./topic-analysis.ts";

const facts: BlogFacts = {
  siteName: "Bayou City AI",
  bookingUrl: "https://calendly.example.com/bayou-city-ai",
  posts: seedBlogPosts.map(({ title, slug, excerpt, tags, category }) => ({ title, slug, excerpt, tags, category })),
};
const slugs = new Set(facts.posts.map((p) => p.slug));

function walk(tokens: readonly Token[], out: Token[] = []): Token[] {
  for (const token of tokens) {
    out.push(token);
    if ("tokens" in token && Array.isArray(token.tokens)) walk(token.tokens, out);
    if (token.type === "list") walk((token as Tokens.List).items, out);
  }
  return out;
}

const TOPICS = [
  "Hurricane season prep for property managers",
  "Using AI chatbots to answer Katy buyers after hours",
  "CRM integration for growing brokerages",
  "How should I price my listing in a cooling market?",
  "Spanish-speaking clients in Sugar Land",
];

describe("composeBlogDraft", () => {
  for (const topic of TOPICS) {
    it(`writes a valid, structured draft about "${topic}"`, () => {
      const post = composeBlogDraft({ topic, facts });
      expect(blogPostOutputSchema.safeParse(post).success).toBe(true);
      expect(BLOG_CATEGORIES).toContain(post.category);
      expect(post.seoTitle.length).toBeLessThanOrEqual(SEO_TITLE_MAX);
      expect(post.seoDescription.length).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX);
      expect(post.tags.length).toBeGreaterThanOrEqual(3);
      expect(new Set(post.tags.map((t) => t.toLowerCase())).size).toBe(post.tags.length);

      // Marked as a draft, about the topic, in Markdown with sections and lists.
      expect(post.content.startsWith(`> **${DRAFT_NOTE_MARKER}.**`)).toBe(true);
      expect(post.content.toLowerCase()).toContain(topic.toLowerCase().replace(/\?$/, ""));
      const tokens = walk(marked.lexer(post.content));
      const headings = tokens.filter((t): t is Tokens.Heading => t.type === "heading").map((h) => h.text);
      expect(headings).toEqual(expect.arrayContaining(["Why it matters in Houston", "A practical checklist", "Where automation helps", "Next step"]));
      expect(tokens.filter((t) => t.type === "heading").every((h) => (h as Tokens.Heading).depth === 2)).toBe(true);
      const lists = tokens.filter((t): t is Tokens.List => t.type === "list");
      expect(lists.some((l) => l.ordered && l.items.length >= 4)).toBe(true);
      expect(lists.some((l) => !l.ordered)).toBe(true);
      expect(renderMarkdown(post.content)).toContain("<h2");

      // Links only to existing posts, the booking page and the contact form; never a price.
      const links = tokens.filter((t): t is Tokens.Link => t.type === "link").map((l) => l.href);
      for (const href of links) {
        if (href.startsWith("/blog/")) expect(slugs.has(href.slice("/blog/".length))).toBe(true);
        else expect([facts.bookingUrl, "/contact"]).toContain(href);
      }
      expect(post.content).not.toMatch(/\$\s?\d/);
    });
  }

  it("grounds a seasonal topic in the Houston calendar, its areas and the matching post", () => {
    const post = composeBlogDraft({ topic: "Hurricane season prep for property managers", facts });
    expect(post.title).toBe("Hurricane Season Prep for Property Managers: A Houston Guide");
    expect(post.category).toBe("Real Estate");
    expect(post.content).toContain("June 1 to November 30");
    expect(post.content).toContain("- **Clear Lake**:");
    expect(post.content).toContain("flood insurance usually takes 30 days");
    expect(post.content).toContain("## Related reading");
    expect(post.content).toContain(`(/blog/${facts.posts.find((p) => p.title.startsWith("Hurricane Season Playbook"))!.slug})`);
    expect(post.content).toContain("**Automated Client Management**");
    expect(post.content).toContain("[Book a free consultation](https://calendly.example.com/bayou-city-ai) with Bayou City AI");
    expect(post.content).toContain("we reply within 24 hours");
    expect(post.tags).toEqual(["Hurricane Season", "Flood Insurance", "Client Communication", "Workflow Automation", "Clear Lake", "Houston Real Estate"]);
  });

  it("picks the services, differentiators and areas the topic talks about", () => {
    const chatbot = composeBlogDraft({ topic: "Using AI chatbots to answer Katy buyers after hours", facts });
    expect(chatbot.content).toContain("**Custom AI Agents & Lead Capture**");
    expect(chatbot.content).toContain("- **Katy**:");
    expect(chatbot.content).toContain("Speed to Lead");

    const spanish = composeBlogDraft({ topic: "Spanish-speaking clients in Sugar Land", facts });
    expect(spanish.content).toContain("**24/7 Multilingual Support**");
    expect(spanish.content).toContain("- **Sugar Land**:");
    expect(spanish.content).toContain("Bilingual Client Care");

    const crm = composeBlogDraft({ topic: "CRM integration for growing brokerages", facts });
    expect(crm.category).toBe("Tools");
    expect(crm.content).toContain("Your Houston Automation Stack");
  });

  it("is deterministic, and different topics give different posts", () => {
    const a = composeBlogDraft({ topic: "Fall market follow-up in the Heights", facts });
    expect(composeBlogDraft({ topic: "Fall market follow-up in the Heights", facts })).toEqual(a);
    const b = composeBlogDraft({ topic: "Property tax protest season", facts });
    expect(b.content).not.toBe(a.content);
    expect(b.category).toBe("News");
    expect(b.content).toContain("May 15");
  });

  it("works without existing posts or a booking link, and refuses an empty topic", () => {
    const post = composeBlogDraft({ topic: "Weekly numbers for my team", facts: { siteName: "Bayou City AI", posts: [] } });
    expect(post.content).not.toContain("## Related reading");
    expect(post.content).toContain("[Book a free consultation](/contact)");
    expect(() => composeBlogDraft({ topic: "   ", facts })).toThrow("A topic is required");
  });

  it("keeps SEO fields within limits for a long topic", () => {
    const topic = "a very long topic about automating follow-up for relocation buyers moving from California to The Woodlands and Katy";
    const post = composeBlogDraft({ topic, facts });
    expect(post.seoTitle.length).toBeLessThanOrEqual(SEO_TITLE_MAX);
    expect(post.seoTitle).toMatch(/^A Very Long Topic About Automating Follow-up/);
    expect(post.seoDescription.length).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX);
  });
});
