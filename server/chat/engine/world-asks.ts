import { inDomain } from "./domain-words.ts";
import { findMentions } from "./mentions.ts";
import { mentionsOurs, theirs, turnsToUs, withoutTheirNames } from "./third-party.ts";

// Questions about the world asked of us (docs/decisions/015), beside the requests about someone else's business in
// third-party.ts. A place we serve, a platform we connect or a figure can sit inside them as their setting ("tickets
// at Space Center Houston by Clear Lake", "mute a WhatsApp group", "Calendly free vs paid", "add 8.25 % tax to
// $1,500"); what makes them off-topic is their shape, never the names: whether we know a fact of the world, what
// shops or venues a place has, how to work a device or an app, another vendor's free and paid editions, investments,
// exchange rates and sums. Each shape checks that what it asks about is not ours (an offering, the site, the
// visitor's dealings with us), so "do you know if Growth includes the scheduler", "how do I delete my data", "free
// self-setup or paid setup" and "do you work with Calendly" stay questions. Rules run on folded text.

// Paying us, monthly fees, seats: "is it $99 plus $49 a month?", "¿cobran en dólares o en pesos?" are our dealings.
const OUR_DEALINGS = /\b(?:pay\w*|charg\w*|bill\w*|invoic\w*|cobr\w*|pag(?:o|os|ar|an|a|amos)|factur\w*|thanh toan|tra tien|monthly|per month|a month|al mes|mensual\w*|moi thang|hang thang|agents?|seats?|users?|agentes|usuarios|support|soporte|maintenance|mantenimiento|training|capacitacion|entrenamiento|onboarding|warranty|garantia|refunds?|reembolsos?|guarantee|costs?|costos?|cargos?)\b|付款|付钱|收费|结算|每月|每个月|一个月/;
// "Can you…", "¿sabe usted…", "anh ơi", "帮我" only turn to us to ask; the rest of the message says whose the matter is.
const POLITE = /\b(?:(?:can|could|would|will) (?:you|u|ya)(?: please)?|please|pls|(?:do|does|did|would) (?:you|u) (?:happen to |by any chance )?know|thank you|(?:sabe|sabes|saben|puede|puedes|pueden|podria|podrias|podrian)(?: usted| ustedes| tu)?|(?:anh|chi|em|ban) oi)\b|帮我|请问|麻烦你/g;
const GOODS_PACK = /\b(?:paquetes?|packs?|packages?|bolsas?|cajas?) (?:de|of) (?!(?:ai|ia|automat\w*|servic\w*|instalac\w*|setup|install\w*|add ?-?ons?|complementos?)\b)\p{L}+/gu;
const foreign = (text: string): boolean => {
  // "9 hours a day" is a length of time, not our office hours.
  // "2 paquetes de tortillas", "a pack of diapers": their shopping, not our packages.
  const matter = withoutTheirNames(text).replace(POLITE, " ").replace(/\b\d[\d,.]* hours?\b/g, " ").replace(GOODS_PACK, " ");
  return !mentionsOurs(matter) && !turnsToUs(matter) && !OUR_DEALINGS.test(matter);
};

