import { BILINGUAL, BUFFER_TABLE, FUTURE_ISSUE_WORDS, situationAnswer, SPEED, STACK, STORMS, TRAFFIC, WELCOME, type Situation } from "./post-situation-core.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { ANSWERS_OR_PASSES } from "./policy-acts.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import type { Language, SiteFacts } from "./types.ts";

// A situation only one of the posts speaks to, asked in the visitor's own words and without naming the post: how much
// to pad a drive ("how much slack for a freeway leg at 5pm?", "pouring rain, how much extra per drive?"), what the
// agent is handed when the bot passes a lead on ("what does my agent get told?"), scraping listing sites ("can't we
// just scrape HAR?"), a tenant's emergency mid-storm ("tenant smells gas, what does the bot do?"), and the dates of
// the hurricane season ("when does hurricane season start and end?"). Each is read by what is asked (an amount, what
// is received, whether, what is done, when) and of what, then answered from that post's paragraph, found with the
// post's own words for the situation: the visitor's words ("slack", "pad") share none with it, and an offering word
// beside them ("Slack", "tenants", "HAR") would otherwise answer instead. English rules on folded text.

// An amount of time asked: "how much slack", "how many minutes", "what gap do you leave".
const AMOUNT = /\bhow (?:much|many (?:minutes|mins)|long)\b|\bwhat (?:kind of )?(?:buffer|gap|margin|cushion|padding|slack)\b/;
// Time added to a drive: "slack", "pad each drive", "build in", "allow for", "wiggle room".
const PADDING = /\b(?:buffers?|slack|pad|pads|padding|padded|cushion\w*|margin|leeway|wiggle room|extra (?:time|minutes|mins)|gap|build in|allow for|leave between|add on|tack on)\b|\bhow much (?:extra|more)\b/;
// …to a drive between showings, or in the conditions the post's table names.
const DRIVE = /\b(?:drives?|driving|legs?|showings?|tours?|freeways?|highways?|interstate|rush hour|traffic|rain\w*|pouring|downpour|wet|gated|lockbox|subdivision|scheduler|between (?:the )?(?:two )?(?:houses|homes|showings|stops))\b/;
// The table's rows, by the conditions a visitor names (the freeway leg at rush hour unless they say outside it).
const ROWS: [RegExp, string][] = [
  [/\b(?:rain\w*|pouring|downpour|wet|storm\w*|flood\w*)\b/, "Rain in the forecast; 10 more minutes per leg"],
  [/\b(?:gated|lockbox|lock box|gate code)\b/, "Gated community or lockbox pickup; 10 more minutes"],
  [/\b(?:same (?:subdivision|neighbou?rhood|street|estate|block)|walking distance|down the (?:street|road)|next door|around the corner)\b/, "Same subdivision or walking distance; 10 minutes"],
  [/\b(?:outside (?:of )?|no |not (?:at |in |during )?|before |after |off[- ]peak|avoiding )rush hour\b|\boff[- ]peak\b|\b(?:midday|noon|lunch ?time)\b/, "Crossing 610 or Beltway 8 outside rush hour; Drive time + 15 minutes"],
  [/\b(?:rush hour|evening|[4-7] ?(?:pm|p\.m\.)|between 4 and 7|after work|commute|drive time traffic)\b/, "Any freeway leg between about 4 and 7 p.m.; Drive time + 25 minutes"],
  [/\bcross\w* (?:the )?(?:610|loop|beltway)/, "Crossing 610 or Beltway 8 outside rush hour; Drive time + 15 minutes"],
  [/\b(?:freeways?|highways?|interstate|i-?\d+|beltway)\b/, "Any freeway leg between about 4 and 7 p.m.; Drive time + 25 minutes"],
];
const buffers: Situation = {
  slug: TRAFFIC,
  // Two conditions compared or added ("same subdivision versus crossing 610") are left to the table's own retrieval,
  // which quotes the rows together.
  asked: (text) => AMOUNT.test(text) && PADDING.test(text) && DRIVE.test(text) && new Set(ROWS.filter(([condition]) => condition.test(text)).map(([, row]) => row)).size <= 1,
  // Every condition named is looked up ("a freeway leg at 5pm, and how much extra when it rains").
  siteWords: (text) => [...new Set(ROWS.filter(([condition]) => condition.test(text)).map(([, row]) => row))].join(". ") || BUFFER_TABLE,
};

