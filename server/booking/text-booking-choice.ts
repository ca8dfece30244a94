// Which of the numbered times a text picks: the whole message must be the choice ("2", "#2", "the 2nd", "option 2",
// "opción 2", "la segunda", "số 2", "第二个"), with at most a courtesy word around it. Anything more ("2 people",
// "is 2 ok for my wife too?") is not a choice: the assistant answers it as any other text.

const FILLER = new Set([
  "the", "option", "number", "no", "nr", "one", "please", "pls", "ok", "okay", "yes", "i'll", "take", "i", "want", "book", "time", "slot",
  "la", "el", "opción", "opcion", "número", "numero", "por", "favor", "sí", "si", "quiero", "hora",
  "số", "chọn", "lựa", "cái", "giờ", "ạ", "nhé",
]);

const ORDINALS: Record<string, number> = {
  "1": 1, "2": 2, "3": 3, "1st": 1, "2nd": 2, "3rd": 3, first: 1, second: 2, third: 3,
  primera: 1, primero: 1, "1a": 1, "1o": 1, segunda: 2, segundo: 2, "2a": 2, "2o": 2, tercera: 3, tercero: 3, "3a": 3, "3o": 3,
  "一": 1, "二": 2, "三": 3, "两": 2, "một": 1, hai: 2, ba: 3, "nhất": 1,
};

/** The 1-based choice among `count` offered times, or null when the message is not just a choice. */
export function textChoice(message: string, count: number): number | null {
  const words = message
    .toLowerCase()
    .normalize("NFC")
    // Chinese: 选第二个 / 第2个 / 2号 → the number alone.
    .replace(/[选第个號号]/g, " ")
    .replace(/[#.,!?¡¿:;()"'º°ª。，！？、]/g, (c) => (c === "'" ? c : " "))
    .split(/\s+/)
    .filter((w) => w && !FILLER.has(w));
  if (words.length !== 1) return null;
  const n = ORDINALS[words[0]!];
  return n !== undefined && n <= count ? n : null;
}
