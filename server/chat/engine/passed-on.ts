import { asksSomething } from "./acts.ts";
import { foldForRules } from "./text.ts";

// A question passed on in quotes: 'my broker asked me, her words: "which package comes with the scheduler?"', 'copio su
// mensaje: "¿En cuál de sus paquetes…?"', 'Sếp chị hỏi: "bài đó có nói…?"', '老板又问："他们说了哪些事情不会做？"'. The quoted
// question is what is asked; the words around it only say whose it is. A line of the site quoted ('your page says "Our
// team reviews…", what does that mean?') is no question passed on: the visitor's own words around it ask.

const QUOTED = /["“”„«「『]([^"“”„«»「」『』]{8,300}?)["“”»」』]/u;
const PASSED_ON =
  /\b(?:asked|asks|asking|ask you|wants to know|wanted to know|(?:her|his|their) words|texted|wrote me|forwarded|copio|copie|pregunta|pregunto|me pregunto|quiere saber|queria saber|me (?:lo )?mando|de parte de|hoi|muon biet|nho (?:em|minh) hoi)\b|问|想知道|让我问|转(?:发|述)/;

const IF_ASKED = /\b(?:if|when|whenever|si|cuando|neu|khi)\b(?:(?!\b(?:you|u|yall|y all|ustedes|usted|ban|em)\b).){0,40}\b(?:asks?|says?|texts?|types?|writes?|pregunta|preguntan|dice|dicen|escribe|escriben|hoi|nhan)\b|如果|要是/;

/** The quoted question when the message passes one on from someone else; null otherwise. */
export function askedInQuotes(message: string): string | null {
  const quoted = QUOTED.exec(message);
  const inner = quoted?.[1]?.trim();
  if (!quoted || !inner) return null;
  const around = message.replace(quoted[0], " ");
  if (!PASSED_ON.test(foldForRules(around))) return null;
  // 'if a buyer asks the bot "what rate can I get", does the AI answer that…?': what a client might ask, set up as a
  // case, is the visitor's example; their own question is around it.
  if (IF_ASKED.test(foldForRules(message.slice(0, quoted.index)))) return null;
  if (!/[?？]\s*$/u.test(inner) && !asksSomething(inner)) return null;
  // Whoever passes it on speaks of us in the third person ("their packages", "他们说了…"): asked of us, it is "your".
  return inner.replace(/\btheir\b/gi, "your").replace(/\bthey\b/gi, "you").replace(/\bthem\b/gi, "you").replace(/他们/gu, "你们");
}
