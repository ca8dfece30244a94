import { VI_CASE_FEARED } from "./policy-shapes.ts";

// What reads as a complaint about us: a promise not kept, a judgement of the service, a feeling voiced about us.

const DAY_EN = "(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)";
const DAY_ES = "(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)";
const DAY_VI = "(?:thu (?:hai|ba|tu|nam|sau|bay|[2-7])|chu nhat)";
const DAY_ZH = "(?:周|星期|礼拜)[一二三四五六日天末]";
const PROMISE_NOT_KEPT = [
  /\b(?:booked|scheduled|set up|made|had) (?:a |an |the |my )?(?:call|appointment|meeting|consult\w*|demo)\b.{0,80}\b(?:sat (?:by|next to|at|waiting)|waited|no[- ]?show|never (?:called|showed|came|rang)|didnt (?:call|show|ring)|stood (?:me )?up|nothing|no one|nobody)\b/.source,
  /\bsat (?:by|next to|at|glued to) (?:the|my) (?:phone|computer|desk)\b|\bwaited (?:by|on) the phone\b|\b(?:was|got) stood up\b/.source,
  `\\b(?:said|told|promised|were going to|was going to|would)\\b.{0,60}\\b(?:call|ring|phone|contact|reach|get back|email|text|send|proposal|quote|estimate|contract)\\w*\\b.{0,40}\\b(?:on |by )?(?:${DAY_EN}|tomorrow|yesterday|last week|this week|today)\\b.{0,40}\\b(?:its|it is|today is|now its|already|still)\\b.{0,10}\\b(?:${DAY_EN}|nothing|waiting)\\b`,
  `\\b(?:me dijeron|quedaron en|prometieron|iban a|me iban a|dijeron que)\\b.{0,50}\\b(?:llam|contact|escrib|marc|regres|mand|envi|propuesta|cotizacion|presupuesto)\\w*\\b.{0,60}\\b(?:hoy (?:ya )?es|ya es|ya estamos a|estamos a|y (?:ya )?es)\\s+${DAY_ES}\\b|\\b(?:espere|estuve esperando)\\b.{0,30}\\b(?:llamada|telefono)\\b`,
  `\\b(?:hua|hen|noi (?:la )?se|bao (?:la )?se)\\b.{0,40}\\b(?:goi|lien he|lien lac|nhan|gui|bao gia|de xuat)\\b.{0,50}\\b(?:nay|hom nay|gio|bay gio)(?: (?:da|la|la da|da la))* ${DAY_VI}\\b|\\bngoi cho (?:dien thoai|cuoc goi)\\b`,
  `说(?:好|了)?.{0,12}${DAY_ZH}.{0,10}(?:打|联系|回|给我|发|报价|方案|提案).{0,20}(?:今天|现在)(?:都|已经)?(?:是)?${DAY_ZH}|守着电话|(?:约|预约)了.{0,12}(?:电话|通话).{0,20}(?:没人|没有人|一直没)`,
];

