import type { Answer } from "./knowledge/answer-types.ts";
import type { ConversationContext } from "./context.ts";
import type { Resolved } from "./resolved.ts";
import { readProfile } from "./topics.ts";
import type { Profile } from "./topics.ts";
import type { SiteFacts } from "./types.ts";
import { foldForRules } from "./text.ts";
import { asksSomething } from "./acts.ts";
import { timesSaid } from "./multiples.ts";
import { LOOKS_AFTER_US, RECOMMEND } from "./question-patterns.ts";
import { NUMBER_WORDS } from "./count-patterns.ts";
import { withNamedFeatures } from "./named-features.ts";

// Which package fits (common/content/packages.ts): Foundation is for individual agents, Growth for growing agents and
// teams, Enterprise for brokerages and large teams. The size the visitor gives decides, and two things beside it: a
// team that asks for what only Enterprise holds (executive dashboards for the broker, full CRM and MLS/HAR integration,
// a dedicated success manager) is pointed at the package that has it, and a hire said after a recommendation ("and if
// I hire three coordinators?") grows the size already known rather than replacing it.

const H24 = /\b(?:24 ?\/ ?7|24x7|24 7|24 ?(?:h|hrs?|hours?|horas|gio)|round the clock|around the clock|day and night|dia y noche|suot ngay dem|ca ngay lan dem)\b|24小时|全天候|日夜/.source;
const MULTI = /\b(?:multilingual|multi lingual|multiple languages|many languages|several languages|any language|multilingue|varios idiomas|muchos idiomas|cualquier idioma|da ngon ngu|nhieu (?:ngon ngu|thu tieng))\b|多语言|多语种|多种语言|各种语言/.source;
// Enterprise's dedicated success manager by its names and by what the person does (a "CSM", "una persona fija solo
// para mi cuenta", "người quản lý riêng", "专属对接人"): asked which package has one, the success manager's own answer.
const SUCCESS_MANAGER = new RegExp(
  [
    /\b(?:dedicated|own|personal) (?:success|account) manager\b|\b(?:someone|somebody|a person|one person|a rep)\b.{0,8}\b(?:assigned|dedicated) to (?:us|our (?:office|team|brokerage))\b|\b(?:alguien|una persona)\b.{0,8}\b(?:asignad|dedicad)[oa] (?:a|pa|para) (?:nosotros|nuestra oficina|la oficina)\b|\bnguoi (?:phu trach|ho tro|cham soc) rieng\b|\bgerente (?:de exito|de cuenta) dedicado\b|\bquan ly (?:thanh cong )?rieng\b/.source,
    // The same person by other names: "a CSM", "one named point of contact", "gerente de cuenta exclusivo", "người quản
    // lý tài khoản riêng", "专属对接人".
    /\bcsms?\b|\bcustomer success (?:manager|rep)\b|\b(?:named|single|dedicated|one|own) (?:point of contact|poc|account (?:manager|rep))\b|\b(?:gerente|ejecutivo|asesor) de cuenta (?:exclusivo|dedicado|propio|asignado|fijo)\b|\b(?:asignan|asignarian|ponen|pondrian|dan|darian) (?:a )?(?:una persona|alguien|un gerente|un ejecutivo) (?:fij[oa]|exclusiv[oa]|dedicad[oa]|propi[oa])\b|\b(?:gerente|asesor|ejecutivo) (?:exclusivo|dedicado) (?:para|pa) (?:nosotros|la oficina|la correduria)\b|\bquan ly tai khoan rieng\b|\bnguoi (?:lien he|dau moi) (?:rieng|co dinh)\b/.source,
    /专属(?:的)?(?:对接人|联系人|顾问|经理)|固定(?:的)?(?:对接人|联系人)/.source,
    // "¿en qué paquete me ponen una persona fija solo para mi cuenta?", "someone just for our account": the same person.
    /\b(?:una persona|alguien|un (?:encargado|ejecutivo|asesor|gerente)|una (?:encargada|ejecutiva|asesora|gerente))\b (?:(?:de ustedes|suy[oa]|de su equipo|de vuestro equipo|vuestr[oa]) )?(?:fij[oa]|exclusiv[oa]|dedicad[oa]|asignad[oa]) (?:\w+ ){0,2}(?:para|pa|a) (?:mi |nuestra |la |su )?(?:cuenta|nosotros|oficina|correduria|empresa)\b|\b(?:someone|somebody|a person|one person|a rep|a (?:single|fixed|named) person)\b (?:\w+ ){0,2}(?:just |only |solely )?(?:for|on|to) (?:my|our) account\b/.source,
    // "¿Tendremos una persona de referencia?", "¿quién se ocupa de nosotros después?", "bên em có ai theo sát công ty bạn chị
    // không, hay mỗi lần hỏi lại gặp người khác?", "the same person every time": one person of ours kept for the client.
    // "¿Tendría alguien vuestro que se ocupe solo de su agencia?", "someone of yours just looking after our brokerage".
    /\b(?:alguien|una persona|un[ao]?) (?:vuestr[oa]|suy[oa]|su|de (?:ustedes|vosotros|su equipo|vuestro equipo)) (?:que|para) (?:se )?(?:ocupe|encargue|atienda|lleve)\w* (?:solo |solamente |exclusivamente |unicamente )?(?:de )?(?:su|mi|nuestra|la) (?:agencia|cuenta|oficina|empresa|correduria|inmobiliaria)\b|\b(?:someone|somebody|a person) (?:of yours|from your (?:side|end|team)) (?:just |only |solely )?(?:looking after|handling|taking care of|for) (?:our|my|his|her|their) (?:brokerage|agency|office|company|account)\b|\buna persona de referencia\b|\bquien (?:se ocupa|se encarga|nos atiende) de nosotros\b|\b(?:ai|nguoi) theo sat (?:rieng|cong ty|ben|doanh nghiep|van phong)\b|\bhay (?:lai )?goi tong dai\b|\bmoi lan (?:hoi|goi|lien he)\b.{0,10}\bgap nguoi khac\b|\b(?:the same|one) person (?:every|each) time\b|\ba different person (?:every|each) time\b/.source,
    // "one person at your shop I can call by name, not a ticket number", "the same person every time": one of ours, known.
    /\b(?:one|a|the same|a single|a real) (?:person|guy|gal|human|contact)\b (?:(?:at|on|from|in) (?:your|y ?all s|yalls|the) (?:shop|end|side|company|place|office|team) )?(?:(?:i|we) (?:can|could) (?:call|reach|ring|talk to|text)(?: \w+){0,2} by name|every (?:single )?time)\b|\bnot (?:a|some) ticket(?: number)?\b/.source,
    // Said as what the person does: "a proper person at your end looking after us" (question-patterns.ts).
    LOOKS_AFTER_US.source,
    // One person of ours kept for the client: "one person on your side who's just ours, like an account rep", "one named
    // person at your end", "专门一个人对接我们".
    /\b(?:one|a|single|one named|a named|the same|its own|their own|our own)(?: real)?(?: go[- ]?to| point| dedicated)? (?:person|guy|gal|human|contact|rep)\b.{0,30}\b(?:on (?:your|their|y ?all s|yalls) (?:side|end)|at (?:your|their) end|at (?:your|y ?all s|yalls) (?:company|shop|agency|place|office)|who knows (?:our|my|his|her|their) (?:account|business|office|brokerage)|(?:just|only) (?:ours|for us)|our own)\b|\baccount reps?\b/.source,
    // "¿le ponéis a alguien vuestro solo para ellos?", "si le ponen a alguien de ustedes nada má' pa su correduría", "one of
    // your own crowd to mind us and only us", "ai bên em chuyên lo cho sàn của ổng", "cử hẳn một người theo sát sàn mình",
    // "专门顾她们公司的人": a person of ours put on one client, in plain words.
    /\b(?:le|les|nos|me) (?:ponen|pondrian|asignan|asignarian|dan|darian) (?:a )?(?:alguien|una persona)(?: (?:su|suyo|de ustedes|de su equipo))? (?:solo |nada mas |nada ma |solamente |exclusivamente )?(?:para|pa) (?:ellos|ellas|el|ella|nosotros|su (?:correduria|oficina|empresa|agencia|inmobiliaria)|la (?:correduria|oficina|empresa))\b|\bone of your (?:own )?(?:crowd|people|team|lot|folks|staff)\b.{0,20}\b(?:mind|look after|take care of|handle|watch)\w* (?:us|our|them|him|her)\b|\b(?:ai|nguoi) (?:ben (?:em|chau|con|anh|chi) )?chuyen (?:lo|phu trach|theo doi|cham soc)(?: cho)? (?:san|cong ty|van phong|ben)\b|\bcu (?:han |rieng )?(?:mot|1) nguoi (?:theo sat|lo cho|phu trach|cham soc|rieng)\b/.source,
    // "có người bên em lo cho ổng từ đầu tới cuối không?": one of ours looking after them start to finish.
    // "muốn có riêng một người bên em lo cho họ": one of ours of their own.
    /\b(?:co )?nguoi (?:ben (?:em|anh|chi|ban|minh|cong ty) )?(?:lo|theo|cham|phu trach) (?:cho|sat|rieng)\b.{0,25}\b(?:tu dau (?:toi|den) cuoi|tu a (?:toi|den) z|rieng|suot)\b|\brieng (?:mot|1) nguoi (?:ben (?:em|anh|chi|ban|minh|cong ty) )?(?:lo|theo|cham soc|phu trach)\b|\b(?:giao cho|co) (?:mot|1) nguoi co dinh\b/.source,
    /专门(?:顾|照顾|管|负责|服务)[\u4e00-\u9fff]{0,6}的人|专门(?:的)?(?:一个|一位)?(?:人|对接人|顾问|经理)(?:来)?(?:对接|负责|跟进|服务)|(?:一个|一位|有个|有位)(?:专门的|固定的)(?:人|对接人|顾问|经理)|(?:专门)?(?:派|配|安排)(?:一个|个|一位)(?:专门的)?(?:人|经理|顾问)(?:专门)?(?:负责|对接|跟进|服务)|(?:派|配|安排|给)(?:一个|个|一位)?(?:固定|专门|专属)(?:的)?(?:人|经理|顾问|对接人)/.source,
  ].join("|"),
);
export const asksSuccessManager = (text: string): boolean => SUCCESS_MANAGER.test(text);

