// English and Spanish ways of saying three policy acts that acts.ts's lists miss (docs/decisions/015). Read on folded text
// (accents off, lower case) beside those lists:
// - an opt-out that refuses our marketing by what we would send: "don't send me any of your promo emails", "never text me
//   your newsletters" (not "can the AI not send my tenants marketing texts?", which is about their people);
// - a person asked for with the imperative and its pronoun joined: "pásame con alguien del equipo", "comuníqueme con una
//   persona", "páseme a un asesor";
// - a form or a message left unanswered, told with "nos" as well as "me": "nadie nos ha marcado", "nadie nos regresó la
//   llamada", "no nos han contestado".

const OPT_OUT_EXTRA =
  /(?<!\b(?:can|could|will|would|does|do|should|it|bot|ai) )\b(?:dont|do not|never|please dont|pls dont)\s+(?:send|text|email|e-mail|message)\s+(?:me|us)\s+(?:any(?:thing)?|no|more|your|ur|those|these|the)\b.{0,30}\b(?:marketing|promo\w*|advert\w*|sales|newsletters?|spam|texts|sms|e-?mails|messages|mailings?|offers|deals)\b/;

const HANDOFF_EXTRA =
  /\b(?:pasame|paseme|pasenme|comunicame|comuniqueme|comuniquenme|conectame|conecteme|conectenme|transfiereme|transfierame|transfieranme)\s+(?:con|a)\s+(?:alguien|una persona|un asesor|una asesora|un agente|un humano|un ser humano|su equipo|tu equipo|el equipo|un representante|una persona real)\b/;

const COMPLAINT_EXTRA =
  /\bnadie (?:nos|le|les) (?:ha |han |a )?(?:marcado|llamado|contestado|respondido|escrito|contactado|regresado|buscado)\b|\bnadie nos (?:marco|llamo|contesto|respondio|escribio|contacto|regreso)\b|\b(?:no|nunca) nos (?:han|ha) (?:marcado|llamado|contestado|respondido|escrito|contactado)\b.{0,40}\b(?:semana|semanas|dias|mes|hace)\b|\bhace (?:una|un|dos|tres|\d+) (?:semanas?|dias|mes(?:es)?)\b.{0,60}\bnadie (?:nos|me) \w+/;

/** "Don't send me any of your marketing texts": our marketing refused. */
export const refusesOurMarketing = (text: string): boolean => OPT_OUT_EXTRA.test(text);
/** "Pásame con alguien del equipo": a person of ours asked for. */
export const asksToBePassedOn = (text: string): boolean => HANDOFF_EXTRA.test(text);
/** "Mandamos el formulario y nadie nos ha marcado": no one of ours answered them. */
export const nobodyAnsweredUs = (text: string): boolean => COMPLAINT_EXTRA.test(text);
