import type { Answer } from "./knowledge/answer-types.ts";
import type { Resolved } from "./resolved.ts";
import { knowledgeOf } from "./knowledge/passages.ts";
import { trafficCard } from "./named-card.ts";
import { asksYesNo } from "./needs.ts";
import { forbiddenAsked } from "./post-situations.ts";
import { RECOMMEND } from "./question-patterns.ts";
import { readProfile } from "./topics.ts";
import type { Language, SiteFacts } from "./types.ts";

// One imagined client of theirs followed through the product: "Say a buyer texts our team number at 11 at night…
// what on y'all's end answers him?" (the AI agents answer in seconds, round the clock; by text or WhatsApp the add-on
// that answers there, by phone the voice agent), "ok and say he wants to go see it Saturday morning?" (the agents book
// appointments), "and after the showing she goes quiet for two weeks, does it just drop her?" (follow-ups run
// automatically). Rules run on folded text.

const SUPPOSED = /\b(?:say (?=a |an |some |one |my |our |i |we |he |she |someone |somebody )|suppose|help me picture|picture (?:it|this)|(?:explicame|expliqueme|explicanos) como (?:seria|funciona)|como seria|ponte que|pon que|ponle que|let s say|lets say|walk me through|imagine|what if|pongamos|supongamos|digamos|imagin\w*|que tal si|gia su|vi du|gia dinh|neu nhu)\b|假设|假如|要是|打个比方|比如说|比方说|比如/;
const LEAD = /\b(?:buyers?|sellers?|clients?|leads?|tenants?|someone|somebody|a guy|a lady|a woman|a man|a fella|a feller|a gal|a couple|a family|a chap|a bloke|una senora|un senor|senora|senor|cliente|comprador\w*|alguien|inquilin\w*|khach|nguoi mua|ai do|mot ong|mot ba)\b|买家|客户|租客|有人|有个/;
const REACHES_US = /\b(?:texts?|texting|calls?|calling|rings?|messages?|messaging|writes?|emails?|fills? (?:out|in)|inquires?|asks?|escribe|llama|manda|pregunta|nhan(?: tin)?|goi|hoi|dien form)\b|打电话|打来|发短信|发信息|问|留言|填/;
const WHAT_HAPPENS = /\b(?:what|who|anyone|anything|que|quien|ai|gi|chi|lam gi|xu ly|sao|(?:just )?sits? there|wait (?:till|until))\b|谁|什么|怎么|怎样|如何|点样|咋|多久/;
const BY_TEXT = /\b(?:texts?|texting|sms|whatsapp|mensaje|nhan tin)\b|短信|whatsapp/;
const BY_PHONE = /\b(?:calls?|calling|rings?|phone|llama|llamada|goi dien|cuoc goi)\b|打电话|电话/;
const SEE_IT = /\b(?:he|she|they|ella|ong ay|ba ay|co ay|anh ay|chi ay|khach)\b.{0,25}\b(?:wants? to (?:go )?(?:see|tour|look at|view)|would like to see|quiere (?:ir a )?ver(?:la|lo)?|muon (?:di )?xem)\b|(?:他|她)(?:话|说)?想.{0,8}(?:看房|睇楼|去看)/;
const GOES_QUIET = /\b(?:goes|went|gone|going) (?:quiet|silent|dark|cold)\b|\b(?:they|he|she|then) (?:just )?go (?:quiet|silent|dark|cold)\b|\b(?:drops?|dropped|fall|falls) off (?:the map|the radar|my radar)\b|\bstops? (?:answering|replying|responding)\b|\bghosts?\b|\b(?:no (?:contesta|responde)|deja de (?:contestar|responder)|se queda callad[ao]|ni contesta)\b|\b(?:im (?:luon|lang)|khong (?:tra loi|phan hoi))\b|冇回复|没回复|没有回复|没有回|都没回|不回复|不回了|没消息|没动静|没(?:有)?音讯/;

const POST_NAMED = /\b(?:article|post|blog|write-?up|playbook|guide|newsletter|articulo|nota|bai viet|bai bao|bai (?:mo dau|do|nay|dau tien|ve)|ban tin)\b|\b(?:does|did|would) (?:it|that|the post|the article) say\b|\bit says\b|\b(?:ahi|alli) dice\b|文章|博客|那篇|这篇/;
const service = (key: string, yes = false): Answer => ({ t: "need", kind: "service", key, yes });
const addon = (key: string): Answer => ({ t: "need", kind: "addon", key, yes: false });

