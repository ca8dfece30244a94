import { sitePassages } from "./knowledge/site-passage.ts";
import { findMentions } from "./mentions.ts";
import { DO_IT_THEMSELVES, DONE_FOR_YOU, SAVES } from "./question-patterns.ts";
import { entry } from "./resolved.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import type { SiteFacts } from "./types.ts";

// Whom one of the two setup options is for ("the done-for-you setup, who's that meant for?", "¿para quién es la
// instalación por su cuenta?", "tự cài đặt thì dành cho ai?", "全包安装适合谁？"): the Solutions page's card for that
// option says ("Best for busy agents, teams and brokerages"), not the three steps or the setup fee its words are near.
// Rules run on folded text.

const FOR_WHOM = new RegExp(
  [
    /\bwho(?:s| is| are)? (?:\w+ ){0,2}(?:meant|made|designed|built|intended|best|ideal|right|good|suited|aimed) for\b|\bwho(?:s| is| are) (?:it|that|this|they|those) for\b|\bwho(?:s| is| are) (?:the |this |that |your )?[\w -]{3,40} for\W*$/.source,
    /\b(?:meant|made|designed|intended|best|ideal|suited|right|aimed) (?:for|at) (?:who|whom|which (?:kind|type|sort) of)\b|\bwho (?:should|would|usually) (?:pick|choose|use|go (?:with|for)|get|take)\b|\bsuits? (?:what|which) (?:kind|type|sort) of\b/.source,
    /\bpara quien(?:es)?\b|\b(?:a )?quien(?:es)? (?:le |les )?(?:conviene|sirve|recomiendan)\b/.source,
    // "¿pa' qué tipo de cliente está pensada?", "¿para qué tipo de agente la recomiendan?": whom, asked by its kind.
    /\b(?:para|pa|a) (?:que|cual) (?:tipo|clase) de (?:agentes?|clientes?|personas?|negocios?|gente|usuarios?|equipos?)\b|\b(?:what|which) (?:kind|type|sort) of (?:agents?|clients?|customers?|people|person|business(?:es)?|teams?)\b.{0,30}\b(?:for|recommend\w*|meant|suit\w*)\b/.source,
    /\bdanh cho (?:ai|nhung ai|doi tuong nao|nguoi nao)\b|\b(?:phu hop|hop|thich hop) (?:voi|cho) (?:ai|nhung ai|(?:loai |kieu |dang )?nguoi (?:nao|mo|ra sao))\b|\bai nen (?:chon|dung)\b/.source,
    // "适合什么样的人", "适合啥样的经纪人", "是给哪种人用的", "什么样的人适合": whom, asked by their kind.
    /适合(?:谁|哪些人|什么人|哪类|哪种)|(?:给|为)谁(?:准备|设计|用)|面向(?:谁|哪些)|谁(?:应该|适合)(?:选|用)|(?:适合|适用于|适用|给|为|针对)(?:什么样|啥样|怎样|哪样|什么类型|哪种类型|哪一类|哪一种)的?(?:人|客户|经纪人|用户|公司|团队)|(?:什么样|啥样|哪种|哪类)的?(?:人|客户|经纪人|用户)(?:比较|更|最)?(?:适合|该选|会选|用)/.source,
  ].join("|"),
);

// The two options named as the site names them ("la instalación hecha por ustedes", "代为安装", "自行安装").
// "你们帮我把平台都装好": the thing set up put before the verb with 把.
const namesDone = (text: string): boolean => DONE_FOR_YOU.test(text) || /\bhech[oa] por (?:ustedes|nosotros)\b|\b(?:cai dat )?tron goi\b|代为安装|代装|由(?:你们|贵公司|贵司)(?:代为)?安装|(?:你们|贵司|你哋)(?:帮|替|给|同)(?:我们|我|客户)?把.{1,10}?(?:装|安装|接|连接|对接|设置|搞定)/.test(text);
// "la opción de instalarlo uno mismo": the impersonal "uno mismo" names the self-setup too.
const namesSelf = (text: string): boolean => DO_IT_THEMSELVES.test(text) || /\bfree self\b|\bpor su (?:propia )?cuenta\b|\b(?:instalar|instalarlo|instalarla|hacerlo|hacerla|conectarlo|conectarla|conectar) uno mism[oa]\b|\btu cai\b|自行|自己装/.test(text);

