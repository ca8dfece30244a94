import { declinesCallForPrice } from "./declines-call.ts";
// Plain asks read before the looser rules: time booked with us, the services we offer, the figures the site states,
// where client data stays.

// The visitor asks to book time with us ("can I book a call for Saturday?", "puedo reservar un horario para hablar",
// "em muốn hẹn một buổi tư vấn vào thứ bảy", "我想约个时间聊一下"): the booking link, whatever day or hour is named.
// Said by the visitor of themselves, so "can the AI book showings?" (what the product does) is not this. Folded text.
const BOOK_REQUEST = new RegExp(
  [
    /\b(?:i|we|id|i d|ill|i ll|can i|could i|can we|could we|let me|let s|lets|want to|wanna|like to|how (?:do|can|would) (?:i|we)|where (?:do|can) i)\b.{0,20}\b(?:book|schedule|set up|arrange|reserve|grab|get)\b.{0,12}\b(?:a |an |the |some )?(?:free |quick |short )?(?:call|consult\w*|meeting|appointment|demo|time to (?:talk|chat|meet)|slot)\b/.source,
    /\b(?:quiero|quisiera|puedo|podemos|podria|me gustaria|como|donde)\b.{0,15}\b(?:reservar|agendar|apartar|programar|sacar|pedir|hacer)\b.{0,20}\b(?:horario|cita|llamada|consulta|reunion|hora|turno|espacio|videollamada)\b/.source,
    /\b(?:em|toi|minh|anh|chi|tui|muon|cho)\b.{0,15}\b(?:hen|dat lich|dat hen|dang ky|book|xep lich)\b.{0,20}\b(?:tu van|cuoc goi|goi dien|gap|noi chuyen|buoi|lich)\b/.source,
    // "đặt lịch hẹn sao?", "hẹn tư vấn ở đâu", "làm sao đặt hẹn": how to book, asked bare.
    /^(?:(?:lam sao|lam the nao|cach|muon) (?:de )?)?(?:dat lich|dat hen|hen lich|hen)(?: (?:hen|tu van|goi|gap))? (?:sao|the nao|nhu the nao|o dau|kieu gi|ra sao|bang cach nao)\b/.source,
    /(?:我|我们|咱们).{0,4}(?:想|要|能|可以|能不能|可不可以)?.{0,3}(?:约|预约|安排|订|預約).{0,6}(?:时间|時間|咨询|諮詢|电话|電話|会面|見面|见面|通话|通話|聊)/.source,
  ].join("|"),
);

// "I want the AI to schedule a call with my leads": our product booking for them, not time with us.
const FOR_THEIR_PEOPLE = /\b(?:hen|dat|xep) lich xem nha\b|\b(?:agendar|programar|agenden|programen) (?:las )?(?:visitas|citas para ver casas|showings)\b|\b(?:ai|a\.i|bot|chatbot|assistant|agent|system|it|la ia|el bot|el asistente|tro ly|he thong)\b.{0,15}\b(?:book|schedul|set up|arrang|reserv|agend|program|hen|dat lich)\w*|\b(?:with|for|to) (?:my|our|the) (?:buyers?|sellers?|clients?|leads?|tenants?|renters?|customers?)\b|\b(?:con|para|a) (?:mis|nuestros|los) (?:clientes|compradores|prospectos|inquilinos)\b|(?:ai|机器人|助手|系统).{0,6}(?:约|预约|安排)/;

// "no quiero cita, nomás el precio": the consultation declined is no request to book (deferred.ts).
export const asksToBook = (text: string): boolean => BOOK_REQUEST.test(text) && !FOR_THEIR_PEOPLE.test(text) && !declinesCallForPrice(text);

