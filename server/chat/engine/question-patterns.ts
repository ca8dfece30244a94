// The wordings resolve.ts reads a question with, in the four languages (folded: lower case, no accents). Kept apart
// from the logic so each can be read on its own; a pattern used by one rule sits here with that rule's comment.

export const PRICE = /\b(?:how much|price|prices|pricing|cost|costs|costo|costos|cuestan|valor|charge|ballpark|a number|fee|fees|cuota|tarifa|exacto|cuanto|cuanta|precio|cuesta|cobran|gia|bao nhieu|tien)\b|\$\s?\d|\d+ (?:a|per|al) (?:month|mes)|多少钱|价格|费用|收费|啥价|咋收费|说个价|多少|(?:安装|设置|开通|月|年)费/;
export const WHATS_IN = /\b(?:whats in|what is in|include|includes|included|incluye|gom|bao gom|features|tell me about)\b|包括|包含/;
// "which of your packages is designed for an operation of our size?", "¿cuál de sus paquetes va con nuestro tamaño?",
// "gói nào hợp quy mô bên mình", "适合我们这种规模": the package asked for by the size the visitor has.
const SIZE_FIT = new RegExp(
  [
    /\bwhich (?:one )?of (?:your|the|these|those|ur) (?:\w+ )?(?:packages|plans|tiers|options)\b|\bwhich (?:packages|plans|tiers) (?:is|would|fits?|suits?)\b/.source,
    /\bwhich (?:\w+ ){0,4}(?:designed|meant|built|made|intended|geared|suited) (?:for|to)\b|\b(?:our|my) (?:size|scale)\b|\b(?:of|for) (?:a |an )?(?:\w+ )?(?:our|my) size\b/.source,
    /\bcual(?:es)? de (?:sus|los|tus) (?:\w+ )?(?:paquetes|planes)\b(?! (?:incluye|incluyen|tiene|tienen|trae|traen|ofrece|ofrecen)\b)|\b(?:nuestro|mi) (?:tamano|escala)\b|\bcual (?:\w+ ){0,4}(?:pensad|disenad|hech)[oa]s? para\b/.source,
    /\bquy mo (?:cua |nhu |ben )?(?:minh|toi|chung toi|em|team|nhom|cong ty)\b/.source,
    /(?:我们|我)(?:这种|这个|这样的)?规模|哪(?:个|一个|款|种|档)(?:套餐|方案)/.source,
  ].join("|"),
);
// "package nào hợp?", "…thì package nào": Vietnamese asks with the English word as often as with "gói". "¿Cuál paquete?"
// asks as "which package?" does; "¿qué paquete incluye…?" asks what one holds.
export const RECOMMEND = new RegExp(String.raw`^(?:cual|cual es|which|which one|which is it|cai nao|goi nao)$|\b(?:tienen|tendran|hay) algo (?:pa|para|pal) (?:un|una) (?:correduria|inmobiliaria|equipo|agente|oficina)\b|\bwhat (?:do you|do yall|would you) (?:have|offer|suggest|got) for (?:a|an|my|our|me|us)\b(?! (?:question|minute|second))|\bque (?:tienen|ofrecen) para (?:un|una|mi|nuestro|nuestra)\b|\b(?:goi|package|pkg|plan) nao hop\b|(?<!\b(?:nhung|co|cac|may|mot so) )\b(?:goi|package|pkg|plan) nao(?:\s+(?:vay|v|z|zay|day|the|a|ha|hen|nhi|ta|em|anh|chi|ban|ak|ah|nha|nhe|ne))*\W*$|\b(?:which (?:one|package|plan|pkg|pakage|pack|tier|level)|what tier|which of (?:your|the|ur|these|those) (?:\w+ )?(?:packages|plans|tiers)|wich pakage|(?:recommend|suggest|sugest|recomiendan|recomienda|recomend(?=as\b|arias?\b|arian\b|ame\b))\w*|fits? (?:us|me)|which (?:is|one is|would be|one would be) (?:better|best)|better for (?:me|us|a)|best for (?:me|us|a)|cual es mejor|cual (?:paquete|plan)|que (?:paquete|plan)(?! (?:incluye|incluyen|tiene|tienen|trae|traen|ofrece|ofrecen)\b)|mejor para (?:mi|nosotros|un)|tot hon|phu hop hon|escogen la mayoria|eligen la mayoria|(?:el|la|los) que mas (?:eligen|escogen|contratan|piden)|most (?:teams|people|clients) (?:pick|choose|get)|(?:right|best|good|ideal) (?:starting |starter |first )?(?:package|plan|pkg|option|tier) for\b|(?:^|[,.;:]\s*)(?:goi|package|pkg|plan) nao\W*$|should (?:i|we) (?:get|pick|choose)|shud i get|what should (?:i|we) get|most popular|conviene|nos sirve|mas popular|nen (?:chon|dung)|(?:goi|package|pkg|plan) nao (?:phu hop|hop|ok|oke|okay|on|duoc|tot|hay|ngon|danh cho|cho (?:minh|toi|em|team|nhom|ben))|pho bien nhat)\b|适合|最合适|合适我|推荐|选哪个|用哪个|最受欢迎|哪个套餐|哪个好|哪个更好|更适合|${SIZE_FIT.source}`);
// "six platforms, how do I choose to pay least?", "咋选最划算", "¿cómo me sale más barato?", "chọn sao cho rẻ nhất": the
// cheapest way to connect the platforms counted is the bundle that covers them.
export const BEST_VALUE = /\b(?:cheapest|best (?:value|deal|price)|most (?:cost[- ]effective|economical|affordable)|save the most|(?:lo )?mas (?:barato|economico|conveniente)|(?:me|nos) (?:sale|conviene)|como (?:elijo|escojo|elegimos)|re nhat|loi nhat|tiet kiem nhat|chon (?:sao|the nao|cach nao))\b|最划算|最合算|最省钱|最便宜|最实惠|怎么选|咋选|如何选|该怎么选|划算/;
export const BUNDLE_ASK = /\b(?:bundles?|bundel|combos?|paquetes? de (?:instalacion|conexion)|goi cai dat|covers?|connected|(?:tie|tied|tying|link|hook|wire|glue)\w*\b.{0,25}\b(?:together|up)|conectar|ket noi)\b|套装|连接|套餐|捆绑包|打包|接起来|接上|对接|接入|组合价|串接|一起串|串起来/;
// "can I tack it on later, once I have a package?", "¿lo puedo sumar más adelante?", "sau này mới thêm … được không",
// "以后再加可以吗": an add-on added after the package is chosen.
export const ADD_TO = /\b(?:add (?:it|this|that|them) to|agregarlo a|sumarlo a|them vao)\b|加到|\b(?:add|tack|bolt|put)\b(?: (?:it|this|that|them|one|\w+ ai))? on\b.{0,12}\blater\b|\b(?:add|tack on|bolt on)\b.{0,40}\b(?:later|afterwards|down the road)\b|\b(?:agreg|sum|anad)\w*\b.{0,25}\b(?:despues|mas adelante|luego)\b|\b(?:sau nay|mai mot|de sau|sau do)\b.{0,20}\bthem\b|\bthem\b.{0,20}\bsau\b.{0,12}\b(?:duoc khong|duoc ko|duoc hong|khong)\b|以后再加|之后再加|后面再加|以后(?:再)?(?:添加|加上|加购)|(?:以后|之后|后面|将来)(?:还)?(?:能|可以)(?:再)?加|先买套餐.{0,12}(?:再加|以后加|后加)/;
export const TENANTS = /\b(?:tenants?|rental units?|doors|inquilinos|nguoi thue|cho thue)\b|租户|出租/;
export const BLOG = /\b(?:article|articles|blog|blogs|post|posts|read|guide|piece|written|wrote (?:up|somethin\w*|anything|about)|write-?ups?|publish\w*|articulo|articulos|guia|nota|escrito|publicado|bai viet|bai nao|bai mo|viet bai)\b|文章|博客|写过/;
// Amounts of something that is not money ("how much time", "cuántos mensajes", "bao nhiêu tin nhắn", "多少条消息"); "条"
// counts lines and messages, never money ("浏览器存多少条").
export const AMOUNT_OF = /\b(?:how much (?:of|time|extra|longer|more time|data|info)|how many (?:messages|days|hours|minutes|clients|people|calls)|cuantos (?:mensajes|dias|minutos|clientes)|cuanto tiempo|bao nhieu (?:tin nhan|phut|ngay|gio|khach|nguoi|cuoc goi|phan tram|ky tu|chu))\b|%|\b(?:percent|percentage|porcentaje|por ciento|phan tram)\b|百分之|百分比|多少(?:条|个)?(?:历史|聊天|之前的?|以前的?)?(?:消息|信息|记录|分钟|天|小时|客户|字符|字)|多少条|多少个?字符/;
// "how long do you keep transcripts", "how long is the link valid": how long something is kept, not how long to go live.
export const KEPT = /\b(?:keep|kept|store|stored|retain\w*|hang on to|transcripts?|conversations?|messages?|data|link|valid|expire\w*|purge\w*|delete\w*|guardan?|conservan?|enlace|sirve|luu|giu|het han)\b|保存|保留|记录|链接|失效|过期/;
// "How soon should I expect someone to write back?": our reply time (REPLY_TIME's answer), not the go-live timeline.
export const WRITE_BACK = /\b(?:write back|writes back|reply|replies|respond\w*|hear back|get back to|answer (?:me|us|my)|contestan?|responden?|tra loi|phan hoi)\b|回复|回信|答复/;
export const TIMELINE = /\b(?:how long|how fast|how soon|how many (?:weeks|days|months)\b.{0,30}\b(?:live|ready|running|set ?up|done)|(?:is|are|gets?|be|til+|until) (?:it |we |everything )?live|rollout|roll(?:ed)? (?:it )?out|in (?:phases|stages)|phased|go live|por (?:fases|etapas)|(?:theo|tung) giai doan|be live|up and running|when (?:would|will|could|can) (?:we|i|it) (?:be|go) (?:live|up|running|ready)|cuanto tiempo|cuanto tardan?|cuantas semanas|tarda en (?:quedar|estar) list[oa]|quedar list[oa]|en cuanto tiempo|cuando (?:estariamos|estaria|estaremos|estara) (?:funcionando|listos?|en vivo)|bao lau|mat bao lau|khi nao (?:chay|dung|hoat dong|van hanh) (?:duoc)?)\b|多久|多长时间|什么时候(?:能|可以)(?:用|上线)|(?:要|得|需要)好久|好久(?:才|能|可以)|分阶段|几(?:个)?(?:星期|礼拜|周)(?:才|能|可以)?(?:上线|用上|搞好|弄好)/;
// "Email Commander" is the add-on's name, not our e-mail ("Voice AI vs Email Commander: same monthly number?").
export const PHONE_AND_EMAIL = /(?:phone|number|telefono|tel|so dien thoai|sdt|电话).{0,30}(?:e-?mail(?! ?commander)|correo|邮箱)|(?:e-?mail(?! ?commander)|correo|邮箱).{0,30}(?:phone|number|telefono|so dien thoai|sdt|电话)/;
export const BUNDLE_WORD = /\b(?:bundles?|bundel|paquetes? de instalacion|goi cai dat)\b|捆绑包|打包/;
export const WHICH_TOOLS = /\b(?:which|what (?:tools|kinds?|apps|ones)|cuales|que herramientas|loai nao|cai nao|nhung (?:gi|loai))\b|哪些|哪个|哪种|什么工具/;
export const ON_THAT_PLATFORM = /\b(?:there|on it|on that|through it|ahi|alli|por ahi|por alli|o do|tren do|qua do)\b|在(?:那里|那边|那上面|上面)|通过它/;
const NEWSLETTER = /\b(?:newsletters?|boletin|boletines|ban tin)\b|周报|简报|通讯|订阅/;
export const NEWSLETTER_LINK = /\b(?:confirm\w*|verification|verify) (?:link|e-?mail|button)\b|\b(?:link|e-?mail) (?:to confirm|for confirming)\b|\b(?:enlace|link|liga|correo) de confirmacion\b|\blink xac nhan\b|\bxac nhan\b.{0,30}\blink\b|确认链接|确认邮件|验证链接|那个链接/;
export const LINK_LIFE = /\b(?:how long|expir\w*|stop(?:s)? working|twice|more than once|how many times|again|valid|good for|last|cuanto (?:tiempo|dura)|cuanto tiempo tengo|cuantas horas|cuantos dias|dura|duran|how many (?:hours|days)|bao nhieu (?:gio|ngay|tieng)|caduca|vence|expira|varias veces|mas de una vez|dos veces|sirve|bao lau|het han|may lan|con han|co han|hieu luc|bam lai)\b|多久|失效|过期|几次|有效|多长时间|还能用|点几次|几个小时|多少小时/;
export const NEWSLETTER_NAME = new RegExp(
  `(?:${NEWSLETTER.source}).{0,30}(?:\\b(?:name|named|called|call it|title|se llama|nombre|ten (?:la )?gi|ten gi)\\b|叫什么|名字|名称)|(?:\\b(?:name|called|call|se llama|nombre|ten)\\b|叫什么).{0,30}(?:${NEWSLETTER.source})|\\b(?:is there|do you have|have you got|do you (?:put out|send|publish)|any) (?:a |an )?(?:\\w+ )?newsletter\\b|\\b(?:how (?:do|can|would) (?:i|we) (?:get|receive|sign up for|subscribe to|join)|(?:sign|signing) (?:me )?up (?:for|to)|subscribe to|como (?:me )?(?:suscribo|recibo|apunto)|lam (?:sao|the nao) de (?:nhan|dang ky))\\b.{0,30}(?:${NEWSLETTER.source})|\\b(?:can|could|will|would|easy to)\\b.{0,20}\\bunsubscrib\\w*|\\btienen (?:un |algun )?boletin\\b|\\bco ban tin\\b|有没有(?:周报|简报|通讯)|有(?:周报|简报|通讯)吗|(?:周报|简报|通讯).{0,10}(?:怎么|如何)订|(?:怎么|如何)订阅`,
);
export const BLOG_NAME_ASK = /\bblog\b.{0,20}\b(?:name|named|called|se llama|nombre|ten (?:la )?gi)\b|\b(?:name|nombre) (?:of|de) (?:your|su|tu) blog\b|博客叫什么|博客的名字|博客名/;
// The home page's figures asked in so many words: hours saved a week, how much leads or retention grow.
export const STATS_ASK = new RegExp(
  [
    /\bhow many hours\b.{0,40}\bsav\w*|\b(?:cuantas|cuanto|cuantos) (?:horas|tiempo)\b.{0,40}\bahorr\w*|\bahorr\w*\b.{0,20}\b(?:cuantas|cuantos) horas\b/.source,
    /\b(?:tiet kiem|do|bot|giam)\b.{0,30}\b(?:bao nhieu|may) (?:gio|tieng)\b|\b(?:bao nhieu|may) (?:gio|tieng)\b.{0,30}\b(?:tiet kiem|moi tuan|mot tuan)\b/.source,
    /\b(?:lead|leads|khach tiem nang|khach)\b.{0,30}\btang\b.{0,20}\b(?:bao nhieu|may) phan tram\b|\btang\b.{0,20}\b(?:bao nhieu|may) phan tram\b.{0,20}\b(?:lead|khach)\b/.source,
    // "what does the 300% mean?", "con số 300% là gì", "300% 是什么意思": one of the results figures explained.
    /\b\d{2,3}\s?%.{0,40}\b(?:la gi|nghia la gi|co nghia|mean|means|meaning|significa|quiere decir)\b|\b(?:what (?:does|is)|que (?:significa|es|quiere decir))\b.{0,30}\b\d{2,3}\s?%|\d{2,3}\s?%.{0,12}(?:是什么意思|什么意思|是啥|指什么|怎么来的)/.source,
    /(?:每周|一周|每星期|每个星期).{0,8}(?:省|节省|节约).{0,6}(?:多少|几)个?小时|(?:省|节省|节约)(?:下)?(?:多少|几)个?小时|(?:潜在客户|线索|获客|客户留存|留存).{0,10}(?:增加|提高|提升|增长)(?:了)?(?:多少|百分之几|几成)/.source,
  ].join("|"),
);
export const CONNECT = /\b(?:integrat\w*|connect\w*|plugs? (?:in|into)|work with|works with|trabaj\w* con|lam viec voi|works? (?:on|over|through|via)|sync\w*|hook\w*|do|use|using|support\w*|conect\w*|integr\w*|jalan|usan|ket noi|tich hop|dung|lien ket)\b|\b(?:tra loi|phan hoi)\b.{0,20}\b(?:o do|tren do|qua do)\b|对接|集成|连接|能连|用|在(?:那里|那边|那上面|上面)(?:自动)?(?:回复|回答|答复)/;
export const LANGUAGES_ASK = /\b(?:what|which) languages?\b|\b(?:en )?(?:que|cuales) idiomas\b|\bngon ngu nao\b|\b(?:nhung|may) ngon ngu\b|哪些语言|什么语言|几种语言|哪几种语言|\b(?:speak|speaks|talk|habla|hablan|hablar\w*|escribir\w*|noi|support|soportan)\b.{0,40}\b(?:spanish|espanol|chinese|chino|vietnamese|vietnamita|tieng viet|tieng trung|mandarin|languages?|idiomas?)\b|\b(?:answer|reply|respond|atender\w*|atiende\w*|contestar\w*|responder\w*|tra loi)\b.{0,40}\b(?:in|en|bang) (?:spanish|espanol|chinese|chino|vietnamese|vietnamita|tieng viet|tieng trung|tieng tay ban nha|mandarin)\b|\bin (?:spanish|chinese|vietnamese)\b|(?:中文|越南[语话文]|西班牙[语话文]).{0,10}(?:沟通|交流|支持|说|回复|回答)|(?:说|讲|用)(?:中文|越南[语话文]|西班牙[语话文])/;
export const SELF_SETUP = /\b(?:self[- ]?(?:setup|install\w*)|set (?:it )?up (?:myself|ourselves)|myself|ourselves|himself|herself|themselves|in[- ]house|diy|(?:yo|nosotros|nosotras) (?:mism[oa]s?|sol[oa]s?)|(?:conect|instal|configur)\w* (?:yo|nosotros|nosotras)(?: mism[oa]s?)?|(?:tu|tu minh|minh tu) (?:ket noi|noi|lam|cai)|por mi cuenta|por nuestra cuenta|auto ?instalacion|autoconfiguracion|tu cai dat|tu lam|tu thiet lap|(?:hago|haga|hacemos) (?:yo |nosotros )?la instalacion(?: yo| nosotros)?|(?:lo )?instalo yo|lo instalamos nosotros)\b|自己安装|自行安装|自己装|自助安装|自己设置/;
export const FEE = /\b(?:fee|fees|cost|pay|paying|paid|charge|costo|cobran|tarifa|cuota|cargo|pagar|phi|tien)\b|费|钱/;
export const BOOKING_LINK = /\b(?:booking|calendar|calendly|schedul\w*|book a (?:call|time|consult\w*|meeting))\b.{0,20}\b(?:link|url|page)\b|\b(?:link|url)\b.{0,20}\b(?:book|booking|schedul\w*|consult\w*|agendar|cita|reservar|dat lich)\b|\b(?:enlace|link) (?:para|de) (?:agendar|reservar|la cita|la consulta)\b|\blink dat lich\b|预约链接|预约的链接/;
// Named cities outside Houston are places the site does not list (needs.ts UNLISTED_AREAS), answered by name.
export const ELSEWHERE = /\b(?:outside (?:of )?houston|fuera de houston|ngoai houston)\b|达拉斯|奥斯汀|圣安东尼奥|休斯顿以外/;
export const BUNDLES_ASK = /\bbundles?\b|捆绑包|安装套(?:餐|装)|套装|\bgoi cai dat\b|\bpaquetes de instalacion\b/;
export const EMAIL_ASK = /\b(?:e-?mail|correo|email address)\b|邮箱|电子邮件/;
// "number" alone is the phone only when nothing else is counted or cited ("where does the 300% number come from").
export const PHONE_ASK = /\b(?:phone|telefono|cel|celular|sdt|so dien thoai|dien thoai|hotline)\b|电话/;
export const NUMBER_ASK = /\b(?:your|ur|the|a|su|tu|el|contact|call(?:ing)?|office|de contacto) (?:number|numbr|numero|num)\b|^(?:number|numero)\W*$|\bso (?:cua|lien lac|lien he)\b/;
export const NOT_PHONE = /\d\s?%|\bpercent\b|\bporcentaje\b|\bphan tram\b|\b(?:figure|stat|stats|statistic\w*|cifra|dato|estadistica\w*|so lieu|con so)\b|\bnumber of\b|\bnumero de (?!telefono|contacto)|数字|数据来源|百分/;
export const HOW_IT_WORKS = /\bhow (?:does|do) (?:it|this|you|that) work\b|\bwhats the process\b|\bcomo funciona\b|\bhoat dong (?:the|nhu the) nao\b|怎么运作|如何运作/;
export const POINTS_BACK = /\b(?:it|that|this|that one|this one|those|them|ese|esa|eso|este|esta|no|do|cai do|goi do)\b|它|那个|这个/;
// Asking for our hours, e-mail or phone: a place or product named beside it ("for clients in Katy", "for Voice AI
// questions") only says what the visitor wants to talk about, so the contact detail is what gets answered, first.
export const OFF_HOURS = /\b(?:after|outside(?: of)?|beyond|before|fuera del?|despues del?|ngoai)\s+(?:business |office |working |normal |regular |our |your )?(?:hours|horario|gio)\b|\bhours? (?:saved|per week|a week|back)\b|\bsav\w* .{0,12}\bhours\b|非工作时间|下班后|工作时间(?:以外|之外)/;
// "what times does your office pick up?" (after "which days and" was split off), "làm việc từ mấy giờ", "thứ bảy có làm việc
// không", "你们星期六有人上班吗": which days or times someone is there.
const WHEN_OPEN = new RegExp([
  /\bwhat times?\b.{0,30}\b(?:open|close|pick up|picks up|answer\w*|available|reach)\b/.source,
  /\b(?:lam viec|mo cua|nghe may|truc)\b.{0,12}\bmay gio\b/.source,
  /\b(?:thu (?:hai|ba|tu|nam|sau|bay|[2-7])|chu nhat|cuoi tuan)\b.{0,25}\b(?:lam viec|mo cua|nghi|co nguoi truc|di lam)\b/.source,
  /(?:周[一二三四五六日末天]|星期[一二三四五六日天]|礼拜[一二三四五六天]|周末)[^，。？?]{0,8}(?:上班|营业|开门|办公|有人)/.source,
  // "support timings", "Saturday support", "¿dan soporte los sábados?", "giờ hỗ trợ", "周六有客服吗", "客服时间".
  /\b(?:support|helpdesk|help desk|customer service|office|team) (?:timings?|times|hours|schedule|availability)\b|\b(?:saturday|sunday|weekend)s? (?:support|hours|coverage|availability)\b|\bsupport (?:on )?(?:saturdays?|sundays?|weekends?)\b/.source,
  /\b(?:soporte|atencion|atienden|asistencia)\b.{0,15}\b(?:sabados?|domingos?|fines? de semana)\b|\b(?:horas?|horario) de (?:soporte|atencion|asistencia)\b/.source,
  /\b(?:gio|thoi gian) ho tro\b|\bho tro\b.{0,15}\b(?:thu bay|chu nhat|cuoi tuan)\b/.source,
  /(?:周六|星期六|礼拜六|周日|星期日|周末)[^，。？?]{0,8}(?:支持|客服|服务)|(?:客服|支持|服务)(?:时间|时段)/.source,
].join("|"));
export const HOURS_ASK = new RegExp(String.raw`\bwhen (?:can|could|do|should) (?:i|we) (?:actually |usually )?(?:reach|contact|call|get (?:a )?hold of|get ahold of|talk to)\b(?! (?:a|an|the|my|our) )|\bcuando (?:puedo|podemos|se puede) (?:contactar\w*|llamar\w*|comunicar\w*|hablar con)\b|\bkhi nao (?:thi )?(?:co the |duoc )?(?:lien he|goi|lien lac)\b|什么时候(?:可以|能)(?:联系|找到|打电话|联络)|\b(?:what|which|whats)\b.{0,12}\bhours\b|\b(?:what|which) days\b.{0,20}\b(?:times?|hours|open|answer|pick up|available)\b|\bdays and (?:times|hours)\b|\bque dias\b.{0,20}\b(?:horas?|horario|atienden|abren)\b|\b(?:horas?|horario|atienden|abren)\b.{0,40}\bque dias\b|\bwhat time (?:do|does|are|is)\b.{0,20}\b(?:open|close|start|work\w*|available)\b|\bwhen (?:are|is|do) (?:you|your team|your office|u|yall|you guys)\b.{0,6}\b(?:open|available)\b|\b(?:your|ur|business|office|opening|working) hours\b|\bhours of (?:operation|business)\b|\bhorarios?\b|\ba que horas? (?:abren|cierran|atienden|trabajan|contestan|empiezan|dan|brindan|ofrecen|prestan|tienen)\b|\bgio (?:lam viec|mo cua|hanh chinh)\b|\bmay gio\b.{0,10}\b(?:mo cua|lam|dong cua|nghi)\b|\b(?:lam viec|mo cua|dong cua) (?:tu |luc )?may gio\b|几点(?:上班|开门|下班|关门)|(?:营业|工作|上班|办公)时间|${WHEN_OPEN.source}`);
const NOT_CONTACT_EMAIL = "(?! commander| marketing| campaigns?| lists?| tools?| automation| sequences?| follow| templates?| blasts?)";
export const EMAIL_CONTACT_ASK = new RegExp(`\\b(?:your|ur|su|tu|sus|contact)\\s+(?:e-?mail|correo)(?: address| electronico)?\\b${NOT_CONTACT_EMAIL}|\\b(?:what|whats|which|cual|que)\\b(?:\\s+(?:is|es|the|el|su|your)){0,2}\\s+(?:e-?mail|correo)(?: address| electronico)?\\b${NOT_CONTACT_EMAIL}|\\b(?:e-?mail|correo) (?:de ustedes|de contacto|cua (?:ban|cac ban|cong ty|ben ban))\\b|\\bemail (?:nao|gi)\\b|\\bxin (?:dia chi )?(?:e-?mail|mail) (?:cua )?(?:cong ty|ben ban|cac ban|van phong)\\b|邮箱(?:是|地址|多少)|哪个邮箱|你们的邮箱`);
export const PHONE_CONTACT_ASK = /\b(?:your|ur|su|tu|contact|office)\s+(?:phone(?: number)?|number|numero(?: de telefono)?|telefono)\b(?! systems?| lines?| trees?)|\b(?:what|whats|which|cual|que)\b(?:\s+(?:is|es|the|el|su|your)){0,2}\s+(?:phone number|number (?:do i|should i|to) call|telefono|numero de telefono)\b|\b(?:so dien thoai|sdt)\b.{0,25}\b(?:la gi|nao|bao nhieu)\b|哪个电话|电话(?:是多少|号码是|多少)|打哪个|你们的电话/;
// "Voice AI can wait", "forget Growth for now", "dejemos Voice AI para después", "gói Growth tính sau", "先不谈Voice AI":
// an offering put aside, in a clause that asks nothing, is not what the visitor asks about.
// A price asked of the add-on just described, without naming it: "and monthly?", "¿y al mes?", "phí cài đặt cái đó?", "月费呢？".
export const ADDON_PRICE_FOLLOW = /\b(?:monthly|per month|a month|each month|setup|set up|cost|costs|price|pricing|how much|fee|fees|mensual|mensualidad|al mes|por mes|cuanto|cuesta|instalacion|precio|moi thang|hang thang|bao nhieu|phi|gia)\b|每月|月费|一个月|多少钱|安装费|费用|价格/;
export const DEFERS = /(?:跟|和|与)你们(?:无关|没关系|没有关系)|\b(?:nothing to do with (?:you|this)|unrelated|no tiene (?:nada )?que ver|khong lien quan|can wait|later|for now|aside|forget|skip|not now|never ?mind|hold off|despues|luego|mas tarde|olvid\w*|dejemos|dejamos|por ahora|de momento|tinh sau|de sau|sau nha|sau di|khoan|chua ban|bo qua|gac lai|noi sau|(?:cung )?khong can|don'?t need|no (?:lo )?necesito|no me interesa|no quiero|don'?t want|khong muon|before we (?:talk|get into|discuss|go into)(?: about)?|antes de hablar de)\b|先不|不想|以后再|再说|不谈|别说|先别|暂时不|回头再|不需要|不用了/;
// Putting something aside in so many words ("Katy can wait", "de eso después no": "later" alone is often "add it later?").
export const SETS_ASIDE = /(?:跟|和|与)你们(?:无关|没关系|没有关系)|\b(?:nothing to do with (?:you|this)|unrelated|no tiene (?:nada )?que ver|khong lien quan|can wait|for now|aside|not now|never ?mind|hold off|dejemos|por ahora|de momento|tinh sau|de sau|noi sau|gac lai|bo qua|khong can|don'?t need|no necesito)\b|先不|以后再说|再说|不需要/;
// "Market Dashboard sounds good, but first: …?": the offering is put aside for the question that follows.
export const BUT_FIRST = /^[\s\p{P}]*(?:(?:but|pero|nhung|ma) )?(?:first|primero|antes|truoc het|truoc da|truoc)[\s\p{P}]*$|^[\s\p{P}]*(?:但是|不过|可是)?先[\s\p{P}]*$/u;
// "…, but …" / "…, pero …": what comes after the turn is what the visitor is after.
export const BUT_TURN = /^(?:but|pero|nhung|ma|though|however)\b|^(?:但是|不过|可是|但)/u;
export const CLAUSE = /(?<=[,;:，；：])\s*|(?<=[.!。！])\s+/u;
// "solo, what do I need?": a stated profile plus a request for advice is a recommendation, asked for oneself or for
// the people the message is about ("if two of mine go solo, what would each of them need?", "¿qué necesitaría cada uno?").
export const ADVICE = /\bwhat (?:do|should|would|will|does) (?:i|we|they|he|she|each(?: one)?(?: of (?:them|us))?|(?:both|all) of (?:them|us)|both) (?:need|get|use|start with)\b|\bwhat (?:would|could) help\b|\bwhere (?:do|should) (?:i|we) start\b|\bque (?:necesito|necesitamos|necesita|necesitan|necesitaria|necesitarian|me sirve|les sirve|le sirve)\b|\bcan (?:gi|goi gi)\b|需要什么|该用什么/;
// "do you have a post for property managers?" asks for an article too; "post my listings" does not.
export const ARTICLE = /\b(?:articles?|blog|blogs|read|guide|piece|written|wrote (?:up|somethin\w*|anything|about)|write-?ups?|published|articulos?|guia|nota|escrito|publicado|bai viet|bai nao|bai mo|co bai|bai ve)\b|\b(?:a|an|any|some) posts? (?:on|about|regarding|covering|for)\b|文章|博客|写过/;
// "can I trust an AI with my clients?" asks what the FAQ on data safety answers.
export const TRUST = /\bwho owns\b.{0,20}\bdata\b|\b(?:trust|risky|safe to)\b.{0,30}\b(?:clients?|customers?|leads?|data|info)\b|\bconfiar\w*\b.{0,30}\b(?:clientes?|datos)\b|\btin tuong\b|(?:信任|放心).{0,10}(?:客户|数据)|(?:客户|数据).{0,10}(?:信任|放心)/;
// Whether the client data is safe, sold or whose it is, in the four languages.
export const DATA_ASK = new RegExp([
  /\b(?:data|records?|information|info)\b.{0,40}\b(?:safe|secure|protected|sold|sell|owns?|ownership|belongs?)\b|\b(?:safe|secure|sell|sold|owns?)\b.{0,30}\b(?:data|records|information|info)\b/.source,
  // Sold or passed on in other words: "pass my buyers' details along for money", "resell my client list".
  /\b(?:resell\w*|hand\w* over|give away|rent out)\b.{0,50}\b(?:details|lists?|contacts?)\b|\b(?:details|lists?|contacts?)\b.{0,40}\b(?:resell\w*|sell|sold|for money|to marketers|third part\w+)\b/.source,
  /\b(?:datos|informacion|registros)\b.{0,40}\b(?:segur[oa]s?|protegid\w*|vend(?:en|emos|er|id[oa]s?)|dueno\w*|pertenec\w*)\b|\b(?:segur[oa]s?|vend(?:en|emos|er))\b.{0,30}\b(?:datos|informacion)\b/.source,
  /\b(?:du lieu|thong tin)\b.{0,60}\b(?:an toan|bao mat|ban cho|di ban|ban lai|thuoc ve ai|cua ai|so huu)\b|\b(?:ban|chia se) (?:du lieu|thong tin)\b/.source,
  /(?:数据|资料|信息|联系方式|名单|客户).{0,20}(?:安全|归谁|属于谁|所有权|卖给|卖掉|被卖|出售|存(?:放)?在哪|放在哪|存哪)|(?:安全|卖|出售).{0,12}(?:数据|资料|信息|联系方式|名单)/.source,
  // Where the data lives once connected, or what becomes of it if the work ends: it stays in the visitor's own accounts.
  /\bwhere\b.{0,20}\b(?:data|records|information|info|contacts)\b.{0,30}\b(?:live|lives|stored|kept|sit|sits|go|goes|end up|held)\b|\bwhose accounts?\b|\b(?:our|my) own accounts\b|\b(?:data|records)\b.{0,15}\b(?:reside|live|stay|sit)\b.{0,10}\bwith (?:you|your)\b|\bwhat (?:happens|becomes|will happen)\b.{0,20}\b(?:to|of|with)\b.{0,25}\b(?:data|records|information|info|contacts)\b/.source,
  /\bque (?:pasa|pasaria|sucede)\b.{0,10}\bcon\b.{0,25}\b(?:datos|informacion|registros|contactos)\b|\bdonde\b.{0,20}\b(?:quedan|se guardan|viven|estan|se almacenan)\b.{0,20}\b(?:datos|informacion)\b|\ben (?:que|cuales|las) cuentas?\b.{0,30}\b(?:datos|informacion)\b/.source,
  /\b(?:du lieu|thong tin)\b.{0,40}\b(?:luu o dau|nam o dau|o dau|the nao|ra sao|se ra sao|tai khoan cua ai)\b/.source,
  /(?:数据|资料|信息|名单).{0,12}(?:怎么办|怎么处理|会怎样|会怎么样|在哪|存在谁|谁的账户)|存在谁的|谁的账户/.source,
].join("|"));
// Punctuation only after the word: "\W" would also take Chinese characters ("好的，怎么预约咨询" is a question).
export const FILLER = /^(?:hold on|wait|ok|okay|so|hmm+|um+|uh+|well|lol|haha|oh|ah|bueno|pues|oye|a|uhm|vay|嗯|那个|好的)[\s\p{P}\p{S}]*$/u;
export const OFFERING_WORD = /\b(?:bundles?|add-?ons?|complementos?|setup fees?|dich vu bo sung)\b|附加|安装套餐/;
// The question's object is the site itself (cookies, the newsletter, where a figure comes from): a product or
// platform named in passing does not make it a question about that product; retrieval over the site's pages answers it.
export const FIGURE_SOURCE = /\b(?:who (?:came up with|measured|calculated|worked out)|how (?:was|were|did you|do you) (?:\w+ ){0,3}(?:measur|calculat)\w*|de donde (?:sacan|sacaron)|quien (?:midio|calculo))\b.{0,40}(?:\d\s?%|\d+\+?\s?(?:percent|por ciento|horas|hours)|\b(?:figure|number|stat|stats|statistics?|cifra|dato|numero)\b)|(?:\d\s?%|\bpercent\b|\b(?:figure|number|stat|cifra)\b).{0,40}\b(?:who measured (?:it|that|them)|how (?:was|were) (?:it|that|they|those) measured)\b|(?:\b(?:where does|where do|where did|source (?:of|for|on)|sources? (?:of|for|on)|based on|de donde (?:sale|salen|viene|vienen)|fuente de|lay tu dau|tu dau ra|nguon)\b.{0,40}(?:\d\s?%|\b(?:figure|number|stat|stats|statistics?|claim|cifra|dato|datos|numero|con so|so lieu)\b))|(?:\d\s?%|\b(?:figure|stat|statistic|cifra|con so|so lieu)\b).{0,40}\b(?:come from|source|fuente|de donde|tu dau|nguon)\b|(?:数字|数据|\d+\s?%).{0,12}(?:怎么来|从哪|哪来|来源|出处|依据)/;
// The visitor's own newsletter ("my little newsletter to past clients", "mi boletín", "bản tin của em") is their business,
// which a platform may send, not the site's.
const OWN = String.raw`(?<!\b(?:my|our|mi|mis|nuestro|nuestra|nuestros) (?:[a-z-]+ ){0,3})`;
const NOT_OWN = String.raw`(?! (?:(?:to|for|a|para) (?:my|our|mis|nuestros) |(?:cua|ben) (?:em|toi|minh|tui|chung toi)\b))`;
export const SITE_MATTER = new RegExp(`${/\bcookies?\b/.source}|${OWN}(?:${/\bnewsletters?\b|\bboletin\w*|\bban tin\b/.source})${NOT_OWN}|${/(?<!un)\bsubscrib\w*|\bsuscrib\w*|\bdang ky nhan\b|\btrack(?:ing|s)? (?:me|my|visitors)\b|订阅|通讯|简报/.source}|${FIGURE_SOURCE.source}`);
// What the visitor types, sent to or seen by a model vendor: a privacy question, not "do you work with OpenAI?".
export const MY_DATA = /我的(?:电话|号码|手机|邮箱|资料|信息|数据|联系方式)|我.{0,6}(?:输入|写|打|说)的|(?:输入|聊天|对话)的?内容|聊天(?:记录|消息)|\b(?:chat (?:messages?|conversations?|transcripts?|logs?)|(?:messages?|conversations?) (?:in|on|from) (?:this|the|your) chat|mensajes del chat|tin nhan chat|(?:what|everything|anything|whatever|all) (?:i|we) (?:type|write|say|enter|send|put)|tin nhan (?:em|minh|toi|anh|chi) (?:go|viet|gui|nhap)|(?:em|minh|toi) go (?:o|vao) day|nhung gi (?:em|minh|anh|chi) (?:go|viet|nhap|noi)|my (?:messages?|chats?|data|info|information|conversations?|questions?|phone(?: number)?|number|e-?mail(?: address)?|details|contact (?:info|details))|mi (?:numero|telefono|correo|celular)|mis datos de contacto|so (?:dien thoai )?cua toi|email cua toi|thong tin cua toi|lo que (?:escribo|pongo|digo)|mis (?:mensajes|datos|preguntas)|mi (?:informacion|conversacion)|nhung gi toi (?:go|viet|nhap|noi)|tin nhan cua toi|du lieu cua toi|cuoc tro chuyen)\b|我(?:输入|写|打|说)的|我的(?:消息|数据|信息|聊天|对话)/;
// Someone else receiving, seeing or keeping something: with the visitor's own details, a privacy question.
export const SHARED = /\b(?:go|goes|end up|ends up|get|gets|see|sees|receive\w*|shar\w+|sen[dt]|sell\w*|sold|access\w*|stor\w+|keep\w*|kept|compart\w+|recib\w+|vend\w+|guard\w+|chia se|ban|nhan duoc|luu)\b|共享|分享|出售|卖|保存|看到|拿到|收到/;
export const AI_VENDOR = /\b(?:openai|open ai|chatgpt|chat gpt|gpt|anthropic|claude)\b/;
// "is the consultation free or paid?", "¿la consulta tiene costo?", "tư vấn có mất phí không", "咨询收费吗": the booking
// answer says it is free.
export const CONSULT_COST = /\b(?:consult\w*|consulta|asesoria|tu van)\b.{0,30}\b(?:free|cost\w*|charge\w*|paid|pay|fee|gratis|gratuita|costo|cobran?|pagar|pago|mien phi|mat phi|tra phi|co phi|ton phi)\b|\b(?:free|cost|charge|paid|pay|fee|gratis|costo|cobran|mien phi)\b.{0,20}\b(?:for )?(?:the |a |la )?(?:consult\w*|consulta|tu van)\b|咨询.{0,8}(?:免费|收费|付费|要钱|花钱|多少钱)|(?:免费|收费|付费).{0,4}(?:的)?咨询/;
// "why aren't package prices published?", "how soon after the consultation is the quote?": the FAQ on pricing says why
// and that a fixed quote follows within 24 hours.
export const NO_PRICES_ASK = /\b(?:prices?|pricing)\b.{0,30}\b(?:not|n.t|never) (?:published|listed|shown|posted|public|on (?:the|your) (?:site|website|page))\b|\bwhy\b.{0,30}\b(?:no|not|don.?t|doesn.?t)\b.{0,20}\b(?:prices?|pricing|publish\w*)\b|\b(?:how (?:soon|long|fast|quickly)|when)\b.{0,40}\b(?:quote|proposal|estimate)\b|\bpor que no (?:publican|muestran|ponen|tienen) (?:los )?precios\b|\b(?:cuando|en cuanto tiempo|que tan rapido)\b.{0,40}\b(?:cotizacion|presupuesto|propuesta)\b|\b(?:bao lau|khi nao)\b.{0,30}\bbao gia\b|\btai sao\b.{0,20}\bkhong\b.{0,20}\bgia\b|为什么.{0,10}(?:不|没有|没)(?:直接|在网站上|在网上|在官网)?(?:公布|公开|标|写|列出|放)(?:出)?(?:价格|价钱|报价)?|(?:多久|多长时间|什么时候|几天).{0,10}(?:报价|方案)/;
// "is your firm actually based in Houston?", "¿están en Houston?", "công ty ở Houston hả", "你们是休斯顿本地的吗", "why choose
// you", "为什么选择我们": who we are answers, with what sets us apart.
export const ABOUT_US_ASK = /\b(?:are (?:you|yall|u)|you guys|your (?:company|firm|agency|team|business)|(?:is|are) (?:your|the) (?:company|firm|agency|team))\b.{0,25}\b(?:based|located|headquartered|local)\b.{0,20}\bhouston\b|\b(?:are (?:you|yall|u)|you guys)\b.{0,15}\bhouston\b.{0,15}\b(?:based|local)\b|\bnational (?:outfit|company|firm)\b|\bwhy (?:should (?:i|we) )?(?:choose|pick|go with|hire|use) (?:you|your|yall)\b|\bwhat (?:sets|makes) (?:you|your (?:company|firm|agency)) (?:apart|different)\b|\bpor que (?:elegirlos|escogerlos|elegirles)\b|\btai sao (?:chon|nen chon)\b|为什么选择(?:我们|你们)|(?:四|几)项优势|你们的优势/;
// "which AI do you use, OpenAI or Claude?", "你们的 AI 是用 OpenAI 还是 Claude 做的？", "用的是哪几家公司的模型": the site's
// technology list answers.
export const WHICH_AI = /\b(?:which|what|whose) (?:ai|llm|llms|models?|ai models?|language models?)(?: (?:provider|company|vendor)s?)?\b.{0,30}\b(?:use|using|run|runs|built|build|power\w*|behind|under the hood)\b|\b(?:que|cual|cuales) (?:ias?|modelos?|proveedor(?:es)? de ia)(?: de ia)?\b.{0,25}\b(?:usan|utilizan|ocupan)\b|\bmodelos? (?:de ia )?de (?:que|cual(?:es)?) (?:empresas?|compan\w+|proveedor\w*)\b|\b(?:mo hinh|ai) (?:ai )?(?:cua )?(?:hang|cong ty|ben) nao\b|\bdung (?:ai|mo hinh)(?: ai)? (?:nao|gi|cua (?:hang|cong ty|ben) nao)\b|(?:openai|gpt|chatgpt|claude).{0,6}还是.{0,6}(?:openai|gpt|chatgpt|claude)|(?:用|基于)的?是?(?:什么|哪个|哪些|哪种|哪家|哪一家|哪几家)的?(?:ai)?(?:公司|厂商|企业|家)?的?(?:ai|模型|大模型)|(?:大语言模型|大模型|语言模型|ai模型|模型)(?:的)?(?:提供商|供应商|厂商|服务商)(?:是|有)?(?:哪|谁|什么)/;
// The chat itself asked about ("is this chat run by ChatGPT?", "are you GPT?"): how this assistant works, the privacy
// page's answer, not "do you work with OpenAI?" (an integration).
export const THIS_CHAT_VENDOR = new RegExp(`(?:\\b(?:this|the|your|ur) (?:chat|chatbot|bot|assistant|widget)\\b.{0,25}\\b(?:run|runs|powered|built|made|running|using|uses|based)\\b.{0,15}|\\b(?:are you|r u|is this|is it|eres|es esto|ban la|day la)\\b.{0,12})(?:${AI_VENDOR.source.slice(2, -2)})\\b|(?:你是|这是|这个(?:聊天|机器人|助手)).{0,8}(?:chatgpt|openai|gpt)`);
// "how do most clients choose between done-for-you setup and doing it themselves?", "¿la mayoría lo instala por su
// cuenta o se lo hacen ustedes?", "khách thường tự cài hay để bên bạn làm?", "客户一般自己装还是你们帮忙装？": the
// Solutions page's "How Clients Choose" (either option, most mix both), not the most popular package.
export const DONE_FOR_YOU = /\bdone[- ]for[- ]you\b|\b(?:you|your team|y ?all|you guys) (?:do|doing|does|set|setting|handle|handling) (?:it|the setup|everything|the connections?)\b|\bhecho por ustedes\b|\b(?:ustedes|su equipo) (?:lo |se lo )?(?:hacen|hagan|instalan|instalen|configuran)\b|\b(?:lo|se lo) (?:hacen|hagan|instalan|instalen) ustedes\b|\b(?:ben ban|cac ban|doi ngu) (?:lam|cai|cai dat|ket noi)(?: giup| ho| cho)?\b|\b(?:de|nho) (?:ben ban|cac ban) (?:lam|cai)\b|(?:你们|贵司)(?:帮忙|帮|替|给)?(?:我们|客户)?(?:做|装|安装|设置|搞定|代办)|代办|全包/;
export const DO_IT_THEMSELVES = /\bself[- ]?setup\b|\b(?:do|doing|does|did|set|setting) (?:it|them|things|everything) (?:up )?(?:themselves|ourselves|myself|yourself|on (?:their|our|my) own)\b|\bdiy\b|\bpor (?:su|nuestra|mi) cuenta\b|\b(?:ellos|nosotros|yo) mism[oa]s\b|\btu (?:lam|cai|cai dat|ket noi)\b|自己(?:做|装|安装|设置|动手|弄)|自行(?:安装|设置)/;
export const asksSetupChoice = (text: string): boolean => DONE_FOR_YOU.test(text) && DO_IT_THEMSELVES.test(text);
// Blunt price pushes: the honest redirect (package prices are quoted in a consultation), not a description.
export const PRICE_BLUNT = /^\W*(?:\$+|💰+|💵+)\s*\?*\W*$|\b(?:price ?list|pricing sheet|rate card|lista de precios|tabla de precios|bang gia)\b|价目表|价格表|报价单|\b(?:just|only|simply) (?:the |a |give me (?:the |a )?)?(?:range|number|price|figure|ballpark|cost)\b|\bgive me (?:a |the )?(?:range|number|ballpark)\b|\b(?:bottom line|straight answer)\b.{0,20}\b(?:price|cost)\b|\bdame (?:solo |nada mas )?(?:el|un) (?:numero|rango|precio)\b|\bsolo (?:el|un) (?:numero|rango|precio)\b|\bchi (?:can|muon|xin) (?:con so|gia|khoang gia|muc gia)\b|\bnoi (?:thang|luon) gia\b|直接(?:说|告诉我|给个?)(?:价格|价钱|多少钱|数字)|(?:只要|就要|给个)(?:价格|数字|范围|大概价)/;
// Facts the site never states: named so the reply says what it does not know.
export const GUARANTEE = /\bguarantee\w*|\bgarantiz\w*|\bgarantia\b|\b(?:cam ket|dam bao|bao dam) (?:ket qua|hieu qua|doanh so)\b|保证(?:效果|结果|成交|业绩)|(?:效果|结果).{0,4}保证/;
// Where the agency itself is ("where are you based?", "¿en qué ciudad están?", "công ty bạn ở đâu", "你们公司在哪个城市"):
// the site says Houston and the areas around it.
export const WHERE_WE_ARE = new RegExp([
  /\bwhere (?:are|r) (?:you|u|y ?all|you guys)\b(?: \w+)? (?:based|located|headquartered|from)\b|\bwhere is (?:your|the) (?:company|agency|office|business|headquarters|hq)(?: located| based)?\s*\??$/.source,
  /\ben que (?:ciudad|parte|lugar|estado)\b.{0,20}\b(?:estan|se encuentran|quedan|trabajan)\b|\bdonde (?:estan|queda\w*|se encuentra\w*)\b.{0,10}\b(?:ubicad\w*|ustedes|su (?:empresa|oficina|agencia|compania))\b/.source,
  // Only the company or office is asked about: "dữ liệu công ty tôi lưu ở đâu", "公司的数据存在哪" ask where data is.
  /\b(?:cong ty|van phong|tru so)(?: (?:cong ty|cua|ben|cac|ban|anh|chi|em|minh)){0,4} (?:nam |dat )?o (?:dau|thanh pho nao)\b|\b(?:ben ban|cac ban|ben em)(?: (?:nam|dat|lam viec))? o (?:dau|thanh pho nao)\b/.source,
  /(?:你们|贵公司)(?:公司|的公司|办公室)?(?:在|位于)(?:哪|什么地方)|(?:你们|贵公司).{0,4}哪个城市/.source,
].join("|"));
// Asking whether we have an office somewhere; "our leasing office" or "2 offices" is the visitor's own.
// Where the office is (a place, an address, a visit), not when it answers ("which days does your office pick up?").
// "can I stop by your office?", "what's the street address", "văn phòng bên anh ở đâu": a place to visit us.
export const OFFICE_PLACE = /\b(?:in|at|near|around|located|location|where|visit|address|physical|storefront|stop by|drop by|come by|swing by|pop in|walk in|walk into|in person|en|cerca|donde|direccion|visitar|o dau|dia chi|tai|ghe)\b|在哪|地址|位于|哪里/;
export const OFFICE = /\b(?:do you|do u|you guys|y all|yall|have you|you have|are you|is there|any|your|ur)\b.{0,25}\b(?:offices?|physical location|storefront)\b|\b(?:street|physical|office|mailing) address\b|\b(?:tienen|hay|su|sus)\b.{0,20}\boficinas?\b|\b(?:co|ben ban)\b.{0,20}\bvan phong\b|\bvan phong (?:ben|cua) (?:ban|anh|chi|em|cac ban|cong ty)\b|你们.{0,8}(?:办公室|办事处|分公司)|(?:有|设)(?:没有)?(?:办公室|办事处|分公司)/;
export const NOT_OURS = /\b(?:our|my|mi|nuestra|nuestras|mis|cua (?:toi|chung toi|minh))\b.{0,15}\b(?:offices?|oficinas?|van phong)\b|\d+ (?:offices|oficinas|van phong)|我们的(?:办公室|办事处)/;
export { UNSTATED, asksStaffLanguage } from "./unstated-patterns.ts";
export const TRAINING_ASK = /\btrain (?:our|my|the|your) (?:agents|team|staff|people|employees)\b|\b(?:team|agents|staff|people|we|us|they|equipo|agentes|nhan vien|doi)\b.{0,15}\b(?:get|gets|be|are|will be)?\s?(?:trained|train\w*|onboard\w*|capacit\w*|entrenad\w*)\b|\b(?:teach|show|train)\b.{0,20}\b(?:me|us|my team|our team|my staff|our staff|my agents)\b.{0,20}\b(?:to use|how to use|using)\b|\bhow to use (?:it|the (?:system|tool|platform|thing|software)|this|your)\b|\bon (?:my|our) own\b|\btraining\b|\b(?:ensen\w*|explic\w*|muestr\w*)\b.{0,20}\b(?:a |como )?(?:usar|usarlo|usarla|manejar\w*)\b|\b(?:capacitacion|capacitan|entrenamiento)\b|\b(?:huong dan|chi|day (?:toi|minh|em|chi|anh))\b.{0,10}\bcach (?:su dung|dung|xai)\b|\bdao tao\b|教.{0,6}(?:怎么用|如何用|使用)|培训|(?:使用|上手)(?:指导|教程)|手把手|带(?:我|我们)上手/;
const UNLISTED_BY_NAME = /\b(?:software|program|programs|tool|tools|system|app|platform|crm)\b.{0,40}\b(?:(?:is ?nt|is not|not) (?:on|in) (?:your|the) list|(?:is ?nt|not) listed|you dont list)\b|\b(?:software|programa|sistema|herramienta|aplicacion|plataforma)\b.{0,40}\bno (?:veo|aparece|esta|sale) en (?:su|la|tu) lista\b|\b(?:phan mem|chuong trinh|he thong|ung dung|cong cu)\b.{0,40}\bkhong (?:co )?(?:nam )?trong danh sach\b|(?:软件|系统|工具|平台|程序).{0,12}(?:不在.{0,6}(?:列表|名单|清单)|(?:列表|名单|清单)(?:里|上)?没有)/;
// A tool the visitor says few know, asked to be connected ("an old accounting program nobody's heard of, can you connect
// it?", "un sistema viejo que nadie conoce, ¿lo pueden integrar?", "phần mềm cũ ít người biết, kết nối được không",
// "我们用一个冷门的老软件，能对接吗"): not on the list whatever its name, so Custom Integrations.
const TOOL_WORD = String.raw`(?:software|program|programs|tool|system|app|database|platform|crm|programa|sistema|herramienta|aplicacion|plataforma|base de datos|phan mem|chuong trinh|he thong|ung dung)`;
const LITTLE_KNOWN = String.raw`(?:(?:nobody|no one|noone)(?: s|s)? (?:has |have |ever |even )*heard of|(?:nobody|no one) (?:knows|uses)|(?:not|isnt|is not) (?:very |that |well |widely )?(?:known|popular|common)|obscure|niche|legacy|old|ancient|outdated|homegrown|home ?-?grown|in ?-?house|custom ?-?built|proprietary|que nadie conoce|(?:poco|nada) conocid[oa]|rar[oa]|viej[oa]|antigu[oa]|propi[oa]|hecho (?:en casa|a la medida)|it (?:nguoi|ai) biet|khong ai biet|cu|tu (?:lam|viet)|noi bo)`;
const CONNECT_ASKED = String.raw`(?=[\s\S]*(?:\b(?:connect\w*|integrat\w*|hook\w*|link\w*|sync\w*|tie\w* (?:in|into)|conect\w*|integr\w*|enlaz\w*|vincul\w*|ket noi|tich hop|lien ket|dong bo)\b|对接|连接|接入|集成|打通))`;
const UNLISTED_BY_KIND = new RegExp(`${CONNECT_ASKED}(?:\\b${LITTLE_KNOWN}\\b.{0,25}\\b${TOOL_WORD}\\b|\\b${TOOL_WORD}\\b.{0,25}\\b${LITTLE_KNOWN}\\b|(?:冷门|没人听过|没什么人用|很少人用|老|旧|自己开发|内部|自研)的?.{0,4}(?:软件|系统|程序|平台|工具))`);
export const UNLISTED_TOOL = new RegExp(`${UNLISTED_BY_NAME.source}|${UNLISTED_BY_KIND.source}`);
export const CALLS = /\b(?:calls?|llamadas?|cuoc goi|phone|telefon\w*)\b|电话|通话|来电/;
export const FORM_INSTEAD = /\b(?:is there|do you have|have you got|any|got) (?:a |an )?(?:contact |online |web )?form\b|\b(?:hay|tienen|tiene) (?:un |algun )?formulario\b|\bco (?:bieu mau|form|mau lien he)\b|(?:有|有没有)(?:联系|在线)?(?:表格|表单)|\b(?:form|formulario|bieu mau|mau don|mau lien he)\b.{0,40}\b(?:instead|rather|fill|llenar|rellenar|en vez|en lugar|dien|thay vi)\b|\b(?:fill|llenar|rellenar|dien)\b.{0,20}\b(?:form|formulario|bieu mau|mau don)\b|(?:填|写).{0,4}(?:表格|表单)|(?:表格|表单).{0,6}(?:填|代替|不想聊)/;
// "if I set it up myself, do I skip the setup fee?" asks whether it saves the fee: yes, not "no fee".
export const SAVES = /\b(?:save|saves|skip|avoid|waive\w*|get out of|not pay|dont pay|dont have to pay|no pago|no tengo que pagar|me ahorro|ahorr\w*|me salto|evito|khoi|khong phai tra|khong mat|tiet kiem|mien)\b|省|免掉|不用(?:付|交)/;
export const ORDINALS: [RegExp, number][] = [
  [/\b(?:first|1st|primer|primero|primera|thu nhat|dau tien)\b|第一/, 0],
  [/\b(?:second|2nd|segundo|segunda|thu hai|thu 2|middle|del medio|de en medio|o giua|chinh giua)\b|第二|中间/, 1],
  [/\b(?:third|3rd|tercer|tercero|tercera|thu ba|thu 3)\b|第三/, 2],
  [/\b(?:fourth|4th|cuarto|cuarta|thu tu|thu 4)\b|第四/, 3],
  [/\b(?:last|ultimo|ultima|cuoi cung|cuoi)\b|最后/, -1],
];
export const NUMBER_WORDS: Record<string, number> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10,
  hai: 2, ba: 3, bon: 4, nam: 5, sau: 6, bay: 7, tam: 8, chin: 9, muoi: 10, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10,
};
export const COUNT_WORD = "(\\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|hai|ba|bon|nam|sau|bay|tam|chin|muoi)";
export const COUNTED = new RegExp(`\\b${COUNT_WORD}\\s*(?:different |distintas |diferentes )?(?:platforms?|plataformas?|tools?|herramientas?|systems?|sistemas?|apps?|aplicaciones|integrations?|integraciones|softwares?|nen tang|cong cu|he thong|ung dung|phan mem)\\b`);
export const COUNTED_ZH = /(\d{1,2}|[二两三四五六七八九十])\s*(?:个|種|种|套)?(?:平台|工具|系统|软件|应用)/;
// "and for 6?" right after a bundle answer: a bare count asks for the bundle of that size.
// "ok and 5?", "how about 3 haha", "vale, ¿y con 2?": fillers, joiners and laughter around the count change nothing.
export const BARE_COUNT = new RegExp(`^[^\\p{L}\\p{N}]*(?:(?:ok|okay|k|kk|vale|bueno|pues|so|and|y|va|what about|how about|and what about|y para|y si son|y si tenemos|y si tengo|and if (?:its|it s|we have|we had|i have|there are|we need|i need)|what if (?:its|it s|we have|we had|i have|there are|we need|i need)|(?:and )?(?:were we|if we were|if i were) to need|(?:and )?if (?:we|i) end up (?:needing|with)|(?:and )?(?:if )?we need|y si (?:necesito|necesitamos|ocupo|ocupamos)|(?:ok )?(?:y )?si (?:al final )?son|(?:and )?if we have|con|neu)[^\\p{L}\\p{N}]+)*(?:for |para |cho |with |con |if )?${COUNT_WORD}(?: (?:platforms?|plataformas?|nen tang|tools?|herramientas|cai))?(?: (?:thi sao|thi chon (?:goi|bundle) nao|then|entonces))?(?:[^\\p{L}\\p{N}]+(?:lol|haha+|jaja+|jeje+|pls|please|porfa|chamo|pana|parce|bro|man|dude|mano|wey|guey|compa|amigo|amiga|jefe))*[^\\p{L}\\p{N}]*$|^(?:那|那么|如果)?\\s*(\\d{1,2}|[二两三四五六七八九十])\\s*个?(?:平台)?(?:呢|的话呢|的话)?[^\\p{L}\\p{N}]*$`, "u");
export const SERVE_ASK = /\b(?:serve|serves|servicing|cover|covers|work in|operate|available in|atienden|cubren|trabajan en|llegan a|phuc vu|co lam o|lam viec o|hoat dong o)\b|服务|覆盖|在.{0,6}(?:吗|么)/;
export const MY_AREA = /\b(?:(?:my|our) (?:area|city|town|zone|neighbou?rhood|market|part of town)|where (?:i|we) (?:am|are|work|live)|there|(?:mi|nuestra) (?:zona|area|ciudad|barrio)|(?:nuestro|mi) (?:barrio|sector)|donde (?:estoy|estamos|trabajo|trabajamos)|khu(?: vuc)?(?: (?:van phong|nha|cong ty))? (?:cua )?(?:toi|minh|em|chung toi)|cho (?:toi|minh) o|o do|(?:khu|cho|vung|o) (?:do|nay|day)|(?:por )?(?:alla|alli|ahi)(?: mero)?|(?:esa|esta) (?:zona|area)|ese (?:lugar|barrio|sector))\b|我(?:这边|那边|这里|那里|所在|的地区|的区域)|我这个?(?:区域|地区|地方|片区)|那边|那里/;