// A clause pointing back at what we were talking about ("how much it costs", "cuánto cuesta eso") is about us; "it's"
// folds to "its" ("how many weeks … before it's up and running"), unlike the possessive ("the freeway at its widest").
const POINTS_BACK = /\b(?:its|hers|his|ours|theirs|mine|yours) (?:is |are )?(?:properly |fully |all )?(?:up|live|ready|done|running|working|set|going|gonna|been|not|still|finished|installed|connected)\b|\b(?:it|this|that|these|those|esto|eso|ello|cai nay|cai do|viec nay)\b|这个|那个|它/;
const words = (clause: string): number => (/\p{Script=Han}/u.test(clause) ? clause.replace(/\s+/g, "").length / 2 : clause.split(/\s+/).length);
// "Do you know whether we need tickets", "¿sabe usted si el aeropuerto…", "anh có biết … không", "你知道…吗": a fact
// asked of the world when the clause has its own subject and nothing of our domain. What our AI knows ("¿la IA sabe
// qué casas están a la venta…?") is asked of us, and "để em biết…" is "so that I know", nothing asked.
const KNOW_IF: RegExp[] = [
  /\b(?:(?:do|does|would|did) (?:you|u|ya|yall|you guys|anyone|anybody) (?:happen to |by any chance |possibly )?know|(?:any|have any|got any) idea|you (?:happen to )?know)\s+(?:if|whether|where|when|what|how|who|which|why)\s+([^,.;:!?]{3,90})/g,
  /\b(?<!\b(?:ia|bot|chatbot|asistente|sistema|robot|programa) )(?:sabe|sabes|saben|sabria|sabrias|sabrian|conoce|conoces)\s+(?:usted\s+|ustedes\s+|tu\s+)?(?:por casualidad\s+)?(?:si|donde|cuando|que|como|quien|cual|cuantos|cuantas|a que hora)\s+([^,.;:!?¿¡]{3,90})/g,
  /\b(?<!cho (?:em|toi|minh|chi|anh) )(?<!\b(?:de|cho) )(?:anh|chi|em|ban|co|chu|bac)\s+(?:co\s+)?biet\s+([^,.;:!?]{3,80}?)\s+(?:khong|ko|k|hong|hok|chua)(?:\s+(?:vay|a|ha|nhi|nha|ta|em|anh|chi|ban))*\s*(?:[,.;:!?]|$)/g,
  /(?:你|您|你们)(?:知道|知不知道|晓得|清楚)([^，。？！?!,]{3,30}?)(?:吗|么|嘛|不|没|？|\?|$)/g,
];
// What our assistant and team do ("do you know whether Spanish speakers get answered at night?") is ours to answer.
const WHAT_WE_DO = /\b(?:answer(?:s|ed|ing)?|repl(?:y|ies|ied|ying)|respond\w*|handl(?:e|es|ed|ing)|follow(?:s|ed|ing)?|captur(?:e|es|ed|ing)|text(?:s|ed|ing)?|call(?:s|ed|ing)?|book(?:s|ed|ing)?|schedul(?:e|es|ed|ing)|contest\w*|atiend\w*|agend\w*|llam(?:a|an|ar|ara|aran|ada|adas|en)|tra loi|phan hoi|nhan tin|goi lai|dat lich|ho tro)\b|回复|回答|接待|预约|打电话|支持|对接/;
// The visitor themself recognised by us ("¿cómo saben que soy yo el mismo que vuelve?", "how do you know it's me coming back?").
const ME_KNOWN = /\b(?:soy yo|yo soy|soy (?:la misma|el mismo)|(?:i m|i am|its me|it is me) (?:the same|back)|the same (?:person|visitor|one)|la misma persona|el mismo visitante)\b/;
const knowsTheWorld = (text: string): boolean =>
  KNOW_IF.some((frame) => [...text.matchAll(frame)].some(([, clause = ""]) => words(clause) >= 3 && foreign(clause) && !inDomain(clause) && !POINTS_BACK.test(clause) && !WHAT_WE_DO.test(clause) && !ME_KNOWN.test(clause)));