// The bot passing a lead to a person ("passes a buyer over to one of our agents", "hands the lead off to me")…
const PASSED_ON = /\b(?:pass(?:es|ed|ing)?|hands?|handed|handing|transfer\w*|send(?:s|ing)?|sent|route[sd]?|routing|kicks?|bumps?|escalat\w*)\b.{0,40}\b(?:to|over to|across to|off to)\b.{0,20}\b(?:agents?|me|us|a (?:person|human|rep)|someone|somebody|my (?:team|people)|teammates?|colleagues?|realtors?|reps?|(?:loan|leasing) officers?)\b|\bhand ?-?offs?\b/;
// …and what that person is given: "what does the agent get told", "what do they see", "asking the same things twice".
const RECEIVED = /\bwhat (?:do|does|will|would|did)\b.{0,30}\b(?:get|gets|receive|see|know|hear|told|handed|sent|given)\b|\bwhat (?:info\w*|details?|context)\b.{0,30}\b(?:agents?|they|he|she)\b|\b(?:asking|ask|repeat\w*)\b.{0,30}\b(?:same (?:things?|questions?)|twice|again)\b/;
// ("Cuando el asistente le pasa la conversación a una persona, ¿qué le llega en el CRM?", "AI chuyển khách cho agent thì agent
// nhận được gì?", "AI转给经纪人的时候，经纪人会收到什么？")
const PASSED_ON_ELSEWHERE = /\b(?:pasa|pase|pasan|manda|mandan|transfiere|transfieren|entrega|entregan)\w* (?:(?:la|una) conversacion|(?:el|un) (?:prospecto|cliente|chat)|al cliente)\b|\b(?:chuyen|giao) (?:cuoc (?:tro chuyen|noi chuyen)|khach|lead|cuoc chat)\b.{0,20}\b(?:cho|sang|qua) (?:nguoi|agent|nhan vien|moi gioi)\b|(?:转|交|移交)给(?:真人|经纪人|人工|同事|我)/;
const RECEIVED_ELSEWHERE = /\bque (?:le |les )?(?:llega|llegan|recibe|reciben|ve|ven)\b|\bque informacion\b|\b(?:nhan duoc|thay duoc|biet duoc) (?:gi|nhung gi)\b|(?:收到|看到|拿到|得到)(?:什么|哪些)/;
// Whether it is done, asked: "does it…", "¿le manda…?", "có … không", "…吗".
const WHETHER = /^(?:(?:and|so|ok|y|va)\s+)?(?:does|do|will|would|can|could|is)\b|\b(?:puede|pueden|podra|podria)\b|\bco (?:coi|xem|doc|biet|duoc)\b|能|\b(?:when|cuando|khi)\b.{0,80}\b(?:does|do|will|would|can)\b|¿(?!\s*(?:que|como|cual|quien|donde|cuando|por donde)\b)|\b(?:khong|hong|ko)\W*$|吗/;
// …or a summary of the chat asked for by name: "does it tell him what the client already asked", "¿le manda un resumen?".
const SUMMARY = /\b(?:summary|summari[sz]\w*|recap|resumen|resumid\w*|tom tat)\b|\btells? (?:him|her|them|the agent) what (?:the client|they|he|she) (?:already )?(?:asked|said|wanted)\b|\blo que ya (?:platico|hablo|pregunto|dijo)\b|摘要|总结|小结/;
// …or what the AI already told the client, seen by the agent: "¿el agente puede ver lo que la IA ya le contestó al
// cliente?", "nhân viên có coi được AI đã nói gì với khách hông?", "我能看到它之前跟客户说了什么吗？".
const SEES_WHAT_IT_SAID = /\b(?:see|read|know)\b.{0,20}\bwhat (?:the ai|it|the bot|the assistant) (?:already )?(?:said|told|answered|wrote)\b|\bver lo que (?:la ia|el bot|el asistente) (?:ya )?(?:le )?(?:contesto|dijo|respondio|escribio)\b|\b(?:coi|xem|doc|biet) (?:duoc )?(?:ai|bot|tro ly) (?:da )?(?:noi|tra loi|nhan) (?:gi|nhung gi)\b|(?:看到|知道)(?:它|ai|机器人|助手)(?:之前)?(?:跟|对|和)?(?:客户)?(?:说|回|聊)了什么/;
const handoffSummary: Situation = {
  slug: SPEED,
  asked: (text) => SEES_WHAT_IT_SAID.test(text) || ((PASSED_ON.test(text) || PASSED_ON_ELSEWHERE.test(text)) && SUMMARY.test(text)) || (PASSED_ON.test(text) && RECEIVED.test(text)) || (PASSED_ON_ELSEWHERE.test(text) && RECEIVED_ELSEWHERE.test(text)),
  siteWords: () => "When the handoff happens, the agent should receive a short summary in the CRM and by text",
  yes: (text) => (SUMMARY.test(text) || SEES_WHAT_IT_SAID.test(text)) && WHETHER.test(text),
};

