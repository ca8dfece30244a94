import { addOnServices, bundles, packages } from "#common/content/offerings.ts";
import { COMPANY_SUFFIX, CONTACT_DETAIL, isKey, NAME_STOP, NOT_A_NAME, OFFERING_WORDS, PLACES, titleCase } from "./name-words.ts";
import { listedIntroduction } from "./name-listed.ts";
import { ZH_BUSINESS_OF_NAME } from "./person-name-zh.ts";

// Companies come from self-introductions too ("I'm Mike from Bayou Realty", "trabajo en Keller Williams",
// "công ty Sao Mai", "我在珍珠城地产工作"); a business is never guessed from a capitalised word alone.

const COMPANY_WORDS = "([\\p{L}\\d][\\p{L}\\d&'’.-]*(?:\\s+[\\p{L}\\d&][\\p{L}\\d&'’.-]*){0,4})";
const EXPLICIT_COMPANY = new RegExp(
  `\\b(?:i work (?:at|for)|we work (?:at|for)|work for|(?:my|our) (?:company|brokerage|firm|agency|office)(?: name)? is(?: called)?|company(?: name)?\\s*[:=-]|trabajo (?:en|para)|trabajamos (?:en|para)|mi (?:empresa|compa[nñ][ií]a|correduria|inmobiliaria|agencia|oficina) (?:es|se llama)|empresa\\s*[:=-])\\s+${COMPANY_WORDS}`,
  "iu",
);
// "put the company down as Smeaton Realty Group": the company to write down, as a form field is filled.
// "the company is Gulf Breeze Realty", "company's called Whitaker Land & Cattle", "company's Ogden Homes Houston", "nuestra empresa es Casa Azul": a business named after these must be capitalised
// ("the company is great" names none). "de la empresa Cuautle Casas": from the business, named capitalised right after.
const NAMED_COMPANY = new RegExp(
  `\\b(?:put (?:the |my |our )?(?:company|business|brokerage|firm)(?: name)? down as|(?:the )?(?:company|business|brokerage)(?: name)? (?:should|can|will) (?:be|go|read) (?:down )?as|the (?:company|brokerage|firm|agency|office|business)(?:['’]s name| name)? is(?: called)?|(?:(?:the|my|our) )?(?:company|business|brokerage|firm|agency|outfit)(?:['’]s| is) (?:called|named)|(?:(?:my|our) )?(?:company|brokerage)['’]s(?= (?-i:\\p{Lu}))|(?:nuestra|nuestro|la) (?:empresa|compa[nñ][ií]a|correduria|inmobiliaria|agencia|oficina|firma) (?:es|e['’]|se llama)|\\b(?:de|desde|con) la (?:empresa|compa[nñ][ií]a|correduria|inmobiliaria|agencia|firma)(?= (?-i:\\p{Lu})))\\s+${COMPANY_WORDS}`,
  "iu",
);
// "oh and it's for Rossdale Property Management", "we're with Calder Homes": what the conversation is for, named
// capitalised and ending in a word that says it is a business ("it's for property management" names none).
const FOR_COMPANY = /(?:^|[\s,.!])(?:it['’]?s|its|it is|this is|that['’]?s|that is|we['’]re|we are)\s+(?:for|with|at)\s+(\p{L}[\p{L}\d&'’.-]*(?:\s+[\p{L}\d&][\p{L}\d&'’.-]*){1,4})/u;
// Words that say a name is a business's: "midtown nest realty", "casa linda homes", "Sigcho Casas", "sao mai group", "sleeping giant property management".
const BUSINESS_WORD = "(?:realty|realtors?|properties|homes|group|team|partners|brokerage|associates|lending|mortgage|investments|inmobiliaria|asociados|management|rentals|leasing|propiedades|bienes raices|casas)";
// "im w Mills & Co Realty", "im w midtown nest realty": a bare "w" is texting for "with" when a capitalised name follows,
// or a name in lower case that a business word ends. "del" is "de el" ("soy Ana, del Bayou Home Team").
const SOFT_COMPANY = new RegExp(`(?:\\b(?:at|with|from|for|del?|en|con|para)|(?<![\\p{L}/])w\\/|(?<![\\p{L}/])w(?=\\s+(?:(?-i:\\p{Lu})|(?:[\\p{L}\\d&'’.-]+\\s+){1,3}${BUSINESS_WORD}\\b)))\\s+${COMPANY_WORDS}`, "giu");
// "Mills and Co Realty", "Pérez y Asociados": a joiner before a word that names a firm is part of the name.
const COMPANY_STOP = /\s+(?:(?:here|aqui|and(?! (?:co|company|sons|daughters|associates|partners)\b)|y(?! (?:asociados|cia|compa[nñ][ií]a|hijos|socios)\b)|my|mi|pa|para|call|ll[aá]m|text|email|correo|phone|tel[eé]fono|in|en|since|desde|but|pero|i|we|our|nuestro|over|near|around|based|located|out|somos|estamos|tenemos|necesitamos|trabajamos|tiene|tienen|tengo|trabaja|trabajan|vende|venden|maneja|manejan|lleva|llevan|es|son|has|have|runs|run|owns)\b|(?:ở|tại)(?=\s)|(?-i:ạ|nhé|nha|nhen|nghen|nghe|nhá|nè|á|đó|nha em|nghen em)(?=[\s.,!?;]|$)).*$/iu;

const DETERMINER = /^(?:my|our|your|their|the|a|an|this|that|mi|mis|su|sus|nuestro|nuestra|un|una|el|la|los|las|este|esta)\b/u;
const ROLE_BEFORE = /\b(?:agent|broker|realtor|leader|lead|manager|owner|agente|l[ií]der|administrador|administradora|asesor|asesora|due[nñ][oa])\s*$/iu;

const IS_BUSINESS_WORD = new RegExp(`^${BUSINESS_WORD}$`, "iu");
// "several team leaders", "what your team said": words that make a business word a common noun.
const NOT_IN_A_BUSINESS_NAME = new Set("several many some few all both other others another each every more most any no two three four five".split(" "));
/**
 * "midtown nest realty hit me at …": typed without capitals or commas, a business's name ends with its business words
 * (and any that follow them: "sao mai realty group"). Only lower-case words after them are cut, so "Homes For Heroes
 * Realty" keeps its own capitalised words; the business word must follow words of a name ("homes for sale", "several
 * team leaders" are none). Only in a message that gives a contact detail, as an introduction does.
 */
function endAtBusinessWord(company: string): string {
  const words = company.split(/\s+/);
  for (let at = 1; at < words.length; at++) {
    if (!IS_BUSINESS_WORD.test(words[at]!)) continue;
    const key = (w: string): string => isKey(w).replace(/[^\p{L}]/gu, "");
    if (words.slice(0, at).some((w) => NOT_A_NAME.has(key(w)) || NOT_IN_A_BUSINESS_NAME.has(key(w)) || NAME_STOP.has(key(w)))) return company;
    let end = at + 1;
    while (end < words.length && IS_BUSINESS_WORD.test(words[end]!)) end++;
    if (end < words.length && /^\p{Ll}/u.test(words[end]!)) return words.slice(0, end).join(" ");
  }
  return company;
}

// "the setup fees for Email Commander, …": what we sell, named after "for" or "with", is no business of the visitor's.
const OUR_OFFERINGS = new Set([...addOnServices.map((a) => a.name), ...bundles.map((b) => b.name), ...packages.map((p) => `${p.name} Package`)].map((n) => n.toLowerCase()));

const PACKAGE_FIRST = new RegExp(`^(?:${packages.map((p) => p.name).join("|")})(?![\\p{L}\\d])`, "iu");
/** `afterRole`: "agent at Compass" makes a single capitalised word credible as a company. `withDetail`: the message gives a contact detail. */
// "del equipo Drago Homes", "coordinadora de marketing de Drago Homes", "the marketing lead at Drago Homes": typed in lower
// case before a capitalised name, the kind of outfit or the visitor's job is no part of the business's name. Only in an
// introduction that gives a contact detail: "¿trabajan con agentes de Keller Williams?" asks who our clients are.
const KIND_BEFORE_NAME = /^(?:(?:equipo|grupo|team|group|empresa|compa[nñ][ií]a|oficina|despacho|agencia|inmobiliaria|correduria|firma|company|firm|agency|office|brokerage)\s+|(?:\p{Ll}[\p{L}'’-]*\s+)+(?:de|del|of|at|for|with|para|con)\s+)(?=\p{Lu})/u;

const SCHOOL = /(?:^|\s)(?:high|high school|school|university|college|academy|elementary|junior high|middle school|uni|universidad|colegio|escuela|preparatoria|prepa|liceo|instituto)(?:\s+\d+)?$/iu;

function cleanCompany(raw: string, soft: boolean, afterRole = false, withDetail = false): string | undefined {
  const cleaned = raw.replace(/[,;!?()].*$/u, "").replace(/\.\s.*$/u, "").replace(COMPANY_STOP, "").replace(/[.\s]+$/, "").trim();
  const company = withDetail ? endAtBusinessWord(cleaned.replace(KIND_BEFORE_NAME, "")) : cleaned;
  // "ballpark for Enterprise with 19 agents": one of our packages, named after "for", is no business of the visitor's.
  if (PACKAGE_FIRST.test(company) && !COMPANY_SUFFIX.test(company)) return undefined;
  if (company === "" || DETERMINER.test(company) || PLACES.has(company.toLowerCase()) || OUR_OFFERINGS.has(company.toLowerCase()) || /^\d/.test(company)) return undefined;
  // "a teammate of mine from Arkansas High", "un compa de la Prepa 5": a school names where someone studied, not a business.
  if (SCHOOL.test(company) || /^(?:ia|ai|a\.i\.?)$/i.test(company)) return undefined;
  // "team", "the group": a business word alone names no business.
  if (company.split(/\s+/).every((w) => IS_BUSINESS_WORD.test(w))) return undefined;
  const capitalised = /^\p{Lu}/u.test(company);
  const credible = COMPANY_SUFFIX.test(company) || (capitalised && (afterRole || /\s/.test(company)));
  if (soft && !credible) return undefined;
  if (!soft && !capitalised && !COMPANY_SUFFIX.test(company) && company.split(/\s+/).length > 3) return undefined;
  return titleCase(company.split(/\s+/));
}

// The reader addressed right before the business, in the same clause: "tú eres del …", "¿es usted de …?", "are you from …".
const ASKED_OF_READER = /\b(?:t[uú] eres|eres|sos|vos sos|es usted|usted es|son ustedes|ustedes son|are you(?: guys| all)?|you(?: guys)? are|you['’]re|r u)\s*$/iu;

// A role after a determiner ("el agente de IA", "un agente de IA que conteste", "the agent with the listing") is someone
// talked about, not the visitor.
const SELF_INTRODUCTION =
  /\b(?:i am|i'?m|we are|we'?re|this is|soy|somos|estoy|estamos|trabajo|me llamo|my name|mi nombre|name'?s|(?<!\b(?:the|your|their|this|that|a|an|el|la|los|las|su|sus|tu|tus|este|esta|ese|esa|al|del|un|una) )(?:agent|broker|realtor|leader|manager|agente|l[ií]der|administrador))/iu;

// "công ty ABC Realty", "làm ở Sao Mai Realty", "trợ lý tại Bến Nghé Homes" (a role, then at): a Vietnamese introduction
// names the company after these words.
// "công ty của tôi là …", "cty em là …", "Công ty của cô tên …": the company is said to be what follows.
// The pronoun after "công ty" is lower case: "công ty Minh Quân Property" is a business named Minh…, not "my company" (mình).
// Texting shortens it to a letter ("cty e là …", "cty a la …"), said before "là" only.
const VI_COMPANY = new RegExp(`(?:(?:c[oô]ng ty|cty)(?: (?:c[uủ]a )?(?-i:t[oô]i|m[iì]nh|em|ch[uú]ng t[oô]i|anh|ch[iị]|c[oô]|ch[uú]|b[aá]c|tui)(?!\\p{L})| (?:c[uủ]a )?(?-i:[eatc])(?= (?:t[eê]n )?l[aà](?!\\p{L})))?(?: t[eê]n(?: l[aà])?| l[aà])?|ch[uủ] (?:ti[eệ]m|c[uử]a h[aà]ng|v[aă]n ph[oò]ng)|(?:l[aà]m (?:vi[eệ]c )?|(?:qu[aả]n l[yý]|tr[oợ] l[yý]|nh[aâ]n vi[eê]n|gi[aá]m [dđ][oố]c|k[eế] to[aá]n|m[oô]i gi[oớ]i) )(?:[oở]|t[aạ]i|cho)(?: c[oô]ng ty)?)\\s+${COMPANY_WORDS}`, "iu");
// "trợ lý của nhóm Hòa Bình Realty", "em là Lan bên Sao Mai Homes": "nhóm" (team) and "bên" (at, with) before a business.
// Both also come before places and tools ("bên Katy", "bên Follow Up Boss"), so a business word must end the name.
// "bên o là Wilcrest Palms Apartments", "bên em là …": "our side is …", the business (central "o", southern "tui" too).
const VI_GROUP = new RegExp(`(?<!tr[uư][oở]ng )(?:nh[oó]m|b[eê]n|đội|[dđ][oộ]i ngũ)(?:\\s+(?-i:o|em|anh|ch[iị]|tui|t[oô]i|m[iì]nh|tụi (?:em|tui|m[iì]nh)|ch[uú]ng (?:t[oô]i|em))\\s+l[aà])?\\s+${COMPANY_WORDS}`, "iu");
// "Riverstone Capital的": a business named in Latin letters before 的 in a Chinese introduction.
// Latin letters only: "、CRM和日历怎么打通的文章" is a list going on in Chinese, not a business.
const ZH_LATIN_COMPANY = /(?:[，,、]|我是|我在|来自)\s*(\p{Lu}[\p{Script=Latin}\d&'’.-]*(?:\s+\p{Lu}[\p{Script=Latin}\d&'’.-]*){0,4})\s*的/u;
// "我在XX地产工作", "我是XX地产的", "在北国地产做交易协调": the name runs up to a word that says it is a company, before the
// verb of the work done there.
// Latin letters may come in lower case ("我在midtown nest realty工作"). "晓雯地产工作室" (a studio) is the business's whole
// name: its 工作 is no verb ending it ("在晓雯地产工作室工作").
const ZH_COMPANY = /(?:我|^|[，,。；;]\s*)(?:在|是|来自|们是)\s*([\p{Script=Han}A-Za-z0-9&' ]{1,20}?(?:地产|房产|房地产|置业|不动产|经纪公司|公司|集团|工作室|事务所|[Rr]ealty|[Gg]roup|[Hh]omes|[Pp]roperties|[Tt]eam))(?:工作(?!室)|上班|做|负责|当|任职|的|，|,|。|$)/u;

// "公司名称：华美地产", "公司名稱是晴天地產", "公司叫…", "公司名写稷下地产" (write it down as): a company given as a labelled field, a closing particle ("公司叫
// Liao Realty Team 喔") no part of it.
const ZH_LABELLED_COMPANY = /公司(?:名称|名稱|名字|名)?\s*(?:[:：]|是|叫|為|为|(?:就)?(?:写|填)(?:成|的是|上)?)\s*([\p{Script=Han}A-Za-z0-9&' ]{2,40}?)\s*(?:[喔哦啦啊呀吧噢唷]\s*)?(?=[，,。.；;！!~～]|$)/u;
// "，在Bayview Homes做市场": where the visitor works, named in Latin letters after 在 and before the work they do.
const ZH_WORKS_AT = /(?:^|[，,、\s]|我)在\s*(\p{Lu}[\p{Script=Latin}\d&'’.-]*(?:\s+\p{Lu}[\p{Script=Latin}\d&'’.-]*){0,4})\s*(?:做|工作|上班|负责|当|任职)/u;
// "owner of Pinewood Realty", "co-founder of Harbor Homes": the business a visitor runs, named after their role.
const ROLE_OF = new RegExp(`\\b(?:owner|co-?owner|broker-?owner|founder|co-?founder|ceo|president|principal|partner|due[nñ][oa]|fundador[a]?|socio|socia)\\s+(?:of|de)\\s+${COMPANY_WORDS}`, "iu");
// "我是陈国华，国华地产投资，电话 …": a business typed as an item of its own, between commas, ending in a word that says it
// is one (投资, 资本, 物业 and 物业管理 too: "做投资的" is work, so an item holding a verb or a pronoun is no name).
// "刘建国，建国置业的，…": "的" after the business says the visitor is from it.
// "洪雅婷，刺桐地产的市场协调，电话…": the business, then 的 and the visitor's job title, is an item too.
const ZH_ITEM_COMPANY = /(?:^|[，,、])\s*([\p{Script=Han}A-Za-z0-9&' ]{2,16}?(?:地产|房产|房地产|置业|不动产|经纪公司|公司|集团|投资|资本|物业(?:管理|服务)?|控股|工作室|事务所))\s*(?:的(?:[\p{Script=Han}]{2,6})?)?(?=[，,、。；;]|$)/u;
const ZH_NOT_ITEM_COMPANY = /^(?:一家|一个|经纪|房地产|地产|房产|公司|投资|物业)|[做是在有想要用给找我你他她们的和跟]/u;
// "我是金湾的老板": the business before 的 and a role word, with or without a word saying it is a company.
const ZH_OWNER = /([\p{Script=Han}A-Za-z0-9&' ]{2,12}?)的(?:老板|负责人|创始人|经纪人|经理|合伙人|总监|老总|店长)/u;

// "问一下，Growth的跟进是自动的吗？", "Enterprise的客户管理…": a package, add-on or bundle of ours (or our own name), read
// where a business would stand, is ours, never the visitor's business.
const OUR_NAMES = new Set([...OUR_OFFERINGS, ...packages.map((p) => p.name.toLowerCase()), "bayou city ai"]);
export function extractCompany(message: string): string | undefined {
  const company = companyIn(message);
  return company && !OUR_NAMES.has(company.toLowerCase()) ? company : undefined;
}

// "company is wakamow realty", "…, company is portneuf realty.": the company said to be a name its business word ends,
// typed in lower case with no "the" before it.
const COMPANY_IS = new RegExp(`(?:^|[,.;!]\\s*)(?:the |my |our )?(?:company|business|brokerage|firm)(?: name)?(?:['’]s| is)(?: called| named)?\\s+((?:[\\p{L}\\d&'’.-]+\\s+){0,3}${BUSINESS_WORD})(?![\\p{L}])`, "iu");

// "kylie tregonning from hannan realty, kylie@…": two plain words of a name opening the message, then where they work.
const NAME_FROM_COMPANY = new RegExp(`^\\W*\\p{Ll}[\\p{Ll}'’-]+\\s+\\p{Ll}[\\p{Ll}'’-]+\\s+(?:from|with|at)\\s+((?:[\\p{Ll}\\d&'’.-]+\\s+){1,3}${BUSINESS_WORD})(?![\\p{L}])`, "u");

// "darryl whitlock here, talbragar realty": two plain words before "here", then the business.
const NAME_HERE_COMPANY = new RegExp(`^\\W*\\p{Ll}[\\p{Ll}'’-]+\\s+\\p{Ll}[\\p{Ll}'’-]+\\s+here\\s*,\\s*((?:[\\p{Ll}\\d&'’.-]+\\s+){1,3}${BUSINESS_WORD})(?![\\p{L}])`, "u");

function companyIn(message: string): string | undefined {
  const withDetail = CONTACT_DETAIL.test(message);
  const plain = COMPANY_IS.exec(message)?.[1] ?? NAME_HERE_COMPANY.exec(message)?.[1] ?? (withDetail ? NAME_FROM_COMPANY.exec(message)?.[1] : undefined);
  // (A capitalised name is read by the rules below, which keep its words after the business word: "Kessler Homes Katy".)
  if (plain && /^\p{Ll}/u.test(plain) && !NOT_A_NAME.has(isKey(plain.split(/\s+/)[0]!))) return titleCase(plain.split(/\s+/));
  const explicit = EXPLICIT_COMPANY.exec(message);
  if (explicit?.[1]) return cleanCompany(explicit[1], false, false, withDetail);
  const named = NAMED_COMPANY.exec(message)?.[1];
  const namedCompany = named ? cleanCompany(named, true, true) : undefined;
  if (namedCompany) return namedCompany;
  const forCompany = FOR_COMPANY.exec(message)?.[1];
  // Typed in lower case ("oh and its for roebling realty"), the name must end in a word saying it is a business.
  const forName = forCompany ? cleanCompany(/^\p{Ll}/u.test(forCompany) ? endAtBusinessWord(forCompany) : forCompany, !/^\p{Ll}/u.test(forCompany)) : undefined;
  if (forName && COMPANY_SUFFIX.test(forName) && !NOT_A_NAME.has(isKey(forName.split(/\s+/)[0]!)) && !/^(?:property|real|the|a|my|our)\b/i.test(forName)) return forName;
  // "尊敬的贵公司：您好": our company addressed, and a greeting, is no company of the visitor's.
  const labelled = ZH_LABELLED_COMPANY.exec(message.replace(/(?:贵|貴)公司/gu, "　"))?.[1]?.trim();
  // "我们公司是做什么的": a sentence, not a name; "家和不動產" ends in what it is, so its 和 is part of the name.
  const endsAsBusiness = labelled !== undefined && /(?:地[产產]|房[产產]|置[业業]|不[动動][产產]|公司|集[团團]|[Rr]ealty)$/u.test(labelled);
  if (labelled && !(endsAsBusiness ? /[做想要找吗嗎呢么麼什我你他她们們]/u : /[做是在有想要用给找我你他她们的和跟吗嗎呢么麼什]/u).test(labelled)) return labelled;
  const worksAt = ZH_WORKS_AT.exec(message)?.[1];
  // "我在 Sugar Land 工作" says where, not for whom.
  if (worksAt && /[\p{Script=Han}]/u.test(message) && !PLACES.has(worksAt.toLowerCase())) return worksAt;
  const owned = ROLE_OF.exec(message)?.[1];
  const ownedCompany = owned ? cleanCompany(owned, true, true) : undefined;
  if (ownedCompany) return ownedCompany;
  const zhOfName = ZH_BUSINESS_OF_NAME.exec(message)?.[1]?.trim();
  // "我们公司的王丽" names no business.
  if (zhOfName && !/^(?:你们|我们|这|那|一|本|贵)/u.test(zhOfName)) return zhOfName;
  const zh = ZH_COMPANY.exec(message)?.[1]?.trim();
  if (zh && !/^(?:一家|一个|经纪|房地产|地产|公司)/u.test(zh) && !/^[A-Za-z]+$/u.test(zh)) return /^[a-z]/u.test(zh) ? titleCase(zh.split(/\s+/)) : zh;
  const zhItem = withDetail ? ZH_ITEM_COMPANY.exec(message)?.[1]?.trim() : undefined;
  if (zhItem && !ZH_NOT_ITEM_COMPANY.test(zhItem)) return zhItem;
  const zhOwner = ZH_OWNER.exec(message)?.[1]?.replace(/^(?:我是|我们是|我在)/u, "").trim();
  // "帮我写…给我们的经纪人" asks for a task: a verb or a pronoun in it names no business.
  if (zhOwner && zhOwner.length >= 2 && !/^(?:你们|我们|这|那|一|本|贵)/u.test(zhOwner) && !ZH_NOT_ITEM_COMPANY.test(zhOwner)) return zhOwner;
  const latin = /[\p{Script=Han}]/u.test(message) ? ZH_LATIN_COMPANY.exec(message)?.[1] : undefined;
  // "文章说，Katy的房子…": a place before 的 says where the homes are, not whose business.
  if (latin && !OUR_OFFERINGS.has(latin.toLowerCase()) && !PLACES.has(latin.toLowerCase())) return latin;
  const listed = listedIntroduction(message).company;
  if (listed) return listed;
  // Typed in lower case ("làm ở công ty sao mai realty"), the name needs a business word to end it.
  const vi = VI_COMPANY.exec(message)?.[1];
  if (vi) {
    const company = cleanCompany(vi, true, /^\p{Lu}/u.test(vi), withDetail);
    // "bên bạn có làm ở Sugar Land ko?" asks whether we work there: a place, asked of us, names no business.
    const askedOfUs = /\b(?:b[eê]n (?:b[aạ]n|anh|ch[iị]|em)|c[aá]c b[aạ]n|c[oô]ng ty (?:b[aạ]n|anh|ch[iị]))\b.{0,20}\bl[aà]m\b/iu.test(message);
    if (company && !/^m[oô]i gi[oớ]i\b/iu.test(company) && !PLACES.has(company.toLowerCase()) && !askedOfUs) return company;
  }
  const viGroup = VI_GROUP.exec(message)?.[1];
  const group = viGroup ? cleanCompany(viGroup, true) : undefined;
  // "chị tên Nhung, bên Song Han Rentals, số …": beside a contact detail, capitalised words that are no place or tool are the business.
  // "bên em là Bellaire Garden Apartments": said to be the business, a place may open its name.
  const saidToBe = viGroup !== undefined && /\s+l[aà]\s+$/iu.test(VI_GROUP.exec(message)![0].slice(0, -viGroup.length));
  const byDetail = withDetail && /^\p{Lu}\S*(?:\s+\p{Lu}\S*)+$/u.test(group ?? "") && !group!.split(/\s+/).some((w) => OFFERING_WORDS.has(isKey(w)) || (PLACES.has(isKey(w)) && !saidToBe));
  if (group && (COMPANY_SUFFIX.test(group) || byDetail)) return group;
  // A soft company needs a self-introduction in the same message, so "do you work with HubSpot" is not one.
  if (SELF_INTRODUCTION.test(message)) {
    for (const match of message.matchAll(SOFT_COMPANY)) {
      // "oye, tú eres del Wanderers o no?", "are you guys with Keller?": where the reader is from is asked, not told.
      if (ASKED_OF_READER.test(message.slice(0, match.index))) continue;
      const afterRole = ROLE_BEFORE.test(message.slice(0, match.index));
      const company = match[1] ? cleanCompany(match[1], true, afterRole, withDetail) : undefined;
      if (company) return company;
    }
  }
  return withDetail ? introducedWith(message) ?? namedBusiness(message) : undefined;
}

// "this is darla pruitt with pruitt land & timber, my cell …", "it's bryony widdicombe at smeaton realty group, best
// number is …": typed in lower case, "with" (or "at", "from") right after the name
// introduced is where they work; the business ends its clause, and each of its words is a plain one.
const INTRO_WITH = /(?:^|[\s,.!])(?:this is|i am|i['’]?m|it['’]?s)\s+\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*)?\s+(with|w\/|at|from)\s+([\p{L}\d&][\p{L}\d&'’.-]*(?:\s+[\p{L}\d&][\p{L}\d&'’.-]*){0,4}?)\s*(?=[,;]|\.\s|\s+(?:my|and)\s|\s*\+?\(?\d{3}|$)/iu;
function introducedWith(message: string): string | undefined {
  const match = INTRO_WITH.exec(message);
  // "it's bryony widdicombe at smeaton realty group": "at" or "from" names a business only when a business word ends it
  // ("i'm jane at home", "i'm mike from katy" name none).
  const joiner = match?.[1]?.toLowerCase();
  const found = joiner === "at" || joiner === "from" ? (COMPANY_SUFFIX.test(match?.[2] ?? "") ? match?.[2] : undefined) : match?.[2];
  const words = found?.split(/\s+/).map((w) => isKey(w)) ?? [];
  // A word saying it is a business ("realty", "group") is no common word here, whatever it is in a person's name; nor is
  // the word it follows ("property management").
  if (!found || DETERMINER.test(found) || PLACES.has(found.toLowerCase()) || words.some((w, i) => (NOT_A_NAME.has(w) && !IS_BUSINESS_WORD.test(w) && !IS_BUSINESS_WORD.test(words[i + 1] ?? "")) || NOT_IN_A_BUSINESS_NAME.has(w) || /^question|^\d/.test(w))) return undefined;
  return OUR_OFFERINGS.has(found.toLowerCase()) ? undefined : titleCase(found.split(/\s+/));
}

// "…, office administrator, Clear Lake Shores Realty. denise@…", "we're the Northside Keys Team, inbox team@…": a
// capitalised name that ends in a word saying it is a business, in a message that gives a contact detail.
// "Mills & Co Realty", "Kim and Park Homes": "&" and "and" join the capitalised words.
const BUSINESS_NAME = /(?<![\p{L}\d])(\p{Lu}[\p{L}'’&.-]*\s+(?:(?:\p{Lu}[\p{L}'’&.-]*|&|and)\s+){0,3}(?:Realty|Realtors|Properties|Homes|Group|Team|LLC|Inc|Partners|Brokerage|Associates|Real Estate|Property Management|Rentals|Leasing|Management|Propiedades|Inmobiliaria|Bienes Ra[íi]ces|Asociados|Casas))(?![\p{L}\d])/u;
function namedBusiness(message: string): string | undefined {
  if (!CONTACT_DETAIL.test(message)) return undefined;
  const found = BUSINESS_NAME.exec(message)?.[1]?.trim();
  // Our own name and the offerings ("the Enterprise Bundle") are not the visitor's business.
  if (!found || /\b(?:bayou city ai|starter|pro|enterprise|growth|foundation)\b/i.test(found) || PLACES.has(found.toLowerCase())) return undefined;
  return found;
}
