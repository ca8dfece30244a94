import type { Topic } from "./context.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import type { Resolved } from "./resolved.ts";
import type { Intent } from "./types.ts";

// "is it possible to get more info?", "¿me pueden mandar más información?", "cho tôi xin thêm thông tin", "能给我更多信息吗？":
// more information asked for and nothing named. After an offering it is more of that offering; at the start it is what
// we build and how to reach the team. No word in it ("info", "details") is a page's topic to search for.

const SOFTENER = /^(?:(?:hi|hello|hey|hola|buenas|buenos dias|buenas tardes|chao|xin chao|ok|okay|so|yes|yeah|sure|great|cool|si|vale|dale|da|vang|uh|um)\b[\s,.!]*)*/;
const POLITE = /(?:[\s,]+(?:please|pls|plz|thanks|thank you|thx|por favor|porfa|porfavor|gracias|nhe|nha|a|voi|giup|gium|dum|nhe em|di|duoc khong|dc ko|duoc ko|khong|ko|k|hong|ha|em|chi|anh))*[\s\p{P}\p{S}]*$/u;

// What the information is about, when it is only us or what was just said.
const ABOUT_US_EN = /(?: (?:about|on|regarding|re|of) (?:you|you guys|y ?all|ya|u|it|this|that|them|those|these|the (?:service|services|company|agency|offer|offers|product|products)|your (?:services?|company|agency|business|offers?|offerings?|products?|stuff|work|team)|what (?:you|y ?all|u) (?:do|offer|have)|everything|all (?:this|that|of (?:this|that|it))|(?:bayou city )?ai))?/;
const EN = new RegExp(
  "^(?:(?:is it|would it be|is that) possible (?:to |for me to |for us to )?(?:get|have|receive|see)|(?:can|could|may|might) (?:i|we) (?:please )?(?:get|have|receive|see|ask for|request)|(?:can|could|would|will) (?:you|u|ya|y ?all|someone|somebody) (?:please )?(?:send|give|share|email|e-mail|text|tell|provide)(?: (?:me|us))?|(?:please )?(?:send|give|share|email|e-mail|provide)(?: (?:me|us))?|(?:i|id|i would|we|wed|we would) (?:like|love|want|need)(?: to (?:get|have|receive|see|know|learn|read))?|(?:im|i am|were|we are) (?:looking for|interested in|after|hoping for)|where (?:can|do) (?:i|we) (?:get|find|read)|(?:got|have you got|do you have) (?:any )?)?" +
    " ?(?:(?:some|any|a (?:bit|little)(?: more)?(?: of)?|a few|more|further|additional|extra|the|full|all the|detailed|complete) )*(?:info|infos|information|informations|details|detail)" +
    ABOUT_US_EN.source +
    "$",
);
// "tell me more", "can you tell me more about it?", "say more", "more please".
const TELL_MORE_EN = new RegExp(`^(?:(?:can|could|would|will) (?:you|u|ya) )?(?:please )?(?:tell|show|give) (?:me|us) (?:a (?:bit|little) )?more${ABOUT_US_EN.source}$|^(?:say|explain) (?:a (?:bit|little) )?more${ABOUT_US_EN.source}$|^more(?: info)?$|^go on$`);

const ABOUT_US_ES = /(?: (?:sobre|de|acerca de|del|con respecto a) (?:ustedes|uds|usted|ti|vos|eso|esto|ello|lo que (?:hacen|ofrecen|tienen)|(?:su|tu|la|el) (?:empresa|agencia|servicio|negocio|producto|compania|oferta)|(?:sus|tus|los) (?:servicios|productos|paquetes)|todo(?: eso| esto)?|(?:bayou city )?ai))?/;
const ES = new RegExp(
  "^(?:(?:es|seria) posible (?:obtener|tener|recibir|conseguir|pedir|ver)|(?:se puede|puedo|podria|podemos|podriamos) (?:obtener|tener|recibir|conseguir|pedir|ver)|(?:me|nos) (?:puede|pueden|podria|podrian|podes|puedes|podrias) (?:dar|enviar|mandar|pasar|compartir|proporcionar|facilitar)|(?:me|nos) (?:da|das|dan|manda|mandas|mandan|envia|envias|envian|pasa|pasas|pasan)|(?:(?:me )?(?:da|dan|dame|denme|mandame|mandeme|enviame|envieme|pasame|paseme))|(?:quisiera|quiero|queria|me gustaria|necesito|busco|ocupo)(?: (?:recibir|obtener|tener|pedir|saber|conocer|ver))?|(?:donde|adonde) (?:puedo|podemos) (?:obtener|encontrar|ver|leer)|(?:tienen|tiene|hay) )?" +
    " ?(?:(?:mas|un poco mas de|algo de|toda la|la|una|alguna|cualquier|mayor) )*(?:informacion|info|detalles|informes)" +
    ABOUT_US_ES.source +
    "$",
);
const TELL_MORE_ES = new RegExp(`^(?:(?:me|nos) )?(?:puede|pueden|podria|podrian|puedes|podes) (?:contar|decir|explicar)(?:me|nos)? (?:un poco )?mas${ABOUT_US_ES.source}$|^(?:cuenteme|cuentame|contame|cuentenme|digame|dime|explicame|expliqueme) (?:un poco )?mas${ABOUT_US_ES.source}$`);

