import type { Topic } from "./context.ts";
import { ranksNamed } from "./package-ranks.ts";
import { foldForRules, withinOneEdit } from "./text.ts";
import { withoutRuledOut } from "./ruled-out.ts";

// Which specific offering a message names, typos included. "Enterprise" is both a package and a bundle:
// it is the bundle only when the message talks about bundles or platforms.

const BUNDLE_CONTEXT = /\b(?:bundles?|bundels?|combos?|platforms?|plataformas?)\b/;

const BUNDLE_PATTERNS: [string, RegExp][] = [
  ["starter", /\b(?:starter|2 platforms?|two platforms?|2 plataformas?|dos plataformas?|cheapest bundle|bundle mas barato)\b/],
  // "那个Pro套餐" (套餐 is "package", but no package is called Pro: the Pro Bundle).
  ["pro", /\b(?:pro bundle|bundle pro|4 platforms?|four platforms?|4 plataformas?|cuatro plataformas?)\b|(?<![a-z])pro\s*(?:套餐|包|组合)/],
  ["enterprise", /\b(?:enterprise bundle|bundle enterprise|6 platforms?|six platforms?|6 plataformas?|seis plataformas?)\b/],
];

// A bundle's bare name, read as the bundle only where the message talks of bundles or platforms.
const BUNDLE_NAMES: [string, RegExp][] = [["starter", /\bstarter\b/], ["pro", /\bpro\b/], ["enterprise", /\benterprise\b/]];

// "a tool we built in-house", "una herramienta propia", "phần mềm nội bộ", "我们自己开发的系统": connecting a tool of the
// visitor's own making is custom work, whatever the tool does. One someone close made for them ("my cousin built me a
// little program", "un programita que me hizo un amigo", "软件是自己写的") is theirs too.
const IN_HOUSE_TOOL = /\b(?:(?:program|tool|app|software|system|database|tracker)s? (?:that |which )?(?:he|she|they|we|i) (?:built|made|wrote|coded|programmed) (?:(?:it )?(?:himself|herself|themselves|ourselves|myself))|(?:my|our) (?:cousin|brother|sister|son|daughter|nephew|niece|friend|buddy|uncle|aunt|husband|wife|dev|developer|tech guy|it guy) (?:\w+ )?(?:build|builds|built|made|make|wrote|write|coded|code) (?:(?:me|us) )?(?:a|an|our|my) (?:[\w-]+ ){0,2}(?:program|tool|app|software|system|database|tracker)s?|(?:built|made|wrote|coded|programmed) (?:(?:me|us|him|her|them) )?(?:a|an|his|her|their|our|my) (?:own )?(?:[\w-]+ ){0,2}(?:program|tool|app|software|system|database|tracker)s?|(?:programa|programita|app|aplicacion|sistema|herramienta|software)s? (?:\w+ ){0,4}?(?:que )?(?:me|nos|le|les) (?:hizo|hicieron|armo|armaron|programo|desarrollo|creo)|(?:me|nos|le|les) (?:hizo|hicieron|armo|armaron|programo|desarrollo|creo) (?:un|una) (?:programa|programita|app|aplicacion|sistema|herramienta|software)|(?:in ?-?house|proprietary|home ?-?grown|self-built|custom-built|our own) (?:[\w-]+ ){0,2}(?:tools?|software|systems?|apps?|platforms?|portals?|crm|database|trackers?|programs?)|(?:tools?|software|systems?|apps?|programs?|database|tracker|spreadsheet)s? (?:that |which )?(?:my|our|a|his|her) (?:[\w-]+ ){0,2}(?:built|made|wrote|coded|programmed|put together|whipped up|rigged up)\b|(?:tools?|software|systems?|apps?|platforms?|portals?|programs?|database)\b.{0,30}\b(?:not|isn ?t|aren ?t) (?:in|on) (?:your|the) (?:list|site)|(?:tools?|software|systems?|apps?|platforms?|crm|database) (?:[\w-]+ ){0,3}(?:(?:built|made|developed|written) )?(?:in ?-?house|ourselves|by our (?:own )?(?:team|developers|devs))|(?:herramienta|sistema|software|aplicacion|app|plataforma|programa)s? (?:\w+ ){0,2}(?:propi[ao]s?|interno|interna|hech[ao]s? en casa|(?:desarrollad|hech)[ao]s? (?:por nosotros|internamente))|(?:cong cu|phan mem|he thong|ung dung) (?:\w+ ){0,2}(?:noi bo|tu (?:phat trien|xay dung|lam)|rieng cua (?:cong ty|minh|chung toi|em)|rieng(?! cua (?:ban|anh|chi|ben)\b)))\b|(?:自己|自行|内部|自主)(?:开发|研发|做|搭建|写)的?[^，。？！,?!的]{0,4}(?:工具|系统|软件|平台|程序|应用|app)|(?:自己|自行)(?:用[a-z\u4e00-\u9fff ]{1,12}?)?(?:胡|瞎)?(?:整|弄|搞|做|写|搭|编)了?(?:一)?[个套款张][^，。？！,?!]{0,8}(?:工具|系统|软件|平台|程序|应用|app|表格?)|自研(?:的)?(?:工具|系统|软件|平台)|(?:工具|系统|软件|平台|程序)(?:是|都是)?(?:我们|俺们|我|俺|他|她|朋友|亲戚|家里人|(?:我们|俺们|我们的)?公司|同事|家人)?(?:自己|自行)(?:开发|写|做|搭)的|(?:帮|给|替)(?:我|俺)们?(?:写|做|开发)了?(?:一个|个|一套)(?:小)?(?:程序|软件|系统|工具)/;