// What shops or venues a place has: "what antique shops are there on 19th Street", "¿qué tiendas hay sobre la
// calle 19?", "có quán nào ở …", "那边哪家奶茶好喝". The sentence around the match must not turn to us either.
const ZH_THING = "([^，。？！?!,、；;：:]{1,12}?)";
const VENUES: RegExp[] = [
  /\b(?:what|which|any)\s+(?:good\s+|nice\s+|decent\s+|cool\s+|fun\s+)?([a-z][a-z ]{1,30}?)\s+(?:are there|is there)\b/g,
  /\bare there (?:any\s+)?(?:good\s+|nice\s+|decent\s+)?([a-z][a-z ]{1,30}?)\s+(?:in|on|near|around|by|close to|along)\s/g,
  /\b(?:que|q|cuales|algun[oa]s?)\s+([a-z][a-z ]{1,30}?)\s+hay\s+(?:en|sobre|cerca|por|alrededor|junto)\b/g,
  /\bhay\s+(?!(?:que|algo|nada|alguien|otr[oa]s?)\b)(?:algun[oa]?s?\s+|buen[oa]s?\s+)?([a-z][a-z ]{1,30}?)\s+(?:en|sobre|cerca de|por(?! lo\b)|junto a)\s/g,
  /\b(?:o|gan|tai|quanh|khu)\s+[^,.;:!?]{1,30}?\s+co\s+(?:nhung\s+|cac\s+)?([a-z][a-z ]{1,20}?)\s+nao\b/g,
  new RegExp(`(?:附近|周边|一带|那边|这边|那儿|那里|旁边)(?:有)?(?:哪些|什么|哪家|哪几家|哪个|哪间)${ZH_THING}(?:比较|最|更|很)?(?:好|不错|推荐|值得|吗|呀|啊|？|\\?|$)`, "g"),
  new RegExp(`(?:哪家|哪间|哪个|哪里的|什么)${ZH_THING}(?:比较|最|更|很|超)?(?:好吃|好喝|好玩|好逛|正宗|地道|便宜|划算|值得去|出名|有名)`, "g"),
];
const sentenceAround = (text: string, at: number): string => {
  const start = Math.max(text.lastIndexOf(".", at), text.lastIndexOf("?", at), text.lastIndexOf("¿", at), text.lastIndexOf("。", at), text.lastIndexOf("？", at)) + 1;
  const ends = [".", "?", "!", "。", "？", "！"].map((c) => text.indexOf(c, at)).filter((i) => i >= 0);
  return text.slice(start, ends.length > 0 ? Math.min(...ends) : text.length);
};
// What a venue offers: "does the Marriott on the Waterway still do brunch". The subject is no word of our domain ("do
// realtors have to…"), no platform we connect, no thing of ours unnamed ("the system", "the app") and no pointer back
// at a list ("the second one", "the cheaper one"), nor an offering ("is there an option where we'd have…"), nor us in pidgin
// ("do una serve Katy?": una is "you all").
const VENUE_OFFERS = /\b(?:does|do|is|are|will|did|would)\s+((?:the\s+)?[a-z][^,.;:!?]{1,40}?)\s+(?:still\s+|even\s+|also\s+|usually\s+|normally\s+|ever\s+)?(?:ha(?:ve|s)(?! to\b)|do|offer|serve|sell|host|run|carry|stock|take reservations|take walk-?ins|doing|offering|serving|selling|hosting|running)\b/g;
// "Twilio SMS is all we run", "Gmail is what we use": the subject is what the visitor runs, told, not a venue.
// "is there a deal for doing both?": a deal of ours asked, and a subject ending in a preposition has the gerund after it
// as its object ("for doing"), no venue doing something.
const NOT_A_VENUE = /^(?:una|unu|u|yall)$|^(?:all|what|whatever|everything|the only (?:thing|one|app|tool)s?) (?:we|i|they|my \w+|our \w+)$|\b(?:one|ones|first|second|third|last|other|cheaper|cheapest|bigger|smaller|same|former|latter|system|app|tool|software|program|product|thing|options?|packages?|plans?|tiers?|bundles?|add-?ons?|services?|deals?|discounts?|specials?|offers?)\b|\b(?:for|to|of|with|by|about|on|at|in|from|and|or)$/;
// What one asks of a venue: tickets, admission, reservations, flights, brunch ("do we need tickets ahead for Space
// Center Houston", "¿hay vuelos a Miami?", "vé vào cửa", "门票要提前买吗").
const VENUE_THINGS = /\b(?:tickets?|admission|entry fee|cover charge|reservations?|brunch|buffet|flights?|showtimes?|happy hour|valet|boletos?|entradas|reservaci(?:on|ones)|vuelos?|ve vao cua|ve may bay|chuyen bay|dat ban)\b|门票|机票|航班|订位|订座|早午餐|自助餐/;
const venueSentences = (text: string): string[] => text.split(/[.?!¿¡。？！]+/u).filter((sentence) => VENUE_THINGS.test(sentence));
const aboutUs = (sentence: string): boolean => !foreign(sentence) || POINTS_BACK.test(sentence);
const namesAVenue = (text: string): boolean =>
  VENUES.some((frame) => [...text.matchAll(frame)].some((m) => theirs(m[1]) && !aboutUs(sentenceAround(text, m.index ?? 0)))) ||
  [...text.matchAll(VENUE_OFFERS)].some((m) => theirs(m[1]) && !inDomain(m[1] ?? "") && !NOT_A_VENUE.test(m[1] ?? "") && !findMentions(m[1] ?? "").setup && !aboutUs(sentenceAround(text, m.index ?? 0))) ||
  venueSentences(text).some((sentence) => !aboutUs(sentence));