// In a conversation about bundles, a short message whose one figure is a count ("what if we cut it down to 4", "再加上
// WhatsApp，一共 5 个呢"): that many platforms. Amounts of money, time, people or percentages are not counts.
export const NOT_A_COUNT = /[$%]|\b(?:agents?|agentes|people|personas|users?|hours?|days?|weeks?|months?|minutes?|years?|semanas?|dias?|meses|horas?|minutos?|tuan|ngay|thang|gio|phut|nguoi|moi gioi|k|dollars?|dolares|usd)\b|周|天|月|小时|分钟|人|经纪|块|美元|元/;

// "can the bot answer at 2am on a Sunday?", "do you send monthly reports?": what every package includes.
export const ROUND_THE_CLOCK = /\b(?:24\s?\/\s?7|24 7|around the clock|round the clock|all night|overnight|at night|late at night|midnight|\d{1,2} ?(?:am|a m)|weekends?|sundays?|saturdays?|holidays?|de madrugada|de noche|medianoche|a toda hora|por la noche|fines? de semana|domingos?|24 horas|ban dem|nua dem|cuoi tuan|chu nhat|ngay le|24 gio)\b|半夜|午夜|凌晨|深夜|周末|节假日|24小时|全天候/;
export const ANSWERS_LEADS = /\b(?:answer\w*|repl\w+|respond\w*|pick\w* up|handle\w*|work\w*|respond\w*|contest\w*|atiend\w*|tra loi|phan hoi|tu van)\b|回复|回答|接待|应答/;
export const THE_ASSISTANT = /\b(?:bot|chatbot|ai|ia|it|assistant|asistente|tro ly)\b|机器人|助手/;
export const MONTHLY_REPORTS = /\b(?:monthly|every month|each month|mensual\w*|cada mes|hang thang|moi thang)\b.{0,25}\b(?:reports?|reporting|informes?|reportes?|bao cao)\b|\b(?:reports?|informes?|reportes?|bao cao)\b.{0,25}\b(?:monthly|every month|each month|mensual\w*|cada mes|hang thang|moi thang)\b|(?:每月|月度).{0,6}(?:报告|报表)/;
// "what comes with every package, whatever the tier?": the core offering every package includes.
export const INCLUDED_ASK = /\b(?:included|include|includes|comes?|get)\b.{0,20}\b(?:in|with) (?:every|all|any|each) (?:package|plan|tier)s?\b|\b(?:no matter|regardless of) (?:which|what|the)? ?(?:package|plan|tier)\b|\b(?:every|all|each)(?: of (?:your|the|ur))? (?:package|plan|tier)s? (?:include|includes|come with|comes with|have in common)\b|\b(?:todos los|cada) (?:paquetes?|planes?) (?:incluyen?|traen?|tienen en comun)\b|\bque (?:incluyen|traen) todos los paquetes\b|\bgoi nao cung (?:co|bao gom)\b|\b(?:tat ca|moi) (?:cac )?goi (?:deu )?(?:co|bao gom)\b|(?:所有|每个|每一个|各个)套餐.{0,4}都(?:包|含|有|带)|套餐(?:全部|全都|都)都?(?:包|含)|不管哪个套餐/;
// "does my staff need technical knowledge?": whether using it takes technical skills.
export const TECH_SKILLS = /\btechnical (?:skills?|knowledge|background|expertise)\b|\btech[- ]savvy\b|\bconocimientos? tecnicos?\b|\bsaber (?:de )?(?:tecnologia|computacion)\b|\bky nang ky thuat\b|\b(?:rành|ranh|biet) (?:cong nghe|ky thuat)\b|技术背景|懂技术|技术能力/;

/** "give me the whole list", "dame la lista completa", "liệt kê hết", "全部列出来": asks for all of what the other part asks, nothing of its own. */
export const WHOLE_LIST_ONLY = /^(?:(?:and|also|pls|please|just|y|va|con) )*(?:(?:give|show|send|tell) (?:me|us) |(?:dame|dime|denme|muestrame|cho (?:toi|em|minh) (?:xin )?) ?)?(?:(?:the|la|el) )?(?:whole|full|complete|entire|all of the|lista completa|danh sach day du|het|tat ca|toan bo)(?: (?:list|thing|lot|completa|danh sach|luon))?(?: (?:please|pls|por favor|nhe|nha|a))?[\s.!?¿¡]*$|^(?:全部|都|请|麻烦)?(?:列出来|列全|全部列出|说全|全部说)(?:一下)?(?:吧|呀)?[\s。！？!?]*$/;
