import { DATA_ASK } from "./question-patterns.ts";
import type { UnknownAbout } from "./knowledge/answer-types.ts";
import { NOT_OURS, OFFICE, OFFICE_PLACE } from "./place-ask-patterns.ts";
import { STAFF_ANY_LANGUAGE } from "./unstated-patterns.ts";
import type { Resolved } from "./resolved.ts";
import { INSTALMENTS as INSTALMENTS_NAME, PAY_SCHEDULE as PAY_SCHEDULE_NAME, PRICE_RISE as PRICE_RISE_NAME } from "./unknown-topics.ts";

// Facts about the agency itself that the site never states, asked so plainly that nothing else on the site answers
// them: how we are paid (Zelle, a card, a check, a wire), paying the setup in instalments, who founded or owns the
// company and their name, how many people work here, how long it has been in business, its street address, which
// languages its people speak, whether there is a contract to sign. Read before the rules that answer from a word in
// passing ("setup fee" → the fee table, "team" → Growth, "company" → who we are), on the folded text (lower case,
// no accents; Chinese already in simplified characters). The later, looser list stays in unstated-patterns.ts.

// Ways of paying; names no other sense shares first, then words that are methods only beside paying.
// Wallets by name, as the visitor's country has them: Bizum (Spain), MoMo, ZaloPay, VNPay (Vietnam), Pix, Nequi, Yape,
// Mercado Pago, ATH Móvil, SINPE (Latin America), GCash, Alipay, WeChat Pay, LINE Pay, JKOPay; card networks (Visa,
// Amex, UnionPay / 银联) the site names no more than any other way of paying.
const NAMED_METHOD = String.raw`(?:zelle|venmo|paypal|pay ?pal|cash ?app|apple pay|google pay|samsung pay|ach|bitcoin|btc|crypto\w*|cripto\w*|bizum|momo|zalo ?pay|vn ?pay|shopee ?pay|pix|nequi|daviplata|yape|plin|mercado ?pago|ath movil|sinpe(?: movil)?|gcash|alipay|wechat ?pay|line ?pay|jko ?pay|revolut|klarna|afterpay|interac|e-?transfer|visa|mastercard|master card|amex|american express|union ?pay|jcb)`;
// "gửi check giấy qua bưu điện", "ký check", "ngân phiếu": a paper check as Vietnamese visitors say it (a bare "check"
// is a verb too).
const PLAIN_METHOD = String.raw`(?:credit cards?|debit cards?|cards?|(?:by|with|via|a|paper|personal|business|company|cashier s) checks?|checks? or|cheques?|wire transfers?|bank transfers?|(?:by|via|a|with) wire|wires? (?:the )?(?:money|payment|funds)|cash|money orders?|tarjetas?(?: de (?:credito|debito))?|transferencias?(?: bancarias?)?|efectivo|giro|(?:quet )?the (?:tin dung|ghi no)|quet the|chuyen khoan|tien mat|sec|bang check|(?:gui|viet|ky) check|check giay|ngan phieu)`;
const PAY_WORD = String.raw`(?:pay|pays|paying|paid|payments?|accept\w*|take|takes|taking|ok|okay|option|options|pagar\w*|pago|pagos|pagarles|aceptan|acepta|aceptar|reciben|recibe|toman|se puede|thanh toan|tra tien|tra|nhan|dong tien|chap nhan)`;
const ZH_METHOD = "(?:zelle|venmo|paypal|贝宝|ach|信用卡|借记卡|银行卡|支票|转账|转帐|电汇|汇款|现金|刷卡|比特币|加密货币|虚拟货币|apple pay|google pay|line ?pay|支付宝|微信支付|云闪付|街口|悠游付|八达通|转数快|payme|银联卡?|visa卡?|万事达卡?|(?:美国)?运通卡?|jcb卡?|mastercard|amex)";
const PAYMENT = new RegExp(
  [
    String.raw`\b${PAY_WORD}\b.{0,40}\b${NAMED_METHOD}\b|\b${NAMED_METHOD}\b.{0,40}\b${PAY_WORD}\b|^\W*(?:y |and |o |hay )?${NAMED_METHOD}\W*$`,
    String.raw`\b(?:pay|paying|payments?|pagar\w*|pago|pagos|thanh toan|tra tien|tra)\b.{0,40}\b${PLAIN_METHOD}\b|\b${PLAIN_METHOD}\b.{0,40}\b(?:pay|paying|payments?|pagar\w*|pago|pagos|thanh toan|tra tien)\b`,
    String.raw`\b(?:you|y ?all|u|you guys) (?:take|accept)\b.{0,15}\b${PLAIN_METHOD}\b|\bquet the\b|\b(?:aceptan|acepta|reciben|toman)\b.{0,15}\b${PLAIN_METHOD}\b|\b(?:nhan|chap nhan)\b.{0,15}\b${PLAIN_METHOD}\b`,
    // "aceptan pagos por ATH Móvil?", "do you take payments through Wise": a way of paying we may not know by name.
    String.raw`\b(?:accept\w*|take|takes|aceptan|acepta|reciben|recibe|toman|nhan|chap nhan)\s+(?:pagos?|payments?|thanh toan)\s+(?:por|con|via|by|with|through|thru|on|qua|bang|using|usando|mediante)\s+\w|\b(?:pay|pagar\w*|thanh toan|tra tien)\s+(?:you\s+|les\s+|le\s+|y ?all\s+)?(?:through|thru|using|usando|mediante|qua|bang)\s+\w`,
    // "¿me pueden facturar en soles?", "can you invoice us in pesos?", "thu bằng tiền Việt được không", "能用人民币付吗": a currency.
    String.raw`\b(?:factur|cobr|pag|bill|invoic|charg|pay|thu|tra)\w*\b.{0,20}\b(?:en|in|bang) (?:soles|pesos(?: mexicanos| colombianos)?|euros?|dolares canadienses|reales|quetzales|bolivares|yuan|rmb|pounds|cad|mxn|tien viet|vnd|dong)\b|(?:人民币|欧元|越南盾|比索)(?:付|支付|结算|开票)|用(?:人民币|欧元)`,
    String.raw`\bpayment (?:methods?|options?|types?)\b|\b(?:what|which) (?:ways?|methods?) (?:can (?:i|we) |to |do (?:i|we) )?pay\b|\bhow (?:can|do|would) (?:i|we) pay (?:you|y ?all|u)\b|\b(?:formas?|metodos?|medios?) de pago\b|\b(?:hinh thuc|phuong thuc|cach) thanh toan\b`,
    // A wallet the rules do not know by name, still asked as the way to pay us: "¿se puede pagar con Bizum?", "trả bằng
    // MoMo được không", "可以用XX支付吗" (not "pagar con el plan…", "trả lời bằng tiếng Anh").
    String.raw`\b(?:pagar\w*|pagarles|pago)\s+(?:con|via|mediante|usando)\s+(?!(?:el|la|los|las|un|una|ustedes|usted|anticipacion|tiempo|descuento|growth|foundation|enterprise)\b)[a-z]|\b(?:tra|tra tien|thanh toan|chuyen tien)\s+(?:qua|bang)\s+(?!(?:tieng|loi|chu|giong)\b)[a-z]`,
    "(?:可以|能|能不能|可不可以|可否)(?:用|以|使用)(?!ai|人工|自动|系统|机器|你们)[^，。？！,?!\\s]{1,6}(?:支付|付款|付钱|pay)(?!流程|系统|功能|提醒|记录|页面|通知)",
    `${ZH_METHOD}.{0,12}(?:付|支付|交|缴|结算|收)|(?:付|支付|交|缴|收|接受|刷|可以用|能用|能否用|可否以|可否用|以).{0,8}${ZH_METHOD}|(?:付款|支付|缴费)(?:方式|方法|渠道)|怎么(?:付款|付钱|交钱|支付)|刷卡`,
  ].join("|"),
);
// Someone else's payments ("my tenants pay rent by Zelle", "clientes que pagan con tarjeta") are a feature asked of us.
// (…or paying extra for an offering, "市场看板不用另外付钱吧？", "is that extra or included?": whether it is included.)
const OTHERS_PAY = /另外(?:付|交|收|花)钱|额外(?:付|收|花)|单独(?:付|收)|\b(?:pay|paying|cost|costs|charge) extra\b|\b(?:pagar|cobrar) aparte\b|\btra them\b|\b(?:tenants?|renters?|rent|rents|clients?|customers?|buyers?|sellers?|leads?|inquilinos?|renta|rentas|alquiler\w*|clientes?|comprador(?:es)?|nguoi thue|tien thue|khach\w*)\b|租客|租户|房客|租金|房租|客户|买家|卖家/;

