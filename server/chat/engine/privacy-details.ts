import { ERASE } from "./policy-shapes.ts";

// Details of the privacy page asked in so many words, each answered by the one sentence of its section that says it
// (docs/decisions/015): what happens to a phone number or e-mail given in this chat, who reads the chats, the copy the
// browser keeps and how to clear it, what not to type here, where the replies come from; whether crawlers are counted
// in the visit statistics; a mailbox that refuses the newsletter; where the pages' fonts and scripts come from; what the
// share buttons load; where the booking button leads; what the customer database receives; which device or browser is kept of a visit; how the contact form keeps spam out; how long
// how-the-visitor-came is kept, and whether its campaign tags are kept whole; how long
// the spam-protection counters are kept; and whether the address must be shown to be one's own before a request for
// one's data. Read on
// folded text (foldForRules); each gives the section and the English words of its sentence, added to the question
// so that the sentence is the one picked.

/** The section asked about and the words of the sentence that answers. */
export interface PrivacyDetail {
  section: "chat" | "statistics" | "newsletter" | "summary" | "other-sites" | "how-you-found-us" | "retention" | "your-choices" | "storage" | "changes" | "contact-form" | "sharing";
  told: string;
  /** The beginnings of the page's sentences that answer, in its English text. */
  says: readonly string[];
  /** The yes or no read from the sentence stands (it answers the question's own verb); else no lead is said. */
  yesNo?: true;
  /** The yes or no the sentence gives a yes-or-no question of it, said first. */
  verdict?: "yes" | "no";
}

// This chat, named in any of the ways the visitor may: "this chat", "in the chat", "esas conversaciones", "mấy cuộc chat
// đó", "khung chat", "聊天记录".
const THIS_CHAT =
  /\b(?:(?:this|the|ur|your|these|those|my) (?:chats?|chatbot|conversations?|convos?|chat ?box|chat window|transcripts?)|(?:in|into|on) (?:the |this |your )?chat|chat (?:on|in) (?:your|this|the) (?:site|website|page)|(?:este|el|del|al|en el|esta|la|esas?|estas?|mis|sus|los) (?:chats?|conversacion(?:es)?)|ventana del chat|lo que (?:escribo|pongo|mando) (?:aqui|aca)|what i (?:type|write) (?:here|in here)|(?:cuoc |doan |khung |o )?chat (?:nay|ni|do|o day)|(?:may|nhung|cac) cuoc (?:chat|tro chuyen|hoi thoai)|(?:trong|vao|vo|o) (?:khung )?chat|khung chat|cuoc (?:tro chuyen|hoi thoai|chat))\b|(?:这里|这儿|在这|这个|这次|我在这儿?)(?:的)?(?:聊天|对话)|聊天(?:记录|内容|框|窗口|里)|聊的内容/;

// A phone number or e-mail given in the chat, and what is done with it: "if I leave my number in the chat, what do you
// do with it?", "si dejo mi teléfono en el chat, ¿qué hacen con él?", "đưa số điện thoại trong chat thì làm gì", "我在聊天里留了电话，你们拿来干嘛？".
const CONTACT_GIVEN = /\b(?:phone(?: number)?|number|e-?mail(?: address)?|cell|telefono|numero|correo|celular|so dien thoai|sdt|so dt)\b|电话|手机号?|号码|邮箱/;
const WHAT_DONE = /\bwhat (?:do|will|would|did) (?:you|u|y ?all|ya) (?:guys )?(?:do|use)\b|\bwhat happens\b|\bque (?:hacen|haran|hace|pasa|sucede)\b|\blam gi\b|\b(?:xu ly|dung)\b.{0,12}\b(?:sao|the nao|gi|vao viec gi)\b|(?:拿来|用来|会)?(?:做|干)(?:什么|啥|嘛)|怎么处理|会怎样|怎么用/;

