
// Wordings readQuestions (read-questions.ts) reads the parts of a message with, in the four languages (folded).

// "like earnest money", "such as the HOA", "por ejemplo el HOA", "kiểu như HOA", "像earnest money那种", "比如HOA": an example of what is asked.
// "…, ví dụ khu nào đi chung một buổi?", "…, for example which ones?": an example asked of what the part before asked.
export const EXAMPLE_GIVEN = /^\W*(?:like|such as|for example|for instance|e\.g\.|por ejemplo|kieu nhu|vi du(?: nhu)?|chang han(?: nhu)?)\b|^\W*(?:像|比如|例如|譬如)/;
// The visitor's own device, where they are reading or watching: "on my phone", "from my cell", "en mi celular".
// Their own phone lines too ("our office phone rings all lunch and nobody picks up", "mi teléfono de la oficina suena").
export const OWN_DEVICE = /\b(?:got|took|had|taking) a (?:phone )?call\b|\b(?:tiene|tuvo|le entro|tomo) una llamada\b|(?:有|来了?|接了?)(?:个|一个)?电话(?:走开|出去|去了|要接)|\b(?:on|from) my (?:phone|cell|cellphone|iphone|android)\b|\b(?:en|desde) (?:mi|el) (?:celular|movil|telefono)\b|\b(?:my|our) (?:office |work |business |leasing |main |front desk )?(?:phones?|lines?|landline)\b(?! (?:number|no|#))|\b(?:mi|nuestro) telefono de la oficina\b/;
// "Kindly list them.", "enumérelos", "liệt kê giúp mình", "请列出来": a request without a question word still asks.
export const REQUESTS = /\b(?:list|name|enumerate|quote|spell out|walk me through)\b(?: (?:them|those|these|it|all|each|the|for me|out))|^\W*(?:(?:please|kindly|pls|can you|could you) )?(?:list|enumerate|name|quote|tell me|give me|show me)\b|\b(?:enumer\w+|(?:liste|nombre|mencione|diga)(?:los|las|me)|dime|digame|liet ke|ke ra|ke ten|neu ra)\b|^\W*(?:(?:and|also|ok|y|tambien|va|con) )*(?:send|text|e-?mail|give|show) me\b|\b(?:mandame|mandeme|enviame|envieme|pasame|paseme|gui (?:cho )?(?:anh|chi|em|toi|minh|tui))\b|\b(?:cho (?:\w+ )?)?xin (?:cai |duong |)link\b|链接.{0,4}发(?:给)?我|发(?:给)?我(?:一下)?(?:个)?链接|把链接/;
export const OCCASION = /\b(?:(?:to|for|we re|were|im) celebrat\w*|(?:pa|para|por) (?:festejar|celebrar)|festejamos|celebramos|(?:de |de )?an mung|mung (?:vi|la))\b|庆祝|庆功/;
// "growth", "foundation", "enterprise" not said as a package ("the Growth package", "gói Growth", "Growth套餐"), nor
// as one whose go-live or contents are asked ("另外 Foundation 多久能上线", "how long does Growth take").
const BARE_PACKAGE = /(?<!\b(?:the|goi|paquete|plan|package|el) )\b(?:growth|foundation|enterprise)\b(?!\s*(?:package|plan|tier|paquete|goi|套餐|方案|配套|多久|要多久|几时|什么时候|多长时间|上线|包括|包含|(?:take|takes|include|includes|come with|comes with|tarda|incluye|trae|mat bao lau|bao lau|gom)\b))/g;
export const withoutBarePackageNames = (text: string): string => text.replace(BARE_PACKAGE, " ");

// "how do i get it sent to me", "¿cómo me suscribo?", "đăng ký nhận thế nào", "怎么订阅": having the newsletter sent.
export const GETS_IT_SENT = /\b(?:get|have|receive) (?:it|them|each issue|the issues|this|every issue) (?:sent|emailed|delivered|in my inbox)\b|\bsign (?:me )?up\b|\bsubscrib\w*|\bsuscrib\w*|\b(?:me )?lleg\w* (?:al correo|a mi correo)\b|\bdang ky(?: nhan)?\b|订阅/;
// Someone said to be good with computers: a scene, not the question of technical skills ("not very tech savvy" asks it).
export const UNSKILLED = /\b(?:not|no|nobody|none|isn ?t|aren ?t|ain ?t|never|hopeless|no se|khong|hong|chang)\b|不/;
export const SKILLED = /\b(?:is|s|are|re|am|m) (?:really |pretty |very |real )?(?:good|great|handy|savvy|fine|ok|okay) (?:with|at) (?:computers?|tech\w*)\b|\b(?:is|s|are|re) (?:really |pretty |very )?tech[- ]?savvy\b|\bme defiendo con\b|\b(?:ranh|gioi|thao) (?:may|vi tinh|cong nghe|may tinh)\b|(?<!不)懂电脑|会用电脑/;
export const SEND_IT = /^\W*(?:(?:ok|and|please|pls|y|va)\s+)*(?:send (?:it|them|that|those|me (?:it|the link|that|them))?(?: (?:to me|over|my way))?|mandamel[oa]s?|enviamel[oa]s?|pasamel[oa]s?|mandemel[oa]s?|gui (?:cho )?(?:anh|chi|em|toi|minh|tui)(?: (?:di|nhe|nha|voi))?|发(?:给)?我(?:吧|一下)?|发过来)\W*$/;
export const BARE_POINTER = /^(?:(?:and|so|ok|okay|with|on|for|in|y|con|en|va|voi|trong)\s+)*(?:that|this|the same) (?:one|package|plan|tier)$|^(?:(?:y|con|en)\s+)*(?:ese|este|el mismo) (?:paquete|plan)$|^(?:(?:va|voi|trong)\s+)*goi (?:do|nay)$|^(?:那|这)个(?:套餐)?$/;
// "…, or just for agents?", "¿… o nomás para agentes?", "…, hay chỉ làm cho agent?", "…还是只给经纪人？": the second choice.
export const OR_ONLY = /^(?:or|o|u|hay|hoac)(?: la)? (?:just|only|solo|solamente|nomas|nada mas|chi)\b|^还是只/;
export const CONDITION_FIRST = /^\W*(?:(?:and|but|so|y|pero|va|con) )?(?:when|if|once|after|cuando|si|khi|neu|luc)\b|^\W*(?:如果|要是|等到|当)/;
// A price asked, or "and X?" ("còn Email Commander thì sao"), of a thing named beside another answer.
export const PRICE_OR_WHAT_ABOUT = /\b(?:cost\w*|price\w*|how much|cuanto|cuesta|precio|gia|bao nhieu|thi sao|what about|y el|y la)\b|多少钱|价格|呢/;
export const ARTICLE_ASKED_FOR = /\b(?:articles?|blog|posts? (?:on|about)|articulos?|bai (?:viet|bao) (?:ve|nao)|bai nao)\b|文章|博客/;
export const SERVICE_ASKED = /\b(?:dich vu|services?|servicios?|add ?-?ons?|complementos?)\b|服务/;