/**
 * The success manager's answer for a question that names `named` (a package key, if any): "does Growth include a
 * dedicated success manager?" names a package whose features list none, so the answer says no and which one has it.
 */
export const successManagerEntry = (named: string | undefined, facts: SiteFacts): "success-manager" | "success-manager-only" => {
  const pkg = facts.offerings.packages.find((p) => p.key === named);
  return pkg && !pkg.features.some((x) => /success manager/i.test(x)) ? "success-manager-only" : "success-manager";
};
/**
 * "¿en qué paquete me ponen una persona fija para mi cuenta?", "哪个套餐会安排一个人对接我们？": Enterprise recommended for its
 * success manager, with no size told (`sized`), is given as the package with its lines, the manager's among them.
 */
export const managerShown = (answer: Answer, text: string, sized: boolean): Answer =>
  answer.t === "recommend" && answer.key === "enterprise" && asksSuccessManager(text) && !sized ? { t: "package", key: "enterprise", price: false } : answer;

// What only Enterprise lists: "exec dashboards", "dashboards for the bosses" (not Follow Up Boss), "dashboard cho broker", "panel para la dirección", "管理层看板";
// "full CRM with MLS/HAR", "CRM completo con MLS"; "a dedicated success manager", "专属经理".
const ENTERPRISE_ONLY = new RegExp(
  [
    /\b(?:exec\w*|leadership|management|broker|owners?|(?<!follow\W?up\W?)bosse?s?|higher[- ]?ups|principals?|directiva|direccion|gerencia|ban giam doc|lanh dao|sep)\b.{0,12}\bdashboards?\b|\bdashboards?\b.{0,12}\b(?:for|cho|para|de)\b.{0,8}\b(?:exec\w*|leadership|management|broker|owners?|(?<!follow\W?up\W?)bosse?s?|higher[- ]?ups|principals?|directiva|direccion|gerencia|ban giam doc|lanh dao|sep)\b/.source,
    // "high-level reporting screens for the owners", "top-level analytics": the executive dashboards by other words.
    /\b(?:high[- ]?level|top[- ]?level|executive|exec|leadership|big[- ]picture|birds? ?eye(?: view)?)\b.{0,10}\b(?:reporting|reports?|analytics|dashboards?|screens?|views?|overviews?)\b/.source,
    /\b(?:panel(?:es)?|tableros?) (?:ejecutiv\w*|(?:para|pa|de) (?:la )?(?:direccion|gerencia|directiva|broker))\b/.source,
    // The same dashboards as what the owner wants to see: "quiero ver toda la agencia de un vistazo, con números", "see
    // the whole brokerage at a glance", "ver cómo va toda la oficina en números".
    /\b(?:ver|mirar|revisar|seguir|checar|see|view|watch|track)\b.{0,20}\b(?:toda la (?:agencia|correduria|oficina|empresa|operacion|inmobiliaria)|todo el (?:equipo|negocio|despacho)|(?:the )?(?:whole|entire) (?:brokerage|agency|office|company|operation))\b.{0,30}\b(?:de un vistazo|en numeros|con numeros|numeros|cifras|metricas|at a glance|in numbers|numbers|metrics)\b/.source,
    /\bfull crm\b|\bcrm (?:completo|day du|toan dien)\b|\bcrm\b.{0,25}\b(?:mls|har)\b|\b(?:mls|har)\b.{0,25}\bcrm\b/.source,
    // Its "Full CRM and MLS/HAR integration" asked of the MLS alone: "MLS/HAR fully hooked up", "integración completa con
    // el MLS/HAR", "nối đầy đủ với MLS/HAR, tích hợp trọn vẹn" (a plain MLS connection is any package's).
    /\b(?:full|fully|complete|completa|completo|day du|tron ven|tron)\b.{0,25}\b(?:mls|har)\b|\b(?:mls|har)\b.{0,25}\b(?:full|fully|completa|completo|conectado completo|day du|tron ven)\b/.source,
    /(?:管理层|高管|老板|经纪人老板|领导|主管)[^，。？！,?!]{0,8}(?:看板|仪表盘|仪表板|数据面板)|专属(?:的)?(?:客户)?(?:成功)?经理|专人(?:负责|对接|服务)(?:我们|公司)|(?:完整|全套)(?:的)?crm/.source,
    // Two more of its lines: client management for the whole team (said either way round: "que todo el equipo tenga la
    // gestión de clientes"), and the customer service agent that is both round the
    // clock and multilingual ("24/7 multilingual support", "atención 24 horas en varios idiomas", "trực 24/7 đa ngôn
    // ngữ", "24小时多语言客服"); either half alone is also the 24/7 Customer Service Agent add-on's.
    /\b(?:client|customer|clients|customers) management\b.{0,20}\b(?:whole|entire|all (?:of )?(?:the|my|our)) (?:team|office|brokerage)\b|\b(?:whole|entire) (?:team|office|brokerage) s (?:client|customer) management\b|\bgestion (?:automatizada )?de (?:los )?clientes\b.{0,12}\b(?:todo el equipo|toda la oficina|toda la (?:agencia|correduria))\b|\b(?:(?:the )?(?:whole|entire) (?:team|office|brokerage)|todo el equipo|toda la oficina|toda la (?:agencia|correduria))\b.{0,30}\b(?:(?:automated )?(?:client|customer) management|gestion (?:automatizada )?de (?:los )?clientes)\b|\bquan ly khach hang\b.{0,12}\b(?:ca|toan) (?:nhom|team|van phong|cong ty)\b|(?:整个|全|全体)(?:团队|公司|办公室)(?:的)?客户管理/.source,
    `(?:${H24}).{0,25}(?:${MULTI})|(?:${MULTI}).{0,25}(?:${H24})`,
    SUCCESS_MANAGER.source,
  ].join("|"),
);

