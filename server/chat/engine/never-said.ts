import type { Answer } from "./knowledge/answer-types.ts";
import type { Resolved } from "./resolved.ts";
import { answeredRoundTheClock } from "./night-answers.ts";
import { BUYER_FINANCE, BUYERS_ABROAD, COMMERCIAL_BOOKS, DIVORCE_MATTERS, FORECLOSURE_MATTERS, HOA_AFFAIRS, ISA_DESK, LAND_MATTERS, MILITARY_MOVES, NEW_AGENTS, PROPERTY_TAXES, RENTAL_APPLICANTS, PROSPECTING, SENIOR_MOVES, SHORT_STAYS, SHOWING_LOGISTICS, STORM_CLAIMS, STUDENT_RENTALS } from "./never-said-subjects.ts";
import { DASHBOARD_LIMITS, LISTING_EXTRAS } from "./never-said-listing-data.ts";
import { BROKERAGE_START, EMAIL_ALLOWANCE, EMAIL_DESK, LENDING_DESK, MAILED_TOUCH, PHONE_LINES, SOCIAL_PRESENCE } from "./never-said-business.ts";

// Things the site never says it does or has, asked plainly enough that a word in passing ("HAR", "the form", "Voice AI")
// must not answer them instead: each is "our site doesn't say", with our contacts (unstated-asks.ts holds the named
// gaps). Rules run on folded text.

// What the site never says the AI does: calling out to a list ("can Voice AI call my prospects on its own?", "¿puede hacer
// llamadas él solo a una lista?", "AI có gọi điện ra cho khách được không", "能主动外呼吗"), reading photos tenants send ("AI có
// xem hình đó được không"), a voice to pick ("a woman's voice with a southern accent"), or the map its drive times come
// from ("from waze or google maps").
// A gap asked of us, not the visitor's own tool of that kind to connect (Custom Integrations: "the builder uses some
// in-house lot availability portal, can y'all build a connection to it?"); `asked`: only as a question ("the builder
// uses some … portal" told as the scene asks nothing); `besides`: nor where it is said ("any article on 1031s?").
const ASKED = /(?=.*\b(?:can|could|do|does|will|would|have|got|any|puede\w*|pueden|tienen|hay|manda\w*|co|duoc|khong|hong)\b|.*(?:[?？¿吗能]|有没有|是否|是不是|会不会|要不要))/;
const CONNECTING = /\b(?:hook\w* (?:it|that|them|this) (?:up|in|into)|connect\w*|integrat\w*|conect\w*|integr\w*|ket noi|tich hop)\b|对接|连接|接入|接到/;
// ("will it post to tiktok too?": a post of theirs to a network, not one of our articles.)
const AN_ARTICLE = /\b(?:articles?|blog|articulos?|bai viet|bai nao|co bai)\b|文章|博客/;
const ABOUT_A_POST = /\b(?:articles?|posts?|written|blog|articulos?|bai viet|bai nao|co bai)\b|文章|博客/;
const gapUnlessConnecting = (thing: RegExp, opts: { asked?: boolean; besides?: RegExp } = {}): RegExp =>
  new RegExp(`^${opts.asked ? ASKED.source : ""}(?!.*(?:${CONNECTING.source}${opts.besides ? `|${opts.besides.source}` : ""}))(?:.*?)(?:${thing.source})`);