// "and if halfway through he says he'd rather talk to a real person?": the FAQ's word that the AI hands the
// conversation to them whenever a client asks for a person.
const PERSON_WANTED = /\b(?:pide|pidan|quiere|quieren|exige) (?:que (?:lo|la|le) (?:llame|atienda)n? |hablar con )(?:alguien|una persona)(?: de verdad| real| de carne y hueso)?\b|\b(?:he|she|they|el|ella|ong ay|ba ay|khach)\b (?:says?|said|dice|pide|noi|doi)\b.{0,30}\b(?:real person|human|live agent|one of my agents|persona real|un humano|uno de mis agentes|nguoi that)\b|(?:他|她|客户|买家|卖家|租客|客人)(?:说|话|要求).{0,10}(?:真人|人工|找经纪人)/;
// "¿el asistente le pasa la conversación a una persona cuando el inquilino lo pide?", "does it hand the chat to a person
// when a tenant asks?": the same hand-off asked of the assistant, whether it is done: the FAQ's yes.
const HANDS_OVER = /(?:机器人|ai|助手)[^。；;]{0,16}(?:的时候|时)，?[^，。；;,]{0,4}(?:转给|转到|交给)(?:真人|人工)(?:吗|么|？|\?)|\b(?:pasa|pase|transfiere|entrega)\w* (?:la conversacion|el chat) a (?:una persona|un humano|alguien|un agente (?:de verdad|real|humano)|una persona (?:de verdad|real))\b.{0,40}\b(?:cuando|si)\b.{0,30}\b(?:lo pide|pide|pida|quiere|quiera)\b|\bhand\w* (?:the conversation|the chat|it|them) (?:off |over )?to (?:a |an )?(?:person|human|real person)\b.{0,30}\b(?:when|if|whenever)\b.{0,40}\bask\w*\b/;

// "once he's qualified, how do I find out about him, and how does he land with one of my agents?", "¿cómo me entero yo y
// cómo le llega a uno de mis agentes?": the FAQ's word that every lead lands in their pipeline (their CRM connected).
const LANDS = /\b(?:how (?:do|would|will|can) (?:i|we) (?:find out|hear|know|get (?:told|notified|alerted))\b.{0,20}\b(?:about )?(?:him|her|them|it)|(?:land|lands|get|gets|end up|ends up|reach|reaches|go|goes) (?:with|to) (?:one of )?(?:my|our) (?:agents?|team)|(?:passed|handed|routed|sent) (?:on )?to (?:one of )?(?:my|our) agents?)\b|\b(?:como se entera (?:el|mi|la) (?:agente|asesor\w*)|a cual de mis (?:\d+|agentes|asesores) le toca|como me entero|como (?:le|les) llega|(?:le|les) llega a (?:uno de )?mis agentes|(?:la|lo) (?:pasan|mandan|asignan) a (?:uno de )?mis agentes)\b|\b(?:lam sao (?:toi|em|chi|anh|co|chu) biet|(?:chuyen|den tay|toi tay) (?:cho )?(?:agent|moi gioi|nhan vien))\b|我怎么知道|怎么通知我|(?:转|分|派)给(?:我的)?(?:经纪人|同事)/;
// "¿Y yo cómo sé lo que le contestó?", "how do I know what it told them?": what the AI said reaches them the same way.
const TOLD_WHAT = /\b(?:como (?:se|sabre|sabria|veo|voy a saber|me entero de)\w* (?:yo )?(?:lo )?que (?:le|les) (?:contesto|respondio|dijo|escribio)|how (?:do|would|will|can) (?:i|we) (?:know|see|find out|hear) what (?:it|the (?:bot|ai|assistant)|your (?:bot|ai)) (?:told|said to|answered|replied to) (?:him|her|them))\b/;
// "where would I see how many like him came in and how many we lost?": the dashboards of leads and pipeline.
const COUNTED = /\b(?:where|how) (?:would|do|can|could|will) (?:i|we) see\b.{0,40}\b(?:how many|numbers|came in|lost|converted|closed)\b|\b(?:donde|como) (?:veo|vemos|puedo ver)\b.{0,40}\b(?:cuant[oa]s|numeros)\b|\b(?:xem|biet) (?:o dau|duoc) (?:bao nhieu|so)\b|(?:在哪里|哪里|在哪)(?:看|看到|查).{0,10}(?:多少|几个)/;
// "Ella dice que no vende hasta dentro de tres meses. ¿Qué pasa con ella mientras tanto, quién la sigue?": kept after.
// ("in the meantime" alone is only a while: "mientras tanto, ¿su asistente atiende llamadas?".)
const KEPT_AFTER = /\b(?:keeps? after (?:him|her|them)|does anything keep after|stays? on (?:him|her|them)|(?:what happens|what does it do) (?:to|with) (?:him|her|them) (?:in the meantime|meanwhile)|quien (?:la|lo|les) sigue|quien le da seguimiento|que pasa con (?:ella|el) mientras tanto|ai (?:theo doi|cham soc) (?:ong|ba|co|anh|chi) ay)\b|这期间|这段时间谁跟/;