// A mortgage, a loan or financing advice is the visitor's clients' matter, not how they pay us.
const NOT_OURS_TO_PAY = new RegExp(`${OTHERS_PAY.source}|\\b(?:mortgages?|hipotecas?|loans?|prestamos?|advice|consejos?|vay)\\b|房贷|贷款`);

// Paying the setup (or any fee) in parts.
const INSTALMENTS = new RegExp(
  [
    // "can i pay the setup fee off over a few months?": paid off over months.
    String.raw`\bpay\w* (?:\w+ ){0,3}off over\b|\bover (?:a few|several|a couple of|\d+|two|three|four|six) months\b(?=.{0,40}\b(?:up ?front|all at once)\b)|\b(?:instal+ments?|payment plans?|financing (?:for|on|options?|available|plans?)|finance (?:the|it|this|that)|(?:offer|have|do) financing|pay (?:it |this |that |the \w+(?: \w+)? )?(?:over time|in (?:parts|pieces|chunks|installments|instalments))|(?:spread|split|break)\w* (?:it|that|this|the (?:\w+ )?(?:cost|fee|fees|payment|payments|price|bill|setup|install\w*)(?: fees?)?)(?: up)? (?:over|across|into|out over))\b`,
    String.raw`\bmonthly payments?\b.{0,25}\b(?:setup|set up|install\w*|one-time|upfront)\b|\b(?:setup|set up|install\w*|one-time|upfront)\b.{0,25}\b(?:monthly payments|month by month|in monthly)\b`,
    String.raw`\b(?:a|en) (?:plazos|cuotas|abonos|mensualidades|pagos (?:mensuales|chiquitos|pequenos))\b|\bpag\w*\b.{0,30}\ba (?:\d+ )?meses\b|\ba (?:\d+ )?meses sin intereses\b|\b(?:por|en) partes\b.{0,15}\bpag\w*|\bpag\w*\b.{0,20}\b(?:por|en) partes\b|\ben abonos\b|\bpag\w*\b.{0,30}\babonos\b|\bfinanci(?:amiento|acion|an|ar)\b|\b(?:dividir|partir)\b.{0,20}\b(?:pago|instalacion|costo|cobro)\b`,
    String.raw`\btra gop\b|\bchia (?:nho|ra|lam)\b.{0,30}\b(?:tra|thanh toan|dong)\b|\b(?:tra|thanh toan|dong)\b.{0,15}\b(?:lam|thanh) (?:nhieu|vai|\d+|hai|ba) (?:lan|dot|ky|thang)\b`,
    "分期|分(?:[一二三四五六两几\\d]+|多)个?月(?:付|支付|交|缴|还)|分(?:开|批|次)(?:付|支付|交|缴)|(?:按月|每月)(?:分摊|摊)",
  ].join("|"),
);

// Paying on another schedule than monthly: "can I pay quarterly?", "¿puedo pagar trimestralmente?", "trả theo quý",
// "按季度付款". The site states monthly fees only.
const PAY_SCHEDULE = new RegExp([
  String.raw`\bpay\w* (?:it |this |that |us |you )?(?:quarterly|annually|yearly|by the (?:quarter|year)|per quarter|every (?:three|3) months)\b|\bpag\w* (?:de forma |por )?(?:trimestral\w*|anual\w*|trimestre|cada (?:tres|3) meses)\b|\b(?:tra|thanh toan|dong)\b.{0,10}\b(?:theo|moi|tung) quy\b`,
  "按(?:季度?|年)(?:付|支付|交|缴|结)|季付|(?:每|一)季度?(?:付|交|缴)(?:一次)?|(?:三|3|六|6|十二|12)个月(?:交|付|缴)一次|一年(?:交|付|缴)一次",
].join("|"));

