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

/** The folded message with a package named only to be ruled out taken away. */
export const withoutRuledOut = (folded: string): string => folded.replace(RULED_OUT, " ");