// "what happens in the consultation?", "¿en qué consiste la consulta?", "buổi tư vấn gồm những gì?", "咨询的时候聊什么？":
// what the consultation is, which the site's three steps answer (it maps the lead flow and goals), not a booking.
const CONSULT_WHAT = new RegExp(
  [
    /\bwhat (?:actually |really |exactly |usually )?(?:happens|do we (?:talk about|cover|do)|will (?:we|you) (?:talk about|cover|ask)|is covered|goes on)\b.{0,30}\b(?:consult\w*|call|meeting|session)\b|\b(?:consult\w*|discovery (?:call|session))\b.{0,20}\b(?:what (?:happens|to expect)|what do (?:we|you) (?:talk about|cover)|look like|consist of|involve)\b|\bwhat (?:to expect|should i (?:expect|prepare|bring))\b.{0,30}\b(?:consult\w*|call|meeting)\b|\bwhat happens after (?:i |we )?book/.source,
    /\bque (?:pasa|se hace|se habla|hablamos|vemos|veremos|incluye|hay) (?:en|durante|despues de) (?:la|esa) (?:consulta|llamada|reunion|asesoria)\b|\b(?:consulta|llamada|reunion|asesoria)\b.{0,20}\b(?:de que se trata|en que consiste|que incluye)\b|\ben que consiste la (?:consulta|llamada|reunion)\b|\bque (?:debo|tengo que) (?:preparar|llevar|tener listo)\b.{0,20}\b(?:consulta|llamada|reunion)\b/.source,
    /\b(?:buoi |cuoc )?tu van\b.{0,12}\b(?:gom (?:nhung )?gi|co (?:nhung )?gi|noi (?:ve )?(?:nhung )?(?:gi|chuyen gi)|lam (?:nhung )?gi|dien ra (?:the nao|ra sao))\b|\b(?:noi chuyen|ban) (?:ve )?(?:gi|nhung gi)\b.{0,15}\b(?:buoi |cuoc )?tu van\b/.source,
    /(?:咨询|諮詢)(?:的时候|的時候|时|時|中|里|裡|过程|過程)?.{0,4}(?:聊什么|聊什麼|谈什么|談什麼|聊些什么|做什么|做什麼|包括什么|包括哪些|有什么内容|怎么进行|流程)|(?:咨询|諮詢)(?:之后|之後|以后|以後|完)(?:呢|会怎样|怎么样|下一步)/.source,
  ].join("|"),
);

// "is the consultation free?", "¿la consulta cuesta algo?", "gặp tư vấn có mất tiền không", "约个时间当面聊一下，这个要收钱吗？":
// whether the first meeting costs, which the same three steps answer (it is free).
const CONSULT_COST = new RegExp(
  [
    /\b(?:consult\w*|discovery (?:call|session)|first (?:call|meeting)|sit ?-?down|meeting with (?:you|y ?all|your team))\b.{0,30}\b(?:free|cost\w*|charge\w*|pay|fee)\b|\b(?:cost|charge|pay)\w* (?:anything |something )?(?:to|for) (?:a |the )?(?:consult\w*|sit ?-?down|meeting|first call|talk(?:ing)? (?:to|with) (?:you|y ?all))\b/.source,
    /\b(?:consulta|asesoria|reunion|cita|llamada|platica)\b.{0,25}\b(?:gratis|gratuit[ao]|cuesta|cobran|cobra|tiene (?:algun )?costo|hay que pagar|se paga|vale)\b/.source,
    /\b(?:tu van|gap|hen gap|noi chuyen)\b.{0,25}\b(?:mat tien|mien phi|tinh phi|co phi|ton tien|tra tien|lay tien)\b/.source,
    /(?:咨询|諮詢|约.{0,4}时间|见面|当面|面谈|坐下来谈|聊一聊|聊一下|谈一谈|谈一下).{0,16}(?:收钱|收费|要钱|给钱|付钱|免费|花钱|要不要钱|收不收)/.source,
  ].join("|"),
);

// "then what do I get outta the consultation?", "¿Y ya después de la consulta qué sigue?": what comes of it, the three
// steps and the FAQ's fixed quote within a day.
const CONSULT_AFTER = /\bwhat (?:do|would|will|did) (?:i|we) (?:get|take away|walk away with)(?: out of| outta| from)? (?:the |that |a )?(?:consult\w*|call|meeting|session)\b|\bwhat (?:happens|comes|s next) after (?:the |that )?(?:consult\w*|call|meeting)\b|\bdespues de (?:la|esa) (?:consulta|llamada|reunion|asesoria),? (?:que (?:sigue|pasa|viene)|como sigue)\b|\bque (?:sigue|pasa|viene) (?:ya )?despues de (?:la|esa) (?:consulta|llamada|reunion|asesoria)\b|\bsau (?:buoi |khi )?tu van\b.{0,12}\b(?:thi sao|roi sao|tiep theo|lam gi)\b|(?:咨询|諮詢)(?:之后|之後|以后|完)(?:呢|会怎样|怎么样|下一步)/;
export const asksAfterConsultation = (text: string): boolean => CONSULT_AFTER.test(text);
export const asksConsultation = (text: string): boolean => CONSULT_WHAT.test(text) || CONSULT_COST.test(text);

