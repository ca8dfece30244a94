import type { Answer } from "./knowledge/answer-types.ts";
import { questionGroups, retrievePassages } from "./knowledge/passages.ts";
import { words } from "./knowledge/sentence-pick.ts";
import { polarity } from "./knowledge/polarity.ts";
import { PRIVACY_BEFORE } from "./privacy-asks.ts";
import { privacyParagraphsIn } from "./knowledge/privacy-passages.ts";
import { newsletterPost, NEXT_ISSUES } from "./knowledge/newsletter-post.ts";
import { privacyDetailAsked } from "./privacy-details.ts";
import { yesNoAsked } from "./yes-no-asked.ts";
import { whoElseSees } from "./own-data.ts";
import { LINK_LIFE, NEWSLETTER_LINK } from "./question-patterns.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import type { Language, SiteFacts } from "./types.ts";

// What the site does with what the visitor leaves on it, asked of one of the things that collect it (this chat, the
// contact form, the newsletter, the visit statistics, the spam counters): "is this chat filed under my IP?", "¿una IA
// lee el formulario?", "form liên hệ chống spam thế nào?", "访客统计会存我的IP吗？", "电子报有退订链接吗？". The privacy
// page's section on that thing answers, with its sentences that hold the rest of the question, in the visitor's
// language where the page has one. Rules run on folded text (Chinese read in simplified characters).

// The things the site collects with, each with the privacy section on it.
const CHAT = /\b(?:(?:cuando|mientras|si) (?:chateo|chateamos|escribo|hablo)(?: (?:aca|aqui|con ustedes|en este chat))?|(?:this|the|ur|your) (?:chat|chatbot|conversation|convo)|chat(?:ting)? (?:on |in )?(?:here|history|logs?|transcripts?)|(?:i|we) chat|in here|chat\b.{0,15}\bo day|(?:este|el|del|al|esta|la) (?:chat|conversacion)|(?:cuoc |doan )?chat (?:nay|ni|o day|nay cua)|cuoc (?:tro chuyen|hoi thoai)|(?:tro chuyen|noi dung chat|tin nhan) (?:nay|ni|o day)|cuoc chat)\b|(?:这里|这儿|在这|这个|我在这儿?)(?:的)?(?:聊天|对话)|(?:聊天|对话)(?:记录|纪录|内容)|(?<=你们的?|您们的?)(?:聊天|对话)(?!机器人|助手|ai|工具|功能|系统)/;
// "my chat messages", "chat conversations": the chat named before what it holds counts too.
const CHATS = /\b(?:(?:the|your|ur|my|our) (?:chats|chat logs|conversations|convos|transcripts)|chat (?:messages|conversations|convos|history|logs|transcripts)|(?:las|mis|sus) conversaciones|(?:los|mis|sus) chats|(?:mis|los) mensajes del chat)\b/;
const FORM = /\b(?:contact form|(?:the|your|this|ur) form|formulario|form lien he|bieu mau|form (?:nay|ni|ben))\b|(?:联系|联络)?表单|联[系络]表(?!达)/;
export const NEWSLETTER = /\b(?:newsletters?|boletin(?:es)?|ban tin|issue of (?:the|your) newsletter)\b|电子报|周刊|通讯|订阅/;
const STATS = /\b(?:(?:visit|visitor|site|page) (?:stats|statistics|analytics|counts?)|statistics|analytics|estadisticas|(?:thong ke|dem) (?:luot )?(?:truy cap|nguoi xem|khach))\b|(?:访客|访问|网站|流量)统计|统计访客/;
// This site itself (not the visitor's own website): "does this website store my IP?" is asked of the visit statistics.
const SITE = /\b(?:(?:this|the|your|ur) (?:site|website|web ?page)|(?:este|su|el|del) (?:sitio(?: web)?|pagina(?: web)?)|(?:trang )?web (?:nay|ni|(?:cua |ben )?(?:cac )?ban)|trang (?:web )?(?:nay|ni))\b|(?:这个|你们的?|贵|本)(?:网站|网页)/;
// The chat named at all ("chat trên web này"): the IP asked of it is the chat's, not the visit statistics'.
const CHAT_NAMED = /\b(?:chat\w*|convers\w*|tro chuyen|hoi thoai)\b|聊天|对话/;
const COUNTERS = /\b(?:counters?|rate limits?|contador(?:es)?|conteos?|bo dem)\b|计数|计数器/;
// The logs as a thing ("your server logs", "log files", "log máy chủ"); "do you log my IP?" uses the verb, asked of the site (KEPT_UNDER).
const LOGS = /\b(?:server logs?|logs|log files?)\b|\b(?:registros del servidor|nhat ky (?:may chu)?|(?:file )?logs? (?:(?:cua |tren )?may chu|server|he thong))\b|日志/;