/** Both setup options named, so the part asks between them ("do clients take the done-for-you setup or do it themselves?"). */
export const namesBothOptions = (part: string): boolean => namesDone(foldForRules(part)) && namesSelf(foldForRules(part));

/** The card of the one setup option asked whom it is for, or null. */
export function setupOptionFor(part: string, facts: SiteFacts): Resolved | null {
  const text = foldForRules(part);
  if (!FOR_WHOM.test(text)) return null;
  const done = namesDone(text);
  const self = namesSelf(text);
  if (done === self) return null;
  const answers = sitePassages([done ? "page:setup-done-for-you" : "page:setup-self-setup"], facts);
  return answers.length > 0 ? { answers, topic: null, intent: "setup_fees" } : null;
}

// What one option has over the other ("what's the advantage of y'all doing the setup instead of us?", "¿qué ventaja tiene
// que ustedes hagan la instalación en vez de hacerla nosotros?", "cài đặt trọn gói thì có lợi gì?", "你们代为安装有什么好处？"):
// that option's card says ("Live faster, with no time taken from your business"); the one named first is the one asked.
const ADVANTAGE = /\b(?:advantages?|benefits?|upside|pros|why (?:pay|choose|pick|go with)|what do (?:i|we) get|ventajas?|beneficios?|para que (?:pagar|les pago)|que (?:gano|ganamos)|loi ich|uu diem|loi the|duoc gi|loi gi|(?:do|bot|khoi|tiet kiem|it) (?:mat |ton )?thoi gian|nhanh hon|do cuc|do met)\b|好处|优势|优点|有什么好|有啥好/;
// "si ustedes me hacen la instalación", "si ustedes me instalan todo", "để bên anh cài giùm": the done-for-you setup
// said with its verb; in Vietnamese the time it saves ("đỡ mất thời gian") is the advantage asked.
const DONE_NAMED = /\b(?:ustedes|su equipo) (?:me |nos )?(?:hagan|hacen|haga|hace) (?:la )?(?:instalacion|configuracion|conexion)\b|\b(?:ustedes|su equipo) (?:me |nos )?(?:instalan|instalen|configuran|configuren|conectan|conecten)\b|\b(?:you|y ?all|your team|you guys) (?:do|doing|handle|handling) (?:the )?(?:setup|install\w*|connections?)\b|\b(?:ben (?:ban|anh|chi|em)|cac (?:ban|anh|chi)|may (?:anh|chi)|doi ngu) (?:\w+ ){0,2}?(?:cai|cai dat|setup|ket noi|lam)(?: (?:giup|gium|dum|ho|het|luon|tron goi))+\b|\b(?:cai|cai dat|ket noi) (?:giup|gium|dum|ho)\b/;

/** The card of the setup option whose advantage is asked, or null. */
export function setupOptionAdvantage(part: string, facts: SiteFacts): Resolved | null {
  const text = foldForRules(part);
  if (!ADVANTAGE.test(text)) return null;
  const at = (found: boolean, patterns: readonly RegExp[]): number => (found ? Math.min(...patterns.map((p) => text.search(p)).filter((i) => i >= 0)) : Infinity);
  const done = at(namesDone(text) || DONE_NAMED.test(text), [DONE_FOR_YOU, DONE_NAMED, /\bhech[oa] por (?:ustedes|nosotros)\b|\b(?:cai dat )?tron goi\b|代为安装|代装|由(?:你们|贵公司|贵司)(?:代为)?安装/]);
  const self = at(namesSelf(text), [DO_IT_THEMSELVES, /\bfree self\b|\bpor su (?:propia )?cuenta\b|\btu cai\b|自行|自己装/]);
  if (done === Infinity && self === Infinity) return null;
  const answers = sitePassages([done <= self ? "page:setup-done-for-you" : "page:setup-self-setup"], facts);
  return answers.length > 0 ? { answers, topic: null, intent: "setup_fees" } : null;
}

