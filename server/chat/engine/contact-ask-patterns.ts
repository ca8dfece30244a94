// How a question asks for our contact details or hours (e-mail, phone, when someone answers), in the four languages
// (folded).

export const EMAIL_ASK = /\b(?:e-?mail|correo|email address)\b|邮箱|电子邮件/;
// "number" alone is the phone only when nothing else is counted or cited ("where does the 300% number come from"), nor
// when it is someone else's, left on a form ("que me avise cuando alguien deja su teléfono").
// "不方便接电话", "漏接电话": answering or returning calls is no ask for our number.
export const PHONE_ASK = /\b(?:phone|telefono|cel|celular|sdt|so dien thoai|dien thoai|hotline)\b|(?<![接听回])电话/;
export const NUMBER_ASK = /\b(?:your|ur|the|a|su|tu|el|contact|call(?:ing)?|office|de contacto) (?:number|numbr|numero|num)\b|^(?:number|numero)\W*$|\bso (?:cua|lien lac|lien he)\b/;
export const NOT_PHONE = /\d\s?%|\bpercent\b|\bporcentaje\b|\bphan tram\b|\b(?:figure|stat|stats|statistic\w*|cifra|dato|estadistica\w*|so lieu|con so)\b|\bnumber of\b|\bnumero de (?!telefono|contacto)|数字|数据来源|百分|\b(?:con|en) (?:los )?numeros\b|\bin numbers\b|\b(?:deja|dejan|deje|dejen|pone|ponen|manda|mandan|escribe|escriben) (?:su|sus) (?:telefono|numero|cel|celular|datos)\b|\bleaves? (?:their|his|her|a) (?:phone|number)\b|\b(?:my|mi|our|nuestro) (?:own |new |old )?(?:phone|cell|cellphone|iphone|android|celular|telefono|movil)\b(?!.{0,25}\b(?:your|ur|yours|su|tu|ustedes)\b)|\bdien thoai (?:cua )?(?:em|toi|minh|chi|anh)\b|\b(?:my|our) (?:own )?(?:office |cell |business |personal )?(?:number|line)\b(?!.{0,25}\b(?:your|ur|yours)\b)|我的手机/;
// Asking for our hours, e-mail or phone: a place or product named beside it ("for clients in Katy", "for Voice AI
// questions") only says what the visitor wants to talk about, so the contact detail is what gets answered, first.
export const OFF_HOURS = /\b(?:after|outside(?: of)?|beyond|before|fuera del?|despues del?|ngoai)\s+(?:business |office |working |normal |regular |our |your )?(?:hours|horario|gio)\b|\bhours? (?:saved|per week|a week|back)\b|\bsav\w* .{0,12}\bhours\b|非工作时间|下班后|工作时间(?:以外|之外)/;
// "what times does your office pick up?" (after "which days and" was split off), "làm việc từ mấy giờ", "thứ bảy có làm việc
// không", "你们星期六有人上班吗": which days or times someone is there.
const WHEN_OPEN = new RegExp([
  /\bwhat times?\b.{0,30}\b(?:open|close|pick up|picks up|answer\w*|available|reach)\b/.source,
  /\b(?:lam viec|mo cua|nghe may|truc)\b.{0,12}\bmay gio\b/.source,
  /\b(?:thu (?:hai|ba|tu|nam|sau|bay|[2-7])|chu nhat|cuoi tuan)\b.{0,25}\b(?:lam viec|mo cua|nghi|co nguoi truc|di lam|co (?:ai|nguoi) (?:nghe|bat|tra loi) (?:dien thoai|may))\b/.source,
  // "whats the latest in the day i can phone your office": the last hour someone answers.
  /\b(?:latest|earliest)\b.{0,25}\b(?:i|we) (?:can|could) (?:phone|call|ring|reach|get (?:a )?hold of|get ahold of|get through to)\b/.source,
  /(?:周[一二三四五六日末天]|星期[一二三四五六日天]|礼拜[一二三四五六天]|周末)[^，。？?]{0,8}(?:上班|营业|开门|办公|有人)/.source,
  // "if I call on a Friday round half past 5, is anybody still there to pick up", "thứ Sáu dì gọi lúc 5 giờ rưỡi chiều còn
  // ai bắt máy hông?" ("còn ai", anyone still; "có AI nghe máy" asks for Voice AI), "sáng Chủ nhật gọi được hông?": a call
// at a day or an hour, asked as answered.
  /\bif (?:i|we) (?:call|ring|phone)\b.{0,40}\b(?:is (?:anybody|anyone|someone|somebody) (?:still )?(?:there|around|in)|will (?:anybody|anyone|someone|somebody) (?:pick up|answer))\b|\b(?:chu nhat|thu bay|cuoi tuan|thu sau|thu hai)\b.{0,12}\bgoi (?:duoc|dc) (?:khong|hong|ko)\b|\bgoi\b.{0,30}\bcon ai (?:bat may|nghe may)\b/.source,
  // "礼拜六打也可以伐？": a call on a weekend day asked as allowed.
  /(?:周[六日末天]|星期[六日天]|礼拜[六天]|周末)[^，。？?]{0,4}打(?:电话|过来|给你们|给我)?(?:也)?(?:可以|行|好|方便|得)/.source,
  // "support timings", "Saturday support", "¿dan soporte los sábados?", "giờ hỗ trợ", "周六有客服吗", "客服时间".
  /(?<!\b(?:call|ring|phone|text|contact|bother)(?: me| us)? (?:during|outside|after|before|in) (?:my |the )?)\b(?:support|helpdesk|help desk|customer service|office|team) (?:timings?|times|hours|schedule|availability)\b|\b(?:saturday|sunday|weekend)s? (?:support|hours|coverage|availability)\b|\bsupport (?:on )?(?:saturdays?|sundays?|weekends?)\b/.source,
  // "If it all goes wrong on a Saturday who do I ring?", "can I give you a ring saturday afternoon", "Thứ Bảy bên con có
  // mở cửa hông", "¿a qué horas me podéis llamar?": a day or an hour to reach us, asked as our hours.
  /\b(?:saturdays?|sundays?|weekends?)\b.{0,25}\bwho (?:do|should|can|would) (?:i|we) (?:ring|call|phone|contact|get hold of)\b|\bwho (?:do|should|can|would) (?:i|we) (?:ring|call|phone|contact)\b.{0,20}\b(?:saturdays?|sundays?|weekends?)\b|\b(?:can|could|may) (?:i|we) (?:give you a (?:ring|call|bell|buzz)|ring you|call you|phone you)\b.{0,12}\b(?:on )?(?:saturdays?|sundays?|weekends?)\b|\b(?:thu bay|chu nhat|cuoi tuan)\b.{0,20}\b(?:co )?(?:mo cua|lam viec|nghi)\b|\ba que horas? (?:me |nos )?(?:pueden|podeis|podrian|podriais|van a) (?:llamar|contactar|escribir)\b/.source,
  /\b(?:soporte|atencion|atienden|asistencia)\b.{0,15}\b(?:sabados?|domingos?|fines? de semana)\b|\b(?:horas?|horario) de (?:soporte|atencion|asistencia)\b/.source,
  // "bên mình hỗ trợ vào giờ nào?", "hỗ trợ mấy giờ": the hours of support asked.
  /\b(?:gio|thoi gian) ho tro\b|\bho tro\b.{0,15}\b(?:thu bay|chu nhat|cuoi tuan)\b|\bho tro (?:vao |tu |trong )?(?:(?:khung )?gio nao|may gio|luc nao|khi nao)\b/.source,
  /(?:周六|星期六|礼拜六|周日|星期日|周末)[^，。？?]{0,8}(?:支持|客服|服务)|(?:客服|支持|服务)(?:时间|时段)/.source,
].join("|"));
export const HOURS_ASK = new RegExp(String.raw`\bwhen (?:can|could|do|should) (?:i|we) (?:actually |usually )?(?:reach|contact|call|get (?:a )?hold of|get ahold of|talk to)\b(?! (?:a|an|the|my|our) )|\bcuando (?:puedo|podemos|se puede) (?:contactar\w*|llamar\w*|comunicar\w*|hablar con)\b|\bkhi nao (?:thi )?(?:co the |duoc )?(?:lien he|goi|lien lac)\b|什么时候(?:可以|能)(?:联系|找到|打电话|联络)|\b(?:what|which|whats)\b.{0,12}\bhours\b|\b(?:what|which) days\b.{0,20}\b(?:times?|hours|open|answer|pick up|available)\b|\bdays and (?:times|hours)\b|\bque dias\b.{0,20}\b(?:horas?|horario|atienden|abren)\b|\b(?:horas?|horario|atienden|abren)\b.{0,40}\bque dias\b|\bwhat time (?:do|does|are|is)\b.{0,20}\b(?:open|opens|close|closes|shut|shuts|finish|finishes|start|work\w*|available|lock up|locks up|close up|closes up|knock off|knocks off|clock off|pack up|quit|quits|call it a day)\b|\bwhen (?:are|is|do) (?:you|your team|your office|u|yall|you guys)\b.{0,6}\b(?:open|available)\b|(?<!\b(?:call|ring|phone|text|contact|bother)(?: me| us)? (?:during|outside|after|before|in) (?:my |the )?)\b(?:your|ur|business|office|opening|working) hours\b|\bhours of (?:operation|business)\b|\bhorarios?\b|\ba que horas? (?:abren|cierran|atienden|trabajan|contestan|empiezan|dan|brindan|ofrecen|prestan|tienen)\b|\bhasta que hora (?:abren|atienden|trabajan|contestan|estan|hay alguien)\b|(?<!\b(?:dung|khong|dung co) (?:goi|nhan|lien lac)(?: (?:vao|trong|luc))? )\bgio (?:lam viec|mo cua|hanh chinh)\b|\bmay gio\b.{0,40}\b(?:mo cua|lam|dong cua|nghi)\b|\b(?:lam viec|mo cua|dong cua) (?:tu |luc )?may gio\b|\b(?:lam viec|mo cua|lam) (?:nhung |vao )?(?:ngay|thu) nao(?: trong tuan)?\b|几点(?:上班|开门|下班|关门)|(?:营业|工作|上班|办公)时间|${WHEN_OPEN.source}`);
// "what's the email add-on and what does it cost?": an offering for e-mail, not our address.
const NOT_CONTACT_EMAIL = "(?! commander| marketing| campaigns?| lists?| tools?| automation| sequences?| follow| templates?| blasts?| add-?ons?| addons?| services?| products?| features?| options?| things?| bots?| assistants?| helpers?| sorter)";
export const EMAIL_CONTACT_ASK = new RegExp(`\\b(?:your|ur|su|tu|sus|contact)\\s+(?:e-?mail|correo)(?: address| electronico)?\\b${NOT_CONTACT_EMAIL}|\\b(?:what|whats|which|cual|que)\\b(?:\\s+(?:is|es|the|el|su|your)){0,2}\\s+(?:e-?mail|correo)(?: address| electronico)?\\b${NOT_CONTACT_EMAIL}|\\b(?:e-?mail|correo) (?:de ustedes|de contacto|cua (?:ban|cac ban|cong ty|ben ban))\\b|\\bemail (?:nao|gi)\\b|\\bxin (?:dia chi )?(?:e-?mail|mail) (?:cua )?(?:cong ty|ben ban|cac ban|van phong)\\b|邮箱(?:是|地址|多少)|哪个邮箱|你们的邮箱`);
// "our office phone rings all through lunch": the visitor's own office phone is no contact of ours asked for.
export const PHONE_CONTACT_ASK = /\b(?<!\b(?:deja|dejan|deje|dejen|pone|ponen|manda|mandan|escribe|escriben) )(?:your|ur|su|tu|contact|(?<!\b(?:our|my|the|mi|nuestra|nuestro|la|el) )office)\s+(?:phone(?: number)?|number|numero(?: de telefono)?|telefono)\b(?! systems?| lines?| trees?)|\b(?:what|whats|which|cual|que)\b(?:\s+(?:is|es|the|el|su|your)){0,2}\s+(?:phone number|number (?:do i|should i|to) call|telefono|numero de telefono)\b|\b(?:so dien thoai|sdt)\b.{0,25}\b(?:la gi|nao|bao nhieu)\b|哪个电话|电话(?:是多少|号码是|多少)|打哪个|你们的电话/;
