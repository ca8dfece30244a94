import type { Topic } from "./context.ts";
import type { Answer } from "./knowledge/answer-types.ts";
import { readProfile } from "./topics.ts";

// "which package can I put that on?", "¿a qué plan se le puede sumar?", "thêm vào gói nào được?", "两样都可以加到哪个套餐？":
// after an add-on (or with one named), the package it goes on is asked, not which package fits the visitor. The site's
// answer: add-ons can be added to any package. Read on folded text (foldForRules).

const ONTO_WHICH = new RegExp(
  [
    /\b(?:add(?:ed)?|put|bolt(?:ed)?|tack(?:ed)?|attach(?:ed)?|go(?:es)?|get|stack(?:ed)?|combine[ds]?|pair(?:ed)?)\b.{0,25}\b(?:to|on|onto|with|in) (?:which|what|any|every|all(?: the)?|all of (?:the|your)) (?:packages?|plans?|tiers?)\b/.source,
    /\b(?:which|what) (?:packages?|plans?|tiers?)\b.{0,25}\b(?:add(?:ed)?|put|bolt(?:ed)? on|tack(?:ed)? on|attach(?:ed)?|go(?:es)? (?:on|with)|work(?:s)? with|combine[ds]?|pair(?:ed)?|stack(?:ed)?) (?:it|that|this|them|those|these|both|to|on|onto|with)\b/.source,
    /\b(?:agreg|sum|anad|pon|combin|mezcl)\w*\b.{0,25}\b(?:a|en|con|al) (?:que|cual|cuales) (?:paquetes?|plan(?:es)?)\b|\b(?:a|en|con) (?:que|cual|cuales) (?:paquetes?|plan(?:es)?)\b.{0,25}\b(?:agreg|sum|anad|pon|combin|va|van|funciona)\w*/.source,
    /\b(?:them|gan|cong|ghep|ket hop|dung|cho)\b.{0,20}\b(?:vao|vo|voi|cho|duoc)? ?goi nao\b|\bgoi nao\b.{0,20}\b(?:them|gan|ghep|ket hop|dung chung)\b/.source,
    // "Can that go onto what she has or does she need a different package?", "¿Le puedo añadir lo de las redes…, o me tengo
    // que pasar a otro?": put on the package already held, or a change of package needed.
    /\b(?:go|goes|add(?:ed)?|put|bolt(?:ed)?(?: on)?|tack(?:ed)? on|stick)\b.{0,15}\b(?:onto|on|to|with) what (?:she|he|i|we|they|you) (?:has|have|already (?:has|have)|got|re on|s on|m on|am on|are on)\b|\bor (?:does|do|would|will) (?:she|he|i|we|they) (?:need|have to (?:get|take|buy)) (?:a |an )?(?:different|new|another|other|bigger) (?:package|plan|tier)\b|\b(?:anad|agreg|sum|pon)\w*\b.{0,70}\bo (?:me|nos|le|les|se) (?:tengo|tenemos|tiene|tienen) que (?:pasar|cambiar|mover|subir)\w* (?:a|de) (?:otro|otra|paquete|plan)\b/.source,
    // "can I bolt that new one onto what I'm on now" (folded: "what im on").
    /\b(?:go|goes|add(?:ed)?|put|bolt(?:ed)?(?: on)?|tack(?:ed)? on|stick)\b.{0,15}\b(?:onto|on|to|with) what (?:im|were|theyre|shes|hes|youre) (?:on|using|paying for)\b/.source,
    /(?:加|加到|加在|加进|加上|搭配|配|用在|放到|放在|接到)(?:到|在|进)?(?:哪|什么)(?:一)?(?:个|些|种|几个)?(?:套餐|方案|配套|计划)|(?:哪|什么)(?:一)?(?:个|些|种|几个)?(?:套餐|方案|计划)(?:都)?(?:可以|能)(?:加|搭配|配|用)/.source,
  ].join("|"),
);