// How the done-for-you setup is billed ("is setup charged per platform?", "¿se cobra por plataforma o cómo?", "phí cài đặt
// tính theo nền tảng à?", "安装是按平台收费吗？", "si me lo dejan todo montado, ¿cómo se cobra la instalación?"): its card
// says, per platform or as a bundle, not only the bundles' prices.
const BILLED_PER_PLATFORM = /\b(?:charg\w*|bill\w*|pric\w*|cost\w*|fee\w*|pay|cobra\w*|factura\w*|pag\w*|tinh|thu phi|phi)\b.{0,25}\b(?:per|by|each|por|cada|theo|moi) (?:platform|plataforma|nen tang)\b|\b(?:per|by|por|theo) (?:platform|plataforma|nen tang)\b.{0,25}\b(?:charg\w*|bill\w*|pric\w*|cobra\w*|o como|or how|tinh)\b|按(?:平台|每个平台)(?:收费|计费|算)|\b(?:como|de que (?:forma|manera)) (?:se |me |nos )?(?:cobra|cobran|factura|facturan|paga|pago|pagamos)\b.{0,12}\binstalacion\b|\bhow (?:is|are|do you|do yall) (?:the )?(?:setups?|setup fees?|installation)? ?(?:charged|billed|priced|charge for (?:the )?setup|bill (?:for )?(?:the )?setup)\b/;

// Or how the done-for-you option, named as such, is charged ("how do you charge for done-for-you setup?", "¿cómo cobran si
// ustedes lo instalan?", "bên bạn cài giúp thì tính phí thế nào?", "你们帮我装好全部平台，怎么收费？"): its card says how (per
// platform or as a bundle), not the package prices "charge" alone points at, nor the three steps "done for you" is in.
const HOW_CHARGED = /\bhow (?:do|does|will|would|d) (?:you|y ?all|your team|it|that) (?:charge|bill|price|work out the (?:cost|price))\b|\bhow (?:is|are|s) (?:it|that|this|the setup) (?:charged|billed|priced)\b|\bhow much (?:is|does|would|will|do you charge)\b|\bcomo (?:se )?(?:cobra|cobran|factura|facturan)\b|\bcuanto (?:cuesta|cobran|sale|me cobran)\b|\b(?:tinh|thu) (?:phi|tien) (?:the nao|ra sao|sao)\b|\b(?:bao nhieu|het bao nhieu) tien\b|(?:怎么|怎样|如何|咋|咋个|点样)(?:个)?(?:收费|收钱|算钱|计费|算|收)|收费方式|多少钱|要多少/;

// The setup itself named ("setup", "platforms", "装"): "bên bạn kết nối vào hệ thống được không, tính tiền răng?" asks
// the price of connecting a tool of theirs (Custom Integrations), not how the setup option is billed.
const SETUP_NAMED = /\b(?:setup|set ?up|install\w*|instalacion|instalar\w*|configuracion|cai dat|platforms?|plataformas?|nen tang|done[- ]for[- ]you|tron goi)\b|安装|装|平台|全包|代为/;

const HOW_IT_GOES = /\bhow (?:do|does|is|are|will|would|d)\b|\bcomo\b|\bthe nao\b|\bra sao\b|怎么|如何/;

/** The done-for-you card, when the part asks how the setup is billed (per platform or otherwise); else null. */
export function setupBilling(part: string, facts: SiteFacts): Resolved | null {
  const text = foldForRules(part);
  // ("你们帮我们装好CRM要多少钱？": the price of one setup row named is that row's, unless how it is charged is asked:
  // "要是你们替我们把CRM和邮箱都装好，这个怎么算钱？".)
  const doneAsked = HOW_CHARGED.test(text) && SETUP_NAMED.test(text) && (namesDone(text) || DONE_NAMED.test(text)) && !namesSelf(text) && !(findMentions(part).setup && !HOW_IT_GOES.test(text));
  if (!doneAsked && !BILLED_PER_PLATFORM.test(text)) return null;
  const answers = sitePassages(["page:setup-done-for-you"], facts);
  return answers.length > 0 ? { answers, topic: null, intent: "setup_fees" } : null;
}