// Who reads them: "who reads those chats?", "¿quién lee las conversaciones?", "ai đọc được", "谁能看".
const WHO_READS = /\bwho (?:else )?(?:on (?:your|ur|y ?all s) end |at (?:your|the) (?:agency|office|company) |of (?:you|y ?all) |there )?(?:can |could |will |would |gets to |is able to )?(?:read|reads|see|sees|look at|looks at|access|has access)\b|\bquien(?:es)? (?:mas )?(?:de (?:ustedes|uds|su equipo|la agencia) )?(?:(?:las|los|la|lo) )?(?:puede\w* |podr\w* )?(?:lee\w*|ve|ven|ver|leer|revisa\w*|tiene\w* acceso)\b|\b(?:ai|nhung ai|ai khac)\b.{0,8}\b(?:doc|xem|coi)\b|谁(?:能|可以|会)?(?:看|读|查看)|(?:你们的?人|员工|工作人员|团队|真人|人工)(?:能|可以|会)?(?:看得到|看得见|看到|看见|查看)/;

// The copy on the visitor's device: "is this chat saved on my phone?", "¿se guarda en mi navegador?", "lưu trong điện thoại tui", "存在我手机上？".
// "does my phone hang on to a copy of this chat", "se me queda guardado en el móvil", "điện thoại o giữ lại được bao nhiêu tin nhắn".
const ON_DEVICE = /\b(?:on|in) (?:my|the|this) (?:phone|device|browser|computer|laptop|tablet)\b|\b(?:mi|el) (?:celular|telefono|movil|navegador|computador\w*|compu|dispositivo)\b|\bmy (?:phone|device|browser|computer|laptop|tablet|cell)\b.{0,12}\b(?:keep|keeps|hang on|hangs on|hold|holds|store|stores|save|saves)\b|\bdien thoai\b.{0,12}\b(?:giu lai|luu lai)\b|\b(?:trong|tren|o) (?:dien thoai|may|trinh duyet|thiet bi)\b|\btrinh duyet\b|\bbrowser\b|\bnavegador\b|(?:我|我的)?(?:手机|浏览器|电脑)(?:上|里)|\b(?:reload\w*|refresh\w*|recarg\w*|tai lai)\b|刷新|重新加载|(?:存|保存|放)在哪/;

// What is not to be typed here: "should I type my SSN in this chat?", "¿puedo poner mi número de seguro social?",
// "có nên gõ số an sinh xã hội", "能在聊天里输身份证号吗？".
const SENSITIVE = /\b(?:social security|ssn|bank (?:account|details|info\w*)|account numbers?|credit card|card numbers?|passport|passwords?|sensitive|private (?:stuff|things|info\w*|details|matters?)|seguro social|cuenta bancaria|numero de cuenta|tarjeta de credito|pasaporte|contrasenas?|datos (?:sensibles|privados|personales delicados)|an sinh xa hoi|tai khoan ngan hang|the tin dung|ho chieu|mat khau|(?:chuyen|thong tin) (?:rieng tu|nhay cam|ca nhan)|rieng tu)\b|社会安全[号码卡]|社安[号码卡]?|社保号|身份证|银行卡|银行(?:账户|帐户|账号|帐号|户口|资料|信息|数据)|信用卡|密码|护照|隐私|敏感/;
const TYPE_IT = /\b(?:type|put|enter|share|give|send|write|post|safe|okay|ok|should|escrib\w*|pon\w*|compart\w*|mand\w*|deb\w*|seguro|go|nhap|dua|gui|viet|nen|co nen)\b|输入|打|发|写|给|应该|能不能|可以|安全/;

// Where the replies come from: "where do the replies actually come from?", "¿de dónde salen las respuestas?", "câu trả lời từ đâu ra", "回复是从哪来的？".
const REPLIES_FROM = /\bwhere (?:do|does) (?:the |your |its |these |those )?(?:replies|answers|responses|reply|answer)\b.{0,20}\bcome from\b|\bwho (?:writes|is writing|generates|makes) (?:the |these |your )?(?:replies|answers|responses)\b|\bde donde (?:salen|vienen|sacan|provienen) (?:las |sus )?respuestas\b|\bquien (?:escribe|genera|redacta) las respuestas\b|\b(?:cau )?tra loi (?:tu dau|o dau ra|do ai (?:viet|tao))\b|(?:回复|回答|答案)(?:是)?(?:从哪|哪里来|哪来|谁写)|\b(?:chat|chatbot|bot|assistant|asistente|tro ly)\b.{0,30}\b(?:just|only|simply|really|basically|solo|nomas|chi)\b (?:openai|chatgpt|chat gpt|gpt|claude|anthropic)\b|(?:只是|就是)(?:chatgpt|openai|gpt)/;

