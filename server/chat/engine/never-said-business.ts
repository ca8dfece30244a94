// More subjects no page speaks of, for never-said.ts (as never-said-subjects.ts): a loan officer's own desk, the paperwork
// of opening a brokerage, a phone line's plumbing, a social presence beyond scheduled posts, an inbox's housekeeping and
// keeping in touch by post. Each is one pattern over folded text.

// A loan officer's desk: rates quoted or payments estimated, pre-approval letters issued, credit pulled, RESPA or
// co-marketing rules, the bill split with the lender, a loan origination system ("can my lender pay half the monthly?",
// "¿La IA puede hacerle la consulta de crédito al cliente?", "AI có tự kéo điểm tín dụng của khách…?", "AI能自动帮他开贷款
// 预批信吗？"). (Whether the AI gives financing advice is the speed-to-lead post's hand-off triggers: post-situations.ts.)
export const LENDING_DESK = new RegExp(
  [
    /\brate quotes?\b|\bquot\w* (?:\w+ ){0,2}(?:interest |mortgage )?rates?\b|\b(?:mortgage|monthly|loan) payment (?:estimates?|calculat\w*)\b|\bestimat\w* (?:\w+ ){0,2}(?:mortgage|monthly|loan) payments?\b|\bcotiz\w* (?:\w+ ){0,2}(?:la |las )?tasas?\b|\b(?:calcul|estim)\w* (?:\w+ ){0,2}(?:la |el )?(?:mensualidad|cuota mensual|pago mensual)\b|\bbao (?:gia )?lai suat\b|\btinh (?:tien )?tra gop\b|报利率|利率报价|(?:估算|计算|算)(?:一下)?月供/,
    /\bpre[- ]?approval letters?\b|\bcartas? de pre[- ]?aprobacion\b|\bthu (?:pre[- ]?approval|phe duyet (?:truoc|vay))\b|预批信|预批函|预先批准信/,
    /\bcredit (?:pulls?|reports?)\b|\bpull\w* (?:\w+ ){0,2}credit\b|\b(?:consulta|revision|reporte|chequeo|historial) de credito\b|\bjal\w* (?:el )?credito\b|\bkeo (?:diem )?tin dung\b|\b(?:kiem tra|xem) (?:diem )?tin dung\b|查(?:一下)?(?:客户的?)?信用|信用查询|拉信用|征信/,
    /\brespa\b|\bco[- ]?marketing (?:agreements?|compliance|rules|deals?)\b|\bkickbacks?\b/,
    /\b(?:lenders?|loan officers?|mortgage compan\w*)\b.{0,30}\b(?:pay|cover|chip in|pick up|foot) (?:half|part|some|a (?:piece|chunk|share))\b|\bbill (?:the |my |our )?(?:lenders?|loan officers?|mortgage compan\w*)\b|\bsplit (?:\w+ ){0,3}(?:cost|bill|invoice|fee|monthly)\w* (?:\w+ ){0,2}with (?:the |my |our |a )?(?:lenders?|loan officers?)\b|\bpagar\w* la mitad del (?:paquete|servicio|plan)\b|\bfacturan? (?:\w+ )?dividid\w*\b|\bchia (?:tien|chi phi) (?:\w+ ){0,2}(?:voi )?(?:loan officer|ben cho vay|lender)\b|(?:贷款|银行|lender).{0,8}(?:分摊|承担一半|付一半)/,
    /\bencompass\b|\bloan origination (?:system|software)\b/,
  ]
    .map((r) => r.source)
    .join("|"),
);

