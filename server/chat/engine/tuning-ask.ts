// The care after launch that every package includes (monitoring, monthly tuning, performance reports), asked by how
// often or whether it goes on: "is tuning ongoing or a one-time thing?", "who watches the agents after launch?",
// "después de instalado, ¿cada cuánto ajustan el asistente?", "sau khi chạy thì bao lâu điều chỉnh một lần?", "上线后多久
// 优化一次？", "después de instalarlo, ¿le hacen mantención?" (Chile's word for upkeep), "once its all in do you lot …
// adjust things", "¿…o lo instalan y chau?", "装好以后你们还管不管？". The site's list of what every package includes answers, not
// a price or "the site doesn't say". Folded text.

const CARE = String.raw`(?:tun(?:e|es|ed|ing)|fine[- ]?tun\w*|adjust\w*|optimi[sz]\w*|monitor\w*|watch(?:es|ing)? (?:over )?(?:the|my|our|it|them)|maintain\w*|maintenance|mantencion|tweak\w*|ajust\w*|afina\w*|monitore\w*|optimiza\w*|mantenimiento|mantienen|(?:dan|dar|dara\w*|hacen|llevan|tendra\w*) (?:el |algun )?seguimiento (?:al|a los|a la|del) (?:sistema|asistente|ia|bot|agentes?)|dieu chinh|toi uu|giam sat|bao tri|(?:siguen|seguir|sigan|continuan|keep|still) (?:le |lo )?(?:moviendo|ajustando|mejorando|metiendo mano|working on|improving|adjusting)|stick around)`;
const WHEN = String.raw`(?:once (?:it s|its|it is|everything s|everythings|it s all|its all) (?:all )?(?:in|set up|running|live|installed|going)|after (?:launch\w*|install\w*|go(?:ing)?[- ]live|setup|it(?:'s| is) (?:live|installed|set up))|ongoing|one[- ]time|one[- ]off|how often|every month|each month|monthly|over time|afterwards?|from then on|despues de (?:instal\w*|lanzar\w*|la instalacion|ponerlo|que (?:este|quede) (?:instalad\w*|funcionando|en marcha))|cada cuanto|cada mes|mensual\w*|seguido|de por vida|una (?:sola )?vez|una vez (?:instalad\w*|listo|lanzad\w*|que (?:este|quede) \w+)|(?:ahi |alli )?(?:me|nos) dejan sol[oa]s?|leave (?:me|us) (?:alone|on (?:my|our) own|hanging)|(?:ya )?(?:que|cuando) (?:ya )?(?:quede|este) funcionando|once (?:it'?s|it is) (?:running|live|up)|sau khi (?:cai|trien khai|chay|len)|bao lau|hang thang|moi thang|dinh ky)`;
// "¿o nomás lo instalan y adiós?", "or do you install it and disappear?": whether we leave once it is installed.
const INSTALL_AND_GO = String.raw`(?:instal\w*|montan|ponen) (?:y|e) (?:adios|se van|ya|desaparecen|chao|chau)|install\w* (?:it )?and (?:leave|go|bail|disappear|walk away|vanish|bye)|set (?:it )?and forget`;
const TUNING_ASK = new RegExp(
  String.raw`\b${INSTALL_AND_GO}\b|\b${CARE}\b.{0,50}\b${WHEN}|\b${WHEN}\b.{0,50}\b${CARE}\b|(?:调整|优化|调优|监控|维护).{0,10}(?:多久|每月|定期|上线后|之后|一次性)|(?:多久|每月|定期|上线后|安装后).{0,10}(?:调整|优化|调优|监控|维护)|(?:装好|上线|安装|弄好|做好|接好)了?(?:以后|之后|后).{0,8}(?:还管不管|还管吗|管不管|还负责吗|就不管了|还有人管)`,
);
// What is tuned: the assistant, the agents, the system (not the visitor's listing prices or ads).
const OURS = /\b(?:ai|ia|agents?|assistants?|asistente|bots?|chatbot|system|sistema|automations?|automatizacion\w*|tro ly|he thong|tuning|monitoring|you|y ?all|ustedes|ben (?:ban|anh|chi|em))\b|助手|机器人|系统|你们/;
const THEIRS = /\b(?:prices?|pricing|precios?|gia|listings? price|ads?|anuncios?|rent|renta)\b|价格|房价|租金|广告/;

/** The care after launch asked of the assistant or of us (folded text). */
// "¿lo siguen revisando o lo instalan y chau?": installing and leaving is said of us by itself.
const INSTALLED_AND_GONE = new RegExp(String.raw`\b${INSTALL_AND_GO}\b`);
export const asksTuning = (text: string): boolean => TUNING_ASK.test(text) && (OURS.test(text) || INSTALLED_AND_GONE.test(text)) && !THEIRS.test(text);