// Who founded, owns or runs the agency, or their name. "Our founder", "mi dueño" are the visitor's own.
const OWNER_WORD = String.raw`(?:founders?|co-?founders?|owners?|ceo|boss|president|head honcho|duen[oa]s?|fundador\w*|jefe|jefa|director\w*(?: general)?|presidente|propietari[oa]s?|chu|ong chu|ba chu|sep|nguoi sang lap|nguoi thanh lap|giam doc|tong giam doc)`;
const FOUNDER = new RegExp(
  [
    String.raw`\bwho\b(?: \w+){0,2} (?:founded|started|owns)\b.{0,30}\b(?:company|outfit|shop|agency|firm|business|operation|place|you|y ?all|this|it|bayou\w*)\b|\bwho\b(?: \w+){0,2} (?:runs|built|created|leads|heads|set up|is in charge of)\b.{0,15}\b(?:company|outfit|shop|agency|firm|business|operation|place|show|bayou\w*)\b`,
    String.raw`\bwho(?: is| are| s|s| e)? (?:the |your |ur |y ?all s )?${OWNER_WORD}\b|\b(?:name|names|nombre) (?:of|del?) (?:the |your |ur |su |el |la )?${OWNER_WORD}\b|\b(?:the |your |ur )?${OWNER_WORD}(?: s)? names?\b(?! (?:is|es))`,
    String.raw`\bquien(?:es)? (?:e |es |son )?(?:el |la |los |las )?${OWNER_WORD}\b|\bquien (?:fundo|creo|empezo|inicio|comenzo|armo) (?:la|el|esta|este|ustedes|bayou)\b|\bcomo se llama(?:n)? (?:el |la |los |su )?${OWNER_WORD}\b|\bde quien es (?:la empresa|la compania|el negocio|esto)\b`,
    String.raw`\bai (?:la |lam )?(?:chu|ong chu|ba chu|sep|nguoi sang lap|giam doc|ceo|so huu|dieu hanh|thanh lap|sang lap)\b|\b(?:chu|sep|nguoi sang lap|giam doc|ceo)(?: (?:cong ty|ben ban|cac ban|ben em))? ten (?:la )?gi\b`,
    "(?:老板|创始人|创办人|负责人|总裁|ceo|董事长|老总|东家)(?:是|叫)?(?:谁|哪位|什么名字|叫什么)|谁(?:是)?(?:你们的?|贵公司的?)?(?:老板|创始人|负责人|ceo)|谁(?:创立|创办|成立|开)的?(?:公司|你们)?|(?:公司|你们)是谁(?:开|创办|创立)?的",
  ].join("|"),
);
const THEIR_OWN = /\b(?:data|datos|du lieu|account|cuenta|information|informacion|leads?|listings?)\b|数据|资料|(?:项目|账户|账号|客户|对接).{0,4}负责人|\b(?:my|our|mi|mis|nuestr[oa]s?|cua (?:toi|minh|em|chung toi))\s+(?:\w+\s+)?(?:founders?|owners?|ceo|boss|duen[oa]s?|jefe|jefa|sep|chu|giam doc)\b|我(?:们)?的?(?:老板|负责人|ceo)/;

// How long the agency has been in business.
const YEARS = new RegExp(
  [
    String.raw`\bhow long (?:have|has|ve) (?:you|y ?all|u|you guys|your (?:company|agency|firm|team|business)|bayou\w*(?: \w+){0,2}|the company)\b.{0,25}\b(?:been|existed|operat\w*|around|in business)\b|\bhow (?:many|much) years\b.{0,30}\b(?:in business|around|operating|been|experience|doing this|at this|y ?all)\b`,
    String.raw`\bwhen (?:was|were|did) (?:you|y ?all|u|your (?:company|agency|firm|business|team)|the (?:company|agency|firm|business)|bayou\w*(?: \w+){0,2})\b.{0,20}\b(?:founded|started|established|launched|formed|opened|open|start)\b|\bwhat year\b.{0,30}\b(?:founded|started|established|open\w*)\b|\bhow old is (?:your|the|this) (?:company|agency|firm|business|outfit|shop)\b|\b(?:have|has|ve) (?:you|y ?all|your (?:company|agency|firm)) been in business\b`,
    String.raw`\bcuantos anos\b.{0,30}\b(?:llevan|tienen|tiene|lleva|de experiencia|operando|trabajando|en el negocio|existen)\b|\b(?:desde cuando|hace cuanto(?: tiempo)?)\b.{0,25}\b(?:existen|operan|estan|trabajan|empezaron|abrieron|funcionan|tienen la empresa|la empresa)\b|\bcuando (?:se )?(?:fundo|fundaron|empezaron|abrieron|nacio)\b`,
    String.raw`\bhoat dong (?:duoc )?(?:bao lau|may nam|bao nhieu nam)\b|\bthanh lap\b.{0,15}\b(?:nam nao|khi nao|bao lau|bao gio|may nam|bao nhieu nam)\b|\b(?:cong ty|ben ban|cac ban|ben em|ben anh|ben chi)\b.{0,20}\b(?:lam|mo|co mat)\b.{0,10}\b(?:duoc )?(?:bao lau|may nam|bao nhieu nam)\b|\b(?:bao nhieu|may) nam kinh nghiem\b`,
    "(?:成立|创立|开业|创办|经营|营业)(?:了)?(?:多久|几年|多少年|多长时间)|(?:哪年|哪一年|什么时候)(?:成立|创立|开业|创办)|(?:你们|贵公司|贵司|公司)(?:做|干)(?:了)?(?:多久|几年|多少年)|多少年(?:的)?(?:历史|经验)|有(?:几|多少)年(?:的)?(?:历史|经验)",
  ].join("|"),
);

