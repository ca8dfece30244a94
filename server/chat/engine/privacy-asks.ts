import type { Answer } from "./knowledge/answer-types.ts";

// The visitor's own details and who gets them: "do you sell my info?", "¿venden mis datos?", "bên bạn có bán thông tin
// của tôi không?", "你们会把我的资料卖给别人不？" is answered by the site's word that nothing is sold; "who can see it,
// then?" right after (or "who gets my details?" asked outright) by the privacy page's list of who else receives a copy.
// Read on folded text (foldForRules).

// The visitor's own details: "my info", "mis datos", "thông tin của tôi", "我的资料".
const MINE = /\b(?:my|mis|mi) (?:\w+ )?(?:data|info\w*|details|number|phone(?: number)?|e-?mail(?: address)?|contact\w*|datos|informacion|info|numero|correo|telefono)\b|\b(?:thong tin|du lieu|so dien thoai|email|sdt) (?:ca nhan )?cua (?:toi|minh|em|tui|anh|chi)\b|我(?:的|留的|填的|给的)(?:个人)?(?:资料|信息|数据|电话|号码|手机号|邮箱|联系方式)/;
const SOLD = /\b(?:sell\w*|sold|resell\w*|vend(?:en|er|eran|erian|ido|idos|ida|idas|an)|ban (?:cho|lai|di|no|chung)|ban (?:thong tin|du lieu|so|email))\b|卖|出售|转卖/;
// Someone else seeing or receiving them: "who (else) can see", "quién (más) los ve", "ai xem được", "谁能看到".
const WHO_SEES = /\bwho (?:else )?(?:can |could |will |would |gets? to |else )?(?:see|sees|read|reads|get|gets|access|receive\w*|look at|has access)\b|\b(?:quien|quienes)(?: mas)? (?:(?:lo|la|los|las|me) )?(?:ve|ven|pueden? ver\w*|recibe|reciben|tienen? acceso|lee|leen)\b|\b(?:ai|nhung ai|ben nao|ai khac)\b.{0,12}\b(?:xem|thay|doc|nhan|truy cap)\b|谁(?:能|可以|会|都能|都可以)?(?:看到|看见|看|拿到|收到|接触到|访问)|(?:哪些|什么)(?:人|公司|服务)(?:能|可以|会)?(?:看到|拿到|收到)/;

const PRIVACY_BEFORE = (last: readonly Answer[]): boolean =>
  last.some((a) => (a.t === "passage" && a.kind === "privacy") || (a.t === "entry" && a.id === "data-safety") || (a.t === "extra" && (a.id === "chat-model" || a.id === "cookies" || a.id === "deletion-how")));

/** "do you sell my info?": the visitor's own details asked to be sold (a question, not a scene). */
export const asksMineSold = (text: string): boolean => SOLD.test(text) && MINE.test(text);

/** "who can see it?" asked of the visitor's own details, or right after an answer about them. */
export const asksWhoSeesMine = (text: string, last: readonly Answer[]): boolean => WHO_SEES.test(text) && (MINE.test(text) || PRIVACY_BEFORE(last));