/** A tool of the visitor's own making named ("a tracker my cousin coded", "自己写的小程序"): connecting it is custom work. */
export const ownToolNamed = (folded: string): boolean => IN_HOUSE_TOOL.test(folded);

// "a niche showing app nobody's heard of", "una app poco conocida", "một phần mềm ít ai biết", "一个小众的软件": a tool
// too little known for any list of ours, an old one ("an old safety-incident tracking app") or one said to be missing
// from our list ("a lot inventory portal, not in your list") is connected by custom work too.
const OBSCURE_TOOL = /\b(?:(?:niche|obscure|little[- ]known|lesser[- ]known|unknown|boutique|indie|no[- ]name|off[- ]brand) (?:[\w-]+ ){0,2}(?:tools?|software|systems?|apps?|platforms?|crm|programs?)|(?:old|legacy|ancient|outdated) (?:[\w-]+ ){0,3}(?:tracking |tracker )?(?:apps?|software|programs?|portals?|trackers?|databases?)|(?:tools?|software|systems?|apps?|platforms?|crm|programs?) (?:that |which )?(?:nobody|no one|noone|you|youve|youd|youll)(?: \w+){0,3} (?:heard of|knows?|know about)|(?:herramienta|sistema|software|aplicacion|app|plataforma|programa|crm)s? (?:\w+ ){0,2}(?:poco conocid[ao]s?|desconocid[ao]s?|de nicho|que nadie conoce|que (?:ustedes )?no (?:conocen|conoces))|(?:app|ung dung|phan mem|he thong|cong cu|crm) (?:\w+ ){0,2}(?:it (?:ai|nguoi) biet|khong ai biet|chua ai nghe|khong noi tieng))\b|(?:小众|冷门|不知名|没名气|没什么名气|没人听说过)(?:的)?(?:看房)?(?:工具|系统|软件|平台|程序|应用|app|crm)|(?:工具|系统|软件|平台|程序|应用|app|crm)(?:很|比较|非常|挺|有点)?(?:小众|冷门|不知名|没名气)/;

// "the POS system at my restaurant", "el sistema de caja de mi tienda", "máy tính tiền của tiệm", "我饭店用的收银系统": a
// point-of-sale system is on no list of ours; connecting it is custom work too.
const POINT_OF_SALE = /\b(?:pos (?:system|software|terminal|machine)s?|point[- ]of[- ]sale|cash registers?|(?:sistema|programa|software|terminal)(?:es|s)? (?:de )?(?:punto de venta|caja)|punto de venta|caja registradora|(?:may|phan mem|he thong) (?:tinh tien|thu ngan|ban hang)|may pos)\b|收银(?:系统|机|软件|台)|收款(?:系统|机)|点餐系统|pos(?:机|系统)/;