// How many people work at the agency.
const HEADCOUNT = new RegExp(
  [
    String.raw`\bhow many (?:people|folks|guys|humans|employees|staff|engineers|developers|devs|workers|team members)\b (?:work|are (?:there|on (?:your|the) team|employed)|do (?:you|y ?all) (?:have|employ)|does (?:your|the) (?:company|agency|team|firm) (?:have|employ)|(?:on|in) (?:your|the|ur) (?:team|company|staff|agency)|at (?:your|the) (?:company|agency|firm)|y ?all (?:got|have))\b|\bhow many (?:of you|employees|staff members|engineers|developers)\b.{0,15}\b(?:are there|do you have|you got|y ?all)\b|\bhow (?:big|large|small) (?:is )?(?:your|the|ur|y ?all s) (?:team|company|agency|staff|shop|outfit|firm|operation)\b|\b(?:team|staff|company) size\b|\bheadcount\b`,
    String.raw`\bcuant[oa]s (?:personas|empleados|trabajadores|ingenieros|programadores|gente)\b.{0,30}\b(?:trabaj\w*|tienen?|son|hay|laboran|ustedes)\b|\bcuanta gente (?:trabaja|hay|tienen)\b|\bcuantos son (?:ustedes|en (?:el equipo|la empresa|la compania))\b|\bque tan grande es (?:su|el|la) (?:equipo|empresa|compania|agencia)\b|\btamano de (?:su|el|la) (?:equipo|empresa)\b`,
    String.raw`\b(?:cong ty|ben ban|cac ban|ben em|ben anh|ben chi|doi ngu|team ban)\b.{0,30}\b(?:bao nhieu|may) (?:nhan vien|nguoi|thanh vien|ky su)\b`,
    "(?:你们|贵公司|贵司|公司|团队)(?:的|有|一共有|总共有)?.{0,6}(?:多少|几)(?:个|名|位)?(?:员工|同事|工程师|人)|(?:你们|贵公司|贵司)的?(?:公司|团队)?(?:规模|有多大|多大)",
  ].join("|"),
);
// "my team of 6, how many people need logins?", "我们团队有几个人在用": the visitor's own people.
// ("Bên em có đào tạo cho mấy người bán hàng của anh…?": their people trained, not our headcount.)
const OWN_PEOPLE = /\b(?:train\w*|dao tao|huong dan|capacit\w*|entren\w*|ensen\w*)\b|培训|\b(?:cua (?:anh|chi|co|chu))\b|\b(?:my|our|mi|mis|nuestr[oa]s?|cua (?:toi|minh|em|chung toi)|(?:toi|minh|em) co)\b.{0,20}\b(?:team|staff|company|agents|people|employees|equipo|empresa|agentes|gente|doi|nhom|nhan vien)\b|\b(?:cong ty|doi|nhom|team) (?:cua )?(?:toi|minh|em|chung toi)\b|\b(?:package|plan|growth|foundation|enterprise|paquete|goi)\b|我们|我的|我家|我这|我(?:团队|公司|手下|组里|店里)|套餐|适合|推荐/;

// Where the office is, to visit: its street address, dropping by in person. Not an address listed beside prices or
// times ("价格跟地址": the listings' facts a post speaks of).
const OFFICE_VISIT = new RegExp(
  [
    String.raw`\b(?:your|ur|the|company s|office|street|physical|mailing) address\b(?! (?:for|to) (?:e-?mail|the newsletter))|\b(?:stop|drop|come|swing|pop) (?:by|in|over)\b.{0,25}\b(?:office|in person|y ?all|you)\b|\bvisit (?:you|y ?all|your (?:office|place|location|team))\b|\bmeet (?:you |the team )?(?:in person|face to face)\b`,
    String.raw`\bdireccion (?:de |del )?(?:su |la |sus )?(?:oficinas?|empresa|compania|negocio|local)\b|\b(?:cual es|me da|me pasa|tienen) (?:su|la) direccion\b(?! de (?:correo|e-?mail))|\b(?:ir|pasar|pasarme|visitar\w*|llegar)\b.{0,15}\b(?:su|la|sus) oficinas?\b|\bvisitarlos\b|\ben persona\b.{0,20}\b(?:oficina|reunir\w*|verlos|visitar\w*)\b`,
    String.raw`\bdia chi\b(?! (?:e-?mail|mail|email|web|trang))(?: (?:cong ty|van phong|ben ban|cua ban|cua cong ty|cua cac ban|ben em))?\b.{0,15}\b(?:la gi|o dau|nao|the nao)\b|(?<!\b(?:gui|chuyen|dua|ban|chia se|nop) )\b(?:ghe|den|toi|qua|gap)\b.{0,10}\b(?:van phong|cong ty)\b(?! (?:ai|khac|thu ba)\b).{0,15}\b(?:duoc khong|khong|ko|gap truc tiep)\b|\bgap truc tiep\b`,
    // Not what is sent over ("发过去的咨询，你们…", "传过去给你们"): 去 after a verb of sending is no visit, nor after a
    // direction ("把Instagram接上去发房源，你们…": connected up), nor after taking ("拿去卖给别的公司": taken to sell), nor a call
    // ("打电话去你们办公室": phoned, not visited).
    "地址|(?:拜访|参观|(?<![发寄传递送交转提上下进出回拿带卖话]过?)(?:过去|去)|上门|登门).{0,8}(?:办公室|公司|你们)|(?:办公室|公司).{0,6}(?:拜访|参观)|当面(?:谈|聊|见)",
  ].join("|"),
);
const NOT_OFFICE = /@|\bmy (?:\w+ )?address\b|\baddress (?:i|we) (?:used|gave|use|have|signed up with)\b|网站地址|预约地址|\b(?:e-?mail|mail|email|web|website|ip)\b.{0,5}\baddress\b|\baddress\b.{0,20}\b(?:e-?mail|newsletter|listing|property|propert\w+|house|home|client|buyer|tenant)s?\b|邮箱地址|网址|房子地址|房源地址|邮件地址|ip ?[地位]址|链接地址|(?:价格|价钱|房价|时间|日期)(?:跟|和|与|及|、|，|,)?地址|地址(?:跟|和|与|及|、|，|,)(?:价格|价钱|房价|时间|日期)/;