// Who a lead goes to, by the speed-to-lead post's routing table ("an agent not answering within 15 minutes, who's supposed
// to get the lead then?", "¿a quién se le pasa si el agente no contesta en 15 minutos?", "不在15分钟内回复，线索转给谁？").
const WHO_GETS = /\bwho(?:s| s| is)? (?:it )?(?:supposed to |should |does |will |would )?(?:get|gets|take|takes|handle|handles|pick|picks|own|owns|go to)\b|\bwho (?:is|s) it (?:sent|passed|routed|given) to\b|\bwho (?:does|do|will|would|should) (?:it|the lead|that lead|they) (?:go|get sent|get passed|get routed) to\b|\b(?:goes|go|sent|passed|routed) to who\b|\ba quien (?:se (?:le )?(?:asigna|pasa|manda)|le (?:toca|llega)|(?:lo|la) (?:pasa|manda|asigna)\w*)\b|\bquien (?:lo|la) (?:recibe|toma|agarra)\b|\b(?:chuyen|giao|dua|phan) (?:cho|sang|qua) ai\b|\bai (?:nhan|lo|xu ly|tiep)\b|给谁|转给谁|分给谁|交给谁|谁(?:来)?(?:接手|跟进|负责|处理)|\ba quien (?:se lo|se la|lo|la) (?:deben|debe|tienen que|hay que|van a) (?:pasar|mandar|asignar|dar)\b|\b(?:giao|chuyen|chia|dua)(?: \w+){0,2} cho ai\b/;
// "and if that agent sits on it 15 minutes, then what?", "¿y si ese agente no contesta en 15 minutos?": the hand-off row.
const UNANSWERED_THEN = /\b(?:sits? on it|doesn ?t (?:answer|reply|respond|pick up)|dont (?:answer|reply|respond|pick up)|no (?:contesta|responde)|khong (?:tra loi|nghe may|bat may))\b.{0,30}\b(?:15|fifteen|quince) (?:minutes|mins|min|minutos|phut)\b|\b(?:15|fifteen|quince) (?:minutes|mins|min|minutos|phut)\b.{0,20}\b(?:then what|what then|que pasa|y luego|roi sao)\b|15分钟(?:没|不)(?:回|接)|\b(?:doesn ?t|dont|does not|no (?:le |les )?|khong)\s?(?:answer|reply|respond|pick up|contesta|responde|tra loi)\b.{0,60}\b(?:how long|how soon|cuanto tiempo|despues de cuanto|bao lau)\b.{0,40}\b(?:someone else|another|somebody else|otro|otra persona|alguien mas|nguoi khac)\b|(?:不回|没回).{0,20}多久.{0,12}(?:别人|其他)/;
// "能不能按区域把新线索分给负责那一片的经纪人？", "can it route leads by area?": the area row, asked as whether.
const BY_AREA = /\b(?:route|assign|send|pass|give)\w* (?:\w+ ){0,4}by (?:area|zip(?: code)?|neighbou?rhood|subdivision)\b|\b(?:asign|repart|mand|pas)\w* (?:\w+ ){0,4}por (?:zona|codigo postal|colonia|area)\b|\b(?:chia|phan|chuyen|giao) (?:\w+ ){0,4}theo (?:khu|vung)\b|按(?:区域|地区|片区)/;
// ("when a lead comes in wanting to talk in Vietnamese, who should it go to?", "si un prospecto prefiere hablar en hindi,
// ¿a quién se lo deben pasar?", "khách muốn nói tiếng nào thì … giao khách cho ai": the language row.)
const LANGUAGE_PREFERRED = /\b(?:language|idioma|lengua|ngon ngu|thu tieng|tieng nao)\b|(?<!\b(?:blog|articulo|post|article|pagina|version|sitio|escrito|written) )\b(?:in|en|bang|tieng|talk|speak|hablar|noi) (?:spanish|vietnamese|chinese|mandarin|cantonese|hindi|tagalog|arabic|korean|espanol|vietnamita|chino|mandarin|tagalo|arabe|coreano|viet|hoa|trung|tay ban nha|an do|a rap|han)\b|(?:说|讲)(?:中文|越南话|越南语|西班牙语|粤语|国语)|语言/;
// "how many minutes before it goes over to the team lead?", "¿a los cuántos minutos … se le pasa al líder del equipo?",
// "bao nhiêu phút thì chuyển cho trưởng nhóm?", "多少分钟…就转给团队负责人？": the wait before the hand-off row, asked.
const LEADER = String.raw`\b(?:team lead\w*|backup agents?|lider(?:es)?|jefe de equipo|agente de respaldo|truong nhom)\b`;
const MINUTES_ASKED = String.raw`\b(?:how many (?:minutes|mins)|cuantos minutos|bao nhieu phut|may phut)\b`;
const MINUTES_TO_LEADER = new RegExp(`${MINUTES_ASKED}.{0,80}${LEADER}|${LEADER}.{0,60}${MINUTES_ASKED}|(?:多少|几)(?:个)?分钟.{0,20}(?:团队负责人|组长|负责人|主管|备用)`);
const ROUTES: [RegExp, string][] = [
  [LANGUAGE_PREFERRED, "Language preference; Agent who speaks it"],
  [BY_AREA, "ZIP code or subdivision (The Woodlands, Spring); Agent who covers that area"],
  [new RegExp(`${/\b(?:15|fifteen|quince|muoi lam) (?:minutes|mins|min|minutos|phut)\b|15分钟|十五分钟/.source}|${UNANSWERED_THEN.source}|${MINUTES_TO_LEADER.source}`), "No reply from the owner within 15 minutes; Team lead or backup agent"],
  [/\b(?:rentals?|rental inquir\w*|renta|alquiler\w*|arriendo|cho thue|thue nha)\b|租房|出租/, "Rental inquiry; Leasing coordinator or property manager"],
  [/\b(?:luxury|new construction|investors?|price (?:band|range|point)s?|lujo|construccion nueva|inversionistas?|rangos? de precios?|cao cap|nha sang|hang sang|sang trong|tam gia|muc gia|nha moi xay|nha dau tu)\b|豪宅|高端|价位|新房|投资客/, "Price band or property type; Specialist (luxury, new construction, investors)"],
];
const LEAD_WORD = /\b(?:leads?|inquir\w*|prospect\w*|consultas?|lead moi|khach moi|giao khach)\b|线索|询盘|客户/;
const routed = (text: string): string[] => [...new Set(ROUTES.filter(([signal]) => signal.test(text)).map(([, row]) => row))];
// "can the leads go to my investor guy instead of round robin?", "¿…mandar a los inversionistas con el agente que se
// especializa en inversiones?", "…然后分给不同的经纪人吗？": a kind of lead sent to its own specialist, the specialist row.
const TO_SPECIALIST = /\b(?:(?:my|the|our|an?) (?:investor|investment|luxury|new construction) (?:guy|gal|agent|person|specialist|one)|(?:the )?(?:one|agent|guy|person) (?:who|that) (?:does|handles|works|knows) (?:investors|investments|luxury|new construction)|specialists?|especialistas?|(?:agente|asesor)\w* que (?:se especializa|sabe|maneja|ve)|que le toca|nguoi chuyen|agent (?:chuyen|rieng))\b|专门(?:做|负责|跑)|不同的经纪人/;
const routing: Situation = {
  slug: SPEED,
  asked: (text) => (UNANSWERED_THEN.test(text) || MINUTES_TO_LEADER.test(text) || ((BY_AREA.test(text) || WHO_GETS.test(text)) && LEAD_WORD.test(text)) || TO_SPECIALIST.test(text)) && routed(text).length === 1,
  siteWords: (text) => routed(text).join(". "),
  // ("能不能按区域把新线索分给…？", "can it route new leads by area?": what the row says is done.)
  yes: (text) => (BY_AREA.test(text) || TO_SPECIALIST.test(text)) && WHETHER.test(text.replace(/能不能|可不可以/, "吗")),
};