const NEVER_SAID = [
  /\b(?:make|place|do|run) (?:outbound |cold |its own )?calls? (?:to|out|on its own|by itself)\b|\bcall (?:out to |through )?(?:a list|my (?:list|prospects|leads)|prospects|leads) (?:on its own|by itself|itself)\b|\bdial(?:s|ing)? out\b|\boutbound call\w*\b|\bhacer llamadas (?:el solo|ella sola|por su cuenta|salientes|a (?:una )?lista)\b|\bllam(?:ar|e) (?:a )?(?:una lista|los prospectos|mis prospectos) (?:el solo|por su cuenta)\b|\bgoi (?:dien )?ra cho khach\b|\bchu dong goi (?:dien )?(?:cho )?khach\b|主动(?:给客户)?打电话|外呼|打出去/,
  /\b(?:read|see|look at|understand|open|check) (?:the |their |those |these )?(?:photos|pictures|pics|images)\b|\b(?:ver|leer|revisar|entender) (?:las )?(?:fotos|imagenes)\b|\b(?:xem|doc|nhin) (?:duoc )?(?:hinh|anh chup)\b|看(?:得懂)?(?:图片|照片)|识别(?:图片|照片)/,
  /\b(?:pick|choose|select|change) (?:the |a |its )?voice\b|\b(?:a |an )?(?:woman s|man s|female|male|southern|british) (?:voice|accent)\b|\b(?:accents?|acento \w+|giong (?:mien \w+|bac|nam|trung)|(?:voz|voice)\b.{0,30}\bacento)\b|口音|腔调|\belegir (?:la )?voz\b|\bchon giong\b|(?:选|换|挑)(?:个)?(?:声音|嗓音)/,
  /\b(?:waze|google maps|apple maps)\b|谷歌地图|高德|百度地图/,
  // Craigslist, move-out inspections, rent checks taken, a contract in their language: never stated either.
  /\bcraigslist\b|\b(?:move-?out|move-?in) (?:inspections?|walk-?throughs?)\b|\bkiem tra nha\b.{0,30}\bchup hinh\b|\b(?:take|takes|collect|collects|accept|accepts) (?:the )?rent (?:checks|cheques|payments)\b|\brent (?:checks|cheques)\b|(?:合同|协议)(?:有)?(?:中文|英文|西班牙文|越南文)(?:版|的)|\b(?:contract|contrato|hop dong)\b.{0,25}\b(?:in|en|bang|ban|version|version en) (?:spanish|chinese|vietnamese|espanol|chino|vietnamita|tieng viet|tieng hoa)\b/,
  // Leases or contracts drafted by the AI for tenants to sign ("AI có tự soạn hợp đồng thuê nhà…?"): never stated.
  /\b(?:draft|drafts|drafting|write up|prepare|prepares|generate|generates) (?:the |a |their |my |our |lease )?(?:leases?|contracts?|rental agreements?)\b|\b(?:redact\w*|elabora\w*|prepara\w*) (?:el |los |un |unos |sus )?contratos?\b|\bsoan (?:thao )?(?:san )?hop dong\b|(?:起草|拟定|拟|写)(?:租房|租赁)?(?:合同|租约)/,
  // Work no page offers: business cards, flyers ("¿también hacen logos y tarjetas?"). (A website or a logo is answered
  // "no" by what we build.)
  /\b(?:business cards?|tarjetas de presentacion|flyers?|volantes|danh thiep)\b|印名片|做名片/,
  // Pausing the service for a while, a CMA written by the AI, agents' continuing-education hours, an app for the phone:
  // never stated either ("¿Puedo pausar el servicio en diciembre?", "Hệ thống có tự làm CMA…?").
  /\b(?:pause|suspend|freeze|put on hold)\b.{0,25}\b(?:service|subscription|plan|package|account|it)\b|\b(?:pausar|suspender|congelar)\b.{0,20}\b(?:servicio|suscripcion|plan|paquete|cuenta)\b|\btam (?:ngung|dung|hoan)\b|暂停(?:服务|套餐|使用)|\bcmas?\b|\bcomparative market (?:analysis|analyses)\b|\bcontinuing (?:ed|education)\b|\bce (?:hours|credits)\b|\b(?:mobile |phone |cell )?app (?:for|on) (?:the |my |our |their )?(?:phone|cell|iphone|android)s?\b|\b(?:aplicacion|app) (?:para|en) (?:el )?(?:celular|telefono|movil)\b|\bung dung (?:tren|cho) (?:dien thoai|dt)\b|手机(?:版|app|应用|软件)/,
  // Appraisals done by the AI ("¿la IA me puede hacer las tasaciones?", "can it do appraisals?", "AI định giá nhà được
  // không", "能帮我估价吗"): never stated (a CMA is above). An article on protesting an appraisal is asked of the blog.
  gapUnlessConnecting(/\b(?:do|does|doing|make|run|handle|hace\w*|hacer|haga\w*|lam)\b.{0,25}\b(?:apprais\w*|valuations?|tasacion\w*|avaluos?|valuaciones?)\b|\b(?:dinh gia|tham dinh gia)\b.{0,25}\b(?:duoc|khong|hong)\b|(?:做|帮.{0,4})(?:房屋|房子)?估价|评估房价|房屋估值|房产估值/, { besides: ABOUT_A_POST }),
  // An investor's returns worked out by the AI ("¿el sistema me puede calcular el rendimiento de mis casas de renta, el cap
  // rate?", "can it calculate cap rates?", "tính tỷ suất lợi nhuận", "算租金回报率"): never stated.
  /\bcap rates?\b|\b(?:rendimiento|rentabilidad) de (?:mis|sus|las|los|nuestras) (?:casas|propiedades|rentas|inmuebles|departamentos)\b|\bty suat (?:von hoa|loi nhuan)\b|资本化率|租金回报率|投资回报率/,
  // New equipment bought to use it ("do I need to buy a new computer for this?", "¿tengo que comprar una computadora
  // nueva?", "có phải mua máy tính mới hông?", "用这个要买新电脑吗？"): never stated.
  /\b(?:(?:buy|purchase)\b.{0,20}|(?:get|need|upgrade)\b.{0,20}\b(?:new|newer|better|special|another) )(?:computers?|laptops?|pcs?|macs?|phones?|iphones?|tablets?|ipads?|hardware|equipment)\b.{0,25}\b(?:for (?:this|it|that|the (?:ai|system|bot))|to (?:use|run) (?:it|this|the))\b|\b(?:new|newer|another) (?:computer|laptop|pc|phone|tablet|hardware|equipment)\b.{0,30}\?|\b(?:comprar|conseguir|necesito|hace falta|ocupo)\b.{0,15}\b(?:una |un |otra |otro )?(?:computadora|computador|compu|laptop|celular|telefono|tablet|equipo) (?:nuev[oa]|mejor|especial)\b|\bmua (?:them )?(?:may tinh|laptop|dien thoai|may) (?:moi|khac)\b|(?:买|换|购买)(?:台|个|部)?(?:新|更好的)?(?:电脑|手机|平板|设备)(?:吗|么|嘛)?/,
  // Help getting licensed, pre-licensing courses ("¿me ayudan a sacar la licencia de agente o dan cursos?", "do y'all teach
  // the licensing course?", "có dạy lấy bằng môi giới không", "你们教考经纪执照吗"): not work any page offers. (A license
  // just got, "acaba de sacar la licencia", is who the visitor is.)
  gapUnlessConnecting(/\b(?:help (?:me |us |them |him |her |people |agents )?(?:get|getting|earn|pass)|teach|teaches|offer|offers|run|runs)\b.{0,30}\blicen[cs]\w*|\bpre-?licens\w*|\blicens\w* (?:course|courses|class|classes|school|training|prep)\b|\b(?:courses?|class(?:es)?|school|prep)\b.{0,20}\blicen[cs]\w*|\b(?:ayud\w*|dan|ofrecen|tienen)\b.{0,30}\b(?:sacar|obtener|tramitar|conseguir)\b.{0,15}\blicencia\b|\bcursos?\b.{0,20}\blicencia\b|\blicencia\b.{0,20}\bcursos?\b|\b(?:day|khoa hoc|lop)\b.{0,20}\b(?:lay|thi) (?:bang|chung chi|giay phep)\b|(?:教|课程|培训|辅导).{0,6}(?:执照|牌照)|(?:执照|牌照)(?:课程|培训|考试辅导)/, { besides: ABOUT_A_POST }),
  // What another client bought ("what package did my colleague's office buy? I want the same", "¿qué paquete compró la
  // oficina de mi colega?", "văn phòng chị bạn anh mua gói nào", "伊办公室用的是哪个套餐"): never said of anyone.
  /\b(?:what|which) (?:package|plan) (?:did|does|do) (?:my|his|her|their|your) (?:\w+ ){0,3}(?:buy|get|have|use|pick|sign up for)\b|\bque (?:paquete|plan) (?:compro|tiene|usa|contrato|agarro)\b.{0,25}\b(?:oficina|colega|compa|amig[oa]|socio)\b|\bvan phong\b.{0,25}\b(?:da )?mua goi nao\b|(?:伊|他|她|他们|朋友)(?:的)?(?:办公室|公司)?(?:用|买)(?:的是|了)哪个套餐/,
  // After-launch help the site never describes: a helpline or tech support to call, a printed manual in large print, help
  // buying a computer, someone at the office or home to teach in person, a client portal, the account's status or the card
  // on file ("is there a phone helpline I can call whenever I get stuck?", "¿me mandan un manual impreso con letra
  // grande?", "có ai tới nhà chỉ tận nơi hông?", "有没有客户后台可以登录？").
  /(?<!\bnot (?:a |an |some )?)\b(?:help ?line|support (?:line|hotline|number)|tech(?:nical)? support|help ?desk|soporte tecnico|linea de (?:soporte|ayuda)|tong dai ho tro)\b|(?:电话)?热线|售后(?:电话|支持|服务)|技术支持/,
  /\b(?:printed|paper|hard ?copy|print(?:ed)? out) (?:manual|guide|instructions?|copy)\b|\blarge print\b|\bbig (?:print|letters|font)\b|\bmanual impreso\b|\bletra (?:grande|grandota)\b|\b(?:sach|tai lieu) (?:giay|in)\b|\bchu (?:to|lon) (?:de|cho)\b|纸质(?:说明书|手册|版|的)|大字(?:版|的)/,
  /\b(?:help (?:me |us |them )?(?:buy|pick|choose|get)|ayud\w* a (?:comprar|escoger|elegir|conseguir)|giup (?:chi |anh |em |toi |minh )?mua)\b.{0,20}\b(?:a |an |una |un |new |nueva )?(?:computers?|laptops?|computadoras?|computador|laptop|may tinh|dien thoai|phones?|celular)\b|帮(?:我|我们)?(?:买|挑|选)(?:台|个)?(?:电脑|手机)/,
  /\b(?:come|visit|stop by|drive out|send someone)\b.{0,30}\b(?:office|house|home)\b.{0,40}\b(?:train|teach|show|walk)\w*|\bin[- ]person (?:training|class|session|lesson)s?\b|\b(?:venir|vengan|ir|vayan|mandar a alguien)\b.{0,30}\b(?:oficina|casa)\b.{0,40}\b(?:ensen|capacit|entren|mostr|explic)\w*|\b(?:ensen|capacit|entren)\w*\b.{0,40}\ben persona\b|\b(?:toi|den|qua) (?:nha|van phong)\b.{0,30}\b(?:chi|huong dan|day)\b|\btan noi\b|上门(?:教|培训|指导|安装)|到(?:我们)?(?:办公室|家里?)(?:来)?(?:教|培训|指导)/,
  /\b(?:client|customer|member|account) (?:portal|login|log-in)\b|\blog ?in\b.{0,30}\b(?:account|cuenta|tai khoan)\b|\b(?:status|estado) (?:of|de) (?:my|our|mi|nuestra|la) (?:account|cuenta)\b|\b(?:cambi|actualiz)\w*\b.{0,25}\btarjeta\b|\b(?:change|update|switch)\b.{0,25}\b(?:card|credit card|payment method)\b(?! (?:to|for) (?:my|our) clients)|\btai khoan\b.{0,30}\b(?:kich hoat|trang thai)\b|\btrang thai\b.{0,20}\btai khoan\b|客户后台|(?:账户|帐户|账号)(?:现在)?(?:的)?状态|登录.{0,10}(?:后台|账户|账号)/,
  // Staff and pay beside the AI: how many people other clients let go, payroll and HR papers for someone leaving, the
  // savings against a salary ("how many of your clients let their ISAs go?", "¿cuánto me ahorro comparado con el sueldo
  // de ella?", "làm giùm lương bổng với giấy tờ nhân sự", "比请助理的工资省多少？").
  /\b(?:let (?:\w+ ){0,3}go|laid (?:\w+ ){0,3}off|lay (?:\w+ ){0,3}off|fire|fired|cut (?:staff|jobs|headcount))\b.{0,40}\b(?:after|since|once|when)\b|\b(?:despid|corri)\w*\b.{0,40}\b(?:despues|desde|al poner|tras)\b|\b(?:payroll|hr paperwork|human resources|severance|nomina|finiquito|liquidacion laboral|luong bong|giay to nhan su|giay to (?:cho )?(?:\w+ ){0,3}nghi viec)\b|工资单|发工资|人事手续|辞退手续|社保手续/,
  /\b(?:compared (?:to|with)|versus|vs|against|comparado con|frente al?|so voi)\b.{0,30}\b(?:(?:her|his|their|an? \w+ s|el|la|su) )?(?:salary|wages?|paycheck|pay|sueldo|salario|luong)\b|(?:比|跟|和)(?:请|雇)?(?:个)?(?:助理|员工|人)(?:的)?(?:工资|薪水).{0,10}(?:省|便宜)/,
  // Certifications and the law the site never states: GDPR, CCPA, TCPA, HIPAA or SOC 2 compliance, a lawyer's word on
  // it, calls recorded and the consent laws for that ("is your system GDPR compliant?", "¿se graban las llamadas?",
  // "你们的系统符合CCPA吗？").
  /\b(?:gdpr|ccpa|tcpa|hipaa|soc ?2|iso ?27001)\b.{0,25}\b(?:complian\w*|certif\w*|cumpl\w*|conform\w*|tuan thu|dat chuan)|\b(?:complian\w*|certif\w*|cumpl\w*|conform\w*|tuan thu|dat chuan)\b.{0,40}\b(?:gdpr|ccpa|tcpa|hipaa|soc ?2)\b|(?:符合|遵守|通过)[^，。？！?!]{0,12}(?:gdpr|ccpa|tcpa|hipaa|soc ?2)|\b(?:your|ur|y ?all s|su|sus) (?:lawyer|attorney|legal team|abogad[oa]s?)\b|\b(?:record|recorded|recording|records|graba|graban|grabar|grabacion|ghi am)\b.{0,20}\b(?:calls?|llamadas?|cuoc goi)\b|\b(?:calls?|llamadas?|cuoc goi)\b.{0,20}\b(?:recorded|record|grab\w*|ghi am)\b|通话录音|电话录音/,
  // Work around a listing or a growing team that no page offers: a listing keyed into the MLS, job posts to recruit
  // agents, commission splits, a price per seat ("is your pricing per seat?", "¿ustedes manejan los splits de comisión?",
  // "tính tiền theo đầu người", "按人头收费吗？").
  // (A listing description drafted by the model is the stack post's; ads are answered by what we build, not as a gap.)
  /\b(?:key (?:it |them )?into (?:the )?mls|enter (?:it |them |the listing )?in(?:to)? (?:the )?mls|mls (?:data )?entry)\b|录入mls/,
  /\b(?:job (?:post|posting|ad|listing)s?|recruiting (?:ads?|posts?|tools?|campaigns?)|anuncio (?:para|de) reclut\w*|tin tuyen dung)\b|招聘(?:广告|启事)|\b(?:help|ayud\w*|giup)\b.{0,20}\b(?:write|escribir|viet)\b.{0,30}\b(?:recruit|reclut|tuyen)\w*/,
  /\bcommission splits?\b|\bsplits? de (?:la )?comision\b|\bchia hoa hong\b|佣金(?:分成|拆分)|分佣/,
  // Business between us and the visitor beyond the packages: co-marketing (ads paid half and half), leads sold to them
  // ("do you sell leads?", "¿les podemos comprar leads?", "bên em có bán lead hông"), a return worked out for each lead
  // source or ad ("el retorno de cada anuncio", ROI). (A partner or referral program is the named gap below.)
  /\bco ?-?marketing\b|\bco ?-?op (?:ads?|advertising|marketing)\b|\b(?:split|share)\w* (?:the )?(?:cost of (?:the )?)?(?:ads?|advertising)\b|\b(?:anuncios?|publicidad|campanas?)\b.{0,25}\b(?:a medias|compartid\w*|mitad y mitad)\b|\bquang cao chung\b|\bchia (?:tien|chi phi) quang cao\b|联合(?:营销|推广|广告)|(?:分摊|平摊|一起出)广告费/,
  /\b(?:do|does|can|could|will|would) (?:you|y ?all|u|you guys|your (?:company|team|agency)) (?:\w+ )?(?:sell|supply) (?:\w+ ){0,2}leads?\b|\b(?:buy|purchase)\w* (?:\w+ ){0,2}leads? (?:from|off|through) (?:you|y ?all|u|you guys|your (?:company|team))\b|\bvenden (?:\w+ )?(?:prospectos|leads)\b|\b(?:les|le) (?:\w+ )?comprar (?:\w+ ){0,2}(?:prospectos|leads)\b|\bcomprarles (?:\w+ ){0,2}(?:prospectos|leads)\b|\b(?:co|co the|chuyen|hay|co ban) ban lead\b|(?:你们|贵公司)(?:卖|出售)(?:客户)?线索|卖线索/,
  /\b(?:roi|return on (?:investment|ad spend)|retorno|rendimiento|ty suat loi nhuan)\b.{0,40}\b(?:each|every|per|cada|por|moi) (?:\w+ )?(?:lead )?(?:sources?|fuentes?|anuncios?|ads?|campaigns?|campanas?|nguon|kenh)\b|\b(?:cuanto (?:me|nos) deja|how much (?:we|i) (?:make|made|get) (?:from|off)) cada fuente\b|\bcuanto (?:me|nos) deja cada (?:fuente|anuncio)\b|每个(?:线索)?来源.{0,20}(?:花了多少|多少钱|成交|回报)|投资回报率?|\broi\b.{0,10}(?:报告|报表)|(?:报告|报表).{0,30}\broi\b/,
  // How alerts reach each agent, set by them: alert settings, quiet hours ("¿puedo poner que los avisos no me lleguen
  // después de las 10?", "sau 10 giờ tối thì đừng báo nữa", "每个经纪人能不能自己设置通知方式").
  /\b(?:alert|notification|notify)\w* (?:settings?|preferences?|options?)\b|\b(?:pick|choose|set|change)\w* (?:his|her|their|my|our) own (?:alerts?|notifications?)\b|\bquiet hours\b|\bdo not disturb\b|\b(?:avisos?|notificaciones?|alertas?)\b.{0,30}\bno (?:me |nos |le |les )?(?:lleguen|llegue|suenen)\b|\b(?:gio|thoi gian) nhan thong bao\b|\b(?:dung|khoi|dung co) bao (?:nua|chi|em)\b|(?:设置|选择|设定|定)(?:自己的)?(?:通知|提醒)(?:方式|时间)|自己设置(?:通知|提醒)/,
  // Years of message history brought over from another tool ("¿me pueden pasar los 6 años de historial de WhatsApp…?",
  // "别家聊天机器人里存了两年的聊天记录，你们能全部导进来吗？"): never stated (the CRM setup's data import is contacts and fields).
  /\b(?:historial|history|lich su (?:tin nhan|chat|tro chuyen))\b.{0,60}\b(?:pasar|traer|importar|migrar|mover|move|import|bring|migrat\w*|transfer\w*|chuyen)\b|\b(?:pasar|traer|importar|migrar|mover|move|import|bring over|migrat\w*|transfer\w*|chuyen)\b.{0,40}\b(?:\d+|dos|tres|cuatro|cinco|seis|two|three|four|five|six) (?:years?|anos|nam)\b.{0,30}\b(?:de )?(?:historial|history|mensajes|messages|chats?|conversaciones|tin nhan)\b|(?:聊天记录|历史记录|对话记录).{0,20}(?:导进来|导入|迁移|搬过来|转过来)|(?:导入|迁移).{0,10}(?:聊天记录|历史记录)/,
  // Getting them out of another vendor's contract or subscriptions ("¿nos ayudan a cancelar el contrato con la empresa del
  // chatbot, o a pagar lo que falta?", "can y'all buy out our contract with the old company?", "will you cancel our
  // Mailchimp and Calendly subscriptions for us?", "hủy giùm chị mấy gói Calendly…", "把合同买断"): never stated.
  /\b(?:cancel\w*|buy\w* out|pay\w* (?:off|out)|get (?:us |me )?out of|salir del|romper el|huy)\b.{0,20}\b(?:contract|contrato|hop dong)\b.{0,40}\b(?:other|old|current|previous|another|otra|vieja|viejo|anterior|actual|empresa|chatbot|vendor|proveedor|cu|kia)\b|\bpagar lo que (?:falta|queda|resta)\b|(?:别家|原来|之前|现在)(?:的)?(?:公司|服务商|供应商)?(?:的)?(?:合同|合约).{0,10}(?:解约|取消|违约金)|(?:合同|合约).{0,8}(?:买断|赎回)|\b(?:cancel\w*|close|shut (?:down|off))\b.{0,12}\b(?:our|my|their|the|those|these|all)\b.{0,30}\bsubscriptions?\b.{0,20}\bfor (?:us|me|them)\b|\b(?:will|would|can|could|do) (?:you|y ?all|yall)\b.{0,10}\bcancel\b.{0,40}\bsubscriptions?\b|\b(?:cancelan|cancelarian|cancelar|dan de baja|darian de baja)\b.{0,30}\b(?:por nosotros|por mi|por nosotras)?.{0,20}\bsuscripciones?\b|\bhuy (?:gium|giup|dum|ho)\b.{0,40}\b(?:goi|tai khoan|dich vu|subscription)\b|(?:帮|替)(?:我们|我)?(?:取消|退订|停掉).{0,12}(?:订阅|账户|账号)/,
  // A franchise's own fees or head office around our service ("does RE/MAX corporate take a cut?", "phí nhượng quyền",
  // "加盟费里能不能包含你们的服务", "总部批准过你们的系统吗？"): never stated.
  /\b(?:franchise|franquicia|nhuong quyen)\w* (?:fees?|cuotas?|regalias?)\b|\bphi nhuong quyen\b|\b(?:corporate|headquarters|head office|casa matriz|oficina central)\b.{0,20}\b(?:take a cut|cut of|approved? (?:you|y ?all|your)|partner\w* with (?:you|y ?all))\b|加盟费|总部(?:批准|认可)过你们|跟[^，。？]{0,16}总部有合作/,
  // A builder's lots, price sheets and deposits ("can it show em the lot map and which lots are still open?", "¿el chat
  // le puede mandar a mis compradores la hoja de precios de cada modelo?", "AI có gửi bản đồ lô đất…?", "能发地块图吗"):
  // never stated.
  gapUnlessConnecting(/\blot (?:maps?|availability|reservations?)\b|\b(?:which|what) lots (?:are|is) (?:still )?(?:open|available|left)\b|\bplat maps?\b|\b(?:mapa|plano) de (?:los )?(?:lotes|terrenos)\b|\blotes (?:disponibles|libres)\b|\bban do (?:cac )?(?:lo|lo dat|phan lo)\b|\blo (?:dat )?nao (?:con )?trong\b|地块图|哪些地块|\b(?:hoja|lista) de precios de (?:cada |los |las )?(?:modelos?|casas)\b|\b(?:builder |model )?price sheets?\b|\b(?:take|collect|process|hold)s? (?:the |their )?(?:deposits?|earnest money)\b|\b(?:apartar|reservar) (?:un |el |su )?lote\b|\bdat coc (?:giu )?lo\b|(?:交|收)(?:订金|定金)/, { asked: true }),
  // Open-house sign-ins: a sign-in app, QR codes, paper sheets scanned, yard-sign text codes ("can y'all take our paper
  // sign-in sheets…, scan em and turn em into leads?", "do y'all have your own sign-in app for the front door"): never stated.
  gapUnlessConnecting(/\bsign-?in (?:sheets?|app|apps|tablet|forms?)\b|\b(?:run|runs|do|does|handle|handles|replace|replaces|host|hosts)\b (?:\w+ ){0,4}sign in (?:sheets?|app|apps|tablet|forms?)\b|\b(?:scan|scans|scanning|digitiz\w*) (?:the |our |em |them |those )?(?:paper |sign-?in )?(?:sheets?|forms?)\b|\bqr(?: codes?| sign-?ins?)?\b|\b(?:hojas?|planillas?|listas?) de (?:registro|firmas|asistencia)\b|\b(?:escanear|digitalizar)\w* (?:las |esas )?(?:hojas|planillas)\b|\b(?:app|aplicacion) (?:de|para) (?:registro|registrar visitas|sign-?in)\b|\bma qr\b|\b(?:phieu|giay|so) (?:dang ky|ky ten|ghi danh)\b|签到(?:表|app|应用|系统|本)?|二维码|扫码|\btext (?:code|keyword)s?\b|\byard signs?\b.{0,30}\btext\w*\b/, { asked: true }),
  // Investment figures worked out for clients (a flip's profit, a rent estimate, a cap rate, 1031 deadlines) and a
  // brokerage's back office (commission splits, licence renewals, compliance file reviews, a new agent's contracts and
  // tax forms): never stated. ("AI能帮投资客估算房子每个月能租多少钱吗？", "¿…calcula las comisiones de cada agente?")
  gapUnlessConnecting(/\b(?:cap rates?|1031|cash[- ]on[- ]cash|rent (?:estimates?|comps)|(?:estimate|calculate|figure|work out)\w* (?:\w+ ){0,4}(?:rent|profit|return|roi|cash flow)|(?:calcul|estim)\w* (?:\w+ ){0,6}(?:ganancia|renta|rentabilidad|utilidad|comision\w*)|\bcuanta (?:ganancia|utilidad|renta) (?:le |les )?(?:deja|dejaria|da|daria)|uoc tinh (?:gia )?(?:thue|loi nhuan)|tinh (?:loi nhuan|hoa hong)|commission (?:splits?|calculations?)|splits? (?:de )?comision\w*|comisiones de cada agente|(?:licen[cs]e|licencia|giay phep|chung chi)\w* (?:renewals?|expir\w*|vence|se vence|het han|gia han)|(?:vence|vencen|se le vence) (?:la )?licencia|(?:renew|track)\w* (?:\w+ ){0,3}licen[cs]es?|compliance (?:reviews?|files?|checks?)|(?:revis|control)\w* (?:\w+ ){0,4}(?:cumplimiento|documentos de cada transaccion)|kiem tra ho so giao dich|ho so tuyen (?:dung|agent)|giay to thue|w-?9|1099)\b|(?:估算|计算|算)(?:一下)?.{0,10}(?:租金|能租多少|回报|收益|利润|佣金)|执照.{0,6}(?:到期|续期)|佣金(?:分成|拆分)/, { besides: ABOUT_A_POST }),
  // Luxury buyers' money and access: proof of funds, background checks on buyers, off-market networks, drivers, hotels,
  // yachts and jets arranged ("does the AI check proof of funds before it books a showing on a $6M estate?", "¿Tienen una
  // red de propiedades fuera del mercado…?", "kiểm tra người mua có đủ tiền…", "能不能帮我们的客户安排游艇"): never stated.
  gapUnlessConnecting(/\bproof of funds?\b|\bverif\w* (?:\w+ ){0,2}funds\b|\bbackground checks?\b|\boff-?market (?:network|listings?|propert\w*|deals?|homes?|inventory)\b|\bpocket listings?\b|\byachts?\b|\bprivate (?:jets?|planes?)\b|\bhelicopters?\b|\bconcierge\b|\bchauffeur\w*\b|\b(?:book|arrang|set)\w*(?: up)? (?:\w+ ){0,3}(?:drivers?|car service|hotels?|flights?)\b|\b(?:prueba|comprobante|constancia|carta) de fondos\b|\bverific\w* (?:\w+ ){0,3}fondos\b|\b(?:revis|investig|verific|cheque|chequ)\w* (?:\w+ ){0,3}antecedentes\b|\bfuera del mercado\b|\byates?\b|\b(?:jet|avion|avioneta) privad[oa]\b|\bhelicoptero\b|\bchofer(?:es)?\b|\bconserje\w*\b|\bkiem tra\b.{0,30}\b(?:du tien|nang luc tai chinh)\b|\bchung minh (?:tai chinh|nguon tien)\b|\b(?:kiem tra|tra) (?:ly lich|lai lich|tien an)\b|\bdu thuyen\b|\bmay bay rieng\b|\btruc thang\b|\btai xe\b.{0,30}\bkhach san\b|资金证明|验资|背景调查|背调|游艇|私人飞机|直升机|礼宾|(?:安排|订).{0,6}(?:司机|专车|酒店|机票)|不公开的?房源|场外房源/, { asked: true }),
  // A building's own services for residents: amenities and freight elevators booked, parking permits, garage and gate
  // access given out (residents calling about gate codes are only whose questions the agent answers) ("¿…reservar el elevador de carga o el salón de eventos…?", "cấp thẻ đậu xe với mở cổng garage", "预约货梯和会所",
  // "能帮住户办停车证、开车库门禁吗"): never stated (the traffic post's gated communities are a drive's buffer, not this).
  gapUnlessConnecting(/\b(?:book\w*|reserv\w*|schedul\w*)\b.{0,40}\b(?:freight elevators?|service elevators?|elevators?|loading dock|amenit\w*|pool|gym|clubhouse|party room|rooftop|event room|guest suite)\b|\b(?:issu|giv|hand|provid|manag|program|mak|get|reset|handl|set)\w*(?: \w+){0,4} (?:parking (?:permits?|passes|stickers|spots?|spaces?)|garage (?:openers?|remotes?|access)|gate (?:codes?|access|remotes?)|(?:key )?fobs?|access cards?)\b|\b(?:elevador|ascensor) de carga\b|\bsalon de (?:eventos|fiestas|usos multiples)\b|\b(?:reserv|apart|agend)\w*\b.{0,40}\b(?:alberca|piscina|gimnasio|terraza|elevador|ascensor)\b|\b(?:permisos?|calcomanias?|tarjetas?|marbetes?) de (?:estacionamiento|parqueo|acceso)\b|\bcontrol (?:del|de la) (?:porton|garage|garaje)\b|\b(?:the|thang) (?:dau xe|giu xe|ra vao|tu)\b|\bmo cong (?:garage|ga ra|bai xe)\b|\bthang may (?:cho hang|hang)\b|\bdat (?:cho|lich)\b.{0,30}\b(?:ho boi|phong gym|phong tap|san thuong|phong sinh hoat)\b|货梯|会所|停车证|停车位|车库门禁|门禁卡|(?:预约|预订|订).{0,8}(?:泳池|健身房|电梯|活动室)/, { asked: true }),
  // People supplied rather than software: agents who speak a language found or hired for them, interpreters on calls,
  // and what to pay bilingual agents ("¿me pueden conseguir un agente que hable tagalo?", "你们能帮我们招聘会讲越南语的经纪人吗",
  // "¿ese paquete incluye intérpretes para las llamadas?", "trả thêm bao nhiêu cho agent nói được hai thứ tiếng"), and a
// language of Voice AI's asked in Vietnamese or Chinese ("Voice AI có nói tiếng Khơ-me được hông", "会讲河婆话吗"): never stated.
  gapUnlessConnecting(/\b(?:find|hire|recruit|supply|provide)\w* (?:us |me )?(?:an? |some )?(?:bilingual |\w+[- ]speaking )?(?:agents?|realtors?|staff|assistants?)\b(?= (?:who|that) speaks?\b|.{0,20}\b(?:bilingual|speak\w*)\b)|\b(?:conseguir|contratar|reclutar)\w* (?:un |una |unos )?(?:agentes?|asesor\w*|personal)\b.{0,20}\b(?:hable|hablen|bilingue\w*)\b|\btuyen (?:dung )?(?:agent|nhan vien|moi gioi)\b|招聘|\binterpret(?:er|ers|ing|ation)\b|\binterpretes?\b|\bthong dich vien\b|真人翻译|口译|翻译员|\bvoice ai\b.{0,40}\bnoi (?:duoc )?tieng\b|voice ?ai.{0,12}(?:会|能)?(?:讲|说).{1,4}话|\b(?:pay|paying|tra|pagar\w*)\b(?: \w+){0,3} (?:extra|more|them|mas|de mas)\b.{0,40}\b(?:bilingual|bilingue\w*|speak\w*|hablan?|noi duoc|thu tieng)\b/, { asked: true }),
  // A vendor's paperwork, bids, ratings and pay ("will it check that a roofer's insurance certificate is current…?",
  // "¿…pedir tres cotizaciones a los techeros y decirme cuál sale más barato?", "rate those crews by what the tenants say",
  // "¿…pagar las facturas a esos proveedores?", "trả tiền công cho mấy ông thợ", "按租客的评价给他们打分排名"): never stated.
  gapUnlessConnecting(/\b(?:insurance certificates?|certificates? of insurance|proof of insurance|seguro vigente)\b|\b(?:get|collect|request)\w* (?:\w+ ){0,3}(?:quotes|bids|estimates)\b.{0,30}\b(?:from|for) (?:\w+ ){0,2}(?:roofers?|plumbers?|vendors?|contractors?|crews?|companies|electricians?|trades)\b|\b(?:pedir|pida|pedirle|conseguir)\w* (?:\w+ ){0,3}(?:cotizaciones|presupuestos)\b.{0,30}\b(?:techeros|plomeros|proveedores|contratistas|electricistas|empresas)\b|\bbao gia\b.{0,70}\bso sanh\b|要报价|比(?:一比|较)?价格|\b(?:rate|rank|score|grade|review)\w* (?:\w+ ){0,3}(?:crews?|vendors?|roofers?|contractors?|plumbers?|electricians?|trades?|proveedores|techeros|contratistas)\b|\b(?:calific|evalu)\w* (?:a )?(?:los |esos )?(?:proveedores|techeros|contratistas|plomeros)\b|\b(?:cham diem|xep hang)\b.{0,20}\btho\b|打分|排名|\bpay\w* (?:the |their |those |our )?(?:vendors?|crews?|contractors?|roofers?|plumbers?)\b|\bpag\w* (?:las |sus )?facturas\b|\btra tien cong\b|付(?:款|钱)给(?:维修|工人|师傅|供应商)/, { asked: true }),
  /\bper (?:seat|head|user)\b|\bpor (?:asiento|cabeza|usuario)\b|\btheo dau nguoi\b|按人头|按人(?:数)?收费/,
  // A buyer's financing: a mortgage pre-approval obtained, a lender recommended, down-payment assistance programs, closing
  // costs worked out, credit repaired, homebuyer classes ("can your AI get my first-time buyers pre-approved?", "¿les puede
  // recomendar un prestamista?", "AI có chỉ khách cách sửa điểm tín dụng hông", "能帮客户办理贷款预批吗"): never stated (the
  // home page's sample lead "pre-approved" is a qualified lead; the bilingual post's "closing costs" is a glossary term).
  gapUnlessConnecting(BUYER_FINANCE, { asked: true, besides: ABOUT_A_POST }),
  // A commercial landlord's books and listings: NNN charges and CAM reconciliations, lease abstracts, tenants' credit
  // checked, spaces pushed to LoopNet or Crexi, comps pulled from CoStar ("¿puede calcular los cargos NNN de cada
  // inquilino?", "你们的系统能做年底的CAM公摊费用对账吗？"): never stated (connecting one of those tools is Custom Integrations).
  gapUnlessConnecting(COMMERCIAL_BOOKS, { asked: true }),
  // Older clients' moves: senior-living or nursing-home referrals, estate sales, reverse mortgages, probate lawyers, movers
  // for seniors, hearing aids, Medicare ("¿me pueden recomendar residencias para adultos mayores?", "AI nghe điện thoại có
  // chỉnh cho người đeo máy trợ thính…?", "你们的AI能讲解反向抵押贷款吗？"); and prospecting for listings: lead lists of
  // expireds or FSBOs, skip tracing, Do-Not-Call scrubbing, cold calls, listings promised ("do y'all sell expired lead
  // lists?", "¿Cuántos listados más vamos a sacar al mes?", "能帮我买过期房源的名单吗？"): never stated.
  gapUnlessConnecting(SENIOR_MOVES, { asked: true, besides: ABOUT_A_POST }),
  gapUnlessConnecting(PROSPECTING, { asked: true, besides: ABOUT_A_POST }),
  // A short-term rental's own operations: nightly rates moved with demand, Airbnb or Vrbo calendars synced, a city's
  // short-term rental permit, smart-lock codes sent, hotel-occupancy tax filed, a guest's ID checked ("¿El sistema sube
  // solito las tarifas por noche…?", "AI có tự gửi mã khóa cửa thông minh…?", "你们能帮房东申报酒店入住税吗？"); and a
  // military family's move: VA-loan eligibility, BAH, base-housing waits, school ratings near a base: never stated.
  gapUnlessConnecting(SHORT_STAYS, { asked: true, besides: ABOUT_A_POST }),
  gapUnlessConnecting(MILITARY_MOVES, { asked: true, besides: ABOUT_A_POST }),
  // An HOA's own business (dues, resale certificates, violation letters, gate remotes, board votes, reserve studies,
  // architectural requests) and land's (mineral and water rights, ag exemptions, surveys, flood plains, wells and septic,
  // owner financing, hunting leases): never stated.
  gapUnlessConnecting(HOA_AFFAIRS, { asked: true, besides: ABOUT_A_POST }),
  gapUnlessConnecting(LAND_MATTERS, { asked: true, besides: ABOUT_A_POST }),
  // Property taxes (protests, exemptions, rates, escrow, consultants) and buyers abroad (wires, exchange rates, FIRPTA,
  // ITIN loans, visas, remote signings): never stated.
  gapUnlessConnecting(PROPERTY_TAXES, { asked: true, besides: ABOUT_A_POST }),
  gapUnlessConnecting(BUYERS_ABROAD, { asked: true, besides: ABOUT_A_POST }),
  // A new agent's start (exam prep, mentorship, MLS dues, E&O, contracts taught) and a rental applicant's paperwork
  // (application fees, deposits, Section 8, screening, lease terms): never stated.
  gapUnlessConnecting(NEW_AGENTS, { asked: true, besides: ABOUT_A_POST }),
  gapUnlessConnecting(RENTAL_APPLICANTS, { asked: true, besides: ABOUT_A_POST }),
  // A divorce's legal side (court orders, attorneys and mediators, the proceeds split, who keeps the house, community
  // property, custody) and a storm's claims (insurance claims and adjusters, FEMA, inspections, repair estimates, flood
  // insurance, forbearance): never stated.
  gapUnlessConnecting(DIVORCE_MATTERS, { asked: true, besides: ABOUT_A_POST }),
  gapUnlessConnecting(STORM_CLAIMS, { asked: true, besides: ABOUT_A_POST }),
  // A showing's logistics (feedback from buyers' agents, IDs checked, mileage) and a foreclosure's steps (auction dates,
  // short-sale approvals, loan modifications, lenders negotiated with, cash for keys, liens and title): never stated.
  gapUnlessConnecting(SHOWING_LOGISTICS, { asked: true, besides: ABOUT_A_POST }),
  gapUnlessConnecting(FORECLOSURE_MATTERS, { asked: true, besides: ABOUT_A_POST }),
  // Student renters' paperwork (enrollment, semester leases, roommates, guarantors, shuttles and meal plans) and an ISA
  // desk's tools and people (dialers, scripts, hiring and pay, call recording, show rates, cold-call lists): never stated.
  gapUnlessConnecting(STUDENT_RENTALS, { asked: true, besides: ABOUT_A_POST }),
  gapUnlessConnecting(ISA_DESK, { asked: true, besides: ABOUT_A_POST }),
  // A loan officer's desk (rates and payments, pre-approval letters, credit pulls, RESPA, the bill split with the lender)
  // and a brokerage opened (broker's licence, LLC, office space, commission plans, a logo, a franchise exit contract).
  gapUnlessConnecting(LENDING_DESK, { asked: true, besides: ABOUT_A_POST }),
  gapUnlessConnecting(BROKERAGE_START, { asked: true, besides: ABOUT_A_POST }),
  // A phone line's plumbing (their number kept, per-minute charges, voicemail or calls transcribed, a carrier, callbacks).
  gapUnlessConnecting(PHONE_LINES, { asked: true, besides: ABOUT_A_POST }),
  // A social presence beyond posts created and scheduled (unnamed networks, reels, drones, paid ads, followers, DMs).
  gapUnlessConnecting(SOCIAL_PRESENCE, { asked: true, besides: AN_ARTICLE }),
  // An inbox's housekeeping beyond sorting, drafting and following up; keeping in touch by post or with presents.
  gapUnlessConnecting(EMAIL_DESK, { asked: true, besides: ABOUT_A_POST }),
  // ("每个月包含多少封邮件": how many is a question of its own.)
  gapUnlessConnecting(EMAIL_ALLOWANCE, { besides: ABOUT_A_POST }),
  gapUnlessConnecting(MAILED_TOUCH, { asked: true, besides: ABOUT_A_POST }),
  // A listing dressed up (virtual staging, 3D tours, a site of its own) and numbers the dashboards are never said to give.
  gapUnlessConnecting(LISTING_EXTRAS, { asked: true, besides: ABOUT_A_POST }),
  gapUnlessConnecting(DASHBOARD_LIMITS, { asked: true, besides: ABOUT_A_POST }),
];

