import type { ChatSourceKind } from "#common/chat/chat-source.ts";
import { foldForRules } from "../text.ts";

// A question that names the site's own text as its source ("your privacy policy says…", "según su blog…", "theo bài
// viết…", "隐私政策里说…") asks for a fact written there: the passage holding it answers, not the intent its other words
// would suggest (a price for "how many", the office hours for "hours saved").

const CITED =
  /\b(?:(?:your|the|ur) (?:privacy (?:policy|page)|home ?page|front page|landing page|site|website|blog|article|post|newsletter|guide)(?:'s)? (?:says?|said|mentions?|brags?|lists?|claims?|promises?|talks?)|(?:on|from|in) (?:your|the|ur) (?:home ?page|front page|landing page|main page)|(?:dicen|dice|pone|ponen|sale|aparece|mencionan) en (?:la|su|tu) (?:pagina principal|pagina de inicio|portada)|(?:tren|o) trang chu|(?:according to|per|in) (?:your|the) (?:privacy (?:policy|page)|home ?page|site|website|blog|article|post|newsletter)|(?:article|post|newsletter|privacy policy) (?:says?|said|mentions?)|segun (?:su|tu|el|la) (?:blog|articulo|sitio|pagina|politica|boletin)|(?:su|tu|la) politica de privacidad|(?:el|su|ese) (?:articulo|blog|boletin) (?:dice|menciona)|theo (?:bai viet|bai|trang|chinh sach|ban tin)|(?:bai viet|bai|chinh sach|trang chu|trang web) (?:noi|ghi|viet|de cap))\b|隐私政策(?:里|中|上)?(?:说|写|提到)?|(?:文章|网站|网页|主页|首页|官网|周刊|那篇)(?:里|中|上)?(?:说|写|提到)|(?:主页|首页)上/;

const EXAMPLE_OF = /\b(?:the|your|that|in the|in your) example (?:of|about|with|where)\b|\b(?:el|ese|su|del|en el) ejemplo (?:de|del|sobre|con|en que|donde)\b|\bvi du (?:ve|cua|trong)\b|(?:的|那个|那個)例子/;
const PRIVACY = /\bprivacy\b|\bprivacidad\b|\b(?:quyen rieng tu|bao mat)\b|隐私/;
const POSTS = /\b(?:blog|article|post|newsletter|guide|articulo|boletin|bai viet|bai|ban tin)\b|文章|那篇|周刊/;

/**
 * The kinds of passage the question names as where the fact is written (the privacy policy, a post, or the site's
 * pages), or null when it names none.
 */
export function citedKinds(part: string): readonly ChatSourceKind[] | null {
  const text = foldForRules(part);
  // "the example of the buyer who…", "el ejemplo del comprador…", "ví dụ về người mua…", "那个买家的例子": an example
  // the site gives, wherever it is written.
  if (!CITED.test(text) && EXAMPLE_OF.test(text)) return POSTS.test(text) ? ["post"] : ["post", "page", "offering", "faq"];
  if (!CITED.test(text)) return null;
  if (PRIVACY.test(text)) return ["privacy"];
  return POSTS.test(text) ? ["post"] : ["page", "offering", "faq"];
}

// "the little live card on the home page, what does it show?": a phrase that only points at a page of the site, before
// the question asked of it (the question alone would lose which page it is asked of). What it names there may follow
// after a dash or colon ("the numbers on your front page: hours saved and retention, what are they?").
const POINTS_AT_PAGE =
  /^(?!(?:what|which|how|who|where|when|why|is|are|do|does|can|que|cual|como|cuanto|donde|quien)\b).{0,60}\b(?:on|in|from|en|de|tren|o) (?:your|the|ur|la|su|tu|trang) ?(?:home ?page|front page|landing page|main page|privacy (?:page|policy)|pagina principal|pagina de inicio|portada|politica de privacidad|chu)(?:\s*[-—–:]\s*[^-—–:]{3,90})?$|^.{0,30}(?:首页|主页|隐私政策)(?:上|里|中)(?:的|那个|那句)?.{0,12}$/;

/** The part only points at a page of the site, so the next part asks its question of that page. */
export const pointsAtPage = (part: string): boolean => POINTS_AT_PAGE.test(foldForRules(part).replace(/[.,:;!?？。，]+$/u, "").trim());