// The start every package includes, asked as a plan before anything is built: "do you give a written plan before the
// setup?", "do you do some kind of plan first?", "¿nos dan un plan por escrito antes de empezar?", "有没有书面方案？".
// The site's "Discovery session and a written automation blueprint" heads the same list. Asked as the first thing a
// new client gets or we do ("what's the first step once we sign on?", "before you build anything, what comes first?")
// it is the same start ("what happens first once we sign, like day one?"); a first thing asked of an article or a
// storm is not about us.
// In Spanish: "cuando uno los contrata, ¿qué es lo primero que hacen?", "¿cuál es el primer paso al contratar?", "si
// firmamos con ustedes, ¿qué viene primero?".
const HIRED_ES = String.raw`(?:contrat\w*|firm(?:o|amos|ar|e|emos)|empez(?:ar|amos) con ustedes|trabaj(?:ar|o|amos) con ustedes|(?:cliente|clienta) nuev[oa]|nuev[oa] (?:cliente|clienta))`;
const FIRST_STEP_ES = String.raw`\b(?:lo primero|el primer paso|la primera cosa|la primera etapa|(?:que|cual) (?:viene|va|sigue) primero)\b.{0,60}\b${HIRED_ES}|\b${HIRED_ES}\b.{0,60}\b(?:lo primero|el primer paso|la primera cosa|la primera etapa|(?:viene|va) primero)\b`;
const FIRST_STEP = String.raw`\b(?:(?:very )?first (?:thing|step|stage)s?|get first|(?:do|happens|comes) first|day (?:one|1)|(?:the )?first day)\b.{0,60}\b(?:new (?:client|customer)s?|every (?:client|customer)|(?:sign(?:s|ing)?|signed) (?:up|on)|(?:once|when|after) (?:we|i) (?:sign|signed)|onboard\w*|(?:you|y ?all|yall|anybody|anyone|we) (?:build|start|begin)\w*|hire (?:you|y ?all)|work(?:ing)? with (?:you|y ?all))\b|\bbefore (?:you|y ?all|yall|anybody|anyone|we|your team) (?:build|set up|start building)\w*\b.{0,60}\bfirst\b|\b(?:once|when|after) (?:we|i) (?:sign(?:ed)? (?:up|on)|hire (?:you|y ?all)|start with (?:you|y ?all))\b.{0,40}\bfirst (?:thing|step)|${FIRST_STEP_ES}`;
// "once we sign with you guys what actually happens first?", "is there some kind of planning thing": the signing said
// before what comes first, or a planning stage asked for.
const SIGNED_THEN_FIRST = String.raw`\b(?:once|when|after) (?:we|i) (?:sign|signed|hire|hired|start|started|sign up|sign on)\b.{0,50}\b(?:happens|comes|do you do|goes|you do) first\b|\b(?:planning|discovery) (?:thing|phase|stage|step|session|call|part)\b`;
// "before you build anything do we get something on paper laying out what you plan to automate": the plan in writing.
// "What is it you do first, before any of it is built?", "After that first session with you lot, do we get anything on
// paper?", "签了以后头一步干啥？".
const FIRST_BEFORE_BUILT = String.raw`\b(?:do|happens|comes) first\b.{0,20}\bbefore (?:any(?:thing| of it| of this)?|it|we|you)\b.{0,12}\b(?:built|build\w*|set up|start\w*)\b|\b(?:first|that|the) (?:session|meeting|consult\w*|call)\b.{0,40}\b(?:on paper|in writing|written down)\b|(?:签(?:了|完)?(?:约|合同)?|签约|合作|开始合作)(?:以后|之后|后)[，,]?.{0,6}(?:头一步|第一步|头件事|头一件事|第一件事|先做什么|先干啥|先干什么|先做啥)`;
const PLAN_FIRST_ASK = new RegExp(String.raw`${FIRST_STEP}|${SIGNED_THEN_FIRST}|${FIRST_BEFORE_BUILT}|\bplan (?:wrote|written|drawn) up\b|\bbefore (?:you|y ?all|u|anything|it|we) (?:gets? )?(?:build|built|set up|start)\w*\b.{0,60}\b(?:on paper|in writing|written down|a document)\b|\b(?:on paper|in writing)\b.{0,40}\b(?:what you (?:plan|intend|re going) to|laying out|lays out|spells out)\b|\btruoc khi (?:cai dat|lam|trien khai|bat dau)\b.{0,80}\b(?:bang van ban|viet ra|tren giay|ke hoach)\b|\b(?:tim hieu|ngoi tim hieu) cach (?:nhom|cong ty|ben|van phong) (?:\w+ ){0,3}lam viec\b`);
const PLAN_FIRST = /\b(?:written (?:plan|proposal|roadmap)|plan (?:first|up ?front|beforehand|in writing)|blueprint|discovery (?:session|call|meeting)|plan (?:por escrito|escrito|previo)|plan de automatizacion|sesion(?: de)? (?:descubrimiento|diagnostico)|ke hoach (?:tu dong hoa )?(?:bang van ban|truoc|viet ra giay|tren giay|viet san)|buoi (?:discovery|tim hieu nhu cau))\b|\b(?:plan|roadmap)\b.{0,30}\b(?:before|antes de)\b.{0,30}\b(?:setup|set ?up|build\w*|start\w*|go(?:es|ing)? live|launch\w*|empezar|instalar|arrancar|montar)|\b(?:before|antes de)\b.{0,30}\b(?:setup|set ?up|build\w*|start\w*|go(?:es|ing)? live|launch\w*|empezar|instalar|arrancar)\b.{0,50}\bplan\b|书面(?:方案|计划)|方案书|蓝图/;
const NOT_THE_PACKAGE = /\b(?:which|what|que|cual) (?:plan|paquete|package)\b|\bplan (?:fits|for (?:me|us|a))\b/;

/** A plan asked for before the build (folded text): the list of what every package includes, which starts with it. */
export const asksPlanFirst = (text: string): boolean => (PLAN_FIRST.test(text) || PLAN_FIRST_ASK.test(text)) && !NOT_THE_PACKAGE.test(text);
