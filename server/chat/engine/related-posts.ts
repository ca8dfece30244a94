import { foldForRules } from "./text.ts";
import type { SitePost } from "./types.ts";

const STOP_WORDS = new Set(
  `the a an and or of to for in on with about any your you do have is are what how can my i me blog article articles post posts read
   guide guides tips learn more el la los las de del y o para en con sobre algun alguna tienen su sus que como mi blog articulo
   articulos leer guia guias consejos aprender`
    .split(/\s+/)
    .filter(Boolean),
);

const wordsOf = (text: string): string[] =>
  foldForRules(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2 && !STOP_WORDS.has(w));

/** Up to `limit` posts whose title, tags, category or excerpt share words with the message; else the newest ones. */
export function relatedPosts(message: string, posts: readonly SitePost[], limit = 3): SitePost[] {
  const wanted = new Set(wordsOf(message));
  const scored = posts.map((post, index) => {
    const strong = new Set(wordsOf(`${post.title} ${post.tags.join(" ")} ${post.category}`));
    const weak = new Set(wordsOf(post.excerpt));
    let score = 0;
    for (const word of wanted) score += strong.has(word) ? 2 : weak.has(word) ? 1 : 0;
    return { post, score, index };
  });
  const matching = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.index - b.index);
  return (matching.length > 0 ? matching : scored).slice(0, limit).map((s) => s.post);
}
