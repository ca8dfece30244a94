import { serviceAreas } from "../../../common/content/offerings.ts";

// Names and companies come from self-introductions ("I'm Mike from Bayou Realty", "me llamo Carla y trabajo
// en Keller Williams"). Without a trigger phrase nothing is guessed: a wrong name in a lead is worse than none.

const WORD = "[\\p{L}][\\p{L}'’.-]*";
const NAME_WORDS = `(${WORD}(?:\\s+${WORD}){0,2})`;

// After one of these the name is explicit, so lower-case input ("my name is john") is accepted.
const EXPLICIT_NAME = new RegExp(
  `(?:\\bmy name is|\\bmy name'?s|\\bname'?s|\\bname is|\\bname:|\\bme llamo|\\bmi nombre es|\\bt[eê]n (?:t[oô]i )?l[aà]|我叫|我的名字是)\\s*${NAME_WORDS}`,
  "iu",
);
// After these a name is only one reading among many ("I'm interested"), so stop words are refused.
const SOFT_NAME = new RegExp(`(?:^|[\\s,.!¡])(?:i am|i'?m|this is|soy|habla)\\s+${NAME_WORDS}`, "iu");

const NOT_A_NAME = new Set(
  `a an the in at on from with of for to interested looking ready new not just here still trying curious calling good fine ok okay
   sure happy glad sorry confused frustrated tired busy available free back done working based located agent broker realtor team
   property owner also currently going wondering thinking hoping asking very so really too and but a the an de del la el un una
   nuevo nueva agente corredor corredora lider administrador administradora asesor asesora dueno duena propietario interesado
   interesada buscando aqui bien muy solo sola con en para y o que from realty terrible great awesome amazing perfect helpful
   interesting confusing expensive cheap cool nice weird it what exactly correct right wrong true useful useless bad ridiculous
   crazy frustrating annoying fine excellent impressive exciting important urgent about for my your our muy genial excelente
   perfecto util terrible horrible caro barato importante urgente nuevo`
    .split(/\s+/)
    .filter(Boolean),
);
// Words that end a name: connectors and the start of the next clause.
const NAME_STOP = new Set(
  "and y from de del with con at en of i im my mi me call llam email correo phone tel here aqui the el la a".split(" "),
);