// "what services do you offer (for brokers in Houston)?", "¿qué servicios ofrecen?", "bên mình có dịch vụ gì cho môi giới
// nhà đất?", "你们提供哪些服务？": the services we build, whoever they are said to be for (not the add-ons).
const SERVICES_ASK = /\bwhat (?:services|kind of services) (?:do|does|can) (?:you|y ?all|u|your (?:company|agency|team))\b|\bque servicios (?:ofrecen|tienen|dan|manejan|brindan)\b|\bben (?:chau|em|anh|chi|con|cac ban|ban|cong ty)\b.{0,6}\blam (?:nhung |cac )?(?:mang|linh vuc|viec|dich vu) gi\b|\b(?:lam|co|cung cap) (?:may|nhung|cac) dich vu chinh\b|\bnhung dich vu chinh\b|\b(?:co|lam|cung cap)\b (?:nhung |cac )?dich vu gi\b(?!.{0,12}\b(?:giup|de|tra loi|xu ly|ma|bo sung|them)\b)|^(?:你们|贵公司)?(?:都)?(?:提供|有|做)(?:什么|哪些)服务(?:呢|吗|啊|呀)?[？?]?$/;

export const asksServices = (text: string): boolean => SERVICES_ASK.test(text);

// "what was the percentage again?", "¿cuánto por ciento era?", "tăng bao nhiêu phần trăm?", "提高了百分之多少？": the
// results the site states (its figures), not a price. "有没有什么数据能说明效果？", "this saves time every week. How much
// time?": the figures asked for as proof, or the time saved asked as an amount.
// ("nền tảng bao nhiêu": the platform, nền tảng, is no rise, tăng.)
// "lead capture goes up, by how much?", "la captación sube, ¿en cuánto?", "tăng bao nhiêu?", "提高多少？": how much something
// rises is one of those figures too, whichever comes first, the rise or the "how much". "¿el Growth en cuánto queda
// listo?" is not: "en cuánto … listo" asks a time (its "Growth" is the package, not a rise).
const RISES = String.raw`(?:go(?:es)? up|went up|goes? higher|increas\w*|grow\w*|improv\w*|rises?|rising|rose|jump\w*|boost\w*|sube|suben|subio|subieron|aument\w*|crec\w*|mejor\w*|increment\w*|dispar\w*)`;
const BY_HOW_MUCH = String.raw`(?:by how much|how much (?:more|higher|better)|en cuanto(?! tiempo)(?!.{0,25}\blist[oa]s?\b)|cuanto mas)`;
const FIGURE_ASK = new RegExp(String.raw`\b${RISES}\b.{0,60}\b${BY_HOW_MUCH}\b|\b${BY_HOW_MUCH}\b.{0,40}\b${RISES}\b|(?<!\bnen )\btang (?:len )?(?:duoc )?bao nhieu\b(?! tien)|(?:提高|增加|提升|增长)(?:了)?多少(?!钱)|` + /\b(?:cuanto|cuantos|que|what|which|how much) (?:por ciento|porcentaje|percent\w*)\b|\b(?:the|that|el|ese) (?:percentage|porcentaje)\b|\bbao nhieu phan tram\b|百分之多少|多少百分比|百分比是多少|(?:数据|数字|证据).{0,6}(?:说明|证明|显示|看出)(?:效果|成效|结果)|\b(?:saves?|saving) (?:\w+ ){0,3}time\b.{0,60}\bhow much(?: time)?\b|\b(?:what (?:kind of|kinda|sort of)|how much) time (?:does|would|will|can) (?:this|it|that|your \w+) (?:actually |really )?save\b/.source);

export const asksFigure = (text: string): boolean => FIGURE_ASK.test(text);

