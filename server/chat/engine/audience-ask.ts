import type { Answer } from "./knowledge/answer-types.ts";
import { audienceAnswer, readNeed } from "./needs.ts";
import { ELSEWHERE } from "./place-ask-patterns.ts";

// "Is any of this for property managers, or only for agents?", "¿esto es solo para agentes?", "cái này chỉ dành cho môi
// giới thôi hả?", "这些只适合经纪人吗？": who the offering is for, asked by someone unsure it is for them. The site names
// agents, brokers, team leaders and property managers; what else the same sentence asks for ("do y'all do dashboards or
// is that only for agents?") is answered after.

const ROLES = String.raw`(?:property managers?|property management|(?:those|people|folks|ones) (?:that|who) (?:look after|manage|run|handle) (?:rental|rentals|rental houses|rental homes|rental properties|properties)|agents?|realtors?|brokers?|brokerages?|teams?|hoas?|hoa managers?|community managers?|landlords?|people like (?:me|us)|(?:folks|companies|businesses) like (?:ours|mine|us|me))`;
const ES_ROLES = String.raw`(?:realtors?|brokers?|property managers?|lideres de equipo|jefes de equipo|agentes (?:que trabajan )?(?:sol[oa]s|independientes)|vendedores|(?:alguien|gente|personas?|uno) como (?:yo|nosotros|uno)|caseros|propietarios|arrendadores|landlords?|(?:los |las )?que (?:alquilan|rentan|arriendan)(?: casas)?)`;
const FOR_WHOM = new RegExp(
  [
    String.raw`\b(?:is|are) (?:(?:any|all|some|none) of )?(?:this|it|that|these|those|them|your (?:stuff|services?|packages?|products?|tools?))\b(?: \w+){0,2}? (?:only |just |also |even |really )?(?:meant |made |built |designed )?for ${ROLES}\b`,
    String.raw`\b(?:or|is it|is that|or is (?:it|that|this)) (?:only|just) (?:meant )?for ${ROLES}\b`,
    // "…only work with agents and brokers or also those that look after rental houses?": the other audience after "or also".
    String.raw`\bor (?:also|even) (?:with |for )?${ROLES}\b`,
    // "¿sirve pa' alguien como yo o es solo pa' realtors?": the spoken "pa'", the English "realtors" and a landlord's own words.
    String.raw`\b(?:es|son|esta|estan|sirve|sirven) (?:solo |solamente |nada mas |nomas |tambien |unicamente )?(?:pensad[oa]s? |hech[oa]s? )?(?:para|pa) (?:agentes|administradores(?: de propiedades)?|corredores|inmobiliarias|equipos|${ES_ROLES}|nosotros)\b`,
    String.raw`\b(?:o )?(?:solo|nada mas|nomas|unicamente) (?:es )?(?:para|pa) (?:agentes|corredores|inmobiliarias|${ES_ROLES})\b`,
    String.raw`\b(?:chi )?danh (?:rieng )?cho (?:moi gioi|nguoi quan ly(?: nha| bat dong san)?|quan ly (?:nha|bat dong san)|cong ty moi gioi|chu nha)\b(?: \w+){0,2} (?:thoi|khong|ha|a|sao)\b`,
    // "do you only work with realtors?", "do y'all help landlords too or just agents?": whom we serve, a place aside.
    String.raw`\b(?:do|does|can|will) (?:you|u|y ?all|you guys|you people|you folks|ye|your (?:company|team|agency))(?: (?:only|just|also|even|really|guys))? (?:work (?:with|for)|serve|help|take on|cater to|do (?:this|it|work) for) (?:\w+ )?${ROLES}\b(?!.{0,25}\b(?:in|at|around|near|from)\b)`,
    // "¿ustedes atienden a gente como yo, que maneja arriendos?", "¿trabajan también con administradores?": whom we serve,
    // in Spanish; a place after it ("¿trabajan con agentes en Brookshire?") asks where.
    String.raw`\b(?:atienden|atiende|trabajan con|trabaja con|ayudan|ayuda|le dan servicio|dan servicio|sirven)(?: (?:tambien|solo|solamente|nada mas|nomas))? (?:a )?(?:${ES_ROLES}|administradores(?: de propiedades)?|agentes|corredores|inmobiliarias|gente que (?:maneja|administra|renta|alquila|arrienda|lleva)\w*)\b(?![^?]{0,30}\b(?:en|por|cerca de|alrededor de)\b)`,
    String.raw`\b(?:ben (?:ban|em|anh|chi|minh)|cac ban|ban|em|cong ty (?:ban|em)) (?:co )?(?:nhan )?(?:lam|phuc vu|ho tro|lam viec) (?:cho|voi) (?:nguoi )?(?:quan ly (?:nha|bat dong san|tai san)|chu nha|moi gioi|cong ty moi gioi|agent|truong nhom|nhom|doi nhom|team|property managers?)\b(?!.{0,25}\b(?:o|tai)\b)`,
    String.raw`(?:服务|做|接)(?:物业经理|物業經理|物业公司|物業公司|物业管理|物業管理|房东|房東|经纪人|經紀人|经纪公司|經紀公司|团队领导|团队负责人|团队老大|经纪团队|独立经纪人|个人经纪人)(?:公司)?(?:的)?(?:生意|客户|客戶)?(?:吗|嗎|么|麼|不)|(?:房东|房東|物业经理|物業經理|物业公司|物業公司|团队领导|团队负责人)(?:可以|能|也能|也可以)(?:用|使用)(?:你们的?(?:服务|系统|产品|东西|工具))?(?:吗|嗎)`,
    String.raw`(?:只|仅|是不是只)(?:适合|适用于|面向|给|针对)(?:房产)?(?:经纪人|物业经理|物业公司|物业管理|团队|房东)`,
    // "你们只给卖房的经纪人做吗？管出租房的人能不能用？": people who manage rentals asked whether they can use it.
    String.raw`(?:管|做|管理)(?:出租房|租赁|出租|物业)(?:的)?(?:人|公司)?(?:能不能|可不可以|可以|能)(?:用|做)`,
    String.raw`(?:适合|适用于|面向|给|针对)(?:我们)?(?:物业经理|物业公司|物业管理|房东)(?:吗|的吗|用吗|用的吗)`,
    // "who exactly is this thing built for?", "¿para quién está hecho su servicio?", "Dịch vụ bên em dành cho ai?": whom the
    // service is for, asked openly of it (a package or the newsletter named is asked of that one).
    String.raw`\b(?:whos|who(?: exactly| all| really)? (?:is|s|are)) (?:this|it|that|y ?all|you|your (?:service|services|stuff|company|agency|product|products)|(?:this|the|that|your) (?:thing|service|system|stuff|product|tool|ai|bot))(?: (?:really|actually|exactly|mainly|mostly))? (?:(?:meant|made|built|designed|aimed|intended|geared) )?(?:for|at)\b(?= *(?:$|[?.!,]| exactly| really| then| anyway| though))`,
    String.raw`\bpara quien(?:es)? (?:es que )?(?:esta|es|son|estan|fue) (?:hech[oa]s? |pensad[oa]s? |disenad[oa]s? |dirigid[oa]s? |creado |cread[oa]s? )?(?:su|sus|este|esto|eso|el|ustedes)(?: (?:servicio|servicios|producto|productos|sistema|empresa|agencia|asistente))?\b(?! (?:growth|foundation|enterprise|paquete|plan|boletin|newsletter))`,
    String.raw`\b(?:dich vu|san pham|he thong|cai nay)(?: (?:nay|do|kia))?(?: (?:ben|cua) (?:em|ban|anh|chi|minh|cac ban))? (?:la |chu yeu |chinh )?danh cho (?:ai|nhung ai|doi tuong nao|nguoi nao)\b`,
    // "你们到底服务哪些人？", "你们的客户主要是什么人？", "这套东西是给谁用的？": whom we serve asked openly, with no role named.
    String.raw`(?:服务|面向|针对|做)(?:的)?(?:是)?(?:哪些|哪种|哪类|哪一类|什么样的?|啥样的?|边啲|乜嘢)(?:人|客户|客人|客群|群体|行业|公司)|(?:客户|客群)(?:主要|一般|都)?是(?:哪些|哪种|哪类|什么样的?|啥样的?|什么)(?:人)?|(?:给|适合|面向)(?:谁|哪些人|什么人|啥人)(?:用|的)`,
  ].join("|"),
);

/** The audience answer, then the add-on or service the same question asks for; null when the part asks no "is it for us?". */
// "¿cuál de sus paquetes está pensado para nosotros?": which package is for them asks for a fit, not who we serve.
const WHICH_PACKAGE = /\b(?:which|what|cual|cuales|que)\b(?: \w+){0,4} (?:packages?|plans?|tiers?|paquetes?|planes?)\b|\bgoi nao\b|哪(?:一)?个(?:套餐|方案)/;

export function audienceAsked(text: string): Answer[] | null {
  const match = FOR_WHOM.exec(text);
  // "¿Trabajan con inmobiliarias de otras ciudades?" asks where, not whom (place-ask-patterns.ts ELSEWHERE).
  if (!match || WHICH_PACKAGE.test(text) || ELSEWHERE.test(text)) return null;
  // The need is read in the sentence that asks, so the role that sets the scene ("I manage 200 doors") points at nothing.
  const sentence = text.slice(0, match.index).split(/[.!?。！？]/u).pop() ?? "";
  const need = readNeed(sentence.trim());
  return [audienceAnswer(text), ...(need ? [need] : [])];
}
