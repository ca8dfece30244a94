// "I'm a loan officer, can you help me?", "soy agente de préstamos hipotecarios, ¿me pueden ayudar?", "em là nhân viên
// cho vay, bên anh giúp được không?", "我是贷款经纪，你们能帮我吗？", "do you work with home inspectors?": someone next to
// real estate (a lender, an inspector, an appraiser, a title or insurance agent, an attorney, a stager) asks whether the
// offering is for them. The site names agents, brokers, team leaders and property managers only, so the audience answer
// says so and gives the team's contacts; without this the role's own words ("officer", "seguros", "bảo hiểm") pulled the
// office, data-safety or services answer. The role alone only sets the scene: "I'm a lender, how much is Voice AI?"
// asks the price. Rules run on folded text (foldForRules).

const ROLE_EN = String.raw`(?:(?:mortgage |home |hard money )?(?:loan officers?|lenders?|loan originators?|loan processors?)|mortgage (?:brokers?|agents?|advisors?|professionals?|originators?|reps?)|(?:home |property )?inspectors?|appraisers?|title (?:agents?|officers?|reps?|compan(?:y|ies)|insurance agents?)|escrow (?:officers?|agents?)|insurance (?:agents?|brokers?)|(?:real estate )?(?:attorneys?|lawyers?)|(?:home )?stagers?|(?:real estate )?photographers?|(?:custom )?home ?builders?|general contractors?|moving compan(?:y|ies))`;
const ROLE_ES = String.raw`(?:(?:oficial(?:es)?|agentes?|asesor(?:a|es|as)?|corredor(?:a|es|as)?|brokers?) (?:de )?(?:prestamos?|creditos?)(?: hipotecarios?)?|(?:corredor(?:a|es|as)?|brokers?|asesor(?:a|es|as)?|agentes?) hipotecari[oa]s?|prestamistas?|inspector(?:a|es|as)? (?:de )?(?:casas|viviendas|propiedades)|tasador(?:a|es|as)?|valuador(?:a|es|as)?|agentes? de seguros|abogad[oa]s?(?: inmobiliari[oa]s?)?|(?:agentes?|compania|companias) de titulos|fotograf[oa]s? (?:de )?(?:casas|propiedades|bienes raices)|constructor(?:a|es|as)?)`;
const ROLE_VI = String.raw`(?:(?:cong ty|ben|hang) (?:bao hiem|cho vay|tin dung|title)|nhan vien (?:cho vay|tin dung|ngan hang)|chuyen vien (?:cho vay|tin dung|vay)|moi gioi (?:vay|cho vay|tin dung|bao hiem)|(?:nguoi|ben) cho vay|tham dinh (?:gia|vien|nha)|(?:tho|nguoi) kiem tra nha|dai ly bao hiem|luat su|(?:tho|nguoi) chup anh nha|chu thau|nha thau)`;
const ROLE_ZH = "(?:贷款(?:经纪|专员|顾问|官|员)|房贷(?:经纪|专员|顾问)|信贷(?:员|经理)|验房师|房屋检查员|估价师|评估师|保险(?:经纪|代理)|律师|产权公司|房屋摄影师|建筑商|承包商)";

// Who the visitor is: "I'm a …", "we're a … company", "as a …", "… here"; "soy …", "trabajo como …"; "tôi là …"; "我是…".
const I_AM = new RegExp(
  [
    String.raw`\b(?:im|i am|i work as|i m|we re|were|we are|as|work as)(?: an?| the)? (?:\w+ )?${ROLE_EN}\b`,
    String.raw`\b${ROLE_EN} here\b`,
    String.raw`\b(?:soy|somos|trabajo como|me dedico a ser)(?: una?)? ${ROLE_ES}\b`,
    String.raw`\b(?:toi|em|anh|chi|minh|tui|co|chu|bac|con) (?:la|lam|dang lam)(?: nghe)? ${ROLE_VI}\b`,
    `(?:我|我们|我們)(?:是|做|在做|当)(?:一名|一个|个)?${ROLE_ZH}`,
  ].join("|"),
);
// "do you work with lenders?", "is this for inspectors too?", "¿trabajan con prestamistas?", "有没有服务贷款经纪？".
const WITH_ROLE = new RegExp(
  [
    String.raw`\b(?:do|does|can|will|would) (?:you|u|y ?all|you guys|your (?:company|team|agency))(?: (?:also|even|ever))? (?:work with|work for|serve|help|take on|do (?:this|it|work) for) ${ROLE_EN}\b`,
    String.raw`\b(?:is|are) (?:this|it|that|these|your (?:services?|packages?|stuff))(?: \w+){0,2}? for ${ROLE_EN}\b`,
    String.raw`\b(?:trabajan|trabaja|atienden|sirve|sirven) (?:tambien )?(?:con|para) ${ROLE_ES}\b`,
    String.raw`\b(?:co )?(?:lam|phuc vu|ho tro|lam viec) (?:cho|voi) ${ROLE_VI}\b|\bnhan ${ROLE_VI} (?:lam )?khach\b`,
    `(?:服务|做|接|适合|适用于)${ROLE_ZH}`,
  ].join("|"),
);
// What the visitor asks of it: help, a fit, whether it is for them; "I'm a lender." alone is also that question.
const FIT_ASK = /\b(?:help|work for|fit|for me|for us|useful|make sense|do anything|anything for|use it|use this|ayudar|ayudarme|ayudarnos|sirve|sirva|me conviene|nos conviene|para mi|para nosotros|giup|hop|dung duoc|co ich|danh cho)\b|帮|适合|能用|可以用|有用/;

/** Someone in a role next to real estate asks whether the offering is for them. */
export function adjacentRoleAsked(text: string): boolean {
  if (WITH_ROLE.test(text)) return true;
  if (!I_AM.test(text)) return false;
  const rest = text.replace(I_AM, " ").replace(/[^\p{L}\p{N}]+/gu, " ").trim();
  return FIT_ASK.test(rest) || rest === "";
}