// Getting somewhere: "how long is the drive from Sugar Land to the Galleria", "¿qué tan lejos queda Kemah?", "lái xe
// từ Katy tới Galveston mất bao lâu", "从Katy开车到机场要多久".
const TRAVEL = /\bhow (?:far|long|many miles|many minutes)\b[^.;:!?]{0,40}\b(?:drive|driving|commute|fly|flight|ride|walk|bike|trip|get there|get to the|go to the)\b|\bhow far (?:is|away)\b|\b(?:que tan lejos|a cuantas (?:millas|cuadras)|a cuantos (?:minutos|kilometros)|distancia (?:de|entre|desde))\b|\bcuanto (?:se )?(?:tarda|tardo|demora|tiempo)\w*\b[^.;:!?¿¡]{0,20}\b(?:en llegar|manejando|en carro|en coche|caminando|en avion)\b|\b(?:lai xe|di xe|chay xe|di bo|bay)\b[^,.;:!?]{0,40}\b(?:bao xa|bao lau|may tieng|may phut|bao nhieu tieng|bao nhieu gio)\b|\b(?:qua canh|chuyen bay|layovers?|connecting flights?|nonstop flights?|direct flights?|escalas?|vuelo directo|vuelos directos)\b|\bflights? (?:from|to|between)\b|\bhow many hours\b[^.;:!?]{0,30}\b(?:to fly|flight|by plane)\b|\bflight\b[^.;:!?]{0,40}\bhow (?:many hours|long)\b|\b(?:bao xa|bao nhieu km|bao nhieu dam)\b|(?:开车|坐车|走路|打车|坐飞机|飞).{0,20}(?:多久|多远|多长时间|几个小时|几分钟)|转机|航班|直飞|多远|多少公里|多少英里/;
const asksTheWay = (text: string): boolean => text.split(/[.?!¿¡。？！]+/u).some((sentence) => TRAVEL.test(sentence) && !aboutUs(sentence));

// How to work a device or an app: muting, blocking, deleting, freeing space, backing up, turning off, resetting. What is
// worked on must not be ours ("how do I delete a lead in the dashboard", "cómo borro mis datos", "怎么关掉你们的机器人").
const DEVICE_CHORE = [
  /\b(?:how (?:do|can|could|would|should|to) (?:i|we|you|one|u)|how to|is there (?:a|any) (?:way|trick|setting) to|any way to|(?:best|easiest|fastest|quickest|simplest) way to)\s+(?:just\s+|quickly\s+|easily\s+)?((?:mute|unmute|silence|block|unblock|delete|remove|clear|free up|archive|unarchive|hide|unhide|back up|backup|restore|recover|undelete|sync|turn off|turn on|switch off|disable|uninstall|reinstall|pin|unpin|dedupe|deduplicate|get rid of|reset|factory reset|reboot|restart|unpair|pair)\b[^.;:!?]{0,60})/g,
  /\b(?:como|de que (?:forma|manera)|hay (?:alguna )?(?:forma|manera) de|se puede)\s+(?:puedo\s+|podria\s+|hago para\s+|se hace para\s+|le hago para\s+|hacer para\s+|se puede\s+)?((?:silenci|bloque|desbloque|borr|elimin|quit|limpi|liber|archiv|ocult|respald|restaur|recuper|sincroniz|desactiv|apag|desinstal|reinici|resete|restablec|format)\w*\b[^.;:!?¿¡]{0,60})/g,
  /\b(?:lam sao|lam the nao|the nao|co cach nao|cach nao|chi (?:em|toi|minh|chi|anh) cach|cach)\s+(?:de\s+)?(?:minh\s+|em\s+|toi\s+|chi\s+)?((?:tat tieng|tat thong bao|tat|chan|bo chan|xoa|go bo|go|don dep|giai phong|luu tru|sao luu|backup|khoi phuc|lay lai|dong bo|mute|delete|remove|clear|reset|cai lai|khoi dong lai|dat lai)\b[^.;:!?]{0,60})/g,
  /(?:怎么|怎样|如何|咋|有什么办法|有没有办法|有办法|教我)(?:才能|可以|能)?(?:把|将)?([^，。？！?!,；]{0,15}?(?:静音|免打扰|屏蔽|拉黑|删除|删掉|清理|清空|清除|释放|腾出|归档|隐藏|备份|恢复|找回|同步|关闭|关掉|卸载|去重|置顶|重置|重启|恢复出厂)[^，。？！?!,；]{0,10})/g,
];
// Our own lists and passwords ("how do I remove myself from the list" is an opt-out), or what we were talking about
// ("how do I turn it off"): not a chore on a phone.
const OUR_LISTS = /\b(?:it|them)\b|它|\b(?:list|lists|mailing|password|unsubscribe|subscription|lista|contrasena|danh sach|mat khau|thong tin)\b|名单|密码|订阅|信息|资料|记录/;
const worksADevice = (text: string): boolean =>
  DEVICE_CHORE.some((frame) => [...text.matchAll(frame)].some(([, chore = ""]) => foreign(chore) && !OUR_LISTS.test(chore)));

