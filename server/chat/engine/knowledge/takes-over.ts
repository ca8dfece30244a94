// "¿en qué casos debe tomar el control una persona?", "¿cuándo le tiene que pasar la conversación a una persona?",
// "¿en qué momento entra alguien de carne y hueso?": when a person takes over, asked in Spanish. The glossary reads
// each of those words as "handoff" or "person", which every paragraph about handing off holds (what the agent receives
// then, how often it happens); the site's words for the moment itself are "a person takes over when:", so the phrase
// is read as them ("persona" kept Spanish: the English "person" is also a "manager", a word of the hurricane post's title). What the agent receives at that moment ("¿qué recibe el agente cuando le pasan la conversación?")
// asks something else (HANDS_CONVERSATION below).

const PERSON = String.raw`(?:una persona(?: (?:de verdad|real|de carne y hueso))?|alguien(?: (?:de verdad|real|de carne y hueso))?|un (?:ser )?humano|un agente|el agente)`;
const MODAL = String.raw`(?:(?:debe|deben|deberia|tiene que|tienen que|hay que|tendria que|le toca|les toca)\s+)?`;
const HANDS = String.raw`(?:pasar(?:le|les)?|pase(?:n|le|les)?|pasa(?:n|le|les)?|entregar(?:le)?|entregue(?:n)?)`;
const THREAD = String.raw`(?:la conversacion|la platica|el chat|el prospecto|el cliente)`;
const TAKE = String.raw`(?:tomar|tome|toma|tomen|agarrar|agarre|agarra)\s+(?:el control|la conversacion|la platica|el chat)`;

const PHRASE = [
  // "pasar la conversación a una persona", "le pasa la plática a alguien de carne y hueso"
  String.raw`${MODAL}${HANDS}(?:\s+${THREAD})?\s+a\s+${PERSON}`,
  // "debe tomar el control una persona", "entrar una persona", "una persona tiene que tomar la conversación"
  String.raw`${MODAL}(?:${TAKE}|entrar|intervenir|hacerse cargo)\s+${PERSON}`,
  String.raw`${PERSON}\s+${MODAL}(?:${TAKE}|entrar|entra|intervenir|interviene|hacerse cargo|se hace cargo)`,
].join("|");

/** The Spanish phrase of a person taking over, after the words asking when or in which cases. */
const TAKES_OVER = new RegExp(String.raw`(?<=\b(?:cuando|en que (?:casos?|momentos?|situaciones?)|que casos?)\b[^?.!]{0,40}?)\b(?:${PHRASE})\b`, "g");

/** "¿qué recibe el agente…?", "¿qué le manda?": what is given at the handoff, not when it happens. */
// "¿qué le tiene que mandar?", "q recibe": asked of the handoff, the agent's receiving ("the agent should receive").
const GIVEN_AT_HANDOFF = /\b(?:que|q) (?:le |les )?(?:recibe|reciben|manda|mandan|envia|envian|llega|(?:tiene|tienen|debe|deben) (?:que )?(?:mandar|enviar|recibir))\b/;

// "¿qué recibe el agente cuando el asistente le pasa la conversación?", "cuando la conversación pasa a una persona, ¿qué
// recibe?": handing the conversation over is the site's one word "handoff" ("When the handoff happens, the agent should
// receive a short summary"); read word by word, "conversación" and "persona" find the paragraph measuring "the share of
// leads that reach a real conversation with a person" as well.
const HANDS_CONVERSATION = new RegExp(
  // "al agente" is kept: the agent named is a word of the answer ("the agent should receive").
  String.raw`\b(?:(?:le |les )?${HANDS}\s+${THREAD}(?:\s+a\s+${PERSON})?|${THREAD}\s+(?:se\s+)?(?:pasa|pase)\s+a\s+${PERSON})\b`,
  "g",
);