const VI = /^(?:(?:co the|lam on|vui long|xin|cho hoi|em oi|chi oi|anh oi|ban oi)\s+)*(?:(?:cho|gui|gui cho|cung cap cho|noi cho|ke cho) (?:toi|em|minh|chi|anh|co|tui|bac|chu|tao|ban) )?(?:(?:xin|muon|can|duoc) )*(?:biet |tim hieu |hoi )?(?:them |ro hon |cu the hon |chi tiet hon )*(?:(?:chut|it|mot chut|mot it) )?(?:thong tin|chi tiet)(?: (?:chi tiet|cu the|them))?(?: (?:ve|cua) (?:ben (?:em|ban|anh|chi)|cong ty|dich vu|cac dich vu|cac ban|cai nay|cai do|no))?$|^(?:(?:co the|em|anh|chi|ban) )?(?:noi|ke|giai thich) (?:them|ro hon|chi tiet hon)(?: (?:ve (?:no|cai nay|cai do|ben em|dich vu)))?$/;
const VI_HAS = /\b(?:them|thong tin|chi tiet|ro hon|cu the hon)\b/;

const ZH = /^(?:你好|您好|请问|麻烦|请)?[，,]?(?:(?:能|可以|可不可以|能不能|可否)(?:给|发|跟|和|向)?(?:我|我们)?|(?:请|麻烦)?(?:你|你们|您)?(?:给|发|跟|和)(?:我|我们)|我(?:想|要|需要|希望)(?:要|多|再)?|有)?(?:(?:发|给|提供|介绍|说|讲|了解|知道|看看|看)(?:一下|一些|点儿?)?)?(?:更多|多一点儿?|多一些|详细|具体|进一步|一些|点儿?)?(?:的)?(?:信息|资料|介绍|详情|情况|内容)(?:吗|嘛|呢|吧)?$|^(?:能|可以|请|麻烦)?(?:再|多|详细|具体)(?:介绍|说|讲|说明)(?:一下|一点儿?|一些)?(?:吗|吧)?$|^我?(?:想|要)(?:多|再)?了解(?:一下|更多)$/;
const ZH_POLITE = /(?:谢谢|谢了|多谢|感谢)$/;

const strip = (text: string): string => text.replace(SOFTENER, "").replace(POLITE, "").trim();

/** The whole part asks for more information and names nothing of its own (the folded part). */
export function asksMoreInfo(text: string): boolean {
  if (/\p{Script=Han}/u.test(text)) {
    const han = text.replace(/[\s\p{P}\p{S}]+/gu, "").replace(ZH_POLITE, "");
    return han.length > 0 && ZH.test(han);
  }
  const bare = strip(text.replace(/^[¿¡]+/u, ""));
  if (!bare) return false;
  return EN.test(bare) || TELL_MORE_EN.test(bare) || ES.test(bare) || TELL_MORE_ES.test(bare) || (VI_HAS.test(bare) && VI.test(bare));
}

const LIST_ENTRY: Record<string, "addons" | "bundles" | "packages" | "setup-fees"> = { addon: "addons", bundle: "bundles", package: "packages", setup: "setup-fees" };

/**
 * More information after an offering is that offering again (its card, with where to read on); after a list, that list;
 * at the start, what we build and how to reach the team.
 */
export function moreInfo(text: string, last: Topic | null): Resolved | null {
  if (!asksMoreInfo(text)) return null;
  const one = (answer: Answer, intent: Intent): Resolved => ({ answers: [answer], topic: last, intent, named: true });
  if (last?.kind === "package") return one({ t: "package", key: last.key, price: false }, "packages");
  if (last?.kind === "addon") return one({ t: "addon", key: last.key }, "addons");
  if (last?.kind === "bundle") return one({ t: "bundle", key: last.key }, "bundles");
  if (last?.kind === "setup") return one({ t: "setup", key: last.key }, "setup_fees");
  const listed = last?.kind === "list" ? LIST_ENTRY[last.key.split(":")[0] ?? ""] : undefined;
  if (listed) return one({ t: "entry", id: listed }, listed === "setup-fees" ? "setup_fees" : listed);
  return { answers: [{ t: "entry", id: "services" }, { t: "entry", id: "contact" }], topic: last, intent: "services", named: true };
}