// Refusing the setup fee and naming someone of theirs to make the connections ("negative on paying setup fees, can my
// tech guy wire the platforms in himself?", "no quiero pagar instalación, ¿mi sobrino lo conecta él mismo?", "không muốn
// trả phí cài đặt, nhân viên mình tự kết nối được không", "不想付安装费，我们的IT自己接可以吗"): the free self-setup, which
// has no setup fee; not how the fee is paid.
const REFUSES_FEE = new RegExp(
  [
    /\b(?:negative on|not|no|dont|don t|won t|wont|refuse to|rather not|without|skip|avoid)(?: want to| wanna)? (?:paying|pay|to pay)\b.{0,30}\b(?:setup|set up|install\w*|fees?|connections?)\b|\b(?:setup|install\w*) fees?\b.{0,15}\b(?:no way|no thanks|pass|not for me)\b/.source,
    /\bno (?:quiero|queremos|pienso|vamos a|voy a|me interesa) pagar\b.{0,30}\b(?:instalacion|setup|cuota|tarifa|conexion\w*)\b|\bsin pagar (?:la )?instalacion\b/.source,
    // "khỏi trả phí cài đặt" (so as to skip paying it) refuses it as "không muốn trả" does.
    /\b(?:khong (?:muon|can|chiu|dinh)|khoi(?: phai)?) (?:tra|dong|mat|bo|ton)\b.{0,20}\b(?:phi|tien)\b.{0,10}\bcai(?: dat)?\b/.source,
    /(?:不想|不愿意?|不打算|不)(?:付|交|出)(?:这个?|那个?)?(?:安装|设置|开通)费/.source,
  ].join("|"),
);
const THEIRS_CONNECT = new RegExp(
  [
    /\b(?:my|our) (?:own )?(?:tech|it|developer|dev|devs|nephew|son|daughter|assistant|va|admin|guy|person|people|team|staff|office manager)\b.{0,40}\b(?:connect\w*|wire|hook|set|setup|install\w*|do it|handle|link|integrat\w*|plug)\b|\b(?:himself|herself|themselves|ourselves|myself|in[- ]house|diy)\b/.source,
    /\b(?:mi|mis|nuestr[oa]s?) (?:sobrin[oa]s?|hij[oa]s?|tecnicos?|programador\w*|muchacho|asistente|equipo|gente|informatico|sistemas)\b.{0,40}\b(?:conect\w*|instal\w*|configur\w*|hace|hacerlo|lo hace)\b|\b(?:el|ella) mism[oa]\b|\b(?:nosotros|yo) mism[oa]s?\b/.source,
    /\b(?:el|ella) (?:lo |la |los )?(?:conecta\w*|instala\w*|configura\w*)\b.{0,15}\b(?:solit[oa]|sol[oa])\b|\blo (?:conectamos|instalamos|configuramos|hacemos) (?:nosotros|yo)\b/.source,
    // Central "tự mần lấy" (mần: do) and "tự nối" (connect) say it as "tự làm", "tự kết nối" do.
    /\btu (?:ket noi|cai dat|cai|lam|man|noi|gan|connect\w*|setup|set up)\b/.source,
    /自己(?:动手)?(?:装|安装|连接|接|弄|做|搞)|(?:我们|我)的(?:it|技术|程序员|工程师|员工)|自己(?:來|来)?(?:裝|安裝|連接|接)/.source,
    // Someone else of theirs supposed to make the connections: "if he connects the platforms", "si él conecta las
    // plataformas", "nếu ảnh tự kết nối", "要是他来接".
    /\bif (?:he|she|they|someone(?: else)?|somebody(?: else)?|(?:a|our|my|the) (?:\w+ ){0,2}(?:guy|kid|person|nephew|son|daughter|cousin|tech|assistant)) (?:\w+ )?(?:connects?|hooks?|sets?|installs?|wires?|links?)\b/.source,
    /\bsi (?:el|ella|ellos|alguien|(?:el|un|mi|nuestro) (?:pibe|chavo|morro|muchacho|chico|sobrino|hijo|tecnico|compa)) (?:lo |la |los |las |nos )?(?:conecta\w*|instala\w*|configura\w*|engancha\w*)\b/.source,
    // The thing named first, the one who connects it after the verb: "¿y si esas tres las conecta el de sistemas?".
    /\bsi\b.{0,30}\b(?:lo|la|los|las) (?:conecta\w*|instala\w*|configura\w*|engancha\w*) (?:el|ella|ellos|alguien|(?:el|la|un|una|mi|nuestro|nuestra) \w+)\b/.source,
    /\bneu (?:anh ay|chi ay|cau ay|ong ay|ba ay|anh|ong|ba|ong ay|nguoi khac|nhan vien|thang \w+) (?:tu )?(?:ket noi|cai dat|noi|cai)\b/.source,
    /(?:如果|要是|假如)(?:他|她|他们|别人|同事|我们的人)(?:来|自己)?(?:接|连接|安装|装|对接)/.source,
  ].join("|"),
);