// Which languages the agency's people speak (the AI's languages the site does state).
const STAFF_LANGUAGES = new RegExp(
  [
    String.raw`\b(?:what|which) languages?\b.{0,20}\b(?:your|the|ur) (?:staff|team|people|employees|reps|support(?: team)?|humans|engineers|account managers?)\b|\b(?:your|the|ur) (?:staff|people|employees|reps|human (?:team|staff|reps))\b.{0,15}\b(?:speak|speaks|talk)\b`,
    String.raw`\b(?:su|el) (?:equipo|personal|gente|empleados?)(?: de ustedes)?\b.{0,10}\bhabla\w*\b|\bque idiomas?\b.{0,15}\bhabla\w*\b.{0,15}\b(?:su|el) (?:equipo|personal|gente|empleados?)\b|\b(?:alguien|alguno|personas?)\b.{0,20}\b(?:de|en) (?:su|el) (?:equipo|oficina|personal)\b.{0,20}\bhabl\w*\b`,
    String.raw`\b(?:nhan vien|doi ngu|nguoi)\b.{0,20}\b(?:ben ban|cong ty|cac ban|ben em)\b.{0,20}\b(?:noi|biet)\b.{0,10}\b(?:tieng|ngon ngu)\b`,
    // Not the AI's service ("多语言客服", "AI客服", "全天候的客服"), whose languages the site states.
    "(?:员工|工作人员|同事|团队|(?<!多语言|多语种|多国语言|ai|AI|智能|机器人|24/7|24小时|全天候|全天候的|全天|线上)客服|人员).{0,10}(?:会|能)?(?:说|讲|懂)(?:哪些|什么|几种)语言",
    // "有没有中文客服？": service in Chinese by our people, which no page names (the AI's languages are stated apart).
    "(?:中文|普通话|国语|粤语|广东话|华语)(?:的)?(?:客服|服务人员|工作人员|员工|销售)",
    STAFF_ANY_LANGUAGE.source,
  ].join("|"),
);

// A contract to sign, its length, cancelling when one likes: the site states no contract terms.
const CONTRACT = new RegExp(
  [
    // "y'all lock you into a 2-year contract": a term heard of, put to us.
    String.raw`\block(?:s|ed|ing)? (?:you|u|us|me|people|folks|clients|them)? ?in(?:to)?\b.{0,25}\bcontracts?\b|\b(?:\d+|one|two|three|a)[- ]years? (?:contract|commitment|term)\b|\bcontrato\b.{0,20}\bpor (?:un|uno|dos|tres|1|2|3) anos?\b`,
    String.raw`\b(?:is there|do (?:i|we) (?:have|need) to sign|will (?:i|we) (?:have|need) to sign|any|do you (?:require|have)) (?:a |an )?(?:(?:long[- ]term|annual|yearly|\d+[- ](?:month|year)) )?contracts?\b|\b(?:contract|commitment) (?:length|term|period)\b|\bhow long (?:is|would be|are) (?:the |your )?contracts?\b|\blocked in(?:to)?\b|\bmonth[- ]to[- ]month\b|\b(?:long[- ]term|annual|yearly) (?:contract|commitment)\b`,
    String.raw`\b(?:hay|tienen|piden|se firma|tengo que firmar|hay que firmar) (?:un )?contrato\b|\bcontrato (?:de permanencia|forzoso|minimo|anual|a largo plazo)\b|\bcontrato\b.{0,20}\b(?:mes a mes|mensual o anual|por mes o por ano)\b|\bcontratos? anuales?\b|\b(?:ir|pagar|quedarse|seguir) mes a mes\b|\b(?:firmar|firmo|firmamos) (?:minimo |un minimo de |por lo menos )?(?:por )?(?:un|1|dos|2) anos?\b|\b(?:plazo|tiempo) (?:minimo|forzoso)\b`,
    String.raw`\b(?:co|phai|can) (?:ky )?hop dong\b|\bhop dong\b.{0,20}\b(?:bao lau|may thang|may nam|toi thieu|dai han|rang buoc)\b|\bhuy\b.{0,10}\b(?:luc nao|bat cu luc nao|bat ky luc nao|khi nao cung)\b|\brang buoc\b.{0,15}\b(?:hop dong|thoi gian)\b`,
    "(?:合同|合约)(?:期)?.{0,8}(?:多久|多长|期限|最短|几年|几个月|要签|需要签|绑定)|(?:要|需要|得)签.{0,4}(?:合同|合约)|随时(?:取消|解约|退出|停用|终止)|签约期|最短(?:期限|签约)|绑定(?:期|多久)|(?:可以|能)(?:随时)?解约",
  ].join("|"),
);

// A lease between the visitor and a tenant is not a contract with us.
const LEASES = /\b(?:leases?|tenants?|renters?|inquilinos?|arrendamiento|contrato de (?:renta|alquiler|arriendo)|hop dong thue|nguoi thue)\b|租约|租房|租客|房客|租赁/;

