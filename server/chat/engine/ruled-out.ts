// "A success manager and dashboards for the bosses, that's not Growth is it? which one then", "Foundation, not Growth":
// a package named only to be ruled out is not the package asked about; the needs said pick one (fit.ts), or the other
// package named is the one meant. Read on folded text (mentions.ts), part by part: the "which one then" may be a part of
// its own, so the ruling out is read alone. "That's not in Growth, is it?" asks about Growth itself ("not in", no
// match), and so does "why not Growth?".
const NAMES = "(?:enterprise|growth|foundation)";
const RULED_OUT = new RegExp(
  String.raw`\b(?:(?:thats|that is|its|it is|that|it|this|which) (?:not|isnt|is not|aint|wouldnt be|wont be)|(?:that|it|this) (?:isnt|aint)|(?<!\bwhy )not) (?:the |your )?${NAMES}(?: (?:one|package|plan|tier))?\b(?= (?:is it|isnt it|right|then|surely|eh|i take it|i guess|though|either)\b| ?[?,.!;]| (?:so |then )?(?:which|what)\b|$)`,
  "g",
);

// "does Foundation come with reporting, or is that Growth and up only?": the other package is the visitor's guess at
// where the feature lives, not a second package asked about; the one asked of is Foundation.
const ONLY_IN_ANOTHER = new RegExp(String.raw`\bor (?:is|are) (?:that|it|this|those|they) (?:only |just )?(?:in |for )?(?:the |a )?${NAMES}(?: (?:and|or) (?:up|above|higher|bigger))?(?: (?:one|package|plan|tier)s?)? only(?: (?:thing|feature))?\b`, "g");

/** The folded message with a package named only to be ruled out, or only guessed as where a feature lives, taken away. */
export const withoutRuledOut = (folded: string): string => folded.replace(RULED_OUT, " ").replace(ONLY_IN_ANOTHER, " ");
