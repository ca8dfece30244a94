import { SOLUTIONS_FAQ } from "#common/content/faq.ts";
import { PRIVACY_LAST_UPDATED } from "#common/content/privacy.ts";
import { BLOG_CATEGORIES } from "#common/blog/blog-rules.ts";
import { coreOffering, SETUP_CHOICES } from "#common/content/solutions-facts.ts";
import type { ChatSourceKind } from "#common/chat/chat-source.ts";
import type { Language, SiteFacts } from "../types.ts";
import { contentText } from "./content-text.ts";
import { setupChoiceLead } from "./site-knowledge.ts";
import { isListBlock } from "./passage-asks.ts";
import { faqId } from "./faq-ids.ts";
import type { EntryId } from "./entries.ts";
import { en } from "./answers-en.ts";
import { es } from "./answers-es.ts";
import { vi } from "./answers-vi.ts";
import { zh } from "./answers-zh.ts";
import { HOME_PAGE_NAMES, homePassages } from "./home-passages.ts";
import { privacyPassages } from "./privacy-passages.ts";
import { contactPassages } from "./contact-passages.ts";

// What the assistant knows, as the site says it: every page section, FAQ answer, offering row, privacy section, post
// paragraph, answer from the settings and staff-taught answer becomes a passage (passages.ts searches them).

export type Passage = {
  id: string;
  kind: ChatSourceKind;
  title: string;
  /** Where a visitor reads it on the site. */
  url: string;
  /** The text by language; English is always there except for a taught answer written only in another language. */
  text: Partial<Record<Language, string>>;
  /**
   * For a taught answer: the questions it answers, which is what a visitor's question is matched against; for a text
   * of the home page, the words naming where it is written.
   */
  questions?: readonly string[];
  /** A post's version in another language: the English post's address (the post it is), and the only language it answers. */
  of?: string;
  only?: Language;
};

const cells = (row: string): string => row.split("|").map((c) => c.trim()).filter(Boolean).join("; ");