// Opening a brokerage: the broker's licence, forming the LLC, office space, commission split plans, a franchise exit
// contract read over ("y'all help with the TREC side of it, like the steps to get my broker license?", "¿Me
// ayudan a armar el plan de comisiones…?", "Bên em có lập công ty LLC…?", "你们能帮我注册公司吗？"). (E&O insurance is a new
// agent's subject, never-said-subjects.ts; a logo designed is answered "no" by what we build, needs.ts.)
export const BROKERAGE_START = new RegExp(
  [
    // ("bằng môi giới", "经纪执照": any agent's licence, a new agent's; only the broker's is asked here.)
    /\bbroker(?: s)? licen[cs]es?\b|\blicen[cs]ias? de (?:broker|corredor)\b|\b(?:giay phep|bang) broker\b|经纪公司执照|经纪牌照/,
    /\b(?:set\w* up|form\w*|register\w*|file\w*|start\w*|open\w*) (?:\w+ ){0,3}(?:an? |the |my |our )?(?:llc|s[- ]?corp|corporation|business entity)\b|\bllc\b.{0,30}\b(?:set ?up|paperwork|filing)\b|\b(?:formar|registrar|crear|armar|constituir|abrir)\w* (?:\w+ ){0,2}(?:la |una )?(?:llc|sociedad)\b|\b(?:lap|thanh lap|dang ky) (?:\w+ ){0,2}llc\b|注册(?:公司|llc)|成立(?:公司|llc)/,
    // (Office space found or rented for them; their own lease told is no question: "where we lease office space".)
    /\b(?:help\w* (?:us|me) (?:find|rent|lease|get|look for)|find (?:us|me)|get (?:us|me)|look for) (?:an? |some |the |our |my )?office(?: space)?\b|\b(?:buscar|conseguir|rentar)\w* (?:\w+ )?(?:un |una )?(?:local|oficina)\b|\b(?:tim|thue) (?:giup |gium |dum )?van phong (?:giup|gium|dum|cho (?:chi|anh|em|toi|minh|tui))\b|\b(?:tim|thue) (?:giup|gium|dum) van phong\b|(?:帮|替)[^，。？?]{0,8}(?:租|找)(?:办公室|写字楼|办公场地)/,
    /\bcommission (?:split|plan|structure)s?\b|\bsplit (?:plan|structure)s?\b|\b(?:plan|esquema|estructura|reparto) de comisiones\b|\b(?:chia|ti le) hoa hong\b|佣金(?:分成|比例|制度|结构)|分佣/,
    /\b(?:franchise|exit|termination|separation) (?:contract|agreement)s?\b|\bcontrato de (?:franquicia|salida)\b|\bhop dong (?:nhuong quyen|franchise)\b|加盟(?:合同|协议)|解约(?:合同|协议)/,
  ]
    .map((r) => r.source)
    .join("|"),
);

// A phone line's own plumbing, asked of Voice AI or the texting: per-minute charges, voicemail transcribed, calls recorded
// or transcribed, a carrier named, callbacks dialled out to old leads, texts sent from their own cell ("¿El Voice AI cobra
// aparte por minuto…?", "Khách để lại tin nhắn thoại thì AI có chuyển thành chữ…?", "AI接的电话会录音吗？"). (Voice AI
// answering and qualifying calls is on the site; keeping their own number is the named gap "voice-number".)
export const PHONE_LINES = new RegExp(
  [
    // ("¿Nos podemos quedar con el mismo número…?", where the package list would answer before the named gap "voice-number".)
    /\bquedar\w* con (?:el |la )?mism[oa] (?:numero|telefono|linea)\b/,
    /\bper[- ]minute\b|\bby the minute\b|\bpor minuto\b|\btheo phut\b|按分钟|每分钟/,
    /\bvoice ?mails?\b.{0,30}\b(?:transcri\w*|into text|written)\b|\btranscri\w* (?:\w+ ){0,2}voice ?mails?\b|\bbuzon de voz\b.{0,30}\btranscri\w*|\btin nhan thoai\b.{0,40}\b(?:chu|van ban)\b|语音留言.{0,10}(?:转|文字)/,
    /\brecord\w* (?:\w+ ){0,3}calls?\b|\bcall (?:recordings?|transcripts?)\b|\btranscripts? of (?:the |my |our )?calls\b|\bgrab\w* (?:las )?llamadas\b|\bghi am\b|录音|通话(?:的)?文字记录/,
    /\b(?:verizon|t-?mobile|t mobile|sprint|cricket wireless)\b|\bat ?(?:&|and) ?t\b/,
    /\bllamadas de salida\b|\bmarc\w* (?:\w+ ){0,3}(?:prospectos|clientes|leads) (?:viejos|antiguos)\b|\bcall (?:\w+ ){0,2}old leads\b/,
    /\btext\w*\b.{0,40}\bfrom (?:my|our) (?:own |personal )?(?:cell|phone|mobile|number)\b|\bdesde (?:mi|nuestro) (?:propio )?(?:celular|numero|telefono)\b|用我(?:自己)?的(?:手机|号码)(?:发|回)/,
  ]
    .map((r) => r.source)
    .join("|"),
);