// An uptime or service level promised ("what's your SLA?", "¿qué disponibilidad garantizan?", "uptime bao nhiêu %",
// "在线率保证多少"): the site states none.
const UPTIME_WORDS = /\b(?:uptime|sla|slas|service level(?: agreements?)?|nivel(?:es)? de servicio|disponibilidad garantizad\w*|garantia de disponibilidad|thoi gian hoat dong (?:toi thieu|cam ket))\b|在线率|可用性(?:保证|承诺)|服务等级/;
// "if the power and internet go out in a hurricane, does the AI keep answering?", "si se va la luz, ¿el sistema sigue
// contestando?", "mất điện thì AI vẫn trả lời hả?", "停电了系统还会回吗？": whether ours runs through an outage, which no page
// says. (Tenants texting about an outage of theirs ask for the 24/7 agent.)
const THROUGH_OUTAGE = /^(?=.*(?:\b(?:keep|keeps|still|continue\w*|sigue|seguira|continua\w*|van|tiep tuc)\b|还会|还能|继续))(?=.*(?:\b(?:ai|bot|assistant|system|sistema|asistente|he thong|tro ly)\b|系统|机器人|助手))(?=.*(?:\b(?:power|internet|electricity|wifi|luz|dien|mang)\b.{0,20}\b(?:goes|go|went|out|down|se va|se corta|se fue|mat|cup|rot)\b|\bmat dien\b|\bse va la luz\b|停电|断电|断网|没电))/;
const UPTIME = new RegExp(`${UPTIME_WORDS.source}|${THROUGH_OUTAGE.source}`);
// A discount for a bigger office, a volume or a kind of client ("a discount for offices of 30 agents?", "descuento por
// volumen", "chiết khấu cho văn phòng 25 agent"): the site names none (a bundle's saving is asked with a bundle).
const DISCOUNT = /\b(?:discount\w*|descuento\w*|rebaja\w*|chiet khau|giam gia|uu dai)\b.{0,50}\b(?:\d+\s*\+?\s*(?:agents?|agentes?|people|personas|nguoi|nhan vien|seats?|users?)|(?:large|big|larger|bigger) (?:offices?|teams?|brokerages?)|offices?|oficinas?|van phong|volume|volumen|many agents|muchos agentes|nhieu agent|new agents?|agentes nuevos|agent moi|nonprofits?|veterans?)\b|\b(?:volume|bulk|multi-?office|team) discounts?\b|\b(?:a )?break on (?:the )?price\b.{0,40}\b(?:together|both|two|several|multiple|sign up|group)\b|\bdescuentos? por (?:volumen|cantidad)\b|(?:多人|团队|批量|大办公室|办公室).{0,10}(?:折扣|优惠)/;
// A discount for paying a year ahead ("any discount if we prepay the year?", "¿descuento por pago anual?", "trả trước cả
// năm có bớt không", "年付有优惠吗"): the site states none.
const EARLY = String.raw`(?:annual\w*|yearly|(?:a|the|one|whole|full|entire) year|12 months|upfront|up front|in advance|ahead|anual\w*|(?:el |un |todo el )?ano (?:completo|entero)|por adelantado|adelantado|ca nam|mot nam|1 nam|theo nam|12 thang|truoc)`;
const PREPAY = new RegExp(String.raw`\b(?:pay|paying|paid|prepay\w*|pre-pay\w*|bill\w*|pag\w*|tra|dong|thanh toan)\b.{0,20}\b${EARLY}\b.{0,40}\b(?:discount\w*|cheaper|(?:a |any )?(?:deal|break|price break)|save|savings|less|off|descuento\w*|rebaja\w*|mas barato|ahorr\w*|bot(?: tien| gia)?|giam(?: gia| tien)?|re hon|uu dai|chiet khau|khuyen mai)\b|\b(?:discount\w*|descuento\w*|rebaja\w*|giam gia|uu dai|chiet khau)\b.{0,30}\b(?:annual\w*|yearly|prepay\w*|upfront|up front|in advance|pago anual|pago adelantado|por adelantado|tra truoc(?: ca nam)?|dong truoc|theo nam)\b|(?:年付|预付|包年|一次(?:性)?付(?:清)?一年|付一年|交一年).{0,12}(?:折扣|优惠|便宜|打折|减)`);
// A fee or penalty for leaving a contract part-way ("hủy hợp đồng giữa chừng có bị phạt không", "¿hay multa por cancelar?").
const CANCEL_FEE = /\b(?:huy|cham dut|ngung) (?:hop dong|goi|dich vu)\b.{0,40}\b(?:phat|mat phi|phi|boi thuong|den bu)\b|\b(?:ngung|dung|huy|nghi) (?:ngang |giua chung)\b.{0,30}\b(?:phat|mat phi|boi thuong|den bu)\b|\bhop dong\b.{0,30}\bhuy (?:giua chung|ngang|som)\b|\b(?:phi|tien phat) (?:huy|cham dut)\b|\b(?:multa|penalizacion|penalidad|cargo|cobro)\w*\b.{0,30}\b(?:cancel\w*|salir|terminar|rescindir)\b|\b(?:cancel\w*|salir|terminar|rescindir)\b.{0,40}\b(?:multa|penalizacion|penalidad)\b|\b(?:penalt(?:y|ies)|fees?|charges?) for (?:cancel\w*|breaking|ending|leaving) (?:the |a |my |our )?(?:contract|plan|service|early|mid)\w*\b|\bcancel\w* (?:mid-?way|midway|part-?way|early)\b.{0,30}\b(?:penalt(?:y|ies)|fees?|charged?)\b|(?:违约金|解约费|取消费)|(?:签约|签合同|签了合同|签完合同)(?:之后|以后|后).{0,10}(?:取消|解约|退出|停用|终止)|中途(?:取消|解约|退出|停用|终止|不用)|(?:取消|解约|退出|终止|停用)[^。？！?!]{0,12}(?:罚钱|罚款|扣钱|赔钱|赔偿|手续费)|(?:罚钱|罚款|扣钱|赔钱)[^。？！?!]{0,6}(?:取消|解约|退出|终止|停用)/;
// Who the clients are, counted or named ("how many home builders are your clients? their names?", "nombres de sus
// clientes", "tên khách hàng của bên bạn"): the site names no clients and counts none. The visitor's own client list is theirs.
// "how many teams have you actually set up so far", "đã làm cho bao nhiêu văn phòng môi giới rồi", "¿con cuántas
// inmobiliarias han trabajado?", "做过多少家": how many clients, counted by what was done for them.
const CLIENT_COUNT = /\bhow many (?:teams|agents|brokerages|clients|customers|offices|companies|businesses|agencies|realtors)\b.{0,30}\b(?:have you|did you|you(?: ve| have)?|y ?all(?: ve| have)?)\b.{0,25}\b(?:set up|worked (?:with|for)|helped|served|done|onboarded|signed|automated|built)\b|\b(?:lam|phuc vu|trien khai|cai dat) (?:cho )?(?:duoc )?bao nhieu (?:van phong|cong ty|khach|nhom|doanh nghiep|moi gioi)\b|\bcon cuant[oa]s (?:oficinas|empresas|inmobiliarias|equipos|clientes|agentes)\b.{0,20}\b(?:han|ha) trabajado\b|\bcon cuant[oa]s (?:clientes|inmobiliarias|empresas|agencias|corredurias|equipos)\b.{0,6}\b(?:trabajan|cuentan|tienen)\b|\bcuant[oa]s (?:clientes|inmobiliarias|empresas|agencias|corredurias|equipos|agentes)\b.{0,40}\b(?:ya )?(?:usan|estan usando|utilizan|trabajan con|tienen contratad\w*)\b|(?:做过|服务过|合作过|帮过)(?:多少|几)(?:家|个|位)/;
const CLIENT_ROSTER = /\bhow many\b.{0,30}\b(?:are|is)\b.{0,15}\b(?:your|ur|yall s) (?:clients|customers)\b|\b(?:names?|list) of (?:your|ur) (?:clients|customers)\b|\b(?:share|list|give|tell)\b.{0,25}\b(?:count|number) and names\b|\bcuant[oa]s\b.{0,30}\b(?:son|ya son) (?:sus|tus) clientes\b|\b(?:dar|compartir|pasar|decir|listar|cuales son)\w*\b.{0,15}\bnombres de (?:sus|tus) clientes\b|\bbao nhieu\b.{0,30}\b(?:la|dang la) khach(?: hang)? cua (?:ben ban|cac ban|cong ty|ben anh|ben chi|ben em)\b|\bten (?:cac |nhung )?khach hang (?:cua|ben) (?:ban|cac ban|cong ty|ben ban)\b/;