// Another vendor's free and paid editions: "Calendly free vs paid", "la versión gratuita de Canva", "Zoom bản free hay
// bản trả phí", "Calendly 免费版和付费版". A vendor is named beside "free"; our free self-setup or consultation is ours.
const NOT_A_NAME = /^(?:a|an|the|is|its|there|any|your|our|my|their|this|that|it|get|use|using|of|for|with|on|in|or|and|totally|completely|100|la|el|un|una|su|mi|de|del|ban|goi|co|la|cai|dung|的|和|是)$/;
const EDITION_WORDS = /\b(?:versions?|plans?|tiers?|editions?|accounts?|subscriptions?|version(?:es)?|planes|cuentas?|ban|goi|free|paid|premium|pro|gratis|gratuit[oa]s?|de pago|pagad[oa]s?|mien phi|tra phi|tra tien|tinh phi)\b|免费|付费|收费|版本?/g;
const FREE_EDITION: RegExp[] = [
  /\b([a-z][\w.-]*)(?:s)?\s+(?:free|gratis|mien phi)\s+(?:version\s+|plan\s+|tier\s+|edition\s+|account\s+)?(?:vs\.?|versus|or|and|compared to|o|y|hay|va|voi)\s+(?:the\s+|la\s+|el\s+|ban\s+)?(?:paid|premium|pro|plus|de pago|pagad[oa]|tra phi|tra tien|tinh phi)\b/g,
  /\b(?:free|paid|premium)\s+(?:version|plan|tier|edition|account)s?\s+(?:of|for)\s+([a-z][\w.-]*)/g,
  /\b(?:version|plan|cuenta)(?:es)?\s+(?:gratuit[oa]s?|gratis|de pago|pagad[oa]s?|premium)\s+(?:de|del)\s+([a-z][\w.-]*)/g,
  /\b([a-z][\w.-]*)\s+ban\s+(?:free|mien phi|tra phi|tra tien|pro|premium)\b|\bban\s+(?:free|mien phi|tra phi|pro|premium)\s+cua\s+([a-z][\w.-]*)/g,
  /([a-z][\w.-]*)\s*(?:的)?(?:免费版|付费版|收费版|专业版|高级版|基础版|会员版|个人版)/g,
];
const comparesEditions = (text: string): boolean =>
  FREE_EDITION.some((frame) => [...text.matchAll(frame)].some((m) => {
    const name = m.slice(1).find((g) => g !== undefined) ?? "";
    return !NOT_A_NAME.test(name) && foreign(name) && foreign(text.replace(EDITION_WORDS, " "));
  }));

// Investments and exchange rates: "should I buy Twilio shares", "¿a cuánto está el dólar?", "tỷ giá đô", "美元兑人民币".
const CURRENCY = "(?:dollars?|usd|euros?|pesos?|yuan|rmb|yen|pounds?|dong|vnd|mxn|cop|dolar(?:es)?|libras?|do la|tien viet)";
const MONEY_MARKETS: RegExp[] = [
  /\b(?:stocks?|shares?|ticker|crypto|bitcoin|btc|ethereum|etf|index funds?)\b.{0,30}\b(?:buy|sell|hold|invest\w*|short|dividends?|worth buying)\b|\b(?:buy|sell|invest in|short)\b.{0,30}\b(?:stocks?|shares|crypto|bitcoin|btc|etf)\b/,
  /\b(?:acciones|bolsa|cripto\w*|bitcoin)\b.{0,30}\b(?:compr\w*|vend\w*|invert\w*)\b|\b(?:compr\w*|vend\w*|invert\w*)\b.{0,30}\b(?:acciones (?:de|en)|cripto\w*|bitcoin)\b/,
  /\b(?:mua|ban|dau tu)\b.{0,20}\b(?:co phieu|chung khoan|crypto|bitcoin)\b|(?:买|卖|抛|入手|投资|加仓).{0,8}(?:股票|股份|比特币|基金)|(?:股票|股份|比特币|基金).{0,8}(?:买|卖|抛|入手|投资|加仓)/,
  new RegExp(`\\b(?:exchange rate|tipo de cambio|tasa de cambio|ty gia)\\b|\\ba cuanto esta (?:hoy )?el (?:dolar|euro|peso)\\b|\\b${CURRENCY}\\b.{0,25}\\b(?:to|into|vs|against|versus|frente al?|contra el|a|en|sang|ra)\\s+(?:the |el |la |los |las )?${CURRENCY}\\b|汇率|(?:美元|美金|人民币|比索|欧元|越南盾|日元).{0,6}(?:兑|换成|换|对|折合)(?:多少)?(?:美元|美金|人民币|比索|欧元|越南盾|日元)`),
];
const tradesMoney = (text: string): boolean => MONEY_MARKETS.some((p) => p.test(text)) && foreign(text);