// What is asked of it: how it is kept, who reads it, what guards it.
const IP = /\bip\b|\bdireccion ip\b|\bdia chi ip\b|ip ?地址/;
const KEPT_UNDER = /\b(?:stor\w*|kept|keep|log|logged|logging|sav\w*|fil\w*|record\w*|track\w*|identif\w*|guard\w*|almacen\w*|registr\w*|(?:se )?qued\w* con|retain\w*|(?:hang|hold)(?:s|ing)? on ?to|luu\w*|ghi lai|theo doi)\b|存|保存|记录|追踪|识别|认出|辨认/;
const DEVICE = /\b(?:device|computer|phone|tablet|user agent|browser|dispositivo|computadora|navegador|thiet bi|may tinh|trinh duyet)\b|设备|电脑|手机|浏览器|什么(?:数据|资料|信息)/;
const HASH = /\b(?:hash\w*|random|anonymi\w*|aleatori\w*|anonim\w*|ngau nhien|an danh|ma bam)\b|哈希|散列|随机|匿名/;
const SPAM = /\b(?:spam|bots?|hidden field|honeypot|basura|chong spam|thu rac)\b|垃圾|机器人|防骚扰/;
const CLEARED = /\b(?:clear\w*|clean\w*|reset\w*|delet\w*|wip\w*|how (?:often|long)|limpi\w*|borr\w*|cada cuanto|bao lau|xoa)\b|清|删除|多久|多长时间/;
const AI_READS = /\b(?:ai|a\.i\.|model|ia|inteligencia artificial|tri tue nhan tao|mo hinh)\b.{0,40}\b(?:reads?|reading|read by|classif\w*|sort\w*|tag\w*|lee|leen|leer\w*|analiz\w*|clasific\w*|etiquet\w*|doc|phan loai)\b|\b(?:classif\w*|sort\w*|tag\w*|clasific\w*|phan loai)\b.{0,30}\b(?:ai|model|ia|mo hinh)\b|(?:ai|人工智能|模型).{0,12}(?:读|阅读|看|分类)|(?:分类|归类).{0,12}(?:ai|人工智能|模型)/;
const EXPORT = /\b(?:export\w*|spreadsheet|excel|csv|download\w*|hoja de calculo|descarg\w*|sacar|xuat|bang tinh)\b|导出|表格文件|电子表格|下载/;
// …and the one e-mail with a link it sends ("got one email with a link", "si no le pico al enlace"): the confirmation.
const CLICKED = /\b(?:clic\w*|click\w*|pic\w* (?:al|el) enlace|links? in it|(?:e-?mail|correo) (?:with|wi|con) (?:a |an |un )?(?:link|enlace)|bam (?:vao )?(?:link|duong dan)|nhan vao (?:link|duong dan))\b|点(?:击)?(?:链接|了|那个)|没点/;
// "周刊不想要了", "订了以后不想再收了": the newsletter no longer wanted, said plainly (a way out is asked of it).
// "muốn hủy", "không muốn nhận nữa", "thôi nhận": a way out of the newsletter in Vietnamese's own words.
const NO_LONGER_WANTED = /不想(?:再)?(?:要|收|订|看)了|\b(?:huy|(?:khong|hong|ko|chang) (?:con )?(?:muon )?nhan\b.{0,20}\bnua|thoi nhan)\b/;
const SIGNUP = new RegExp(`${/\b(?:steps?|confirm\w*|double opt.?in|opt.?in|unsubscrib\w*|opt.?out link|pasos?|doble|darse de baja|darme de baja|me doy de baja|desuscrib\w*|buoc|xac nhan|huy dang ky|(?:me )?salgo|salirme|salirse|get off|stop (?:getting|receiving)|dejar de recibir\w*|ngung nhan|bo dang ky)\b|步|确认|退订|取消订阅|退订链接/.source}|${NO_LONGER_WANTED.source}`);
// What happens right after signing up: "will I start getting e-mails right away?", "¿me llegan correos luego luego?", "会直接被加进群发吗？".
// "…xong thì có phải làm gì thêm không, hay cứ thế là nhận?", "do I have to do anything else or does it just start?": what
// comes after subscribing, asked as whether anything more is needed.
const AT_ONCE = /\b(?:right away|immediately|straight away|at once|directly|luego luego|de inmediato|inmediatamente|enseguida|de una vez|directo|ngay lap tuc|ngay lien|cu the la nhan|lam gi them|anything else (?:to do|i need to do)|have to do anything (?:else|more)|tengo que hacer algo mas|hay que hacer algo mas)\b|直接|马上|立刻|立即|还要做什么|还需要做什么/;
// Someone outside receiving it: "third parties", "an AI provider".
// "除了你们自己还会给谁看？", "besides you, who else sees it?": others than us, asked as such.
const THIRD = /(?:除了你们(?:自己)?(?:以外|之外)?(?:还)?(?:会|有)?(?:给|让)?谁)|\b(?:besides|other than|apart from) (?:you|y ?all|your team)\b.{0,20}\bwho\b|\b(?:third[- ]part\w*|(?:other|outside|external) (?:compan\w+|services?|vendors?|providers?|tools?)|terceros?|otras? empresas?|empresas? (?:externas?|de afuera|de fuera)|ben thu ba|ben khac|ben ngoai|cong ty (?:khac|ngoai|ben ngoai))\b|第三方|其他公司|外部(?:公司|服务)/;
const AI_PROVIDER = /\b(?:ai|model) (?:providers?|vendors?|compan\w+)|\bproveedor(?:es)? de (?:ia|inteligencia artificial)|\b(?:nha cung cap|cong ty) (?:ai|tri tue nhan tao)\b|(?:ai|人工智能|模型)(?:供应商|提供商|厂商|公司)/;
const AI_WORD = /\b(?:ai|a\.i\.|models?|ia|mo hinh|tri tue nhan tao)\b|人工智能|模型/;
// An outside analytics service named ("Google Analytics", "一个第三方统计") is asked of the visit statistics.
const OUTSIDE_STATS = /\b(?:google analytics|(?:outside|external|third[- ]party) (?:analytics|trackers?|tracking))\b|谷歌分析/;
// How the visitor came to the site: "how I found you", "which ad or link I clicked", "从哪个网站点进来的", "¿cómo los encontré?", "đến từ đâu".
const FOUND_US = /\b(?:how (?:i|we|people|you) (?:found|find|got to|came to|come to|get to|reached?) (?:you\w*|us|the site|your site)|(?:which|what) (?:ad|link|campaign)s?(?: or (?:ad|link|campaign|site|page)s?)? (?:i|we|brought|sent|led)|(?:keep|keeps|kept|track|tracks|record|records|note|notes|log|logs)\b.{0,25}\b(?:brought|led|sent) (?:me|us) (?:here|to (?:you|your (?:site|page|website)|this site))|como (?:los|las|les|lo|te) (?:encontr\w*|conoc\w*|hall\w*)|de donde (?:llegue|vengo|vine|llego)|que (?:anuncio|enlace) (?:pique|toque|use|segui)|tim (?:thay|ra) (?:ben |cong ty )?(?:ban|anh|cac anh|em)|den tu (?:dau|quang cao nao|link nao)|(?:quang cao|link) nao)\b|怎么找到|从哪(?:里|个|一个|家)?(?:网站|网页|页面|链接|广告|平台)?(?:点|点击|跳)?(?:找到|来的|进来|过来)|哪个(?:广告|链接)/;
// What the form keeps: "what do you store from the contact form?", "¿qué guardan del formulario?", "form lưu gì".
const WHAT_KEPT = /\b(?:what|which|que|cual\w*|gi|nhung gi)\b.{0,30}\b(?:stor\w*|kept|keep|sav\w*|record\w*|guard\w*|almacen\w*|registr\w*|luu\w*)\b|\b(?:stor\w*|keep|sav\w*|guard\w*|luu)\b.{0,30}\b(?:what|gi|nhung gi)\b|(?:存|保存|记录)(?:了)?(?:什么|哪些)/;
// Booking, and where it opens: "does booking open on your page or another service?", "¿se abre en otro servicio?".
const BOOKING = /\b(?:book\w*|schedul\w*|reserv\w*|agend\w*|dat lich|dat hen)\b|预约|预订/;
const ELSEWHERE = /\b(?:another (?:service|site|website|page)|(?:other|outside|external) (?:service|site|website)|otro (?:servicio|sitio)|otra pagina|servicio (?:externo|aparte)|(?:dich vu|trang|web) (?:khac|ben ngoai)|ben ngoai)\b|其他(?:服务|网站)|别的(?:服务|网站)|外部(?:服务|网站)/;
// Signed up and nothing came: "nothing has arrived", "no me ha llegado nada", "chưa thấy gì gửi tới", "还没收到": the
// confirmation e-mail comes first, then nothing until it is clicked.
const NOTHING_CAME = /\b(?:(?:have|has|did|do)(?:n'?t| not) (?:got|gotten|received|seen|get|receive)|never (?:got|received)|nothing (?:has )?(?:arrived|came|come)|not (?:got|received) (?:anything|a thing|any)|no (?:me )?(?:ha )?(?:llegad[oa]|llega|llegan)|no (?:he )?recibid[oa]|no recibo|(?:chua|khong|ko|hong) (?:thay|nhan(?: duoc)?)(?: (?:gi|bai nao|email nao|thu nao|tin nao))?)\b|(?:还|都)?没(?:有)?收到/;
const HOW_LONG = /\b(?:how long|until when|delet\w* (?:[\w-]+ ){0,3}?automatically|auto.?delet\w*|cuanto tiempo|hasta cuando|automaticamente|se borran? solos?|bao lau|tu dong xoa|xoa tu dong|tu dong bi xoa)\b|多久|多长时间|自动删除|定期删除|保存期限/;

// The request the visitor sent through the form, and what the staff do with it on their side ("what can your staff do
// with the request I submitted?", "你们员工在后台能对我提交的请求做什么？"): the form's section (notes, status, export).
const SUBMITTED = /\b(?:(?:my|the|our) (?:requests?|submissions?|inquir(?:y|ies)|enquir(?:y|ies)) (?:i|we) (?:sent|submitted|filled out|made)|what (?:i|we) (?:submit|submitted|sent in)|(?:la |mi |las |mis )?solicitud(?:es)? que (?:envie|mande|mandamos|enviamos|hice|hicimos)|yeu cau (?:minh|toi|em|tui|chung toi) (?:da )?gui)\b|(?:我|我们)(?:提交|发送|发|填|留|传)(?:过去|上去|过来|进来|上来)?(?:的|过的|了的)(?:请求|申请|表单|资料|信息|内容|咨询|需求)|提交(?:的|上来的|过来的)(?:请求|申请|表单|咨询)/;
const HANDLED = /\b(?:do with|handle\w*|process\w*|hacen con|manejan|xu ly|lam gi voi)\b|处理|做什么|做啥|干什么|怎么弄|能做|操作/;
const STAFF_SIDE = /\b(?:staff|team|employees|admin|back ?end|back office|portal|personal|equipo|empleados|nhan vien|doi ngu)\b|后台|员工|工作人员|团队|管理端|职员/;
// Visits counted, or the visitor told apart when coming back ("¿guardan mi dirección para contar las visitas?", "¿cómo
// saben que soy la misma que vuelve al otro día?", "how do you know it's me coming back the next day?"): the visit
// statistics' daily hash, whose sentence says visits on different days can't be linked.
const COUNTED = /\b(?:(?:count|counts|counting|counted) (?:the |your |my |site |page )?(?:visits|visitors|views)|visit counter|(?:contar|cuentan|contais|cuenta|contando|cuentas) (?:las |los |mis |sus )?(?:visitas|visitantes)|(?:dem|tinh) luot truy cap)\b|统计访问|算访问量/;
const COMES_BACK = /\b(?:(?:same|misma|mismo)\b.{0,40}\b(?:vuelve|vuelvo|regresa|regreso|volvio|comes? back|coming back|returns?|returning)|(?:vuelvo|vuelve|regreso|regresa|volver|regresar|entro|entra) (?:\w+ )?(?:al otro dia|al dia siguiente|otro dia|manana|dias despues)|(?:come|comes|coming) back (?:\w+ )?(?:the )?(?:next|another|other|following) day)\b/;
const TOLD_APART = /\b(?:know|knows|tell|recogni[sz]e\w*|identif\w*|saben|sabeis|sabe|reconoc\w*|identific\w*|distingu\w*|link\w*|enlaz\w*|relacion\w*)\b/;
const DAILY_HASH = " random value changes every day hash visits on different days linked";

/** The privacy section that answers, or null when the part asks none of these. */
function sectionAsked(text: string): string | null {
  // "exec level analytics across all 70 agents… which tier has that built in?": a package asked for is no privacy matter.
  if (/\b(?:which|what) (?:tier|package|plan|paquete|goi)s?\b|哪个套餐/.test(text)) return null;
  // "me suscribí a su boletín. ¿de qué temas van a escribir en los próximos números?": what the newsletter will cover is
  // the welcome post's, not how signing up is handled.
  if (NEXT_ISSUES.test(text)) return null;
  if (COUNTERS.test(text) && (SPAM.test(text) || CLEARED.test(text))) return "retention";
  if (LOGS.test(text) && IP.test(text)) return "retention";
  // How long the confirmation link lasts has its own answer (the newsletter-link fact).
  if (NEWSLETTER.test(text) && (SIGNUP.test(text) || AT_ONCE.test(text) || CLICKED.test(text) || NOTHING_CAME.test(text)) && !(NEWSLETTER_LINK.test(text) && LINK_LIFE.test(text))) return "newsletter";
  if (FORM.test(text) && (SPAM.test(text) || AI_READS.test(text) || EXPORT.test(text))) return "contact-form";
  if (FORM.test(text) && WHAT_KEPT.test(text) && !HOW_LONG.test(text)) return "contact-form";
  if ((SUBMITTED.test(text) || (FORM.test(text) && HANDLED.test(text))) && STAFF_SIDE.test(text) && !HOW_LONG.test(text)) return "contact-form";
  // (Cookies asked beside it have their own answer: "no cookies, no third-party analytics scripts".)
  const cookies = /\bcookies?\b|饼干/.test(text);
  if (!cookies && (STATS.test(text) || SITE.test(text)) && (THIRD.test(text) || OUTSIDE_STATS.test(text)) && !CHAT_NAMED.test(text) && !FORM.test(text)) return "statistics";
  if (!cookies && OUTSIDE_STATS.test(text)) return "statistics";
  if (!cookies && !CHAT_NAMED.test(text) && !FORM.test(text) && (COUNTED.test(text) || (COMES_BACK.test(text) && TOLD_APART.test(text)))) return "statistics";
  if (FOUND_US.test(text) && !CHAT_NAMED.test(text)) return "how-you-found-us";
  if (BOOKING.test(text) && ELSEWHERE.test(text)) return "other-sites";
  // "does your site track me with cookies and Google Analytics?": the tracking asked is the cookies' (their own answer).
  if (STATS.test(text) && (IP.test(text) || HASH.test(text) || DEVICE.test(text) || (KEPT_UNDER.test(text) && !cookies))) return "statistics";
  if (CHAT.test(text) && IP.test(text) && KEPT_UNDER.test(text)) return "chat";
  // "do you keep my IP?", "¿se quedan con mi dirección IP?", "mấy em có lưu địa chỉ IP của chị không?": the site named or
  // not, the IP kept by us is the visit statistics' (which keep only a one-way hash), unless the chat, form or newsletter is.
  // "…this chat, is it filed under my IP?": a thing pointed back at is what the IP is asked of, not us.
  if (IP.test(text) && KEPT_UNDER.test(text) && !CHAT_NAMED.test(text) && !FORM.test(text) && !NEWSLETTER.test(text) && !/\b(?:is|was|are) (?:it|that|this|they)\b|\bfil\w* (?:under|by)\b/.test(text)) return "statistics";
  // "do the chat's messages go to outside AI providers?": the chat's own line naming them; other outsiders, the list.
  if (CHAT.test(text) && (AI_PROVIDER.test(text) || (THIRD.test(text) && AI_WORD.test(text)))) return "chat";
  if ((CHAT.test(text) || FORM.test(text) || NEWSLETTER.test(text)) && THIRD.test(text)) return "sharing";
  if (CHAT.test(text) && HOW_LONG.test(text)) return "retention";
  // "how long do you keep the conversations?", "¿cuánto tiempo guardan los chats?": the chats in the plural, kept.
  if (CHATS.test(text) && HOW_LONG.test(text) && KEPT_UNDER.test(text)) return "retention";
  // "how many messages stay in my browser?", "¿cuántos mensajes guarda mi navegador?": the chat's copy in the browser.
  // "how many messages my phone keep": the phone's browser, the same copy.
  if (/\b(?:browser|navegador|trinh duyet|my (?:phone|device|cell)|mi (?:celular|telefono|movil)|dien thoai (?:cua )?(?:toi|tui|em|chi|anh|minh))\b|浏览器|我的?手机/.test(text) && /\b(?:messages?|mensajes?|tin nhan)\b|消息|条/.test(text) && KEPT_UNDER.test(text)) return "chat";
  return null;
}

// A yes or no is read from the sentence holding the question's rarest words in the passage: "is it deleted
// automatically?" from "They are not deleted automatically", not from the line before it on how long it is kept.
const sameWord = (w: string, t: string): boolean => w === t || (Math.min(w.length, t.length) >= 5 && (w.startsWith(t) || t.startsWith(w)));
function yesNoSentence(part: string, sentences: readonly string[], passage: string): string | undefined {
  const groups = questionGroups(part);
  const all = words(passage);
  const rarity = groups.map((g) => 1 / Math.max(1, all.filter((w) => g.some((t) => sameWord(w, t))).length));
  // A word of the sentence counts for one group only: "keep track" asks "keep" and "track", each with the other as its
  // synonym, and a sentence saying "keep" once answers one of them.
  const weight = (sentence: string): number => {
    const own = words(sentence);
    const used = new Set<string>();
    return groups.reduce((sum, g, i) => {
      const hit = own.find((w) => !used.has(w) && g.some((t) => sameWord(w, t)));
      if (hit === undefined) return sum;
      used.add(hit);
      return sum + (rarity[i] ?? 0);
    }, 0);
  };
  return sentences.reduce<string | undefined>((best, x) => (best === undefined || weight(x) > weight(best) ? x : best), undefined);
}

/** The passage's sentences (split where a capital follows a full stop) that begin with one of `says`. */
const saidOf = (text: string, says: readonly string[]): string[] =>
  text.split(/\n|(?<=[.!])\s+(?=[A-Z])/u).map((x) => x.trim()).filter((x) => says.some((b) => x.startsWith(b) || x.includes(`: ${b}`)));

/** The privacy page's sentences on the thing asked about, or null. */
export function privacyMatter(part: string, facts: SiteFacts, language: Language): Resolved | null {
  const text = foldForRules(part);
  // A detail asked in so many words (privacy-details.ts): its section, and its sentence's words added to the question.
  const detail = privacyDetailAsked(text);
  const section = detail?.section ?? sectionAsked(text);
  if (!section) return null;
  // "will e-mails start right away?": the two steps before any issue is what is asked, whatever else the words are near.
  const atOnce = section === "newsletter" && (AT_ONCE.test(text) || NOTHING_CAME.test(text)) && !SIGNUP.test(text);
  // "does an AI read what I write on the form?": the sentence on how the request is tagged (no AI model reads it).
  const aiReads = section === "contact-form" && AI_READS.test(text) && !SPAM.test(text) && !EXPORT.test(text);
  // "how do I get off it later?": the unsubscribe link, not the two steps of signing up.
  const leaving = section === "newsletter" && /\b(?:unsubscrib\w*|(?:me )?salgo|salirme|salirse|get off|stop (?:getting|receiving)|dejar de recibir\w*|dar(?:se|me) de baja|me doy de baja|desuscrib\w*|huy dang ky|ngung nhan|bo dang ky|opt.?out)\b|退订|取消订阅/.test(text) || (section === "newsletter" && NO_LONGER_WANTED.test(text));
  // "got one e-mail with a link": the confirmation link and what happens until it is clicked; an outside analytics
  // company asked: the line that none is involved; how the visitor came (not how tags are cut): the first page.
  const clicked = section === "newsletter" && !leaving && !SIGNUP.test(text) && CLICKED.test(text);
  const formKept = section === "contact-form" && WHAT_KEPT.test(text) && !SPAM.test(text) && !AI_READS.test(text) && !EXPORT.test(text);
  const outside = section === "statistics" && (THIRD.test(text) || OUTSIDE_STATS.test(text));
  const returning = section === "statistics" && !detail && (COUNTED.test(text) || COMES_BACK.test(text)) && !outside;
  const told = clicked ? " confirmation link click nothing" : outside ? "" : returning ? DAILY_HASH : section === "how-you-found-us" && !/\b(?:characters?|cut|truncat\w*|how long|email|e-mail)\b|字符|截断/.test(text) ? " first page linked campaign" : formKept ? " name e-mail phone company prefer contacted" : "";
  // The server logs asked: the logs' own sentences ("Our server's logs record…"), not the section's other counters.
  const query = section === "retention" && LOGS.test(text) && IP.test(text) ? `${part} server logs record` : detail ? `${part}${detail.told}` : outside ? "no outside analytics company involved" : told ? `${part}${told}` : leaving ? `${part} unsubscribe link every issue one click` : section === "statistics" && DEVICE.test(text) && !IP.test(text) ? `${part} kind of device` : atOnce ? `${part} two steps confirmation link` : aiReads ? `${part} tags topics matching words model reads` : part;
  // Who else gets a copy: the page's whole list of them.
  if (section === "sharing") return whoElseSees(facts, language);
  const [hit] = retrievePassages(query, facts, language, 1, ["privacy"], [`/privacy#${section}`]);
  if (!hit || hit.matched === 0) return null;
  const p = hit.passage;
  const said = yesNoSentence(part, hit.sentences, hit.passage.text.en ?? "");
  // A detail whose sentence does not answer the question's own verb ("do the share buttons load Facebook?": "nothing
  // loads until you click") is said without a yes or no.
  // "can I unsubscribe later?": a way out asked is there (every issue's link), whatever "no further issue" reads as.
  const read = detail?.verdict !== undefined ? (yesNoAsked(part, language) ? detail.verdict : null) : detail && !detail.yesNo ? null : polarity(part, language, said && foldForRules(said));
  const first = leaving && read !== null ? "yes" : read;
  // The page's own paragraphs in the visitor's language, where it is translated.
  // A detail asked: the page's sentences that say it, whatever else the search found near them.
  const picked = detail ? saidOf(hit.passage.text.en ?? "", detail.says) : [];
  const found = picked.length > 0 ? picked : hit.sentences;
  // A yes while another sentence quoted says no of what was asked ("the logs record which page… They don't record your
  // IP address, except…") is no plain yes: the sentences say it.
  const held = new Set(questionGroups(part).flat());
  const denied = detail?.verdict === undefined && first === "yes" && found.some((x) => x !== said && polarity(part, language, foldForRules(x)) === "no" && words(x).some((w) => held.has(w)));
  const lead = denied ? null : first;
  const own = privacyParagraphsIn(section, found, language, facts);
  const sentences = (own ?? found).slice(0, 4).map((s) => s.slice(0, 1200));
  return {
    answers: [{ t: "passage", id: p.id, kind: p.kind, title: p.title.slice(0, 300), url: p.url, sentences, lang: own ? language : hit.language, ...(lead ? { lead } : {}) }],
    topic: null,
    intent: "services",
  };
}

// "and how do I unsubscribe later?", "如果以后不想收了要怎么退订？" right after the newsletter was answered: the
// newsletter's section, though the message names no newsletter. A way out asked in plain words ("how do I get out of it
// later?", "¿cómo me salgo?", "hủy sao", "怎么退出") means the same there.
const UNSUBSCRIBE = /\b(?:unsubscrib\w*|(?:dar\w*|doy|da|dan) de baja|desuscrib\w*|huy dang ky|get (?:out|off)|opt (?:me )?out|leave (?:it|the list)|stop (?:getting|receiving) (?:it|them)|get (?:shot|shut|rid|clear) of (?:it|them|the newsletter)|(?:me )?salgo|salirme|salir(?:me)? de|cancel\w*|anular\w*|thoat|huy|ngung nhan)\b|退订|取消|退出|不想(?:再)?收/;
const SUBSCRIBE = /\b(?:subscrib\w*|sign (?:me )?up|signup|join (?:it|the list)|(?:get|gets|getting|receive|receiving) (?:it|them|each issue|issues|the issues)\b.{0,20}\b(?:inbox|e-?mail\w*|mail)|(?:get|have) (?:it|them|each issue|the issues) sent (?:to me|my way|over)|(?:inbox|e-?mail)\b.{0,10}\bevery week|suscrib\w*|apunt\w*|dang ky|nhan (?:ban tin|qua email))\b|(?:怎么|如何|在哪|哪里)(?:才能)?订阅|订阅方式/;
// What the visitor's subscription holds, deleted ("删除我的订阅资料", "delete my subscription data"), is a privacy ask.
const DELETES = /\b(?:delet\w*|eras\w*|remov\w*|borr\w*|elimin\w*|xoa|data|datos|du lieu|info\w*)\b|删|资料|數據|数据/;
// "can I cancel Growth later?", "¿puedo anular el contrato?": what is ended is a package or a contract, not the newsletter.
const OTHER_THING_ENDED = /\b(?:packages?|plans?|paquetes?|planes|goi|growth|foundation|enterprise|contracts?|contratos?|hop dong|add ?-?ons?|complementos?)\b|套餐|合同|合约/;
// The newsletter's own launch post quoted or linked just before ("what categories does it say the articles fall into?")
// is the newsletter talked about too: "how do I get it in my inbox, and can I get shot of it later?" asks of it.
const NEWSLETTER_BEFORE = (last: readonly Answer[], facts: SiteFacts): boolean => {
  const launch = newsletterPost(facts);
  const launchShown = (a: Answer): boolean => launch !== null && ((a.t === "passage" && a.url === `/blog/${launch}`) || (a.t === "posts" && a.slugs.length === 1 && a.slugs[0] === launch));
  return last.some((a) => (a.t === "extra" && (a.id === "newsletter-link" || a.id === "newsletter")) || (a.t === "passage" && a.url.includes("#newsletter")) || launchShown(a));
};

/** The newsletter's privacy section for a way out asked right after the newsletter, or null. */
export function newsletterFollowUp(part: string, last: readonly Answer[], facts: SiteFacts, language: Language): Resolved | null {
  const text = foldForRules(part);
  if (!NEWSLETTER_BEFORE(last, facts) || OTHER_THING_ENDED.test(text)) return null;
  // "how do I get it in my inbox?", "can I sign up for it?": how to subscribe to the newsletter just talked about.
  if (!UNSUBSCRIBE.test(text) && SUBSCRIBE.test(text) && !DELETES.test(text)) return { answers: [{ t: "extra", id: "newsletter" }], topic: null, intent: "blog" };
  // "and if I never click it?", "¿y si nunca le doy clic?": the confirmation link just talked about.
  if (!UNSUBSCRIBE.test(text)) return CLICKED.test(text) ? privacyMatter(`${part} newsletter`, facts, language) : null;
  return privacyMatter(`${part} newsletter unsubscribe link 退订链接`, facts, language);
}

// "¿cuánto tiempo lo guardan?", "how long do you keep it?", "giữ bao lâu?", "保存多久？" right after a privacy answer (the
// chat, its AI model): how long what the visitor typed is kept, though the message names no chat.
const KEPT_OR_DELETED = /\b(?:giu|conserv\w*|retain\w*|borr\w*|delet\w*|elimin\w*|xoa)\b|删/;

/** The retention section for a how-long asked right after a privacy answer, or null. */
export function keptFollowUp(part: string, last: readonly Answer[], facts: SiteFacts, language: Language): Resolved | null {
  const text = foldForRules(part);
  // ("过一段时间会自动删掉吗？", "¿y eso se borra solito?": deleted on its own, asked of the chat just answered.)
  if (PRIVACY_BEFORE(last) && privacyDetailAsked(`${text} chat`)?.section === "retention") return privacyMatter(`${part} (this chat)`, facts, language);
  if (!PRIVACY_BEFORE(last) || !HOW_LONG.test(text) || !(KEPT_UNDER.test(text) || KEPT_OR_DELETED.test(text) || /automati|tu dong|自动/.test(text))) return null;
  return privacyMatter(`${part} (the chat: how long kept)`, facts, language);
}

// "who reads them?", "那看了拿来做啥子？" right after the chat's section was answered: asked of the chat, though the
// message names none.
const CHAT_BEFORE = (last: readonly Answer[]): boolean => last.some((a) => a.t === "passage" && a.url === "/privacy#chat");

/** The chat's section for one of its details asked right after it, or null. */
export function chatDetailFollowUp(part: string, last: readonly Answer[], facts: SiteFacts, language: Language): Resolved | null {
  if (!CHAT_BEFORE(last) || privacyDetailAsked(`${foldForRules(part)} (this chat)`)?.section !== "chat") return null;
  return privacyMatter(`${part} (this chat)`, facts, language);
}