// "which is your entry-level package?", "¿cuál es el paquete básico?", "gói cơ bản là gói nào?", "入门套餐是哪个？": the
// package made for individual agents starting out; "smallest one do?" too, the one asked for by its size alone, and
// "whats the smallest thing you got for one agent".
// "a plan that's just the basics", "just the essentials": the entry-level package by what it is.
export const ENTRY_LEVEL = /\b(?:plan|package|tier|one|option)s? (?:that s|thats|that is|with|of) (?:just|only) the (?:basics|essentials)\b|\b(?:minimum|minimal|lowest|bare[- ]bones) (?:package|plan|tier|option)\b|\b(?:smallest|cheapest|simplest|most basic|least expensive) (?:thing|one|setup|option|offering)s? (?:(?:you|u|y ?all|yall)(?: ve| have| guys)? (?:got|have|offer|sell|do)|for (?:one|a|an|1|just one|a single|a solo|a new)\b)|\b(?:smallest|cheapest|lowest|least expensive|most affordable|easiest) (?:way|place|point|option) (?:in|to (?:start|begin|get (?:started|going|in)))\b|\bentry point\b|\b(?:paquete|plan) (?:minimo|mas chico)\b|\bgoi (?:toi thieu|re nhat)\b|最基本(?:的)?(?:那|哪)?(?:个|一个|款)|\b(?:entry[- ]level|starter|basic|beginner|smallest|cheapest) (?:package|plan|tier|option)\b|\b(?:paquete|plan) (?:basico|de entrada|inicial|mas sencillo|para empezar)\b|\bgoi (?:co ban|khoi dau|nho nhat|thap nhat)\b|(?:入门|基础|最基本|最小)(?:的)?(?:套餐|方案)|\b(?:most basic|simplest|smallest|littlest|tiniest) (?:one|package|plan|option)\b|\b(?:paquete|plan|el) mas (?:basico|sencillo)\b|\bgoi nao (?:co ban|don gian|re) nhat\b|(?:哪个|哪一个)(?:方案|套餐)?最基本|最基本的是哪/;