// "¿por qué dice que no sirve en Houston?", "why does the post say round robin is useless?": a judgement an article
// or a page makes, told or asked about, is not the visitor's own about us.
const TOLD_BY = String.raw`\b(?:dice|dicen|decia|decian|dijo|dijeron|menciona|explica|explican|says|say|said|writes|wrote|claims?)(?: que| that)? (?:(?!(?:you|ustedes|su|your)\b)\w+ ){0,4}`;
// "que me llenen el formulario de basura": filled with junk, a thing, not a judgement of us.
const ANTI_WORDS = "de|con|llen[oa]s?|(?:les|nos|os) (?:mand|envi|met)\\w*|filter|filters|filtering|block|blocks|blocking|detect|detects|detecting|flag|flags|spot|catch|catches|prevent|prevents|against|avoid|stop|anti|to the|into the|in the|in my|in your|correo|correos|mensaje|mensajes|carpeta de|bandeja de|contra|chong|phong|loc|chan|tin nhan|cuoc goi";
// The visitor judging themselves ("had a big lunch and now i'm useless", "I feel like garbage today", "i'm rubbish with
// tech"): how they are, not a judgement of us.
// "we're useless at posting", "half of them are useless with tech": the visitor's own people judged, as well.
const SELF_JUDGED = String.raw`\b(?:im|i m|i am|i feel|i felt|feeling|i was|ive been|i ve been|i have been|were|we re|we are|they re|theyre|they are|(?:half|most|some|all|a few) of (?:them|us|my \w+|our \w+) (?:are|is)|my \w+ (?:are|is)|our \w+ (?:are|is))(?: (?:so|totally|completely|pretty|a bit|bit|kinda|kind of|right|proper|absolutely|just|like|utterly|feeling)){0,2} `;
const THING_WORDS = "folders?|bins?|cans?|mail|leads?|calls?|callers?|inquiries|listings?|texts?|messages?|emails?|detection|filters?|filtering|checks?|protection|alerts?|prevention|counters?|bots?|sites?|accounts?|tin nhan|cuoc goi|email";
export const COMPLAINT: RegExp[] = [
  // Something of ours gone wrong, a fix demanded: "the reminders y'all set up went out at 2 in the morning… somebody needs to
  // fix this today", "trae números de otro agente… Eso no es serio, quiero que alguien lo arregle ya".
  /\b(?:somebody|someone|y ?all|you|your (?:team|people)) (?:needs? to|has to|have to|better|gotta) fix (?:this|it|that)\b|\b(?:calling|called|yelling at) me (?:mad|angry|upset)\b|\b(?:quiero|necesito|exijo) que (?:alguien|ustedes|usted) (?:lo|la|los|me lo) (?:arregle|arreglen|corrija|corrijan|solucione|solucionen)\b|\beso no es serio\b|\b(?:cac anh|ben em|ben anh|ben chau) (?:phai )?sua (?:lai )?(?:ngay|gap)\b/,
  // "Your chat told me 2 days ago that somebody would text me back, and nothing", "mandé el formulario… y hasta hoy,
  // silencio": a reply we promised or they asked for, and none came.
  /\b(?:would|was going to|were going to|d|said (?:they d|someone d|somebody d)) (?:text|call|ring|get|write|e-?mail) (?:me |us )?back\b.{0,30}\b(?:nothing|nobody|no one|never (?:did|came|happened))\b|\b(?:filled (?:out|in)|sent (?:in)?|submitted|left)\b.{0,30}\b(?:form|request|message|details|info)\b.{0,60}\b(?:nada|nothing|crickets|no (?:call|reply|answer|response|e-?mail)|never heard|not a peep|nobody (?:has |ever )?(?:so much as )?(?:called|emailed|e-mailed|texted|written|wrote|gotten back|got back|reached out))\b|\b(?:mande|envie|llene|deje)\b.{0,30}\bformulario\b.{0,40}\b(?:silencio|nada de nada|ni una llamada|sin respuesta|nadie me (?:llamo|contesto|escribio))\b|\b(?:mande|envie|deje|pase)\b (?:mis|los) (?:datos|numeros?|correo)\b.{0,40}\b(?:hasta hoy|todavia|aun|a la fecha)\b,? (?:nada|ni una llamada|ni un mensaje|sin respuesta|nadie)\b/,
  // "Por culpa de su bot me mandé un condoro con un cliente: me dio mal un dato", "your bot gave me the wrong info and I
  // looked like a fool": the bot's wrong answer, and the harm it did, is a complaint.
  /\bpor culpa de (?:su|tu|vuestro|el) (?:bot|asistente|chat|sistema)\b|\b(?:su|tu|el) (?:bot|asistente|chat) me dio (?:mal|un dato mal|informacion (?:mala|equivocada|incorrecta)|datos? (?:malo|equivocado|incorrecto)s?)\b|\bme dio mal (?:un|el|los) datos?\b|\bquede como (?:tont[oa]|idiota|mensa|menso)\b|\b(?:super|muy|re) penca\b/,
  // "if the agent no reply" (pidgin) is a case asked about; "nobody answers our phones at night", "a website nobody answers
  // after 6pm", "…and nobody's up. what add-on answers them?" (another sentence) are the problem they want solved.
  // ("…goes to a backup agent if nobody answers": a case in an article, not ours.)
  /(?<!\b(?:website|site|phones?|lines?|inbox|chat|office|leads|inquiries|calls|messages|dms|e-?mails?|texts|voicemails?)(?: (?:that|which|where))? )(?<!\b(?:if|when|in case|unless) )\b(?:nobody|no one|noone|nobodys)\b[^.?!]{0,30}\b(?:got back|get back|c[ao]me back to (?:me|us)|r[au]ng (?:me|us) back|wrote back|hollered back|holler(?:ed)? at (?:me|us)|followed up with (?:me|us)|responded|responds|respond|called|calls|answered|answers|showed|contacted|replied)\b(?! (?:our|my|a|their|his|her|any) (?:phones?|lines?|calls?|leads?|inquiries|messages|texts|emails?))/,
  // "email is best, i never answer the phone": the visitor (or their people) never answering is a habit told, not a complaint.
  // "how many minutes does a lead sit with no reply before…": a lead's wait in a post's rule, asked about.
  /(?<!\b(?:i|we|im|i m|he|she|they|agents?|clients?|tenants?|buyers?)\s)\b(?:never|dont ever|nobody ever) (?:answer|answers|respond|responds|reply|replies|call back|calls back|get back)\b|(?<!\b(?:mis|nuestros|los|sus) (?:agents?|agentes|asesores|vendedores|inquilinos|clientes|empleados|muchachos|chicos)\s)\bnunca (?:contestan|responden|llaman|me contestan|me responden)\b|\bkhong bao gio (?:tra loi|goi lai)\b|从来不回|一直不回|(?<!\b(?:agent|agents|owner|lead|leads|he|she|they|dem|client|clients|buyer|seller|tenant|person) )(?<!\b(?:sit|sits|sitting|sat|go|goes|going)(?: \w+)? with )\bno (?:response|reply|answer|callback)\b|\bzero response\b|\bstill waiting\b|\bbeen waiting\b|\bwaiting (?:a|for|over|\d)\b(?! (?:the |my |our |a |an )?(?:kick ?-?off|game|match|bus|train|tram|flight|plane|taxi|uber|ride|kids?|coffee|food|table|show|gig|concert|doctor|dentist|haircut)\b)|\bhavent heard\b|\bnever heard back\b/,
  // Waiting for a match or a train ("waiting for kick off, quick one: …") sets the scene; it waits on nothing of ours.
  // "how do you keep bots from spamming the form?" asks about the form's spam guard.
  // "what if the AI gives my clients wrong info, can I update it?": a case supposed or feared is a question.
  /(?<!\b(?:if|in case|suppose|supposing|could|would|might|ever|afraid|worried|worry)\b[^.?!]{0,60})\bwrong info\w*\b|\bis broken\b|\bbeen broken\b|\bthis is a mess\b|(?<!\b(?:bots?|spammers?|from|against|prevent|prevents|block|blocks|avoid)\s)\bspamming\b|\bcomplain\w*\b/,
  /\bpromised\b.{0,30}\b(?:call ?back|reply|response|answer)\b|\bwhy (?:hasnt|has not|havent|didnt) (?:anyone|anybody|someone)\b|\bthird time\b/,
  // "¿a los cuántos minutos pasa al líder si nadie contesta?": "si nadie …" is a case asked about, as "if the agent no reply".
  // "nadie me quiere decir cuánto vale el Growth" is a price asked bluntly (as "nobody will tell me the price"), not a
  // complaint about us: the price withheld is answered as a price. "vendo sola, nadie me ayuda" tells they work alone;
  // "marcan al call center en la noche y nadie contesta": their own line unanswered, the scene.
  /(?<!\bsi )\bnadie (?:me |se )(?:ha |han )?(?!(?:ayuda|ayudan|apoya|asiste|acompana|echa la mano)\b)(?!(?:dice|da|dan|quiere|quieren|explica|pasa)\b[^.?!]{0,25}\b(?:precios?|costos?|cuanto|cifras?|tarifas?|numeros?)\b)\w{4,}|(?<!\bsi )(?<!\b(?:porque|ya que|pues)(?: \w+)? )(?<!\b(?:telefono|oficina|celular|linea|llamadas|call center|centro de llamadas|marcan|llaman)\b.{0,40})\bnadie (?:me |se )?(?:ha )?(?:contest|respond|llam|conect|escrib)\w*\b(?! (?:a tiempo|rapido|de noche|en la noche|(?:el|los|las|mis|nuestros|nuestras|sus) (?:telefonos?|celular\w*|llamadas|correos|mensajes|emails?)))|\b(?:molest[oa]|pesimo|mal servicio|que mal|decepcion\w*|queja\w*|quede mal)\b|(?<!\b(?:si|cuando|caso de que|por si)\b[^.?!]{0,60})\bequivocad[oa]\b|\by nada\b(?! (?:mas|else)\b)|\bllevo .{0,20}esperando\b/,
  // "để lại số từ thứ hai mà đến giờ vẫn im re": a number left, and silence since.
  /\b(?:de lai|de so|gui|nhan|dien|dang ky|dat lich)\b.{0,40}\b(?:van|ma|roi)\b.{0,15}\b(?:im re|im lim|im ru|bat tam|bat vo am tin|im hoi lang tieng|im thin thit|chua thay dong tinh)\b|\b(?:buon ban|lam an|lam viec) (?:the nay|kieu nay|nhu vay|vay) (?:thi )?(?:ai ma chiu|ai chiu|sao duoc|ai dam)\b|(?<!\b(?:khach|nguoi thue|nguoi mua|nguoi ban|chu nha)\b.{0,40})\b(?:(?:chua|khong|dech|deo) (?:ai|thay ai)|(?:cha|chang) thay ai)\b[^.!?]{0,20}\b(?:lien he|lien lac|tra loi|goi(?! nao)|vao)\b|\blam (?:an|viec) (?:the nay|kieu gi|kieu nay)\b|\bte qua\b|\bbuc\b(?!-)|\bthat vong\b|\bchan that\b/,
  // The visitor's own phone unanswered ("办公室电话经常没人接", "晚上好多电话没人接") is the scene of a missed call, not a
  // complaint about us; "你们的电话没人接" is; "多少分钟没人回复就转给…" asks a post's rule.
  /(?<!(?:客户|租客|租户|房客|买家|卖家|业主|客人|线索|询盘|办公室|我(?:们)?(?:的)?(?:电话|座机|店|公司)|(?<!你们的?|你们公司的?|贵公司的?)(?:电话|来电|座机)|(?<!你们[^，。]{0,6})(?:网站|网页)[^，。？]{0,8}(?:咨询|留言|询问|消息|线索)|(?:多少|几)(?:个)?(?:分钟|小时)).{0,8})没(?:有)?人(?:联系|回|上线|理|接)|太差|生气|失望|错误的信息|投诉|浪费(?:我的)?时间|答非所问/,
  // "someone would call back and nobody ever did", "three e-mails in a day is way too much", "no me llega nada".
  /\b(?:nobody|no one|noone) (?:ever )?did\b|\bnot impressed\b|\btoo many (?:e-?mails?|texts?|messages?|calls?) from (?:you|your)\b|\b(?:e-?mails?|texts?|messages?|calls?) from (?:you|your team)\b.{0,60}\b(?:thats|that is|its|it is) (?:way |far |much )?too (?:much|many)\b|\bno (?:me )?(?:llega|ha llegado|han llegado) nada\b|\b(?:havent|have not|never) (?:received|gotten|got) (?:anything|a thing|any)\b|\bchua nhan duoc (?:gi|cai gi)\b|什么都没收到|一直没收到/,
  // "this bot answers nothing right, what a waste of time"; "đỡ mất thời gian hơn không?" (saves time?) weighs time, it
  // complains of nothing; "phòng khi AI trả lời sai" (in case it answers wrong), "sợ nó
  // nói sai" is a case feared or asked about, not something that happened (policy-shapes.ts); "chị nói sai rồi" is the
  // visitor correcting themselves.
  // "if … it turns out to be a waste of time, can i get off it easy": a case supposed.
  /(?<!\b(?:if|in case|suppose|supposing|what if|might|could|would)\b[^.?!]{0,60})\bwaste of (?:my |our )?time\b|\bperdida de tiempo\b|\bperdiendo (?:el |mi )?tiempo\b|(?<!\b(?:do|bot|khoi|tranh|giam|it|co|se|bi|co bi|cho|sao cho|de)\s)\bmat thoi gian\b(?! (?:hon|khong|ko|hong|k|chu|khong a|nhieu|bao|it|lam khong|qua khong))|\bphi (?:ca )?thoi gian (?:ghe|qua|that|vl|chet|cua (?:toi|minh|em|tui))\b|\bvo dung\b|\bvo ich\b/,
  new RegExp(String.raw`(?<!${VI_CASE_FEARED}.{0,25})(?<!\b(?:chi|em|anh|toi|tui|minh|co|chu|bac) )\b(?:tra loi|noi) (?:khong dung|sai) (?:gi|cai gi)?\b`),
  // Something we sold does not work, or money back: a complaint for a person, not a question for the site.
  /\b(?:nothing works|(?:is|its|it is|still|keeps?) (?:not working|broken)|stopped working|doesnt work at all|still doesnt work)\b|(?<!\b(?:do|would|will|can|could|if) (?:we|i|you|they) )\b(?:want|need|demand|give me|get|getting) (?:a |my )?(?:refund|money back)\b|\bcharged (?:me )?(?:twice|again|without)\b|\bi (?:already )?paid\b.{0,40}\b(?:nothing|no one|nobody|not|never)\b|(?<!\bsi )\bno funciona\b|\b(?:quiero|exijo) (?:un |mi )?(?:reembolso|dinero)\b|\bkhong (?:hoat dong|chay)\b|\b(?:muon|can|doi|yeu cau|xin|phai|tra) (?:duoc )?hoan (?:lai )?tien\b|(?:我要|要求|申请|赶紧|马上|给我)退款|退钱给我|用不了|(?<!能)不能用/, // "能不能用我的声音？" asks whether it can (能不能), no complaint that it cannot.
  // Blind probe 2: a negative remark about us is a complaint, not a question the site fails to answer.
  /\b(?:harass\w*|acoso|acosando|hostigamiento|quay roi|lam phien qua|spam me|spammed)\b|骚扰/,
  // Being contacted unasked, again and again: "your rep won't stop phoning me", "todos los días me llegan…, ya basta",
  // "ngày nào cũng nhắn, phiền quá", "天天给我发消息，烦死了". Said of the visitor ("me", "给我"), never of their leads ("租客老是打电话给我",
  // "客户半夜还发短信，真烦": annoyed by their own tenants or clients, the problem a service would take off them; "my mama calls
  // me every day at noon", "俺妈天天从孟津给我打电话": family calling is no one of ours).
  /\b(?:keeps?|kept|keep on|wont stop|will not stop|never stops?|dont stop|doesnt stop)\b (?:calling|texting|phoning|messaging|emailing|bugging|bothering|spamming|ringing|contacting|sending) (?:me|us)\b|\bi never (?:asked|signed up|agreed|opted in|requested|subscribed)\b|(?<!\b(?:mama|mom|momma|mother|ma|dad|daddy|papa|pa|wife|husband|sister|brother|aunt|auntie|uncle|grandma|granny|grandpa|kids?|son|daughter|friend|cousin)\b.{0,40})\b(?:call|text|messag|email)\w* me\b.{0,20}\b(?:every|each) (?:single )?day\b/,
  /\b(?:todos los dias|cada dia|a diario)\b.{0,40}\bme (?:llegan|llaman|escriben|mandan|envian|marcan)\b|\bme (?:llegan|llaman|escriben|mandan|envian|marcan)\b.{0,40}\b(?:todos los dias|cada dia|a diario)\b|\bya (?:basta|estuvo bueno|chole)\b|\bya me canse\b(?! de (?:ayudar|vender|hacer|cocinar|manejar|trabajar|esperar a mi|cuidar))|\bno (?:dejan|paran) de (?:llamar|escribir|mandar|enviar)\w*\b|\bnunca (?:pedi|me inscribi|me suscribi|me registre|solicite)\b/,
  /\b(?:ngay nao|tuan nao|suot ngay)\b.{0,30}\b(?:goi|nhan|gui)\b.{0,20}\b(?:cho (?:toi|minh|em)|phien|buc|met)\b|\bphien (?:qua|chet|that)\b|\bbuc (?:minh|qua)\b/,
  /(?:你们|你).{0,6}(?:天天|每天|整天|一直|老是|总是).{0,10}(?:打|发|骚扰)|(?<!(?:租客|租户|房客|客户|买家|卖家|业主|客人|妈|爸|娘|爹|奶奶|姥姥|老婆|老公|孩子|儿子|女儿|朋友|同学).{0,6})(?:天天|每天|整天|一直|老是|总是).{0,6}(?:给我|找我|打我)|(?:天天|每天|整天|老是|总是)收到你们|(?<!(?:租客|租户|房客|客户|买家|卖家|业主|客人)[^。！!]{0,20})(?:烦死|很烦|烦不烦|真烦|烦人)|我(?:从来)?没(?:有)?(?:要求|注册|订阅|申请)过?/,
  // A call or reply promised and never come, a service called unprofessional: "you said someone would ring me …
  // heard nothing", "quedaron en llamarme y hasta hoy nadie", "hứa gọi lại mà vẫn chưa có tin", "说好回电话，到现在还没消息".
  /\b(?:promised|said|told me)\b.{0,60}\b(?:call|ring|phone|contact|reach|get back|reply|email)\w*\b.{0,60}\b(?:nothing|heard nothing|not a word|no one|nobody|never|still no\w*)\b|\b(?:still nothing|heard nothing|not a word from|never happened|nobody showed|no one showed|dead silence|radio silence)\b|\b(?:unprofessional|not (?:very )?professional|no way to run a business)\b/,
  /\b(?:quedaron en|prometieron|dijeron que)\b.{0,50}\b(?:nadie|nada|nunca|todavia no|aun no)\b|\bhasta (?:hoy|ahora|la fecha) (?:nadie|nada)\b|\b(?:todavia|aun) nada\b|\bnunca me (?:marcaron|llamaron|contactaron|escribieron|contestaron)\b|\b(?:poco|nada) profesional\w*\b|\bfalta de (?:profesionalismo|seriedad|respeto)\b|\bpoco seri[oa]s?\b/,
  // The northern "chả" is "chẳng" ("chả ai gọi lại"); the visitor's own clients left unanswered ("khách nhắn mà chẳng ai
  // trả lời") are the problem a service would solve.
  // "điền form từ thứ Hai, trên web ghi 24 tiếng có người liên lạc. Giờ thứ Năm rồi mà chưa thấy ai": what the site said,
  // and days later nobody yet.
  /\b(?:dien|gui|de lai)\b.{0,20}\b(?:form|bieu mau|thong tin|so)\b.{0,80}\b(?:roi|ma|van)\b.{0,10}\b(?:chua|khong|chang) (?:thay )?(?:ai|co ai|ai goi|ai lien lac|ai lien he|ai tra loi)\b|\bhua\b.{0,40}\b(?:van chua|chua thay|chua co|khong thay|chang thay)\b|(?<!\b(?:khach|nguoi thue|nguoi mua|nguoi ban|chu nha)\b.{0,40})\b(?:chang|cha|khong|chua) (?:ai|thay ai|co ai) (?:goi|lien he|tra loi)\b|\b(?:thieu|khong) chuyen nghiep\b/,
  /说好.{0,20}(?:还没|没有|一直没|也没)|(?:到现在|至今|一直)(?:都)?(?:还)?没(?:有)?(?:消息|人|回音|动静|联系)|(?:到现在|至今|一直)[^，。？！,?!]{0,8}都?没(?:有)?(?:接到|收到|人打|人联系|人回)|不专业|(?<!(?:堵|塞车|交通|路况|高速|路上|租客|租户|房客|客户|买家|卖家|业主|客人|天气|台风|飓风|停电|漏水|维修|看房)[^。？！?!]{0,14})(?:恼火|气人)/,
  // A call booked or promised that never came, told without a complaint word: "booked a call… sat by the phone",
  // "someone would call Tuesday. It's Friday.", "me dijeron que me llamaban el martes y hoy ya es viernes",
  // "hẹn gọi thứ Ba mà nay thứ Sáu rồi", "说好周二打电话，今天都周五了".
  new RegExp(PROMISE_NOT_KEPT.join("|")),
  // The form sent and no word since, the same e-mail sent again and again, told without a complaint word: "filled out
  // y'all's form Monday and ain't heard a peep since", "gotten your newsletter three times this week", "me mandaron el
  // mismo correo cuatro veces", "chờ dài cổ hổng thấy ai gọi", "bên em làm ăn vậy sao được".
  /\b(?:form|formulario|message|mensaje)\b.{0,80}\b(?:ain t|aint|haven t|havent|hasn t|hasnt|not|never) heard (?:a peep|a word|a thing|anything|nothing|back)\b|\b(?:gotten|got|received|getting) (?:your|the|y all s|yall s) (?:newsletter|e-?mails?|messages?|texts?)\b.{0,20}\b(?:two|three|four|five|six|\d+) times\b|\bnot doing (?:their|your|his|her) job\b|\b(?:me|nos) (?:mandaron|enviaron|llego|llegaron) (?:el mismo|la misma) (?:correo|mensaje|email)\b.{0,30}\bveces\b|\bya me tienen (?:harto|harta|hart[oa]s|cansad[oa]s?|hasta la coronilla)\b|\bcho dai co\b.{0,30}\b(?:hong|khong|chang|cha|chua) (?:thay )?ai\b|\blam an (?:vay|the|kieu do|nhu vay) (?:sao|thi sao) (?:duoc|dc)\b|\b(?:el chat|el bot|la ia|ustedes|your chat|the chat|your bot|the bot|you guys|y ?all) (?:me )?(?:dijo|dijeron|told me|said)\b.{0,90}\b(?:y ahora|pero ahora|and now|but now)\b.{0,50}\b(?:no lo (?:veo|encuentro)|no aparece|no sale|(?:can t|cant|don t|dont) (?:see|find) (?:it|that)|(?:isn t|isnt) there|says? (?:something else|different))\b/,
  // A judgement, not a thing with the same word: "spam counter", "trash folder", "correo basura", "scam leads",
  // "chống lừa đảo", "防垃圾信息计数器" (the privacy page's anti-spam counter) name something asked about; so does trash
  // picked up ("trash pickup", "收垃圾的事": what residents ask about).
  new RegExp(`(?<!\\b(?:${ANTI_WORDS}) )(?<!${TOLD_BY})(?<!${SELF_JUDGED})\\b(?:scam|scams|scammers?|fraud|ripoff|rip off|useless|garbage|trash|waste of (?:my )?time|not cool|no sirve|estafa\\w*|fraude|basura|lua dao|vo dung)\\b(?! (?:${THING_WORDS}|pickup|pick-?up|collection|removal|days?|service|trucks?|bags?)\\b)|骗子|骗人|(?<!防|反|过滤|拦截|收|倒|扔|清运)垃圾(?!信息|邮件|短信|消息|电话|评论|内容|邮箱|广告|过滤|拦截|箱|文件夹|留言|线索|询盘)|(?<!用)没用(?!过)|浪费时间`),
];

// Feelings are a complaint only about us: "I'm frustrated, I keep missing leads" is a prospect, not a complaint.
// "yere"/"yer"/"yiz" are the Irish "your" ("filled in yere form, nobody rang me back, disappointing").
export const UPSET = /\b(?:not happy|ain ?t happy|(?:lam|man) an (?:gi|kieu gi|cai kieu gi)(?: ky| ki)?(?: vay| dzay| z| day)?|disappointed|disappointing|(?<!\b(?:i m|im|i am|i was|ive been|i ve been|we re|we are)(?: so| just| really| pretty| plain)? )(?:terrible|awful|worst)(?! (?:at|with)\b)|ridiculous|unacceptable|frustrated|furious|angry|annoyed|irritated|(?:so|really|very|how|super) (?:annoying|irritating)|que fastidio|fastidios[oa]|kho chiu|pesimo|molest[oa]|decepcion\w*|that vong|chan that|te qua)\b|太差|失望|生气|\b(?:annoying|irritating)[\s\p{P}\p{S}]*$/u;
export const ABOUT_US = /\b(?:your|ur|yere|yer|yiz|yall|you guys|bot|your service|your team|ustedes|su servicio|sus servicios|ben ban|dich vu|cac ban)\b|你们|服务/;