/** Markdown to the plain sentences a reply can quote: no marks, links as their text, table rows as "a; b; c.", a header row as "a; b:" */
export function plainMarkdown(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    // A table's header row ends in ":", so the answer is read from the rows under it (passages.ts).
    .replace(/^\|(.*)\|[ \t]*\n\|?[ \t]*:?-{3,}.*$/gm, (_m, row: string) => `${cells(row)}:`)
    .replace(/^\|?\s*-{3,}.*$/gm, "")
    .replace(/^\|(.*)\|\s*$/gm, (_m, row: string) => `${cells(row)}.`)
    .replace(/[*_`~]{1,3}/g, "")
    // A numbered item keeps its number, so "how many steps?" is answered by the list itself.
    .replace(/^\s*[-+*]\s+/gm, "")
    .replace(/^\s*(\d+)\.\s+/gm, "$1. ")
    .replace(/^>\s?/gm, "")
    .replace(/[ \t]+/g, " ")
    .trim();
}

// A markdown table: a row of cells over a row of dashes.
const TABLE = /^\|.*\|[ \t]*\n\|?[ \t]*:?-{3,}/m;

/** A post's paragraphs in one language, each with its section's heading. */
function paragraphs(body: string): { text: string; table: boolean }[] {
  const out: { text: string; table: boolean }[] = [];
  let heading = "";
  for (const block of body.split(/\n\s*\n/)) {
    const h = block.match(/^#{1,6}\s+(.+)$/m);
    if (h && block.trim().startsWith("#")) {
      heading = plainMarkdown(h[1] ?? "");
      const rest = block.replace(/^#{1,6}\s+.+$/m, "").trim();
      if (!rest) continue;
    }
    const list = isListBlock(block.replace(/^#{1,6}\s+.+$/m, ""));
    const text = plainMarkdown(block.replace(/^#{1,6}\s+.+$/m, ""));
    if (text.length < 20) continue;
    // A list belongs to the sentence introducing it ("run a week of realistic test cases:"), so "which test cases?"
    // finds the items with it; a list right under its heading has the heading as its own introducing line.
    const last = out[out.length - 1];
    if (list && last?.text.endsWith(":")) {
      last.text = `${last.text}\n${text}`;
      continue;
    }
    // The section's heading travels with each paragraph: "before the season" is what makes "get your data ready" findable.
    out.push({ text: heading ? `${heading}:${list ? "\n" : " "}${text}` : text, table: TABLE.test(block) });
  }
  return out;
}

function postPassages(facts: SiteFacts): Passage[] {
  const out: Passage[] = [];
  for (const post of facts.posts) {
    const url = `/blog/${post.slug}`;
    // The title is indexed with every passage; the excerpt is the post's first passage.
    out.push({ id: `post:${post.slug}`, kind: "post", title: post.title, url, text: { en: post.excerpt } });
    // "The table in that post": a paragraph that is a table is named by the word, which its text never says.
    paragraphs(post.body ?? "").forEach(({ text, table }, n) => out.push({ id: `post:${post.slug}:${n}`, kind: "post", title: post.title, url, text: { en: text }, ...(table ? { questions: ["table"] } : {}) }));
    // A version in another language is the same post (`of`), read at its own address and quoted to that language only.
    for (const t of post.translations ?? []) {
      // Its English title still names it ("the speed to lead post"), as the words naming where it is written.
      const own = { kind: "post" as const, title: t.title, url: `/${t.language}/blog/${t.slug}`, of: url, only: t.language, questions: [post.title] };
      out.push({ ...own, id: `post:${post.slug}:${t.language}`, text: { [t.language]: t.excerpt } });
      paragraphs(t.body).forEach(({ text, table }, n) => out.push({ ...own, id: `post:${post.slug}:${t.language}:${n}`, text: { [t.language]: text }, ...(table ? { questions: [post.title, "table"] } : {}) }));
    }
  }
  return out;
}

function sitePassages(facts: SiteFacts): Passage[] {
  const o = facts.offerings;
  const languages: Language[] = ["en", "es", "vi", "zh"];
  const byLanguage = (make: (language: Language) => string): Partial<Record<Language, string>> => Object.fromEntries(languages.map((l) => [l, make(l)]));
  const out: Passage[] = [];
  SOLUTIONS_FAQ.forEach((entry, i) => {
    const id = faqId(entry) ?? `faq-${i}`;
    out.push({ id: `faq:${id}`, kind: "faq", title: entry.question, url: "/solutions#faq", text: byLanguage((l) => (l === "en" ? entry.answer : contentText(l).faq(id, entry.answer))) });
  });
  // One sentence: "what do all packages have in common" is answered by the whole list.
  out.push({
    id: "page:core",
    kind: "page",
    title: "Included in every package",
    url: "/solutions#core-offering",
    text: byLanguage((l) => {
      const items = contentText(l).core(facts.hours) ?? coreOffering(facts.hours);
      return l === "en" ? `Included in every package, whichever you choose: ${items.join("; ")}.` : `${items.join("; ")}.`;
    }),
  });
  for (const choice of SETUP_CHOICES) {
    out.push({
      id: `page:setup-${choice.key}`,
      kind: "page",
      title: `How Clients Choose: ${choice.title}`,
      url: "/solutions#how-clients-choose",
      // The line that most clients mix both closes the pair (self-setup is said second), in every language.
      text: byLanguage((l) => {
        const own = contentText(l).setupChoice(choice.key);
        if (!own || l === "en") return own ?? `${choice.title}: ${choice.tagline}. ${choice.points.join(". ")}. Every platform connection can be done for you or by you; most clients mix both.`;
        return choice.key === "self-setup" ? `${own} ${setupChoiceLead(l)}` : own;
      }),
    });
  }
  for (const pkg of o.packages) {
    out.push({ id: `offering:package:${pkg.key}`, kind: "offering", title: pkg.name, url: "/solutions", text: byLanguage((l) => { const t = contentText(l).pkg(pkg); return `${pkg.name}: ${t.subtitle}. ${t.description} ${t.features.join(". ")}. ${t.outcome}`; }) });
  }
  for (const s of o.services) {
    out.push({ id: `offering:service:${s.key}`, kind: "offering", title: s.title, url: "/", text: byLanguage((l) => { const t = contentText(l).service(s); return `${t.title}: ${t.description}`; }) });
  }
  for (const d of o.differentiators) {
    out.push({ id: `page:why:${d.key}`, kind: "page", title: d.title, url: "/", text: byLanguage((l) => { const t = contentText(l).differentiator(d); return `${t.title}: ${t.description}`; }) });
  }
  for (const s of o.stats) {
    out.push({ id: `page:stat:${s.key}`, kind: "page", title: "What our clients see: the figures on our home page", url: "/", text: byLanguage((l) => `${s.prefix}${s.value}${s.suffix} ${l === "en" ? s.label : contentText(l).stat(s)}.`), questions: HOME_PAGE_NAMES });
  }
  // The newsletter box is on the blog page (app/routes/public/blog.tsx); how it works is the privacy page's.
  out.push({
    id: "page:newsletter",
    kind: "page",
    title: `Newsletter: ${o.blogName}`,
    url: "/blog",
    text: { en: `To get our newsletter, ${o.blogName}, enter your e-mail address in the newsletter box on our blog page and confirm with the link we e-mail you. Every issue has an unsubscribe link.` },
  });
  out.push({
    id: "page:privacy-updated",
    kind: "privacy",
    title: "Privacy policy: last updated",
    url: "/privacy",
    text: { en: `Our privacy policy was last updated on ${PRIVACY_LAST_UPDATED.label}.` },
  });
  out.push({
    id: "page:blog-categories",
    kind: "page",
    title: `Blog categories of ${o.blogName}`,
    url: "/blog",
    text: { en: `The articles of our blog, ${o.blogName}, are filed under these categories: ${BLOG_CATEGORIES.join(", ")}.` },
  });
  out.push(...contactPassages(facts));
  out.push(...privacyPassages(facts));
  return out;
}

// The answers the assistant gives from the settings and the catalogue (hours, phone, booking, areas, …) are passages
// too, so a question is matched against them like against any page; chosen, they are answered as those entries.
const ENTRY_PASSAGES: Partial<Record<EntryId, { title: string; url: string }>> = {
  hours: { title: "Office hours: when the team is open and available", url: "/contact" },
  phone: { title: "Phone number: call the team", url: "/contact" },
  email: { title: "E-mail address: write to the team", url: "/contact" },
  contact: { title: "Contact the team: phone, e-mail, contact form", url: "/contact" },
  "contact-form": { title: "Contact form: send a request instead of chatting", url: "/contact" },
  booking: { title: "Book a free consultation: booking link, schedule a call or demo", url: "/contact" },
  areas: { title: "Service areas: where we work in Houston", url: "/" },
  "self-setup": { title: "Free self-setup: no setup fee", url: "/solutions#how-clients-choose" },
  languages: { title: "Languages: English, Spanish, Vietnamese and Chinese", url: "/solutions#faq" },
  technologies: { title: "Technology we build on: the software, tools and platforms we use", url: "/solutions" },
  results: { title: "Results our clients see: figures and numbers", url: "/" },
  "how-it-works": { title: "How it works: the process, steps to get started", url: "/solutions" },
  bundles: { title: "Setup bundles: prices for connecting several platforms", url: "/solutions" },
  addons: { title: "Add-on services and their prices", url: "/solutions" },
  "setup-fees": { title: "Platform setup fees by type", url: "/solutions" },
};
const RENDERERS = { en, es, vi, zh } as const;

function entryPassages(facts: SiteFacts): Passage[] {
  return Object.entries(ENTRY_PASSAGES).map(([id, { title, url }]) => ({
    id: `entry:${id}`,
    kind: "page" as const,
    title,
    url,
    text: Object.fromEntries((["en", "es", "vi", "zh"] as const).map((l) => [l, RENDERERS[l].entry[id as EntryId](facts)])),
  }));
}

function taughtPassages(facts: SiteFacts): Passage[] {
  return (facts.taught ?? []).map((t) => ({ id: `taught:${t.id}`, kind: "taught", title: t.questions[0] ?? "", url: "", text: t.answers, questions: t.questions }));
}

/** Every passage of these facts: taught answers first, then the site's pages, the settings' answers and the posts. */
export function passagesOf(facts: SiteFacts): Passage[] {
  return [...taughtPassages(facts), ...sitePassages(facts), ...homePassages(), ...entryPassages(facts), ...postPassages(facts)];
}