const ADDON_PATTERNS: [string, RegExp][] = [
  // "el panel del mercado", "the market panel": the Market Dashboard by another word for a dashboard.
  ["market-dashboard", /\b(?:market dash\w*|market panel|dashboard del? mercado|(?:tablero|panel) del? mercado|dashboard add ?-?on|complemento de dashboard)\b|市场(?:数据)?(?:仪表[板盘]|看板|面板)|bang dieu khien thi truong/],
  // "tenants messaging at 2am", "clients keep texting me": people doing it, not the add-on named ("they call instead of
  // texting" neither).
  ["enhanced-messaging", /\b(?:enhanced messaging|(?<!\b(?:tenants?|clients?|buyers?|sellers?|leads?|customers?|renters?|residents?|owners?|callers?|people|folks|they|he|she|i|we|dem|them) (?:\w+ )?)(?<!\b(?:instead of|rather than) )(?:messaging|texting)|mensajeria|mensajes sms|sms add ?-?on|complemento de mensajes)\b|增强短信|短信增强|增强消息|nhan tin nang cao/],
  // Not "voi ai": Vietnamese "với AI" (with AI) folds to it.
  ["voice-ai", /\b(?:voic?e ?ai|voic ?ai|voiai|voz ?ai|voice agent|voice assistant|ai voice|voz con ia|agente de voz|asistente de voz|phone answering|conteste llamadas)\b|语音ai|ai语音|语音助手|语音代理|tro ly giong noi|giong noi ai/],
  ["email-commander", /\b(?:email commander|e-mail commander|commander)\b|邮件指挥官/],
  // ("the social posting add-on", "el complemento de redes sociales": the add-on named by what it does.)
  ["social-scheduler", /\b(?:social schedul\w*|scheduler social|social (?:media )?(?:posting|posts?|scheduling) (?:add-?on|addon|thing|tool|service)|(?:complemento|servicio) (?:de|para) (?:las )?(?:redes sociales|publicaciones)|dich vu (?:dang bai|mang xa hoi))\b|社交媒体排程|社媒排程|社交排程|社交媒体发布/],
  ["customer-service-agent", /\b(?:customer service|24\/7 agent|agente 24\/7|agent 24\/7|tro ly 24\/7|servicio al cliente|atencion al cliente)\b|24\/7客服|客服代理|(?:全天候?|(?:24|二十四)个?(?:小时|钟头))(?:的)?(?:ai|智能|在线)?客服(?!电话|热线|邮箱|号码|几点|时间)|(?:刚才|之前|前面)?(?:那个|这个|那款)客服(?!电话|热线|邮箱|号码|几点|时间|人员)|\bthe 24\/7 one\b|\bel (?:de|del) 24\/7\b|\bcai 24\/7\b|24\/7那个|tong dai 24\/7|cham soc khach(?: hang)? 24\/7|dich vu khach hang 24\/7/],
  ["custom-integrations", new RegExp(String.raw`\b(?:custom integrations?|(?:integracion(?:es)?|integrations?) (?:personalizadas?|a (?:la )?medida)|hourly rate|per hour|tarifa por hora|por hora|custom work|custom stuff|trabajos? a medida|custom (?:connections?|connectors?)|conexion(?:es)? (?:personalizadas?|a medida)|(?:ket noi|tich hop) (?:tuy chinh|theo yeu cau))\b|(?:定制|自定义|客制化?)(?:的)?(?:对接|集成|连接|接口)|${IN_HOUSE_TOOL.source}|${OBSCURE_TOOL.source}|${POINT_OF_SALE.source}`)],
];

// "to connect that second channel", "la instalación de ese canal", "cài đặt kênh đó", "接这个渠道": a messaging channel's setup.
const CHANNEL_SETUP = /\b(?:set ?up|set-up|setting up|connect\w*|hook\w* up|conect\w*|instal\w*|cai dat|ket noi)\b.{0,40}(?<!\byoutube )\b(?:channels?|canal(?:es)?|kenh)\b|(?<!\byoutube )\b(?:channels?|canal(?:es)?|kenh)\b.{0,40}\b(?:set ?up|set-up|instalacion|cai dat|ket noi)\b|(?:渠道|频道).{0,10}(?:安装|对接|连接)|(?:安装|对接|连接).{0,10}(?:渠道|频道)/;