// "at what point is the agent supposed to step in and the AI back off?", "when should a human jump in?": the same moment
// asked in English. Read word by word, "agent", "step" and "point" find the paragraph on what the agent receives, or the
// notice given "at the point in the relationship the rules require". The AI handing off is the handoff itself, whose
// own word finds what the agent then receives ("when it hands off, what does the agent get?").
const EN_PERSON = String.raw`(?:the (?:agent|realtor|broker|team)|an? (?:agent|person|human|real person|live person|realtor)|someone|somebody|a human being|i|we|me|my agent|our agent)`;
const EN_MODAL = String.raw`(?:(?:is |are |am )?(?:supposed to|should|has to|have to|needs? to|gets? to|will|must|ought to|oughta|gotta|got to|can)\s+)?`;
const EN_STEPS_IN = String.raw`(?:step in|steps in|jump in|jumps in|take over|takes over|take the wheel|takes the wheel|get involved|gets involved|intervene|intervenes|chime in|chimes in|pick it up|picks it up)`;
const EN_BOT = String.raw`(?:the |your |an? )?(?:ai|assistant|bot|chatbot|system|automation)`;
const EN_BACKS_OFF = String.raw`(?:back off|backs off|step back|steps back|step aside|steps aside|bow out|bows out|let go|lets go)`;
const EN_TAKES_OVER = new RegExp(
  String.raw`(?<=\b(?:when|at what point|at which point|what point|in what cases?|in which cases?|what situations?|which situations?|what moment)\b[^?.!]{0,40}?)\b(?:${EN_PERSON}\s+${EN_MODAL}${EN_STEPS_IN}|${EN_BOT}\s+${EN_MODAL}${EN_BACKS_OFF}|(?:let|lets|letting)\s+${EN_PERSON}\s+${EN_STEPS_IN})\b`,
  "g",
);

// "bài đó có nói khi nào thì phải chuyển cho người thật không?", "lúc nào nhân viên phải vào cuộc?", "khi mô thì người thật
// phải nhận cuộc trò chuyện?" (Central "mô", which): the same moment asked in Vietnamese. Read word by word, "người thật"
// (a real person) finds the paragraph measuring "a real conversation with a person", and the post's own words asked
// ("trả lời khách") its first response.
const VI_PERSON = String.raw`(?:nguoi that|nguoi|con nguoi|nhan vien|moi gioi|agent)(?: that)?`;
const VI_MODAL = String.raw`(?:(?:thi )?(?:phai|nen|can|se|duoc|moi)\s+)?`;
const VI_TAKES_OVER = new RegExp(
  String.raw`(?<=\b(?:khi nao|luc nao|khi mo|luc mo|bao gio|truong hop nao|nhung truong hop|tinh huong nao|khi)\b[^?.!]{0,40}?)\b(?:${VI_MODAL}(?:chuyen|giao|ban giao|chuyen giao)(?: (?:khach|cuoc tro chuyen|cuoc noi chuyen|cuoc chat|tin nhan))? (?:cho|sang|qua) ${VI_PERSON}|${VI_PERSON}\s+${VI_MODAL}(?:tiep quan|vao cuoc|nhay vao|tiep nhan|ra mat|nhan (?:cuoc (?:tro chuyen|noi chuyen|chat)|khach)))\b`,
  "g",
);

/** The Vietnamese moment a person takes over, read before the question words ("khi nào") are taken out of the query. */
export const viHandoffRead = (text: string): string => text.replace(VI_TAKES_OVER, " persona takes over ");

/** A question about handing a conversation to a person, in Spanish or English, in the site's words for what it asks. */
export function handoffRead(text: string): string {
  if (!GIVEN_AT_HANDOFF.test(text)) return text.replace(TAKES_OVER, " persona takes over ").replace(EN_TAKES_OVER, " persona takes over ");
  const handed = text.replace(HANDS_CONVERSATION, " handoff ");
  return handed === text ? text : handed.replace(GIVEN_AT_HANDOFF, " receive ");
}
