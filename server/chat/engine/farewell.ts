// A short message that takes leave with its farewell anywhere in it ("ok gotta run, talk later", "bueno, ahí luego
// hablamos", "Vậy thôi em chào anh chị nhé, hẹn hôm khác nói tiếp", "那先这样，回头再聊，拜拜"): a goodbye, not an
// off-topic question. A question in it ("bye, but what's the price?") keeps it a question. Read on folded text.
const FAREWELL = new RegExp(
  [
    /\b(?:bye|bye bye|goodbye|good night|gotta (?:go|run|jet|bounce)|(?:i )?have to (?:go|run)|talk (?:to you )?(?:later|soon|tomorrow)|ttyl|see (?:you|ya) (?:later|soon|around|tomorrow)|catch (?:you|ya) later|take care|have a (?:good|great|nice) (?:one|day|night|weekend))\b/.source,
    /\b(?:adios|hasta (?:luego|pronto|manana|la proxima)|nos vemos|luego (?:hablamos|platicamos|le escribo|te escribo)|(?:hablamos|platicamos|seguimos) (?:luego|despues|otro dia|manana|pronto)|que este bien|cuidese)\b/.source,
    /\b(?:tam biet|hen (?:gap lai|hom khac|lan sau|dip khac|bua khac)|noi chuyen sau|(?<=\w\W{1,3})(?:chao|bye) (?:anh|chi|em|ban|anh chi|ca nha|moi nguoi)?\s*(?:nhe|nha|nghen|nhen|a)|thoi (?:em|toi|minh|tui) (?:di|out|chao)(?: day)?)\b/.source,
    /再见|拜拜|回头(?:再)?聊|下次(?:再)?聊|改天(?:再)?聊|先这样|就这样吧|晚安|回頭(?:再)?聊|先這樣/.source,
  ].join("|"),
);
const ASKS = /[?？¿]|\b(?:what|whats|how|hows|which|when|where|why|can|could|do you|does|is there|que|como|cual|cuanto|cuando|donde|gi|nao|sao|bao nhieu|khong)\b|吗|嗎|什么|怎么|多少|哪/;

export function saysFarewell(text: string): boolean {
  const short = /\p{Script=Han}/u.test(text) ? text.replace(/\s+/g, "").length <= 24 : text.split(/\s+/).length <= 14;
  return short && FAREWELL.test(text) && !ASKS.test(text);
}
