import { createRequire } from "node:module";
import { Tiktoken, type TiktokenBPE } from "js-tiktoken/lite";

// o200k_base is the encoding of current OpenAI models; its ranks are a ~2 MB module, so they are
// required on first use (synchronously, keeping countTokens sync) and never at import time.
const require = createRequire(import.meta.url);
let encoder: Tiktoken | undefined;

function getEncoder(): Tiktoken {
  if (!encoder) {
    const ranks = require("js-tiktoken/ranks/o200k_base") as TiktokenBPE;
    encoder = new Tiktoken(ranks);
  }
  return encoder;
}

/** Number of o200k_base tokens in `text`; special-token markers in user text count as plain text. */
export function countTokens(text: string): number {
  if (text.length === 0) return 0;
  return getEncoder().encode(text, [], []).length;
}