// Their clients' chats with the AI kept in their CRM ("does that whole conversation get saved in our CRM?", "¿esa
// conversación queda guardada en nuestro CRM?", "cuộc trò chuyện đó có được lưu vô CRM hông?", "聊天的记录会保存到我们的CRM里吗？"):
// the automation-stack post's "the place where every conversation ends up: chat transcripts…", a yes.
const CHAT_KEPT = /\b(?:saves?|stores?|keeps?|logs?|records?)\b (?:\w+ ){0,2}(?:conversations?|chats?|transcripts?)\b(?! (?:going|alive|up|moving|flowing))|\b(?:conversations?|chats?|transcripts?|conversacion\w*|platica\w*|cuoc (?:tro chuyen|noi chuyen|chat))\b.{0,60}\b(?:saved|stored|kept|logged|go(?:es)? (?:in|into)|land\w*|end\w* up|guardad\w*|queda\w*|se guarda\w*|luu|ghi)\b|(?:聊天|对话)(?:的)?(?:记录|内容)?.{0,12}(?:保存|存|记录)到?/;
const conversationsInCrm: Situation = {
  slug: STACK,
  // (The visitor's own number given to this chat, "does it end up in some CRM?", is the privacy page's HubSpot line.)
  asked: (text) => CHAT_KEPT.test(text) && !/\b(?:my|mi|mis) (?:phone|number|e-?mail|info\w*|details|contact\w*|telefono|numero|correo|datos)\b|我的(?:电话|号码|邮箱|资料)/.test(text) && (/\bcrm\b/.test(text) || (/\b(?:clients?|buyers?|tenants?|leads?|clientes?|inquilin\w*|khach|nguoi thue)\b|客户|租客/.test(text) && THE_AI.test(text))),
  siteWords: () => "Pick one CRM and make it the place where every conversation ends up: chat transcripts, texts, call notes and e-mails",
  yes: () => true,
};