// A franchise of ours, a podcast, our people speaking at an association's meeting ("¿dan franquicias?", "bên công ty có
// làm podcast không?", "do any of you speak at realtor association meetings?", "你们会去协会做讲座吗"): never stated.
// (A visitor working under a franchise, "we're a RE/MAX franchise", "我们加盟总部", asks nothing of ours: only a franchise
// of ours offered or bought is this gap.)
const FRANCHISE = /\b(?:do|does|can|could|will|would) (?:you|y ?all|u|your (?:company|agency|team)) (?:\w+ ){0,2}(?:offer|sell|have|give|grant)\w* (?:any |a )?franchis\w*|\b(?:buy|get|open|own|start) (?:a |one of )?(?:your|y ?all ?s) franchis\w*|\bfranchis\w* (?:of yours|with (?:you|y ?all)|from (?:you|y ?all)|opportunit\w*)|\b(?:dan|dais|venden|ofrecen|tienen|hay) (?:\w+ )?franquicias?\b|\bfranquicias? (?:de (?:ustedes|su empresa|su agencia)|suyas?)\b|\bnhuong quyen\b.{0,20}\b(?:ben em|ben anh|ben minh|cong ty (?:ban|em))\b|\b(?:ben em|ben anh|ben minh|cong ty (?:ban|em)) (?:co )?(?:cho )?nhuong quyen\b|加盟你们|你们(?:开放|接受|有)?加盟(?:吗|么|不)|(?:可以|能不能|能)加盟(?:你们|吗)|特许经营权/;
const PODCAST = /\bpodcasts?\b|播客/;
// Working for us ("are you hiring?", "¿estáis contratando?", "bên em có tuyển người không", "你们招人吗") and prizes won
// ("any industry awards?", "¿han ganado premios?", "有没有得过奖"): never stated. Hiring for the visitor's own team is theirs.
const JOBS = /\b(?:are|r) (?:you|u|y ?all|you guys) hiring\b|\b(?:job openings?|openings on your team|careers? (?:page|with you|at your)|work (?:for|with) (?:you|y ?all|your (?:company|team))\b(?=.{0,30}\b(?:part[- ]time|full[- ]time|job|position|resume|cv|apply)\b)|apply (?:for a job|to work))\b|\b(?:estan|estais|estas) contratando\b|\b(?:trabajar|chambear|currar) (?:con|para) (?:ustedes|vosotros|su empresa|vuestra empresa)\b(?=.{0,40}\b(?:media jornada|tiempo completo|medio tiempo|curriculum|cv|puesto|vacante|empleo)\b)|\b(?:vacantes|ofertas de (?:empleo|trabajo))\b|\b(?:ben (?:em|anh|chi|ban)|cong ty) (?:co )?(?:dang )?tuyen (?:nguoi|nhan vien|dung)\b|(?:你们|贵公司)(?:在)?招(?:人|聘)|招聘(?:信息|职位)/;
const AWARDS = /\b(?:awards?|accolades|recogni[sz]ed by|premios?|galardon\w*|giai thuong)\b|(?:获得|得过|拿过)(?:什么|哪些)?(?:行业)?(?:奖|奖项)|行业奖项/;
const SPEAKING = /\b(?:speak|speaks|speaking|speakers?|talks?|presentations?|present|keynotes?|workshops?)\b.{0,40}\b(?:associations?|meetings?|events?|conferences?|board of realtors|chambers?|luncheons?)\b|\b(?:dan|dar|dictan|dictar)\b.{0,10}\b(?:charlas|conferencias|platicas|talleres)\b|\b(?:charlas|conferencias|platicas|talleres)\b.{0,20}\b(?:asociacion\w*|eventos?|reunion(?:es)?)\b|\b(?:noi chuyen|dien thuyet|dien gia|chia se)\b.{0,20}\b(?:hiep hoi|su kien|hoi nghi|hoi thao)\b|(?:演讲|讲座|分享会).{0,10}(?:协会|活动|会议)|(?:协会|活动|会议).{0,10}(?:演讲|讲座|分享)/;

// Our prices raised later ("will the price go up in year two?", "¿suben los precios el segundo año?", "sang năm thứ hai giá có
// tăng không", "第二年会涨价吗"): the site lists today's prices and says nothing of raising them.
const PRICE_RISE = /\b(?:(?:raise|raising|increase|increasing|hike|hiking|bump|bumping|jack|jacking) (?:up )?(?:the |your |our |its )?(?:prices?|rates?|fees?|pricing)|(?:prices?|rates?|fees?|pricing) (?:ever )?(?:go(?:es|ing)? up|increase|rise|climb)|price (?:increases?|hikes?)|(?:sube|suben|subiran|aumenta|aumentan|aumentaran|subir|aumentar)n? (?:el |los |la |las )?(?:precios?|tarifas?|cuotas?|mensualidad(?:es)?)|(?:precios?|tarifas?|cuotas?|mensualidad(?:es)?) (?:van a )?(?:sube|suben|subir|aumenta|aumentan|aumentar)|gia (?:co )?(?:tang|len|tang len)|tang gia)\b|涨价|(?:价格|费用|月费|收费)(?:会不会|会)?(?:上涨|涨|提高)/;
// …asked of time to come: a later year, renewal, "next year". A price that goes up with more agents is the fit's.
const LATER = /\b(?:year (?:two|2)|second year|next year|(?:after|in) (?:the first|a|one) year|renew\w*|later on|over time|down the road|(?:el |al )?(?:segundo|proximo) ano|el ano que viene|(?:mas )?adelante|con el tiempo|renovar|renovacion|nam (?:thu hai|thu 2|sau|toi)|sang nam|ve sau|sau nay|gia han)\b|第二年|明年|以后|续费|续约|将来/;

