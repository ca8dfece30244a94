import type { Resolved } from "./resolved.ts";

// An add-on for part of the year ("can we add Voice AI on top of it just for the busy months?", "¿Lo puedo agregar en
// abril, antes de que empiece la temporada fuerte?", "明年春天旺季之前想加…"): added whenever they like, as the FAQ says
// (ADD_TO in question-patterns.ts reads it as adding later). Dropping it again when the season ends ("and then cancel the
// Voice AI come July when it slows down, no penalty?", "¿lo puedo dar de baja en octubre?", "qua tháng 10 hết bận thì bỏ
// ra được không", "到了淡季可以退掉吗") is a term the site never states: the trial-and-terms answer says so. A client who
// cancels a showing is no add-on dropped: the visitor drops it, or asks whether they may. Folded text.

const MONTH = "january|february|march|april|may|june|july|august|september|october|november|december|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre";
const ADDING = String.raw`\b(?:add|adding|added|tack\w*|bolt\w*|put(?:ting)?(?: \w+){0,4} on|turn on|switch on|agreg\w*|sumar\w*|anad\w*|ponerlo|ponerle|meterlo)\b`;
const PART_OF_YEAR = String.raw`(?:(?:just |only |solo |nomas )?(?:for|during|through|para|durante) (?:the |la |el |los |las )?(?:busy|peak|summer|spring|winter|holiday|rush|leasing|hurricane|temporada|verano|primavera|invierno|meses (?:fuertes|de mas trabajo))\b|(?:starting|come|in|en|desde|a partir de) (?:${MONTH})\b|before (?:the )?(?:season|spring|summer|rush|busy)|antes de (?:que (?:empiece|arranque|llegue) )?(?:la )?temporada)`;
export const FOR_A_SEASON = new RegExp(String.raw`${ADDING}.{0,40}${PART_OF_YEAR}|\bthem\b.{0,30}\b(?:cho|trong|truoc) mua (?:he|cao diem|ban|bao|xuan)\b|(?:旺季|春天|夏天|忙季)(?:之前|前|期间|的时候)?.{0,8}(?:想)?(?:加|添加|加上)`);

const DROP = String.raw`(?:cancel\w*|drop\w*|remov\w*|pause\w*|turn (?:it |that |them )?off|switch (?:it |that )?off|take (?:it|that|them) off|get rid of|stop paying for|cancelar\w*|dar(?:lo|la)? de baja|quitar\w*|suspender\w*|pausar\w*|huy|bo (?:ra|di|bot)|ngung|tam ngung)`;
const VISITOR_DROPS = new RegExp(String.raw`(?:\b(?:can|could|may|would|will) (?:i|we|you(?: guys)?|y ?all)\b.{0,25}|\b(?:then|and|y|luego|despues) |\b(?:puedo|podemos|podria|podriamos|se puede)\b.{0,25})\b${DROP}\b|\b${DROP}\b.{0,40}\b(?:duoc (?:khong|hong|ko)|duoc ko)\b|(?:可以|能不能|能)(?:再)?(?:退掉|退订|取消|停掉|停用|暂停|去掉)`);
const LATER = new RegExp(String.raw`\b(?:again|later|afterwards|once|when|come|season|slow\w*|penalt\w*|any ?time|whenever|despues|luego|cuando|temporada|penalizacion|multa|sau|qua thang|het (?:mua|ban)|khi|luc nao|(?:in|en) (?:${MONTH}))\b|淡季|以后|之后|过了|随时|违约`);

/** The terms answer when an add-on is to be dropped again later (`addon`: one is named or being talked about); else null. */
export function droppedLater(text: string, addon: boolean): Resolved | null {
  return addon && VISITOR_DROPS.test(text) && LATER.test(text) ? { answers: [{ t: "extra", id: "trial" }], topic: null, intent: "booking" } : null;
}
