import { compoundNumbersAsDigits } from "./knowledge/number-words.ts";
import { TECHNOLOGIES } from "#common/content/solutions-facts.ts";
import { serviceAreas } from "#common/content/offerings.ts";
import { placesIn } from "./needs.ts";
import { foldForRules } from "./text.ts";
import { ALONE_ES } from "./alone-es.ts";
import type { SiteFacts, SitePost } from "./types.ts";

// Entities a question can be about beyond the offerings: platforms, published posts, and the visitor's profile.

/** Platforms the site names (setup table and technology strip), as written there, that the message mentions. */
export function findPlatforms(message: string, facts: SiteFacts): string[] {
  // A full stop ends the name it follows ("por WhatsApp."); only a dot inside a name ("HAR.com") is kept.
  // "脸书" (Facebook) and Google's tools ("谷歌表格" for Google Sheets) are named by names of their own in Chinese.
  const text = ` ${foldForRules(message).replace(/脸书|臉書|面书/gu, " facebook ").replace(/谷歌表格|谷歌表单|谷歌试算表/gu, " google sheets ").replace(/谷歌(?:云端硬盘|网盘|云盘)/gu, " google drive ").replace(/谷歌日历/gu, " google calendar ").replace(/\p{Script=Han}+/gu, " ").replace(/[^\p{L}\p{N}.]+/gu, " ").replace(/\.(?![\p{L}\p{N}])/gu, " ")} `;
  const names = [...facts.offerings.setupAddOns.flatMap((s) => s.examples.split(/,\s*/)), ...TECHNOLOGIES];
  const found: string[] = [];
  for (const name of names) {
    const folded = foldForRules(name).replace(/[^\p{L}\p{N}.]+/gu, " ");
    // "the Google Sheet where we keep…": a name of several words said in the singular.
    const variants = [folded, folded.replace(/ /g, ""), folded.replace(/\.com.*$/, ""), folded.replace(/ sms$/, ""), folded.replace(/^(\w+ \w+)s$/, "$1")];
    if (name === "OpenAI") variants.push("chatgpt", "chat gpt", "gpt");
    // "we're on Microsoft, Outlook and Teams", "Office 365", "G Suite": the suites by their everyday names.
    if (name === "Microsoft 365") variants.push("microsoft", "office 365", "o365", "ms 365", "microsoft teams", "ms teams", "microsoft office");
    if (name === "Google Workspace") variants.push("g suite", "gsuite", "google apps");
    if (variants.some((v) => v.length >= 3 && text.includes(` ${v} `)) && !found.includes(name)) found.push(name);
  }
  // "HAR.com MLS" and "MLS" are one platform for the visitor.
  return found.filter((n) => !(n === "HAR.com MLS" && found.length > 1 && !/\bhar\b/.test(text)));
}

// Words that say what is asked for, not what about: left out of the subject of an article request.
const NOT_SUBJECT = new Set(
  `do you have any an a the is there about on article articles blog blogs post posts something to read guide guides got anything
   for realtors realtor agents agent real estate ai your you written some tienen algun alguna articulo articulos sobre del de la el
   blog guia hay un una como para co bai viet nao ve khong blog huong dan ban cac cua`.split(/\s+/),
);

/** Same word give or take an ending ("buyer"/"buyers", "connect"/"connecting"), not just a shared start ("instagram"/"instant"). */
const sameWord = (a: string, b: string): boolean => {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short === long || (short.length >= 4 && long.startsWith(short) && long.length - short.length <= 3);
};

/** Published posts about what the visitor asks for; none (with the subject) when the blog has nothing on it. */
export function matchPosts(message: string, posts: readonly SitePost[]): { posts: SitePost[]; subject: string | null } {
  const words = foldForRules(message).replace(/\p{Script=Han}+/gu, " ").split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1 && !NOT_SUBJECT.has(w));
  const latin = words.filter((w) => /^[a-z0-9]+$/.test(w));
  const hasOtherScript = /\p{Script=Han}/u.test(message) && message.replace(/[\x20-\x7E]/g, "").length > 6;
  if (latin.length === 0 && !hasOtherScript) return { posts: posts.slice(0, 3), subject: null };
  const subject = message.replace(/[?？!.。]+$/u, "").trim();
  if (latin.length === 0) return { posts: [], subject: null };
  const scored = posts
    .map((post) => {
      const words = (text: string): string[] => foldForRules(text).split(/[^\p{L}\p{N}]+/u);
      const haystack = words([post.title, post.excerpt, post.category, ...post.tags].join(" "));
      const tags = words(post.tags.join(" "));
      const matched = latin.filter((w) => haystack.some((h) => sameWord(h, w)));
      // A tag names what the post is about: one tag word ("CRM") is enough, other words need half the subject.
      const relevant = matched.length >= Math.ceil(latin.length / 2) || matched.some((w) => w.length >= 3 && tags.some((t) => sameWord(t, w)));
      return { post, hit: relevant ? matched.length : 0 };
    })
    .filter(({ hit }) => hit > 0)
    .sort((a, b) => b.hit - a.hit);
  return scored.length > 0 ? { posts: scored.slice(0, 3).map((s) => s.post), subject: null } : { posts: [], subject: latin.length > 0 && !hasOtherScript ? subjectWords(subject) : null };
}