const ASKS: [NonNullable<UnknownAbout["about"]>, RegExp, RegExp | null][] = [
  ["uptime", UPTIME, null],
  ["discount", DISCOUNT, null],
  ["discount", PREPAY, null],
  ["cancellation", CANCEL_FEE, LEASES],
  ["clients", CLIENT_ROSTER, null],
  ["clients", CLIENT_COUNT, null],
  ["payment", PAYMENT, OTHERS_PAY],
  ["money-terms", INSTALMENTS, NOT_OURS_TO_PAY],
  ["money-terms", PAY_SCHEDULE, NOT_OURS_TO_PAY],
  ["money-terms", new RegExp(`^(?=[\\s\\S]*(?:${LATER.source}))[\\s\\S]*(?:${PRICE_RISE.source})`), null],
  ["founding", FOUNDER, THEIR_OWN],
  ["founding", YEARS, null],
  ["headcount", HEADCOUNT, OWN_PEOPLE],
  ["office", OFFICE_VISIT, NOT_OFFICE],
  ["staff-languages", STAFF_LANGUAGES, null],
  ["contract", CONTRACT, LEASES],
  ["franchise", FRANCHISE, null],
  ["podcast", PODCAST, null],
  ["jobs", JOBS, null],
  ["awards", AWARDS, null],
  ["speaking", SPEAKING, null],
];

/** The fact about the agency the site never states that `text` (folded) asks for, in so many words; else null. */
export function unstatedAbout(text: string): NonNullable<UnknownAbout["about"]> | null {
  return ASKS.find(([, asks, not]) => asks.test(text) && !(not?.test(text) ?? false))?.[0] ?? null;
}

// An API or SDK of our own for developers ("¿tienen una API abierta?", "有没有开放API或者SDK"): the site names none.
const OWN_API = /\bsdks?\b|\b(?:open|public|abierta|publica|mo|cong khai)\s+apis?\b|\bapis?\s+(?:abierta|publica|mo|cong khai)\b|\bapis?\b.{0,30}\b(?:developers?|desarrollador(?:es)?|lap trinh vien)\b|开放\s*api|api.{0,12}开发者/;

// Voice notes or audio messages read by the AI ("los audios de WhatsApp", "tin nhắn thoại", "语音消息"): the site never says.
const VOICE_NOTES = /\b(?:voice (?:notes?|memos?|messages?)|audio (?:messages?|notes?|clips?)|notas? de voz|audios?|mensajes? de (?:voz|audio)|tin nhan (?:thoai|giong noi|am thanh)|ghi am)\b|语音(?:消息|留言|信息|讯息)/;

/** "do you take Zelle?", "¿quién es el dueño?", "công ty có bao nhiêu nhân viên", "你们成立几年了": our site doesn't say. */
// Client reviews, testimonials or case studies ("¿tienen testimonios?", "có khách hàng nào review không", "有客户案例吗"):
// the site publishes none; the results it states are what it has.
const TESTIMONIALS =
  /\b(?:testimonials?|case stud(?:y|ies)|(?:client|customer) (?:reviews|references)|reviews (?:from|of|by) (?:your )?(?:clients|customers)|(?:any|got|have|see|read|show me) (?:some |any )?(?:reviews|references)|testimonios?|resenas|casos? de (?:clientes?|estudio)|opiniones de (?:sus |tus )?clientes|danh gia cua khach hang|khach hang (?:nao )?(?:review|danh gia)(?! khach)|review cua khach)\b|客户(?:案例|评价|见证|评论|好评)|案例研究|用户评价|口碑/;

// Reconciling tenants' charges asked of the AI ("can the bot do CAM reconciliations at year end?", "¿el asistente hace
// las conciliaciones de gastos comunes?"): the site says nothing of it (bookkeeping as such is notOffered's answer).
const RECONCILING = /\b(?:do|does|handle|run|prepare|take care of|hace|hacen|lam|xu ly)\b.{0,25}\b(?:cam reconciliations?|reconciliations?|conciliacion(?:es)?|doi soat)\b|(?:做|处理).{0,6}对账/;

// Reselling our service under the visitor's brand ("¿puedo revender su sistema con mi propia marca?", "can we white-label
// it?", "贴牌转售"): the site says nothing of resale; selling the visitor's data is the privacy page's (not this).
// "sell it on under our Brodgar name": the visitor's brand named between "our" and "name".
const RESALE = /\bsell (?:it|this|them|the system|your system) on\b|\b(?:revend\w*|resell\w*|reventa)\b(?=.{0,30}\b(?:sistema|servicio|producto|plataforma|software|solucion|chatbot|bot|asistente|system|service|product|platform|solution|assistant|marca|brand)\b)(?!.*\b(?:datos|data|info\w*|details|contact\w*|lists?|listas?)\b)|\bmarca blanca\b|\bwhite ?-?label\w*|\b(?:con|bajo) (?:mi|nuestra) (?:propia )?marca\b|\bunder (?:my|our) (?:own )?(?:\w+ )?(?:brand|name|logo)\b|\brebrand\w*|\bban lai (?:dich vu|he thong|san pham)\b|贴牌|白标|转售|转卖|贴上.{0,12}(?:牌子|品牌|logo)|(?:牌子|品牌)(?:卖|出售)给/;

/** Resale under the visitor's brand asked, whatever tool of theirs is named beside it: the site does not say ("客户资料…会不会被转卖" asks of the data). */
export const resaleAsked = (text: string): Resolved | null => (RESALE.test(text) && !DATA_ASK.test(text) ? { answers: [{ t: "unknown", about: "resale" }], topic: null, intent: "unanswered" } : null);

export function unstatedAsked(text: string): Resolved | null {
  if (OWN_API.test(text) || VOICE_NOTES.test(text) || RECONCILING.test(text)) return { answers: [{ t: "unknown" }], topic: null, intent: "unanswered" };
  if (TESTIMONIALS.test(text)) return { answers: [{ t: "unknown", about: "testimonials" }, { t: "entry", id: "results" }], topic: null, intent: "unanswered" };
  const about = unstatedAbout(text);
  if (!about) return null;
  // "an office up in Kingwood?": the office rule in resolve.ts names the place asked.
  if (about === "office" && OFFICE.test(text) && OFFICE_PLACE.test(text) && !NOT_OURS.test(text)) return null;
  // Paying in instalments, or on another schedule, is the money term asked (unknown-topics.ts names it).
  const name = about === "money-terms" ? { name: PRICE_RISE.test(text) && !INSTALMENTS.test(text) ? PRICE_RISE_NAME : PAY_SCHEDULE.test(text) && !INSTALMENTS.test(text) ? PAY_SCHEDULE_NAME : INSTALMENTS_NAME } : {};
  return { answers: [{ t: "unknown", about, ...name }], topic: null, intent: "unanswered" };
}