const SETUP_PATTERNS: [string, RegExp][] = [
  ["crm", /\b(?:crm|hubspot|follow up boss|kvcore|salesforce|lofty|boomtown)\b/],
  // The rows' own names too ("the Data Tools row", "la fila de Comunicación", "la categoría Comunicación", "Data Tools 那一行").
  ["business-marketing", /\b(?:mailchimp|facebook|instagram|calendly|quickbooks|business (?:and |& |y )?marketing|negocio y marketing|kinh doanh (?:va|&) marketing)\b|商业(?:与|和)营销|营销工具|脸书|臉書|面书/],
  ["communication", new RegExp(String.raw`\b(?:setup|set-up|fee|fees|cai dat|phi|instalacion|costo)\b.{0,60}\bcommunication\b|\bcommunication\b.{0,60}\b(?:setup|set-up|fee|fees|cai dat|phi|instalacion)\b|\b(?:gmail|outlook|twilio|whatsapp|slack|communication (?:tools?|row|setup)|(?:fila|row|instalacion|setup|linea|parte|seccion|rubro|categoria) (?:de )?(?:la )?comunicacion|herramientas de comunicacion|cong cu (?:giao tiep|lien lac))\b|(?:通讯|沟通|通信)(?:类|方面|类的|方面的)?(?:工具|平台|软件|应用)|${CHANNEL_SETUP.source}`)],
  ["data-tools", /\b(?:google sheets?|sheets|airtable|google drive|excel|spreadsheets?|hojas? de calculo|bang tinh|data tools?|herramientas de datos|cong cu du lieu)\b|数据工具|电子表格|表格类|表格工具/],
];

const PACKAGE_NAMES: [string, string[]][] = [
  ["enterprise", ["enterprise", "empresarial"]],
  ["growth", ["growth", "crecimiento"]],
  ["foundation", ["foundation", "fundacion"]],
];

// A package's name in another sense says nothing about the package: a house's "foundation issues", "la fundación de
// mi iglesia", an office "en la calle Enterprise", "Enterprise Rent-A-Car", "地基（foundation）".
const OTHER_SENSES =
  /\bfoundation (?:issues?|problems?|repairs?|cracks?|damage|settling|work|compan(?:y|ies)|contractors?)\b|\b(?:slab|house|home|church|charity|nonprofit|non-profit|family|community) foundation\b|\b(?:la|una|mi|nuestra|su) fundacion\b|\bfundacion (?:de|del) (?:mi|la|nuestra|su|el)\b|\b(?:calle|street|avenue|avenida|ave|drive|blvd|boulevard|road|duong|pho) (?:enterprise|growth|foundation)\b|\b(?:enterprise|growth|foundation) (?:st|street|ave|avenue|dr|drive|blvd|boulevard|road|rd|ln|lane|way|pkwy|parkway)\b|\benterprise (?:rent a car|rent-a-car|car rental|holdings|products)\b|\b(?:xe|car|cars|rental car|(?:cars?|rentals?|rent(?:ed|ing|s)?(?: a car| cars)?) from|thue xe|rentamos|alquilo|alquilamos) enterprise\b|\bgrowth (?:spurt|mindset|capital|fund|rate|hacking)\b|(?<!\b(?:package|plan|tier|bundle|paquete|goi)\s)\b(?:called|named|llamad[ao]|se llama|ten(?: la)?|goi la)\s+(?:enterprise|growth|foundation)\b|叫\s*(?:enterprise|growth|foundation)|地基\s*[（(]\s*foundation\s*[)）]/g;
