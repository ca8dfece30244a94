// A request about someone else's business (docs/decisions/015): a local recommendation, a third party's hours,
// repair prices, capacity, licences or settings. "Recommend a caterer in River Oaks", "what time does the Kemah
// boardwalk close", "how many people fit in a WhatsApp group", "should we license Microsoft 365 E3 or E5" name a place
// we serve or a platform we connect, yet ask nothing of us. Each frame below captures what the request is about (its
// object or subject); only when that is not ours (an offering, the site, the visitor's dealings with us) is the message
// off-topic, so "which package do you recommend", "is your office open Saturday", "do you work with Microsoft 365?",
// "can the assistant answer on WhatsApp?" stay questions. Rules run on folded text (accents off, lower case).

// What a request may be about and still be ours: our offerings, the site, contacting or paying us, the visitor's leads.
const OURS = new RegExp(
  [
    /\b(?:you|your|yours|yall|yalls|you alls|youse|yous|yer|ye|ur|u|you guys|bayou city|packages?|plans?|tiers?|bundles?|add-?ons?|setups?|set up|install\w*|integrat\w*|connect\w*|ai|a\.i|bots?|chatbots?|assistants?|chat|automat\w*|workflows?|follow-?ups?|leads?|crm|dashboards?|reports?|reporting|scheduler|services?|consult\w*|demo|trial|articles?|posts?|blog|newsletter|site|website|page|form|link|booking|appointments?|calendar|invoices?|billing|receipts?|payments?|contracts?|accounts?|login|portal|support|office|team|hours|pricing|prices?|fees?|quote|estimate|offer|promo|discount|privacy|cookies?|data|help|info\w*|details|answers|started|out|foundation|growth|enterprise|starter|pro bundle|voice ai|email commander|social scheduler|market dashboard|customer service agent|enhanced messaging|custom integrations?|platforms?|mls|har|listings?|operation|reads?|tips|resources|guides?|ideas|advice|examples|practices)\b/.source,
    /\b(?:usted|ustedes|su (?:sistema|equipo|servicio|empresa|oficina|pagina|sitio|asistente|agente|horario|numero|correo|formulario)|paquetes?|planes|complementos?|instalacion|integracion\w*|conect\w*|ia|asistente|servicios?|consulta|articulos?|boletin|formulario|enlace|automatizacion|seguimiento|prospectos?|panel|factura|pago|contrato|cuenta|oficina|horario|precios?|tarifas?|cuota|datos|privacidad|plataformas?|trabajan|atienden)\b/.source,
    /\b(?:anh chi|ben (?:ban|anh|chi|em|minh)|cac ban|ho tro|quy cong ty|goi|dich vu|tro ly|he thong|cai dat|ket noi|tich hop|tu van|bai viet|ban tin|bieu mau|lien ket|bao cao|hoa don|hop dong|tai khoan|van phong|gio lam|phi|du lieu|khach(?: hang| thue| mua)?|moi gioi|tu dong|nen tang)\b/.source,
    /你们|您们|贵公司|贵司|贵站|贵方|套餐|方案|服务|附加|插件|系统|机器人|助手|对接|集成|连接|安装|咨询|文章|博客|周报|表单|链接|报告|仪表|平台|账单|发票|合同|账户|办公室|团队|价格|费用|数据|网站|客户|租客|经纪/.source,
  ].join("|"),
);

// An object that names no thing ("recommend something", "what would you suggest for me") asks nothing of anyone else.
const NO_THING = /^(?:(?:a|an|the|some|any|me|us|one|good|great|other)\s+)*(?:something|anything|one|ones|options?|choices?|solutions?|ways?|things?|stuff|what|which|whatever|it|this|that|them|they|we|i|he|she|people|more|forma|manera|algo|alguno|alguna|alguien|opcion\w*|cual\w*|lo que|gi|cai gi|cach|nao)?$|^(?:什么|哪个|哪些|一下|个|哪一个)/;
// An object ends where its purpose or place begins: "a caterer | that handles 120 guests", "tortillas | en Katy".
const OBJECT_END = /\s(?:for|to|that|which|who|in|near|around|on|at|with|so|because|since|para|que|en|cerca|con|por|de|cho|o|de|voi|gan|tai)\s.*$/;

// The visitor turning to us inside the object ("a tool that connects to your CRM") keeps it ours.
// "y'all's", "youse", "yer", "ye" (folded): the second person of Southern, Irish and Scots English, as "you" and "your".
const ADDRESSED = /\b(?:you|your|yall|yalls|you alls|youse|yous|yer|ye|ustedes|su sistema|ben (?:ban|anh|chi|em|con|chau|mi)|cac ban|connect\w*|integrat\w*|conect\w*|integracion\w*|ket noi|tich hop)\b|你们|对接|集成/;

