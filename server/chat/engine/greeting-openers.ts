// How a greeting or a leave-taking is opened and closed in everyday English, read before the courtesy rules
// (courtesy.ts) see the message, so those rules need only know the plain forms. Folded text.

// A word said before the hello ("well hey there", "oh hi", "ok hello, anyone around?"): the hello is still the start.
const FILLER_BEFORE_HELLO = /^(?:well|oh|ah|so|ok|okay|right|aye|um|erm|hmm)\s*,?\s+(?=(?:hi+|hello+|hey+|howdy|hiya|yo|good (?:morning|afternoon|evening|day)|morning|afternoon|evening)(?![\p{L}\p{N}]))/u;
// Hellos of the regions of the English-speaking world that are not "hi": the north of England's "now then", "ey up"
// and "alright", the north-east's "haway" and "howay" (come on, said to call someone over), Australia's "g'day",
// "oi oi" and "hey hey". Each is the message's first words, followed by nothing or a pause.
const REGIONAL_HELLO = /^(?:now then|ey up|eh up|ay up|haway|howay|g ?day(?: mate)?|gday(?: mate)?|oi oi|hey hey|alright(?: mate| love| pet| there)?|hiya there|greetings)(?=\s*(?:[,.!?]|$))/;
// A time of day said again after the hello, with where they write from ("hey there, morning from Montrose", "hi all,
// evening from Katy"): the place is where they are, said as "greetings from", so it is read that way.
// Only after the hello: "good evening from Bellaire" alone is the hello itself (courtesy.ts reads it).
const TIME_FROM = /([,.!;]\s*)(?:good )?(?:morning|afternoon|evening|day)(?= from\b)/g;

/** The message with its opening filler and regional hello made a plain hello, for the greeting rules. Folded text. */
export const plainHello = (text: string): string =>
  text.trim().replace(FILLER_BEFORE_HELLO, "").replace(REGIONAL_HELLO, "hi").replace(TIME_FROM, "$1greetings");

// Leaving to talk it over and come back later ("I'll have a yarn with the team and come back to you", "let me run it past
// my broker and I'll get back to you", "gonna chat with the wife and be in touch"): a goodbye, as Spanish "lo hablo con
// mis socios y le escribo" is (courtesy.ts), when nothing is asked in it.
const CONFER = /\b(?:i ?ll|i will|we ?ll|we will|let me|let us|lets|gonna|going to|i need to|need to|have to|got to|gotta)\b.{0,20}\b(?:talk|chat|speak|have a (?:yarn|chat|word|think|talk|natter|chinwag|yak)|run (?:it|this|that) (?:by|past)|check|discuss|think (?:it |this |that )?(?:over|through)|sleep on (?:it|this|that)|mull (?:it|this|that) over|sit down)\b/;
const COME_BACK = /\b(?:(?:come|get|circle|loop) back (?:to (?:you|ya|yous|y ?all)|in touch)|(?:be|get) in touch|let (?:you|ya|yous) know|(?:reach|hit) (?:you|ya) (?:back|up)|(?:talk|speak) (?:to you |with you )?(?:soon|later))\b/;
const ASKED = /[?？]|\b(?:what|whats|how|hows|which|when|where|why|can you|could you|do you|does|is there|are there)\b/;

/** A short message that takes leave to talk it over and come back: a goodbye. Folded text. */
export const leavesToConfer = (text: string): boolean =>
  text.split(/\s+/).length <= 30 && CONFER.test(text) && COME_BACK.test(text) && !ASKED.test(text);