// A package named by whom it is for: "the package meant for brokerages", "el paquete pensado para agencias", "gói dành
// cho cá nhân", "给经纪公司的套餐".
const FOR = String.raw`(?:package|plan|tier|paquete|plan|goi|套餐)\s+(?:\w+\s+){0,3}(?:for|para|cho|danh cho|meant for|built for|designed for|made for|pensado para|disenado para|hecho para)\s+(?:\w+\s+){0,2}`;
const PACKAGE_FOR: [string, RegExp][] = [
  // "the biggest package", "the one for large teams", "el paquete más grande", "gói lớn nhất", "最大的套餐": the package for
  // brokerages and large teams.
  ["enterprise", new RegExp(`${FOR}(?:brokerages?|large teams|agencias|agencies|corredurias|inmobiliarias|empresas|cong ty moi gioi)\\b|(?:给|适合)经纪公司的套餐|\\b(?:biggest|largest|top[- ]tier) (?:package|plan|tier)\\b|\\bthe one (?:for|meant for|built for) (?:brokerages|large teams|big teams)\\b|\\b(?:paquete|plan) mas (?:grande|completo)\\b|\\bgoi (?:lon nhat|to nhat|cao nhat)\\b|最大的(?:套餐|方案)`)],
  // "gói ở giữa", "gói tầm trung" (the middle one of the three): Growth, between Foundation and Enterprise.
  ["growth", new RegExp(`${FOR}(?:growing|teams|equipos|nhom)\\b|(?:给|适合)团队的套餐|\\bgoi (?:o )?(?:chinh )?(?:giua|tam trung|trung binh|hang trung)\\b`)],
  ["foundation", new RegExp(`${FOR}(?:individual|solo|independent|individuales|independientes|ca nhan|moi gioi ca nhan)\\b|(?:给|适合)(?:独立|个人)经纪人的套餐`)],
];
// …and one named only to be ruled out ("that's not Growth is it? which one then": ruled-out.ts).
// ("Email Commander's got no setup fee": a possessive is the name.)
const namesOnly = (message: string): string => withoutRuledOut(ranksNamed(foldForRules(message.replace(/(?<=\p{L})['’]s\b/gu, ""))).replace(OTHER_SENSES, " "));

/** The packages named, in the visitor's order ("Foundation or Growth"): a later "the second one" picks from them. */
export function packagesInOrder(message: string): string[] {
  const tokens = namesOnly(message).split(/[^a-z0-9]+/).filter(Boolean);
  const at = (names: string[]): number => tokens.findIndex((t) => names.some((n) => t.length >= 5 && withinOneEdit(t, n)));
  return PACKAGE_NAMES.map(([key, names]) => ({ key, at: at(names) })).filter((p) => p.at >= 0).sort((a, b) => a.at - b.at).map((p) => p.key);
}

/** The one package named; two or more ("growth vs foundation") is a comparison, answered with the overview. */
function findPackage(tokens: readonly string[]): string | undefined {
  const named = PACKAGE_NAMES.filter(([, names]) => tokens.some((t) => names.some((n) => t.length >= 5 && withinOneEdit(t, n))));
  return named.length === 1 ? named[0]?.[0] : undefined;
}

export type Mentions = {
  package?: string;
  addon?: string;
  bundle?: string;
  setup?: string;
  /** Every add-on named, in the order the visitor named them ("voice ai vs enhanced messaging"). */
  addons?: string[];
  /** Every bundle named in talk of bundles, in the visitor's order ("Starter, Pro and Enterprise bundles"). */
  bundles?: string[];
  /** Every setup row named, in the visitor's order ("Data Tools and CRM setup fees"). */
  setups?: string[];
  /** "that one", "ese", "it": the message points back at the previous topic. */
  pointsBack: boolean;
  /** Where in the folded message each add-on named is first named. */
  addonAt?: Record<string, number>;
};

export function findMentions(message: string): Mentions {
  const text = namesOnly(message);
  const tokens = text.split(/[^a-z0-9]+/).filter(Boolean);
  const mentions: Mentions = { pointsBack: /\b(?:that|it|those|them|this one|the one|ese|esa|eso|esos|esas|esto|este (?:plan|paquete|bundle)|el mismo)\b/.test(text) };
  const bundleTalk = BUNDLE_CONTEXT.test(text);
  mentions.bundle = BUNDLE_PATTERNS.find(([, p]) => p.test(text))?.[0];
  if (!mentions.bundle && bundleTalk && findPackage(tokens) === "enterprise") mentions.bundle = "enterprise";
  if (!bundleTalk) mentions.package = findPackage(tokens) ?? PACKAGE_FOR.find(([, p]) => p.test(text))?.[0];
  mentions.addon = ADDON_PATTERNS.find(([, p]) => p.test(text))?.[0];
  const named = ADDON_PATTERNS.map(([key, p]) => ({ key, at: text.search(p) })).filter((a) => a.at >= 0).sort((a, b) => a.at - b.at);
  if (named.length >= 2) mentions.addons = named.map((a) => a.key);
  if (named.length > 0) mentions.addonAt = Object.fromEntries(named.map((a) => [a.key, a.at]));
  const bundles = bundleTalk ? BUNDLE_NAMES.map(([key, p]) => ({ key, at: text.search(p) })).filter((b) => b.at >= 0).sort((a, b) => a.at - b.at) : [];
  if (bundles.length >= 2) mentions.bundles = bundles.map((b) => b.key);
  mentions.setup = SETUP_PATTERNS.find(([, p]) => p.test(text))?.[0];
  const setups = SETUP_PATTERNS.map(([key, p]) => ({ key, at: text.search(p) })).filter((r) => r.at >= 0).sort((a, b) => a.at - b.at);
  if (setups.length >= 2) mentions.setups = setups.map((r) => r.key);
  return mentions;
}

/** The most specific thing named, in the order a reply would answer it. */
export function topicOf(mentions: Mentions): Topic | null {
  if (mentions.bundle) return { kind: "bundle", key: mentions.bundle };
  if (mentions.addon) return { kind: "addon", key: mentions.addon };
  if (mentions.package) return { kind: "package", key: mentions.package };
  if (mentions.setup) return { kind: "setup", key: mentions.setup };
  return null;
}
