import type { Language, SiteFacts } from "../types.ts";
import { retrievePassages } from "./passages.ts";
import type { PassageHit } from "./passages.ts";
import { askedShapes, shapeHeld } from "./answer-shape.ts";

// Right after a reply about posts and nothing else, a short question is most likely asked of them ("and which numbers
// should I track?", "¿y cuándo entra una persona?", "chủ nhà nhận gì?", "它说哪几个模板？") even without "that article"
// or a question word of fact. It is answered from their paragraphs unless the site's own pages, offerings or settings
// answer it better (an offering, our hours, a price, our contact): those ask something else.

/** A question short enough to lean on the reply before it: a dozen words, or about thirty characters of Chinese. */
// Vietnamese words are syllables ("tin nhắn", "khách thuê" are two each): a short question there runs a few more.
export function shortFollowUp(text: string, language?: Language): boolean {
  const han = (text.match(/\p{Script=Han}/gu) ?? []).length;
  return han > 0 ? han <= 30 : text.split(/\s+/).filter(Boolean).length <= (language === "vi" ? 18 : 14);
}

/**
 * The paragraph of the posts just shown that answers a short follow-up, or null: two of the question's words and a
 * third of its weight, and no passage of another kind holding more of it.
 */
export function followUpOnShown(query: string, facts: SiteFacts, language: Language, urls: readonly string[]): PassageHit | null {
  const hits = retrievePassages(query, facts, language, 3, ["post"], urls);
  const best = hits[0];
  // One word in common ("your phone number?" and "one phone number" in a post) is no follow-up without a pointer.
  if (!best || best.matched < 2 || best.coverage < 0.3) return null;
  const other = retrievePassages(query, facts, language, 3).find((h) => h.passage.kind !== "post");
  // "When should I have it set up by?": a date asked, which the post's paragraph gives ("in May") and the page holding
  // more of the words ("setup") does not, is asked of the post.
  const dated = (h: PassageHit): boolean => shapeHeld(h.sentences.join(" "), ["date"]) > 0;
  const byDate = askedShapes(query).includes("date") && dated(best);
  if (other && other.coverage > best.coverage && !(byDate && !dated(other))) return null;
  // The post's summary (its excerpt) only touches what a paragraph of its body holding as much says in full.
  const body = /:\d+$/.test(best.passage.id) ? undefined : hits.find((h) => /:\d+$/.test(h.passage.id) && (h.passage.of ?? h.passage.url) === (best.passage.of ?? best.passage.url) && h.coverage >= best.coverage - 0.01);
  return body ?? best;
}