// Scraping listings ("can't we just scrape HAR?", "crawl Zillow for listings").
// ("¿sacan los listados de HAR.com con scraping?", "lấy tin nhà trên HAR.com bằng cách scrape", "从HAR.com抓取房源…用爬虫".)
const SCRAPE = /\b(?:scrap(?:e|es|ed|ing)|crawl\w*|harvest\w*)\b.{0,40}\b(?:har|mls|listings?|listados?|zillow|realtor|sites?|homes)\b|\b(?:har|mls|listings?|listados?|tin nha|zillow|realtor)\b.{0,40}\b(?:scrap(?:e|es|ed|ing)|crawl\w*)\b|(?:har|mls|zillow|房源).{0,20}(?:抓取|爬取|爬虫)|(?:抓取|爬取|爬虫).{0,20}(?:har|mls|zillow|房源)/;
const scraping: Situation = {
  slug: STACK,
  asked: (text) => SCRAPE.test(text),
  siteWords: () => "Do not scrape listing sites. Work through an approved channel instead: an IDX or VOW feed from a licensed vendor",
};

// The workflow tool we use most ("which workflow tool do y'all say you use most?", "¿qué herramienta de automatización
// usan ustedes?", "bên em hay xài công cụ workflow nào?", "你们最常用哪个工作流工具？"): the stack post's "We often use n8n".
const WHICH_TOOL = /\b(?:which|what)\b (?:\w+ ){0,2}(?:workflow|automation) (?:tool|platform|engine|software)s?\b.{0,40}\b(?:use|prefer|pick|go with|recommend|like)\b|\b(?:que|cual|cuales) (?:herramienta|plataforma)s? de (?:flujos?|automatizacion|workflows?)\b|\b(?:cong cu|nen tang) (?:workflow|tu dong hoa)\b.{0,20}\b(?:nao|gi)\b|(?:哪个|什么|哪种)(?:工作流|自动化)(?:工具|平台)/;
const workflowTool: Situation = {
  slug: STACK,
  asked: (text) => WHICH_TOOL.test(text),
  siteWords: () => "We often use n8n because it can be self-hosted, keeps client data under your control and handles branching logic well",
};

// Listing descriptions written by the AI ("can your AI write up my listing descriptions?", "¿la IA me redacta la descripción
// de mis casas?", "AI có viết mô tả nhà giùm không?", "AI能帮我写房源描述吗？"): the stack post's "a first draft of a listing
// description for you to edit", a yes.
const DRAFTS_LISTING = /\b(?:writ\w*|draft\w*|creat\w*|generat\w*|do|redact\w*|escrib\w*|hac\w*|soan|viet|lam)\b.{0,30}\b(?:listing descriptions?|property descriptions?|descripci\w* de (?:la |las |mis |sus |los )?(?:propiedad\w*|casas?|listados?|inmuebles?)|mo ta (?:nha|can nha|bat dong san|listing))\b|(?:写|生成|起草)(?:一下)?(?:房源|房子)?(?:的)?(?:描述|介绍文案)/;
const listingDraft: Situation = {
  slug: STACK,
  // (Asked of the AI, not done here: "write me a listing description for a 4/3 in Humble" is a writing task, off-topic.)
  asked: (text) => DRAFTS_LISTING.test(text) && (THE_AI.test(text) || /\b(?:can|could|will|would|does|do) (?:it|y ?all|yall|your (?:ai|system|assistant))\b|它/.test(text)),
  siteWords: () => "writing a first draft of a listing description for you to edit",
  yes: () => true,
};

// A contract translated by the AI ("can your AI translate the TREC contract so they sign it in Spanish?", "¿la IA les
// traduce el contrato?", "AI dịch hợp đồng được không", "AI能翻译合同吗"): the bilingual post's "It must not become your
// contract translator", a no.
const TRANSLATES_CONTRACT = /\b(?:translat\w*|traduc\w*|dich)\b.{0,40}\b(?:contracts?|contratos?|hop dong|trec|forms?|formularios?)\b|\b(?:contracts?|contratos?|hop dong|trec)\b.{0,40}\b(?:translat\w*|traduc\w*|dich)\b|(?:翻译|译)[^，。？！?!]{0,10}(?:合同|合约|trec)|(?:合同|合约|trec)[^，。？！?!]{0,10}(?:翻译|译)/;
const THE_AI = /\b(?:ai|a i|ia|bot|chatbot|assistant|asistente|tro ly|system|sistema|he thong)\b|机器人|助手|系统|(?<![a-z])ai(?![a-z])/;
const translatesContract: Situation = {
  slug: BILINGUAL,
  // (The AI named as the one translating: "¿me ayudas a traducir este contrato?" asks the chat itself for a task.)
  asked: (text) => TRANSLATES_CONTRACT.test(text) && THE_AI.test(text),
  siteWords: () => "It must not become your contract translator. Texas residential transactions are typically written on TREC-promulgated forms in English",
  no: () => true,
};