// A partner, affiliate or referral program and a fee for sending us people ("¿Tienen programa de socios o de referidos? Si
// les mando agentes, ¿me dan comisión?", "我介绍同行给你们，有没有介绍费？"): the referral gap, named as such, before
// "socios" or "partner" reads as an integration.
const PARTNER_PROGRAM = [
  /\b(?:partner|partners|affiliate|referral|reseller|ambassador) (?:program\w*|scheme|plan|network)\b|\bprogramas? de (?:socios|afiliados|aliados|partners|referidos|embajadores|revendedores)\b|\bchuong trinh (?:doi tac|dai ly|cong tac vien|gioi thieu)\b|(?:合作伙伴|代理商|分销|推荐|渠道)(?:计划|项目|政策)|介绍费|推荐费|引荐费/,
  /\b(?:mando|mandamos|envio|enviamos|paso|pasamos|refiero|referimos|traigo|traemos|recomiendo|recomendamos)\b.{0,30}\b(?:agentes|clientes|colegas|gente|companeros)\b.{0,40}\b(?:comision\w*|(?:me|nos) (?:dan|toca|tocan|pagan))\b/,
];

// "app riêng trên điện thoại để nhận thông báo", "手机app", "una app para el celular": a phone app, the named gap.
const PHONE_APP = [/\bapp (?:rieng )?(?:tren|cho|o) (?:dien thoai|dt|iphone|android)\b|\bung dung (?:rieng )?(?:tren |cho )?dien thoai\b|\bapps? (?:para|en) el (?:celular|telefono|cel)\b|手机(?:app|应用|软件|客户端)/];
type Gap = NonNullable<Extract<Answer, { t: "unknown" }>["about"]>;
const NAMED: [Gap, RegExp[]][] = [["referral", PARTNER_PROGRAM], ["mobile-app", PHONE_APP]];

/** What the site never says the AI does, asked of an offering or not (read before the offering named answers). */
export function neverSaidAsked(text: string): Resolved | null {
  // "clients text me bout their property tax bill at 11 at night, does your AI answer em?": the subject only sets the scene
  // of their people answered at night, which the FAQ answers.
  if (answeredRoundTheClock(text)) return null;
  const named = NAMED.find(([, patterns]) => patterns.some((p) => p.test(text)))?.[0];
  if (named) return { answers: [{ t: "unknown", about: named }], topic: null, intent: "unanswered" };
  return NEVER_SAID.some((p) => p.test(text)) ? { answers: [{ t: "unknown" }], topic: null, intent: "unanswered" } : null;
}
