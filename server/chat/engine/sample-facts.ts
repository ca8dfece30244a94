import { BUSINESS_HOURS, offerings } from "#common/content/offerings.ts";
import type { SiteFacts } from "./types.ts";
import { seedBlogPosts, seedBlogTranslations } from "../../db/seed/blog-posts.ts";

// Facts for tests, the evaluation and the benchmark. The running server builds its own from the settings table.
export const sampleFacts: SiteFacts = {
  siteName: "Bayou City AI",
  phone: "(713) 555-0100",
  email: "hello@bayoucity.ai",
  bookingUrl: "https://cal.example.com/bayou-city-ai/consultation",
  hours: BUSINESS_HOURS,
  social: { x: "https://x.example.com/bayoucityai", linkedin: "https://linkedin.example.com/company/bayoucityai", facebook: "https://facebook.example.com/bayoucityai" },
  offerings,
  posts: [
    {
      title: "5 Ways AI Agents Capture More Leads for Houston Realtors",
      slug: "ai-agents-capture-more-leads",
      excerpt: "How instant answers and smart qualification turn website visitors into appointments.",
      category: "Strategy",
      tags: ["lead generation", "AI agents"],
    },
    {
      title: "Connecting Your CRM: Follow Up Boss, HubSpot and kvCORE Compared",
      slug: "connecting-your-crm",
      excerpt: "What each CRM integration automates and what it takes to set up.",
      category: "Tools",
      tags: ["CRM", "integrations"],
    },
    {
      title: "Houston Market Update: What Buyers in Katy and The Woodlands Want",
      slug: "houston-market-update",
      excerpt: "Inventory, prices and buyer questions from the suburbs this quarter.",
      category: "Real Estate",
      tags: ["Houston", "market"],
    },
    {
      title: "Email Marketing That Runs Itself",
      slug: "email-marketing-that-runs-itself",
      excerpt: "Nurture your sphere with automated, personal e-mail.",
      category: "Tools",
      tags: ["email marketing", "automation"],
    },
    // The posts a new site starts with, bodies included: what a visitor of a fresh install can ask about.
    ...seedBlogPosts.map(({ title, slug, excerpt, category, tags, content }) => {
      const translations = seedBlogTranslations.filter((t) => t.of === slug).map((t) => ({ language: t.language, title: t.title, slug: t.slug, excerpt: t.excerpt, body: t.content }));
      return { title, slug, excerpt, category, tags, body: content, ...(translations.length > 0 ? { translations } : {}) };
    }),
  ],
};