// A social presence's work beyond posts created and scheduled (the Social Scheduler's line): networks the site never names
// (TikTok, YouTube, LinkedIn, Pinterest), followers grown, influencers, Instagram or Facebook DMs answered, a bio written
// ("will it post to tiktok too?", "¿Hacen colaboraciones con influencers…?", "你们能帮我涨粉吗？"). (Reels, drone shots
// and paid ads are the "not among our services" answers of needs.ts.)
export const SOCIAL_PRESENCE = new RegExp(
  [
    // (Our own pages asked for, "do you have a LinkedIn page?", are the footer's links; 抖音 is an unlisted platform.)
    /(?<!\b(?:your|ur|y ?all s?|yalls|you guys)\s)\b(?:tiktok|tik tok|youtube|linkedin|pinterest|snapchat)\b(?!.{0,20}\b(?:page|channel|account|profile|handle|link|pagina|cuenta|canal|trang|kenh)s?\b)/,
    /\b(?:grow|gain|get|boost|increase|more)\w* (?:\w+ ){0,2}followers?\b|\bfollowers? (?:count|growth)\b|\b(?:mas|ganar|conseguir|subir)\w* (?:\w+ )?seguidores\b|\btang (?:nguoi theo doi|follow(?:ers?)?)\b(?![- ]?up)|\bthem (?:nguoi theo doi|followers?)\b|涨粉|增加粉丝/,
    /\binfluencers?\b|网红/,
    /\b(?:instagram|facebook|ig|fb)\b.{0,25}\b(?:dms?|direct messages?|inbox|mensajes? directos?|tin nhan)\b|\b(?:dms?|direct messages?|mensajes directos)\b.{0,25}\b(?:instagram|facebook|ig|fb)\b|私信/,
    /\b(?:my|our|mi|su) bio\b|\bphan gioi thieu (?:tren )?trang ca nhan\b|个人简介/,
  ]
    .map((r) => r.source)
    .join("|"),
);

// An inbox's own housekeeping beyond sorting, drafting and following up (Email Commander's line): e-mail archived for
// compliance, newsletters unsubscribed from, attachments and PDFs read, their own Outlook rules kept, spam filtered,
// e-mails translated ("dịch vụ" is a service), a shared team inbox ("does Email Commander archive em for us?", "¿lee los
// adjuntos, los PDF…?", "có lọc thư rác…?", "我们老板在Outlook里自己设了很多规则，会冲突吗？").
export const EMAIL_DESK = new RegExp(
  [
    /\b(?:keep|store|save|retain)\w* (?:a )?(?:cop(?:y|ies) of )?(?:every|all|each|our|my|the) (?:\w+ )?e-?mails?\b.{0,40}\b(?:compliance|records?|legal)\b|\be-?mails?\b.{0,40}\bcompliance\b|\barchiv\w* (?:\w+ ){0,4}(?:e-?mails?|emails?|correos?|mails?|em|them|messages)\b|\b(?:e-?mails?|correos?)\b.{0,30}\barchiv\w*|\bluu tru (?:\w+ ){0,2}(?:email|thu)\b|\bemail\b.{0,20}\bluu tru\b|(?:归档|存档)|邮件备份/,
    /\bunsubscrib\w* (?:\w+ ){0,2}from (?!(?:your|y ?all s?|yalls|ur|the weekly|the ai advantage)\b)(?:\w+ ){0,3}(?:newsletters|mailing lists|lists|e-?mails|junk|spam|promos)\b|\bdar(?:me|nos)? de baja (?:automatic\w* )?de (?:todos los|todas las|esos|esas|otros|otras) (?:\w+ )?(?:boletines|newsletters|listas|correos)\b|\btu dong huy (?:dang ky|theo doi)\b|自动退订/,
    /(?<!\bhow to )\b(?:read|open|understand|scan|pull|extract|handle|process|lee|leer|leen|abre|abrir|entiende|doc|mo|xu ly)\w*\b.{0,40}\b(?:attach\w*|pdfs?|adjuntos?|dinh kem)\b|\b(?:attachments?|adjuntos?|dinh kem)\b.{0,30}\b(?:read|open|understand|lee|leer|doc|xem)\w*\b|(?:附件|pdf).{0,30}(?:能读|读得|读懂|看得懂|识别|打开|能看)|(?:读|识别|看懂)(?:得懂)?.{0,6}(?:附件|pdf)/,
    /\b(?:outlook|gmail) (?:rules|filters|folders)\b|\brules?\b.{0,25}\b(?:in|on) (?:outlook|gmail)\b|\b(?:reglas|filtros) de (?:outlook|gmail)\b|\b(?:quy tac|bo loc) (?:\w+ )?(?:outlook|gmail)\b|(?:outlook|gmail).{0,12}规则/,
    /\b(?:filter|block|catch|clean|remove|delete|screen)\w* (?:\w+ ){0,3}(?:spam|junk)\b|\bspam (?:filter\w*|folder)\b|\b(?:filtr|bloque|quit|elimin)\w* (?:\w+ ){0,3}(?:spam|correo no deseado|correo basura)\b|\bloc (?:\w+ ){0,2}thu rac\b|过滤垃圾邮件|垃圾邮件.{0,6}(?:过滤|拦截)|(?:过滤|拦截).{0,4}垃圾邮件/,
    /\btranslat\w* (?:\w+ ){0,3}e-?mails?\b|\be-?mails?\b.{0,20}\btranslat\w*|\btraduc\w* (?:\w+ ){0,3}correos?\b|\bdich (?!vu\b)(?:\w+ ){0,3}email\b|翻译(?:邮件|电邮)|邮件.{0,6}翻译/,
    /\b(?:hiver|missive|help ?scout|front ?app)\b|\bshared (?:team )?inbox\b|\bbandeja (?:de entrada )?compartida\b|\bhop thu chung\b|共享(?:收件箱|邮箱)/,
  ]
    .map((r) => r.source)
    .join("|"),
);