// Politeness, days and times say nothing about whose the thing is: "thứ Sáu mấy giờ đóng cửa?", "请问周六几点关门".
const NOT_THE_THING = /\b(?:random but|quick question|btw|oye|pues|da|xin hoi|cho (?:em|toi|chi|minh|anh) hoi|vay|thu (?:hai|ba|tu|nam|sau|bay)|chu nhat|hom nay|ngay mai|cuoi tuan|today|tomorrow|tonight)\b|请问|问一下|那么|(?:周|星期|礼拜)[一二三四五六日天末]|今天|明天|平时|晚上|早上/g;

/** What a request is about is someone else's: it names a thing, and nothing of ours. */
export const theirs = (object: string | undefined): boolean => {
  const head = (object ?? "").replace(NOT_THE_THING, " ").trim().replace(OBJECT_END, "").trim();
  return !NO_THING.test(head) && !OURS.test(head) && !ADDRESSED.test(object ?? "");
};

const LATIN_OBJECT = "([^,.;:!?¿¡()]{1,40})";
const ZH_OBJECT = "([^，。？！?!,、；;：:]{1,16}?)";

// Each frame captures what the request is about in its first group.
const FRAMES: RegExp[] = [
  // Recommend / know / find a thing, or the best one somewhere.
  new RegExp(`\\b(?:recommend|suggest)\\w*\\s+(?:me\\s+|us\\s+)?(?:a|an|some|any|the best|one|good|great)\\s+${LATIN_OBJECT}`, "g"),
  new RegExp(`\\b(?:know|know of|heard of)\\s+(?:a|an|any|some)\\s+(?:good|great|decent|reliable|cheap|nice)\\s+${LATIN_OBJECT}`, "g"),
  new RegExp(`(?<!\\b(?:packages?|plans?|tiers?|options?|bundles?|add-?ons?|versions?|levels?|one|setup|service)\\s)\\bwhere\\s+(?:(?:can|could|do|should|would|to)\\s+)?(?:i|we|you|one|people)?\\s*(?:(?:can|could|should)\\s+)?(?:buy|get|find|eat|rent|grab|order|stay|hire)\\s+(?:a |an |the |some |good |great |decent |the best )?${LATIN_OBJECT}`, "g"),
  /\b(?:where|who|what|which|any|know)\b(?:\s+\S+){0,3}?\s+(?:the\s+|a\s+)?(?:best|good|great|decent|cheap|cheapest|nice|reliable|affordable)\s+([a-z][^,.;:!?]{1,30}?)\s+(?:in|near|around|by|close to|on|at)\b/g,
  new RegExp(`\\b(?:me |nos |le )?(?:recomienda|recomiendas|recomiendan|recomendarias|recomendaria|recomiendame|recomiendenme|sugiere|sugieres|sugieren|conoces|conoce|conocen|sabes de|sabe de|saben de)\\s+(?:a\\s+)?(?:un|una|unos|unas|algun|alguna|algunos|algunas|el mejor|la mejor|los mejores|las mejores|buen|buena|buenos|buenas)\\s+${LATIN_OBJECT}`, "g"),
  new RegExp(`\\bdonde\\s+(?:venden|vende|compro|compramos|consigo|puedo comprar|puedo conseguir|puedo encontrar|encuentro|comer|comemos|rentan|alquilan|hacen|preparan|arreglan|reparan)\\s+${LATIN_OBJECT}`, "g"),
  /\b(?:donde|cual|quien|sabes|sabe|conoces|conoce|recomiend\w*)\b(?:\s+\S+){0,4}?\s+(?:el|la|los|las) mejor(?:es)?\s+([a-z][^,.;:!?¿¡]{1,30}?)\s+(?:en|de|cerca|por)\s/g,
  /\b(?:biet|quen|goi y|gioi thieu|chi|tim)\s+(?:giup |dum |gium )?(?:cho\s+(?:chi|em|toi|minh|anh|co|chu)\s+)?(?:mot\s+|vai\s+)?([^,.;:!?]{1,30}?)\s+nao\s+(?:tot|ngon|uy tin|re|hay|gioi(?! thieu)|dep|on|chat luong)\b/g,
  // (Folded "giỏi" (good) is also the start of "giới thiệu" (introduce): "có bài nào giới thiệu…" asks for a post.)
  /\bco\s+([^,.;:!?]{1,25}?)\s+nao\s+(?:tot|ngon|uy tin|re|gioi(?! thieu)|chat luong)\b/g,
  /\b(?:tim|kiem|can tim|muon tim)\s+(?:mot |vai |cho |giup |dum |gium )?([^,.;:!?]{1,30}?)\s+(?:o|gan|tai|quanh)\s/g,
  /(?<!\b(?:khach|nguoi|cho|nha|cua|tien|an) )\b(?:mua|an|thue)\s+([^,.;:!?]{1,25}?)\s+o dau\b|\b([^,.;:!?]{1,25}?)\s+o dau\s+(?:ngon|tot|re|ban|uy tin)\b/g,
  new RegExp(`(?:附近|周边|一带|那边|这边)(?:有没有|有什么|有哪些|有)(?:好的|不错的|靠谱的|好吃的|便宜的)${ZH_OBJECT}(?:推荐|介绍|吗|？|\\?|$)`, "g"),
  new RegExp(`有没有(?:好的|不错的|靠谱的|好吃的|便宜的)?${ZH_OBJECT}(?:可以)?(?:推荐|介绍)`, "g"),
  new RegExp(`(?:推荐|介绍)(?:一下|下)?(?:一个|一家|一间|几个|几家|个|家)${ZH_OBJECT}(?:[，。？！?!,]|$|吧|吗|呢)`, "g"),
  // A place's hours: "what time does the boardwalk close", "are the kayak rentals open on Sundays".
  /\b(?:what time|when|how late|till when|until when)\s+(?:does|do|is|are|will)\s+([^,.;:!?]{1,40}?)\s+(?:close|closes|closing|open|opens|opening|shut|shuts|stay open)\b/g,
  /\b(?:is|are)\s+([^,.;:!?]{1,60}?)\s+(?:open|closed)\s+(?:on|till|until|at|late|today|tonight|tomorrow|this|sundays?|saturdays?|weekends?|holidays?|24)\b/g,
  /\bhours\s+(?:of|for|at)\s+([^,.;:!?]{1,30})/g,
  /\b(?:a que hora|hasta que hora)\s+(?:abre|cierra)\s+([^,.;:!?¿¡]{1,40})/g,
  // Not a date: "¿trabajan el 24 de diciembre o cierran?" asks about us.
  /\b(?:el|la|los|las)\s+(?!\d)([^,.;:!?¿¡]{1,30}?)\s+(?:abre|cierra|abren|cierran|esta abiert[oa]|estan abiert[oa]s)\b/g,
  /([^,.;:!?]{1,30}?)\s+(?:may gio|luc may gio|den may gio|khi nao|bao gio)\s+(?:dong cua|mo cua|dong|mo|nghi)\b|([^,.;:!?]{1,30}?)\s+co mo cua\b/g,
  new RegExp(`${ZH_OBJECT}(?:周[一二三四五六日末]|星期[一二三四五六日天]|周末|今天|明天)?(?:几点|什么时候|啥时候|几时)(?:关门|开门|打烊|闭园|开放)`, "g"),
  // What a repair costs: "how much to fix the brakes", "cuánto cuesta cambiar los frenos", "修车多少钱".
  /\b(?:how much|cost|price|charge|run me)\b[^,.;:!?]{0,30}?\b(?:fix|repair|replace|paint|redo|tow|remodel|renovate|rewire|reroof|patch)\w*\s+(?:my\s+|the\s+|a\s+|an\s+|our\s+)?([^,.;:!?]{1,30})/g,
  /\b([a-z]+(?:\s[a-z]+){0,2})\s+(?:repair|replacement|job)\s+(?:cost|costs|price|run|go for)\b/g,
  /\b(?:cuanto|precio|cuesta|cobran|sale|vale)\b[^,.;:!?¿¡]{0,25}?\b(?:arreglar|reparar|cambiar|componer|pintar|remodelar|destapar|reemplazar)\s+(?:el |la |los |las |mi |mis |un |una )?([^,.;:!?¿¡]{1,30})/g,
  // "thay o", "thay tôi" (in my place) is no repair: "cái AI nghe điện thoại thay o thì một tháng bao nhiêu".
  /\b(?:sua|thay|son|lam lai)\s+(?!(?:toi|tui|minh|em|anh|chi|o|co|chu|bac|ba|ong|con|chau|cau|di|tau|ho|cho)\b)([^,.;:!?]{1,25}?)\s+(?:het |mat |ton |khoang )?(?:bao nhieu|gia bao nhieu|nhieu tien)\b/g,
  new RegExp(`(?:修|维修|修理|换|更换)${ZH_OBJECT}(?:要|得|大概|大约|一般)?(?:多少钱|什么价|贵不贵)`, "g"),
  // How many people a thing holds: "how many people can a WhatsApp group have", "群组最多可以加多少人".
  /\bhow many\s+(?:people|members|participants|guests|persons|folks|contacts)\s+(?:can|could|does|do|will|fit|are allowed)\b([^,.;:!?]{1,40})/g,
  /\b(?:max(?:imum)?|limit|capacity)\b(?:\s+\S+){0,3}?\s+(?:people|members|participants|guests)\b([^,.;:!?]{1,40})/g,
  /\bcuant(?:as|os)\s+(?:personas|miembros|participantes|invitados|contactos)\s+(?:caben|cabe|puede|pueden|permite|aguanta|acepta|admite|se pueden)\b([^,.;:!?¿¡]{1,40})|\b(?:maximo|limite)\s+de\s+(?:personas|miembros|participantes|invitados)\b([^,.;:!?¿¡]{1,40})/g,
  /\b((?:nhom|group|phong|hoi truong|nha hang|xe)[^,.;:!?]{0,25}?)\s+(?:toi da|chua duoc|duoc)\s+(?:bao nhieu|may)\s+(?:nguoi|thanh vien)\b/g,
  /((?:群|群组|群聊|会议|房间|场地|包间|餐厅|大厅)[^，。？！?!,、]{0,8}?)(?:最多|最大|上限|可以|能)[^，。？！?!,、]{0,6}?(?:几个|多少|几)个?(?:人|成员)/g,
  // A third party's licences and settings: "license Microsoft 365 E3 or E5", "does Google Workspace let me rename the domain".
  /\b(?:license|licence|subscribe to|upgrade to|buy|purchase)\s+([^,.;:!?]{1,40}?)\s+(?:or|vs|versus)\s/g,
  /\b(?:does|do|will|can)\s+([^,.;:!?]{1,30}?)\s+(?:let|allow|permit)\s+(?:you|me|us|users|people|anyone)\s+(?:to\s+)?(?:rename|change|switch|transfer|move|add|remove|delete|export|recover|reset|merge|keep)\b/g,
  /\b([^,.;:!?¿¡]{1,30}?)\s+(?:me |nos |te |le )?(?:deja|permite|dejan|permiten)\s+(?:cambiar|renombrar|agregar|mover|transferir|borrar|exportar)\b/g,
  /([^,.;:!?]{1,30}?)\s+co\s+(?:cho(?: phep)?)\s+(?:doi|thay doi|chuyen|them|xoa|xuat|khoi phuc|dat lai)\b/g,
  new RegExp(`([^，。？！?!,、]{1,16}?)(?:可以|能|能不能|可不可以|是否可以|允许)(?:我|我们|用户)?(?:免费)?(?:改|更改|修改|换|更换|转移|重命名)(?:域名|名字|名称|账号|用户名|邮箱地址|邮箱域名)`, "g"),
];