// A sum to work out: two figures joined by an operation, or two figures and a request to calculate ("add 8.25 % tax
// to $1,500", "¿cuánto es 15 % de 2.300?", "tính giúp 1500 cộng 8%", "帮我算一下…"). Phone numbers are no figures, and
// figures of ours ("$900 plus the setup", "is it $99 plus $49 a month?") are ours.
const PHONE_NUMBER = /\+?1?\s?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g;
// "24/7" is round the clock, not 24 divided by 7 ("¿algo que conteste 24/7? ¿cuánto es?").
const ROUND_THE_CLOCK = /(?<![\d/])24\/7(?![\d/])/g;
const FIG = String.raw`\$?\d[\d,.]*\s?%?`;
// Chinese numerals count as figures when they are more than an article: "三千五", "十年" (not the "一" of "一间").
const ZH_FIG = "[一二两三四五六七八九十][零一二两三四五六七八九十百千万亿]+|[一二两三四五六七八九十](?=[年月周天千万百块元]|个月)";
const FIGURES = new RegExp(`${FIG}|${ZH_FIG}`, "g");
const OPERATION = new RegExp(
  [
    `\\d\\s?%?\\s*(?:[+*×÷]|\\bx\\b|\\b(?:plus|minus|times|multiplied by|divided by|mas|menos|por|entre|cong(?! ty)|tru|nhan voi|chia cho)\\b|加上?|减去?|乘以?|除以)\\s*${FIG}`,
    `\\d\\s?%\\s*(?:of|de|cua)\\s+\\$?\\d`,
    `\\b(?:add|adding|suma|sumale|agrega|agregale|cong them)\\s+${FIG}[^.;:!?]{0,30}\\b(?:to|on|a|al|vao)\\s+${FIG}`,
  ].join("|"),
);
const CALCULATE = /\b(?:calculate|compute|work out|figure out|(?:help me|let me) (?:figure|add up|tally)|ayudame a (?:calcular|sacar la cuenta)|sacame la cuenta|calcul\w*|cuanto (?:es|son|da)|tinh (?:giup|dum|gium|ho|thu|xem))\b|算一下|帮我算|算算|计算|帮我计|计一下|计下|等于多少|一共(?:是)?多少|总共(?:是)?多少|要多少(?:美金|美元|人民币|块钱?|钱)/;
// "if a guy could do 9 hours a day at 65 how many days is that": the sum asked points back at its own figures.
const SUM_OF_THESE = /\bhow (?:many|much)(?: \w+)? (?:is that|would that (?:be|take)|will that take|does that (?:come to|make|add up to))\b/;
// A rent by the month is the visitor's own figure ("每月租金四千二", "rent is 3,500 a month"), not our monthly fee.
const THEIR_RENT = /\b(?:rent|rents|lease|leases|renta|alquiler|arriendo|tien thue)\b|租金|月租|房租|租约/;
const BY_THE_MONTH = /\b(?:monthly|per month|a month|al mes|mensual\w*|moi thang|hang thang)\b|每月|每个月|一个月/g;
const asksASum = (text: string): boolean => {
  const figures = text.replace(PHONE_NUMBER, " ").replace(ROUND_THE_CLOCK, " ");
  const plain = THEIR_RENT.test(figures) ? figures.replace(BY_THE_MONTH, " ") : figures;
  const own = SUM_OF_THESE.test(plain);
  return (plain.match(FIGURES) ?? []).length >= 2 && (OPERATION.test(plain) || CALCULATE.test(plain) || own) && foreign(plain) && (own || !POINTS_BACK.test(plain));
};

/** The message asks us about the world: a fact, a venue, the way somewhere, a device, another vendor's editions, money or a sum. */
export const asksAboutTheWorld = (text: string): boolean =>
  knowsTheWorld(text) || namesAVenue(text) || asksTheWay(text) || worksADevice(text) || comparesEditions(text) || tradesMoney(text) || asksASum(text);