// Financing or legal advice from the AI ("will your AI give our buyers financing advice, like which loan to take?",
// "¿el asistente les podría explicar los términos del préstamo?", "AI có tư vấn pháp lý hay giải thích điều khoản hợp đồng
// không?", "贷款利率…你们的AI会给建议吗？"): a no, from the speed-to-lead post's hand-off triggers (financing) or the welcome
// post's "It cannot … give legal advice". A question of passing such questions on ("will it send loan questions to my
// lender?") asks no advice of it and is left to the hand-off answers.
const FINANCING = String.raw`\b(?:financ\w*|loans?|mortgages?|interest rates?|what rate|prestamos?|credito|hipotec\w*|financiamiento|tasas? de interes|vay|khoan vay|lai suat|tai chinh)\b|贷款|利率|按揭|财务|理财`;
const LEGAL = String.raw`\b(?:legal|lawyers?|legales?|juridic\w*|phap ly|luat)\b|法律|律师`;
const ADVISES = new RegExp(
  String.raw`\b(?:advice|advis\w*|recommend\w*|which (?:loan|mortgage|lender)|what rates?|qualify|consejos?|aconsej\w*|asesor\w*|recomend\w*|que (?:prestamo|credito|hipoteca)|tu van|khuyen|loai vay nao|khoan vay nao)\b|\b(?:answer\w*|explain\w*|contest\w*|responde\w*|explic\w*|giai thich|tra loi)\b.{0,60}\b(?:questions?|terms?|preguntas?|terminos|condiciones|dieu khoan|cau hoi)\b|建议|推荐|(?:选|挑)哪种|回答[^，。？！?!]{0,12}问题|解释[^，。？！?!]{0,8}条款`,
);
const adviceFrom = (of: string): ((text: string) => boolean) => {
  const topic = new RegExp(of);
  return (text) => ADVISES.test(text) && topic.test(text) && THE_AI.test(text);
};
const financingAdvice: Situation = {
  slug: SPEED,
  asked: adviceFrom(FINANCING),
  siteWords: () => "Set clear handoff triggers so a person takes over when the conversation touches on negotiation, contracts, financing advice or anything legal",
  no: () => true,
};
// "does the AI try to answer that or does a real person take over?" (ANSWERS_OR_PASSES, policy-acts.ts): whether a
// buyer's loan question is answered by the AI or passed on, asked as a choice. The hand-off triggers say which
// (financing advice is one), with no "yes" or "no" to a question of either or.
const FINANCING_NAMED = new RegExp(FINANCING);
const financingPassedOn: Situation = {
  slug: SPEED,
  asked: (text) => ANSWERS_OR_PASSES.test(text) && FINANCING_NAMED.test(text) && THE_AI.test(text),
  siteWords: () => "Set clear handoff triggers so a person takes over when the conversation touches on negotiation, contracts, financing advice or anything legal",
};
const legalAdvice: Situation = {
  slug: WELCOME,
  asked: adviceFrom(LEGAL),
  siteWords: () => "We will not pretend AI replaces a licensed professional. It cannot sign a listing agreement, give legal advice",
  no: () => true,
};

// A tenant's emergency ("smells gas", "a gas leak", "water inside", "power lines down") and what the bot does or says.
// Spanish and Vietnamese too ("huele a gas", "ngửi thấy mùi gas"), and what the bot does ("¿qué hace la IA?", "xử lý sao").
const EMERGENCY = /\b(?:smell\w* (?:of |like )?gas|gas (?:leak|smell)\w*|water (?:coming )?(?:inside|in the (?:unit|house|apartment|living room))|(?:power )?lines? (?:are |is )?down|downed (?:power )?lines?|live wires?|huele a gas|olor a gas|fuga de gas|(?:le )?entra agua|cables? (?:de luz )?caidos?|mui gas|ro ri gas|xi gas|nuoc (?:vao|tran vao) nha|day dien (?:dut|roi))\b/;
const DOES = /\bwhat (?:do|does|will|would|should|is)\b|\bhow (?:do|does|will|would|should)\b|\b(?:tell|say|handle|respond|react)\w*\b|\b(?:que|como) (?:hace|responde|contesta|dice|maneja)\b|\b(?:xu ly|lam gi|tra loi|noi gi|lam sao)\b/;
const emergencies: Situation = {
  slug: STORMS,
  asked: (text) => EMERGENCY.test(text) && DOES.test(text),
  siteWords: () => "Recognize emergencies (a gas smell, water inside the unit, downed power lines, injuries), tell the tenant at once to call 911 or the utility",
};