// Foundation's own words asked for, nothing more: "just the essentials so no lead slips", "only a chatbot on my site that
// grabs leads and pings me", "nomás lo básico", "chỉ cần mấy thứ cơ bản", "只要最基本的". Its subtitle, description and
// outcome ("The essentials to stop missing leads", "Never miss a lead again") say it is the package for that.
const FOUNDATION_WANTS = /\b(?:(?:just|only) (?:the )?(?:essentials|basics)|bare (?:essentials|minimum)|never miss (?:a|any) (?:single )?leads?|(?:nomas|solo|solamente|nada mas) lo (?:esencial|basico|indispensable)|lo (?:esencial|basico) (?:nomas|nada mas)|(?:chi can|chi muon) (?:nhung thu |may thu )?(?:co ban|can thiet)|khong bo lo (?:khach|lead))\b|(?:只要|只想要|只需要)(?:最)?基本(?:的)?(?:功能)?|不要太复杂/;
// "only a chatbot on my website", "nomás el chat en mi página", "chỉ cần chat trên website", "只想网站有个AI聊天": the website
// assistant alone, the first thing Foundation lists.
const ONLY = /\b(?:only|just|solely|solo|nomas|nada mas|solamente|unicamente|chi|thoi)\b|只|就要/;
const SITE_CHAT = /\b(?:chat ?bot|chat|bot|ai assistant|asistente|tro ly(?: chat)?(?: ai)?)\b.{0,25}\b(?:website|web ?site|site|pagina|sitio|web|trang web)\b|\b(?:website|site|web)\b.{0,6}\b(?:chat ?bot|chat)\b|网站.{0,6}(?:聊天|机器人|助手|客服)/;
/** Only what Foundation holds is wanted: its essentials, or the website assistant alone. */
// Foundation's other own lines wanted alone: "only leads captured instantly and a monthly report", "solo el reporte mensual".
const FOUNDATION_OWN = /\b(?:monthly (?:performance )?reports?|(?:reporte|informe) mensual|bao cao (?:ket qua |hieu suat )?(?:hang |moi )?thang|captur\w* (?:instantly|right away|al instante)|instant (?:lead )?(?:alerts|notifications)|avisos? al instante|thong bao (?:ngay|tuc thi))\b|月度报告|每月报告|即时通知/;
export const wantsFoundation = (text: string): boolean => FOUNDATION_WANTS.test(text) || (ONLY.test(text) && (SITE_CHAT.test(text) || FOUNDATION_OWN.test(text)));
// "I don't need team features", "no tengo equipo", "không cần tính năng nhóm", "不需要团队功能": "team" said is no team.
const NO_TEAM = /\b(?:dont|do not|no|without|sin|khong can|khong co)\b(?: \w+){0,2} (?:team|equipo|nhom)\b|(?:不需要|不要|没有)团队/;
// What Growth lists and Foundation does not: the traffic-aware showing scheduler, follow-up sequences, the CRM
// integration and the performance dashboard ("showings booked around traffic", "agendar visitas según el tráfico", "xếp
// lịch xem nhà tránh kẹt xe", "按路况安排看房"). Foundation's monthly report and basic follow-up are not these.
const GROWTH_WANTS = new RegExp(
  [
    // "the showing planner that works round the jams": planned around traffic said in everyday words.
    /\bshowings?\b.{0,20}\b(?:schedul\w*|calendar|booked|booking|planned|planner|planning|routes?)\b|\b(?:schedul\w*|book\w*|plan\w*)\b.{0,12}\bshowings?\b|\btraffic[- ]?(?:aware|smart|based)\b|\b(?:a)?round (?:the )?(?:traffic|jams|traffic jams|rush hour|congestion|gridlock)\b/.source,
    /\b(?:agend\w*|program\w*|organiz\w*|cuadr\w*)\b.{0,16}\b(?:visitas|muestras|showings|recorridos)\b|\b(?:visitas|recorridos|muestras)\b.{0,25}\b(?:trafico|trafic)\b/.source,
    /\b(?:xep|len|dat) lich (?:xem|di xem|dan khach xem) nha\b|\blich xem nha\b.{0,20}\b(?:ket xe|giao thong|tranh)\b/.source,
    /(?:按|根据|避开|考虑)(?:路况|交通|堵车).{0,8}(?:看房|带看)|(?:看房|带看)(?:日程|排期|安排|行程)/.source,
    // Follow-ups chained one after another, not only the basics: "mensajes de seguimiento en cadena, automáticos".
    /\bfollow[- ]?up sequences?\b|\bsecuencias? de seguimiento\b|\bseguimientos? (?:\w+ ){0,2}en cadena\b|\bmensajes (?:de seguimiento )?(?:en cadena|encadenados)\b|\bchuoi (?:tin nhan )?(?:cham soc|follow ?up)\b|跟进序列/.source,
    /\bperformance dashboards?\b|\b(?:panel|tablero) de (?:rendimiento|desempeno|resultados)\b|\b(?:bang|dashboard) (?:theo doi )?(?:hieu suat|ket qua)\b|(?:业绩|绩效)(?:看板|仪表盘|仪表板|面板)/.source,
    /\bcrm (?:integration|sync|hookup|connection)\b|\b(?:integrat\w*|connect\w*|sync\w*|hook\w*) (?:it )?(?:with|to|into)? ?(?:my|our|the) crm\b|\bintegracion con (?:el |mi |nuestro )?crm\b|\bket noi (?:voi )?crm\b|(?:对接|连接|集成)\s*crm|crm\s*(?:对接|集成)/.source,
  ].join("|"),
);
/** What the visitor wants is only Growth's (beside what only Enterprise has, which the callers weigh first). */
export const wantsGrowth = (text: string): boolean => GROWTH_WANTS.test(text);
// "not the big brokerage stuff", "no somos una correduría grande", "không phải công ty lớn", "不是大公司": the largest
// package set aside by the visitor.
const NOT_ENTERPRISE = /\b(?:not|no|nothing like|without|sin|nada de|khong (?:phai|can)|chua phai)\b(?: \w+){0,3} (?:brokerage|enterprise|big (?:office|firm|company|team)|correduria|corporativ\w*|cong ty lon|cong ty moi gioi)\b|(?:不是|不要|不需要)(?:什么)?(?:大(?:公司|团队|型)|企业版|经纪公司)/;