// Or asking whether connecting the platforms themselves is charged ("if my nephew connects it all on his own, do you
// still charge the install?", "nếu mình tự kết nối thì có mất phí không", "听说自己接平台不要钱，真的吗"), or what happens
// then ("what if we hook everything up ourselves?", "¿y si lo conectamos nosotros?", "nếu mình tự connect hết thì sao?",
// "要是我们自己接呢？"): the same free self-setup. Paying is any verb with money ("还要给钱吗", "要掏钱不", "使唔使俾钱").
const FEE_ASKED =
  /\b(?:charg\w*|fees?|cost\w*|pay|paying|free|cobra\w*|cuota|tarifa|gratis|pagar\w*|pago|pagamos|pague|paga|costo|cuesta|phi|mat tien|tra tien|mien phi)\b|要钱|收费|收钱|付费|免费|费用|安装费|(?:给|付|掏|交|出|花|俾|畀)(?:钱|錢)/;
// "do the hookups myself": the noun of hooking up is connecting too.
const CONNECTING = /\b(?:connect\w*|hook\w* (?:it |them |everything |all )?up|hook-?ups?|wire|wiring|set(?:ting)? (?:it |them |everything )?up|setup|install\w*|integrat\w*|platforms?|conect\w*|instal\w*|configur\w*|plataformas?|ket noi|cai dat|nen tang|phi cai)\b|连接|接平台|安装|平台|自己(?:来|來|动手|動手)?接|連接|安裝/;
// Or asking whether that is allowed ("平台我们自己接可以吗", Hefei "自己搞给照", Sichuan "我自己接要得不", traditional "我自己接好了 可以嗎"): the same
// free self-setup, which the site offers.
const ALLOWED = /可以吗|要得吗|要得不|得行吗|得不得行|可以嗎|可以不|行吗|行嗎|行不行|可不可以|给照|給照|中不中|好吗|好嗎/;
const WHAT_THEN = /\b(?:what if|what about if|y si|que pasa si|neu\b.{0,50}\bthi sao)\b|(?:如果|要是|假如).{0,20}(?:呢|怎么样|会怎样)/;

// A cheaper way asked: "is there a cheaper way to do the setup?", "¿sale más barato si lo conecta él?", "có cách nào rẻ hơn
// không?", "有没有便宜点的安装方式？": the free self-setup is the way the site states, which saves the setup fee.
// Comparative only: "the cheapest way to get four platforms set up" asks for the bundle, not this.
const CHEAPER = /\b(?:cheap(?:er|ah|a)|less expensive|(?<!\b(?:lo|el|la) )mas (?:barat[oa]|economic[oa])|re hon)\b|更便宜|便宜(?:一)?点/;
const SETUP_WORD = /\b(?:setup|set ?up|install\w*|instalacion|instalar\w*|configuracion|cai dat)\b|安装|设置/;

/** The free self-setup, for a visitor who refuses the setup fee, or asks its cost, and would connect the platforms through their own people. */
export function selfSetupInstead(text: string): Resolved | null {
  const saves: Resolved = { answers: [{ t: "extra", id: "self-setup-saves" }], topic: null, intent: "setup_fees" };
  if (CHEAPER.test(text) && SETUP_WORD.test(text) && !THEIRS_CONNECT.test(text) && /\b(?:way|option|route|forma|manera|opcion|cach)\b|方式|办法/.test(text)) return saves;
  if (!THEIRS_CONNECT.test(text)) return null;
  if (CHEAPER.test(text) && CONNECTING.test(text)) return saves;
  if (REFUSES_FEE.test(text)) return saves;
  if (CONNECTING.test(text) && ALLOWED.test(text) && !FEE_ASKED.test(text)) return { answers: [{ t: "extra", id: "self-setup-then" }], topic: null, intent: "setup_fees" };
  if (!CONNECTING.test(text) || !(FEE_ASKED.test(text) || WHAT_THEN.test(text))) return null;
  // "do I save the fee if I do it myself?" is answered yes; "is there a fee if I do it myself?" no; "what if we do it
  // ourselves?" asks no yes-or-no question.
  if (SAVES.test(text)) return saves;
  return FEE_ASKED.test(text) ? entry("self-setup") : { answers: [{ t: "extra", id: "self-setup-then" }], topic: null, intent: "setup_fees" };
}

