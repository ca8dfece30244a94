import { readableChinese } from "./chinese-variants.ts";
import { asUstedes } from "./peninsular-spanish.ts";
import { asPackageNames } from "./package-ranks.ts";
import { asStandardEnglish } from "./caribbean-english.ts";
import { asPidginRead } from "./hawaii-pidgin.ts";
import { asPlainEnglish } from "./scots-english.ts";
import { asSpanishSpelt } from "./seseo-spelling.ts";
import { withSpokenPhoneWritten } from "./spoken-phone.ts";
import { asNamesSpelt } from "./misspelt-names.ts";
import { withoutSaidToOthers, withoutTakenBack } from "./self-correction.ts";
import { withoutPlainWordsAsk } from "./plain-words.ts";

/**
 * The visitor's message in the forms every rule reads, before anything else is read of it:
 * - traditional Chinese as simplified (chinese-variants.ts);
 * - vosotros as ustedes ("dejad de mandarme…", "¿cuánto cobráis?", peninsular-spanish.ts);
 * - "el paquete del medio", "el plan chico" as the package names (package-ranks.ts);
 * - Spanish typed as it sounds ("instalasión", "presio") as the site spells it (seseo-spelling.ts);
 * - Hawaiʻi Pidgin ("dat kine help"), Caribbean English and Scots words and dropped g's ("take me aff yer list", "been
 *   waitin") as standard English (hawaii-pidgin.ts, caribbean-english.ts, scots-english.ts);
 * - a phone read out in digit words ("ocho tres dos cinco …", "八三二五五五…") as the number it spells (spoken-phone.ts);
 * - a phone or money emoji as its word (📞 "phone", 💸 "price");
 * - the names of what we offer typed wrong ("grouth", "guatsap", "phao-đây-sần", "客福") as the site spells them
 *   (misspelt-names.ts);
 * - what the visitor took back mid-sentence, and a remark in brackets said to someone in the room, left out ("the voice
 *   ai — no scratch that, the text one", "(al Matías: ya voy)", self-correction.ts).
 * - a request to be told simply ("hábleme claro", "说白了"), and a lack of skill said beside another question, left out
 *   (plain-words.ts).
 * The last four are left out where the visitor's own details are read: "Grao Realty" stays the company they typed.
 */
// "那个📞的呢？", "👀 the 📞 one", "cuánto 💰": a phone or money emoji standing for the word, in the message's own script.
const PHONE_EMOJI = /[📞☎📱]\uFE0F?/gu;
const MONEY_EMOJI = /[💸💰💵🤑]\uFE0F?/gu;
const VIETNAMESE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu;
const SPANISH = /[ñ¿¡áéíóú]|(?<!\p{L})(?:cuanto|cuánto|que|qué|el|la|los|las|de|del|por|para|y|cuesta|sale|precio)(?!\p{L})/iu;
function emojiAsWords(text: string): string {
  if (!PHONE_EMOJI.test(text) && !MONEY_EMOJI.test(text)) return text;
  PHONE_EMOJI.lastIndex = 0;
  MONEY_EMOJI.lastIndex = 0;
  // The word in the message's own language, so the language read stays the visitor's ("Foundation cuanto?? 💸").
  const [phone, money] = /\p{Script=Han}/u.test(text) ? ["电话", "多少钱"] : VIETNAMESE.test(text) ? [" điện thoại ", " giá "] : SPANISH.test(text) ? [" teléfono ", " precio "] : [" phone ", " price "];
  return text.replace(PHONE_EMOJI, phone).replace(MONEY_EMOJI, money);
}

/** The message as the visitor's details are read from it: names and companies keep the visitor's own spelling. */
export const asWrittenForDetails = (typed: string): string =>
  withSpokenPhoneWritten(asPlainEnglish(asStandardEnglish(asPidginRead(asSpanishSpelt(asPackageNames(asUstedes(readableChinese(typed))))))));

/** The message as its questions are read: our names typed wrong spelt as the site spells them, emoji as words too. */
export const asWritten = (typed: string): string => asNamesSpelt(emojiAsWords(withoutPlainWordsAsk(withoutTakenBack(withoutSaidToOthers(asWrittenForDetails(typed))))));
