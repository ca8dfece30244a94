import { inDomain } from "./domain-words.ts";
import { NOT_A_NAME } from "./name-words.ts";
import { TECHNOLOGIES } from "#common/content/solutions-facts.ts";
import { foldForRules } from "./text.ts";
import { readNeed, unlistedPlatform, wantsAgentInTheirLanguage } from "./needs.ts";
import { findPlatforms } from "./topics.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import type { Resolved } from "./resolved.ts";
import type { SiteFacts } from "./types.ts";

// Names the site does not list, recognised by what the question does with them rather than from a list of names:
// the object of "integrate with …" that is none of the site's platforms ("CoStar", "Buildertrend", "Encompass"), a
// place asked to be served that is none of its service areas ("Alief"), a language other than the four it speaks.

const CONNECT_OBJECT = [
  /\b(?:integrat\w*|connect\w*|sync\w*|(?<!off the )hook\w*|plug\w*|link\w*|tie\w*)(?: (?:it|them|this|that|us|me))?(?: up| in)?\s+(?:w\/?|with|to|into|in|up with|up to)\s+(.{2,60}?)(?=[?!.;:(]|$| (?:that|which|so|because|too|as well|please|pls|at all)\b)/,
  // The object ends where a question opens ("la integración con el MLS local, ¿pa qué sirve?").
  /\b(?:se integra\w*|integra\w*|conecta\w*|sincroniza\w*|funciona\w*|enlaza\w*)\s+con\s+(.{2,60}?)(?=[?!.;:(¿]|,\s*¿|$| (?:que|porque|para|pa|por favor)\b)/,
  /\b(?:ket noi|tich hop|lien ket|dong bo)\s+(?:voi|vao|(?:duoc|dc) voi)\s+(.{2,60}?)(?=[?!.;:(]|$| (?:khong|duoc khong|ko)\b| (?:nhe|nha)\s*(?:[?!.]|$))/,
  /(?:和|与|跟)[^，。？！,?!a-z]{0,12}?([a-z][a-z0-9 .&-]{1,30}?)\s*(?:对接|集成|连接|打通)|(?:对接|集成|连接|接入)\s*([a-z][a-z0-9 .&-]{1,30})/,
];
// "does your system work with AppFolio?": "work with" names a product only when the visitor wrote it with capitals
// ("do you work with brokers?" asks who our clients are).
const WORKS_WITH = /\b(?:system|it|ai|software|platform|tool|app|bot|chatbot|assistant|you|yall|sistema|plataforma|he thong|phan mem)\s+(?:\w+\s+)?(?:works?|plays?|funciona|chay|hoat dong)(?: nicely| well| bien| tot)?\s+(?:with|con|voi|cung)\s+(.{2,60}?)(?=[?!.;:(]|$| (?:for|that|which|so|because|too|as well|please|pls|at all|para|que|khong|ko|duoc khong)\b)/;
// A name of one to three capitalised words inside what follows "connect with", as typed ("Buildium", "Rent Manager").
// A name after "in", "en", "ở" is a place ("agents in Dallas"); after "work with" the name must come first.
const namedInside = (message: string, object: string, first: boolean): string | null => {
  const names = [...message.matchAll(/(?<![\p{Script=Latin}\d])\p{Lu}[\p{Script=Latin}\d]*(?:[ -]\p{Lu}[\p{Script=Latin}\d]*){0,2}/gu)].map((m) => m[0]);
  const head = object.replace(DETERMINER, "").trim();
  const at = (n: string): RegExp => new RegExp(`(?:^|\\s)${foldForRules(n).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:\\s|$)`);
  const place = (n: string): boolean => new RegExp(`\\b(?:in|en|o|tai|near|around|from|de|desde|cerca de|khu)${at(n).source}`).test(object);
  // "Our" opening a sentence is a capitalised determiner, no product's name.
  const inside = names.filter((n) => n.length >= 3 && at(n).test(object) && !place(n) && !DETERMINER.test(`${foldForRules(n)} `) && (!first || head.startsWith(foldForRules(n))));
  const name = inside.find((n) => !n.split(/[ -]/).some((w) => GENERIC.has(foldForRules(w)))) ?? null;
  return name && !/^(?:AI|CRM|MLS|HAR|SMS|IA|API)$/.test(name) ? name : null;
};
const DETERMINER = /^(?:(?:my|our|your|the|a|an|any|some|mi|mis|nuestro|nuestra|nuestros|su|sus|el|la|los|las|un|una|cac|nhung|cua)\s+)+/;
// Words that describe a kind of tool or a person, not a product's name. What the visitor wants besides the connection,
// listed after it ("integración con el CRM y el MLS, tableros para la dirección"), is no tool either: dashboards,
// reports, leads, appointments.
const GENERIC = new Set(
  `crm crms mls har calendar calendars email emails e-mail website site web phone phones system systems software tool tools app apps
   platform platforms it them this that those everything anything other others all data leads clients listings account accounts
   nothing more than else extra besides total totals altogether general full once go bulk
   sheets spreadsheet spreadsheets excel human person someone somebody agent agents team staff rep people you us u ustedes usted ban
   sistema sistemas plataforma plataformas calendario correo pagina herramienta herramientas programa programas persona alguien equipo
   he thong phan mem lich trang nen tang cong cu nguoi nhan vien minh toi chung cac ai chatbot bot assistant asistente texts text sms
   messages mensajes zillow
   dashboard dashboards tablero tableros reporte reportes report reports informe informes metricas metrics analytics estadisticas
   prospectos clientes listados citas visitas seguimiento seguimientos agenda inquilinos propiedades agentes direccion gerencia`.split(/\s+/),
);

// "I use Buildertrend for my contractors, can it connect?", "our accounts team uses Tally for payouts",, "额用Buildium管理租客，能对接吗": the tool the visitor uses,
// "phần mềm quản lý của tụi mình là TenantCloud, nối vào được không": the tool said to be theirs, in Vietnamese.
// named before a connection asked without an object; read only as typed with capitals, and only when a connection is asked.
const USES_OBJECT = /\b(?:i use|we use|(?:team|he|she|office|broker|company|firm) uses|using|uso|usamos|xai|dung|(?:phan mem|ung dung|app|he thong|chuong trinh)\b[^,.?!]{0,30}? la)\s+(.{2,40}?)(?=[?!.,;:(]|$| (?:for|to|pa|para|de|den|cho|and|y|va)\b)|(?:用|使用)\s*([a-z][a-z0-9 .&-]{1,30})/;
const CONNECT_ASKED = /\b(?:connect\w*|enganch\w*|integrat\w*|sync\w*|(?<!off the )hook\w*|conect\w*|integr\w*|sincroniz\w*|enlaz\w*|ket noi|noi (?:vo|vao)|tich hop|lien ket|dong bo)\b|对接|集成|连接|打通|接入|连上|连起来|接起来|接进|接上(?!电话)|(?:跟|和|与)(?:它|他|这个|那个)(?:对)?接(?=吗|么|嘛|不|[？?]|$)/;

const REMARK_START = /^(?:sin|without|but|pero|aunque|though|although|if|si|cuando|when|mejor|better|ojala|hopefully|nomas|solo|just|only|claro|of course|porfa|please|pls|ma|mà|nhung|con tal|as long)\b/;
const QUESTION_START = /^(?:how|what|when|where|why|who|which|is|are|do|does|can|could|would|will|como|cuanto|cuanta|que|cual|sao|bao|the nao)\b/;

/** The tools named after "integrate with …" that none of the site's platforms is, in the visitor's order (title case). */
export function unlistedTools(message: string, facts: SiteFacts): string[] {
  const text = foldForRules(message);
  const known = [...facts.offerings.setupAddOns.flatMap((s) => s.examples.split(/,\s*/)), ...TECHNOLOGIES].map((n) => foldForRules(n));
  const found: string[] = [];
  const isKnown = (name: string): boolean => known.some((k) => k === name || k.replace(/ /g, "") === name.replace(/ /g, "") || k.split(" ")[0] === name.split(" ")[0]);
  const uses = CONNECT_ASKED.test(text) ? [[USES_OBJECT, true] as const] : [];
  for (const [pattern, capitalsOnly] of [...CONNECT_OBJECT.map((p) => [p, false] as const), [WORKS_WITH, true] as const, ...uses]) {
    const m = pattern.exec(text);
    const object = m?.[1] ?? m?.[2];
    if (!object) continue;
    for (const raw of object.split(/\s*(?:,|\/|\bor\b|\band\b|\by\b|\bo\b|\bhay\b|\bva\b|或|和)\s*/)) {
      // "rental management software Buildium", "phần mềm quản lý nhà cho thuê Buildium": the kind of tool described,
      // then its name as the visitor wrote it with capitals.
      const typedName = namedInside(message, raw, capitalsOnly);
      if (typedName && !isKnown(foldForRules(typedName)) && !found.includes(typedName)) {
        found.push(typedName);
        continue;
      }
      if (capitalsOnly) continue;
      const name = raw.replace(DETERMINER, "").trim();
      const words = name.split(/\s+/);
      // "…into our CRM and how is that billed": a question's start after "and" is no tool's name.
      // "…e integración con el CRM, sin pasarse", "…with the CRM, without going overboard": a remark on the want, opened
      // by a preposition or an adverb, is no tool's name either.
      if (!name || words.length > 3 || words.some((w) => GENERIC.has(w)) || /\d/.test(name) || QUESTION_START.test(name) || REMARK_START.test(name)) continue;
      if (isKnown(name)) continue;
      // As the visitor spelled it when they used capitals ("CoStar"), else in title case.
      const at = message.toLowerCase().indexOf(name);
      const typed = at >= 0 ? message.slice(at, at + name.length) : "";
      found.push(/\p{Lu}/u.test(typed) ? typed : words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" "));
    }
    if (found.length > 0) break;
  }
  return found;
}

// "does the Voice AI work with RingCentral numbers?": an add-on of ours asked to work with a tool the site does not list.
// The tool is what is unknown; the add-on only sets the scene. Languages ("work with Spanish callers") are no tools.
const LANGUAGE_NAME = /^(?:english|spanish|chinese|vietnamese|mandarin|cantonese|korean|espanol|ingles|chino|vietnamita)$/;
/** The unlisted tools an add-on of ours is asked to work with: that the site does not list them, then the add-on. */
export function addonWithUnlistedTools(part: string, facts: SiteFacts, addon: string | undefined, platforms: number): Resolved | null {
  if (!addon || platforms > 0) return null;
  const tools = unlistedTools(part, facts).filter((name) => !LANGUAGE_NAME.test(foldForRules(name).split(/[ -]/)[0] ?? ""));
  if (tools.length === 0) return null;
  const answers: Answer[] = [...tools.slice(0, 2).map((name) => ({ t: "unlisted-platform" as const, name })), { t: "addon", key: addon }];
  return { answers, topic: { kind: "addon", key: addon }, intent: "integrations" };
}

// "la zona de Fondren Southwest", "khu Mission Bend": the place after a word for an area.
// Asked to be served somewhere: "do you work in Alief?", "¿atienden en Fulshear?", "có làm việc ở Alief không?".
// "¿Trabajáis con inmobiliarias de Hellín?", "do you work with brokerages in Tulsa?": the businesses of a place served.
// "¿Conocéis alguna agencia en Ronda?": an agency there asked of us, the place no one of ours is known to serve.
const SERVE_CONTEXT = /\b(?:trabaj\w* (?:tambien )?con (?:inmobiliarias|agencias|corredurias|agentes|empresas)|trabaj\w* (?:tambien )?con (?:alguna|algun|una|un) (?:inmobiliaria|agencia|correduria|agente|empresa) (?:en|de)|work\w* with (?:any|an?) (?:agency|brokerage|agent|company|realtor) (?:in|from)|(?:conoc\w*|know) (?:alguna|algun|any|an?) (?:agencia|inmobiliaria|agent|agency|agencies|brokerage|realtor|corredor)\w* (?:en|in)|work\w* with (?:agencies|brokerages|agents|companies|realtors) (?:in|from)|serve|serves|serving|cover|covers|covering|work (?:(?:up|down|out|over) )?(?:in|around|out of)|working in|operate|available in|service area|atienden|cubren|trabajan (?:tambien |ademas )?(?:en|por)|llegan (?:tambien )?a|phuc vu|lam viec o|lam o|co o|hoat dong o|(?:co )?lam (?:nha dat|bat dong san|dia oc) o)\b/;
// "Harper's Preserve off 242, you go out there?", "Cane Island, y'all get out that way?": the place said first, then
// asked to be travelled to. Its capitalised words (an apostrophe kept) before the ask are the place.
const GO_OUT = /\b(?:go|goes|get|gets|come|comes|head|drive|travel|make it|venture)\s+(?:out|up|down|over|round|around)\s+(?:there|that way|thataway|that far|to (?:it|them|there))\b/;
const GOES_OUT = new RegExp(String.raw`\b(?:you|u|yall|ya|ye|youse|you guys|your (?:team|people|folks)|anyone)\b.{0,12}${GO_OUT.source}`);
const PLACE_BEFORE = /(?<=[\s,;:(]|^)((?:(?:St|Mt|Ft)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})(?=[\s,;:?)])/gu;
/** The capitalised place told before the ask to go out there, the message's opening word and "I" aside. */
function placeBefore(message: string): string | undefined {
  const at = message.search(new RegExp(GO_OUT.source, "i"));
  if (at < 0) return undefined;
  const before = message.slice(0, at);
  return [...before.matchAll(PLACE_BEFORE)].filter((m) => ((m.index > 0 && !/[.!?]\s*$/.test(before.slice(0, m.index))) || before.startsWith(",", m.index + (m[1]?.length ?? 0))) && !/^(?:I|I'm|I’m|I'd|I’d|I'll|I’ll)$/.test(m[1] ?? "")).map((m) => m[1] ?? "").find((name) => !NOT_PLACE.test(foldForRules(name)));
}
const TIME_WORDS = /\b(?:hours?|time|times|open|horario|horas|gio|may gio|mo cua)\b/;
const PLACE_AFTER = /(?:^|\s)(?:in|around|near|out of|serve|cover|en|por|a|o|ở|tại|atienden|cubren|phục vụ|(?:inmobiliarias|agencias|corredurias|agentes|empresas|agencies|brokerages|agents|companies|realtors|agencia|inmobiliaria|correduria|empresa|agency|brokerage|company) (?:de|from|in|en))\s+(?:(?:la |el )?(?:zona|área|area|barrio|khu(?: vực)?)\s+(?:del?\s+)?)?(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})/u;
const NOT_PLACE = /^(?:houston|texas|tx|usa|english|spanish|chinese|vietnamese|mandarin|korean|espanol|ingles|chino|vietnamita|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|ai|crm|mls|har)$/;

// "你们在温哥华有服务吗", "在Alief也有服务吗": the place between 在 and "has service", in Chinese or as typed in English.
const PLACE_ZH = /在(\p{Script=Han}{2,6}?|\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+){0,2})\s?(?:那边|那里|这边)?也?(?:有|提供)(?:服务|业务)/u;
const NOT_PLACE_ZH = /^(?:网上|线上|晚上|白天|周末|假日|节假日|中文|英文|这里|那里|本地|当地|美国|德州|休斯[顿敦]|全美|国内|外地|别的地方|其他地方)$/;

// "do youse cover towne lake?", "¿atienden en cinco ranch?": typed in lower case, a place is known by the word that ends
// its name (lake, park, village…), right after the verb that asks us to serve it. Title case, as the site writes places.
const PLACE_HEAD = "lakes?|park|village|grove|creek|ranch|heights|hills|oaks|woods|springs|bend|landing|crossing|point|island|estates|meadows|forest|ridge|harbou?r|shores|valley|plantation|trails?";
const LOWER_PLACE = new RegExp(`\\b(?:serve|serves|serving|cover|covers|covering|work (?:in|around|out of)|working in|operate in|available in|atienden(?: en)?|cubren|trabajan (?:en|por)|llegan a|phuc vu|lam viec o|lam o|hoat dong o)\\s+(?:(?:the|la|el|khu|zona|area)\\s+)?((?:[a-z]+\\s+){0,2}(?:${PLACE_HEAD}))\\b`);
// "do you folks do any work up in saskatchewan?": typed in lower case, one word ending its clause after being served there
// is asked ("the area", "houston" and the like are no name of a place).
const LOWER_SERVED = /\b(?:work (?:(?:up|down|out|over) )?(?:in|around)|operate in|available in|atienden en|trabajan en|lam viec o)\s+([a-z][a-z'-]{3,20})(?=\s*(?:[?.!,;]|$))/;
const NOT_A_PLACE_WORD = /^(?:there|here|town|houston|texas|general|person|the area|area|areas|real|sales|tech|marketing|teams?|offices?|brokerages?|realty|estate|zona|ciudad|khu)$/;
// Everyday words a visitor may say where a place would stand ("what about them?", "how about the weekends?").
const EVERYDAY_WORD = /^(?:them|that|this|those|these|there|here|then|they|their|theirs|yours|ours|mine|him|her|hers|others?|everything|anything|something|nothing|everyone|anyone|someone|both|either|neither|each|more|less|most|same|next|last|later|now|today|tomorrow|tonight|weekends?|nights?|mornings?|evenings?|holidays?|spanish|english|money|time|timing|support|training|cost|costs|fees?|rates?|payment|contracts?)\b/;
/** Whether a word typed in lower case where a place would stand may name one: no word of our domain nor an everyday one. */
export const mayNameAPlace = (words: string): boolean => !inDomain(words) && !NOT_A_NAME.has(words.split(" ")[0] ?? "") && !EVERYDAY_WORD.test(words) && !NOT_A_PLACE_WORD.test(words);
const titled = (words: string): string => words.split(/\s+/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ");

/** A place the visitor asks us to serve that is none of the site's service areas ("Alief"), as they wrote it. */
export function unlistedPlace(message: string, facts: SiteFacts): string | null {
  const text = foldForRules(message);
  const zh = PLACE_ZH.exec(message)?.[1];
  if ((!SERVE_CONTEXT.test(text) && !GOES_OUT.test(text) && !zh) || TIME_WORDS.test(text)) return null;
  // "Missouri City呢": a Chinese particle typed onto the English name is not part of it.
  const served = LOWER_SERVED.exec(text)?.[1];
  const lower = LOWER_PLACE.exec(text)?.[1] ?? (served && mayNameAPlace(served) ? served : undefined);
  const place = zh && !NOT_PLACE_ZH.test(zh) ? zh : (PLACE_AFTER.exec(message)?.[1]?.replace(/\p{Script=Han}+$/u, "") ?? (lower ? titled(lower) : undefined) ?? placeBefore(message));
  return place ? notOursPlace(place, facts) : null;
}

/** The name when it can be a place we do not list: no area of ours, no offering, no platform ("Salesforce"), no weekday. */
export function notOursPlace(place: string, facts: SiteFacts): string | null {
  const folded = foldForRules(place);
  const offerings = [...facts.offerings.packages.map((p) => p.name), ...facts.offerings.addOnServices.map((a) => a.name), ...TECHNOLOGIES].map((n) => foldForRules(n));
  if (NOT_PLACE.test(folded) || facts.offerings.serviceAreas.some((a) => foldForRules(a).includes(folded) || folded.includes(foldForRules(a))) || offerings.some((o) => o.includes(folded))) return null;
  // "would it cover Salesforce and Outlook?": a platform, listed or not, is no place.
  if (findPlatforms(place, facts).length > 0 || unlistedPlatform(folded)) return null;
  return place;
}

// Languages the assistant is asked to speak beyond the four the site names.
const OTHER_LANGUAGE = /\b(?:zapotec|zapoteco|diidxaza|mixtec|mixteco|nahuatl|quechua|aymara|guarani|garifuna|miskito|creole|criollo|kreyol|patois|korean|japanese|french|german|hindi|arabic|tagalog|portuguese|russian|urdu|farsi|persian|italian|polish|gujarati|punjabi|coreano|japones|frances|aleman|arabe|portugues|ruso|tieng han|tieng nhat|tieng phap|navajo|dine|cherokee|lakota|khmer|cambodian|camboyano|jemer|tieng khmer|tieng mien|tieng cham|hmong|lao|laotian|thai|tieng thai|tieng lao|burmese|somali|amharic|swahili|yoruba|igbo|haitian|ukrainian|ucraniano)\b|高棉语|柬埔寨语|泰语|老挝语|缅甸语|壮话|壮语|苗语|韩文|朝鲜语|朝鲜话|韩国话|潮州话|潮汕话|客家话|闽南话|日语|日文|法语|德语|阿拉伯语|印地语/;
const SPEAK = /\b(?:speak|speaks|talk|answer|reply|respond|understand|in|habla\w*|responde\w*|entiende\w*|en|noi|tra loi|bang)\b|说|讲|回复|回答|支持|聊|沟通|对话|交流/;

/** "can the bot speak Korean?": a language the site does not list, asked of the assistant. */
export const asksOtherLanguage = (message: string): boolean => {
  const text = foldForRules(message);
  // "khách người Khmer, người Việt… có bài nào chỉ cách lo?": a post asked for, about clients of many languages.
  return OTHER_LANGUAGE.test(text) && SPEAK.test(text) && !wantsAgentInTheirLanguage(text) && !/\b(?:bai|bai viet|articles?|posts?|blog|articulos?)\b|文章|博客/.test(text);
};

/**
 * "does it sync with Rentec for our rental units?", "跟我们收租用的Propertyware能对接吗": a tool the site does not list,
 * asked to be connected. The words describing it (rentals, tenants) would point at an add-on; the tool is asked.
 */
export function unlistedToolAsked(part: string, facts: SiteFacts, platforms: number): Resolved | null {
  if (platforms > 0 || (!readNeed(foldForRules(part)) && !OWN_TOOL_FOR.test(foldForRules(part)))) return null;
  const tools = unlistedTools(part, facts).filter((name) => !LANGUAGE_NAME.test(foldForRules(name).split(/[ -]/)[0] ?? ""));
  if (tools.length === 0) return null;
  return { answers: tools.slice(0, 2).map((name) => ({ t: "unlisted-platform" as const, name })), topic: null, intent: "integrations" };
}

/** "I use Buildertrend for my remodels. Can it connect? How much?": the tool of one part, connected and priced in the next. */
export function unlistedToolInMessage(message: string, parts: readonly string[], facts: SiteFacts): Resolved | null {
  if (parts.length < 2 || !CONNECT_ASKED.test(foldForRules(message)) || findPlatforms(message, facts).length > 0) return null;
  // "…của tụi tui là CINC, kết nối vô được hông? tính tiền sao?": a tool known to be unlisted, named anywhere.
  const listedAsUnlisted = unlistedPlatform(foldForRules(message));
  const tools = (listedAsUnlisted ? [listedAsUnlisted] : unlistedTools(message, facts)).filter((name) => !LANGUAGE_NAME.test(foldForRules(name).split(/[ -]/)[0] ?? ""));
  return tools.length > 0 ? { answers: tools.slice(0, 2).map((name) => ({ t: "unlisted-platform" as const, name })), topic: null, intent: "integrations" } : null;
}

// "uso un programa de contabilidad, ¿me lo conectan?", "we use an accounting app, can you hook it up?", "phần mềm kế toán
// tụi tui xài, kết nối được hông": the visitor's own tool of a kind the site lists no platform for, unnamed, asked to be
// connected: Custom Integrations. So is an old one of theirs, of any kind ("一套十几年的旧软件，能接进来吗").
// An old program, or one kept for collecting rent, is the visitor's own as well ("an ancient rent program only we still
// use", "un sistema antiguo para cobrar las rentas"), as an old 软件 is: connecting it is custom work.
const OWN_KIND = /\b(?:(?:accounting|bookkeeping|maintenance|work order|inspection|hoa|association|rent collection|old|ancient|legacy) (?:software|program|system|app|tool|platform)|(?:software|program|system|app|tool) (?:\w+ ){0,2}(?:for|to) collect(?:ing)? (?:the )?rents?|(?:programa|programita|sistema|software|app|aplicacion|herramienta|plataforma) (?:\w+ ){0,2}(?:viej[oa]|antigu[oa]|para cobrar (?:las |la )?rentas?|de cobro de (?:las |la )?rentas?)|(?:programa|programita|sistema|software|app|aplicacion|herramienta|plataforma) (?:\w+ ){0,2}de (?:contabilidad|mantenimiento|inspecciones)|(?:phan mem|he thong|chuong trinh|ung dung|app) (?:\w+ ){0,2}(?:ke toan|bao tri))\b|(?:会计|记账|财务|维修|物业管理)(?:软件|系统|程序|app|平台|工具)|(?:旧|老|过时|很老|很旧)的?(?:软件|系统|程序)/;
// "my nephew wrote a commission app in Excel, can you hook it up?", "mi pata hizo una app de comisiones", "thằng cháu tui viết
// cái phần mềm sổ sách", "我老公自己写了个记账小程序": a program someone they know made, asked to be connected, is their
// own tool too, whatever it was built in (a spreadsheet is where it lives, not the platform asked). A "bespoke rota
// app" was made for them too.
// "un programa de alquileres hecho a medida": made to measure for them, in Spanish.
// An old program of their own ("un programita viejo", "an old program") is theirs to connect, as one written for them is.
const HOME_MADE = /\b(?:(?:programa|programita|sistema|software|app|aplicacion)s? (?:\w+ ){0,2}(?:viejo|viejito|antiguo)|(?:an |our |my )?(?:old|ancient|outdated) (?:\w+ ){0,2}(?:program|software|system|app)|(?:programa|programita|sistema|app|aplicacion|software|herramienta)s? (?:\w+ ){0,3}hech[oa]s? (?:a (?:la )?medida|en casa)|(?:wrote|built|made|coded|programmed|developed|put together|whipped up) (?:\w+ ){0,4}(?:program|app|software|tool|system|script)|(?:home-?made|homegrown|in-?house|bespoke|custom-?built) (?:\w+ )?(?:program|app|software|tool|system)|(?:hizo|escribio|programo|creo|armo|desarrollo|invento) (?:\w+ ){0,3}(?:app|appcita|aplicacion|programa|programita|sistema|sistemita|software|herramienta)|(?:viet|lam|tao|code) (?:\w+ ){0,3}(?:phan mem|app|ung dung|chuong trinh|he thong))\b|(?:写|做|编|搞)了?(?:个|一个|套)[^，。？?]{0,8}(?:程序|软件|系统|app|工具)|(?:很老|老旧|旧|老掉牙|老|十几年前|几十年前|多年前|自己|内部|自建|自研)的?(?:内部|物业|管理|会计|记账|财务){0,2}(?:系统|软件|程序)/;
// "a rota thing a lad built us in Access", "some fella made us": made for them by someone they know.
// "his nephew made it", "his own commission tracker in FileMaker", "a little app we have", "un programita en Access",
// "cái app nhỏ", "file Excel … tự làm", "一个国内的小软件", "一个很老的内部系统": a small program of their own (or made by someone they know) is
// home-made as well, whatever it was built in.
// "un Excel con macros que me hizo mi hija": the maker named after the tool, in Spanish.
const SMALL_OWN = /\b(?:(?:excel|hoja de calculo|programa|app|aplicacion|sistema|base de datos)\b.{0,30}\bque (?:me|nos) (?:hizo|armo|programo|creo|desarrollo) (?:mi|un|una|el|la|nuestr[oa]) (?:hij[oa]|sobrin[oa]|prim[oa]|herman[oa]|espos[oa]|marido|amig[oa]|compadre|socio|yerno|nuera|nieto|nieta)|(?:nephew|niece|son|daughter|cousin|brother|sister|husband|wife|friend|buddy|kid|guy|uncle|dad|father|mom|partner|developer|dev|lad|fella|feller|bloke|chap|mate)s? (?:\w+ ){0,2}(?:made|built|wrote|coded|programmed) (?:it|that|this|one|them|us|me|we|for (?:us|me|we))|(?:my|our|his|her|their) own (?:\w+ ){0,2}(?:tracker|program|app|software|tool|system|database)|(?:my|our|his|her|their|have|got|has) (?:an? |this |the )?(?:own )?(?:small|little|tiny|simple|basic) (?:\w+ ){0,2}(?:program|app|software|tool|database|tracker|system)|programita|sistemita|appcita|aplicacioncita|(?:programa|app|aplicacion|sistema) (?:\w+ )?(?:casero|chiquito|hecho en casa)|(?:app|phan mem|ung dung|chuong trinh) nho|(?:file|app|phan mem|ung dung|chuong trinh|bang tinh) (?:[a-z]+ ){0,5}tu (?:lam|viet|tao|che))\b|小(?:软件|程序|工具|系统|app)|自己(?:做|写|编|搞)的(?:软件|程序|系统|表格|app|工具)/;
// "cái app đặt lịch riêng của tụi em", "phần mềm tính lương cũ rích", "chương trình bạn chị viết riêng": in Vietnamese the
// program comes first, what it does follows, and what makes it theirs (their own, old, written for them) closes the
// phrase several words later.
const THEIRS_AFTER_VI = /\b(?:app|phan mem|ung dung|chuong trinh) (?:[a-z]+ ){0,8}?(?:(?:tu|quen|chau|con|ban) (?:viet|lam|tao|code)|viet rieng|lam rieng|rieng(?! (?:cua|cho) (?:ban|anh|chi|ben|minh)\b)|cu (?:xi|ky|rich)|doi cu|cu(?= ?[,.?!]|$))\b/;
// "mấy anh nối nó vô CRM": a pronoun may sit between "nối" and "vô"; "nối được không" asks it with nothing after
// (read only beside their own program, as "nói được tiếng Anh không" folds the same).
// "có nối với AI được không": joined with ours, asked with its "được không" a few words later.
const CONNECT_IT_IN = /\bnoi (?:(?:no|cai do|cai nay|cai app|file do) (?:vo|vao)|(?:duoc|dc) (?:khong|ko|hong|hok)|(?:voi|vao|vo) (?:\w+ ){1,3}(?:duoc|dc) (?:khong|ko|hong|hok))\b/;
// "我们胶己有个排班软件，想接进来" (胶己, Teochew for 自己), "nối phần mềm riêng của chị vô": a program of their own, said
// as theirs, with connecting it in ("接进来", "nối … vô") asked.
const THEIR_OWN = /(?:我们|我|咱们|阮)(?:自己|胶己|家己|自家)(?:有|用|做|写|开发)(?:的|了)?(?:个|一个|一套|套)?[^，。？！?!]{0,6}(?:软件|系统|程序|app|工具)|\b(?:phan mem|app|ung dung|chuong trinh|he thong) (?:\w+ ){0,3}rieng cua (?:chi|em|anh|toi|tui|minh|co|chu)\b(?=.{0,10}\b(?:vo|vao)\b)/;
const CONNECT_IN = /\bnoi\b.{0,40}\b(?:vo|vao)\b|接进来|接入|对接|连上|连进来|接上/;
export const homeMadeTool = (text: string): boolean =>
  ((HOME_MADE.test(text) || SMALL_OWN.test(text) || THEIRS_AFTER_VI.test(text)) && (CONNECT_ASKED.test(text) || CONNECT_IT_IN.test(text))) || (THEIR_OWN.test(text) && (CONNECT_ASKED.test(text) || CONNECT_IN.test(text)));

export const ownUnnamedTool = (text: string, facts: SiteFacts): boolean =>
  OWN_KIND.test(text) && CONNECT_ASKED.test(text) && findPlatforms(text, facts).length === 0 && unlistedTools(text, facts).length === 0 && !unlistedPlatform(text);

// "I use Buildium for rent collection", "xài AppFolio để thu tiền nhà", "用Propertyware来收租": what the visitor's own tool
// does (collecting rent) is no question about us; connecting the tool is. The task may come first ("我收租用的是一个很老
// 的物业软件": what I collect rent with is…), and the tool may go unnamed (an old 软件 or 系统) when connecting it is asked.
// So may a program of the visitor's own kind ("un programa viejo para cobrar las rentas, ¿cuánto por conectarlo?").
const OWN_TOOL_FOR = /\b(?:use|using|uses|usamos|uso|usa|usando|xai|dung)\b.{0,40}\b(?:for|to|para|pa|de|den)\b|用.{0,20}(?:来|做|收)|(?:收|管|记|做|排|发|算|跟)[^，。？！?!\s]{1,4}用的(?:是|就是)/;
const SOFTWARE_WORD = /(?:软件|系统|程序|平台)/;
export const toolDoesIt = (part: string, facts: SiteFacts, platforms: number): boolean =>
  (OWN_TOOL_FOR.test(foldForRules(part)) && (platforms > 0 || unlistedPlatform(foldForRules(part)) !== null || unlistedTools(part, facts).length > 0 || (SOFTWARE_WORD.test(part) && CONNECT_ASKED.test(foldForRules(part))))) ||
  ownUnnamedTool(foldForRules(part), facts);