// "they want to see three houses that Saturday, in Mont Belvieu, Baytown and Crosby. How does it line those up?", "they
// want to walk the place on a saturday, an hour out on 290: can your system work that into a showing": showings put in
// order and in the day, which is the home page's traffic-aware scheduling.
const TOUR = /\b(?:(?:two|three|four|five|six|several|a few|\d) (?:houses|homes|places|properties|listings|showings|casas|propiedades)|(?:walk|see|tour|show) (?:the|that) (?:place|house|home)|(?:ver|ensenar|mostrar) (?:\d+|dos|tres|cuatro|cinco|varias) casas|xem (?:\d+|hai|ba|bon|nam|may) (?:can|nha))\b|看(?:[两三四五几\d]+)(?:套|间|处)房|看[两三四五几\d]+(?:套|间|处)|\bplus (?:two|three|four|\d) (?:more )?(?:in|out in|over in)\b/;
const LINED_UP = /\b(?:lines? (?:those|them|it|these|that) up|put (?:them|those|these) in (?:order|a row)|order (?:them|those)|route (?:them|those)|work (?:that|it|them|those) into (?:a |the |my )?(?:showing|schedule|tour|day|calendar)|fit (?:that|it|them|those) (?:in|into)|schedule (?:that|it|them|those)|(?:como|cual) (?:las|los) (?:acomoda|ordena|organiza|agenda|programa)\w*|xep (?:lich|thu tu)\w*|work (?:out|up) the showings|(?:set up|schedule|arrange|line up) the showings)\b|(?:怎么|如何)(?:给他|帮他|给她|帮她|给他们)?(?:排|安排)/;

function faqPassage(id: string, facts: SiteFacts, language: Language): Answer | null {
  const faq = knowledgeOf(facts).passages.find((p) => p.id === id);
  if (!faq) return null;
  const own = faq.text[language];
  return { t: "passage", id: faq.id, kind: faq.kind, title: faq.title.slice(0, 300), url: faq.url, sentences: [(own ?? faq.text.en ?? "").slice(0, 1200)], lang: own ? language : "en" };
}

/** What the product does at this point of an imagined client's way, or null when none is told. */
export function leadPathAsked(text: string, facts: SiteFacts, language: Language): Resolved | null {
  // What a post says of such a client ("the speed to lead article, what does it say about folks who text back stop?")
  // is the post's to answer.
  // ("AI能不能回答我客户的贷款问题，比如利率？" asks for financing advice, which a post says no to: post-situations.ts.)
  // ("Nhóm chị có 6 agent…, khách phần lớn là gia đình trẻ mua nhà lần đầu. Gói nào hợp…?": who their clients are, told
  // beside which package fits a size told, is no client followed through the product: the fit answers.)
  if (POST_NAMED.test(text) || forbiddenAsked(text) || (RECOMMEND.test(text) && readProfile(text).size !== undefined)) return null;
  const handsOver = HANDS_OVER.test(text);
  const person = PERSON_WANTED.test(text) || handsOver ? faqPassage("faq:spanish", facts, language) : null;
  if (person) return { answers: [handsOver && person.t === "passage" ? { ...person, lead: "yes" } : person], topic: null, intent: "services" };
  const someone = LEAD.test(text) || /\b(?:he|she|they|him|her|them|el|ella|ong ay|ba ay|khach)\b|他|她/.test(text);
  const lands = (someone && LANDS.test(text)) || TOLD_WHAT.test(text) ? faqPassage("faq:crm-mls", facts, language) : null;
  if (lands) return { answers: [lands], topic: null, intent: "services" };
  if (someone && COUNTED.test(text)) return { answers: [service("analytics-dashboards")], topic: null, intent: "services" };
  // ("这期间系统能自动跟进这些买家吗？": asked whether, the service's yes.)
  if (someone && KEPT_AFTER.test(text)) return { answers: [service("client-management", asksYesNo(text))], topic: null, intent: "services" };
  const quiet = GOES_QUIET.exec(text);
  const before = quiet ? text.slice(Math.max(0, quiet.index - 80), quiet.index) : "";
  if (quiet && (LEAD.test(before) || /^(?:they|he|she)\b/.test(quiet[0]) || /\b(?:he|she|they|ella|ong ay|ba ay|khach)\b|他|她/.test(before)) && !/\b(?:agent|agente|owner|broker|nobody|no one|nadie)\b/.test(before.slice(-25))) {
    return { answers: [service("client-management")], topic: null, intent: "services" };
  }
  if (TOUR.test(text) && LINED_UP.test(text)) return trafficCard(language);
  if (SEE_IT.test(text)) return { answers: [service("ai-agents-lead-capture")], topic: null, intent: "services" };
  if (SUPPOSED.test(text) && LEAD.test(text) && REACHES_US.test(text) && WHAT_HAPPENS.test(text)) {
    const channel = BY_TEXT.test(text) ? "enhanced-messaging" : BY_PHONE.test(text) ? "voice-ai" : null;
    // ("AI能先帮我们筛选第一次买房的买家吗？比如问他们…": asked whether, the service's yes.)
    return { answers: [service("ai-agents-lead-capture", text.split(/[.?!。？！]/u).some((sentence) => asksYesNo(sentence))), ...(channel ? [addon(channel)] : [])], topic: channel ? { kind: "addon", key: channel } : null, intent: "services" };
  }
  return null;
}