// "do any of your plans come with …?", "is there one with …?" ask which one does, as "which plan has …?" would.
// "what plan would that be?", "¿qué paquete es ese?", "vậy là gói nào?", "gói chi?", "那是哪个套餐？", "怎么选方案？": a package asked for what was said; so is whether they need one, "要不要买大套餐" (阿要, Wu).
export const PACKAGE_ASKED = /\b(?:what|which) (?:package|plan|tier)\b|\b(?:do|does|is there|are there) (?:any|either|one) (?:of )?(?:(?:your|ur|the|yalls?|y all s) )?(?:packages?|plans?|tiers?)(?: \w+){0,2}? (?:come with|comes with|include|includes|have|has|give|gives|offer|offers|get)\b|\bis there (?:one|any) (?:with|that (?:has|includes|comes with|gives|does))\b|\bis there (?:a|any|one) (?:package|plan|tier) (?:where|that|with|which|in which)\b|\bhay (?:algun|un) (?:paquete|plan) (?:que|donde|con|en el que)\b|\b(?:que|cual) (?:paquete|plan)\b|\bcual(?:es)? de (?:los|sus|tus|vuestros) (?:paquetes|planes|tres|3)\b|\bwhich of (?:your|the|ur|yalls?) (?:packages|plans|tiers|three|3)\b|\bcual es el (?:paquete|plan)\b|\bgoi (?:nao|chi|gi)\b|哪(?:一)?个(?:套餐|方案|档次|档|级别)|哪一?档|(?:上|选|用|买)(?:什么|甚么|甚|啥|哪种)(?:套餐|方案|档)|(?:套餐|方案)(?:里面?|中|当中)?[，,]?\s*哪(?:一)?个|(?:怎么|咋|如何)(?:选|挑)(?:择)?(?:套餐|方案)|(?:要不要|需不需要|用不用|该不该|得不得)(?:买|上|选|用|订|升级到?)?(?:个|那个)?(?:大|最大的?|贵的?|高级的?)?(?:套餐|方案)/;
// "we need follow-up sequences and the showing scheduler: which one's that?", "¿cuál sería ese?", "là gói nào vậy", "是哪个":
// which of ours holds what they just listed, asked without naming the package.
export const WHICH_ONE_THAT = /\bwhich (?:ones?|one s|of them|of yours)(?: is| would be| does| covers)? (?:that|this|it|those|these)\b|\b(?:cual|que) (?:es|seria|sera) (?:ese|eso|esa)\b|\b(?:la|thi) (?:goi|cai) nao\b|(?:是|算|属于)哪(?:一)?个/;
/** "Which package has a dedicated account exec?": the feature asked is one only Enterprise lists. */
export const onlyEnterpriseHas = (text: string): boolean => ENTERPRISE_ONLY.test(text);

/** The package for a profile; a team asking for what only Enterprise has gets Enterprise. */
/** The package for the visitor's size and wants, with the features they named listed first (named-features.ts). */
export function recommendation(known: Profile, text: string): Answer {
  const answer = packageFor(known, text);
  return answer.t === "recommend" ? withNamedFeatures(answer, text) : answer;
}

