import type { Language, SiteFacts } from "./types.ts";
import type { Resolved } from "./resolved.ts";
import { asksLaunchPost, LAUNCH_ASKED, namesLaunchPost, newsletterPost, NEXT_ISSUES } from "./knowledge/newsletter-post.ts";
import { retrievePassages } from "./knowledge/passages.ts";
import { asAnswer, withoutBlogWords } from "./knowledge/passage-answer.ts";
import { foldForRules } from "./text.ts";

// The newsletter's launch post asked for ("newsletter第一篇讲什么", "is there a post introducing your newsletter?"):
// listed as a post, before the newsletter's own answer (how to subscribe) takes the message (knowledge/newsletter-post.ts).
// A fact asked of it ("the first issue says a nearby showing takes how long?") is answered from its paragraphs, when one
// holds most of what is asked beside the words naming it.

/** The launch post listed, or its paragraph holding the fact asked, when the part asks of that post. */
export function newsletterLaunch(part: string, facts: SiteFacts, language: Language): Resolved | null {
  const slug = asksLaunchPost(part) ? newsletterPost(facts) : null;
  if (!slug) return null;
  // "what's coming up in the next few issues?": the post's preview of them.
  if (NEXT_ISSUES.test(foldForRules(part))) {
    const hit = retrievePassages("coming up in the next issues preview of what we are working on", facts, language, 1, ["post"], [`/blog/${slug}`])[0];
    if (hit) return { answers: [asAnswer(hit, part, language, facts)], topic: null, intent: "blog" };
  }
  // Asked by what it does ("a post introducing your newsletter"), the words left say nothing more: the post is listed.
  if (namesLaunchPost(part)) {
    const asked = withoutBlogWords(foldForRules(part).replace(LAUNCH_ASKED, " "));
    const hit = retrievePassages(asked, facts, language, 1, ["post"], [`/blog/${slug}`])[0];
    if (hit && hit.matched >= 2) return { answers: [asAnswer(hit, part, language, facts)], topic: null, intent: "blog" };
  }
  return { answers: [{ t: "posts", slugs: [slug], subject: null }], topic: null, intent: "blog" };
}