// "…on your servers or in my own accounts?", "¿en sus servidores o en mis cuentas?", "nằm trong tài khoản của tôi
// không?", "存在我自己的账户里吗？": where the visitor's client data stays, which the site says (their own accounts).
// "where does all our client info end up, do you keep it on your computers", "who ends up holding the client info, is
// it sitting on your servers or ours": where the data of the visitor's clients is kept, asked in other words.
const CLIENT_DATA = String.raw`(?:(?:our|my|the|all (?:our|my|the)) )?(?:client|customer|clients|customers|lead|leads|contact)s? (?:info|information|data|records|details|list)`;
const OWN_ACCOUNTS = new RegExp(String.raw`\b(?:where|who)\b.{0,25}\b${CLIENT_DATA}\b.{0,15}\b(?:end(?:s)? up|live|lives|stored|kept|sit|sits|sitting|stay|stays)\b|\b(?:where|who)\b.{0,6}\b(?:ends? up|is) (?:holding|keeping|storing|owning)\b.{0,6}\b${CLIENT_DATA}\b|\b(?:your|ur) (?:servers?|computers?|cloud|systems?|databases?)\b.{0,12}\bor (?:ours|mine|on ours|in ours)\b|\b(?:keep|store|hold|host)\w* (?:it|them|${CLIENT_DATA}) (?:all )?on your (?:computers?|servers?|systems?|cloud)\b|` + /\b(?:donde|en donde) (?:se )?(?:quedan|guardan|almacenan|viven)\b.{0,20}\b(?:datos|informacion)\b|\b(?:datos|informacion)\b.{0,20}\b(?:donde|en donde) (?:se )?(?:quedan|guardan|almacenan)\b|\bdu lieu\b.{0,20}\b(?:nam|luu|o) (?:o )?dau\b|数据(?:存|放|保存|留)在(?:哪|哪里|哪儿)|\b(?:in|on) (?:my|our) (?:own )?accounts?\b|\ben (?:mis|nuestras) (?:propias )?cuentas\b|\btai khoan (?:cua|rieng cua) (?:toi|minh|em|chi|anh)\b|(?:我|我们)(?:自己)?的账户/.source);

export const asksOwnAccounts = (text: string): boolean => OWN_ACCOUNTS.test(text);

// "平台连接按类型收的安装费有几档？帮我列一下", "setup fees per platform type?", "¿cuánto cobran de instalación según el tipo
// de plataforma?", "phí cài đặt theo từng loại nền tảng": the setup table asked for whole, by its tiers.
const SETUP_TABLE = /\bsetup (?:fees?|costs?|prices?)\b.{0,20}\b(?:by|per|for each|each) (?:platform )?(?:type|kind|category|tier)s?\b|\b(?:instalacion|configuracion)\b.{0,30}\b(?:segun|por|de cada) (?:el )?(?:tipo|categoria)\b|\btipos? de plataformas?\b.{0,60}\b(?:cobran|cuesta|precio|vale)\w*|\b(?:cobran|cuesta\w*|precio|vale)\b.{0,40}\b(?:cada|por|segun el) tipo de plataforma\b|\b(?:how much|what do you charge|cost\w*)\b.{0,30}\b(?:each|every|per) (?:type|kind) of platform\b|\b(?:phi cai dat|phi ket noi)\b.{0,20}\b(?:theo (?:tung )?loai|may loai|may muc|may bac)\b|(?:安装费|安装的费用|连接费)[^。？！?!]{0,12}(?:几档|几种|几个档|哪几档|档次|分几类)|(?:按|分)(?:平台)?(?:类型|类别)[^。？！?!]{0,8}(?:收|算)[^。？！?!]{0,6}安装费/;
export const asksSetupTable = (text: string): boolean => SETUP_TABLE.test(text);

// "mấy gói bundle cài đặt bên em giá sao", "你们安装平台有哪几种打包的价格？", "what bundles do you have": the setup bundles
// listed (a count of platforms asks for one of them instead; platform-thread.ts).
const BUNDLE_LIST = /\b(?:what|which) (?:are )?(?:your |the )?(?:setup |install(?:ation)? )?bundles\b|\bbundles? (?:prices|pricing|options|deals)\b|\b(?:(?:que|cuales) (?:son )?(?:los |sus )?(?:paquetes de instalacion|bundles)|bundles? de instalacion)\b|\b(?:may|cac|nhung) (?:goi )?bundle\b|\b(?:may|cac|nhung) goi cai dat(?: tron goi)?\b.{0,40}\b(?:nhieu|cac|may|vai) nen tang\b|\b(?:setup|install(?:ation)?) (?:packages|deals|combos)\b.{0,40}\b(?:several|multiple|many|a few) platforms\b|\bgoi bundle\b(?: cai dat)?.{0,20}\b(?:gia|bao nhieu|nhieu)\b|(?:哪几种|几种|哪些|有什么|有哪些)(?:安装)?(?:的)?(?:打包|捆绑包|套装)|打包(?:的)?(?:价格|价|多少钱|优惠)|打包(?:安装)?(?:的)?(?:方案|套餐)?(?:有)?(?:几种|哪几种|哪些|什么)|捆绑包(?:有哪些|的价格|价格|都有)/;
export const asksBundleList = (text: string): boolean => BUNDLE_LIST.test(text);

