import type { Topic } from "./context.ts";

// "which package can I put that on?", "¿a qué plan se le puede sumar?", "thêm vào gói nào được?", "两样都可以加到哪个套餐？":
// after an add-on (or with one named), the package it goes on is asked, not which package fits the visitor. The site's
// answer: add-ons can be added to any package. Read on folded text (foldForRules).

const ONTO_WHICH = new RegExp(
  [
    /\b(?:add(?:ed)?|put|bolt(?:ed)?|tack(?:ed)?|attach(?:ed)?|go(?:es)?|get|stack(?:ed)?|combine[ds]?|pair(?:ed)?)\b.{0,25}\b(?:to|on|onto|with|in) (?:which|what|any|every|all(?: the)?|all of (?:the|your)) (?:packages?|plans?|tiers?)\b/.source,
    /\b(?:which|what) (?:packages?|plans?|tiers?)\b.{0,25}\b(?:add(?:ed)?|put|bolt(?:ed)? on|tack(?:ed)? on|attach(?:ed)?|go(?:es)? (?:on|with)|work(?:s)? with|combine[ds]?|pair(?:ed)?|stack(?:ed)?) (?:it|that|this|them|those|these|both|to|on|onto|with)\b/.source,
    /\b(?:agreg|sum|anad|pon|combin|mezcl)\w*\b.{0,25}\b(?:a|en|con|al) (?:que|cual|cuales) (?:paquetes?|planes?)\b|\b(?:a|en|con) (?:que|cual|cuales) (?:paquetes?|planes?)\b.{0,25}\b(?:agreg|sum|anad|pon|combin|va|van|funciona)\w*/.source,
    /\b(?:them|gan|cong|ghep|ket hop|dung|cho)\b.{0,20}\b(?:vao|vo|voi|cho|duoc)? ?goi nao\b|\bgoi nao\b.{0,20}\b(?:them|gan|ghep|ket hop|dung chung)\b/.source,
    /(?:加|加到|加在|加进|加上|搭配|配|用在|放到|放在|接到)(?:到|在|进)?(?:哪|什么)(?:一)?(?:个|些|种|几个)?(?:套餐|方案|配套|计划)|(?:哪|什么)(?:一)?(?:个|些|种|几个)?(?:套餐|方案|计划)(?:都)?(?:可以|能)(?:加|搭配|配|用)/.source,
  ].join("|"),
);

// "can I put it on Foundation?", "¿se lo puedo poner al Foundation?", "gắn vào gói Growth được không?", "可以加在Growth方案
// 上吗？": one package named as the one to put it on asks the same, and gets the same answer.
const PKG = "(?:(?:the|my|our|el|mi|nuestro|goi) )?(?:(?:paquete|plan) )?(?:foundation|growth|enterprise)\\b";
const ONTO_NAMED = new RegExp(
  [
    `\\b(?:add(?:ed)?|put|bolt(?:ed)?|tack(?:ed)?|attach(?:ed)?|stack(?:ed)?|combine[ds]?|pair(?:ed)?|go(?:es)?(?! live))\\b.{0,20}\\b(?:to|on|onto|with) ${PKG}`,
    `\\b(?:pon|agreg|sum|anad|combin|mete|meto|meter)\\w*\\b.{0,20}\\b(?:a|al|en|con) ${PKG}`,
    `\\b(?:them|gan|ghep|ket hop|cho|dung|lap)\\b.{0,20}\\b(?:vao|vo|voi|cho|tren) ${PKG}`,
    `(?:加|加到|加在|加进|搭配|配|用在|放到|放在)(?:到|在|进)?\\s*(?:foundation|growth|enterprise)`,
  ].join("|"),
);
// "this add-on", "ese complemento", "dịch vụ bổ sung này", "这个加购": an add-on meant though none is named.
const ADDON_WORD = /\badd ?-?ons?\b|\bcomplementos?\b|\bdich vu (?:bo sung|them)\b|加购|加值|附加服务|增值服务/;

/** Whether `text` (folded) asks which package an add-on goes on, given the add-on named now or the topic before. */
export function asksAddonOnto(text: string, addonNamed: boolean, topic: Topic | null): boolean {
  const afterAddon = topic?.kind === "addon" || (topic?.kind === "list" && topic.key.startsWith("addon"));
  return ((addonNamed || afterAddon) && ONTO_WHICH.test(text)) || ((addonNamed || afterAddon || ADDON_WORD.test(text)) && ONTO_NAMED.test(text));
}