// "can I put it on Foundation?", "¿se lo puedo poner al Foundation?", "gắn vào gói Growth được không?", "可以加在Growth方案
// 上吗？": one package named as the one to put it on asks the same, and gets the same answer.
const PKG = "(?:(?:the|my|our|a|an|her|his|their|el|mi|nuestro|su|goi) )?(?:(?:paquete|plan) )?(?:foundation|growth|enterprise)\\b";
const ONTO_NAMED = new RegExp(
  [
    // ("¿se lo puedo add al Growth?": the English verb with the Spanish "al".)
    `\\b(?:add(?:ed)?|put|bolt(?:ed)?|tack(?:ed)?|attach(?:ed)?|stack(?:ed)?|combine[ds]?|pair(?:ed)?|go(?:es)?(?! live))\\b.{0,20}\\b(?:to|on|onto|with|al|a) ${PKG}`,
    `\\b(?:pon|agreg|sum|anad|combin|mete|meto|meter)\\w*\\b.{0,20}\\b(?:a|al|en|con) ${PKG}`,
    // "gắn thêm vô gói của chị được liền hay phải đổi gói?", "¿me lo agregan a mi paquete así como está?", "加了这个以后，我们原来的
    // 套餐要换吗？": put on the package they have, not named.
    `\\b(?:gan|them|lap)\\b.{0,15}\\b(?:vo|vao) goi (?:cua )?(?:chi|anh|em|toi|minh|tui|co|chu)\\b|\\b(?:agreg|sum|anad|pon|mont)\\w*\\b.{0,12}\\b(?:a|al|en) (?:mi|nuestro) (?:paquete|plan)\\b|\\b(?:agreg|sum|anad|pon|mete|meto)\\w*\\b.{0,15}\\b(?:a|al|en) (?:el )?(?:paquete|plan) que (?:ya )?(?:tengo|tenemos|tiene|tienen|pago|pagamos)\\b|\\bo (?:me |nos )?(?:tengo|tenemos) que (?:cambiar|pasar|mover|subir)\\w*(?: de| a)? (?:paquete|plan|otro)\\b|(?:原来|现在|目前)的?(?:套餐|方案)(?:要|需要|得|用不用|要不要)(?:换|升级|改)|(?:要不要|用不用|需不需要)(?:换|升级)(?:套餐|方案)`,
    // "Cái mới ấy gắn vào gói hiện tại của chú được không, hay phải lên gói to hơn?", "为了加它，我要不要升级到 Growth？": put on the
    // package they have now, or a bigger one needed for it.
    `\\b(?:gan|them|lap)\\b.{0,15}\\b(?:vo|vao) goi (?:hien tai|dang (?:xai|dung|co))\\b|\\bhay (?:la )?(?:phai|can) (?:len|doi|nang cap|nang)(?: len)? goi\\b|(?:为了|要)?加(?:它|这个|那个|了它|上它).{0,8}(?:要不要|需不需要|用不用|得|要|必须)(?:先)?(?:升级|换|升)|\\b(?:upgrade|move up|switch|go up)\\w*\\b.{0,25}\\b(?:to|just to|in order to) (?:add|get|have|use) (?:it|that|this|them|the new one)\\b`,
    // "and that one stacks onto the package I'm on now, or do y'all make me move up?"
    `\\b(?:stack|stacks|go|goes|add|added|put|bolt|tack)\\b.{0,15}\\b(?:onto|on|to) (?:the|my|our) (?:package|plan|tier) (?:i m|im|we re|were|i am|we are|i have|we have)(?: \\w+)?`,
    // "can you put that on top of the Foundation I already pay for?", "¿me lo montan encima del Foundation que ya pagué?"
    `\\b(?:on top of|in addition to|along with|encima del?|encima al|arriba del?|junto (?:con|al)|ademas del?) ${PKG}`,
    `\\b(?:them|gan|ghep|ket hop|cho|dung|lap)\\b.{0,20}\\b(?:vao|vo|voi|cho|tren) ${PKG}`,
    `(?:加|加到|加在|加进|搭配|配|用在|放到|放在)(?:到|在|进)?\\s*(?:(?:我们|我|她|他|咱们)?(?:现在|目前|已经)?(?:用)?的)?\\s*(?:foundation|growth|enterprise)`,
    // "现在的套餐就能直接加吗，不用换套餐？", "¿se puede agregar al plan que ya tengo sin cambiarme?": the package they have now.
    `(?:现在|目前|原来|已有)的?(?:套餐|方案)(?:就|也|上)?(?:能|可以|能不能|可不可以)?(?:直接)?(?:加|搭配|配|装)|(?:不用|不需要|无需|不必)(?:换|升级|改)(?:套餐|方案)?`,
    // "我们现在是Growth，可以直接加吗？": the package they are on, then whether it can simply be added.
    `(?:我们|我)?(?:现在|目前)(?:是|用的是|用|在用)\\s*(?:foundation|growth|enterprise)\\s*(?:套餐|方案)?.{0,8}(?:可以|能|可不可以|能不能)(?:直接)?(?:加|搭配|配|装)`,
    // "那个看行情的，Foundation也能加吗？": the package first, then whether it can take the add-on.
    `(?:foundation|growth|enterprise)\\s*(?:套餐|方案)?(?:也|都|还)?(?:能|可以|能不能|可不可以)(?:加|搭配|配|用|装)`,
    // "Ya tengo el Foundation con vosotros desde marzo. ¿Le puedo añadir lo de las redes sociales…?", "we're on Growth
    // since spring, can that go on it?": the package already held, then whether the add-on can be put on.
    `\\b(?:ya )?(?:tengo|tenemos|tiene|tienen|uso|usamos|usa|usan) (?:el |la )?(?:paquete |plan )?(?:foundation|growth|enterprise)\\b.{0,80}\\b(?:puedo|podemos|puede|pueden|se (?:le )?puede) (?:anadir|agregar|sumar|poner)\\w*`,
    // "我们现在用的是你们的Growth套餐，想再加个…", "đội tui đang xài gói Foundation, gắn thêm … được hông": the package held, then more.
    `(?:现在|目前|已经)?(?:用|用的是|买了|签了|在用)(?:你们的)?\\s*(?:foundation|growth|enterprise)\\s*(?:套餐|方案)?.{0,12}(?:再|还)?(?:加|添|配)`,
    `\\b(?:dang xai|dang dung|da co|dang o|xai|dung) (?:goi )?(?:foundation|growth|enterprise)\\b.{0,60}\\b(?:gan|them|cong|lap)\\b`,
    `\\b(?:im|i m|i am|we re|were|we are|she s|shes|she is|he s|hes|he is|they re|theyre|they are) (?:already )?on (?:the )?(?:foundation|growth|enterprise)\\b.{0,100}\\b(?:can|could) (?:that|it|this|i|we|she|he|they) (?:go on|go onto|be added|add|get|bolt|tack|put)\\b`,
  ].join("|"),
);
// "this add-on", "ese complemento", "dịch vụ bổ sung này", "这个加购": an add-on meant though none is named.
const ADDON_WORD = /\badd ?-?ons?\b|\bcomplementos?\b|\bdich vu (?:bo sung|them)\b|加购|加值|附加服务|增值服务/;

