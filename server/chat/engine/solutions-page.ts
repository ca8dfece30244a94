import type { Resolved } from "./resolved.ts";

// The page with our packages asked for by its link or place ("what's the link to the packages page?", "where can I see
// all the packages on your site?", "¿Y el enlace de la página de los paquetes?", "cho xin đường dẫn trang các gói",
// "套餐页面的链接是什么？"): the Solutions page, /solutions. Before, "Packages Page" read as a tool to connect and "see
// the packages on your site" found a post's line. Rules on folded text.

// (Not "address": "the e-mail address for pricing questions" asks for an e-mail.)
const LINK = String.raw`(?:link|url|web ?page|page|enlace|liga|pagina|duong dan|duong link|trang)`;
const OFFERINGS = String.raw`(?:packages?|plans?|pricing|prices|solutions|services|paquetes?|planes|precios|soluciones|servicios|cac goi|goi dich vu|bang gia|giai phap)`;
const PAGE_ASKED = new RegExp(
  [
    String.raw`\b${LINK}\b (?:(?:to|for|of|de|del|de la|de los|cua|ve|toi|cho) )?(?:(?:the|your|ur|y ?all s|la|el|los|las|sus|tu|su) )?(?:\w+ )?${OFFERINGS}(?: (?:page|pagina|trang))?\b`,
    String.raw`\b${OFFERINGS} (?:page|pagina|trang)\b.{0,20}\b(?:link|url|enlace|liga|duong dan)\b`,
    // ("and where's y'all's packages page", "¿dónde está la página de paquetes?": the page's place asked.)
    String.raw`\bwhere(?: s| is|s)? (?:(?:the|your|ur|y ?all s|yalls) )?${OFFERINGS} (?:page|pagina)\b|\bdonde (?:esta|queda) (?:la )?pagina de (?:los )?(?:paquetes|planes|precios|servicios)\b|\btrang (?:cac goi|bang gia|goi dich vu) (?:o|nam o) dau\b`,
    String.raw`\bwhere (?:can|do|could) (?:i|we) (?:see|find|look at|view|check out) (?:all )?(?:the |your |y ?all s )?(?:packages|plans|pricing|solutions)\b`,
    String.raw`\b(?:donde|en que pagina) (?:puedo|podemos|se pueden|se puede)? ?(?:ver|encontrar|consultar) (?:todos )?(?:los|sus) (?:paquetes|planes|servicios)\b`,
    String.raw`\bxem (?:tat ca )?(?:cac goi|goi dich vu|bang gia) (?:o|tai) (?:dau|trang nao)\b`,
    String.raw`(?:套餐|方案|价格|服务)(?:的)?(?:页面|网页)(?:的)?(?:链接|网址|地址)|(?:在哪|哪里|哪儿)(?:能|可以)?(?:看|查看|找到)(?:所有|全部)?(?:的)?(?:套餐|方案)`,
  ].join("|"),
);
// ("send me the link to the packages article", "the link to your packages on Facebook": a post or a channel, not the page.)
const ELSEWHERE = /\b(?:article|post|blog|articulo|bai viet|facebook|instagram|calendly|calendar|booking|consult\w*|cita|dat lich)\b|文章|博客|预约/;

/** The Solutions page's address, when the folded part asks for the page holding our packages and prices. */
export function solutionsPageAsked(text: string): Resolved | null {
  return PAGE_ASKED.test(text) && !ELSEWHERE.test(text) ? { answers: [{ t: "extra", id: "solutions-page" }], topic: null, intent: "packages" } : null;
}
