import type { Answer } from "./knowledge/answer-types.ts";

// The visitor's own details and who gets them: "do you sell my info?", "¿venden mis datos?", "bên bạn có bán thông tin
// của tôi không?", "你们会把我的资料卖给别人不？" is answered by the site's word that nothing is sold; "who can see it,
// then?" right after (or "who gets my details?" asked outright) by the privacy page's list of who else receives a copy.
// Read on folded text (foldForRules).

// The visitor's own details: "my info", "mis datos", "thông tin của tôi", "我的资料" ("my buyers' details" are their clients'); and what they fill in or type
// ("the information I enter", "lo que pongo en el formulario", "thông tin tôi gửi", "我填写的资料").
const MINE = new RegExp(
  [
    /\b(?:my|mis|mi) (?:(?!(?:buyers?|sellers?|clients?|leads?|customers?|tenants?|borrowers?|prospects?|agents?|owners?|renters?|clientes|compradores|vendedores|inquilinos|prospectos|agentes)\b)\w+ )?(?:data|info\w*|details|number|phone(?: number)?|e-?mail(?: address)?|contact\w*|datos|informacion|info|numero|correo|telefono|name|nombre)\b/.source,
    // "los datos míos": the possessive after the noun.
    /\b(?:los |las |el |la )?(?:datos|informacion|info|numero|correo|telefono) (?:mios|mias|mio|mia)\b/.source,
    // The form filled in, by the visitor or anyone ("si lleno el formulario", "cuando alguien rellena vuestro formulario").
    /\b(?:lleno|relleno|llena|rellena|llenan|rellenan|completa|completo|envia|envio|manda|mando)\w* (?:el |vuestro |su |sus |nuestro |tu |este |ese )?formulario\b/.source,
    // "số điện thoại của bác", "thông tin của cô": the speaker named by a kin word.
    /\b(?:thong tin|du lieu|so dien thoai|email|sdt) (?:ca nhan )?cua (?:toi|minh|em|tui|anh|chi|bac|co|chu|di|o|ba|ong|cau|thim|mo)\b/.source,
    /我(?:的|留的|填的|给的)(?:个人)?(?:资料|信息|数据|电话|号码|手机号|邮箱|联系方式|聊天记录|对话记录|聊天内容)|我(?:填|填写|提交|发)的(?:联系)?(?:表单|表格)/.source,
    /\b(?:info\w*|details|data|datos|informacion) (?:que )?(?:i |we |yo )?(?:enter|type|put|give|submit\w*|fill\w*|send|leave|pongo|lleno|envio|mando|escribo|dejo|ingreso)\b/.source,
    /\b(?:i|we) (?:submit|send|fill (?:out|in)|complete) (?:the|your|a|this) (?:contact )?form\b|\bwhat (?:i|we) (?:enter|type|put|submit|fill|send|leave)\b|\blo que (?:yo )?(?:pongo|lleno|envio|mando|escribo|dejo)\b/.source,
    /\bthong tin (?:toi|em|minh|tui) (?:gui|dien|nhap|de lai)\b|我(?:在)?(?:表单|表格|聊天|这里)?里?(?:填写?|提交|输入|留下?)的(?:资料|信息|内容|东西|电话|邮箱|号码|手机号|联系方式)/.source,
    // "我在聊天里留了联系方式" (left my details here), "会存我哪些资料" (keep which of mine): the visitor's own, said as done or as the object.
    /我(?:在)?(?:表单|表格|聊天|这里)?里?(?:填了|留了|留下了|提交了|给了)(?:我的)?(?:联系方式|电话|号码|手机号|邮箱|资料|信息)|(?:存|保存|记录|收到|拿到)(?:了)?我(?:的)?(?:哪些|什么|啥)(?:个人)?(?:资料|信息|数据)/.source,
    // "你们收到的资料会发给HubSpot吗": what we receive from the visitor.
    /(?:你们|您们|贵司|贵公司)(?:这边)?(?:收到|拿到|收集|收集到)的(?:个人)?(?:资料|信息|数据|联系方式)/.source,
  ].join("|"),
);
const SOLD = /\b(?:sell\w*|sold|resell\w*|mak(?:e|es|ing) (?:a buck|money|bank|a dime|a killing) (?:off|on|from) (?:\w+ )?data|vend(?:en|er|eran|erian|ido|idos|ida|idas|an)|ban (?:cho|lai|di|no|chung)|dem ban|ban (?:thong tin|du lieu|so|email))\b|卖|出售|转卖/;
// Someone else seeing or receiving them: "who (else) can see", "quién (más) los ve", "quién más aparte de ustedes ve", "ai xem được", "谁能看到"; "who besides
// you gets a copy", "which outside tools get it", "¿con quién la comparten?", "¿a qué base de datos va a parar?", "chia sẻ
// với những ai", "会发给哪些服务".
const WHO_SEES = new RegExp(
  [
    /\bwho (?:else )?(?:can |could |will |would |gets? to |else )?(?:see|sees|read|reads|get|gets|access|receive\w*|look at|has access)\b/.source,
    /\bwho (?:besides|apart from|other than|except|outside (?:of )?)\b|\b(?:gets?|receives?|keeps?) (?:a )?cop(?:y|ies)\b|\b(?:shared|passed on|sent|given) (?:with|to) (?:whom|who)\b|\b(?:go|goes|sent) anywhere (?:else|besides|other than)\b/.source,
    /\b(?:which|what) (?:outside |other |third[- ]party |external )?(?:tools?|services?|compan\w+|vendors?|apps?|systems?)\b.{0,24}\b(?:get|gets|receive\w*|see|sees|copy)\b/.source,
    // "¿quién de ustedes puede leer lo que escribo?": which of them can read it.
    /\b(?:quien|quienes) de (?:ustedes|su equipo|uds) (?:puede|pueden|podria|podrian) (?:leer|ver)\b/.source,
    /\b(?:quien|quienes)(?: mas)?(?: (?:aparte|ademas|fuera|a parte|sin contar|sin ser) de (?:ustedes|usted|uds|ti|su equipo|su agencia))? (?:(?:lo|la|los|las|me) )?(?:ve|ven|pueden? ver\w*|recibe|reciben|tienen? acceso|lee|leen)\b/.source,
    /\bcon quien(?:es)? (?:la |lo |los |las )?compart\w*|\ba (?:que|cual(?:es)?) (?:base de datos|servicios?|herramientas?|empresas?|sistemas?)\b|\ba donde (?:va|van|llega\w*)\b|\ba quien(?:es)?(?: mas)? (?:le |les |se (?:la |lo |las |los )?)?(?:llega\w*|va|van|manda\w*|envia\w*|pasa\w*|da|dan|comparte\w*)\b|\breciben? (?:una )?copia\b/.source,
    /\b(?:ai|nhung ai|ben nao|ai khac)\b.{0,12}\b(?:xem|thay|doc|nhan|truy cap)\b|\b(?:chia se|gui|chuyen) (?:voi|cho|sang|toi|den) (?:nhung )?(?:ai|ben nao|dau)\b/.source,
    // "¿en qué base de datos acaba mi nombre?", "what system does it end up in?": where it lands, asked by the system.
    /\b(?:en|a) (?:que|cual) (?:base de datos|crm|sistema|programa|herramienta)\b.{0,30}\b(?:acaba\w*|termina\w*|queda\w*|cae|caen|para|paran|va a parar|se guarda\w*)\b/.source,
    // "¿qué base de datos usáis para guardar lo que mando?", "which CRM does it go into?", "会传到哪些工具？".
    /\b(?:que|cual|cuales) (?:base de datos|crm|herramientas?|sistemas?|programas?)\b(?: de clientes)?.{0,30}\b(?:usa\w*|utiliza\w*|guarda\w*|va|van|llega\w*|manda\w*)\b|\b(?:which|what) (?:crm|database|customer database|tools?|systems?)\b.{0,30}\b(?:use|uses|store|stores|keep|keeps|go|goes|land|lands|end up)\b/.source,
    // "where does my info go when I fill in the form?", "which customer database is it?" (with the visitor's own details).
    /\bwhere (?:does|do|will|did) (?:\S+ ){0,3}(?:go|gan|end up|land|get sent)\b|\b(?:which|what) (?:customer )?(?:crm|database) (?:is it|is that|do you use)\b/.source,
    /(?:传|发|送|同步|存)(?:到|去|进)(?:哪些|哪个|哪里|什么)|谁(?:能|可以|会|都能|都可以)?(?:看到|看见|看|拿到|收到|接触到|访问)|(?:哪些|什么)(?:人|公司|服务)(?:能|可以|会)?(?:看到|拿到|收到)|(?:发|传|给|共享)给(?:哪些|谁|哪几)|还有谁/.source,
  ].join("|"),
);
// A service of ours named as the one getting them or keeping them ("HubSpot 里会存我哪些资料"): "does it go to HubSpot?", "¿se envía a HubSpot?", "có gửi sang HubSpot không?".
const TO_VENDOR = /\b(?:go(?:es)?|sent|send|passed?|pushed|synced) (?:on |over )?(?:to|into) (?:your )?hubspot\b|\bhubspot (?:gets?|receives?|sees?|stores?|keeps?|saves?)\b|\b(?:envi|mand|pas)\w* a hubspot\b|\b(?:gui|chuyen|dua) (?:sang|cho|vao|len|qua) hubspot\b|(?:发|传|同步|存)(?:到|给|进)hubspot|hubspot\s*(?:里|里面|中|上)?\s*(?:会|都)?(?:存|保存|记录|收到|拿到)/;