/** Whether `text` (folded) asks which package an add-on goes on, given the add-on named now or the topic before. */
export function asksAddonOnto(text: string, addonNamed: boolean, topic: Topic | null): boolean {
  const afterAddon = topic?.kind === "addon" || (topic?.kind === "list" && topic.key.startsWith("addon"));
  // ("Nhóm tui có ba người thôi, dùng gói nào?" right after an add-on: the size told asks which package fits them.)
  if (!addonNamed && readProfile(text).size !== undefined && !ONTO_NAMED.test(text)) return false;
  return ((addonNamed || afterAddon) && ONTO_WHICH.test(text)) || ((addonNamed || afterAddon || ADDON_WORD.test(text)) && ONTO_NAMED.test(text));
}

// "…or do I need a bigger one?", "¿o me tengo que pasar a otro?", "hay phải lên gói to hơn?", "要不要升级到 Growth？": whether a
// move up is needed to have it; the answer opens with "no need" rather than "yes".
const UPGRADE_ASKED = /\b(?:(?:do|does|would|will|must) (?:i|we|she|he|they) (?:have|need) to|(?:i|we|she|he|they) (?:have|need) to|or (?:does|do|would|will) (?:she|he|i|we|they) need|make (?:me|us|her|him|them))\b.{0,20}\b(?:upgrade|move up|switch|go up|change|bigger|different)\w*|\b(?:tengo|tenemos|tiene|tienen|hay) que (?:cambiar|pasar|mover|subir)\w*|\bhay (?:la )?(?:phai|can) (?:len|doi|nang)\w*|\b(?:phai|can) (?:len|doi|nang cap)(?: len)? goi\b|(?:要不要|需不需要|用不用|得|必须)(?:先)?(?:升级|换|升)/;
// Added to any package, at any time; "no need to change packages" when a move up was asked about.
export const addedLater = (text: string): Answer => (UPGRADE_ASKED.test(text) ? { t: "extra", id: "add-later-no-upgrade" } : { t: "entry", id: "add-later" });

/** "gắn vào gói hiện tại được không, hay phải lên gói to hơn?": asked in two parts, "no need to change packages" answers both. */
export const oneAddedLater = (answers: Answer[]): Answer[] =>
  answers.some((a) => a.t === "extra" && a.id === "add-later-no-upgrade") ? answers.filter((a) => !(a.t === "entry" && a.id === "add-later")) : answers;