// The visit statistics' count, asked of crawlers: "does your visit counter count Google's bots?", "¿cuentan los robots
// de Google en sus visitas?", "bot của Google có được đếm lượt truy cập không", "爬虫算不算访问量？".
const CRAWLERS = /\b(?:crawlers?|spiders?|googlebots?|search[- ]engine bots?|bots?|rastreador\w*|robots?|arana\w*|bot tim kiem)\b|爬虫|蜘蛛|机器人/;
const VISITS = /\b(?:visit (?:counter|count|stats|statistics|numbers)|visitor (?:counter|count|stats|statistics|numbers)|(?:count|counts|counted|counting) (?:visits|visitors|traffic)|page ?views|traffic (?:stats|numbers|count)|statistics|analytics|visitas|visitantes|estadisticas|trafico|luot (?:truy cap|xem)|thong ke)\b|访问量|访客|流量|统计|浏览量/;

// A mailbox that refuses the newsletter: "if my inbox bounces your e-mails, do you keep sending?", "si mi buzón rechaza sus correos".
const REFUSED = /\b(?:bounc\w*|refus\w*|reject\w*|block\w*|undeliver\w*|rechaz\w*|rebot\w*|bloque\w*|tu choi|bi tra ve|tra lai|chan)\b|退信|拒收|退回|被退|拦截/;
const MAILBOX = /\b(?:newsletters?|boletin\w*|ban tin|mailbox|inbox|mail server|e-?mail server|buzon|bandeja|hop thu|hom thu|correos|e-?mails)\b|邮箱|信箱|电子报|通讯/;

// The pages' own fonts and scripts: "do your pages load fonts or scripts from Google?", "¿sus páginas cargan fuentes de
// Google?", "trang web tải phông chữ từ đâu", "你们网页会加载谷歌的字体吗？".
const FONTS = /\b(?:fonts?|web ?fonts?|scripts?|javascript|js files?|cdns?|fuentes|tipografias?|phong chu|font chu)\b|字体|脚本/;
const LOADED = /\b(?:load\w*|pull\w*|fetch\w*|serv\w*|come from|comes from|hosted|from google|carga\w*|vienen|sacan|descarga\w*|tai|lay)\b|加载|载入|来自|从哪/;
const PAGES = /\b(?:pages?|site|website|web|paginas?|sitio|trang)\b|网页|网站|页面/;

// Scripts the pages run, advertising ones above all: "does the site run Facebook or Google ad scripts?", "¿su página
// corre anuncios de Google?", "trang web có chạy script quảng cáo không", "网站有没有跑广告脚本？". The same sentence.
const RUNS = /\b(?:runs?|running|install\w*|embed\w*|corre\w*|ejecuta\w*|instala\w*|chay|cai|gan|nhung)\b|运行|跑|装了|嵌入/;
const ADS = /\b(?:ads?|advertis\w*|pixels?|anuncios?|publicidad|quang cao)\b|广告/;
// …and tracking code put on the pages, by whoever's it is: "any third-party tracking code on your site?", "¿tiene
// scripts de seguimiento de terceros?", "web có gắn mã theo dõi của bên thứ ba không", "网站有没有放第三方统计代码？" (not
// an outside company counting the visits, "do you use Google Analytics?", which the statistics section answers).
const TRACKING_CODE = /\b(?:(?:analytics|tracking|tracker|third[- ]party|statistics) (?:scripts?|codes?|snippets?)|(?:codigos?|scripts?|etiquetas?) de (?:seguimiento|rastreo|analitica|estadisticas|terceros)|(?:ma|script|doan ma) (?:theo doi|thong ke|ben thu ba|cua ben thu ba))\b|(?:第三方|统计|分析|追踪|跟踪|监测|监控)的?(?:代码|脚本|插件)|埋点/;