export const PRIVACY_BEFORE = (last: readonly Answer[]): boolean =>
  last.some((a) => (a.t === "passage" && (a.kind === "privacy" || a.id === "faq:data-safety")) || (a.t === "entry" && a.id === "data-safety") || (a.t === "extra" && (a.id === "chat-model" || a.id === "cookies" || a.id === "deletion-how" || a.id === "correct-how")));

/** "do you sell my info?": the visitor's own details asked to be sold (a question, not a scene). */
export const asksMineSold = (text: string): boolean => SOLD.test(text) && MINE.test(text);
/** Selling asked, of whatever the conversation is about ("¿y eso se lo venden a alguien?"). */
export const asksSold = (text: string): boolean => SOLD.test(text);

/** "who can see it?" asked of the visitor's own details, or right after an answer about them. */
export const asksWhoSeesMine = (text: string, last: readonly Answer[]): boolean => (WHO_SEES.test(text) || TO_VENDOR.test(text)) && (MINE.test(text) || PRIVACY_BEFORE(last));

// Right after a privacy answer, "are they sold to third parties?" ("它们会被卖给第三方吗") asks of the details just
// talked about; "and is that sent to some outside AI?" ("¿eso se lo mandan a alguna IA de afuera?", "có gửi cho AI bên
// ngoài không", "会发给外面的AI吗") asks whether an AI model's provider receives them.
// A model's provider named counts as an AI ("¿y eso lo mandan a OpenAI o a quién?").
const TO_AN_AI = /\b(?:send|sends|sent|go(?:es)? (?:to|into)|pass\w*|shar\w*|feed\w*|mand\w*|envi\w*|pas\w*|compart\w*|gui|chuyen|dua)\b.{0,30}\b(?:ai|ia|models?|modelos?|llms?|mo hinh|openai|chatgpt|anthropic|claude)\b|(?:发|传|交|给|送).{0,8}(?:ai|模型|人工智能)/;