// Personal life as the purpose of a choice: "which is better for my wedding vows, Claude or OpenAI".
const PERSONAL = /\b(?:wedding|vows|honeymoon|birthday|anniversary|homework|school project|science fair|recital|baby shower|prom|date night|vacation|family reunion|soccer|little league|softball|quinceanera|boda|votos|luna de miel|cumpleanos|aniversario|tarea|vacaciones|dam cuoi|loi the|sinh nhat|bai tap|du lich|tuan trang mat)\b|婚礼|誓词|生日|作业|度假|旅游|蜜月|婚宴/;
const CHOICE = /\b(?:which|better|best|recommend\w*|suggest\w*|alternative|should i use|cual|mejor|recomiend\w*|cai nao|nao tot|nen dung|goi y)\b|哪个|还是|推荐|更好|比较好/;
// A question about a place itself, not about us there: "why does Houston have four area codes".
const PLACE_TRIVIA = /\b(?:why|por que|tai sao|vi sao)\b[^,.;:!?]{0,12}\b(?:houston|texas|htx)\b([^,.;:!?]{0,50})|\b(?:area codes|codigos de area|ma vung)\b|为什么.{0,6}(?:休斯顿|德州|得州)|区号/g;
// Product editions of other vendors ("E3 or E5", "Business Standard"): never one of ours.
const EDITIONS = /\b(?:e[1-5]|f[1-3]|business (?:basic|standard|premium))\b.{0,12}\b(?:or|vs|versus|o|hay|还是)\b|(?:家庭版|个人版|商业版)/;

