// Someone of ours asked to phone the visitor's boss, partner or the person just spoken of ("could someone from your
// team ring her?", "¿alguien de su equipo la puede llamar?", "bên em gọi cho sếp anh giùm", "你们能给我老板打个电话吗"):
// a request for a person, like "call me". Read on folded text (foldForRules). Not when the caller is the product ("can
// the AI ring him back?", "¿la IA puede llamarlos?", "机器人能给他打电话吗"): that asks what it does.

// Who is asked to call: a person of ours, or the visitor speaking to us.
const OURS_EN = String.raw`(?:someone|somebody|anyone|anybody|a person|one of (?:your|ur|yall|you guys) \w+|your (?:team|people|staff|office)|you guys|yall|you)`;
// The product, or the visitor's own people, as the caller: "can the AI ring him back?", "if a lead calls, …".
const NOT_OURS_BETWEEN = String.raw`(?:(?!\b(?:ai|a\.i|bot|chatbot|assistant|system|it|leads?|clients?|tenants?|buyers?|callers?)\b).)`;
const OTHER_PERSON_EN = String.raw`(?:her|him|us|me|my (?:boss|broker|partner|manager|owner|broker-owner|broker owner|director|husband|wife|team lead(?:er)?|business partner|colleague|associate|office manager)|our (?:broker|boss|owner|broker-owner|broker owner|managing broker|director|manager|team lead(?:er)?|office manager))`;
const EN = new RegExp(
  String.raw`\b${OURS_EN}\b${NOT_OURS_BETWEEN}{0,40}\b(?:(?:call|ring|phone|reach out to|get in touch with|contact) ${OTHER_PERSON_EN}|give ${OTHER_PERSON_EN} a (?:call|ring|buzz))\b`,
);

// "¿alguien de su equipo la puede llamar?", "que alguien llame a mi jefa", "¿pueden llamarla?".
const ES = new RegExp(
  [
    /\b(?:alguien|una persona|un asesor|un agente|ustedes|su equipo|alguno de ustedes)\b(?:(?!\b(?:ia|ai|bot|asistente|sistema)\b).){0,40}\b(?:la|le|lo|les|los|las) (?:(?:puede|pueden|podria|podrian|podra|podran|pueda|puedan) )?(?:llame|llamen|llamar|contacte|contacten|contactar|marque|marquen|marcar)\b/.source,
    /(?<!\b(?:ia|ai|bot|asistente|sistema|inquilinos|clientes|prospectos|compradores)\b.{0,25})\b(?:puede|pueden|podria|podrian|podra|podran)n? (?:llamarl|contactarl|marcarl)[aeo]s?\b/.source,
    /\b(?:alguien|ustedes|su equipo|alguno de ustedes)\b.{0,30}\b(?:llamar|llame|llamen|contactar|contacte|contacten|marcar|marque|marquen)(?:le)? a (?:mi|nuestr[oa]) (?:jef[ea]|soci[oa]|broker|duen[oa]|gerente|espos[oa]|director[a]?|lider)\b/.source,
  ].join("|"),
);

// "bên em gọi cho sếp anh giùm", "nhờ nhân viên gọi cho chị ấy", "có ai gọi điện cho broker của em được không".
const VI = new RegExp(
  /(?<!\b(?:tro ly|bot|chatbot|he thong)\b.{0,15})\b(?:co ai|ai do|nhan vien(?! (?:cua )?(?:toi|em|minh|tui)\b)|ben (?:ban|anh|chi|em)|nguoi ben (?:ban|anh|chi|em)|cac ban|doi ngu|tu van vien)\b(?:(?!\b(?:tro ly|bot|chatbot|he thong)\b).){0,30}\b(?:goi|lien he|lien lac)(?: dien| lai)*(?: cho| voi)? (?:sep|boss|broker|quan ly|ong chu|ba chu|chi ay|anh ay|ong ay|ba ay|co ay|ong ta|ba ta|vo|chong|doi tac)\b/.source,
);

// "你们能给我老板打个电话吗", "有人可以联系她吗", "安排人给她打电话".
const ZH = /(?<!(?:ai|机器人|助手|系统).{0,10})(?:你们|您们|贵公司|有人|找人|安排人|派人)(?:(?!ai|机器人|助手|系统).){0,10}(?:(?:给|跟|和)(?:她|他|我(?:们|的)?老板|老板|我(?:们|的)?经纪人|我(?:们|的)?合伙人|我(?:们|的)?负责人)(?:打个?电话|打电话|通个?电话|联系)|(?:打电话给|打给|联系一下|联系)(?:她|他|我(?:们|的)?老板|我(?:们|的)?经纪人|我(?:们|的)?合伙人))/;

/** Whether the folded message asks someone of ours to phone the visitor or a person they speak for. */
export const CALL_SOMEONE: RegExp = new RegExp([EN.source, ES.source, VI.source, ZH.source].join("|"));