// "can the extras get bolted on after we're already up and running", "¿los complementos se pueden agregar después?", "dịch vụ
// bổ sung thêm sau được không", "附加服务以后还能加吗": add-ons added later asked, whatever "running" says of a go-live.
const ADD_LATER = /\b(?:add ?-?ons?|extras?|complementos?|servicios? (?:adicionales|extra)|dich vu (?:bo sung|them))\b.{0,40}\b(?:later|after(?:wards)?|down the road|bolt\w* on|tack\w* on|add(?:ed)? on|despues|mas adelante|luego|ve sau|sau nay|them sau)\b|(?:附加服务|附加功能|加购项)[^。？！?!]{0,12}(?:以后|之后|后面|后来|随时)/;
// "can Foundation take add-ons, or only the bigger packages?", "Gói Foundation thì không thêm được dịch vụ bổ sung phải
// không? Chỉ gói lớn mới được à?", "附加服务是不是只有大套餐能加？": which packages add-ons go on (any).
const ADDONS_ON_WHICH = /\b(?:add ?-?ons?|extras|complementos|servicios adicionales|dich vu bo sung)\b.{0,50}\b(?:only|just|solo|solamente|chi)\b.{0,20}\b(?:packages?|plans?|paquetes?|goi|bigger|big ones?|lon|grandes?)\b|\b(?:take|have|get|add|agregar|sumar|poner|them)\b (?:any |the |some )?(?:add ?-?ons?|extras|complementos|dich vu bo sung)\b.{0,40}\b(?:or|o|hay|hoac)\b.{0,20}\b(?:only|just|solo|chi)\b|\b(?:them|gan|cong) (?:duoc )?(?:dich vu bo sung|add ?-?ons?)\b|附加服务.{0,12}(?:只有|只能|是不是只)/;
// "如果明年开第三间店，到时候再加服务可以吗？", "can we add more services later as we grow?": services added later, said without
// the word add-on.
const SERVICES_LATER = /(?:以后|之后|到时候|随时|后面|将来)(?:再|还)?(?:加|添加|增加|追加)(?:服务|功能|附加服务|项目)|\b(?:add|adding) (?:more |other |extra )?(?:services|features)\b.{0,30}\b(?:later|down the road|as (?:we|i) grow|when (?:we|i) grow)\b|\b(?:agregar|sumar|anadir) (?:mas |otros )?servicios\b.{0,30}\b(?:despues|mas adelante|luego)\b|\bthem dich vu\b.{0,20}\b(?:sau|sau nay|luc do)\b/;
export const asksAddLater = (text: string): boolean => ADD_LATER.test(text) || ADDONS_ON_WHICH.test(text) || SERVICES_LATER.test(text);

// "run me through every add-on y'all sell and what each one costs", "todos los complementos con sus precios", "tất cả dịch
// vụ bổ sung", "所有的附加服务": every add-on asked for, the list (with each price) answers.
// ("what every client gets before all the add-ons" sets them aside.) "list your add-ons", "dígame sus complementos".
const ADDON_LIST = /\b(?:list|show|name|give|tell)\b(?: me| us)? (?:all )?(?:your|the|of your|y ?all s) (?:add ?-?ons?|extras)\b|\b(?:digame|dime|muestreme|enumere|enumera|liste) (?:sus|los|tus|todos los) complementos\b|(?<!\b(?:before|besides|without|beyond|apart from|aside from|on top of|not counting|excluding|plus|antes de|sin|aparte de|ademas de) )\b(?:every|each|all(?: (?:the|your|of (?:the|your)|y ?all s))?) (?:add ?-?ons?|extras)\b|\b(?:tod[oa]s (?:los |las |sus )?(?:complementos|servicios adicionales|add-?ons))\b|\b(?:tat ca|het|toan bo|tung) (?:cac |nhung )?(?:dich vu (?:bo sung|them)|add ?-?ons?)\b|(?:所有|全部|每一?个|每项)(?:的)?(?:附加服务|附加功能|加购项)|^\W*(?:你们|贵公司|您们)?(?:都)?(?:有)?(?:哪些|什么|几种|哪几种|啥)(?:附加服务|附加功能|加购服务|加购项|增值服务)(?:吗|呢|啊)?\W*$|\b(?:add ?-?ons?|extras|complementos|servicios adicionales|dich vu (?:bo sung|them))\b.{0,40}\b(?:each|cada uno|cada una|moi (?:cai|goi|thu|loai)|tung (?:cai|goi|thu|loai))\b|(?:附加服务|附加功能|加购项).{0,16}(?:每个|每项|每样|各)/;
export const asksAddonList = (text: string): boolean => ADDON_LIST.test(text);