// One of our names used for someone else's thing: "upgraded to what they call their "Enterprise" suite", "lo que ellos
// llaman su 'Growth'", "cái mà họ gọi là Growth", "Voice AI của iPhone", "el Voice AI de Apple", "他们所谓的 Growth".
// It names a third party's product, not ours. Said of the visitor's own purchase ("gói Growth của mình", "el Growth de
// mi equipo") or of ours ("su plan Growth") it stays ours.
const OUR_NAME = String.raw`(?:foundation|growth|enterprise|starter|pro bundle|pro|voice ai|email commander|social scheduler|market dashboard|customer service agent|enhanced messaging|fundacion|crecimiento|empresarial)`;
const QUOTE = String.raw`["“”'‘«»]`;
const THEIR_NAME = new RegExp(
  [
    String.raw`\b(?:(?:what|which) (?:they|he|she|people|everyone|folks|(?:the|my|our) \w+) (?:call|calls|called|name|names|named|dub|dubbed|brand|brands|branded|market|markets)(?: (?:it|as))?|so-?called|so called|lo que (?:ellos |ella |el )?(?:llaman|llama|le llaman|le dicen|dicen)|(?:cai )?(?:ma )?(?:ho|no|anh ay|chi ay|ong ay|ba ay|ben do) (?:goi|dat ten) la)\s+(?:(?:their|his|her|su|sus)\s+)?${QUOTE}?\s*${OUR_NAME}\b`,
    String.raw`\b(?:their|his|her)\s+${QUOTE}\s*${OUR_NAME}\b`,
    String.raw`\b${OUR_NAME}\s+(?:cua|de|del)\s+(?!(?:ban|ben|cac|anh|chi|em|minh|toi|tui|chung|ustedes|usted|su|sus|tu|mi|mis|nuestr\w*|la|las|el|los|un|una|cong|cty|team|nhom|van|bayou|you|your|us|me)\b)[a-z][\w.-]*`,
    String.raw`(?:他们|他|她|对方|人家|别人|别家)(?:所谓的|叫的|的)\s*["“”'‘]?\s*${OUR_NAME}`,
  ].join("|"),
  "g",
);

