import { asksSomething } from "./acts.ts";
import { foldForRules } from "./text.ts";

// "Estoy de visita en Huaral, ¿a qué hora atienden ustedes en Houston?", "I'm visiting family in Lima, what hours are
// y'all open?", "Em đang về thăm nhà ở Cà Mau, mấy giờ bên mình làm việc?", "我在广州探亲，你们几点上班？": where the visitor
// is for now, told before the question, is not a place asked about (nor a place they work). Folded text; the clause
// runs to the first comma or stop.
const VISITING = new RegExp(
  [
    String.raw`^\W*(?:(?:hi|hey|hello|ok|so)\W+)?(?:i'?m|im|i am|we'?re|we are) (?:visiting|traveling|travelling|vacationing|on (?:a )?(?:trip|vacation|holiday)|in town|staying|back home)\b[^,.;!?]{0,50}[,.;!]\s*`,
    String.raw`^\W*(?:(?:hola|oiga|oye|mire|mira)\W+)?(?:(?:yo|nosotros) )?(?:estoy|estamos|ando|andamos) (?:de visita|de viaje|de vacaciones|de paseo|visitando|paseando)\b[^,.;!?¿]{0,50}[,.;!]\s*`,
    String.raw`^\W*(?:(?:anh|chi|em|toi|tui|minh|co|chu) )?dang (?:ve tham|ve que|di du lich|di choi|du lich|tham nha)\b[^,.;!?]{0,50}[,.;!]\s*`,
  ].join("|"),
);
// "…, do you serve there?": a question pointing back at the place asks of it.
const THERE = /\b(?:there|out there|alla|alli|ahi|por alla|o do|o day|ben do)\b|那边|那里|那儿/;
const VISITING_ZH = /^\s*(?:我|我们)(?:现在|这几天|这周)?在[^，,。？?]{1,12}(?:探亲|旅游|旅行|度假|出差|玩)(?:呢)?[，,。]\s*/u;

/** The message without a leading clause telling where the visitor is visiting, when what follows asks something. */
export function withoutVisit(message: string): string {
  const zh = VISITING_ZH.exec(message);
  if (zh) {
    const rest = message.slice(zh[0].length);
    return rest.trim() && asksSomething(rest) && !THERE.test(rest) ? rest : message;
  }
  const folded = foldForRules(message);
  const m = VISITING.exec(folded);
  if (!m) return message;
  // The clause is cut at the same comma in the message typed (the k-th stop, as many as the folded clause holds).
  const stops = (m[0].match(/[,.;!]/g) ?? []).length;
  const at = [...message.matchAll(/[,.;!，。]/gu)][stops - 1]?.index ?? -1;
  const rest = at >= 0 ? message.slice(at + 1).trim() : "";
  return rest && asksSomething(rest) && !THERE.test(foldForRules(rest)) ? rest : message;
}