// When the hurricane season runs: "when does hurricane season officially start and end?", "how long is the season?".
const SEASON = /\bhurricane season\b|\b(?:hurricane|storm)\b.{0,60}\bseason\b/;
const SEASON_DATES = /\b(?:start\w*|begin\w*|end\w*|runs?|officially|dates?|months?|how long|last\w*|over|kick\w* off)\b/;
// The dates themselves asked ("when does it start", "what months"), not something to do before the season starts.
const WHEN_ASKED = /\b(?:when|whens)\b(?:(?!\b(?:before|after|during|until)\b).){0,60}\b(?:start\w*|begin\w*|end\w*|run\w*|over|official\w*|kick\w* off)\b|\bwhat (?:dates?|months?)\b|\bhow long\b.{0,30}\bseason\b/;
const seasonDates: Situation = {
  slug: STORMS,
  asked: (text) => SEASON.test(text) && SEASON_DATES.test(text) && WHEN_ASKED.test(text),
  siteWords: () => "The Atlantic hurricane season runs from June 1 to November 30",
};

// A topic for a future post: "how do I suggest a topic for you to write about?", "can you write about X in a future issue?".
const FUTURE_ISSUE = /\b(?:suggest|propose|pitch|request|submit)\w* (?:a |an )?(?:topic|subject|question|idea|article|post)s?\b.{0,40}\b(?:write|cover|post|issue|newsletter|article|blog)\b|\b(?:future|next|upcoming) (?:issue|post|article|newsletter)s?\b.{0,40}\b(?:answer|cover|write|suggest|ask|question|topic)\w*\b|\b(?:want|like|love) (?:you|yall|y all) to (?:write|cover|do a post)\b/;
const futureIssue: Situation = {
  slug: WELCOME,
  asked: (text) => FUTURE_ISSUE.test(text),
  siteWords: () => FUTURE_ISSUE_WORDS,
};

// What the assistant must not tell tenants in a storm ("in the middle of a hurricane what is the ai NOT supposed to tell
// her tenants"): the post's "what it must not do" (no repair dates, concessions or safety advice).
const MUST_NOT = /\b(?:not supposed to|shouldn ?t|should not|must not|mustn ?t|can ?t|cannot|never|not allowed to|off limits)\b.{0,30}\b(?:tell|say|promise|offer|give|do)\b|\bwhat (?:can ?t|shouldn ?t|must not)\b/;
const STORM = /\b(?:hurricane|storm|tropical storm)s?\b/;
const mustNot: Situation = {
  slug: STORMS,
  asked: (text) => STORM.test(text) && MUST_NOT.test(text) && /\b(?:ai|bot|assistant|it)\b/.test(text),
  siteWords: () => "What it must not do: promise repair dates, approve rent concessions or give safety advice beyond your approved scripts",
};

// One of the things the hurricane post says the AI must not do, asked whether it does them ("can the AI approve a rent
// concession for a tenant after a storm?", "will the bot promise a repair date?"): that line, a no. English wording.
const MUST_NOT_THINGS = /\b(?:promis\w*|commit\w* to|give\w*|tell\w*) (?:\w+ ){0,3}(?:repair (?:dates?|times?|days?)|(?:a |the )?(?:dates?|day|time) (?:for|of) (?:the )?repairs?)\b|\bapprov\w* (?:\w+ ){0,3}(?:rent )?concessions?\b|\b(?:giv\w*|offer\w*) (?:\w+ ){0,3}safety advice\b/;
const mustNotDo: Situation = {
  slug: STORMS,
  asked: (text) => MUST_NOT_THINGS.test(text) && /\b(?:ai|bot|assistant|it|system|chatbot)\b/.test(text),
  siteWords: () => "What it must not do: promise repair dates, approve rent concessions or give safety advice beyond your approved scripts",
  no: (text) => !/\b(?:not|never|won ?t|doesn ?t|shouldn ?t|must not)\b/.test(text),
};