// The kind of device kept of the user agent, asked as which phone or browser: "do you log what phone or browser I
// use?", "¿guardan qué celular o navegador uso?", "có lưu tui xài điện thoại hiệu gì, trình duyệt gì", "会记录我用什么手机吗？".
// "có ghi lại chị dùng điện thoại hay máy tính không?" (phone or computer): the two kinds named ask which one too.
const WHICH_DEVICE = /\b(?:(?:what|which) (?:kind of |type of )?(?:device|phone|browser|computer|cell)|(?:phone|device) (?:model|brand|make)|que (?:celular|telefono|navegador|dispositivo|compu\w*)|marca de (?:celular|telefono)|(?:dien thoai|may) (?:hieu|loai) (?:gi|nao)|trinh duyet (?:gi|nao)|(?:xai|dung) (?:may|dien thoai) (?:gi|nao)|loai (?:may|thiet bi) (?:gi|nao)|(?:dien thoai|iphone|android|may tinh(?: bang)?|laptop|ipad|tablet) hay (?:dien thoai|iphone|android|may tinh(?: bang)?|laptop|ipad|tablet))\b|(?:什么|哪种|哪款)(?:手机|浏览器|设备|电脑)/;
const KEPT = /\b(?:keep\w*|kept|stor\w*|sav\w*|log\w*|record\w*|track\w*|know|guarda\w*|registra\w*|sabe\w*|luu|ghi|biet|theo doi)\b|记录|保存|存|知道/;

// How the contact form keeps spam out: "how does your contact form stop spam?", "¿cómo evita el spam su formulario?",
// "form liên hệ chống tin rác kiểu gì", "联系表单怎么防垃圾信息？" (how long the counters are kept is asked below).
const SPAM = /\b(?:spam\w*|bots?|junk|basura|tin rac|thu rac)\b|垃圾|机器人/;
const FORM = /\b(?:forms?|formularios?|bieu mau|mau lien he)\b|表单|表格/;

// Where the booking button leads: "whose page opens when I click the booking button?", "¿a qué página me manda el botón
// de agendar?", "bấm nút đặt lịch tư vấn thì mở trang của ai", "点预约按钮会打开谁的页面？": a scheduling page on another service.
const BOOK_BUTTON = /\b(?:button|click\w*|tap\w*|boton|clic|presiono|aprieto|nut|bam|nhan vao)\b.{0,40}\b(?:book\w*|consult\w*|schedul\w*|agendar|cita|consulta|dat lich|dat hen|tu van)\b|(?:按钮|点).{0,8}(?:预约|咨询)|(?:预约|咨询).{0,4}按钮/;
const LEADS_TO = /\b(?:opens?|open up|takes? me|goes|lead\w*|whose|where|which (?:page|site)|abre|manda|lleva|mo|dan|dua|trang (?:cua )?(?:ai|nao))\b|打开|跳到|谁的|哪个(?:页面|网站)/;

// What the customer database receives of the visitor: "what info of mine does your HubSpot get?", "¿qué datos míos
// recibe su HubSpot?", "HubSpot của bạn nhận những thông tin gì của tui": the page's list of who gets a copy.
const CRM_GETS = /\bhubspot\b.{0,30}\b(?:receives?|gets?|sees?|keeps?|stores?|recibe\w*|guarda\w*|nhan|luu|giu|biet)\b/;
const OF_MINE = /\b(?:my|mine|about me|of me|mis|mios|mias|de mi|cua (?:toi|tui|minh|em))\b|我的/;

// The share buttons: "do the share buttons load anything from Facebook?", "¿los botones de compartir cargan algo de
// Facebook?", "nút chia sẻ có tải gì của Facebook", "分享按钮会加载脸书的东西吗？".
const SHARE_BUTTONS = /\b(?:share|sharing|social(?: media)?|facebook|like) (?:buttons?|icons?|widgets?|plugins?|links?)\b|\bbotones? (?:de|para) (?:compartir|redes)\b|\bnut (?:chia se|share|mang xa hoi)\b|分享(?:按钮|键|图标)|社交(?:按钮|链接)/;

