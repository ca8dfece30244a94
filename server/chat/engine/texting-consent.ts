import { retrievePassages } from "./knowledge/passages.ts";
import { withSentences } from "./knowledge/passage-answer.ts";
import { SPEED } from "./post-situation-core.ts";
import type { Resolved } from "./resolved.ts";
import { foldForRules } from "./text.ts";
import type { Language, SiteFacts } from "./types.ts";

// What must be done before texting clients promotions: "¿antes de mandarles mensajes de texto promocionales hay que
// hacer algo?", "¿necesito permiso pa mandar SMS de ofertas a mis prospectos?", "do I need consent before sending
// marketing texts?". The ask is the rule, not the texting product (Enhanced Messaging): Speed to Lead says "Get consent
// before sending marketing texts, and honor opt-outs immediately", in the visitor's language where the post has it.

// Texts sent to sell, not the replies our assistant sends: the promotional kind must be named.
const MARKETING_TEXTS =
  /\b(?:mensajes?(?: de texto)?|textos?|sms|whatsapps?|texts?|text messages?|messages?)\b.{0,20}\b(?:promocional\w*|de promocion|de promociones|de marketing|de mercadeo|de publicidad|publicitari\w*|de ofertas|masivos|promotional|promo|marketing|advertising|mass)\b|\b(?:promotional|marketing|mass|promo)\s+(?:texts?|sms|text messages?)\b/;
// The rule asked: before sending, permission, the law, trouble.
const RULE_ASKED =
  /\b(?:antes de|before|permiso|consentimiento|autoriza\w*|legal\w*|ley(?:es)?|multas?|lios|problemas|permitido|reglas?|normas?|hay que|tengo que|debo|necesito|consent\w*|permission|allowed|rules?|laws?|fines?|need to|have to|must)\b/;

/** The post's consent line when the part asks what must be done before texting clients promotions; null otherwise. */
export function textingConsent(part: string, facts: SiteFacts, language: Language): Resolved | null {
  const text = foldForRules(part);
  if (!MARKETING_TEXTS.test(text) || !RULE_ASKED.test(text)) return null;
  if (!facts.posts.some((p) => p.slug === SPEED)) return null;
  const hit = retrievePassages("get consent before sending marketing texts honor opt-outs", facts, language, 1, ["post"], [`/blog/${SPEED}`])[0];
  const line = hit?.sentences.find((s) => /\bconsent\b|\bpermiso\b/iu.test(s));
  if (!hit || line === undefined) return null;
  return { answers: [withSentences(hit, [line])], topic: null, intent: "blog" };
}