function packageFor(known: Profile, text: string): Answer {
  const profile = known.size === "team" && known.agents === undefined && NO_TEAM.test(text) ? { ...known, size: undefined } : known;
  // Asked without a size, what only one package holds names it: Enterprise's dedicated manager, Foundation's essentials.
  if (profile.size === undefined && ENTERPRISE_ONLY.test(text)) return { t: "recommend", key: "enterprise", reason: "brokerage" };
  // A team that sets the big package aside, or anyone asking only for what Growth adds, gets Growth.
  // One person wanting the website chat to book viewings gets Foundation, whose first line that chat is.
  const growth = GROWTH_WANTS.test(text) && !wantsFoundation(text) && !ENTRY_LEVEL.test(text) && !(profile.size === "solo" && SITE_CHAT.test(text));
  // An office at the edge of the large sizes (20 to 25 agents) asking only for what Growth lists ("20 agent, lọc lead với
  // lên lịch xem nhà tránh kẹt xe") gets the package that lists it; Enterprise's own lines (ENTERPRISE_ONLY) keep it.
  const edgeOffice = profile.size === "brokerage" && profile.agents !== undefined && profile.agents <= 25 && !ENTERPRISE_ONLY.test(text);
  if (growth && (profile.size === undefined || profile.size === "solo" || edgeOffice || (profile.size === "brokerage" && NOT_ENTERPRISE.test(text)))) return { t: "recommend", key: "growth", reason: "team" };
  // "only 2 of us, what's the smallest way in?": the smallest package asked for by a small team is still Foundation.
  if (profile.size === "solo" || (profile.size === undefined && (ENTRY_LEVEL.test(text) || wantsFoundation(text))) || (profile.size === "team" && ENTRY_LEVEL.test(text))) return { t: "recommend", key: "foundation", reason: "solo" };
  if (profile.size === "team") return ENTERPRISE_ONLY.test(text) ? { t: "recommend", key: "enterprise", reason: "brokerage" } : { t: "recommend", key: "growth", reason: "team" };
  if (profile.size === "brokerage") return { t: "recommend", key: "enterprise", reason: "brokerage" };
  if (POPULAR.test(text)) return { t: "recommend", key: "growth", reason: "popular" };
  return { t: "recommend-ask" };
}

// The site marks Growth "most popular": "the one most clients pick", "el que más eligen", "el que más les piden", "gói được nhiều khách chọn
// nhất", "最多人选的".
const POPULAR = /\b(?:most|majority|bulk) (?:of )?(?:(?:your|ur|the|y'?all'?s) )?(?:clients|customers|people|ppl|folks|agents|teams|users)\b|\b(?:people|ppl|folks|clients|customers|agents|teams|everyone|everybody) (?:usually|typically|normally|mostly|generally|tend to) (?:go|pick|choose|get|buy|sign|start|end up|roll)\b|\b(?:usual|typical|common|go-?to) (?:pick|choice|package|plan|one)\b|\b(?:la gente|los clientes|la mayoria|casi todos) (?:normalmente |usualmente |por lo general )?(?:agarra|toma|escoge|elige|contrata|compra)\w*\b|\b(?:agarra|toma|escoge|elige|contrata|compra)n? (?:la mayoria|casi todos|la gente|mas gente)\b|\b(?:thuong|hay) (?:chon|dung|lay|mua) (?:goi|cai) nao\b|(?:大部分|大多数|多数|一般)(?:的)?(?:人|客户|经纪人|团队)(?:都)?(?:选|用|买|挑)|popular|pho bien|受欢迎|nhieu nhat|nhieu nguoi chon|mas elegid|most chosen|la mayoria|most (?:teams|people|clients|customers)|(?:nhieu|da so) (?:khach|nguoi|khach hang) (?:\w+ )?chon|chon nhieu nhat|(?:mas|mayoria de) (?:clientes|gente) (?:eligen|escogen|contratan)|(?:el|la) que mas (?:eligen|escogen|contratan|piden)|\bque mas (?:les |os |nos |se )?(?:eligen|escogen|contratan|piden|compran|venden|llevan)\b|\b(?:se )?(?:lleva|llevan|coge|cogen|pilla|pillan) (?:casi )?todo el mundo\b|最多(?:人|客户)(?:选|用|买)|卖得最好|最好卖|最畅销|卖最多|\bban chay nhat\b|\b(?:best ?-?sell(?:er|ing)|sells? (?:the )?(?:most|best)|mas vendid[oa]|(?:el|la) que mas (?:se )?vende(?:n)?)\b/;
/** The package most clients take asked ("¿cuál es el paquete que más os piden?", "which plan do most people get?"). */
export const asksPopular = (text: string): boolean => POPULAR.test(text);