// A monthly allowance of e-mails asked ("how many emails a month does it handle?", "每个月包含多少封邮件？").
export const EMAIL_ALLOWANCE = /\bhow many (?:e-?mails?|messages?) (?:\w+ ){0,4}(?:per|a|each|every) month\b|\b(?:e-?mail|message) (?:limit|allowance|cap|quota)s?\b|\bcuantos correos (?:\w+ ){0,4}(?:al|por|cada) mes\b|\blimite de correos\b|\btoi da bao nhieu email\b|\bbao nhieu email (?:\w+ ){0,3}(?:moi|mot) thang\b|(?:每个?月|一个月).{0,6}(?:多少|几)封|邮件.{0,4}(?:上限|额度)/;

// Keeping in touch by post or with presents: closing gifts and gift baskets, cards mailed (Christmas, birthday, Tết),
// postcards, a printed newsletter sent by mail ("does it mail em Christmas cards too, like real ones with a stamp?",
// "¿Pueden mandarles un boletín impreso por correo postal…?", "gửi thiệp Tết giấy qua bưu điện…?"). Reminders of those
// dates are the follow-ups of Automated Client Management, on the site.
export const MAILED_TOUCH = new RegExp(
  [
    /\b(?:closing|housewarming|client|thank[- ]you|holiday) gifts?\b|\bgift (?:baskets?|cards?|boxes)\b|\bsend\w* (?:\w+ ){0,3}(?:gifts?|presents)\b|\bregalos? (?:de cierre|de navidad|navide\w*|a (?:mis|los|sus) (?:ex ?)?clientes|para (?:mis|los) (?:ex ?)?clientes)\b|\b(?:mandar|enviar|mandan|envian)\w* (?:\w+ ){0,3}regalos?\b|\bcanastas? (?:de regalo|navide\w*)\b|\bqua (?:tang|tan gia|tet)\b|\bgio qua\b|(?:送|寄)(?:礼物|礼品|礼篮|礼盒)|乔迁礼/,
    /\b(?:christmas|xmas|holiday|birthday|anniversary|thank[- ]you|greeting|real|paper|physical) cards?\b|\bpostcards?\b|\btarjetas? (?:de navidad|navidenas|de cumpleanos|postales?|de felicitacion|fisicas|de papel)\b|\bpostales?\b|\bthiep (?:tet|giang sinh|noel|sinh nhat|chuc mung|giay)\b|贺卡|明信片|生日卡|圣诞卡/,
    /\b(?:snail mail|direct mail|postal mail|with a stamp|stamps?)\b|\bprinted (?:newsletters?|flyers?|mailers?|letters?)\b|\bmailers?\b|\bcorreo postal\b|\b(?:boletin|newsletter|revista) impres[ao]\b|\ben papel\b|\bbuu dien\b|\bban in\b|邮寄|纸质/,
  ]
    .map((r) => r.source)
    .join("|"),
);
