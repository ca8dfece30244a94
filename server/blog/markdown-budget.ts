// marked matches emphasis (* _) and strikethrough (~) by scanning, from every opening mark, towards the end of
// the paragraph for a closing one. Marks that never close ("*a _" × 8,000) make that quadratic: seconds for a
// 32 KB paragraph, minutes for "~a *" × 25,000. The work is at most (marks in a paragraph) × (its length),
// counted here in one pass per paragraph as marked reaches it, summed over the document and refused past a
// budget: a post at the budget renders in well under a second, while real prose stays far below it.

/**
 * Marks × characters, summed over paragraphs. A document at the budget takes marked about 0.4 s on a busy
 * 2-core machine (`npm run bench:markdown`); a normal 100,000-character post spends about 40,000.
 */
export const DELIMITER_BUDGET = 10_000_000;

/** `reason` is for the author: marked appends a bug-report line to the message of any error it passes on. */
export class MarkdownTooComplexError extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.name = "MarkdownTooComplexError";
    this.reason = reason;
  }
}

export function tooManyMarksMessage(marks: number, chars: number): string {
  return (
    `Content has too many *, _ or ~ marks for its paragraphs' length to render (one paragraph has ${marks} in ` +
    `${chars} characters): split long paragraphs with blank lines, or put a backslash before each mark that is ` +
    "not formatting, like \\*"
  );
}

/** Runs of * _ or ~ in the text marked scans for emphasis (escapes and code spans already masked out). */
export function delimiterRuns(masked: string): number {
  let runs = 0;
  for (let i = 0; i < masked.length; i++) {
    const ch = masked[i];
    if ((ch === "*" || ch === "_" || ch === "~") && masked[i - 1] !== ch) runs++;
  }
  return runs;
}

/**
 * A marked `emStrongMask` hook for one document: it sees each paragraph's text before emphasis is matched in
 * it and throws MarkdownTooComplexError once the document's work would pass the budget.
 */
export function delimiterBudgetHook(budget = DELIMITER_BUDGET): (masked: string) => string {
  let spent = 0;
  let worst = { cost: 0, marks: 0, chars: 0 };
  return (masked) => {
    const marks = delimiterRuns(masked);
    const cost = marks * masked.length;
    if (cost > worst.cost) worst = { cost, marks, chars: masked.length };
    spent += cost;
    if (spent > budget) throw new MarkdownTooComplexError(tooManyMarksMessage(worst.marks, worst.chars));
    return masked;
  };
}