// Whether the setup fee recurs ("are the setup fees billed every month?", "¿las cuotas de instalación se cobran cada mes
// o cómo?", "phí cài đặt có tính hàng tháng không?", "安装费是每个月收吗？"): the setup fees' own answer, which says they are
// one-time, not the package prices the word "charged" would point at. Only with no platform named (that row answers).
const SETUP_FEE_NAMED = /\b(?:setup|set up|set-up|install\w*|instalacion\w*|configuracion|cai dat)\b.{0,40}\b(?:fees?|charg\w*|bill\w*|cuotas?|tarifas?|cobr\w*|cargos?|pag\w*|phi)\b|\b(?:fees?|cuotas?|tarifas?|cargos?|phi)\b.{0,15}\b(?:setup|set up|instalacion|configuracion|cai dat)\b|(?:安装|设置|开通)费/;
const RECURS = /\b(?:monthly|every month|each month|per month|a month|recurring|one[- ]?time|once|just once|cada mes|mensual\w*|al mes|por mes|recurrente\w*|una (?:sola )?vez|unic[oa]s?|hang thang|moi thang|mot lan)\b|每个?月|按月|月月|一次性|只收一次/;

const AND_THE_MONTHLY = /\b(?:and|y|e|va|con|plus|mas|vs|versus)\b (?:\w+ ){0,2}(?:monthly|mensual\w*|mensualidad\w*|hang thang|moi thang|per month|a month|al mes|cada mes|por mes)\b|(?:和|还有|以及|跟).{0,4}(?:月费|每月|每个月)/;

/** The setup fees' answer (one-time), when a part asks whether the setup fee is charged monthly or once; else null. */
export function setupFeeRecurs(part: string): Resolved | null {
  const text = foldForRules(part);
  // "the setup fee and the monthly?", "phí cài đặt, hằng tháng bao nhiêu?" ask an offering's two prices, not whether the
  // setup fee recurs.
  if (AND_THE_MONTHLY.test(text) || /\b(?:how much|cuanto|cuanta|bao nhieu|bn)\b|多少/.test(text)) return null;
  return SETUP_FEE_NAMED.test(text) && RECURS.test(text) ? entry("setup-fees") : null;
}

// Which of the two setup options suits the visitor ("which setup route suits a busy broker?", "¿qué forma de instalación
// me conviene?", "nên chọn cách cài đặt nào?", "我该选哪种安装方式？"): the card whose "best for" fits what they say of
// themselves (no time: done for us; at ease with technology: the free self-setup), else both cards, not a package.
const WHICH_SETUP = /\b(?:which|what) (?:kind of |type of )?(?:setup|set ?up|install\w*) (?:option|route|way|path|choice|method)\b|\b(?:que|cual) (?:forma|opcion|tipo|manera|modalidad) de (?:instalacion|configuracion|instalar)\b|\b(?:cach|kieu|hinh thuc) cai dat nao\b|哪种安装(?:方式)?|安装方式.{0,6}(?:哪|适合)/;
const SUITS = /\b(?:suit\w*|fits?|best for|should (?:i|we)|recommend\w*|go with|pick|choose|conviene|recomienda\w*|sirve|elijo|escojo|elegir|escoger|nen|hop|phu hop)\b|适合|该选|选哪|推荐/;
const NO_TIME = /\b(?:busy|(?:no|zero) (?:spare |free )?(?:time|minutes?)|swamped|slammed|ocupad\w*|sin tiempo|no tengo (?:ni )?(?:tiempo|un rat\w*)|ni un rat\w*|ni un minuto|ban (?:ron|qua|lam)|khong co thoi gian)\b|没(?:有)?时间|很忙|太忙/;
const AT_EASE = /\b(?:techy|tech[- ]savvy|good with (?:tech|computers)|comfortable with tech\w*|have (?:the )?time|me (?:gusta|llevo bien con) la tecnologia|se me da la tecnologia|tengo tiempo|ranh|gioi cong nghe)\b|懂技术|有时间/;

