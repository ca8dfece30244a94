// The words of a question or of a site line, as the feature rules compare them: Chinese character pairs (without the
// particles 吗呢的了), or Latin words of three letters and more. Read on folded text.
const HAN = /\p{Script=Han}/u;

export function wordsOf(text: string): string[] {
  if (HAN.test(text)) {
    const chars = Array.from(text.replace(/[^\p{Script=Han}]/gu, ""));
    return chars.slice(0, -1).map((c, i) => c + chars[i + 1]).filter((pair) => !/[吗呢的了]/.test(pair));
  }
  return text.split(/[^\p{L}\p{N}/]+/u).filter((w) => w.length > 2);
}
