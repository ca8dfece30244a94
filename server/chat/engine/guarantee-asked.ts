import type { Resolved } from "./resolved.ts";

// "Will you give a guarantee in writing that our leads will increase?", "can you guarantee we get more deals?",
// "¿garantizan por escrito que suban las ventas?": a promise of results asked for. The site makes none, so the team
// answers it (resolve.ts' guarantee rule), before the figures it names ("leads … increase") send it to our clients'
// results. Not a money-back guarantee or a trial, which have their own answers. Folded text.
const PROMISE = /\b(?:guarantee\w*|garantiz\w*|garantia|in writing|por escrito|promise\w*|prometen|prometer)\b/;
const OF_RESULTS = /\b(?:increase\w*|grow\w*|more (?:leads|deals|sales|closings|clients|appointments)|results?|roi|close more|suban|aumenten|crezcan|mas (?:ventas|clientes|prospectos)|resultados?)\b/;
const GUARANTEE_WORD = /\b(?:guarantee\w*|garantiz\w*|garantia)\b/;
const MONEY_BACK = /\b(?:money back|refund\w*|trial|reembolso|prueba|devolucion)\b/;
const PAST = /\b(?:you|yall|your \w+) (?:guaranteed|promised)\b/;

export function guaranteeOfResults(text: string): Resolved | null {
  if (!GUARANTEE_WORD.test(text) || !PROMISE.test(text) || !OF_RESULTS.test(text) || MONEY_BACK.test(text) || PAST.test(text)) return null;
  return { answers: [{ t: "unknown", about: "guarantee" }], topic: null, intent: "unanswered" };
}