/** What a short follow-up to a privacy answer asks: whether the details are sold, or sent to an AI model; else null. */
export function privacyFollowUp(text: string, last: readonly Answer[]): "sold" | "ai-model" | null {
  if (!PRIVACY_BEFORE(last)) return null;
  if (SOLD.test(text)) return "sold";
  // "how do the connections get into my CRM then?": the official, encrypted access the data-safety answer names.
  if (/\b(?:how|como|the nao|lam sao)\b.{0,25}\b(?:connections?|conexiones?|ket noi)\b|怎么连接|如何连接/.test(text)) return "sold";
  // "ok then where does it actually sit, with you or with us?", "¿y dónde queda, con ustedes o con nosotros?", "vậy nó nằm ở
  // đâu, bên em hay bên chị?", "那到底存在哪，你们那还是我们这？": where the data lives, which the same answer says (their accounts);
  // so does "¿y en qué cuentas se guardan, en las vuestras o en las mías?" (whose accounts).
  if (/\b(?:en )?(?:que|cuales) cuentas\b|\b(?:whose|which) accounts?\b|\btai khoan (?:cua )?ai\b|(?:谁的|哪个)账户/.test(text)) return "sold";
  if (/\bwhere (?:does|do|will|would) (?:it|they|that|all that|the data|everything) (?:\w+ )?(?:sit|live|stay|end up|get (?:kept|stored)|go)\b|\b(?:donde|en donde) (?:queda\w*|se guarda\w*|vive\w*|esta\w*)\b|\b(?:nam|luu|de) o dau\b|存在哪|放在哪|在哪(?:里|儿)?存/.test(text)) return "sold";
  return TO_AN_AI.test(text) ? "ai-model" : null;
}