// How the visitor came, and its campaign tags: "the info on how I reached your site", "las utm", "đến từ đâu", "从哪来的".
const CAME = /\b(?:how (?:i|we) (?:found|got to|came to|reached|arrived at) (?:you\w*|us|the site|your site|your web\w*)|(?:where|the site) (?:i|we) came from|referr?er|como (?:llegue|llegamos|los encontre|di con ustedes) (?:a )?(?:su |la )?(?:web|sitio|pagina)?|de donde (?:llegue|vengo|vine)|den (?:trang|web) (?:nay )?tu dau|tu dau den)\b|怎么(?:找到|来到)|从哪(?:里|儿|个)?(?:链接|网站|网页|页面|广告)?(?:来的|进来|过来)/;
const TAGS = /\b(?:utms?|utm tags?|utm_\w+|campaign (?:tags?|parameters?|codes?)|tracking (?:tags?|parameters?)|etiquetas (?:de campana|utm)|parametros utm|the (?:gan|ma) (?:chien dich|utm))\b|(?:活动|广告)?(?:标签|参数)(?=.{0,10}(?:utm|链接|活动))|utm/;
const FOREVER = /\b(?:forever|for good|permanent\w*|how long|stay\w*|stored|saved|kept|browser|para siempre|cuanto tiempo|se queda\w*|guardad\w*|navegador|mai mai|vinh vien|bao lau|trinh duyet)\b|永久|一直|多久|浏览器|保存|保留|留存/;
const WHOLE = /\b(?:whole|full|entire|complete\w*|intact|as (?:is|they are)|all of (?:it|them)|every character|length|long|complet\w*|enter\w*|integr\w*|tal cual|nguyen ven|day du|nguyen)\b|完整|全部|原样|多长/;

// The spam-protection counters per IP address: "how long do you keep the spam counters?", "¿cuánto guardan el conteo por
// IP?", "đếm số lần gửi của mỗi địa chỉ IP để chống spam thì giữ bao lâu", "防垃圾的IP计数存多久？".
const SPAM_COUNTS = /\b(?:spam|rate.?limit\w*|(?:requests?|counts?|counters?) per ip|ip address\w*|contador\w* (?:de|por) ip|conteo\w* (?:de|por) ip|por (?:direccion )?ip|dia chi ip|moi ip|chong spam)\b|防垃圾|反垃圾|防刷|(?:ip|IP).{0,6}(?:计数|次数)/;
const COUNTED = /\b(?:count\w*|counters?|tally|contador\w*|conteo\w*|cuenta\w*|dem|so lan|con so)\b|计数|次数|统计/;