/** The text with our names taken out where they name someone else's thing ("their "Enterprise" suite"). */
export const withoutTheirNames = (text: string): string => text.replace(THEIR_NAME, " ");

/** The text turns to us inside what it asks about ("a tool that connects to your CRM"). */
export const turnsToUs = (text: string): boolean => ADDRESSED.test(text);

/** The text names something of ours or turns to us ("¿trabajan con Follow Up Boss?", "bên anh có kết nối…"). */
export const mentionsOurs = (text: string): boolean => OURS.test(text);

// "best kolache place near Fulshear", "la mejor taquería cerca de Katy": the best of something somewhere, said without
// a question word before it. Nothing of ours may sit in the whole of it ("best time to call leads in Katy").
const BEST_NEAR =
  /(?:^|[,.;:!?¿¡]\s*|\b(?:so|ok|okay|hey|yo|also|btw|random q(?:uestion)?|quick q(?:uestion)?|anyone know|alguien sabe|oigan?)\s+)(?:the\s+|el\s+|la\s+|los\s+|las\s+)?(?:best|good|great|decent|cheap|cheapest|nice|reliable|affordable|top|favorite|fave|go-to|mejor(?:es)?|buen[oa]?s?)\s+([a-z][^,.;:!?¿¡]{1,30}?)\s+(?:in|near|around|by|close to|en|cerca de|por)\b/g;
// "mejor escribime por WhatsApp": "mejor" (rather) before a request with its pronoun ("escríbeme", "llámame") is no best of anything.
const REQUEST_VERB = /^(?:[a-z]+(?:ame|eme|ime|enme|anme|anos|enos)|(?:me|nos|te|le|les|lo|la) [a-z]+)\b/;
const bestNear = (text: string): boolean => [...text.matchAll(BEST_NEAR)].some((m) => theirs(m[1]) && !OURS.test(m[1] ?? "") && !REQUEST_VERB.test(m[1] ?? ""));

/** The message asks for a recommendation, hours, a price, a limit or a setting of something that is not ours. */
export function asksOfAThirdParty(text: string): boolean {
  if (FRAMES.some((frame) => [...text.matchAll(frame)].some((m) => theirs(m.slice(1).find((g) => g !== undefined))))) return true;
  if (bestNear(text)) return true;
  if (PERSONAL.test(text) && CHOICE.test(text) && !OURS.test(text)) return true;
  if ([...text.matchAll(PLACE_TRIVIA)].some((m) => !OURS.test(m[1] ?? text))) return true;
  return EDITIONS.test(text) && !OURS.test(text.replace(/\b(?:office|plans?)\b/g, " "));
}
