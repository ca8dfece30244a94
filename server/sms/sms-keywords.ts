// What a text asks of its sender's consent (docs/decisions/049). The FCC's revocation rule (47 CFR 64.1200(a)(10), in
// force since April 2025) honours any reasonable way of saying stop, in any language the sender writes: the usual
// keywords as the whole message, in English, Spanish, Vietnamese and Chinese, and plain sentences asking us to stop.

export type KeywordLanguage = "en" | "es" | "vi" | "zh";
export type KeywordAction = "stop" | "start" | "help";
export interface KeywordMatch {
  action: KeywordAction;
  language: KeywordLanguage;
  /** One of the English keywords Twilio answers by itself on a number with its default keyword handling. */
  twilioStandard: boolean;
}

/** The rules' version, stored with each consent event they record. */
export const KEYWORD_RULES_VERSION = "sms-keywords-2026-11";

// Twilio's default opt-out, opt-in and help keywords (its "Advanced Opt-Out" defaults).
const TWILIO_STOP = ["stop", "stopall", "unsubscribe", "cancel", "end", "quit", "revoke", "optout", "opt out", "opt-out"];
const TWILIO_START = ["start", "unstop", "yes"];
const TWILIO_HELP = ["help", "info"];

// A whole message that is one of these words (after trimming punctuation and case).
const WHOLE: Record<KeywordAction, Partial<Record<KeywordLanguage, string[]>>> = {
  stop: {
    en: [...TWILIO_STOP, "stop please", "please stop", "remove me", "unsub"],
    es: ["alto", "para", "pare", "baja", "darme de baja", "cancelar", "detener", "parar", "basta"],
    vi: ["dừng", "ngừng", "hủy", "huỷ", "dung lai", "dừng lại", "ngưng"],
    zh: ["退订", "停止", "取消订阅", "取消", "退訂", "取消訂閱", "td"],
  },
  start: { en: TWILIO_START, es: ["empezar", "reanudar", "alta"], vi: ["bắt đầu"], zh: ["开始", "開始", "订阅", "訂閱"] },
  help: { en: TWILIO_HELP, es: ["ayuda"], vi: ["trợ giúp", "giúp"], zh: ["帮助", "幫助"] },
};

// Anywhere in a longer message: a sentence asking us to stop texting.
const PHRASES: [RegExp, KeywordLanguage][] = [
  [/\b(do ?n[o']?t|don’t|never|stop|quit|no more)\b.{0,20}\b(text|texting|message|messaging|sms|contact|contacting)\b/, "en"],
  [/\b(unsubscribe|take me off|remove me from)\b/, "en"],
  [/\bno me (env[ií]e[sn]?|mande[sn]?|escrib[ae]n?|contacte[sn]?)\b/, "es"],
  [/\bdeja(r)? de (enviar|mandar|escribir)\b/, "es"],
  [/\bno m[aá]s mensajes\b/, "es"],
  [/(đừng|không) (nhắn|gửi) (tin|tin nhắn)/, "vi"],
  [/(ngừng|dừng) (nhắn|gửi)/, "vi"],
  [/(不要|别|別|请勿|請勿).{0,4}(发|發|短信|信息|訊息|消息)/, "zh"],
];

const clean = (body: string) =>
  body
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\s\u3000]+/g, " ")
    .replace(/^[\s.!?,;:'"“”‘’¡¿。！？，、]+|[\s.!?,;:'"“”‘’¡¿。！？，、]+$/g, "")
    .trim();

/** The consent action a text asks for, or null for an ordinary message. */
export function classifyKeyword(body: string): KeywordMatch | null {
  const text = clean(body);
  if (!text) return null;
  for (const action of ["stop", "start", "help"] as const) {
    for (const [language, words] of Object.entries(WHOLE[action]) as [KeywordLanguage, string[]][]) {
      if (words.includes(text)) {
        const standard = action === "stop" ? TWILIO_STOP : action === "start" ? TWILIO_START : TWILIO_HELP;
        return { action, language, twilioStandard: language === "en" && standard.includes(text) };
      }
    }
  }
  // A longer message counts only for stopping: "start" inside a sentence is not a request to be texted again.
  for (const [pattern, language] of PHRASES) if (pattern.test(text)) return { action: "stop", language, twilioStandard: false };
  return null;
}