// "we're too busy to connect stuff ourselves, do you connect everything?", "nadie en mi equipo tiene tiempo de andar
// conectando cosas. ¿ustedes lo conectan todo?", "bận quá, bên bạn kết nối giùm hết được không?", "我们没时间弄，你们能帮我们全部
// 连好吗？": no time, and the connecting asked of us, is the done-for-you card.
const WE_CONNECT_IT = /\b(?:you|y ?all|yall|you guys)(?: (?:would|will|could|can|d))? (?:just )?(?:hook|connect|set|wire|install)\w*(?: (?:\w+ ){0,2}up)?\b.{0,25}\b(?:everything|it all|all of it|all that|for us|for me)\b(?=.{0,40}\btest)|\b(?:do|can|could|will|would) (?:you|y ?all|you guys|u) (?:just )?(?:connect|hook up|set up|wire up|install|do)\b.{0,25}\b(?:everything|it all|all of it|all that|for us|for me)\b|\b(?:ustedes|uds) (?:nos |me )?(?:lo |los |las |la )?(?:conectan|instalan|configuran|montan|hacen) (?:todo|por nosotros|por mi)\b|\b(?:ket noi|cai dat|noi) (?:giup|giùm|gium|ho|dum) (?:het|luon|toan bo)?\b|(?:帮|替)(?:我们|我)?(?:把[^，。？！?!]{1,8}?)?(?:全部|都)?(?:连|接|装|设置)好?/;
const NO_TIME_TO_CONNECT = /\b(?:no|zero|sin|nadie)\b.{0,40}\b(?:time|tiempo)\b|\btoo busy\b|\bbien ocupad\w*|\b(?:ban|ban qua|ban lam|khong co thoi gian)\b|没(?:有)?时间|太忙|很忙/;

// "…会帮我把平台都连好、测试好吗？", "will y'all connect and test it all when we switch?": the testing asked with the
// connecting is the card's own "we connect and test everything", a yes.
const AND_TESTED = /\btest\w*\b|\bprueb\w*|\bkiem tra\b|测试|测好/;

/** No time of their own (or the testing asked too), and the connecting asked of us: the done-for-you card; else null. */
export function doneForThem(part: string, facts: SiteFacts): Resolved | null {
  const text = foldForRules(part);
  const tested = AND_TESTED.test(text);
  if (!WE_CONNECT_IT.test(text) || !(NO_TIME_TO_CONNECT.test(text) || NO_TIME.test(text) || tested)) return null;
  const answers = sitePassages(["page:setup-done-for-you"], facts).map((a) => (tested && a.t === "passage" ? { ...a, lead: "yes" as const } : a));
  return answers.length > 0 ? { answers, topic: null, intent: "setup_fees" } : null;
}

// "do I have to set it up myself?", "¿tengo que instalarlo yo misma?", "chị có phải tự cài không?", "要我自己装吗？": no, we
// connect everything (done for you), and the free self-setup is there for whoever prefers it.
const MUST_SELF = /\b(?:do|will|would) (?:i|we) (?:have|need|got) to (?:set (?:it|this|everything|things|them) ?up|set up (?:it|this|everything|things|them)|install (?:it|this|everything)|connect (?:it|this|everything|things|them)|hook (?:it|this|everything|things|them) up|do (?:it|the setup|the set ?up))\b.{0,12}\b(?:myself|ourselves|on (?:my|our) own|by (?:myself|ourselves))\b|\b(?:tengo|tenemos|tendria|tendriamos) que (?:instalar|configurar|conectar|montar)(?:lo|la|los|las)? (?:yo|nosotr[oa]s)? ?(?:mism[oa]s?|sol[oa]s?|por mi cuenta|por nuestra cuenta)\b|\b(?:phai|co phai) tu (?:minh )?(?:cai|cai dat|lam|ket noi|noi|thiet lap)\b.{0,12}\b(?:khong|hong|ko|ha)\b|(?:要|得|需要)(?:我|我们)自己(?:装|安装|设置|弄|接|连)/;

/** "Do I have to set it up myself?": no, the done-for-you card first, then the free self-setup; else null. */
export function mustSetUpThemselves(part: string, facts: SiteFacts): Resolved | null {
  const text = foldForRules(part);
  if (!MUST_SELF.test(text)) return null;
  const [ours, theirs] = sitePassages(["page:setup-done-for-you", "page:setup-self-setup"], facts);
  return ours ? { answers: [{ ...ours, lead: "no" }, ...(theirs ? [theirs] : [])], topic: null, intent: "setup_fees" } : null;
}

/** The setup option's card that fits the visitor when they ask which setup option suits them, or both cards; else null. */
export function setupOptionFits(part: string, facts: SiteFacts): Resolved | null {
  const text = foldForRules(part);
  if (!WHICH_SETUP.test(text) || !SUITS.test(text)) return null;
  const ids = NO_TIME.test(text) ? ["page:setup-done-for-you"] : AT_EASE.test(text) ? ["page:setup-self-setup"] : ["page:setup-done-for-you", "page:setup-self-setup"];
  const answers = sitePassages(ids, facts);
  return answers.length > 0 ? { answers, topic: null, intent: "setup_fees" } : null;
}