// Whether the address must be shown to be the visitor's before a request for their data: "do I have to prove the e-mail
// is mine?", "¿tengo que demostrar que el correo es mío?", "có phải chứng minh email là của tôi không", "要先证明邮箱是我的吗？".
const PROVE_MINE = /\b(?:prove|verify|confirm|show)\b.{0,30}\b(?:is|it'?s|belongs to) (?:mine|me|my own)\b|\b(?:prove|verify|confirm) (?:my|your) identity\b|\bprove\b.{0,20}\b(?:e-?mail|address)\b|\b(?:demostrar|comprobar|verificar|confirmar|probar)\b.{0,30}\b(?:es mio|es mia|soy yo|me pertenece|mi identidad)\b|\bdemostrar\b.{0,20}\b(?:correo|direccion)\b|\b(?:chung minh|xac minh|xac nhan)\b.{0,30}\b(?:la cua (?:toi|tui|minh|em|chi|co|anh)|dung la (?:toi|tui|minh)|danh tinh)\b|\bchung minh\b.{0,20}\b(?:email|e-mail|dia chi)\b|(?:证明|验证|确认|核实).{0,10}(?:是我的|是我本人|是本人|身份)|证明.{0,6}(?:邮箱|地址)/;

// What is held about the visitor, asked as a whole: "what do you store about me?", "what data do you keep on me",
// "¿qué datos guardan de mí?", "bên bạn lưu những gì về tui?", "你们存了我哪些资料？". The summary's line on what is kept
// (what the contact form, this chat and the newsletter box collect) answers, with how to see or delete it.
const HELD_ABOUT_ME = new RegExp(
  [
    /\b(?:what|which|how much)\b(?: \w+){0,3} (?:do|did|does|will|would|can) (?:you|u|yall|y all|you guys|your (?:company|team|site|system))(?: \w+)? (?:store|stored|keep|kept|hold|have|has|collect|save|retain|log|record|know)\b.{0,20}\b(?:about|on|of|from) (?:me|us)\b/.source,
    /\b(?:que|cual(?:es)?|cuanta?)\b(?: \w+){0,2} (?:guardan|guardas|tienen|tienes|almacenan|conservan|recopilan|recogen|saben|registran)\b.{0,20}\b(?:de|sobre|acerca de) (?:mi|nosotros)\b/.source,
    /\b(?:luu|giu|co|biet|thu thap|ghi lai)\b(?: lai)? (?:nhung )?(?:gi|thong tin gi|du lieu gi|cai gi)\b.{0,12}\b(?:ve|cua) (?:toi|tui|minh|em|anh|chi|co|chu|chung toi)\b/.source,
    /(?:你们|您们|贵公司|贵司|你)(?:都|会)?(?:存|保存|保留|收集|记录|有|留)(?:了|着)?(?:我|关于我)的?(?:哪些|什么|啥)(?:资料|信息|数据|东西|内容)?|(?:存|保存|保留|收集|记录)(?:了)?(?:哪些|什么|啥)(?:关于我|我)的?(?:资料|信息|数据)/.source,
  ].join("|"),
);

// What the conversation is filed under: "is the chat kept by my IP?", "¿guardan el chat por mi IP?", "对话是按什么记录的，按IP吗".
const CHAT_WORD = /\b(?:chats?|conversations?|convos?|conversacion\w*|tro chuyen|hoi thoai)\b|聊天|对话/;
const FILED_BY = /\bip\b|\bfil\w* (?:under|by)\b|按(?:什么|哪个|IP|ip)|用什么(?:标识|识别|区分)/;
const FILED = /\b(?:stor\w*|kept|keep|sav\w*|fil\w*|record\w*|log\w*|track\w*|guard\w*|registr\w*|luu\w*|ghi lai)\b|存|保存|记录|记|区分|识别|放|留|写入/;

// What the site keeps in the browser as a whole: "what does your site store in my browser?", "¿qué guarda su sitio en
// mi navegador?", "web lưu gì trong trình duyệt của tui", "你们网站在我浏览器里存了什么" (the chat's own copy is asked above).
const BROWSER = /\b(?:browser|navegador|trinh duyet)\b|浏览器/;
const WHAT = /\b(?:what|which|que|cual\w*|gi|nhung gi)\b|什么|哪些|啥/;

// How a change of the policy is made known: "if the privacy policy changes, how will I know?", "如果隐私政策改了，怎么通知".
const POLICY = /\bprivacy\b|\bprivacidad\b|\bquyen rieng tu\b|\bchinh sach bao mat\b|隐私/;
const CHANGED = /\b(?:chang\w*|updat\w*|cambi\w*|actualiz\w*|modific\w*|thay doi|cap nhat|sua doi)\b|改|更新|修订|变/;
const TOLD = /\b(?:notif\w*|tell|told|know|let (?:me|us) know|inform\w*|avis\w*|enter\w*|sabr\w*|thong bao|bao cho|biet)\b|通知|告诉|知道|提醒/;

const MODEL_NAMED = /\b(?:ai|ia|models?|modelos?|providers?|proveedor\w*|openai|anthropic|chatgpt|mo hinh)\b|模型|人工智能/;

// What the visitor types here, kept: "does this chat save what I type?", "¿Este chat guarda lo que yo escribo?", "Cái chat
// này có lưu lại mấy tin chị nhắn hông?", "你们会保存我在这里打的字吗？": every message and reply is stored (the chat's line).
const KEEPS = /\b(?:stor\w*|sav\w*|keep\w*|kept|record\w*|log\w*|guard\w*|registr\w*|conserv\w*|qued\w* con|luu\w*|ghi lai|giu lai)\b|保存|(?<!聊天)记录|存/;
const WHAT_I_TYPE = /\b(?:what (?:i|we) (?:type|write|say|send|put)|everything (?:i|we) (?:type|write|say)|my messages|the messages|lo que (?:yo )?(?:escribo|escribimos|pongo|digo|le escribo)|mis mensajes|los mensajes|tin (?:chi|tui|toi|em|anh|minh|co)? ?nhan|may tin|tin nhan)\b|我(?:在这里)?(?:打|写|说|发)的|我在[^，。？！?!]{1,12}(?:打|写|说|发)的|聊天(?:记录|内容)|打的字|消息/;
// (Deleting asked is not keeping: "聊天记录会自动删除不？" is the retention section's.)

/** The detail of the privacy page asked about, or null when the part asks none of these. */
const AUTO_DELETED = /\bauto(?:matically)?[- ]?delet\w*|\bdelet\w* (?:\w+ ){0,3}(?:automatically|on (?:its|their) own|by (?:itself|themselves))|\bdelet\w* (?:\w+ ){0,4}after (?:\d+|a few|some|a) (?:days?|weeks?|months?|while|time)|\b(?:se )?borra\w* (?:solit[oa]s?|sol[oa]s?|automaticamente)\b|\bborra\w* (?:\w+ ){0,3}(?:automaticamente|despues de un tiempo)|\btu (?:dong )?xoa\b|自动删/;

export function privacyDetailAsked(text: string): PrivacyDetail | null {
  if (BOOK_BUTTON.test(text) && LEADS_TO.test(text)) return { section: "other-sites", told: " booking a consultation opens our scheduling page on another service", says: ["Booking a consultation opens"] };
  if (CRM_GETS.test(text) && OF_MINE.test(text)) return { section: "sharing", told: " hubspot our customer database", says: ["HubSpot, our customer database"] };
  if (SHARE_BUTTONS.test(text)) return { section: "other-sites", told: " share buttons nothing loads until you click", says: ["The share buttons on blog posts", "Nothing from these services loads"] };
  if (((FONTS.test(text) && (LOADED.test(text) || (RUNS.test(text) && ADS.test(text)))) || TRACKING_CODE.test(text)) && PAGES.test(text)) return { section: "summary", told: " pages scripts fonts come from our own server", says: ["This site sets no cookies", "Its pages, scripts and fonts"] };
  if (REFUSED.test(text) && MAILBOX.test(text) && !THIS_CHAT.test(text)) return { section: "newsletter", told: " mailbox refuses our e-mails permanently we stop sending", says: ["If your mailbox refuses our e-mails"] };
  if (CRAWLERS.test(text) && VISITS.test(text) && !THIS_CHAT.test(text)) return { section: "statistics", told: " known search-engine crawlers and bots are not counted", says: ["Known search-engine crawlers"], yesNo: true };
  if (TAGS.test(text) && WHOLE.test(text)) return { section: "how-you-found-us", told: " tags are cut to 100 characters", says: ["Of the linking site's address"] };
  // A copy of this chat kept on the device is the chat's own line, whatever "after I close it" holds.
  if (THIS_CHAT.test(text) && ON_DEVICE.test(text) && !MODEL_NAMED.test(text)) return { section: "chat", told: " your browser keeps the conversation clearing this site's data in your browser removes that copy", says: ["Your browser keeps the conversation", "Clearing this site's data"] };
  if ((CAME.test(text) || TAGS.test(text)) && FOREVER.test(text)) return { section: "how-you-found-us", told: " browser notes for this tab only session storage emptied when the tab is closed", says: ["When you arrive, your browser notes"] };
  if (SPAM_COUNTS.test(text) && COUNTED.test(text) && FOREVER.test(text)) return { section: "retention", told: " each count is filed under a one-way hash an hourly cleanup deletes it the longest window is one day", says: ["Each count is filed under"] };
  if (WHICH_DEVICE.test(text) && KEPT.test(text) && !THIS_CHAT.test(text)) return { section: "statistics", told: " of the user agent we keep only the kind of device phone tablet or computer", says: ["Of the user agent we keep only"] };
  if (SPAM.test(text) && FORM.test(text) && !FOREVER.test(text)) return { section: "contact-form", told: " to keep out spam the form has a hidden field that only bots fill in", says: ["To keep out spam"] };
  if (PROVE_MINE.test(text)) return { section: "your-choices", told: " we may ask you to confirm that the address is yours first", says: ["We may ask you to confirm"] };
  if (HELD_ABOUT_ME.test(text)) return { section: "summary", told: " we keep what you type into our contact form our chat assistant and our newsletter box", says: ["We keep what you type", "To see, correct or delete"] };
  if (!ERASE.test(text) && (THIS_CHAT.test(text) || CHAT_WORD.test(text) || /\b(?:you|ustedes|ben em|cac ban)\b|你们/.test(text)) && KEEPS.test(text) && WHAT_I_TYPE.test(text) && !FILED_BY.test(text) && !ON_DEVICE.test(text) && !BROWSER.test(text) && !/\b(?:how long|cuanto tiempo|bao lau)\b|多久/.test(text)) return { section: "chat", told: " we store every message you send and every reply", says: ["We store every message"], verdict: "yes" };
  if (REPLIES_FROM.test(text)) return { section: "chat", told: " replies come from software on our own server", says: ["Replies come from software"] };
  if (POLICY.test(text) && CHANGED.test(text) && TOLD.test(text)) return { section: "changes", told: " we update this page and the date at the top", says: ["When what this site does"] };
  if (CHAT_WORD.test(text) && FILED_BY.test(text) && FILED.test(text)) return { section: "chat", told: " the conversation is filed under a random ID your browser creates not under your IP address", says: ["The conversation is filed under"] };
  if (BROWSER.test(text) && WHAT.test(text) && FILED.test(text) && !THIS_CHAT.test(text) && !CHAT_WORD.test(text) && !/\bcookies?\b/.test(text)) return { section: "storage", told: " browser storage random visitor ID announcements you have closed session storage", says: ["How you found us (the first page", "The chat: a random visitor ID", "Announcements you have closed"] };
  // "do y'all auto delete these chats after 30 days?", "¿se borra solito?", "có tự xóa sau một thời gian hông?", "过一段时间会
  // 自动删掉吗？": the retention section's "They are not deleted automatically after a set time", a no.
  if (AUTO_DELETED.test(text) && (THIS_CHAT.test(text) || CHAT_WORD.test(text))) return { section: "retention", told: " they are not deleted automatically after a set time", says: ["Contact requests, chat conversations and newsletter subscriptions", "They are not deleted automatically"], verdict: "no" };
  if (!THIS_CHAT.test(text)) return null;
  if (SENSITIVE.test(text) && TYPE_IT.test(text)) return { section: "chat", told: " please don't type anything into the chat that you wouldn't put in an e-mail to us", says: ["Please don't type anything"], yesNo: true };
  if (CONTACT_GIVEN.test(text) && WHAT_DONE.test(text)) return { section: "chat", told: " if you give the assistant your e-mail address or phone number we save them as a request", says: ["If you give the assistant your e-mail"] };
  // Who reads them, and what for ("what do they do with it, then?"): the staff portal's line, a person following up.
  if (WHO_READS.test(text) || WHAT_DONE.test(text)) return { section: "chat", told: " our team can read conversations in the staff portal", says: ["Our team can read conversations"] };
  // (Asked beside what an AI model receives, both are the question: the section's search finds both sentences.)
  if (ON_DEVICE.test(text) && !MODEL_NAMED.test(text)) return { section: "chat", told: " your browser keeps the conversation clearing this site's data in your browser removes that copy", says: ["Your browser keeps the conversation", "Clearing this site's data"] };
  return null;
}