function subjectWords(message: string): string | null {
  const m = message.match(/\b(?:on|about|sobre|ve)\s+(.{3,60})$/i);
  return m?.[1]?.trim() ?? null;
}

export type Profile = { size?: "solo" | "team" | "brokerage"; agents?: number; area?: string };

// "one person on your side who knows his business" is a person of ours asked for, not a size.
// Spanish "solo" is also "only" ("dame solo el número"): it names a solo agent only beside a role word or "I'm".
// "mình agent solo ở Pearland": Vietnamese puts "solo" after the role. "she solo", "just got her license": another's.
const SOLO = /\b(?:solo (?:agent|realtor|broker|practitioner|agente)|(?:agent|realtor|broker) solo|(?:im|i m|i am|a|as a|as|work|working|go|going|fly|flying|flies|she s|he s|shes|hes|she is|he is|she|he|is|are) solo|individual|independent|just me|just (?:him|her)(?: and (?:his|her) (?:truck|car|phone|laptop|dog|wife|husband))?(?= |$|[,.;!?])|(?<!\bnot )only (?:him|her|himself|herself)(?= for now| right now| at first|[,.;!?]|$)|(?:its|it s|it is) only me|by myself|on my own|part time agent|new agent|one person(?! (?:on|from|at|of|in) (?:your|ur|y ?all ?s?|you)\b| (?:to (?:talk|deal|speak) (?:to|with)|to (?:holler|call|ring|text|reach|yell) (?:at|to)?|who (?:knows|gets|understands)))|(?:brand )?new (?:realtor|licensee)|just (?:got|passed) (?:my|her|his) (?:license|licence|exam)|newly licensed|(?:just )?(?:got|became|getting) licensed|licensed (?:last|this) (?:month|week|year)|first year (?:agent|realtor)|rookie|(?:i |and i )?work alone|(?:just )?got my (?:license|licence)|(?:just )?after passing (?:my|her|his) (?:license|licence|exam)|(?:sold|sells|selling|sell) (?:houses |homes )?solo|lone wolf|(?:selling|sells|sold|working|works|worked|been working) (?:[\w']+ ){0,3}(?:all )?alone\b|saco (?:su|la) licencia|acaba de sacar (?:su|la) licencia|agente (?:independiente|solo|sola|solit[oa]|nuevo|nueva)|sin equipo|no tengo equipo|without a team|no team|(?:don t|dont|do not) have (?:a |any )?(?:team|staff)|(?:khong|ko|k|hong) co (?:team|nhom|nhan vien|ai phu)|para mi sol[ao]\b|trabajo sola|trabajo solo(?= por (?:ahora|el momento)|\s*[,.;!?]|$)|(?:voy a )?trabajar sola|trabajo por mi cuenta|(?:acabo de sacar|me acaban de dar|recien saque) (?:mi|la) licencia|(?:aprobe|acabo de (?:pasar|aprobar)) el examen|(?:soy |recien )(?:licenciad[oa]|nuev[oa] (?:agente|en esto))|empiezo como agente|lam (?:mot minh|1 minh)|moi gioi ca nhan|moi gioi doc lap|moi gioi moi|moi vao nghe|moi lay bang|moi dau (?:license|bang|thi)|minh en|1 minh|mot minh|1 mik|mot mik|1 mk)\b|独立经纪人|一个人|没有团队|没团队|新手|刚入行|刚拿到执照|执照刚(?:拿到|下来)|单枪匹马|独自(?:干|做|卖)|自己出来做|新经纪人|\btu buon chai\b|\bkhong co ai (?:do|phu|giup)\b|\b(?:vender|trabajar) solit[oa]\b|\bva a vender sol[ao]\b/;
// Solo said of someone else or without "solo": "it's just herself", "only her for now", "she's on her own", "está solita", "yo sola" (not "conecto yo sola", the self-setup), "nomás ella por
// ahora", "chỉ có chị ấy thôi", "就她自己". "la instalación por su cuenta" (self-setup) and "solo el precio" are no
// person working alone: "por su cuenta" needs a verb of working, "nomás ella" the end of its clause.
const SOLO_SAID_OTHERWISE = /\b(?:just (?:herself|himself|myself)|(?:strik\w*|struck|head\w*|branch\w*|go(?:es|ing)?|set(?:s|ting)?) out (?:solo|alone|by (?:herself|himself|themselves|myself))|passed (?:my|her|his) (?:exam|licens\w* exam|real estate exam) (?:last|this) (?:month|week|year)|(?:working|works|work) for (?:herself|himself)|not a soul (?:under|with|working for) (?:him|her)|(?:by|on) (?:herself|himself|her own|his own)|(?:go|goes|going|work|works|working|strike|striking|set|setting) (?:out |up )?on (?:their|his|her) own|trabaj(?:ar|an|en|aran|arian|ando) (?:solos|solas|solit[oa]s?|sola|por su cuenta)|se independiz\w*|independizarse|(?:she|he) (?:works|is working|will work|s working|is going|s going) (?:alone|solo)|one[- ](?:woman|man|person) (?:show|shop|operation|business|office)|(?:works|working) alone|(?:esta|anda|trabaja|va|sigue|empieza|estara|trabajara|estoy|ando) (?:solit[oa]|sol[oa]\b(?! (?:el|la|los|las|un|una|para|con|en|de|por|que)\b)|por su cuenta)|(?:nomas|solo|solamente|nada mas|unicamente) (?:ella|yo|el)(?= por (?:ahora|el momento|lo pronto)|\s*[,.;!?]|$)|chi co (?:minh |moi )?(?:co ay|chi ay|anh ay|em ay|ban ay|toi|minh|em|tui)(?: thoi)?(?=\s*[,.;!?]|$| (?:thoi|lam|a|nha|nhe))|lam (?:rieng|doc lap)|tu lam mot minh|(?<!\b(?:conecto|conectaria|instalo|instalaria|configuro|hago|monto|armo|pongo|lo|la|los)\s)yo (?:sola|solit[oa]))|(?:就|只有)(?:我|她|他)(?:自己|一个人?)|(?:她|他)(?:自己)?一个人|单干|单打独斗|个人执业|(?:单独|自己)(?:出来)?(?:跑|做|干|卖)(?!什么|啥)|\b(?:tu ra lam|ra lam rieng|khong theo (?:team|nhom|ai) nao)\b/;
// Alone said with a verb of working or starting ("laburo sola", "arranco sola en EaDo", "empiezo solo por ahora",
// "chambeo solo"), or the visitor and a thing for company ("just me and my phone", "somos yo y mi celu", "chỉ có em với
// cái điện thoại", "就我同一部手机"). "Sola" is alone whatever follows; "solo" also means "only" ("vendo solo casas"),
// so it counts only at the end of its clause or before a place or "for now".
// The subject may stand between ("va a trabajar él solo desde su casa", "trabaja ella sola"). ("¿Ustedes trabajan solo en
// Houston?" asks where we work: "solo" is "only" there.)
// "vende casas sola hace 15 años", "vendiendo casas solo en League City": selling alone.
const SOLO_AT_WORK = /\b(?:(?:se )?(?:va|van|voy) a (?:aventar|lanzar|independizar)(?:se)?|vend(?:e|o|iendo)(?: casas)?|labur\w*|arranc\w*|empiez\w*|empez\w*|comienz\w*|chambe\w*|camell\w*|trabaj(?!an\b)\w*|voy|vengo|opero|estoy|sigo|ando|me manejo|me muevo) (?:(?:el|ella|yo) )?(?:sola\b|solit[oa]\b|por (?:su|mi) cuenta\b|solo(?=\s*[,.;!?]|$| (?:en|desde|y|por (?:ahora|el momento|lo pronto|mi cuenta))\b))|\b(?:me|yo|i|toi|em|minh|tui) (?:and|plus|y|con|va|voi|cung) (?:my|mi|mis|cai|chiec)? ?(?:phones?|cell(?: ?phone)?|laptop|computer|car|truck|dog|cat|celu|celular|telefono|compu|computadora|laptop|carro|camioneta|perro|gato|dien thoai|may tinh|laptop|xe)\b|(?:就|只有)我(?:同|和|跟|加)(?:一部|一台|部|台|我的)?(?:手机|电脑|车)/;
// One person with no team, said of the buyer: "a package for one single person with no team", "una sola persona, que
// no tiene equipo", "para alguien sin equipo", "một người không có nhóm", "sin chalán ni nada", "không team không phụ tá".
const ONE_NO_TEAM = /\b(?:single (?:person|agent|realtor)|una sola persona|una persona sola|(?:un|una) (?:agente|asesora?) sol[oa]|(?:no (?:tiene|tengo|tenemos|cuenta con)|sin) (?:un )?equipo|sin (?:chalan|ayudante|asistente|asistenta|secretaria)(?: ni nada)?|khong (?:co )?(?:nhom|team|doi ngu|phu ta|tro ly)|tu dung ra lam)\b/;
// "your team" is ours, not the visitor's; "I don't need team stuff", "sin equipo" say there is none.
const TEAM = /(?<!\b(?:your|ur|su|tu|de su|sus|ben ban|cua ban|dont need|do not need|no need for|without|not a|sin|no tengo|khong can|khong co|khong|khong theo|khong vao|khong o) )\b(?:team|teams|equipo|equipito|nhom)\b(?! (?:cua ban|ben ban|cua cac ban))|(?<!你们的?)团队/;
// "哪家公司的模型" (which company's model) is no brokerage: only a brokerage or a realty firm is.
// "one made for brokerages like ours": the plural said of the visitor's own is one brokerage too.
const BROKERAGE = /\b(?:cong ty (?:lon|to|bu)|brokerage|brokerages like (?:ours|mine|us)|offices|correduria|inmobiliaria|cong ty moi gioi|san giao dich)\b|经纪公司|地产公司|房产公司|我们公司/;
const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, hundred: 100, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, diez: 10, veinte: 20, treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60,
  // "lleva ocho agentes", "somos nueve": Spanish counts past six, and English teens. Not "once" (eleven), which is
  // also English "once" ("once agents sign up").
  siete: 7, ocho: 8, nueve: 9, doce: 12, trece: 13, catorce: 14, quince: 15, eleven: 11, thirteen: 13, fourteen: 14, eighteen: 18 };
const PEOPLE = "(?:agents?|agentes|buyers agents|realtors?|people|personas|asesores|corredores|salespeople|sales ?(?:reps?|agents|people|counsel(?:l)?ors|consultants|associates)|new home (?:sales )?(?:counsel(?:l)?ors|consultants|reps)|vendedores|loan officers|staff|employees|empleados|coordinators|coordinador(?:es|as)|assistants|asistentes|team members|nguoi|agent|moi gioi|nhan vien|nhan su|销售(?:员|人员|顾问)?|[个名位](?:房产|地产)?经纪人?|个人|名|位|人)";
// "two younger agents", "3 new agents", "tres nuevas coordinadoras": a word or two saying which, between count and people.
const WHICH = "(?:(?:younger|young|new|junior|senior|full[- ]time|part[- ]time|licensed|other|more|jovenes|nuev[oa]s|otr[oa]s|mas|moi|tre)\\s+){0,2}";
// "team of 4", "un equipito de cuatro", "có 5": the count after the word for the group.
// "có 2 căn duplex" counts homes, not people.
const TEAM_OF = new RegExp(`(?:team of|equip(?:o|ito|azo) de|co)\\s*(\\d+|${Object.keys(NUMBER_WORDS).join("|")})\\b(?!\\s+(?:can|nha|phong|duplex|toa|lo|cai|units?|doors)\\b)`);
// A small landlord who runs their own few rentals ("my own 3 rentals", "tengo dos dúplex", "tự quản lý", "自己管两套房")
// is one person, whatever they call themselves.
const SMALL_OWNER = /\b(?:(?:own|have|got|tengo|tenemos|co)\s+(?:[1-5]|one|two|three|four|five|un[ao]?|dos|tres|cuatro|cinco|mot|hai|ba|bon|nam)\s+(?:\w+\s+)?(?:rentals?|duplex(?:es)?|rental (?:homes|houses|units)|casas de renta|duplex|can (?:nha|ho|duplex)|can)|my own (?:[1-5]|one|two|three|four|five)? ?rentals?|self[- ]manag\w*|(?:me|lo|las|los) administro (?:yo )?(?:mism[oa]|sol[oa])|tu quan ly)\b|自己管(?:理)?.{0,4}(?:[1-5一二两三四五])(?:间|栋|套)/;
const TEAM_PLANNED = /\b(?:armo|armar|arme|formo|formar|forme|monto|montar|tendre|voy a tener|vamos a ser|seremos|will have|ll have|planning|plan to (?:have|build|start)|going to (?:have|build|start|hire)|next year|el (?:otro|proximo) ano|sang nam|nam sau)\b.{0,25}\b(?:team|equipo|nhom)\b|明年.{0,10}团队/;
const FOR_THEN = /\b(?:para entonces|pa entonces|by then|at that point|for then|for that|when (?:that|it) happens|luc do|khi do|luc ay)\b|到时候|到那时/;
const WITH_TEAM_OF = /\b(?:with|con) (?:a|an|his|her|their|my|our|un|su|mi) (?:\w+ )?(?:team|equipo) (?:of|de)\b/;
// "50 来人", "30多人": about that many, in Chinese.
const COUNT = new RegExp(`(\\d+|${Object.keys(NUMBER_WORDS).join("|")})\\s*-?\\s*(?:[来多几余]\\s*)?${WHICH}${PEOPLE}`);
// "there are three of us", "somos tres", "we are 4": the visitors counted as a whole.
// "somos 3 en la oficina", "we are 5 in the office": counted where they work (not "somos 2 en Katy", a place).
const OF_US = new RegExp(`\\b(\\d+|${Object.keys(NUMBER_WORDS).join("|")}) of us\\b|\\b(?:us|we) (two|three|four|2|3|4)\\b(?! (?:of|years?|offices?)\\b)|(?:\\bwe are|(?<!\\b(?:there|they|you|which|that|who|it|these|those) )\\bwere|\\bsomos) (\\d+|${Object.keys(NUMBER_WORDS).join("|")})\\b(?! (?:years?|anos|de|of|offices?|oficinas)\\b| (?:in|en)\\b(?! (?:the |la |el )?(?:office|oficina|team|equipo|negocio|empresa|agencia|company|business|total|all|casa (?:muestra|modelo)|model(?: home)?|sales office|oficina de ventas)\\b))`);
const GROWN_TO = /\b(?:from|de|tu) \d{1,3} (?:\w+ )?(?:to|a|len|toi|den) (\d{1,3})(?: \w+)? (?:agents?|agentes|people|personas|nguoi|agent|moi gioi)\b|(?:扩|增|涨|变|发展|长|扩大|增加)(?:到|成|至)(\d{1,3}|[二两三四五六七八九十百]+)(?:个|名|位)?(?:人|经纪)/;
const PLUS_ONE = /\b(?:plus|and|with|\+) (?:his|her|my|our|their|a|the) (?:nephew|niece|son|daughter|cousin|friend|brother|sister|assistant|buddy|partner|wife|husband)\b/;
// "me + 2 other agents", "yo y dos agentes más", "tôi với 2 người nữa", "我和两个搭档": the visitor and the others, so one more.
const VI_NUMBERS: Record<string, number> = { mot: 1, hai: 2, ba: 3, bon: 4, nam: 5, sau: 6, bay: 7, tam: 8, chin: 9, muoi: 10 };
const COMPANION = new RegExp(
  `\\b(?:me|i|myself|yo|toi|minh|em|tui|chi|anh)(?:\\s*[+&]\\s*|\\s+(?:and|an|plus|with|n|y|con|mas|va|voi|cung)\\s+)(?:my |mis |mi )?(\\d+|${[...Object.keys(NUMBER_WORDS), ...Object.keys(VI_NUMBERS)].join("|")})\\s+${WHICH}(?:agents?|agentes|realtors?|partners?|socios?|socias|colleagues?|coworkers?|co-workers?|companer[oa]s|colegas|people|personas|guys|gals|girls|ladies|women|staff|assistants?|admins?|others|nguoi(?: phu)?|dua phu|dua em|em phu|tro ly|phu ta|moi gioi|dong nghiep|cong su|ban|agent)\\b`,
);
// "tres coordinadoras y yo", "two agents and me", "3 người và em": the others named first, then the visitor.
const AND_ME = new RegExp(`\\b(\\d+|${[...Object.keys(NUMBER_WORDS), ...Object.keys(VI_NUMBERS)].join("|")})\\s+${WHICH}${PEOPLE}\\s+(?:and|plus|y|mas|va|voi|cung)\\s+(?:me|myself|yo|toi|minh|em|tui)\\b`);
// "20 of em plus me n the broker", "three of them and me": the others counted as "of them", then the visitor.
const OF_THEM_AND_ME = new RegExp(`\\b(\\d+|${Object.keys(NUMBER_WORDS).join("|")}) of (?:em|them|those)\\s+(?:and|an|plus|n|\\+)\\s+(?:me|myself)\\b`);
// "manages 80 rentals with 2 girls in the office", "has 3 guys helping", "con 2 ayudantes": the people working beside the visitor (or the
// person spoken of), so one more than their count.
const HELPERS = new RegExp(`\\b(?:with|and|plus|has|have|got|con)\\s+(\\d+|${Object.keys(NUMBER_WORDS).join("|")})\\s+(?:(?:girls|guys|gals|ladies|helpers|others|ayudantes|muchachas|chicas)\\b|in (?:the|her|his|my|our|their) office\\b|en (?:la|mi) oficina\\b)`);
const ZH_COMPANION = /我(?:和|跟|同|加上?|带着?|与)([\d一二两三四五六七八九十]+)(?:个|名|位)?(?:搭档|同事|合伙人|伙伴|经纪人?|人|助理)/u;

// "nhóm tám agent", "hai mươi lăm người", "mười hai môi giới": a count in Vietnamese words (folded), before the people
// counted. "một" (one) is left out: "một người bạn" is a friend, not a team of one.
const VI_DIGITS: Record<string, number> = { hai: 2, ba: 3, bon: 4, tu: 4, nam: 5, lam: 5, sau: 6, bay: 7, tam: 8, chin: 9 };
// "năm chục người" (five tens), "chục người" (a ten): tens said as "chục" count the same.
const VI_COUNT = /\b(?:(hai|ba|bon|nam|sau|bay|tam|chin) (?:muoi|chuc)|(muoi|chuc))(?: (mot|hai|ba|bon|tu|nam|lam|sau|bay|tam|chin))?\s+(?:nguoi|agents?|moi gioi|nhan vien)\b|\b(hai|ba|bon|nam|sau|bay|tam|chin)\s+(?:agents?|moi gioi|nhan vien)\b/;
// "có hai người làm cùng", "có ba người phụ": others working with the visitor, so one more than their count.
// "có 2 người phụ", "có một người phụ": the count in digits, or one helper.
const VI_WORK_WITH = /\bco (\d{1,2}|mot|hai|ba|bon|nam|sau|bay|tam|chin) (?:nguoi|dua|ban) (?:lam cung|lam chung|phu|giup viec|giup)\b/;
function viCount(text: string): number {
  const withMe = VI_WORK_WITH.exec(text)?.[1];
  if (withMe) return (Number(withMe) || (withMe === "mot" ? 1 : (VI_DIGITS[withMe] ?? NaN))) + 1;
  const m = VI_COUNT.exec(text);
  if (!m) return NaN;
  if (m[4]) return VI_DIGITS[m[4]] ?? NaN;
  const tens = m[2] ? 10 : (VI_DIGITS[m[1] ?? ""] ?? NaN) * 10;
  return tens + (m[3] ? (m[3] === "mot" ? 1 : (VI_DIGITS[m[3]] ?? 0)) : 0);
}

// "六十多个经纪人", "一百二十名经纪人": a count in Chinese numerals.
const HAN_COUNT = /([零一二两三四五六七八九十百]+)\s*(?:多|几|来)?\s*(?:个|名|位)?(?:经纪(?!公司)人?|房产经纪(?!公司)|员工|人)/u;
const HAN_DIGITS: Record<string, number> = { 零: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
/** 十二 → 12, 六十 → 60, 一百二十 → 120; NaN for what is not a number. */
function hanNumber(text: string): number {
  let total = 0;
  let digit = NaN;
  for (const ch of text) {
    if (ch in HAN_DIGITS) digit = HAN_DIGITS[ch] ?? NaN;
    else if (ch === "十" || ch === "百") {
      total += (Number.isNaN(digit) ? 1 : digit) * (ch === "十" ? 10 : 100);
      digit = NaN;
    }
  }
  const value = total + (Number.isNaN(digit) ? 0 : digit);
  return value > 0 ? value : NaN;
}

// "not just me, the whole team", "no solo yo", "không chỉ mình tôi", "不光是我一个人": the visitor alone denied, so
// its "one person" or "just me" says no solo agent; the rest of the message says the size.
const NOT_ONLY_ME = /\b(?:(?:not|no longer|isn ?t|is not|he s not|she s not|hes not|shes not) (?:by|on) (?:himself|herself|myself|his own|her own|my own)(?: anymore| any more| now)?|not (?:just|only|simply) (?:me|myself|for me|one (?:person|agent))|(?:y )?no (?:solo|solamente|nada mas|nomas|unicamente) (?:yo|a mi|para mi|una persona)|khong (?:chi|phai chi) (?:(?:co |rieng )?(?:minh|toi|em|tui|mot minh)(?: toi)?|1 minh))\b|(?:不光|不只|不仅|不单|不止|并非|不是)(?:是|仅)?(?:我|我自己|给我)(?:一个人)?(?:用|做)?/g;
// "a mid size team, not a whole brokerage", "no somos una correduría": the brokerage set aside is not the visitor's size.
const NOT_A_BROKERAGE = /\b(?:not|no|nothing like|rather than|instead of|no somos|no es|sin ser|khong phai)(?: (?:a|an|one|the|una|un|la|mot|cong ty)){0,2}(?: (?:whole|big|full|entire|real|gran|grande|lon))? (?:brokerage|correduria|inmobiliaria|cong ty moi gioi)s?\b/g;
// Things that go out "on their own" ("follow-up texts that go out on their own", "emails that send by themselves") are
// sent automatically: no person working alone, which "she's going out on her own" is (SOLO_SAID_OTHERWISE).
const THINGS_ON_THEIR_OWN = /\b((?:texts?|txts?|emails?|e-mails?|messages?|posts?|follow ?-?ups?|reminders?|campaigns?|replies|answers|updates|alerts|notifications|sequences?|drips?)\b(?: \w+){0,3}?) (?:that |which )?(?:go|goes|going|run|runs|running|send|sends|sending|happen|happens|fire|fires|work|works|get sent|gets sent)(?: out| off)? (?:on (?:their|its) own|by (?:themselves|itself))\b/g;

// One person of ours asked for ("安排一个人对接我们", "one person on your side who's just ours"): no team of one.
const OUR_PERSON = /(?:派|配|安排|有)?(?:一个|一位)(?:专门的|固定的)?(?:人|对接人)(?:专门)?(?:对接|负责|跟进|服务)|\b(?:one|a single|one named) (?:person|rep|contact) (?:on your (?:side|end)|at your end)\b/g;

/** "two offices", "dos sucursales", "hai văn phòng", "两间门店": a business of several offices (folded text). */
export const OFFICES = /\b(?:two|three|four|five|several|multiple|[2-9]|dos|tres|cuatro|cinco|varias|hai|ba|bon|nam|nhieu) (?:offices|oficinas|sucursales|van phong|chi nhanh)\b|[两二三四五几多](?:个|处|家|间)(?:办公室|分店|门店|分公司|门面|店面|铺面|店(?![员长主]))/;

/** Role and size the visitor states ("solo agent", "team of 8", "40-agent brokerage"), for a recommendation. */
// "tự bán nhà, không có phụ tá", "làm một mình": selling by oneself, nobody to help, in Vietnamese (folded). Like the
// Spanish ones, only where no headcount is given ("5 người, không có trợ lý" is a team without an assistant).
const ALONE_VI = /\b(?:tu ban nha|ban nha mot minh|lam (?:mot minh|mot thân)|chi (?:co )?(?:minh|mot minh) (?:chi|anh|em|toi|tui|co|chu)(?: (?:lam|thoi))?|khong co (?:phu ta|tro ly|nguoi phu|ai phu|ai giup|nhan vien))\b/;
// "signed up on Foundation last year when it was just her, now she's got 5 agents": the size they had then is set aside
// for the one they have now.
const SIZE_BACK_THEN = /\b(?:back )?when (?:it was|(?:i|she|he|we) (?:was|were)) (?:just|only) (?:me|her|him|us|one|the two of us)(?: (?:alone|by (?:myself|herself|himself)))?\b|\bcuando (?:era|estaba|trabajaba) (?:yo )?(?:solo|sola|nomas)(?: (?:yo|ella|el))?\b|\b(?:hoi|luc) (?:con |moi )?(?:lam )?mot minh\b|(?:当时|以前|原来|那时)(?:还)?(?:只有)?(?:我|她|他)一个人/g;
const RUNS_AGENTS = /\b(?:runs?|running|manag\w*|leads?|leading|heads?|has|have|got|dirige|maneja|lidera|tiene) (?:a team of |un equipo de )?\d+ (?:agents|people|realtors|agentes|personas)\b/;
const ABOUT_THAT_MANY = /\b(\d{1,4})(?: y (?:pico|tantos|algo|piquito|tanto)| ?-?odd| or so| something| y mas| may| hon)\b/g;

export function readProfile(message: string, areas: readonly string[] = []): Profile {
  // "40 y pico agentes", "40-odd agents", "40 something agents", "40 mấy người": about that many, read as the number.
  const text = compoundNumbersAsDigits(foldForRules(message)).replace(ABOUT_THAT_MANY, "$1").replace(SIZE_BACK_THEN, " , ").replace(NOT_ONLY_ME, " , ").replace(NOT_A_BROKERAGE, " ").replace(THINGS_ON_THEIR_OWN, "$1 automatically").replace(OUR_PERSON, " ");
  // Where the visitor says they work ("a property manager in Clear Lake"): kept so "do you cover my area?" has an answer.
  const area = statedArea(text, areas);
  const at = area ? { area } : {};
  const said = text.match(COUNT)?.[1] ?? text.match(TEAM_OF)?.[1];
  const han = text.match(HAN_COUNT)?.[1];
  const vi = viCount(text);
  const companion = text.match(COMPANION)?.[1] ?? text.match(AND_ME)?.[1] ?? text.match(OF_THEM_AND_ME)?.[1] ?? text.match(HELPERS)?.[1];
  const ofUs = text.match(OF_US);
  const zhCompanion = text.match(ZH_COMPANION)?.[1];
  const others = companion !== undefined ? Number(companion) || NUMBER_WORDS[companion] || VI_NUMBERS[companion] || NaN : zhCompanion ? Number(zhCompanion) || hanNumber(zhCompanion) : NaN;
  const whole = ofUs?.[1] ?? ofUs?.[2] ?? ofUs?.[3];
  // "from 4 to 30 agents", "de 4 a 30 agentes", "từ 4 lên 30 người", "从4个人扩到30个人": the size grown to.
  const grownTo = text.match(GROWN_TO);
  const grown = grownTo ? Number(grownTo[1] ?? grownTo[2]) || hanNumber(grownTo[2] ?? "") || NaN : NaN;
  // "us two plus his nephew": one more named beside the visitors counted.
  const count = Number.isFinite(grown) ? grown : Number.isFinite(others) ? others + 1 : whole !== undefined ? (Number(whole) || NUMBER_WORDS[whole] || NaN) + (PLUS_ONE.test(text) ? 1 : 0) : said !== undefined ? Number(said) || NUMBER_WORDS[said] || NaN : han ? hanNumber(han) : vi;
  // "just me an two girls in the office": the others beside the visitor make a team, whatever "just me" says first.
  // "going out on his own with a team of 5", "se independiza con un equipo de 6": out on their own is the business,
  // the team counted is the size.
  // "solo ahorita, pero el otro año armo equipo de 4: ¿qué paquete para entonces?": the team planned is the size asked of.
  // ("one of my team leads runs 6 agents on her own": the agents she runs are the size, "on her own" how she runs them.)
  const ownTeam = (WITH_TEAM_OF.test(text) || RUNS_AGENTS.test(text) || (TEAM_PLANNED.test(text) && FOR_THEN.test(text))) && Number.isFinite(count) && count >= 2;
  // (A number of visitors counted, "there are 3 of us, one just got licensed", is no one working alone either.)
  if (!Number.isFinite(others) && !(whole !== undefined && count >= 2) && !ownTeam && (SOLO.test(text) || ONE_NO_TEAM.test(text) || SOLO_SAID_OTHERWISE.test(text) || SOLO_AT_WORK.test(text) || SMALL_OWNER.test(text) || (!Number.isFinite(count) && (ALONE_ES.test(text) || ALONE_VI.test(text))))) return { size: "solo", ...at };
  // "18 agentes en dos oficinas": more than one office is a brokerage, whatever the head count.
  if (Number.isFinite(count)) return { size: count >= 20 || (count >= 8 && OFFICES.test(text)) ? "brokerage" : count <= 1 ? "solo" : "team", agents: count, ...at };
  if (BROKERAGE.test(text)) return { size: "brokerage", ...at };
  if (TEAM.test(text)) return { size: "team", ...at };
  return at;
}

function statedArea(text: string, areas: readonly string[]): string | undefined {
  if (!/\b(?:i m|im|i am|we re|were|we are|soy|somos|estoy|estamos|toi|chung toi|minh|based|work|trabajo|trabajamos|lam|i run|we run|out of|office|oficina|tengo|tenemos|sell|sells|selling|my listings|vendo|vendemos|trabajo en|ban nha|manage|manages|managing|manejo|manejamos|administro|administramos|quan ly|live|vivo|vivimos|my (?:clients|buyers|properties|homes|rentals)|mis (?:clientes|propiedades|casas)|van phong|em)\b|我/.test(text)) return undefined;
  // "my office is in Spring Branch and my buyers look in Katy": where they are is the place they name first.
  return placesIn(text, [...new Set([...areas, ...serviceAreas])])[0];
}