// The counting words of the bundle rules (question-patterns.ts), and "a", "another" for one person hired.
const HAN_DIGIT = /\p{Script=Han}/u;
const WORD_COUNTS: Record<string, number> = {
  ...Object.fromEntries(Object.entries(NUMBER_WORDS).filter(([word]) => !HAN_DIGIT.test(word))),
  a: 1, an: 1, one: 1, another: 1, un: 1, una: 1, otro: 1, otra: 1, mot: 1,
};
const HAN_COUNTS: Record<string, number> = { ...Object.fromEntries(Object.entries(NUMBER_WORDS).filter(([word]) => HAN_DIGIT.test(word))), 一: 1 };
const COUNT = `(\\d{1,3}|${Object.keys(WORD_COUNTS).join("|")})`;
const STAFF = "(?:agents?|agentes|realtors?|assistants?|asistentes|coordinators?|coordinador(?:a|es|as)|people|personas|staff|employees|empleados|isas?|showing agents?|nguoi|dua|agent|moi gioi|nhan vien|tro ly)";
const NEW = "(?:(?:more|new|other|extra|additional|full[- ]time|part[- ]time|junior|buyers?|buyer s|listing|inside sales|mas|nuev[oa]s|otr[oa]s|them|moi)\\s+)*";
// "if I hire three coordinators", "we're bringing on 2 more agents", "contrato a tres coordinadoras", "sumo dos
// agentes", "quiero meter 3 agentes", "tuyển thêm 3 người", "再招三个助理": people added to the team the visitor has.
const HIRE = new RegExp(
  [
    `\\b(?:hire|hires|hiring|hired|bring(?:ing)? on|bring(?:ing)? in|onboard(?:ing)?|take on|taking on|recruit(?:ing)?|add(?:ing)?)\\s+${COUNT}\\s+${NEW}${STAFF}\\b`,
    // "I bring all 6 of my agents on": the people between the verb and its "on".
    `\\bbring(?:ing|s)?\\s+(?:all\\s+|the\\s+)?${COUNT}\\s+(?:of\\s+(?:my|our|his|her)\\s+)?(?:${NEW}${STAFF}|friends|buddies|colleagues|coworkers|cousins|relatives)\\s+(?:on|in|over|aboard)\\b`,
    `\\b(?:contrato|contrate|contratar|contratamos|contratara|sumo|sumamos|sumar|agrego|agregamos|agregar|incorporo|incorporamos|incorporar|traigo|traer|entran?|meter|meto|metemos|metere|contratare|sumare|agregare|incorporare)\\s+(?:a\\s+)?${COUNT}\\s+${NEW}${STAFF}\\b`,
    `\\b(?:tuyen|thue|nhan|them)\\s+(?:them\\s+)?${COUNT}\\s+${NEW}${STAFF}\\b`,
  ].join("|"),
);
const ZH_HIRE = /(?:再|多)?(?:招|雇|请|加|新招|新进)(?:了)?([\d一二两三四五六七八九十]+)(?:个|名|位)(?:人|经纪人|助理|员工|同事|协调员|秘书)/u;

/** How many people the message says are being added to the team; 0 when none. */
function hired(text: string): { count: number; said: string } | null {
  const m = HIRE.exec(text);
  const word = m?.slice(1).find((g) => g !== undefined);
  if (m && word) return { count: Number(word) || WORD_COUNTS[word] || 0, said: m[0] };
  const zh = ZH_HIRE.exec(text);
  if (zh?.[1]) return { count: Number(zh[1]) || HAN_COUNTS[zh[1]] || 0, said: zh[0] };
  return null;
}

// "and if that were ten times bigger?", "¿y si fuera el triple?", "còn nếu gấp mười lần số đó?", "如果是三倍呢？": a short
// follow-up that multiplies the team known before.
const POINTS_BACK = /\b(?:that|those|it|this|the team|so do|so nay|vay|eso|esa|ese|el equipo|lo mismo)\b|那|这|现在/u;
const multiplies = (text: string): number => (text.split(/\s+/).length <= 10 && POINTS_BACK.test(text) ? timesSaid(text) : 0);

// "still enough", "me sirve o brinco a otro", "còn đủ không", "还够用吗": whether a package named still fits, asked.
export const STILL_FITS = /\b(?:enough|still (?:work|fit|good|ok|do)|work for|fit|fits|right for|outgrow|upgrade|move up|sirve|sirva|alcanza|basta|conviene|suficiente|quedar chico|brinc\w*|subir|cambiar|du|con hop|hop|nang cap|len goi)\b|够|适合|合适|升级/;

/** "Hiring" said in the message, or the team multiplied, so the part it is in asks which package fits the grown team. */
export const statesHire = (message: string): boolean => (hired(foldForRules(message))?.count ?? 0) > 0 || multiplies(foldForRules(message)) >= 2;

// "and if two of mine split off to work solo", "¿y si tres se independizan?", "nếu 2 người tách ra làm riêng", "如果有两个人
// 出去单干": a size supposed, asking nothing else, asks which package would fit it.
const SUPPOSING = /^(?:(?:and|but|so|y|pero|va|con|nhung)\s+)?(?:what if|if|si|neu|nhu|gia su)\b|^(?:那|还有)?(?:如果|要是|假如)/u;
// The size is counted or solo: "si un cliente pide…, ¿le pasa la conversación a mi equipo?" supposes no team.
export const supposesSize = (part: string): boolean => {
  const text = foldForRules(part);
  const supposed = readProfile(text);
  return SUPPOSING.test(text) && (supposed.agents !== undefined || supposed.size === "solo") && !asksSomething(part) && !/[¿?？]/u.test(part);
};

/** The profile after the hires the message states: the size known before (or said beside them; "I" alone is one) plus those hired. */
export function grownProfile(previous: Profile, message: string): Profile {
  const text = foldForRules(message);
  const hire = hired(text);
  const times = multiplies(text);
  if (times >= 2 && (previous.agents !== undefined || previous.size === "solo")) {
    const agents = (previous.agents ?? 1) * times;
    return { size: agents >= 20 ? "brokerage" : agents <= 1 ? "solo" : "team", agents };
  }
  if (!hire || hire.count <= 0) return {};
  const beside = readProfile(text.replace(hire.said, " "));
  // A brokerage stays one whatever it hires; a team of unknown size is at least two.
  if ((beside.size ?? previous.size) === "brokerage" && (beside.agents ?? previous.agents) === undefined) return {};
  const now = beside.agents ?? previous.agents ?? ((beside.size ?? previous.size) === "team" ? 2 : 1);
  const agents = now + hire.count;
  return { size: agents >= 20 ? "brokerage" : "team", agents };
}