// Reports sorted by urgency after a storm ("after the last hurricane…, can the AI sort out who's urgent and who can wait?",
// "¿…me los puede ordenar por cuál es más urgente?", "Sau bão … AI có phân loại ai gấp ai chưa gấp…?", "飓风过后几百条报修，
// …能按轻重缓急帮我们排好吗？"): the hurricane post's backlog grouped "by property and severity", a yes when asked whether
// (the Vietnamese "bão" only with a word of time before it: folded, "bao" is also "báo" and "bao nhiêu").
const AFTER_STORM = /\b(?:hurricanes?|storms?|floods?|flooding|tormentas?|huracan\w*|inundacion\w*|temporal|(?:sau|trong|con|mua|truoc) bao|lu lut|ngap)\b|飓风|台风|暴雨|洪水|灾后|风灾/;
const BY_URGENCY = /\b(?:sort|sorts|sorting|triage\w*|prioriti[sz]\w*|rank\w*|put \w+ in order)\b.{0,40}\b(?:urgent|urgency|severity|severe|emergenc\w*|can wait|first)\b|\b(?:ordenar|ordene|ordena|clasific\w*|prioriz\w*|separar)\b.{0,40}\b(?:urgen\w*|gravedad|severidad|prioridad)\b|\b(?:phan loai|xep|sap xep|uu tien)\b.{0,40}\b(?:gap|khan|muc do|nghiem trong)\b|轻重缓急|(?:按|根据)[^，。？]{0,6}(?:紧急|严重)(?:程度)?[^，。？]{0,6}(?:排|分)/;
const stormTriage: Situation = {
  slug: STORMS,
  asked: (text) => AFTER_STORM.test(text) && BY_URGENCY.test(text),
  siteWords: () => "A workflow can group reports by property and severity, match them against your vendor roster and service areas",
  // ("…, can the AI sort out…?" told after a story; "…có phân loại … không em?")
  yes: (text) => WHETHER.test(text) || /\b(?:can|could|will|would|does)\b (?:the |your |y ?all ?s? )?(?:ai|bot|assistant|system|it)\b|\bco\b.{0,60}\b(?:khong|hong|ko)\b/.test(text),
};

const SITUATIONS: Situation[] = [stormTriage, buffers, handoffSummary, conversationsInCrm, workflowTool, listingDraft, routing, scraping, translatesContract, financingPassedOn, financingAdvice, legalAdvice, mustNotDo, emergencies, mustNot, seasonDates, futureIssue];
// What the posts say not to do is read in every language (Chinese in words of its own: "抓取", "爬虫", "翻译合同"), and
// before a platform or a language named can answer ("scrape HAR.com", "translate it for my Spanish-speaking buyers"); so is
// whether a loan question is passed on, before a lead's path is told.
const FORBIDDEN: Situation[] = [scraping, translatesContract, financingPassedOn, financingAdvice, legalAdvice, mustNotDo];
// Chinese reads the posts' routing, hand-off and CRM lines and what they forbid here (a tenant's emergency has its own,
// post-situations-zh.ts); Spanish and Vietnamese read those and the emergency.
const CHINESE: Situation[] = [stormTriage, routing, handoffSummary, conversationsInCrm, listingDraft, ...FORBIDDEN];
const EVERY_LANGUAGE: Situation[] = [emergencies, ...CHINESE];

/** Whether the folded text asks one of these situations: a post of ours answers it, so it is never off-topic. */
export const asksPostSituation = (text: string): boolean => SITUATIONS.some((s) => s.asked(text));
/** A situation whose post says not to do it (scraping, a contract translated, financing or legal advice, a loan question passed on), read before a platform or language named answers. */
export const forbiddenAsked = (text: string): boolean => FORBIDDEN.some((s) => s.asked(text));

const inLanguage = (language: Language): Situation[] => (language === "en" ? SITUATIONS : language === "zh" ? CHINESE : EVERY_LANGUAGE);

/**
 * The post's paragraph for a situation asked in the visitor's words (`text`, folded), or null when none is asked;
 * `of`, the posts it may come from (a post named: "y el de huracanes también, para una compañera que administra rentas"
 * asks for the hurricane post, not the speed post's rentals row).
 */
export function postSituation(part: string, text: string, facts: SiteFacts, language: Language, of?: readonly string[]): Resolved | null {
  const answer = situationAnswer(of ? inLanguage(language).filter((s) => of.includes(s.slug)) : inLanguage(language), part, text, facts, language);
  return answer ? { answers: [answer], topic: null, intent: "blog" } : null;
}

/**
 * A situation asked of a post just shown ("¿y qué dice ese de a quién se le pasa el prospecto si el agente no contesta en
 * 15 minutos?" after its link): that post's paragraph for it, before the paragraph sharing most of the words ("se le
 * pasa" is also the hand-off paragraph's).
 */
export function situationOfShown(part: string, facts: SiteFacts, language: Language, shown: readonly string[]): Answer | null {
  return postSituation(part, foldForRules(part), facts, language, shown)?.answers[0] ?? null;
}
