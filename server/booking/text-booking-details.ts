// A texter's answer to "please reply with your name and e-mail": "Rosa Díaz, rosa@example.com", "soy Rosa
// rosa@example.com", "我叫王芳 wang@example.com". The e-mail must be there; the name is what is left, else the one the
// contact already has.

const EMAIL = /[^\s@,;<>()]+@[^\s@,;<>()]+\.[a-z]{2,}/i;
const LEAD_IN = /^(hi|hello|hola|chào|sure|ok|okay|yes|sí|si|it's|it is|this is|my name is|name:?|i'm|i am|me llamo|mi nombre es|soy|tôi là|tên tôi là|em là|我叫|我是|名字是?)\s*/i;

/** The name and e-mail a text gives, or null without an e-mail or any name at all. */
export function detailsFrom(message: string, knownName: string | null): { name: string; email: string } | null {
  const email = EMAIL.exec(message)?.[0];
  if (!email) return null;
  let rest = message
    .replace(email, " ")
    // "and my e-mail is", "y mi correo es", "email của tôi là", "邮箱是"
    .replace(/(?:\b(?:and|y|và)\s+)?(?:\b(?:my|mi)\s+)?(?:e-?mail|correo(?:\s+electrónico)?)(?:\s+của tôi)?(?:\s+(?:is|es|là))?\s*:?|邮箱是?/giu, " ")
    .replace(/\b(?:and|y|và)\b|[,;:.!]|和/giu, " ")
    .replace(/\s+/g, " ")
    .trim();
  for (let i = 0; i < 3 && LEAD_IN.test(rest); i++) rest = rest.replace(LEAD_IN, "").trim();
  const name = rest.length >= 2 && rest.length <= 120 && !/\d/.test(rest) ? rest : knownName;
  return name ? { name, email: email.toLowerCase() } : null;
}