const titleCase = (words: string[]): string =>
  words.map((w) => (w === w.toLowerCase() ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join(" ");

function cleanName(raw: string, soft: boolean): string | undefined {
  const words: string[] = [];
  for (const word of raw.split(/\s+/)) {
    const bare = word.replace(/[.'’-]+$/, "");
    const key = bare.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();
    if (NAME_STOP.has(key) || bare === "") break;
    if (words.length === 0 && NOT_A_NAME.has(key)) return undefined;
    // Only the first word may be lower case in a soft match; following words must look like a surname.
    if (soft && words.length > 0 && bare.charAt(0) !== bare.charAt(0).toUpperCase()) break;
    words.push(bare);
  }
  return words.length > 0 ? titleCase(words) : undefined;
}

export function extractName(message: string): string | undefined {
  const explicit = EXPLICIT_NAME.exec(message);
  if (explicit?.[1]) return cleanName(explicit[1], false);
  const soft = SOFT_NAME.exec(message);
  if (!soft?.[1]) return undefined;
  const end = (soft.index ?? 0) + soft[0].length;
  const rest = message.slice(end);
  // A lower-case soft name must end its clause and come with other details ("im sarah, broker at ..., 281-..."),
  // else "this is terrible, nothing works" would introduce a Mr Terrible.
  const endsClause = /^\s*(?:[,.!;]|$|\s(?:from|with|at|de|con|en|y|and)\b)/iu.test(rest);
  const withDetails = /@|\d{3}|\b(?:agent|broker|realtor|leader|manager|realty|agente|l[ií]der|administrador|administradora)\b/iu.test(rest);
  const looksLikeName = /^\p{Lu}/u.test(soft[1]) || (endsClause && withDetails);
  return looksLikeName ? cleanName(soft[1], true) : undefined;
}

const COMPANY_SUFFIX =
  /\b(realty|realtors?|properties|property group|homes|group|team|llc|inc|real estate|partners|brokerage|associates|company|co|inmobiliaria|bienes raices)\.?$/iu;
const PLACES = new Set(
  [...serviceAreas, "Houston", "Texas", "TX", "Katy", "Cypress", "Spring", "Pearland", "Humble", "Conroe", "Tomball", "Galveston", "Dallas", "Austin"]
    .map((p) => p.toLowerCase()),
);
const COMPANY_WORDS = "([\\p{L}\\d][\\p{L}\\d&'’.-]*(?:\\s+[\\p{L}\\d&][\\p{L}\\d&'’.-]*){0,4})";
const EXPLICIT_COMPANY = new RegExp(
  `\\b(?:i work (?:at|for)|we work (?:at|for)|work for|(?:my|our) (?:company|brokerage|firm|agency|office)(?: name)? is(?: called)?|company(?: name)?\\s*[:=-]|trabajo (?:en|para)|trabajamos (?:en|para)|mi (?:empresa|compa[nñ][ií]a|correduria|inmobiliaria|agencia|oficina) (?:es|se llama)|empresa\\s*[:=-])\\s+${COMPANY_WORDS}`,
  "iu",
);
const SOFT_COMPANY = new RegExp(`\\b(?:at|with|from|for|de|en|con|para)\\s+${COMPANY_WORDS}`, "giu");
const COMPANY_STOP = /\s+(?:and|y|my|mi|call|ll[aá]m|text|email|correo|phone|tel[eé]fono|in|en|since|desde|but|pero|i|we|our|nuestro)\b.*$/iu;

const DETERMINER = /^(?:my|our|your|their|the|a|an|this|that|mi|mis|su|sus|nuestro|nuestra|un|una|el|la|los|las|este|esta)\b/u;
const ROLE_BEFORE = /\b(?:agent|broker|realtor|leader|lead|manager|owner|agente|l[ií]der|administrador|administradora|asesor|asesora|due[nñ][oa])\s*$/iu;

/** `afterRole`: "agent at Compass" makes a single capitalised word credible as a company. */
function cleanCompany(raw: string, soft: boolean, afterRole = false): string | undefined {
  const company = raw.replace(/[,;!?()].*$/u, "").replace(/\.\s.*$/u, "").replace(COMPANY_STOP, "").replace(/[.\s]+$/, "").trim();
  if (company === "" || DETERMINER.test(company) || PLACES.has(company.toLowerCase()) || /^\d/.test(company)) return undefined;
  const capitalised = /^\p{Lu}/u.test(company);
  const credible = COMPANY_SUFFIX.test(company) || (capitalised && (afterRole || /\s/.test(company)));
  if (soft && !credible) return undefined;
  if (!soft && !capitalised && !COMPANY_SUFFIX.test(company) && company.split(/\s+/).length > 3) return undefined;
  return titleCase(company.split(/\s+/));
}

const SELF_INTRODUCTION =
  /\b(?:i am|i'?m|this is|soy|estoy|estamos|trabajo|me llamo|my name|mi nombre|name'?s|agent|broker|realtor|leader|manager|agente|l[ií]der|administrador)/iu;

// "công ty ABC Realty", "làm ở Sao Mai Realty": a Vietnamese introduction names the company after these words.
const VI_COMPANY = new RegExp(`(?:c[oô]ng ty|cty|l[aà]m (?:vi[eệ]c )?(?:[oở]|t[aạ]i|cho)(?: c[oô]ng ty)?)\\s+${COMPANY_WORDS}`, "iu");
// "我在XX地产工作", "我是XX地产的": the name runs up to a word that says it is a company.
const ZH_COMPANY = /我(?:在|是|来自|们是)\s*([\p{Script=Han}A-Za-z0-9&' ]{1,20}?(?:地产|房产|房地产|置业|不动产|经纪公司|公司|集团|Realty|Group|Homes))(?:工作|上班|的|，|,|。|$)/u;

export function extractCompany(message: string): string | undefined {
  const explicit = EXPLICIT_COMPANY.exec(message);
  if (explicit?.[1]) return cleanCompany(explicit[1], false);
  const zh = ZH_COMPANY.exec(message)?.[1]?.trim();
  if (zh && !/^(?:一家|一个|经纪|房地产|地产|公司)/u.test(zh)) return zh;
  const vi = VI_COMPANY.exec(message)?.[1];
  if (vi && /^\p{Lu}/u.test(vi)) {
    const company = cleanCompany(vi, true, true);
    if (company && !/^m[oô]i gi[oớ]i\b/iu.test(company)) return company;
  }
  // A soft company needs a self-introduction in the same message, so "do you work with HubSpot" is not one.
  if (!SELF_INTRODUCTION.test(message)) return undefined;
  for (const match of message.matchAll(SOFT_COMPANY)) {
    const afterRole = ROLE_BEFORE.test(message.slice(0, match.index));
    const company = match[1] ? cleanCompany(match[1], true, afterRole) : undefined;
    if (company) return company;
  }
  return undefined;
}