/**
 * "Only a chatbot on my site that pings me. Which package is that?": a bare "which package?" part reads what the whole
 * message asked for; a "which are you?" stays when the message names nothing only one package holds.
 */
export const recommendationInMessage = (answers: Answer[], profile: Profile, message: string): Answer[] =>
  answers.map((a) => {
    if (a.t !== "recommend-ask" && a.t !== "recommend") return a;
    const text = foldForRules(message);
    const fit = recommendation(profile, text);
    if (a.t === "recommend-ask") return fit.t === "recommend" ? fit : a;
    // "executive dashboards for our leadership team, which plan is that in?": the team's size gave Growth in the part
    // that asks; what the part before wants is only Enterprise's, so the package that holds it. A "team" said only to
    // be set aside ("I don't need team features") gave no size.
    const noTeam = profile.size === "team" && profile.agents === undefined && NO_TEAM.test(text);
    return fit.t === "recommend" && (noTeam || BY_SIZE.indexOf(fit.key) > BY_SIZE.indexOf(a.key)) ? fit : a;
  });

/**
 * "For a landlord, which one is ok? … only leads captured instantly and a monthly report": a part asking which package
 * that another answer took (the tenants' add-on) gets the package the whole message wants by its features.
 */
export function fitForPart(answers: Answer[], profile: Profile, part: string, message: string): Answer[] {
  const text = foldForRules(message);
  if (!answers.some((a) => a.t === "need") || answers.some((a) => a.t === "recommend" || a.t === "recommend-ask" || a.t === "package") || !RECOMMEND.test(foldForRules(part)) || !(wantsFoundation(text) || GROWTH_WANTS.test(text))) return answers;
  const fit = recommendation(profile, text);
  return fit.t === "recommend" ? [fit, ...answers] : answers;
}

const BY_SIZE = ["foundation", "growth", "enterprise"];
/**
 * One message, one package: "nhóm em 8 người, cần dashboard cho sếp…" read in two parts recommends once, the package
 * that also holds what the later part asks for (the larger of the two); a "which are you?" beside it is dropped.
 */
export function oneRecommendation(answers: Answer[]): Answer[] {
  const recs = answers.filter((a): a is Extract<Answer, { t: "recommend" }> => a.t === "recommend");
  if (recs.length === 0 || (recs.length === 1 && !answers.some((a) => a.t === "recommend-ask"))) return answers;
  const best = recs.reduce((a, b) => (BY_SIZE.indexOf(b.key) > BY_SIZE.indexOf(a.key) ? b : a));
  let placed = false;
  return answers.flatMap((a): Answer[] => {
    if (a.t !== "recommend" && a.t !== "recommend-ask") return [a];
    if (placed) return [];
    placed = true;
    return [best];
  });
}

// "ok and when she joins a 5-agent team that wants follow-up sequences, what then?", "¿y si la compañía completa quiere
// tableros pa la dirección?", "còn nếu team 6 người thì sao?": right after a recommendation, a size or a want supposed
// asks which package then (the size known before stays unless a new one is said).
// "如果以后带两个新人…", "要是明年…", "假如…": a case supposed, in Chinese at the start as well.
const SUPPOSED = /^(?:(?:ok|okay|alright|so|and|but|y|pero|bueno|va|con|vay|da|nhung)\s+)*(?:what if|if|when|once|si|cuando|neu|khi|gia su)\b|\b(?:what then|then what|y entonces|thi sao)\b|^(?:那|那么|那如果)?(?:如果|要是|假如|假设|万一)/u;
// "Thôi, gói đó lớn quá, thật ra giờ chỉ có mình chị làm thôi", "that's too big, it's just me": the package turned down,
// the size told now.
const TOO_BIG = /\b(?:too (?:big|much|large)|overkill|lon qua|qua lon|to qua|muy grande|demasiado grande)\b|太大|用不了那么/;
export function refitAfterRecommendation(text: string, base: ConversationContext): Resolved | null {
  // Hires said ("and if we bring on 4 more agents?") grow the team known before (grownProfile), not replace it.
  if ((base.topic?.kind !== "package" && !base.lastAnswers.some((a) => a.t === "recommend")) || !(SUPPOSED.test(text) || TOO_BIG.test(text)) || statesHire(text)) return null;
  const said = readProfile(text);
  if (said.size === undefined && !ENTERPRISE_ONLY.test(text) && !GROWTH_WANTS.test(text)) return null;
  const fit = recommendation({ ...base.profile, ...said }, text);
  return fit.t === "recommend" ? { answers: [fit], topic: { kind: "package", key: fit.key }, intent: "packages" } : null;
}

// "Is Foundation enough for our 14 agents?", "văn phòng 14 môi giới, xài Foundation có đủ không?", "Foundation够我们12个人用吗？":
// one package named and weighed against a team size stated with it gets the package that fits that size (the one named,
// when it does). "dữ liệu" (data), "hợp đồng" (contract) hold the syllables of "đủ", "hợp" but weigh nothing.
const NOT_WEIGHING = /\b(?:du lieu|hop dong|hop thu|hop tac|tong hop|tich hop)\b/g;
export function weighsNamedPackage(text: string, onePackageNamed: boolean, stated: Profile, profile: Profile): Answer | null {
  if (!onePackageNamed || (stated.agents === undefined && stated.size === undefined)) return null;
  if (!STILL_FITS.test(text.replace(NOT_WEIGHING, " "))) return null;
  return recommendation({ ...profile, ...stated }, text.replace(/\b(?:foundation|growth|enterprise)\b/g, " "));
}
