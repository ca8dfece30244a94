import type { Answer } from "./knowledge/answer-types.ts";
import { postsShown } from "./knowledge/passage-choice.ts";
import { foldForRules } from "./text.ts";

// "send it to my e-mail so I can read it later: ana@…", "Mándemelo al correo: …", "gửi bài đó vô email cho chú: …",
// "把那篇发到我邮箱：…": right after a post was shown, the visitor asks for it and gives an address. This chat sends no
// e-mail itself, so the contact is taken as any detail is and the post's own link is given with it, to read at once.
// Folded text.
const SEND_IT = new RegExp(
  [
    String.raw`\b(?:send|email|e-mail|mail|forward|shoot|text)(?: me)? (?:it|that|this|that one|this one|the (?:article|post|piece|link)|that (?:article|post|piece|link)|it over|over the (?:article|post|link))\b`,
    String.raw`\b(?:mandamelo|mandemelo|mandamela|mandemela|enviamelo|envimelo|envielo|envialo|mandalo|mandelo|mandenmelo|envienmelo|pasamelo|pasemelo|(?:me lo|me la) (?:mandas|manda|mandan|envias|envia|envian|pasas|pasa)|manda(?:me|nme)? (?:el|ese|la|esa) (?:articulo|enlace|link|nota))\b`,
    String.raw`\bgui (?:(?:cai )?bai(?: viet)?|(?:duong |cai )?link|no|cai do)(?: (?:do|nay|ay|nha|nghen|di))? (?:vo|vao|qua|cho|toi|den)\b`,
    String.raw`(?:把)?(?:这篇|那篇|文章|链接|它)(?:文章)?(?:发|寄|传|转)(?:到|给)|发(?:到)?我(?:的)?(?:邮箱|邮件|email)`,
  ].join("|"),
);

/** The post just shown, as an answer giving its link, when the visitor asks for it to be sent; null otherwise. */
export function postAskedToBeSent(message: string, lastAnswers: readonly Answer[]): Answer | null {
  const slugs = postsShown(lastAnswers);
  return slugs.length > 0 && SEND_IT.test(foldForRules(message)) ? { t: "posts", slugs: slugs.slice(0, 1), subject: null } : null;
}
