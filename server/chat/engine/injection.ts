import { foldForRules } from "./text.ts";

// Rules catch the classic shapes of prompt injection and data fishing in English and Spanish; the
// classifier's "injection" intent catches paraphrases. Either one makes the assistant refuse.

const PATTERNS: RegExp[] = [
  // Override the instructions.
  /\b(?:ignore|disregard|override|bypass)\b.{0,40}\b(?:instructions?|rules|prompt|polic(?:y|ies)|guidelines|above|previous|restrictions|everything)\b/,
  /\bforget\b.{0,30}\b(?:instructions?|rules|prompt|guidelines|restrictions)\b/,
  /\b(?:ignora|ignorar|olvida|olvidar|omite|omitir)\b.{0,40}\b(?:instrucciones|reglas|prompt|politicas?|indicaciones|restricciones)\b/,
  /\b(?:ignora|ignorar)\b.{0,20}\b(?:todo|lo anterior)\b/,
  // Reveal the instructions or configuration.
  /\b(?:system|hidden|initial|original|secret|developer)\s+(?:prompt|instructions?|message|rules|config(?:uration)?)\b/,
  /\b(?:prompt|instrucciones|mensaje)\s+(?:del?\s+)?(?:sistema|ocult[ao]s|iniciales|originales|secret[ao]s)\b/,
  /\b(?:show|reveal|print|repeat|output|display|leak|dump|share)\b.{0,30}\b(?:prompt|instructions|rules|config(?:uration)?)\b/,
  /\b(?:muestra|muestrame|revela|revelame|imprime|repite|ensename|comparte)\b.{0,30}\b(?:prompt|instrucciones|reglas|configuracion)\b/,
  // "What are your instructions for onboarding?" asks about the service, not the prompt.
  /\bwhat (?:are|were) your instructions\b(?!\s+(?:for|on|to|para)\s+(?!you|yourself|this chat|the (?:bot|assistant|ai)))|\bwhat instructions (?:were|have|did) you\b|\bque instrucciones te\b/,
  /\brepeat (?:the|everything) (?:text )?above\b|\bverbatim\b/,
  // Change persona.
  /\b(?:you are now|youre now|act as|pretend (?:to be|you are|youre|you have)|jailbreak|developer mode|dan mode|no (?:rules|restrictions))\b|\bdan\b.{0,20}\b(?:rules|mode)\b/,
  /\b(?:ahora eres|actua como|finge (?:ser|que)|modo desarrollador|sin reglas|sin restricciones)\b/,
  // Other people's data.
  /\b(?:other|previous|another)\s+(?:visitors?|users?|customers?|clients?|people|leads?|contacts?)s?\b.{0,30}\b(?:emails?|phones?|numbers?|data|info(?:rmation)?|details|names?|messages?|conversations?|chats?|history)\b/,
  /\b(?:emails?|phone numbers?|phones|data|info(?:rmation)?|details|names|conversations?|messages|history)\b.{0,20}\b(?:of|from)\s+(?:other|previous|all your|your other)\s+(?:visitors?|users?|customers?|clients?|leads?|contacts?)\b/,
  /\b(?:give|show|send|tell)\b.{0,10}\bme\b.{0,30}\b(?:of|from) (?:your|other) (?:clients|customers|visitors|users|leads)\b/,
  /\b(?:list|show me|give me|send me)\b.{0,15}\b(?:all )?(?:your|the) (?:leads|contacts|submissions|contact form submissions|visitors|users)\b/,
  /\b(?:(?:people|everyone|anyone|users|visitors) who|who else|anyone else)\b.{0,20}\b(?:contacted|messaged|chatted|talked|wrote|asked)\b/,
  /\bwhat did (?:the )?(?:previous|last|other) (?:user|visitor|person|customer)\b/,
  /\b(?:correos?|emails?|telefonos?|numeros?|datos|informacion|nombres|conversaciones|mensajes|historial)\b.{0,30}\b(?:de|sobre)\s+(?:otros|otras|los demas)\s+(?:visitantes|usuarios|clientes|prospectos|contactos|personas)\b/,
  /\b(?:dame|muestrame|mandame|enviame|pasame)\b.{0,30}\bde (?:sus|tus|otros) (?:clientes|visitantes|usuarios|prospectos|contactos)\b/,
  /\b(?:lista|listado) (?:de|con) (?:las |los )?(?:personas|prospectos|contactos|clientes|usuarios|visitantes) que\b|\blista (?:todos )?(?:tus|sus) (?:prospectos|contactos|clientes)\b/,
  /\b(?:usuario|visitante) anterior\b|\bquien mas\b.{0,20}\b(?:hablado|escrito|contactado)\b/,
  // Admin data and secrets.
  /\badmin\w*\b.{0,25}\b(?:password|credentials?|login|token|key|contrasena|clave)\b/,
  /\b(?:give|grant|get|dame|quiero|necesito)\b.{0,20}\b(?:admin|administrador)\w*\b/,
  /\b(?:show|open|muestrame|muestra|abre)\b.{0,20}\b(?:admin|administracion|administrador)\b/,
  /\b(?:acceso|contrasena|clave)\b.{0,25}\b(?:de )?(?:administrador|admin)\b/,
  /\byour (?:api ?key|secret key|password|credentials)\b|\btu (?:clave de api|api ?key|contrasena|configuracion)\b/,
  /\b(?:show|give|dump|send|reveal|whats in)\b.{0,15}\b(?:your|the) (?:database|db)\b|\b(?:que hay en|muestrame) tu base de datos\b/,
];

export function looksLikeInjection(message: string): boolean {
  const text = foldForRules(message).replace(/[^\p{L}\p{N}\s/]+/gu, " ");
  return PATTERNS.some((pattern) => pattern.test(text));
}
