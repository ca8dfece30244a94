// "is the AI trained on our own business and listings, or some generic bot?", "does it learn our brand voice?",
// "is the assistant customised to my brokerage?": the custom agent every package includes ("trained on your business,
// listings and voice"), asked of in the visitor's words. Not the team's training ("do you train my staff", TRAINING_ASK).
// Folded text.
const TRAINED_ON = /\b(?:trained|train|learns?|learned|learnt|taught|customi[sz]ed|tailored|personali[sz]ed|built|set up|fed) (?:on|from|with|to|for|around) (?:our|my|the|ur) (?:own )?(?:business|listings?|voice|brand|brand voice|data|properties|company|brokerage|market|neighbou?rhoods?)\b/;
const KNOWS_OURS = /\b(?:learn|learns|know|knows|understand|understands|pick up|picks up|sound like|sounds like) (?:our|my|ur) (?:own )?(?:business|listings|voice|brand|brand voice|market|neighbou?rhoods?|properties)\b|\b(?:sound|sounds|talk|talks|write|writes|speak|speaks|come across) like (?:us|me|we do|i do|our (?:team|office|agents?|brokerage|company))\b/;
const GENERIC = /\b(?:generic|off the shelf|one size fits all|cookie cutter|canned) (?:bot|chatbot|ai|assistant|answers?|replies|robots?|bots)\b/;

// "AI是拿我们自己的房源训练的吗", "会学我们的说话风格吗", "是不是现成的通用机器人": the same, in Chinese.
const ZH_TRAINED = new RegExp(
  [
    /(?:用|拿|根据|按照?|基于|照着)(?:我们|我|咱们?)(?:自己|自家)?的?(?:房源|业务|公司|品牌|数据|资料|语气|风格|口吻|市场)[^，。？！?]{0,8}(?:训练|学习|定制|调教|喂)/.source,
    /(?:训练|学习|学|学会|了解)(?:我们|我|咱们?)(?:自己|自家)?的?(?:房源|业务|品牌|说话方式|(?:说话)?(?:语气|风格|口吻))/.source,
    /(?:现成|通用|千篇一律)的?(?:机器人|ai|助手|回复|模板)/.source,
  ].join("|"),
);

// "trợ lý AI được dạy theo cái gì của mình?", "AI có học theo danh sách nhà của tui không": taught or trained after what
// is the visitor's own (the assistant named, so the team's own training is not meant).
// "học theo cách văn phòng em nói chuyện" (the way the office talks) is the voice; "trả lời chung chung" a generic bot.
const TRAINED_VI = /\b(?:huan luyen|day|dao tao|hoc|tuy chinh)\b(?: \w+){0,2} (?:theo|tren|bang|tu|dua tren) (?:(?:cai|nhung|cac) )?(?:(?:cach|kieu|loi) (?:\w+ ){0,3}?(?:noi chuyen|noi|viet|tra loi|nhan tin)\b|gi|cua (?:minh|toi|tui|em|ben (?:minh|toi|tui))|doanh nghiep|danh sach nha|nha niem yet|niem yet|giong|van phong|thuong hieu)\b/;
const THE_AI_VI = /\b(?:tro ly|ai|bot|chatbot)\b/;
const GENERIC_VI = /\b(?:tra loi|noi|chatbot|bot|ai) chung chung\b/;

// "¿el asistente va a conocer mis propiedades o es uno genérico?", "¿lo entrenan con nuestros listados?", "¿sabrá cómo
// hablamos en la oficina?": the same, in Spanish; the assistant named or "genérico" said, so the team's training is not meant.
const TRAINED_ES = /\b(?:entrenad[oa]s?|entrenan|entrenar\w*|personalizad[oa]|adaptad[oa]|hech[oa] a la medida|(?:va|van) a (?:saber|conocer|aprender)|sabra|conocera|aprendera|conoce|sabe|aprende) (?:(?:con|de|sobre|a|en base a) )?(?:(?:todo|todas|todos) )?(?:(?:mis|mi|nuestr[oa]s?) |(?:las|los|la|el) (?:de )?(?:mi|nuestr[oa]) ?)(?:casas|propiedades|inmuebles|listados|listings|negocio|empresa|oficina|marca|mercado|forma de hablar|manera de hablar|estilo|tono)\b/;
// "¿va a sonar como un robot?", "no quiero que suene acartonado": the generic bot feared, in the voice it would have.
const GENERIC_ES = /\b(?:uno|un bot|un chatbot|una ia|un asistente|respuestas?|bot|chatbot|asistente) generic[oa]s?\b|\b(?:sonar|suena|suene|suenan|sonara|hablar|habla|hable|hablara) (?:como|a) (?:un )?(?:robot|maquina|bot)\b|\bacartonad[oa]\b/;
const THE_AI_ES = /\b(?:ia|ai|bot|chatbot|asistente|robot|agente de ia)\b/;

export function asksTrainedOnTheirs(text: string): boolean {
  return TRAINED_ON.test(text) || KNOWS_OURS.test(text) || GENERIC.test(text) || ((TRAINED_ES.test(text) || GENERIC_ES.test(text)) && THE_AI_ES.test(text)) || ZH_TRAINED.test(text) || ((TRAINED_VI.test(text) || GENERIC_VI.test(text)) && THE_AI_VI.test(text));
}
